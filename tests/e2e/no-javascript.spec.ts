import { expect, test } from "@playwright/test";

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
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  });
});
