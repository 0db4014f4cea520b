import type { Locator, Page } from "@playwright/test";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { expect, test } from "./support/test.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * A published car edited quietly: Save draft keeps the change beside the
 * live car, which visitors keep seeing; the list marks it, the preview and
 * the editor show the draft, the history records it; Save publishes it,
 * Discard draft throws another away. Made here, then trashed.
 */
const description = (page: Page) => page.getByLabel(adminEn["carsAdmin.field.description"], { exact: true });

/**
 * Posts the editor with one of its buttons and waits until the form is drawn
 * again from what was stored (the editor is remounted for each stored
 * version, so the field typed in leaves the page), then for the toast.
 */
async function submitAndReload(page: Page, button: string, typedIn: Locator, said: string) {
  const typed = await typedIn.elementHandle();
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(toast(page, said)).toBeVisible();
  await page.waitForFunction((element) => !element?.isConnected, typed);
}

test("a published car's draft: visitors keep the published car until Save publishes it", async ({ page, browser }) => {
  test.slow();
  const name = `Draft Tyrrell ${Date.now().toString(36)}`;
  await adminSession(page);
  await page.goto("/admin/cars/new");
  await page.getByLabel("Name *").fill(name);
  await page.getByLabel("Year *").fill("1976");
  await description(page).fill("Six wheels, published words.");
  await page.getByLabel("Published").check();
  // A new car has no draft to keep: its Save is what publishes it.
  await expect(page.getByRole("button", { name: adminEn["admin.draft.save"], exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Created.")).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const slug = await page.getByLabel("Slug", { exact: true }).inputValue();
  const visitor = await browser.newPage();

  try {
    await expect(page.getByText(adminEn["admin.draft.hint"])).toBeVisible();
    await description(page).fill("Six wheels, draft words.");
    await submitAndReload(page, adminEn["admin.draft.save"], description(page), adminEn["admin.draft.saved"]);
    await expect(description(page)).toHaveValue("Six wheels, draft words.");
    await expect(page.getByTestId("draft-banner")).toContainText(/^A draft saved by admin@ecurie-vitesse\.example on .+ is waiting: visitors still see the published version\./);

    // Visitors read the published car.
    await visitor.goto(`/collection/${slug}`);
    await expect(visitor.getByText("Six wheels, published words.")).toBeVisible();
    await expect(visitor.getByText("Six wheels, draft words.")).toHaveCount(0);

    // The list marks it; the preview shows the draft at the address visitors use.
    await page.goto(`/admin/cars?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("car-row").filter({ hasText: name })).toContainText(adminEn["admin.draft.pending"]);
    await page.goto(`/admin/preview/car/${id}`);
    await expect(page.getByRole("status").filter({ hasText: adminEn["itemPreview.draftWaiting"] })).toBeVisible();
    await expect(page.frameLocator('[data-testid="page-preview"]').getByText("Six wheels, draft words.")).toBeVisible();

    // The history has the draft, the published version still the current one.
    await page.goto(`/admin/history/car/${id}`);
    const versions = page.getByTestId("version-row");
    await expect(versions.nth(0)).toContainText("Saved a draft of a car");
    await expect(versions.nth(1)).toContainText("Created a car");
    await expect(versions.nth(1)).toContainText("Current version");

    // Save publishes what the form holds, the draft with it.
    await page.goto(`/admin/cars/${id}`);
    await expect(description(page)).toHaveValue("Six wheels, draft words.");
    await submitAndReload(page, "Save", description(page), "Saved.");
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByText("Six wheels, draft words.")).toBeVisible();

    // Another draft, thrown away: the form shows the published car again.
    await description(page).fill("Six wheels, words nobody will read.");
    await submitAndReload(page, adminEn["admin.draft.save"], description(page), adminEn["admin.draft.saved"]);
    await submitAndReload(page, adminEn["admin.draft.discard"], description(page), adminEn["admin.draft.discarded"]);
    await expect(description(page)).toHaveValue("Six wheels, draft words.");
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
    await page.goto(`/admin/cars?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId("car-row").filter({ hasText: name })).not.toContainText(adminEn["admin.draft.pending"]);
  } finally {
    await visitor.close();
    await page.goto(`/admin/cars?q=${encodeURIComponent(name)}`);
    await page.getByTestId("car-row").getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog", { name: `Delete ${name}?` }).getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByText(`${name} moved to the trash.`)).toBeVisible();
  }
});
