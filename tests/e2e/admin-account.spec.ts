import { expect, test, type Page } from "./support/test.ts";
import { createAdmin, signIn, signedIn, signOut, statusOf, turnOnTwoFactor } from "./support/admin.ts";
import { toast } from "./support/toast.ts";
import { countMails, firstLink, waitForMail } from "./support/outbox.ts";
import { freshCode } from "./support/totp.ts";

/** The line of My account's session list that says how this device's session was signed in. */
const thisSessionMethod = (page: Page) => page.getByRole("listitem").filter({ hasText: "This device" }).getByTestId("session-method");

test.describe("admin account security", () => {
  test.describe.configure({ timeout: 120_000 });

  test("password recovery: request, e-mailed single-use link, new password, old one refused", async ({ page, browser, baseURL }) => {
    const admin = await createAdmin(page, "recovery");
    await page.goto("/admin/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The sign-in page has an Email field too: type only once the next screen is there.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(statusOf(page)).toContainText("a link to reset its password is on its way");
    const mail = await waitForMail(admin.email, /Reset your/);
    expect(mail.subject).toContain("Reset your");
    const link = firstLink(mail);

    // An address without an account gets the same answer, and no e-mail.
    await page.goto("/admin/forgot-password");
    await page.getByLabel("Email").fill("nobody-here@ecurie-vitesse.example");
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(statusOf(page)).toContainText("a link to reset its password is on its way");
    expect(await countMails("nobody-here@ecurie-vitesse.example", /./)).toBe(0);

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    // Two different passwords are refused in the browser, under the second.
    await page.getByLabel("New password", { exact: true }).fill("Brand-new-Dijon-1979!");
    await page.getByLabel("Repeat the new password").fill("Brand-new-Dijon-1978!");
    await page.getByLabel("Repeat the new password").blur();
    await expect(page.getByText("The two passwords differ.")).toBeVisible();
    // A weak password is refused with reasons.
    await page.getByLabel("New password", { exact: true }).fill("password1234");
    await page.getByLabel("Repeat the new password").fill("password1234");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("alert")).toContainText("This password is too weak");
    await expect(page.getByRole("alert")).toContainText("commonly used password");
    // Saved without JavaScript (with it, createAdmin sees the toast): the sign-in page says it in the
    // page itself, the address clean (a flash), and a reload does not say it again.
    const fresh = "Brand-new-Dijon-1979!";
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(link);
    await plain.getByLabel("New password", { exact: true }).fill(fresh);
    await plain.getByLabel("Repeat the new password").fill(fresh);
    await plain.getByRole("button", { name: "Save the new password" }).click();
    await expect(plain).toHaveURL(/\/admin\/login$/);
    await expect(statusOf(plain)).toHaveText("Your password has been changed. Sign in with the new one.");
    await plain.reload();
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Admin sign-in");
    await expect(statusOf(plain)).toHaveCount(0);
    await context.close();

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText("This link is invalid or has expired. Ask for a new one.");

    await signIn(page, admin.email, admin.password);
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await signedIn(page, admin.email, fresh);
  });

  test("change password asks for the current one and signs out the other devices", async ({ page, browser }) => {
    const admin = await createAdmin(page, "changepw");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signedIn(otherPage, admin.email, admin.password);
    await signedIn(page, admin.email, admin.password);
    await page.goto("/admin/account");
    await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Sign out: / })).toHaveCount(2);

    await page.getByLabel("Current password").fill("not-my-password-at-all");
    await page.getByLabel("New password", { exact: true }).fill("Another-Monaco-1982!");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid password");

    await page.getByLabel("Current password").fill(admin.password);
    await page.getByLabel("New password", { exact: true }).fill("Another-Monaco-1982!");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(statusOf(page)).toHaveText("Your password has been changed. Your other devices were signed out.");
    // This device stays signed in; the other one is out.
    await page.goto("/admin/account");
    await expect(page.getByRole("button", { name: /^Sign out: / })).toHaveCount(1);
    await otherPage.goto("/admin");
    await expect(otherPage).toHaveURL(/\/admin\/login\?/);
    await other.close();
  });

  test("sessions: sign out all other devices, then all devices", async ({ page, browser }) => {
    const admin = await createAdmin(page, "sessions");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signedIn(otherPage, admin.email, admin.password);
    await signedIn(page, admin.email, admin.password);
    await page.goto("/admin/account");
    await expect(page.getByRole("button", { name: /^Sign out: / })).toHaveCount(2);
    await expect(page.getByTestId("session-method")).toHaveText(["Signed in with: password", "Signed in with: password"]);
    await page.getByRole("button", { name: "Sign out all other devices" }).click();
    await expect(page.getByRole("button", { name: /^Sign out: / })).toHaveCount(1);
    await otherPage.goto("/admin");
    await expect(otherPage).toHaveURL(/\/admin\/login\?/);
    await page.getByRole("button", { name: "Sign out all devices" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?/);
    await other.close();
  });

  test("two-factor: enrol with QR and code, sign in with a code, codes and backup codes single-use, disable", async ({ page }) => {
    const admin = await createAdmin(page, "totp");
    await signedIn(page, admin.email, admin.password);
    await page.goto("/admin/account");
    await page.getByLabel("Your password").fill(admin.password);
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    await expect(page.getByRole("img", { name: "QR code of the authenticator key" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    const backupCodes = await page.getByTestId("backup-codes").locator("li").allTextContents();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const used = new Set<string>();
    await page.getByLabel("Code from the app").fill("000000");
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByLabel("Code from the app").fill(freshCode(secret, used));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(statusOf(page)).toHaveText("Two-factor authentication is now on.");
    await signOut(page);

    // Sign-in now asks for the code.
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin\/two-factor/);
    await page.getByLabel("Authentication code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    const code = freshCode(secret, used);
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // My account says how this session was signed in.
    await page.goto("/admin/account");
    await expect(thisSessionMethod(page)).toHaveText("Signed in with: password and authenticator code");
    await signOut(page);

    // The same code, a second time within its window, is refused.
    await signIn(page, admin.email, admin.password);
    await page.getByLabel("Authentication code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText("This code was already used. Wait for the next one.");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?/);

    // A backup code works once.
    await signIn(page, admin.email, admin.password);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await signOut(page);
    await signIn(page, admin.email, admin.password);
    await page.getByRole("link", { name: "Use a backup code instead" }).click();
    await page.getByLabel("Backup code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await page.getByLabel("Backup code").fill(backupCodes[1]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // Turning it off asks for the password; then sign-in needs no code.
    await page.goto("/admin/account");
    await expect(thisSessionMethod(page)).toHaveText("Signed in with: password and backup code");
    await page.getByLabel("Your password").fill(admin.password);
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await expect(statusOf(page)).toHaveText("Two-factor authentication is now off.");
    await signOut(page);
    await signedIn(page, admin.email, admin.password);
  });

  test("change e-mail is confirmed from the current address first", async ({ page }) => {
    const admin = await createAdmin(page, "email");
    await signedIn(page, admin.email, admin.password);
    await page.goto("/admin/account");
    const newEmail = admin.email.replace("@", "-new@");
    await page.getByLabel("New e-mail").fill(newEmail);
    await page.getByRole("button", { name: "Send the confirmation" }).click();
    await expect(statusOf(page)).toHaveText("Check your current inbox: confirm the change there, then confirm the new address.");
    const confirmation = await waitForMail(admin.email, /Confirm the new e-mail/);
    expect(confirmation.text).toContain(newEmail);
    await page.goto(firstLink(confirmation));
    const verification = await waitForMail(newEmail, /Confirm your e-mail/);
    await page.goto(firstLink(verification));
    await page.getByRole("button", { name: "Sign Out", exact: true }).click().catch(() => undefined);
    await signedIn(page, newEmail, admin.password);
  });

  test("an API token is a short-lived JWT that verifies against /api/auth/jwks", async ({ page, request }) => {
    await signedIn(page);
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Get an API token" }).click();
    const token = (await page.getByTestId("api-token").inputValue()).trim();
    const { createRemoteJWKSet, jwtVerify } = await import("jose");
    const base = new URL(page.url()).origin;
    const jwks = await request.get("/api/auth/jwks");
    expect(jwks.status()).toBe(200);
    expect((await jwks.json()).keys.length).toBeGreaterThan(0);
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL("/api/auth/jwks", base)), { issuer: base, audience: base });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(15 * 60);
    expect(payload.email).toBeTruthy();
  });
});

test.describe("admin users", () => {
  test.describe.configure({ timeout: 120_000 });

  test("invite, turn off a lost authenticator, ban (cannot sign in), unban, revoke sessions, delete", async ({ page, browser }) => {
    // One invitation for all of it: invitations are password-reset e-mails, ten an hour from one address.
    const admin = await createAdmin(page, "managed");
    // The invited admin can sign in, and turns two-factor on…
    const other = await browser.newContext();
    const otherPage: Page = await other.newPage();
    await signedIn(otherPage, admin.email, admin.password);
    await turnOnTwoFactor(otherPage, admin.password);
    await signOut(otherPage);

    await signedIn(page);
    await page.goto("/admin/users");
    const row = page.locator("tr", { hasText: admin.email });
    await expect(row.getByText("Active")).toBeVisible();
    await row.getByRole("link", { name: `Manage ${admin.email}` }).click();

    // …then loses their phone: another admin turns it off for them, and they are e-mailed.
    const methods = page.getByTestId("sign-in-methods").getByRole("listitem");
    await expect(methods).toHaveText(["Password set", "Two-factor (authenticator app) on", "Passkeys none", "Single sign-on not used yet"]);
    await page.getByRole("button", { name: "Turn off two-factor" }).click();
    await expect(statusOf(page)).toHaveText(`Two-factor is off for ${admin.email}; they were e-mailed.`);
    await expect(methods).toHaveText(["Password set", "Two-factor (authenticator app) off", "Passkeys none", "Single sign-on not used yet"]);
    const notice = await waitForMail(admin.email, /^Two-factor sign-in is off on your .+ admin account$/);
    expect(notice.text).toContain("turned off two-factor sign-in on your account");
    // Their password alone signs them in now.
    await signIn(otherPage, admin.email, admin.password);
    await expect(otherPage).toHaveURL(/\/admin$/);

    await page.getByLabel("Name").fill("Renamed Mechanic");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(statusOf(page)).toHaveText("Saved.");

    await page.getByLabel("Reason (optional)").fill("Left the team");
    await page.getByRole("button", { name: "Ban" }).click();
    await expect(page.getByText("Banned")).toBeVisible();
    // Banning ends their sessions; they cannot sign in again.
    await otherPage.goto("/admin");
    await expect(otherPage).toHaveURL(/\/admin\/login\?/);
    await signIn(otherPage, admin.email, admin.password);
    await expect(otherPage.getByRole("alert")).toBeVisible();
    await expect(otherPage).toHaveURL(/\/admin\/login/);

    await page.getByRole("button", { name: "Unban" }).click();
    await expect(page.getByText("Active", { exact: true })).toBeVisible();
    await signedIn(otherPage, admin.email, admin.password);

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(statusOf(page)).toHaveText("All sessions of this admin were ended.");
    await otherPage.goto("/admin");
    await expect(otherPage).toHaveURL(/\/admin\/login\?/);

    // A wrong confirmation is refused in the browser, under its field.
    await page.getByLabel("Type DELETE to confirm").fill("delete");
    await page.getByRole("button", { name: "Delete this admin" }).click();
    await expect(page.getByText("Type DELETE to confirm the deletion.")).toBeVisible();
    await page.getByLabel("Type DELETE to confirm").fill("DELETE");
    await page.getByRole("button", { name: "Delete this admin" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(toast(page, `${admin.email} was deleted.`)).toBeVisible();
    await expect(page.locator("tr", { hasText: admin.email })).toHaveCount(0);
    await signIn(otherPage, admin.email, admin.password);
    await expect(otherPage.getByRole("alert")).toHaveText("Invalid email or password");
    await other.close();
  });

  test("the invitation form checks what is typed in the browser, and the server says the same without JavaScript", async ({ page, browser, baseURL }) => {
    await signedIn(page);
    await page.goto("/admin/users");
    let posts = 0;
    page.on("request", (request) => void (request.method() === "POST" && posts++));
    // In the browser: a field is judged when it is left, and again as it is corrected; nothing is sent.
    await page.getByLabel("E-mail").fill("not-an-address");
    await page.getByLabel("E-mail").blur();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await page.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("E-mail").fill("mechanic@ecurie-vitesse.example");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
    expect(posts).toBe(0);

    // Without JavaScript the server applies the same schema, and the form comes back filled.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.addCookies(await page.context().cookies());
    const plain = await context.newPage();
    await plain.goto("/admin/users");
    await plain.getByLabel("Name").fill("Night Mechanic");
    // The browser's own check accepts it; the schema does not (no domain).
    await plain.getByLabel("E-mail").fill("mechanic@localhost");
    await plain.getByRole("button", { name: "Send the invitation" }).click();
    await expect(plain.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(plain.getByLabel("Name")).toHaveValue("Night Mechanic");
    await expect(plain.getByLabel("E-mail")).toHaveValue("mechanic@localhost");
    await context.close();
  });

  test("five failed sign-ins lock that account for 10 minutes; other accounts are unaffected", async ({ page }) => {
    const locked = await createAdmin(page, "lockout");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await signIn(page, locked.email, `wrong-password-${attempt}`);
      await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    }
    await signIn(page, locked.email, locked.password);
    await expect(page.getByRole("alert")).toHaveText("Too many attempts. Try again in 10 minutes.");
    await signedIn(page);
  });
});
