import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { expect, test, type Page } from "./support/test.ts";
import { createAdmin, signedIn, signOut, turnOnTwoFactor } from "./support/admin.ts";
import { clientAddress } from "./support/client-address.ts";
import { freshCode } from "./support/totp.ts";

// Each admin this spec makes is an invitation e-mail: counted on an address of its own.
test.use({ extraHTTPHeaders: clientAddress("admin-sso") });

const thisSessionMethod = (page: Page) => page.getByRole("listitem").filter({ hasText: "This device" }).getByTestId("session-method");

/**
 * "Sign in with Loopback ID" on the login screen, then the provider's own
 * page (a real OpenID provider on loopback, scripts/e2e-server.mjs), as a
 * person does it: the address typed, a second factor confirmed there or not.
 */
async function throughTheProvider(page: Page, email: string, { mfa = false, button = "Sign in with Loopback ID" } = {}) {
  // Signed out at the provider too (it would otherwise send the browser straight back, as its last sign-in).
  await page.context().clearCookies({ domain: "127.0.0.1" });
  await page.goto("/admin/login");
  await page.getByRole("link", { name: button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loopback identity provider");
  await page.getByLabel("E-mail").fill(email);
  if (mfa) await page.getByLabel("Confirmed with a second factor").check();
  await page.getByRole("button", { name: "Continue" }).click();
}

test.describe("single sign-on through an OpenID provider", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an admin signs in through the provider, and then with two-factor on is asked for the code unless the provider checked one", async ({ page }) => {
    const admin = await createAdmin(page, "sso");
    await throughTheProvider(page, admin.email);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account");
    await expect(thisSessionMethod(page)).toHaveText("Signed in with: single sign-on");

    // Two-factor on: the provider's password alone is a first factor.
    const { secret, used } = await turnOnTwoFactor(page, admin.password);
    await signOut(page);
    await throughTheProvider(page, admin.email);
    await expect(page).toHaveURL(/\/admin\/two-factor\?redirectTo=%2Fadmin$/);
    await page.getByLabel("Authentication code").fill(freshCode(secret, used));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account");
    await expect(thisSessionMethod(page)).toHaveText("Signed in with: single sign-on and authenticator code");

    // The provider says it checked a second factor itself (amr): no code asked here.
    await signOut(page);
    await throughTheProvider(page, admin.email, { mfa: true });
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account");
    await expect(thisSessionMethod(page)).toHaveText("Signed in with: single sign-on");

    // Another admin sees it among their ways in.
    await signOut(page);
    await signedIn(page);
    await page.goto("/admin/users");
    await page.locator("tr", { hasText: admin.email }).getByRole("link", { name: `Manage ${admin.email}` }).click();
    await expect(page.getByTestId("sign-in-methods").getByRole("listitem")).toHaveText([
      "Password set",
      "Two-factor (authenticator app) on",
      "Passkeys none",
      "Single sign-on used",
    ]);
  });

  test("an address no admin has, or a sign-in cancelled at the provider, is refused in words, in English and in French", async ({ page, browser }) => {
    await throughTheProvider(page, `nobody-${Date.now()}@ecurie-vitesse.example`);
    await expect(page).toHaveURL(/\/admin\/login\?/);
    await expect(page.getByRole("alert")).toHaveText(adminEn["login.ssoRefused.unknown"]);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login/);

    // Backing out at the provider: said so, in the admin's words.
    await page.context().clearCookies({ domain: "127.0.0.1" });
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Sign in with Loopback ID" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?/);
    await expect(page.getByRole("alert")).toHaveText(adminEn["login.ssoRefused.cancelled"]);

    const french = await browser.newContext({ locale: "fr-FR", extraHTTPHeaders: clientAddress("admin-sso") });
    const frenchPage = await french.newPage();
    await throughTheProvider(frenchPage, `personne-${Date.now()}@ecurie-vitesse.example`, { button: "Se connecter avec Loopback ID" });
    await expect(frenchPage.getByRole("alert")).toHaveText(adminFr["login.ssoRefused.unknown"]);
    await french.close();
  });
});
