import { expect, type Cookie, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config.ts";
import { firstLink, waitForMail } from "./outbox.ts";
import { toast } from "./toast.ts";
import { freshCode } from "./totp.ts";

/**
 * Sends the sign-in form with Enter from the password field, as most people
 * do. A click on "Sign In" can be lost in the first tenth of a second after
 * the page arms the passkey autofill: Chromium, setting up its conditional
 * request, swallows a click that lands in that instant (about one sign-in in
 * thirty, measured); a key press is not. Nobody types an address and a
 * password that fast; a test does.
 */
export async function submitSignIn(page: Page) {
  await page.getByLabel("Password").press("Enter");
}

export async function signIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await submitSignIn(page);
}

export async function signedIn(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** Signs out and waits until the server has ended the session: a sign-in right after must not find it still open. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

let adminCookies: Cookie[] | null = null;

/**
 * Signed in as the first admin, reusing this worker's session when it is still
 * valid: the content specs test the screens, not the sign-in (admin-access and
 * admin-account do), and a sign-in per test costs seconds on a two-core CI.
 * Specs that compare sessions between devices use `signedIn`.
 */
export async function adminSession(page: Page) {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto("/admin");
    if (new URL(page.url()).pathname === "/admin") return;
  }
  await signedIn(page);
  adminCookies = await page.context().cookies();
}

let counter = 0;

/** A fresh admin of its own, made the way a team would: invited by the first admin, password set from the e-mail. */
export async function createAdmin(page: Page, label: string): Promise<{ email: string; password: string }> {
  const email = `${label}-${Date.now()}-${counter++}@ecurie-vitesse.example`;
  const password = `Vintage-${label}-Monza-1971!`;
  await signedIn(page);
  await page.goto("/admin/users");
  await page.getByLabel("Name").fill(`Test ${label}`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the invitation" }).click();
  await expect(statusOf(page)).toHaveText(`Invitation sent to ${email}.`);
  await signOut(page);
  const invitation = await waitForMail(email, /invited/);
  await page.goto(firstLink(invitation));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accept your invitation");
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the new password").fill(password);
  await page.getByRole("button", { name: "Save the new password" }).click();
  // The sign-in page says so in a toast (a flash: the address stays clean).
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(toast(page, "Your password has been changed. Sign in with the new one.")).toBeVisible();
  return { email, password };
}

/** The page's status message (the admin's loading indicator is a status too, and is left out). */
export function statusOf(page: Page) {
  return page.getByRole("status").filter({ hasNotText: "Loading…" });
}

/**
 * Turns on two-factor from My account, as an admin does with an authenticator
 * app: the key it shows, and the codes already spent (freshCode takes another).
 */
export async function turnOnTwoFactor(page: Page, password: string): Promise<{ secret: string; used: Set<string> }> {
  await page.goto("/admin/account");
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  const used = new Set<string>();
  await page.getByLabel("Code from the app").fill(freshCode(secret, used));
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(statusOf(page)).toHaveText("Two-factor authentication is now on.");
  return { secret, used };
}
