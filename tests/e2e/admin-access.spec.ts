import { expect, test } from "./support/test.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { signIn, signedIn, statusOf, submitSignIn } from "./support/admin.ts";

test.describe("admin access", () => {
  test("an anonymous visitor is sent to /admin/login from any admin page", async ({ page }) => {
    for (const path of ["/admin", "/admin/cars", "/admin/gallery?tab=videos", "/admin/account"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login\?/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin sign-in");
    }
    // A first visit had no session to lose: it is simply asked to sign in.
    await expect(page.getByText("Your session is missing or has expired. Please sign in again.")).toHaveCount(0);
  });

  test("a browser whose session has ended is told so on the way to the sign-in page", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "better-auth.session_token", value: "ended.signature", url: baseURL! }]);
    await page.goto("/admin/cars");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fcars&reason=session$/);
    await expect(statusOf(page)).toHaveText("Your session is missing or has expired. Please sign in again.");
  });

  test("wrong credentials show the error's message, and the e-mail comes back filled (never the password)", async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, "not-the-right-password");
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
  });

  test("empty fields get the authentication layer's words in the browser, without a post, and from the server without JavaScript", async ({ page, browser, baseURL }) => {
    const missing = "You must provide either an email or phone number and a password";
    await page.goto("/admin/login");
    let posts = 0;
    page.on("request", (request) => void (request.method() === "POST" && posts++));
    // A field left empty is judged when it is left, and again as it is corrected.
    await page.getByLabel("Email").focus();
    await page.getByLabel("Email").blur();
    await expect(page.getByText(missing)).toHaveCount(1);
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await expect(page.getByText(missing)).toHaveCount(0);
    // Sent without a password: refused before it leaves the browser.
    await submitSignIn(page);
    await expect(page.getByText(missing)).toHaveCount(1);
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    expect(posts).toBe(0);

    // Without JavaScript (and past the browser's own check) the server says the same, the e-mail kept.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto("/admin/login");
    await plain.getByLabel("Email").fill(E2E_ADMIN.email);
    await plain.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await plain.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(plain.getByText(missing)).toHaveCount(1);
    await expect(plain.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(plain.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
    // A wrong password: better-auth's words, and the password is not sent back into the page.
    await plain.getByLabel("Password").fill("not-the-right-password");
    await plain.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(plain.getByRole("alert")).toHaveText("Invalid email or password");
    await expect(plain.getByLabel("Password")).toHaveValue("");
    await context.close();
  });

  test("signing in leads to the dashboard with the sidebar, counts, quick links and live platform status", async ({ page, context }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    const nav = page.getByRole("navigation", { name: "Admin navigation" });
    for (const entry of ["Dashboard", "Cars", "News", "Events", "Gallery", "Newsletter", "Bookings"]) {
      // Bookings may read "Bookings, 3 new" once visitors have written.
      await expect(nav.getByRole("link", entry === "Bookings" ? { name: /^Bookings/ } : { name: entry, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "View Website" })).toHaveAttribute("target", "_blank");
    for (const label of ["Total Cars", "News Articles", "Events", "Subscribers"]) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("count-Total Cars")).not.toHaveText("0");
    // (The news list is also linked from the missing-translations panel.)
    for (const href of ["/admin/cars", "/admin/news", "/admin/events"]) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
    for (const check of ["Database Connection", "Authentication", "Storage"]) {
      await expect(page.locator("li", { hasText: check }).getByText("Active")).toBeVisible();
    }
    // Recent activity in words, never the recorded code.
    await expect(page.getByText("Signed in", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("auth.sign_in")).toHaveCount(0);

    // A signed-in admin who opens the sign-in page goes to the dashboard.
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin$/);

    const cookie = (await context.cookies()).find((c) => c.name.includes("session_token"));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
  });

  test("every section of the sidebar opens its working page, with no placeholder left", async ({ page }) => {
    await signedIn(page);
    const sections = [
      ["Cars", "/admin/cars"],
      ["News", "/admin/news"],
      ["Events", "/admin/events"],
      ["Gallery", "/admin/gallery"],
      ["Newsletter", "/admin/newsletter"],
      [/^Bookings/, "/admin/bookings"],
      ["Merchandise", "/admin/merchandise"],
      ["Orders", "/admin/orders"],
      ["Online sales", "/admin/selling"],
      ["Subscribers", "/admin/subscribers"],
      ["Sent e-mail", "/admin/mail"],
      ["Trash", "/admin/trash"],
      ["Activity log", "/admin/activity"],
      ["Site settings", "/admin/settings"],
    ] as const;
    for (const [label, path] of sections) {
      await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", typeof label === "string" ? { name: label, exact: true } : { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByText(/Coming soon/)).toHaveCount(0);
    }
  });

  test("an unknown admin page or item is the admin's own 404, with the sidebar and a way back to work", async ({ page }) => {
    await signedIn(page);
    for (const path of ["/admin/no-such-screen", "/admin/cars/00000000-0000-4000-8000-000000000000"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.getByText("This admin page does not exist, or what it showed has been deleted or moved to the trash.")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Admin navigation" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to the dashboard" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  });

  test("Sign Out ends the session on the server and returns to /admin/login", async ({ page, context }) => {
    await signedIn(page);
    const token = (await context.cookies()).find((c) => c.name.includes("session_token"))!;
    await page.getByRole("button", { name: "Sign Out", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The old cookie no longer opens anything: the session is gone on the server too.
    await context.addCookies([token]);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login\?/);
  });
});
