import { expect, test, type Page } from "./support/test.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * The dashboard's content health (issue 15): drafts waiting, scheduled items,
 * missing translations and images without alt text, each leading to the item
 * to fix, in the admin's language (the shared admin has chosen none, so a
 * French browser reads the admin in French). The event made here ends in the
 * trash: the public specs count the demo events.
 */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A group of the panel, by its heading. */
const group = (page: Page, testId: string) => page.getByTestId(testId);

async function followFromDashboard(page: Page, messages: typeof adminEn | typeof adminFr, name: string, id: string) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages["dashboard.title"]);
  await expect(page.getByRole("heading", { name: messages["dashboard.health.title"] })).toBeVisible();
  // A draft waiting, named under its type, and among what misses its French.
  const drafts = group(page, "content-drafts").getByTestId("health-event");
  await expect(drafts.getByRole("link", { name: new RegExp(`^${messages["dashboard.missingFrench.events"]} \\d+$`) })).toBeVisible();
  await expect(drafts.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/admin/events/${id}`);
  const missing = group(page, "missing-translations").getByTestId("health-event");
  await expect(missing.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/admin/events/${id}`);
  await expectNoSeriousA11yViolations(page);

  // Following the link opens the item.
  await drafts.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages["adminEvents.editTitle"]);
  await expect(page.getByLabel(messages["adminEvents.field.name"], { exact: true })).toHaveValue(name);

  await page.goto("/admin");
  await group(page, "missing-translations").getByTestId("health-event").getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${id}$`));
  await expect(page.getByLabel(messages["adminEvents.field.nameFr"], { exact: true })).toHaveValue("");
}

test.describe("content health on the dashboard", () => {
  test("lists a draft without its French, in English and in French, each link opening the item", async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000);
    const name = `Montlhéry draft ${unique()}`;
    await adminSession(page);
    await page.goto("/admin/events/new");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New event");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Date").fill(dayFromToday(60));
    await page.getByLabel("Type", { exact: true }).selectOption("Track Day");
    await page.getByLabel("Location", { exact: true }).fill("Linas-Montlhéry, France");
    await page.getByLabel("Published").uncheck();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Created.")).toBeVisible();
    const id = new URL(page.url()).pathname.split("/").pop()!;

    const french = await browser.newContext({ baseURL, locale: "fr-FR" });
    const frenchPage = await french.newPage();
    try {
      await followFromDashboard(page, adminEn, name, id);
      await french.addCookies(await page.context().cookies());
      await followFromDashboard(frenchPage, adminFr, name, id);
      await expect(frenchPage.locator("html")).toHaveAttribute("lang", "fr");
    } finally {
      await french.close();
      const deleted = await page.request.post("/admin/events", { form: { intent: "delete", id } });
      expect(deleted.ok()).toBe(true);
    }

    // In the trash, it is no longer waiting.
    await page.goto("/admin");
    await expect(group(page, "content-drafts").getByRole("link", { name, exact: true })).toHaveCount(0);
  });
});
