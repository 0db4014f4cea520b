import { expect, test, type Page } from "./support/test.ts";
import { createAdmin, signedIn, signOut, statusOf, turnOnTwoFactor } from "./support/admin.ts";
import { clientAddress } from "./support/client-address.ts";
import { waitForMail } from "./support/outbox.ts";
import { addVirtualAuthenticator, withoutPasskeyAutofill, type Credential } from "./support/webauthn.ts";

// This spec invites an admin and signs in many times: its own client address keeps it off the others' limits.
test.use({ extraHTTPHeaders: clientAddress("admin-passkeys") });

/** The line of My account's session list that says how this device's session was signed in. */
const thisSessionMethod = (page: Page) => page.getByRole("listitem").filter({ hasText: "This device" }).getByTestId("session-method");
const passkeysPanel = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: "Passkeys", exact: true }) });

async function addPasskey(page: Page, name: string, password: string) {
  await page.goto("/admin/account");
  const panel = passkeysPanel(page);
  await panel.getByLabel("Name of this passkey").last().fill(name);
  await panel.getByLabel("Password, to confirm it is you").last().fill(password);
  await panel.getByRole("button", { name: "Add a passkey" }).click();
}

test.describe("admin passkeys", () => {
  test.describe.configure({ timeout: 180_000 });

  test("add a passkey, sign in with it by the button and by autofill, two factors in one; rename, remove", async ({ page, browser }) => {
    const admin = await createAdmin(page, "passkey");
    await signedIn(page, admin.email, admin.password);
    // With two-factor on, the password alone leads to the code; a passkey will not.
    await turnOnTwoFactor(page, admin.password);
    // This browser answers autofill offers by itself: its sign-in page would sign in as soon as it opens.
    await withoutPasskeyAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);

    // A wrong password adds nothing, and the authenticator is not even asked.
    await addPasskey(page, "Test laptop", "not-my-password");
    await expect(passkeysPanel(page).getByRole("alert")).toHaveText("Invalid password");
    expect(await authenticator.credentials()).toHaveLength(0);

    await addPasskey(page, "Test laptop", admin.password);
    await expect(statusOf(page)).toHaveText("Passkey added. You can now sign in with it.");
    const list = passkeysPanel(page).getByTestId("passkeys").getByRole("listitem");
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText("Test laptop");
    await expect(list.first()).toContainText("never used yet");
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    expect(credentials[0]!.rpId).toBe("localhost");

    // The same authenticator a second time: the browser says it holds one already.
    await addPasskey(page, "Again", admin.password);
    await expect(passkeysPanel(page).getByRole("alert")).toHaveText("This device already holds a passkey for your account.");
    await expect(list).toHaveCount(1);
    await signOut(page);

    // The button: no e-mail, no password, no code.
    const buttonContext = await browser.newContext({ extraHTTPHeaders: clientAddress("admin-passkeys") });
    const buttonPage = await buttonContext.newPage();
    await withoutPasskeyAutofill(buttonPage);
    await addVirtualAuthenticator(buttonPage, credentials);
    await buttonPage.goto("/admin/login");
    await buttonPage.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(buttonPage).toHaveURL(/\/admin$/);
    await expect(buttonPage.getByRole("heading", { level: 1 })).toBeVisible();
    await buttonPage.goto("/admin/account");
    await expect(thisSessionMethod(buttonPage)).toHaveText("Signed in with: passkey");
    const used = passkeysPanel(buttonPage).getByTestId("passkeys").getByRole("listitem").first();
    await expect(used).toContainText("last used");

    // Autofill: the browser offers the passkey on the e-mail field as the page opens; picking it signs in.
    const autofillContext = await browser.newContext({ extraHTTPHeaders: clientAddress("admin-passkeys") });
    const autofillPage = await autofillContext.newPage();
    await addVirtualAuthenticator(autofillPage, credentials);
    await autofillPage.goto("/admin/login");
    await expect(autofillPage.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
    await expect(autofillPage).toHaveURL(/\/admin$/);
    await autofillPage.goto("/admin/account");
    await expect(thisSessionMethod(autofillPage)).toHaveText("Signed in with: passkey");
    await autofillContext.close();

    // Rename, then remove: a wrong password keeps it, the right one takes it off.
    await buttonPage.getByText("Rename or remove").click();
    const item = passkeysPanel(buttonPage).getByTestId("passkeys").getByRole("listitem").first();
    await item.getByLabel("Name of this passkey").fill("Work laptop");
    await item.getByRole("button", { name: "Rename" }).click();
    await expect(statusOf(buttonPage)).toHaveText("Passkey renamed.");
    await expect(passkeysPanel(buttonPage).getByTestId("passkeys")).toContainText("Work laptop");
    // The panel stays open across the answers.
    await item.getByLabel("Password, to confirm it is you").fill("not-my-password");
    await item.getByRole("button", { name: "Remove this passkey" }).click();
    await expect(passkeysPanel(buttonPage).getByRole("alert")).toHaveText("Invalid password");
    await expect(passkeysPanel(buttonPage).getByTestId("passkeys")).toContainText("Work laptop");
    await item.getByLabel("Password, to confirm it is you").fill(admin.password);
    await item.getByRole("button", { name: "Remove this passkey" }).click();
    await expect(statusOf(buttonPage)).toHaveText("Passkey removed.");
    await expect(passkeysPanel(buttonPage).getByText("No passkey yet.")).toBeVisible();

    // The authenticator still holds it; the site no longer knows it.
    await signOut(buttonPage);
    await buttonPage.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(buttonPage.getByRole("alert")).toHaveText("This passkey does not belong to any admin of this site.");
    await expect(buttonPage).toHaveURL(/\/admin\/login/);
    await buttonContext.close();
  });

  test("refusals: a passkey without user verification, a cancelled ceremony, another origin; a lost passkey removed by another admin", async ({ page, browser, baseURL }) => {
    const admin = await createAdmin(page, "passkey-lost");
    await signedIn(page, admin.email, admin.password);
    await withoutPasskeyAutofill(page);
    const authenticator = await addVirtualAuthenticator(page);
    await addPasskey(page, "Phone", admin.password);
    await expect(statusOf(page)).toHaveText("Passkey added. You can now sign in with it.");
    const credentials: Credential[] = await authenticator.credentials();
    await signOut(page);

    const context = await browser.newContext({ extraHTTPHeaders: clientAddress("admin-passkeys") });
    const visitor = await context.newPage();
    await withoutPasskeyAutofill(visitor);
    const carried = await addVirtualAuthenticator(visitor, credentials);

    // An authenticator that did not check who holds it: the server refuses it as one factor only.
    await carried.answerWithoutUserVerification();
    await visitor.goto("/admin/login");
    await visitor.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(visitor.getByRole("alert")).toHaveText("Your passkey must check that it is you (PIN, fingerprint or face). Try again with that check on.");
    await expect(visitor).toHaveURL(/\/admin\/login/);

    // No passkey for this site on the device: the browser ends the ceremony, and the page says so.
    const empty = await browser.newContext({ extraHTTPHeaders: clientAddress("admin-passkeys") });
    const emptyPage = await empty.newPage();
    await withoutPasskeyAutofill(emptyPage);
    await addVirtualAuthenticator(emptyPage);
    await emptyPage.goto("/admin/login");
    await emptyPage.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(emptyPage.getByRole("alert")).toHaveText("The passkey request was cancelled or timed out.");
    await expect(emptyPage.getByRole("button", { name: "Sign in with a passkey" })).toBeEnabled();

    // The site at another address than its public one (PUBLIC_URL is http://localhost:…): the browser refuses the relying party.
    const elsewhere = new URL(baseURL!);
    elsewhere.hostname = "127.0.0.1";
    await emptyPage.goto(new URL("/admin/login", elsewhere).href);
    await emptyPage.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(emptyPage.getByRole("alert")).toHaveText("This passkey cannot be used at this address. Open the admin at its usual address.");
    await empty.close();
    await context.close();

    // The phone is lost: another admin takes its passkey off the account, and its owner is e-mailed.
    await signedIn(page);
    await page.goto("/admin/users");
    await page.locator("tr", { hasText: admin.email }).getByRole("link", { name: `Manage ${admin.email}` }).click();
    const methods = page.getByTestId("sign-in-methods").getByRole("listitem");
    await expect(methods).toHaveText(["Password set", "Two-factor (authenticator app) off", "Passkeys 1", "Single sign-on not used yet"]);
    await expect(page.getByTestId("user-passkeys")).toContainText("Phone");
    await page.getByRole("button", { name: "Remove: Phone" }).click();
    await expect(statusOf(page)).toHaveText(`The passkey was removed from the account of ${admin.email}, who was e-mailed.`);
    await expect(methods).toHaveText(["Password set", "Two-factor (authenticator app) off", "Passkeys none", "Single sign-on not used yet"]);
    const notice = await waitForMail(admin.email, /^A passkey was removed from your .+ admin account$/);
    expect(notice.text).toContain("removed the passkey “Phone” from your account");

    // They forgot their password too: a reset link, sent from their page.
    await page.getByRole("button", { name: "Send a password reset link" }).click();
    await expect(statusOf(page)).toHaveText(`A link to choose a new password was sent to ${admin.email}.`);
    await waitForMail(admin.email, /^Reset your/);
    await page.goto("/admin/activity");
    await expect(page.getByText("Removed an admin user's passkey").first()).toBeVisible();
  });
});
