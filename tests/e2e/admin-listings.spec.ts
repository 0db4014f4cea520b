import { expect, test, type Page } from "./support/test.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 15: the introductions of the list pages (news, events, collection,
 * gallery, pitshop) are the team's, in both languages (Admin › Pages ›
 * Lists: introductions), seen at the next request; the news feed describes
 * itself with the news page's lead.
 */

async function publish(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/listings"));
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await answered;
  await expect(toast(page, "Published.")).toBeVisible();
}

test("the news page's introduction rewritten in both languages, then put back", async ({ page, browser, request }) => {
  test.slow();
  await adminSession(page);
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: "Edit the page Lists: introductions" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: Lists: introductions");
  const news = page.locator("section", { has: page.getByRole("heading", { name: "News", exact: true }) });
  const lead = news.getByLabel("Text under the title — English", { exact: true });
  const leadFr = news.getByLabel("Text under the title — French", { exact: true });
  const [oldLead, oldLeadFr] = [await lead.inputValue(), await leadFr.inputValue()];
  expect(oldLead).toBe("Race reports, restoration diaries and the team's newsletter.");

  const visitor = await (await browser.newContext()).newPage();
  try {
    await lead.fill("Dispatches from the paddock, every race weekend.");
    await leadFr.fill("Des nouvelles du paddock, à chaque week-end de course.");
    await publish(page);
    await visitor.goto("/news");
    await expect(visitor.locator("main").getByText("Dispatches from the paddock, every race weekend.")).toBeVisible();
    await visitor.goto("/fr/actualites");
    await expect(visitor.locator("main").getByText("Des nouvelles du paddock, à chaque week-end de course.")).toBeVisible();
    expect(await (await request.get("/news/feed.xml")).text()).toContain("Dispatches from the paddock, every race weekend.");
  } finally {
    await page.goto("/admin/pages/listings");
    await page.locator("section", { has: page.getByRole("heading", { name: "News", exact: true }) }).getByLabel("Text under the title — English", { exact: true }).fill(oldLead);
    await page.locator("section", { has: page.getByRole("heading", { name: "News", exact: true }) }).getByLabel("Text under the title — French", { exact: true }).fill(oldLeadFr);
    await publish(page);
  }
  await visitor.goto("/news");
  await expect(visitor.locator("main").getByText(oldLead)).toBeVisible();
  await visitor.context().close();
});
