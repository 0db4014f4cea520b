import { expect, test, type Page } from "@playwright/test";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { signedIn, statusOf } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 15, history and restore: a demo car edited twice keeps both saves as
 * versions; the first is compared with the current car (only the fields that
 * differ, the changed words marked) and restored after a confirmation; the
 * editor and the public pages in both languages show it again, and the
 * restore is the newest version. The demo values come back at the end by the
 * same means, without JavaScript.
 */
const CAR = { name: "Arceau A5", slug: "arceau-a5" };

const field = (page: Page, key: "carsAdmin.field.description" | "carsAdmin.field.descriptionFr") => page.getByLabel(adminEn[key], { exact: true });
const versions = (page: Page) => page.getByTestId("version-row");

/** Saves the car's two descriptions and waits for the server's answer (an earlier "Saved." may still be on screen). */
async function saveDescriptions(page: Page, english: string, french: string) {
  await field(page, "carsAdmin.field.description").fill(english);
  await field(page, "carsAdmin.field.descriptionFr").fill(french);
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/cars/"));
  // The redirect's fresh loader data: the editor is then drawn anew from what was stored.
  const reloaded = page.waitForResponse((response) => response.request().method() === "GET" && /^\/admin\/cars\/[0-9a-f-]{36}\.data$/.test(new URL(response.url()).pathname));
  await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
  await answered;
  await reloaded;
  await expect(field(page, "carsAdmin.field.description")).toHaveValue(english);
}

