import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession, statusOf } from "./support/admin.ts";
import { waitForMail } from "./support/outbox.ts";

/** The admin's subscriber list: counts, chart, search and filter, CSV export, manual unsubscribe and GDPR erasure. */
const run = `${Date.now()}`;
const keep = `keep-${run}@subs-admin.example`;
const leave = `leave-${run}@subs-admin.example`;
const erase = `erase-${run}@subs-admin.example`;
const formula = `+formula-${run}@subs-admin.example`;

/** The home page's subscribe form, posted as a browser without JavaScript would. */
async function subscribe(request: APIRequestContext, email: string) {
  const response = await request.post("/?index", { form: { intent: "subscribe", email } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Successfully subscribed to newsletter!");
}

function row(page: Page, email: string) {
  return page.getByTestId("subscriber-row").filter({ hasText: email });
}

test.describe("admin subscribers", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ request }) => {
    for (const email of [keep, leave, erase, formula]) await subscribe(request, email);
  });

  test("lists with counts and a chart; searches, filters and sorts; unsubscribes by hand", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/subscribers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscribers");
    for (const status of ["active", "pending", "unsubscribed"]) await expect(page.getByTestId(`count-${status}`)).toHaveText(/^\d+$/);
    const activeBefore = Number(await page.getByTestId("count-active").textContent());
    await expect(page.getByRole("heading", { name: "Subscribers over time" })).toBeVisible();
    await expect(page.locator("figure figcaption")).toContainText(/^\d+ active subscribers at the end of \w{3} \d{4}: /);
    await expect(page.getByRole("img", { name: /Active subscribers at the end of each month/ })).toBeVisible();
    await page.getByText("Show the numbers").click();
    await expect(page.locator("figure table tbody tr")).toHaveCount(12);

    await page.getByRole("searchbox").fill(run);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${run}`));
    await expect(page.getByTestId("subscriber-row")).toHaveCount(4);
    await expect(row(page, keep)).toContainText("Active");

    await page.getByRole("link", { name: "E-mail", exact: true }).click();
    await expect(page).toHaveURL(/sort=email&dir=asc/);
    await expect(page.getByTestId("subscriber-row").first()).toContainText(formula);

    await row(page, leave).getByRole("button", { name: `Unsubscribe ${leave}` }).click();
    await expect(statusOf(page)).toHaveText(`${leave} is unsubscribed.`);
    await expect(row(page, leave)).toContainText("Unsubscribed");
    await expect(row(page, leave).getByRole("button", { name: `Unsubscribe ${leave}` })).toHaveCount(0);
    await expect(page.getByTestId("count-active")).toHaveText(String(activeBefore - 1));

    await page.getByLabel("Status").selectOption("unsubscribed");
    await expect(page).toHaveURL(/status=unsubscribed/);
    await expect(page.getByTestId("subscriber-row")).toHaveCount(1);
    await expect(row(page, leave)).toBeVisible();

    await page.getByRole("searchbox").fill(`nobody-${run}`);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  });

  test("exports the filtered list as CSV, with formula cells neutralized", async ({ page }) => {
    await adminSession(page);
    await page.goto(`/admin/subscribers?q=${run}&sort=email&dir=asc`);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs.readFileSync((await file.path())!, "utf8").trim().split("\n");
    // Each line ends with the proof of the latest consent: when, the wording's version, the language, the page (issue 14).
    expect(lines[0]).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at,consent_at,consent_wording,consent_language,consent_page");
    expect(lines.slice(1).map((line) => line.split(",")[0]).sort()).toEqual([`'${formula}`, erase, keep, leave].sort());
    expect(lines.find((line) => line.startsWith(leave))).toMatch(/,unsubscribed,\d{4}-[^,]+,,\d{4}-[^,]+,\d{4}-[^,]+,2026-12-newsletter-1,en,\/$/);

    const filtered = await page.request.get(`/admin/subscribers/export.csv?q=${run}&status=unsubscribed`);
    expect(filtered.headers()["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await filtered.text()).trim().split("\n")).toHaveLength(2);
  });

  test("erases a subscriber and its delivery history after a confirmation", async ({ page }) => {
    // Its welcome has left (the written copy exists) before the erasure.
    await waitForMail(erase, /^Welcome to the/);
    await adminSession(page);
    await page.goto(`/admin/mail?q=${encodeURIComponent(erase)}`);
    await expect(page.getByTestId("mail-row")).toHaveCount(1);
    await expect(page.getByTestId("mail-file").filter({ hasText: erase })).toHaveCount(1);

    await page.goto(`/admin/subscribers?q=${encodeURIComponent(erase)}`);
    await row(page, erase).getByRole("button", { name: `Erase ${erase}` }).click();
    const dialog = page.getByRole("dialog", { name: `Erase ${erase}?` });
    await expect(dialog).toContainText("This deletes the address and its delivery history for good (right to erasure). It cannot be undone.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, erase)).toBeVisible();

    await row(page, erase).getByRole("button", { name: `Erase ${erase}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Erase for good" }).click();
    await expect(statusOf(page)).toHaveText("The subscriber and its delivery history were erased.");
    await expect(page.getByTestId("subscriber-row")).toHaveCount(0);

    await page.goto(`/admin/mail?q=${encodeURIComponent(erase)}`);
    await expect(page.getByTestId("mail-row")).toHaveCount(0);
    await expect(page.getByTestId("mail-file").filter({ hasText: erase })).toHaveCount(0);
  });

  test("erases without JavaScript too: the same question on its own page, then the list says so", async ({ browser, baseURL, request }) => {
    const address = `erase-plain-${Math.random().toString(36).slice(2, 10)}@subs-nojs.example`;
    await subscribe(request, address);
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await noScript.newPage();
    await adminSession(page);
    await page.goto(`/admin/subscribers?q=${encodeURIComponent(address)}`);
    await row(page, address).getByRole("button", { name: `Erase ${address}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Erase ${address}?`);
    await expect(page.getByText("This deletes the address and its delivery history for good (right to erasure). It cannot be undone.")).toBeVisible();
    await page.getByRole("button", { name: "Erase for good" }).click();
    await expect(page).toHaveURL(/\/admin\/subscribers\?q=/);
    await expect(statusOf(page)).toHaveText("The subscriber and its delivery history were erased.");
    await expect(page.getByTestId("subscriber-row")).toHaveCount(0);

    // An old tab's second click: said in the list's words, not a failure.
    const again = await page.request.post("/admin/subscribers", { form: { intent: "unsubscribe", id: "00000000-0000-4000-8000-000000000000" }, maxRedirects: 0 });
    expect(again.status()).toBe(404);
    await noScript.close();
  });

  test("refuses anonymous visitors, reads well at 390 px and has no serious accessibility violations", async ({ page }) => {
    await page.goto("/admin/subscribers");
    await expect(page).toHaveURL(/\/admin\/login/);
    const anonymous = await page.request.get("/admin/subscribers/export.csv", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);

    await adminSession(page);
    await page.goto(`/admin/subscribers?q=${run}`);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/subscribers?q=${run}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
