import { afterHydrationEffects, expect, test, type Page } from "./support/test.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession, statusOf } from "./support/admin.ts";
import { png } from "./support/images.ts";
import { toast, toasts } from "./support/toast.ts";
import { demoProducts } from "../../app/db/seed/demo-content.ts";

let unique = 0;
/** A name no other spec (nor an earlier run on the same data) uses. */
const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${unique++}`;

const rows = (page: Page) => page.getByTestId("merchandise-row");
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
const shopCard = (page: Page, name: string) => page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function searchItems(page: Page, query: string) {
  await page.goto(`/admin/merchandise?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merchandise");
}

/** Whether the Pitshop shows the item (at the next request, no cache in the way). */
async function expectInShop(page: Page, name: string, visible: boolean) {
  await page.goto("/pitshop");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(shopCard(page, name)).toHaveCount(visible ? 1 : 0);
}

test.describe("admin merchandise", () => {
  test("the list shows every item, drafts included, with search, filters, sorting and empty results", async ({ page }) => {
    await adminSession(page);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Merchandise", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merchandise");
    await expect(page.getByRole("link", { name: "New item" })).toBeVisible();

    const tee = demoProducts.find((item) => item.name === "Team T-Shirt")!;
    await expect(row(page, tee.name)).toContainText("€39");
    await expect(row(page, tee.name)).toContainText(`${tee.stock_quantity} in stock`);
    await expect(row(page, tee.name)).toContainText("Published");
    await expect(row(page, tee.name)).toContainText("S · M · L · XL");
    const outOfStock = demoProducts.find((item) => item.stock_quantity === 0 && item.active)!;
    await expect(row(page, outOfStock.name)).toContainText("Out of stock");
    await expectNoSeriousA11yViolations(page);

    // Admin lists show drafts too: inactive demo items are listed as Draft, and the filter finds only them.
    const drafts = demoProducts.filter((item) => !item.active).map((item) => item.name);
    await page.getByLabel("Status").selectOption({ label: "Draft" });
    await expect(page).toHaveURL(/status=draft/);
    for (const name of drafts) await expect(row(page, name)).toContainText("Draft");
    await expect(row(page, tee.name)).toHaveCount(0);

    await page.goto("/admin/merchandise?category=Collectibles&sort=price&dir=desc");
    await expect(page.getByLabel("Category")).toHaveValue("Collectibles");
    const collectibles = demoProducts.filter((item) => item.category === "Collectibles");
    await expect(rows(page)).toHaveCount(collectibles.length);
    await expect(page.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "descending");

    await page.getByRole("searchbox", { name: "Search merchandise" }).fill("zzz-nothing-like-this");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("an item's whole life: create with an image, edit, publish, see it in the Pitshop, unpublish, delete, restore", async ({ page }) => {
    test.setTimeout(120_000);
    const name = uniqueName("Test Paddock Jacket");
    await adminSession(page);
    await page.goto("/admin/merchandise");
    await page.getByRole("link", { name: "New item" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New item");

    // Refused: field messages, the form kept filled.
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Price (euro) *").fill("-10");
    await page.getByLabel("Stock quantity *").fill("2.5");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(page.getByLabel("Price (euro) *")).toHaveAccessibleDescription("Enter a number of 0 or more.");
    await expect(page.getByLabel("Stock quantity *")).toHaveAccessibleDescription(/^Enter a whole number\. /);
    await expect(page.getByLabel("Name *")).toHaveValue(name);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Price (euro) *").fill("189,90");
    await page.getByLabel("Stock quantity *").fill("7");
    await page.getByLabel("Category *").selectOption("Apparel");
    await page.getByLabel("Description", { exact: true }).fill("Waxed cotton jacket in team colours.");
    await page.getByLabel("Size 1", { exact: true }).fill("M");
    await page.getByRole("button", { name: "Add a size" }).click();
    await expect(page.getByLabel("Size 2", { exact: true })).toBeFocused();
    await page.getByLabel("Size 2", { exact: true }).fill("L");
    await page.getByRole("button", { name: "Add a size" }).click();
    await page.getByLabel("Size 3", { exact: true }).fill("XXL");
    await page.getByRole("button", { name: "Remove size 3" }).click();
    await expect(page.getByLabel("Published")).not.toBeChecked();
    await page.getByLabel("Image", { exact: true }).setInputFiles(await png("jacket.png", 900, 900));
    await expect(page.locator('input[name="image_url"]')).toHaveValue(/^\/media\//, { timeout: 20_000 });
    await page.getByLabel("Alt text in English", { exact: true }).fill("A red team jacket on a hanger");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
    const id = /\/admin\/merchandise\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit item");
    await expect(toast(page, "Created.")).toBeVisible();
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Size 2", { exact: true })).toHaveValue("L");
    await expect(page.getByLabel("Size 3", { exact: true })).toHaveValue("");
    await expectInShop(page, name, false);

    // Edit and publish: in the Pitshop at the next request.
    await page.goto(`/admin/merchandise/${id}`);
    await page.getByLabel("Stock quantity *").fill("5");
    await page.getByLabel("Published").check();
    await page.getByLabel("Featured").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Saved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", "/pitshop?category=Apparel");
    await expectInShop(page, name, true);
    const card = shopCard(page, name);
    await expect(card).toContainText("€189.90");
    await expect(card.getByTestId("stock")).toHaveText("5 in stock");
    await expect(card.getByLabel("Size").locator("option")).toHaveText(["Choose a size", "M", "L"]);
    await expect(card.getByRole("img")).toHaveAttribute("src", /^\/media\//);
    await expect(card.getByRole("img")).toHaveAttribute("alt", "A red team jacket on a hanger");

    // Unpublished from the list: gone from the Pitshop.
    await searchItems(page, name);
    await row(page, name).getByRole("button", { name: `Unpublish ${name}` }).click();
    await expect(page.getByText(`${name} is no longer public.`)).toBeVisible();
    await expect(row(page, name)).toContainText("Draft");
    await expectInShop(page, name, false);

    // Published again, deleted with a confirmation, restored from the trash.
    await searchItems(page, name);
    await row(page, name).getByRole("button", { name: `Publish ${name}` }).click();
    await expect(page.getByText(`${name} is published.`)).toBeVisible();
    await expect(row(page, name)).toContainText("Published");
    await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Move to trash" }).click();
    await expect(toast(page, `${name} moved to the trash.`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    await expectInShop(page, name, false);
    expect((await page.goto(`/admin/merchandise/${id}`))?.status()).toBe(404);

    await page.goto("/admin/trash");
    await page.getByRole("button", { name: `Restore ${name}`, exact: true }).click();
    await expect(statusOf(page)).toContainText(`${name} is restored.`);
    await expectInShop(page, name, true);

    await page.goto("/admin");
    // The dashboard says each in words, with the item's name and who did it.
    for (const words of ["Created a merchandise item", "Updated a merchandise item", "Unpublished a merchandise item", "Published a merchandise item", "Moved a merchandise item to the trash", "Restored a merchandise item from the trash"]) {
      const logged = page.getByTestId("recent-activity-row").filter({ hasText: `${words} · ${name} · ${E2E_ADMIN.email}` });
      await expect(logged.first(), words).toBeVisible();
      await expect(logged.first().locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    }

    // Deleted from its editor; the Pitshop is left as the test found it.
    await page.goto(`/admin/merchandise/${id}`);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Move to trash" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise$/);
    await expect(toast(page, `${name} moved to the trash.`)).toBeVisible();
    await expectInShop(page, name, false);
  });

  test("after a creation, the toast says Created. for about 5 seconds, once: the address carries nothing", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/merchandise/new");
    const name = uniqueName("Toast mug");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Price (euro) *").fill("12");
    await page.getByLabel("Stock quantity *").fill("1");
    await page.getByRole("button", { name: "Save" }).click();
    const created = toast(page, "Created.");
    await expect(created).toBeVisible();
    const shownAt = Date.now();
    // Away from the toasts: a pointer over them pauses their timer.
    await page.mouse.move(0, 0);
    await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
    const id = /\/admin\/merchandise\/([0-9a-f-]{36})/.exec(page.url())![1]!;
    // No inline copy of it once the page runs: the toast replaced the server's message.
    await expect(statusOf(page)).toHaveCount(0);
    await expect(created).toHaveCount(0, { timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4_000);
    expect(shownFor).toBeLessThan(8_000);
    // Shown once: the cookie that carried it is gone, and a reload says nothing.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("flash");
    // The page as served carries no flash (the words a toast would show), and once it runs, every effect that
    // could ask for a toast has run and what it asked for is rendered (route discovery answered): no toast, no status.
    const reloaded = await afterHydrationEffects(page, () => page.reload());
    expect(await reloaded!.text()).not.toMatch(/<div role="status"[^>]*>Created\./);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit item");
    await expect(toasts(page)).toHaveCount(0);
    await expect(statusOf(page)).toHaveCount(0);
    expect((await page.request.post(`/admin/merchandise/${id}`, { form: { intent: "delete", id }, maxRedirects: 0 })).status()).toBe(302);
  });

  test("a list longer than a page: Next leads to page 2 with the other rows, the search and sort kept, and Previous comes back", async ({ page }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    // 21 draft items of this test only (one more than a page), made with the form's own posts.
    const tag = `Pager ${Date.now().toString(36)}${unique++}`;
    const names = Array.from({ length: 21 }, (_, index) => `${tag} mug ${String(index + 1).padStart(2, "0")}`);
    const ids: string[] = [];
    for (const name of names) {
      const response = await page.request.post("/admin/merchandise/new", {
        form: { name, price: "9", category: "Accessories", stock_quantity: "1" },
        maxRedirects: 0,
      });
      expect(response.status(), name).toBe(302);
      ids.push(/\/admin\/merchandise\/([0-9a-f-]{36})/.exec(response.headers().location ?? "")![1]!);
    }

    await page.goto(`/admin/merchandise?q=${encodeURIComponent(tag)}&sort=name&dir=asc`);
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages).toContainText("21 results");
    await expect(pages).toContainText("Page 1 of 2");
    await expect(rows(page)).toHaveCount(20);
    const linkNames = () => rows(page).getByRole("link").filter({ hasText: tag }).allTextContents();
    expect((await linkNames()).map((text) => text.trim())).toEqual(names.slice(0, 20));
    // Nothing before the first page.
    await expect(pages.getByRole("link", { name: "Previous" })).toHaveCount(0);

    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const query = new URL(page.url()).searchParams;
    expect([query.get("q"), query.get("sort"), query.get("dir")]).toEqual([tag, "name", "asc"]);
    await expect(pages).toContainText("Page 2 of 2");
    await expect(pages).toContainText("21 results");
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, names[20]!)).toContainText("Draft");
    await expect(row(page, names[0]!)).toHaveCount(0);
    // Nothing after the last page.
    await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(pages).toContainText("Page 1 of 2");
    await expect(rows(page)).toHaveCount(20);
    await expect(row(page, names[0]!)).toHaveCount(1);
    await expect(row(page, names[20]!)).toHaveCount(0);

    // The test's items go to the trash.
    for (const id of ids) {
      const response = await page.request.post("/admin/merchandise", { form: { intent: "delete", id } });
      expect(response.status()).toBe(200);
    }
    await page.goto(`/admin/merchandise?q=${encodeURIComponent(tag)}`);
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  });

  test("every merchandise action refuses an anonymous request and changes nothing", async ({ page, playwright, baseURL }) => {
    await adminSession(page);
    await searchItems(page, "Team T-Shirt");
    const href = await row(page, "Team T-Shirt").getByRole("link", { name: "Team T-Shirt", exact: true }).getAttribute("href");
    const id = href!.split("/").at(-1)!;
    const anonymous = await playwright.request.newContext({ baseURL });
    const item = { name: "Intruder mug", price: "1", category: "Accessories", stock_quantity: "1", active: "on" };
    const posts: Array<[string, Record<string, string>]> = [
      ["/admin/merchandise", { intent: "delete", id }],
      ["/admin/merchandise", { intent: "unpublish", id }],
      ["/admin/merchandise/new", item],
      [`/admin/merchandise/${id}`, { ...item, name: "Hijacked" }],
      [`/admin/merchandise/${id}`, { intent: "delete", id }],
    ];
    for (const [path, form] of posts) {
      const response = await anonymous.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
    }
    await anonymous.dispose();
    await expectInShop(page, "Team T-Shirt", true);
    await expectInShop(page, "Intruder mug", false);
  });
});
