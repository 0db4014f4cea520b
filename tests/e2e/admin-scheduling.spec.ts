import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { dateToParisWallTime } from "../../app/lib/paris-wall-time.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Scheduled publication for every type with a date (issue 15): an event or an
 * album published with "Publish on" ahead is nowhere public; once its time is
 * past it is everywhere. The time is moved into the past after saving rather
 * than waited for (the article spec waits for one going live by itself).
 * Everything made here ends in the trash: the public specs count demo items.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PUBLISH_ON = "Publish on (Paris time, Europe/Paris)";
const publicHtml = (request: APIRequestContext, path: string) => expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 });
const publicStatus = (request: APIRequestContext, path: string) => expect.poll(async () => (await request.get(path)).status(), { timeout: 5_000 });
/** "Publish on" as the datetime-local field takes it: Paris wall time, `hours` from now. */
const parisIn = (hours: number) => dateToParisWallTime(new Date(Date.now() + hours * 3_600_000));
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function saved(page: Page, message: "Created." | "Saved.") {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
}

async function trash(page: Page, list: string, rowTestId: string, name: string) {
  await page.goto(`${list}?q=${encodeURIComponent(name)}`);
  await page.getByTestId(rowTestId).getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByText(`${name} moved to the trash.`)).toBeVisible();
}

test.describe("scheduled publication", () => {
  test("an event scheduled for later is on no public page, calendar or site map until its time, in either language", async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `Montlhéry Revival ${unique()}`;
    const nameFr = `Revival de Montlhéry ${unique()}`;
    await adminSession(page);
    await page.goto("/admin/events/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New event");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("French name").fill(nameFr);
    await page.getByLabel("Date").fill(dayFromToday(40));
    await page.getByLabel("Type", { exact: true }).selectOption("Historic Grand Prix");
    await page.getByLabel("Location", { exact: true }).fill("Linas-Montlhéry, France");
    await expect(page.getByLabel(PUBLISH_ON)).toHaveAttribute("type", "datetime-local");
    await page.getByLabel(PUBLISH_ON).fill(parisIn(24));
    await saved(page, "Created.");
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Goes live .+ \(Paris time\)$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "View on the site" })).toHaveCount(0);

    // The list says so, and its Scheduled filter finds it.
    await page.goto(`/admin/events?status=scheduled&q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("event-row").getByText("Scheduled", { exact: true })).toBeVisible();

    // Not public yet: the events page, its page, the calendars, the site map, in both languages.
    await publicHtml(request, "/events").not.toContain(name);
    await publicHtml(request, "/fr/evenements").not.toContain(nameFr);
    await publicStatus(request, `/events/${id}`).toBe(404);
    await publicStatus(request, `/fr/evenements/${id}`).toBe(404);
    await publicStatus(request, `/events/${id}/calendar.ics`).toBe(404);
    await publicHtml(request, "/events/calendar.ics").not.toContain(name);
    await publicHtml(request, "/sitemap.xml").not.toContain(id);

    // Its time has come (set in the past here): public everywhere, nothing else touched.
    await page.goto(`/admin/events/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit event");
    await page.getByLabel(PUBLISH_ON).fill(parisIn(-1));
    await saved(page, "Saved.");
    await expect(page.getByRole("link", { name: "View on the site" })).toBeVisible();
    await publicHtml(request, "/events").toContain(name);
    await publicHtml(request, "/fr/evenements").toContain(nameFr);
    await publicStatus(request, `/events/${id}`).toBe(200);
    await publicStatus(request, `/fr/evenements/${id}`).toBe(200);
    await publicHtml(request, "/events/calendar.ics").toContain(name);
    await publicHtml(request, "/sitemap.xml").toContain(`/events/${id}`);

    await trash(page, "/admin/events", "event-row", name);
    await publicHtml(request, "/events").not.toContain(name);
  });

  test("an album scheduled for later stays out of the gallery until its time; the list's Publish keeps the time", async ({ page, request }) => {
    test.setTimeout(90_000);
    const title = `Linas sessions ${unique()}`;
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    await adminSession(page);
    await page.goto("/admin/gallery/albums/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Album");
    await page.getByLabel("Title *").fill(title);
    await page.getByLabel("Year *").fill("2026");
    await page.getByLabel("Published").check();
    await page.getByLabel(PUBLISH_ON).fill(parisIn(48));
    await saved(page, "Created.");
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();

    await page.goto(`/admin/gallery?q=${encodeURIComponent(title)}`);
    const row = page.getByTestId("album-row").filter({ hasText: title });
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(row).toContainText("Goes live");
    await publicHtml(request, "/gallery").not.toContain(title);
    await publicStatus(request, `/gallery/albums/${slug}`).toBe(404);

    // Unpublish, then Publish from the list: scheduled again, and the toast says when.
    await row.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByText(`${title} is no longer public.`)).toBeVisible();
    await row.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByText(new RegExp(`^${title} is scheduled for .+ \\(Paris time\\)\\.$`))).toBeVisible();
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await publicHtml(request, "/gallery").not.toContain(title);

    await page.goto(`/admin/gallery/albums/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit album");
    await page.getByLabel(PUBLISH_ON).fill(parisIn(-1));
    await saved(page, "Saved.");
    await publicHtml(request, "/gallery").toContain(title);
    await publicStatus(request, `/gallery/albums/${slug}`).toBe(200);

    await trash(page, "/admin/gallery", "album-row", title);
    await publicHtml(request, "/gallery").not.toContain(title);
  });
});
