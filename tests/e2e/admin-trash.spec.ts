import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession, statusOf } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/** The trash: what was deleted, until when it can come back, and Restore. Items are this file's own drafts. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const trashRows = (page: Page) => page.getByTestId("trash-row");
const trashRow = (page: Page, title: string) => trashRows(page).filter({ hasText: title });

/** A draft item of the shop, made and deleted through the admin's own screens. */
async function trashedMerchandise(page: Page): Promise<string> {
  const name = `Trash test mug ${unique()}`;
  await page.goto("/admin/merchandise/new");
  await page.getByLabel("Name *").fill(name);
  await page.getByLabel("Price (euro) *").fill("12");
  await page.getByLabel("Stock quantity *").fill("4");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(dialog).toContainText("restored for 30 days");
  await dialog.getByRole("button", { name: "Move to trash" }).click();
  await expect(toast(page, `${name} moved to the trash.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/merchandise$/);
  return name;
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toLocaleDateString("en-US", { timeZone: "Europe/Paris", year: "numeric", month: "long", day: "numeric" });
}

test.describe("admin trash", () => {
  test("restoring refuses an anonymous request, and the page asks to sign in", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const response = await anonymous.post("/admin/trash", { form: { intent: "restore", type: "merchandise", id: "00000000-0000-4000-8000-000000000000" }, maxRedirects: 0 });
    expect(response.status()).toBe(401);
    const page = await anonymous.get("/admin/trash", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toMatch(/^\/admin\/login\?/);
    await anonymous.dispose();
  });

  test("a deleted item waits in the trash with its deadline, and Restore puts it back", async ({ page }) => {
    await adminSession(page);
    const name = await trashedMerchandise(page);
    await page.getByRole("link", { name: "Open the trash" }).click();
    await expect(page).toHaveURL(/\/admin\/trash$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trash");
    await expect(page.getByText("after 30 days it is deleted for good.", { exact: false })).toBeVisible();

    const row = trashRow(page, name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Merchandise", { exact: true })).toBeVisible();
    await expect(row).toContainText(inDays(30));
    await expect(row).toContainText("30 days left");
    // The newest deletion comes first.
    await expect(trashRows(page).first()).toContainText(name);
    await expectNoSeriousA11yViolations(page);

    // The type filter and the search narrow the list.
    await page.goto("/admin/trash?type=article");
    await expect(trashRow(page, name)).toHaveCount(0);
    await page.goto("/admin/trash?type=merchandise");
    await expect(trashRow(page, name)).toHaveCount(1);
    await page.goto(`/admin/trash?q=${encodeURIComponent("no such thing anywhere")}`);
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();

    await page.goto(`/admin/trash?q=${encodeURIComponent(name)}`);
    await trashRow(page, name).getByRole("button", { name: `Restore ${name}` }).click();
    await expect(statusOf(page)).toHaveText(`${name} is restored.`);
    await expect(trashRow(page, name)).toHaveCount(0);

    // Back in its list, where it was.
    await page.goto(`/admin/merchandise?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();

    // Restoring twice (an old tab) says so instead of failing.
    const again = await page.request.post("/admin/trash", { form: { intent: "restore", type: "merchandise", id: "00000000-0000-4000-8000-000000000000" }, maxRedirects: 0 });
    expect(again.status()).toBe(404);
  });

  test("Restore works without JavaScript too", async ({ browser, baseURL }) => {
    const jsPage = await browser.newPage({ baseURL });
    await adminSession(jsPage);
    const name = await trashedMerchandise(jsPage);
    const cookies = await jsPage.context().cookies();
    await jsPage.close();
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await noScript.addCookies(cookies);
    const plain = await noScript.newPage();
    await plain.goto(`/admin/trash?q=${encodeURIComponent(name)}`);
    await trashRow(plain, name).getByRole("button", { name: `Restore ${name}` }).click();
    await expect(statusOf(plain)).toHaveText(`${name} is restored.`);
    await expect(trashRow(plain, name)).toHaveCount(0);
    await noScript.close();
  });

  test("Delete works without JavaScript: the same question on its own page, then the trash", async ({ browser, baseURL }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await noScript.newPage();
    await adminSession(page);
    const name = `No-script mug ${unique()}`;
    await page.goto("/admin/merchandise/new");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Price (euro) *").fill("9");
    await page.getByLabel("Stock quantity *").fill("2");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise\/[0-9a-f-]{36}$/);
    await expect(statusOf(page)).toHaveText("Created.");
    const editor = new URL(page.url()).pathname;

    // Cancel goes back to the editor, nothing deleted.
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete ${name}?`);
    await expect(page.getByText("restored for 30 days", { exact: false })).toBeVisible();
    await page.getByRole("link", { name: "Cancel" }).click();
    // Back on the editor, the flash is not repeated: it was shown once.
    await expect(page).toHaveURL(new RegExp(`${editor}$`));
    await expect(statusOf(page)).toHaveCount(0);

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("button", { name: "Move to trash" }).click();
    await expect(page).toHaveURL(/\/admin\/merchandise$/);
    await expect(statusOf(page)).toHaveText(`${name} moved to the trash. Open the trash`);
    await expect(statusOf(page).getByRole("link", { name: "Open the trash" })).toHaveAttribute("href", "/admin/trash");
    await page.goto(`/admin/trash?q=${encodeURIComponent(name)}`);
    await expect(trashRow(page, name)).toHaveCount(1);

    // The page only ever posts to an admin screen.
    const elsewhere = await page.request.get(`/admin/delete?${new URLSearchParams({ action: "https://evil.example/admin/x", id: "00000000-0000-4000-8000-000000000000", name: "x" })}`);
    expect(elsewhere.status()).toBe(404);
    await noScript.close();
  });
});
