import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { dateToParisWallTime } from "../../app/lib/paris-wall-time.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { adminSession, signOut, submitSignIn } from "./support/admin.ts";
import { png } from "./support/images.ts";
import { toast } from "./support/toast.ts";

/** Every article this file creates ends in the trash: the public news specs count the demo articles. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const DRAFT_DEMO = "A new technical partner for the workshop";

/**
 * What an anonymous visitor gets. The public render cache re-reads the content
 * version at most once a second, so a write shows within that second.
 */
const publicStatus = (request: APIRequestContext, path: string) => expect.poll(async () => (await request.get(path)).status(), { timeout: 5_000 });
const publicHtml = (request: APIRequestContext, path: string) => expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 });

const rows = (page: Page) => page.getByTestId("article-row");
const row = (page: Page, title: string) => rows(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });
const titleField = (page: Page) => page.getByLabel("Title", { exact: true });
const contentField = (page: Page) => page.getByLabel("Content (Markdown)");
const preview = (page: Page) => page.getByTestId("markdown-preview").first();
const editorForm = (page: Page) => page.locator("form", { has: titleField(page) });

/** The article's editor after a save: its own address, no query parameter (success comes as a flash). */
async function articleIdFromUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop()!;
}

async function deleteFromList(page: Page, title: string) {
  await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
  await row(page, title).getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${title}?` });
  await expect(dialog).toContainText("restored for 30 days");
  await dialog.getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByText(`${title} moved to the trash.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the trash" })).toHaveAttribute("href", "/admin/trash");
  await expect(row(page, title)).toHaveCount(0);
}