test.describe("admin versions", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a car edited twice: its first version compared with the current one, restored, and shown again in the editor and on both public pages", async ({ page, browser }) => {
    await signedIn(page);
    await page.goto(`/admin/cars?q=${encodeURIComponent(CAR.name)}`);
    await page.getByRole("link", { name: `Edit ${CAR.name}`, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminEn["carsAdmin.editTitle"]);
    const editor = page.url();
    const demo = { english: await field(page, "carsAdmin.field.description").inputValue(), french: await field(page, "carsAdmin.field.descriptionFr").inputValue() };
    const stamp = Date.now().toString(36);
    const first = { english: `Rebuilt by the team in ${stamp}, first coat of navy and gold.`, french: `Refaite par l’écurie en ${stamp}, première couche de bleu marine et or.` };
    const second = { english: `Rebuilt by the team in ${stamp}, second coat of navy and gold.`, french: `Refaite par l’écurie en ${stamp}, deuxième couche de bleu marine et or.` };

    try {
      await saveDescriptions(page, first.english, first.french);
      await saveDescriptions(page, second.english, second.french);

      // The history, from the editor: the newest save is the current car, the one before can be compared.
      await page.getByRole("link", { name: adminEn["versions.history"], exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`History of ${CAR.name}`);
      await expect(versions(page).nth(0)).toContainText("Updated a car");
      await expect(versions(page).nth(0)).toContainText("admin@ecurie-vitesse.example");
      await expect(versions(page).nth(0)).toContainText("Current version");
      await expect(versions(page).nth(0).getByRole("link")).toHaveCount(0);
      await expect(versions(page).nth(1)).toContainText("Updated a car");
      const firstSaved = (await versions(page).nth(1).locator("time").textContent())!;
      expect(firstSaved).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/);
      await expectNoSeriousA11yViolations(page);

      // The first version beside the current car: the two descriptions only, the changed word marked on each side.
      await versions(page).nth(1).getByRole("link", { name: `Compare with current: the version of ${firstSaved}`, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Version of ${firstSaved}`);
      const fields = page.getByTestId("version-field");
      await expect(fields.getByRole("rowheader")).toHaveText(["Description", "Description in French"]);
      await expect(fields.nth(0).locator("[data-side=version]")).toHaveText(first.english);
      await expect(fields.nth(0).locator("[data-side=current]")).toHaveText(second.english);
      await expect(fields.nth(0).locator("[data-side=version] mark")).toHaveText("first");
      await expect(fields.nth(0).locator("[data-side=current] mark")).toHaveText("second");
      await expect(fields.nth(1).locator("[data-side=version] mark")).toHaveText("première");
      await expectNoSeriousA11yViolations(page);

      // Restore asks first, then lands on the editor with its toast and the old words.
      await page.getByRole("link", { name: adminEn["versions.restore"], exact: true }).click();
      await expect(page.getByRole("heading", { name: `Restore the version of ${firstSaved}?` })).toBeVisible();
      await page.getByRole("button", { name: adminEn["versions.confirm"], exact: true }).click();
      await expect(page).toHaveURL(editor);
      await expect(toast(page, `Restored the version of ${firstSaved}.`)).toBeVisible();
      await expect(field(page, "carsAdmin.field.description")).toHaveValue(first.english);
      await expect(field(page, "carsAdmin.field.descriptionFr")).toHaveValue(first.french);

      // The public pages show it at the next request, each in its language.
      await page.goto(`/collection/${CAR.slug}`);
      await expect(page.locator("main").getByText(first.english)).toBeVisible();
      await page.goto(`/fr/collection/${CAR.slug}`);
      await expect(page.locator("main").getByText(first.french)).toBeVisible();

      // The restore is the newest version, and the current one.
      await page.goto(editor);
      await page.getByRole("link", { name: adminEn["versions.history"], exact: true }).click();
      await expect(versions(page).nth(0)).toContainText(`Restored the version of ${firstSaved}`);
      await expect(versions(page).nth(0)).toContainText("Current version");
      await expect(versions(page).nth(1)).toContainText("Updated a car");

      // The activity log says it too, and leads to the compare screen.
      await page.goto(`/admin/activity?area=car&q=${encodeURIComponent(stamp)}`);
      const restored = page.getByTestId("activity-row").filter({ hasText: "car.restore_version" }).first();
      await expect(restored).toContainText("Restored an earlier version of a car");
      await restored.getByRole("link", { name: `Compare with current: ${CAR.name}`, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Version of /);
      await expect(page.getByText(adminEn["versions.same"])).toBeVisible();
      await expect(page.getByRole("link", { name: adminEn["versions.restore"] })).toHaveCount(0);

      // The demo values come back the same way, without JavaScript: the version before the first save.
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        await noScript.addCookies(await page.context().cookies());
        const plain = await noScript.newPage();
        await plain.goto(editor);
        await plain.getByRole("link", { name: adminEn["versions.history"], exact: true }).click();
        await expect(plain.getByRole("heading", { level: 1 })).toHaveText(`History of ${CAR.name}`);
        const beforeFirst = versions(plain).nth(3);
        await beforeFirst.getByRole("link", { name: /^Compare with current: the version/ }).click();
        await expect(plain.getByTestId("version-field").locator("[data-side=version]").first()).toHaveText(demo.english);
        await plain.getByRole("link", { name: adminEn["versions.restore"], exact: true }).click();
        await expect(plain).toHaveURL(/\?confirm=1$/);
        await plain.getByRole("button", { name: adminEn["versions.confirm"], exact: true }).click();
        await expect(plain).toHaveURL(editor);
        await expect(statusOf(plain)).toContainText(/^Restored the version (of|from before) /);
        await expect(field(plain, "carsAdmin.field.description")).toHaveValue(demo.english);
        await expect(field(plain, "carsAdmin.field.descriptionFr")).toHaveValue(demo.french);
      } finally {
        await noScript.close();
      }
    } finally {
      // Whatever happened above, the demo car leaves as it came.
      await page.goto(editor);
      if ((await field(page, "carsAdmin.field.description").inputValue()) !== demo.english || (await field(page, "carsAdmin.field.descriptionFr").inputValue()) !== demo.french) {
        await saveDescriptions(page, demo.english, demo.french);
      }
    }
  });
});
