import { expect, test } from "./support/test.ts";
import { adminSession, statusOf } from "./support/admin.ts";

/**
 * With JavaScript off, every page reads (its data is in the first HTML) and
 * navigates, and every form posts and answers.
 */
test.use({ javaScriptEnabled: false });

const PAGES: Array<[string, string | RegExp]> = [
  ["/", /Écurie Vitesse Historique/i],
  ["/lucas-delaunay", "Lucas Delaunay"],
  ["/f1madness", /F1 Madness/i],
  ["/services", /Services/i],
  ["/news", /News/i],
  ["/news?category=newsletter", /News/i],
  ["/events", /Events/i],
  ["/collection", /Collection/i],
  ["/collection?category=team", /Collection/i],
  ["/gallery", /Gallery/i],
  ["/gallery?category=videos", /Gallery/i],
  ["/experiences", /Experiences/i],
  ["/pitshop", /Pitshop/i],
  ["/contact", /Contact/i],
];

test.describe("without JavaScript", () => {
  for (const [path, heading] of PAGES) {
    test(`${path} reads with its data`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(heading);
      // No "Loading…" left behind: the data came with the page.
      await expect(page.getByText("Loading…")).toHaveCount(0);
    });
  }

  test("data from the database is in the first HTML of the list pages", async ({ page }) => {
    await page.goto("/events");
    await expect(page.locator("main article, main li").first()).toBeVisible();
    await page.goto("/pitshop");
    await expect(page.getByText(/\d+ in stock/).first()).toBeVisible();
    await page.goto("/collection");
    await expect(page.getByText(/€/).first()).toBeVisible();
  });

  test("the menu and the tabs navigate by plain links", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "News" }).click();
    await expect(page).toHaveURL(/\/news$/);
    await page.getByRole("link", { name: "Newsletter", exact: true }).first().click();
    await expect(page).toHaveURL(/category=newsletter/);
  });

  test("the newsletter form subscribes and says so", async ({ page }) => {
    await page.goto("/");
    const email = `nojs-${Date.now()}@example.com`;
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Successfully subscribed to newsletter!" })).toBeVisible();
    await page.goto("/");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are already subscribed to our newsletter" })).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(email);
  });

  test("the admin sign-in works without JavaScript", async ({ page }) => {
    const { E2E_ADMIN } = await import("../../playwright.config.ts");
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  });

  test("an admin write's success message, carried by a cookie across the redirect, is on the page once", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/merchandise/new");
    const name = `No-script flash ${Date.now().toString(36)}`;
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Price (euro) *").fill("7");
    await page.getByLabel("Stock quantity *").fill("1");
    await page.getByRole("button", { name: "Save" }).click();
    // Redirected to the editor, the address clean, the message in the page itself.
    await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit item");
    await expect(statusOf(page)).toHaveText("Created.");
    // Read once: a reload does not say it again.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit item");
    await expect(statusOf(page)).toHaveCount(0);

    // The delete's message offers the trash as a plain link.
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("button", { name: "Move to trash" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise$/);
    await expect(statusOf(page)).toHaveText(`${name} moved to the trash. Open the trash`);
    await statusOf(page).getByRole("link", { name: "Open the trash" }).click();
    await expect(page).toHaveURL(/\/admin\/trash$/);
    await expect(page.getByRole("button", { name: `Restore ${name}`, exact: true })).toBeVisible();
  });
});