test.describe("admin news", () => {
  test("every admin action refuses an anonymous request", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [path, form] of [
      ["/admin/news", { intent: "delete", id }],
      ["/admin/news", { intent: "publish", id }],
      ["/admin/news/new", { title: "Sneaky", content: "x", category: "news" }],
      [`/admin/news/${id}`, { title: "Sneaky", content: "x", category: "news" }],
      ["/admin/news/preview", { content: "# hi" }],
    ] as const) {
      const response = await anonymous.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
    }
    const page = await anonymous.get("/admin/news", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers().location).toMatch(/^\/admin\/login\?/);
    await anonymous.dispose();
  });

  test("the list shows every article, published or not, with search, filters, sort and pagination", async ({ page }) => {
    await adminSession(page);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "News", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    await expect(page.getByRole("link", { name: "New article" })).toHaveAttribute("href", "/admin/news/new");
    await expect(row(page, DRAFT_DEMO).getByText("Draft", { exact: true })).toBeVisible();
    await expect(row(page, "Track days open for booking").getByText("Published", { exact: true })).toBeVisible();
    await expect(row(page, "Double podium at the Magny-Cours Historic Grand Prix").getByText("Race report", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 1 of 1");

    // Search looks in the title, the excerpt and the content.
    const search = page.getByRole("search", { name: "Search articles" });
    await search.getByRole("searchbox").fill("wiring loom");
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("Restoration diary: the VH-82 back to its bare tub");
    await expect(page.getByText("1 result", { exact: true })).toBeVisible();

    await page.goto("/admin/news?status=draft");
    await expect(rows(page).getByRole("link", { name: DRAFT_DEMO, exact: true })).toBeVisible();
    for (const status of await rows(page).locator("td:nth-child(3)").allTextContents()) expect(status).toMatch(/Draft/);

    await page.goto("/admin/news");
    await page.getByLabel("Category").selectOption({ label: "Race report" });
    await expect(page).toHaveURL(/category=race_report/);
    await expect(rows(page)).toHaveCount(2);

    await page.goto("/admin/news?q=nothing-matches-this-search");
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();

    await page.goto("/admin/news?category=race_report");
    await page.getByRole("link", { name: "Title" }).click();
    await expect(page).toHaveURL(/sort=title&dir=asc/);
    await expect(rows(page).locator("td:first-child a")).toHaveText(["A rain master-class at Spa-Francorchamps", "Double podium at the Magny-Cours Historic Grand Prix"]);
    await page.getByRole("link", { name: "Title" }).click();
    await expect(rows(page).locator("td:first-child a")).toHaveText(["Double podium at the Magny-Cours Historic Grand Prix", "A rain master-class at Spa-Francorchamps"]);
  });

  test("the whole life of an article: create with an image, preview, edit, publish, unpublish, delete, restore", async ({ page, request }) => {
    test.setTimeout(90_000);
    const title = `Paddock notebook ${unique()}`;
    await adminSession(page);
    await page.goto("/admin/news");
    await page.getByRole("link", { name: "New article" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New article");
    await expect(page.getByText("Without an excerpt, the public pages show the first 120 characters of the content.")).toBeVisible();
    await expect(page.getByLabel("Publish at (Paris time, Europe/Paris)")).toHaveAttribute("type", "datetime-local");

    // The server refuses a missing title with a field message and keeps everything typed.
    await editorForm(page).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByLabel("Category").selectOption("race_report");
    await page.getByLabel("Excerpt", { exact: true }).fill("Notes from the pit wall.");
    await contentField(page).fill("## Lap chart\n\nThe car ran **faultlessly**.\n\n<script>alert(1)</script>");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(titleField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByLabel("Excerpt", { exact: true })).toHaveValue("Notes from the pit wall.");
    await expect(page.getByLabel("Category")).toHaveValue("race_report");

    // The live preview is the server's sanitized rendering.
    await contentField(page).fill("## Lap chart\n\nThe car ran **faultlessly** all weekend.\n\n<script>alert(1)</script>");
    await expect(preview(page).getByRole("heading", { level: 2, name: "Lap chart" })).toBeVisible();
    await expect(preview(page).locator("strong")).toHaveText("faultlessly");
    await expect(preview(page).locator("script")).toHaveCount(0);

    await titleField(page).fill(title);
    const slug = title.toLowerCase().replace(/ /g, "-");
    await expect(page.getByLabel("Slug", { exact: true })).toHaveAttribute("placeholder", slug);
    await page.getByLabel("Featured image", { exact: true }).setInputFiles(await png(`article-${unique()}.png`));
    await expect(page.locator('input[name="featured_image"]')).toHaveValue(/^\/media\//, { timeout: 20_000 });
    // What the picture shows, for those who cannot see it (issue 15).
    await page.getByLabel("Alt text in English", { exact: true }).fill("Mechanics push the car back to the pit wall");
    await page.getByLabel("Alt text in French", { exact: true }).fill("Les mécaniciens ramènent la voiture au muret des stands");
    await page.getByRole("button", { name: "Save" }).click();
    const id = await articleIdFromUrl(page);
    await expect(toast(page, "Created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit article");
    await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);

    // A draft: listed as Draft in the admin, invisible to visitors.
    await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
    await publicStatus(request, `/news/${slug}`).toBe(404);

    // Edit and publish: public at the next request.
    await row(page, title).getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Excerpt", { exact: true }).fill("Notes from the pit wall, corrected.");
    // The uploaded picture, shown again inside the text: served responsive there too.
    const picture = await page.locator('input[name="featured_image"]').inputValue();
    await contentField(page).fill(`## Lap chart\n\nThe car ran **faultlessly** all weekend.\n\n![In the pit lane](${picture})`);
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save" }).click();
    // The address does not change on this save: the toast says when it is done.
    await expect(toast(page, "Saved.")).toBeVisible();
    await articleIdFromUrl(page);
    await expect(page.getByRole("link", { name: "View on the site" })).toHaveAttribute("href", `/news/${slug}`);

    await page.goto(`/news/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Notes from the pit wall, corrected.")).toBeVisible();
    await expect(page.getByTestId("rich-text").getByRole("heading", { level: 2 })).toHaveText("Lap chart");
    await expect(page.getByText("race report", { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: "Mechanics push the car back to the pit wall", exact: true })).toHaveAttribute("srcset", /\/media\//);
    const inText = page.getByTestId("rich-text").getByRole("img", { name: "In the pit lane" });
    await expect(inText).toHaveAttribute("srcset", /\/media\/\S+ \d+w, /);
    await expect(inText).toHaveAttribute("sizes", /48rem/);
    await expect(inText).toHaveAttribute("width", /^\d+$/);
    await page.goto("/news");
    await expect(page.getByTestId("article-card").first().getByRole("heading", { level: 2 })).toHaveText(title);
    await expect(page.getByTestId("article-card").first().locator("img")).toHaveAttribute("alt", "Mechanics push the car back to the pit wall");

    // Unpublish from the list: gone from the site at once.
    await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
    await row(page, title).getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByText(`${title} is no longer public.`)).toBeVisible();
    await expect(row(page, title).getByText("Draft", { exact: true })).toBeVisible();
    await publicStatus(request, `/news/${slug}`).toBe(404);
    await publicHtml(request, "/news").not.toContain(title);

    await row(page, title).getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByText(`${title} is published.`)).toBeVisible();
    await publicStatus(request, `/news/${slug}`).toBe(200);

    // Delete asks first, then the article leaves the admin list and the site.
    await deleteFromList(page, title);
    await publicStatus(request, `/news/${slug}`).toBe(404);
    await publicHtml(request, "/news").not.toContain(title);
    expect((await page.goto(`/admin/news/${id}`))?.status()).toBe(404);

    // Restored from the trash: back on the site as it was.
    await page.goto(`/admin/trash?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Restore ${title}` }).click();
    await expect(page.getByText(`${title} is restored.`)).toBeVisible();
    await publicStatus(request, `/news/${slug}`).toBe(200);
    await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByText("Published", { exact: true })).toBeVisible();

    await deleteFromList(page, title);

    // Every write is in the audit log, with who made it.
    await page.goto("/admin/activity");
    for (const action of ["article.create", "article.update", "article.unpublish", "article.publish", "article.trash", "article.restore"]) {
      await expect(page.locator(`[data-testid="activity-row"][data-action="${action}"]`).first()).toContainText("admin@ecurie-vitesse.example");
    }
  });

  test("a slug already in use is refused with the form kept filled", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/news/new");
    const title = `Booking news ${unique()}`;
    await titleField(page).fill(title);
    await page.getByLabel("Slug", { exact: true }).fill("track-days-open-for-booking");
    await contentField(page).fill("Dates are coming.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This slug is already used by another item.")).toBeVisible();
    await expect(titleField(page)).toHaveValue(title);
    await expect(contentField(page)).toHaveValue("Dates are coming.");
    await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
    await expect(rows(page)).toHaveCount(0);
  });

  test("a scheduled article goes public by itself once its time passes", async ({ page, request }) => {
    test.setTimeout(90_000);
    const title = `Scheduled dispatch ${unique()}`;
    const slug = title.toLowerCase().replace(/ /g, "-");
    await adminSession(page);
    await page.goto("/admin/news/new");
    await titleField(page).fill(title);
    await contentField(page).fill("Written ahead, published on time.");
    await page.getByLabel("Published").check();
    // Seconds are accepted by the server; the picker shows minutes, so the browser's step check is set aside.
    await editorForm(page).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    const goesLive = new Date(Date.now() + 20_000);
    await page.getByLabel("Publish at (Paris time, Europe/Paris)").fill(`${dateToParisWallTime(goesLive)}:${String(goesLive.getUTCSeconds()).padStart(2, "0")}`);
    await page.getByRole("button", { name: "Save" }).click();
    const id = await articleIdFromUrl(page);
    await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();

    await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
    await expect(row(page, title).getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(row(page, title)).toContainText("Goes live");

    // Before its time: not on the list, and its page is a 404 (the cached /news too).
    await publicHtml(request, "/news").not.toContain(title);
    await publicStatus(request, `/news/${slug}`).toBe(404);

    // After it, with no one touching anything.
    await expect.poll(async () => (await request.get(`/news/${slug}`)).status(), { timeout: 45_000, intervals: [1_000] }).toBe(200);
    await publicHtml(request, "/news").toContain(title);

    await page.goto(`/admin/news/${id}`);
    await expect(page.getByRole("link", { name: "View on the site" })).toBeVisible();
    await deleteFromList(page, title);
  });

  test("without JavaScript: the Preview button renders the markdown and saving works", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await adminSession(page);
    await page.goto("/admin/news/new");
    const title = `Plain form ${unique()}`;
    await titleField(page).fill(title);
    await contentField(page).fill("### Plain *HTML* preview");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(preview(page).getByRole("heading", { level: 3 })).toHaveText("Plain HTML preview");
    await expect(titleField(page)).toHaveValue(title);
    await page.getByRole("button", { name: "Save" }).click();
    await articleIdFromUrl(page);
    await expect(page.getByRole("status").filter({ hasText: /^Created\.$/ })).toBeVisible();
    await deleteFromListNoJs(page, title);
    await context.close();
  });

  test("a session that ends while an article is written keeps the form; signed in again in a new tab, it saves", async ({ page, context }) => {
    await adminSession(page);
    await page.goto("/admin/news/new");
    const title = `Written as the session ran out ${unique()}`;
    await titleField(page).fill(title);
    await page.getByLabel("Excerpt", { exact: true }).fill("Every word kept.");
    await contentField(page).fill("## Qualifying\n\nA long text typed while the session ran out.");

    // Meanwhile the session ends: signed out from another tab.
    const other = await context.newPage();
    await other.goto("/admin");
    await signOut(other);
    await other.close();

    await page.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Your session has ended" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("This was not saved, and nothing you typed is lost.");
    await expect(page).toHaveURL(/\/admin\/news\/new$/);
    await expect(titleField(page)).toHaveValue(title);
    await expect(page.getByLabel("Excerpt", { exact: true })).toHaveValue("Every word kept.");
    await expect(contentField(page)).toHaveValue("## Qualifying\n\nA long text typed while the session ran out.");

    const [tab] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("link", { name: "Sign in in a new tab" }).click()]);
    await tab.getByLabel("Email").fill(E2E_ADMIN.email);
    await tab.getByLabel("Password").fill(E2E_ADMIN.password);
    await submitSignIn(tab);
    await expect(tab).toHaveURL(/\/admin$/);
    await tab.close();

    await dialog.getByRole("button", { name: "Back to the form" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
    await articleIdFromUrl(page);
    await expect(titleField(page)).toHaveValue(title);
    await expect(contentField(page)).toHaveValue("## Qualifying\n\nA long text typed while the session ran out.");
    await deleteFromList(page, title);
  });

  test("the list and the editor have no serious accessibility violation and hold at 390 px", async ({ page }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    for (const path of ["/admin/news", "/admin/news/new"]) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
});

/** The dialog needs JavaScript; without it the article leaves through the same post the dialog makes. */
async function deleteFromListNoJs(page: Page, title: string) {
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const response = await page.request.post("/admin/news", { form: { intent: "delete", id } });
  expect(response.ok()).toBe(true);
  await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
  await expect(row(page, title)).toHaveCount(0);
}
