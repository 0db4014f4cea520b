import { expect, test } from "./support/test.ts";
import { dateToParisWallTime } from "../../app/lib/paris-wall-time.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 15: an item is previewed exactly as the public will see it — in both
 * languages, at phone and desktop widths — before it is public; visitors get
 * nothing, even asking for the preview. Made here, then trashed.
 */
test("a scheduled event previewed in English and French, on a phone and a computer, while visitors get a 404", async ({ page, request }) => {
  test.slow();
  const stamp = `${Date.now().toString(36)}`;
  const name = `Preview Hill Climb ${stamp}`;
  const nameFr = `Course de côte d’aperçu ${stamp}`;
  await adminSession(page);
  await page.goto("/admin/events/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New event");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("French name").fill(nameFr);
  await page.getByLabel("Date").fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel("Type", { exact: true }).selectOption("Hill Climb");
  await page.getByLabel("Location", { exact: true }).fill("Mont-Dore, France");
  await page.getByLabel("Publish on (Paris time, Europe/Paris)").fill(dateToParisWallTime(new Date(Date.now() + 48 * 3_600_000)));
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Created.")).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;

  try {
    await page.getByRole("link", { name: "Preview", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/preview/event/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Preview: ${name}`);
    await expect(page.getByRole("status").filter({ hasText: /^Scheduled: visitors will see this page from .+ \(Paris time\)\.$/ })).toBeVisible();
    const frame = page.getByTestId("page-preview");
    await expect(frame).toHaveAttribute("width", "390");
    await expect(page.frameLocator('[data-testid="page-preview"]').getByRole("heading", { level: 1 })).toHaveText(name);

    await page.getByRole("link", { name: "French", exact: true }).click();
    // Each choice is a link made from the address it is on: the next one is clicked once the first has landed.
    await expect(page).toHaveURL(/\?lang=fr(&|$)/);
    await page.getByRole("link", { name: "Desktop", exact: true }).click();
    await expect(page).toHaveURL(/\?lang=fr&width=desktop$/);
    await expect(frame).toHaveAttribute("width", "1366");
    await expect(frame).toHaveAttribute("src", `/fr/evenements/${id}?preview=draft`);
    await expect(page.frameLocator('[data-testid="page-preview"]').getByRole("heading", { level: 1 })).toHaveText(nameFr);

    // Visitors see nothing yet, preview asked or not.
    expect((await request.get(`/events/${id}`)).status()).toBe(404);
    expect((await request.get(`/events/${id}?preview=draft`)).status()).toBe(404);
    expect((await request.get(`/fr/evenements/${id}?preview=draft`)).status()).toBe(404);
  } finally {
    await page.goto(`/admin/events?q=${encodeURIComponent(name)}`);
    await page.getByTestId("event-row").getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByText(`${name} moved to the trash.`)).toBeVisible();
  }
});
