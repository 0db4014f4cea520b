import { expect, test, type Page } from "./support/test.ts";
import { createAdmin, signOut, statusOf, turnOnTwoFactor } from "./support/admin.ts";
import { clientAddress } from "./support/client-address.ts";
import { firstLink, waitForMail } from "./support/outbox.ts";
import { freshCode } from "./support/totp.ts";

// Invitations and sign-in codes are e-mails: this spec counts them on an address of its own.
test.use({ extraHTTPHeaders: clientAddress("admin-sign-in-code") });

const thisSessionMethod = (page: Page) => page.getByRole("listitem").filter({ hasText: "This device" }).getByTestId("session-method");

async function askForCode(page: Page, email: string) {
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "E-mail me a sign-in code" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with a code");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(statusOf(page)).toHaveText("If this address belongs to an admin, a code is on its way to it.");
}

test.describe("sign-in with an e-mailed code", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the code signs in once; typed or from the e-mail's link; two-factor is still asked after it", async ({ page }) => {
    const admin = await createAdmin(page, "code");
    await askForCode(page, admin.email);
    const mail = await waitForMail(admin.email, /is your sign-in code/);
    const code = /Your sign-in code: (\d{6})/.exec(mail.text ?? "")![1]!;
    // A wrong code first: said, and the address stays.
    await page.getByLabel("Code from the e-mail").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign in with this code" }).click();
    await expect(page.getByRole("alert")).toHaveText("This code is wrong, or was already used. Check it, or ask for a new one.");
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);
    await page.getByLabel("Code from the e-mail").fill(code);
    await page.getByRole("button", { name: "Sign in with this code" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account");
    await expect(thisSessionMethod(page)).toHaveText("Signed in with: code by e-mail");

    // Two-factor on: the e-mail's link fills the code in, and the authenticator's code is asked after it.
    const { secret, used } = await turnOnTwoFactor(page, admin.password);
    await signOut(page);
    await askForCode(page, admin.email);
    const second = await waitForMail(admin.email, /is your sign-in code/, 1);
    const link = firstLink(second);
    await page.goto(link);
    await expect(page.getByLabel("Code from the e-mail")).toHaveValue(new URL(link).searchParams.get("code")!);
    await page.getByRole("button", { name: "Sign in with this code" }).click();
    await expect(page).toHaveURL(/\/admin\/two-factor/);
    await page.getByLabel("Authentication code").fill(freshCode(secret, used));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/account");
    await expect(thisSessionMethod(page)).toHaveText("Signed in with: code by e-mail and authenticator code");

    // The link a second time: the code was used.
    await signOut(page);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in with this code" }).click();
    await expect(page.getByRole("alert")).toHaveText("This code is wrong, or was already used. Check it, or ask for a new one.");
  });
});
