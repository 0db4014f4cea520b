import { expect, test, type Page } from "./support/test.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/** The activity log: every admin write with who, when, and only the fields that changed. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rows = (page: Page) => page.getByTestId("activity-row");

test.describe("admin activity log", () => {
  test("an anonymous visitor is sent to sign in", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const response = await anonymous.get("/admin/activity", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^\/admin\/login\?/);
    await anonymous.dispose();
  });

  test("a change shows who made it, when, in words, and only the fields that changed", async ({ page }) => {
    await adminSession(page);
    const name = `Activity cap ${unique()}`;
    await page.goto("/admin/merchandise/new");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Price (euro) *").fill("25");
    await page.getByLabel("Stock quantity *").fill("7");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
    // The address changes a moment before the item's editor replaces the empty one: typed earlier, the price would be lost.
    await expect(toast(page, "Created.")).toBeVisible();
    await page.getByLabel("Price (euro) *").fill("30");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Saved.")).toBeVisible();

    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Activity log", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Activity log");

    // Newest first: the update, then the creation.
    const mine = rows(page).filter({ hasText: name });
    await expect(mine).toHaveCount(2);
    const update = mine.nth(0);
    await expect(update).toContainText("Updated a merchandise item");
    await expect(update).toHaveAttribute("data-action", "merchandise.update");
    await expect(update).toContainText(E2E_ADMIN.email);
    await expect(update.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    await expect(mine.nth(1)).toContainText("Created a merchandise item");

    // Before/after: one field changed, the price; the name did not and is not listed.
    await expect(update.getByText("1 field changed")).toBeVisible();
    await update.getByText("1 field changed").click();
    const changes = update.getByRole("table");
    // Named as the editor labels it.
    await expect(changes.getByRole("rowheader")).toHaveText(["Price (euro)"]);
    await expect(changes.getByRole("row").nth(1)).toContainText(/25(\.00)?/);
    await expect(changes.getByRole("row").nth(1)).toContainText(/30(\.00)?/);
    await expectNoSeriousA11yViolations(page);
  });

  test("filters by area, by person and by words, and pages", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/activity?area=auth");
    await expect(rows(page).first()).toHaveAttribute("data-action", /^auth\./);
    await expect(page.locator('[data-testid="activity-row"]:not([data-action^="auth."])')).toHaveCount(0);
    await expect(rows(page).filter({ hasText: "Signed in" }).first()).toBeVisible();

    const filters = page.getByRole("search", { name: "Search the log" });
    await filters.getByLabel("Who").selectOption(E2E_ADMIN.email);
    await expect(page).toHaveURL(new RegExp(`actor=${encodeURIComponent(E2E_ADMIN.email).replace(/\./g, "\\.")}`));
    // Retried until the filtered list has replaced the previous one.
    // The row's own cells only: a record's changes are a table of their own, whose cells are not the Who column.
    await expect(rows(page).locator(":scope > td:nth-child(2)").filter({ hasNotText: E2E_ADMIN.email })).toHaveCount(0);
    await expect(rows(page).first()).toContainText(E2E_ADMIN.email);

    await page.goto(`/admin/activity?q=${encodeURIComponent("no such words anywhere " + unique())}`);
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();

    await page.goto("/admin/activity");
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText(/Page 1 of \d+/);
  });
});
