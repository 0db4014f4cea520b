import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { png } from "./support/images.ts";
import { toast } from "./support/toast.ts";

/** Every event this file creates ends in the trash: the public events spec counts the demo events. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PAST_DEMO = "Spa-Francorchamps Classic Weekend";

/**
 * What an anonymous visitor gets. The public render cache re-reads the content
 * version at most once a second, so a write shows within that second.
 */
const publicHtml = (request: APIRequestContext, path: string) => expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 });

const rows = (page: Page) => page.getByTestId("event-row");
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
const nameField = (page: Page) => page.getByLabel("Name", { exact: true });
const publicCards = (page: Page) => page.getByTestId("event-card");

/** A calendar day `days` from today, as the date input posts it (Paris and UTC agree away from midnight). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function deleteFromList(page: Page, name: string) {
  await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
  await row(page, name).getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete ${name}?` });
  await expect(dialog).toContainText("restored for 30 days");
  await dialog.getByRole("button", { name: "Move to trash" }).click();
  await expect(page.getByText(`${name} moved to the trash.`)).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
}

test.describe("admin events", () => {
  test("every admin action refuses an anonymous request", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const id = "00000000-0000-4000-8000-000000000000";
    for (const [path, form] of [
      ["/admin/events", { intent: "delete", id }],
      ["/admin/events", { intent: "unpublish", id }],
      ["/admin/events/new", { name: "Sneaky", event_date: "2030-01-01", event_type: "Concours", location: "Nowhere" }],
      [`/admin/events/${id}`, { name: "Sneaky", event_date: "2030-01-01", event_type: "Concours", location: "Nowhere" }],
    ] as const) {
      const response = await anonymous.post(path, { form, maxRedirects: 0 });
      expect(response.status(), path).toBe(401);
    }
    const page = await anonymous.get("/admin/events", { maxRedirects: 0 });
    expect(page.status()).toBe(302);
    await anonymous.dispose();
  });

  test("the list shows every event, past or upcoming, published or not, with search, filters and sort", async ({ page }) => {
    await adminSession(page);
    await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Events", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Events");
    await expect(page.getByRole("link", { name: "New event" })).toHaveAttribute("href", "/admin/events/new");
    await expect(rows(page)).toHaveCount(7);
    await expect(row(page, PAST_DEMO).getByText("Published", { exact: true })).toBeVisible();
    await expect(row(page, "Monaco Historic Grand Prix").getByText("Featured", { exact: true })).toBeVisible();

    await page.getByLabel("When").selectOption({ label: "Past" });
    await expect(page).toHaveURL(/when=past/);
    await expect(rows(page).locator("td:first-child a")).toHaveText(["Magny-Cours Historic Grand Prix", PAST_DEMO]);

    await page.goto("/admin/events?type=Track+Day&sort=date&dir=asc");
    await expect(rows(page).locator("td:first-child a")).toHaveText(["Magny-Cours Track Day", "Dijon-Prenois Track Day"]);
    await page.getByRole("link", { name: "Date" }).click();
    await expect(rows(page).locator("td:first-child a")).toHaveText(["Dijon-Prenois Track Day", "Magny-Cours Track Day"]);

    // Search looks in the name, the location and the type.
    await page.goto("/admin/events");
    const search = page.getByRole("search", { name: "Search events" });
    await search.getByRole("searchbox").fill("belgium");
    await search.getByRole("button", { name: "Apply" }).click();
    await expect(rows(page).locator("td:first-child a")).toHaveText([PAST_DEMO]);
    await page.goto("/admin/events?q=hill+climb");
    await expect(rows(page).locator("td:first-child a")).toHaveText(["Goodwood Hill Climb"]);
    await page.goto("/admin/events?status=draft");
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  });

  test("the whole life of an event: create with an image, edit, publish, unpublish, delete, restore", async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `Reims Revival ${unique()}`;
    await adminSession(page);
    await page.goto("/admin/events");
    await page.getByRole("link", { name: "New event" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New event");

    // Refused on the server, field by field, with everything typed kept.
    await page.locator("form", { has: nameField(page) }).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByLabel("Location", { exact: true }).fill("Reims-Gueux, France");
    await page.getByLabel("Description", { exact: true }).fill("Demonstration laps on the old road circuit.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(nameField(page)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Choose one of the options.")).toBeVisible();
    await expect(page.getByLabel("Location", { exact: true })).toHaveValue("Reims-Gueux, France");
    await expect(page.getByLabel("Description", { exact: true })).toHaveValue("Demonstration laps on the old road circuit.");

    await nameField(page).fill(name);
    await page.getByLabel("Date").fill(dayFromToday(9));
    await page.getByLabel("Type", { exact: true }).selectOption("Historic Grand Prix");
    await page.getByLabel("Featured").check();
    await page.getByLabel("Published").uncheck();
    await page.getByLabel("Image", { exact: true }).setInputFiles(await png(`event-${unique()}.png`));
    await expect(page.locator('input[name="image_url"]')).toHaveValue(/^\/media\//, { timeout: 20_000 });
    await page.getByLabel("Alt text in English", { exact: true }).fill("Cars lined up in front of the old Reims grandstands");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    await expect(toast(page, "Created.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit event");

    // A draft: in the admin list as Draft, not on the public page.
    await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
    await expect(row(page, name).getByText("Draft", { exact: true })).toBeVisible();
    await publicHtml(request, "/events").not.toContain(name);

    // Edit and publish: public at the next request, with its image and badge.
    await row(page, name).getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByLabel("Location", { exact: true }).fill("Reims-Gueux, Champagne, France");
    await page.getByLabel("Published").check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    await page.getByRole("link", { name: "View on the site" }).evaluate((link: HTMLAnchorElement) => link.removeAttribute("target"));
    await page.getByRole("link", { name: "View on the site" }).click();
    // The event's own page.
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.locator("main")).toContainText("Reims-Gueux, Champagne, France");
    await expect(page.locator("main img")).toHaveAttribute("srcset", /\/media\//);
    await expect(page.locator("main img")).toHaveAttribute("alt", "Cars lined up in front of the old Reims grandstands");
    await page.goto("/events");
    const card = publicCards(page).filter({ hasText: name });
    await expect(card).toContainText("Reims-Gueux, Champagne, France");
    await expect(card).toContainText("Historic Grand Prix");
    await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("srcset", /\/media\//);

    // Unpublish from the list: gone from the site at once; publish again: back.
    await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
    await row(page, name).getByRole("button", { name: `Unpublish ${name}` }).click();
    await expect(page.getByText(`${name} is no longer public.`)).toBeVisible();
    await expect(row(page, name).getByText("Draft", { exact: true })).toBeVisible();
    await publicHtml(request, "/events").not.toContain(name);
    await row(page, name).getByRole("button", { name: `Publish ${name}` }).click();
    await expect(page.getByText(`${name} is published.`)).toBeVisible();
    await publicHtml(request, "/events").toContain(name);

    // Delete asks first; the trash gives it back.
    await deleteFromList(page, name);
    await publicHtml(request, "/events").not.toContain(name);
    await page.getByRole("link", { name: "Open the trash" }).click();
    await expect(page).toHaveURL(/\/admin\/trash$/);
    await page.goto(`/admin/trash?q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Restore ${name}` }).click();
    await expect(page.getByText(`${name} is restored.`)).toBeVisible();
    await publicHtml(request, "/events").toContain(name);

    await deleteFromList(page, name);
    await publicHtml(request, "/events").not.toContain(name);

    await page.goto("/admin/activity");
    for (const action of ["event.create", "event.update", "event.unpublish", "event.publish", "event.trash", "event.restore"]) {
      await expect(page.locator(`[data-testid="activity-row"][data-action="${action}"]`).first()).toContainText("admin@ecurie-vitesse.example");
    }
  });

  test("works without JavaScript: create a draft event and delete it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await adminSession(page);
    await page.goto("/admin/events/new");
    const name = `Plain event ${unique()}`;
    await nameField(page).fill(name);
    await page.getByLabel("Date").fill(dayFromToday(30));
    await page.getByLabel("Type", { exact: true }).selectOption("Concours");
    await page.getByLabel("Location", { exact: true }).fill("Compiègne, France");
    await page.getByLabel("Published").uncheck();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("status").filter({ hasText: /^Created\.$/ })).toBeVisible();
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
    await expect(row(page, name).getByText("Draft", { exact: true })).toBeVisible();
    await row(page, name).getByRole("button", { name: `Publish ${name}` }).click();
    await expect(page.getByText(`${name} is published.`)).toBeVisible();
    const response = await page.request.post("/admin/events", { form: { intent: "delete", id } });
    expect(response.ok()).toBe(true);
    await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
    await expect(rows(page)).toHaveCount(0);
    await context.close();
  });

  test("the list and the editor have no serious accessibility violation and hold at 390 px", async ({ page }) => {
    test.setTimeout(90_000);
    await adminSession(page);
    for (const path of ["/admin/events", "/admin/events/new"]) {
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
