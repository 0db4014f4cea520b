import { expect, test, type Locator, type Page } from "./support/test.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { signedIn, statusOf } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 15, history and restore: a demo car edited twice keeps both saves as
 * versions; the first is compared with the current car (only the fields that
 * differ, the changed words marked) and restored after a confirmation; the
 * editor and the public pages in both languages show it again, and the
 * restore is the newest version. The demo values come back at the end by the
 * same means, without JavaScript. In French, an article's history and its
 * restore speak the admin's language, and a trashed article's history shows
 * while its restore waits for the trash.
 */
const CAR = { name: "Arceau A5", slug: "arceau-a5" };

const field = (page: Page, key: "carsAdmin.field.description" | "carsAdmin.field.descriptionFr") => page.getByLabel(adminEn[key], { exact: true });
const versions = (page: Page) => page.getByTestId("version-row");

/** Saves the car's two descriptions and waits until the editor shows what was stored (an earlier "Saved." may still be on screen). */
async function saveDescriptions(page: Page, english: string, french: string) {
  await field(page, "carsAdmin.field.description").fill(english);
  await field(page, "carsAdmin.field.descriptionFr").fill(french);
  await saveAndReload(page, adminEn["admin.form.save"], "cars", field(page, "carsAdmin.field.description"));
  await expect(field(page, "carsAdmin.field.description")).toHaveValue(english);
}

/** The shared admin's language, chosen on My account in the words of the language it is in now. */
async function setAdminLanguage(page: Page, language: "en" | "fr") {
  await page.goto("/admin/account");
  const now = (await page.locator("html").getAttribute("lang")) === "fr" ? adminFr : adminEn;
  await page.getByLabel(now["account.languageLabel"]).selectOption(language);
  await page.getByRole("button", { name: now["account.saveLanguage"] }).click();
  await expect(page.getByText((language === "fr" ? adminFr : adminEn)["account.languageSaved"])).toBeVisible();
}

/**
 * Saves an editor's form and waits until the form is drawn again from what was
 * stored: the editor is remounted for each stored version, so the field typed
 * in leaves the page. Waiting only for the redirect's data is not enough — the
 * remount may come after the next fill and wipe it.
 */
async function saveAndReload(page: Page, save: string, area: string, typedIn: Locator) {
  const typed = await typedIn.elementHandle();
  const reloaded = page.waitForResponse((response) => response.request().method() === "GET" && new RegExp(`^/admin/${area}/[0-9a-f-]{36}\\.data$`).test(new URL(response.url()).pathname));
  await page.getByRole("button", { name: save, exact: true }).click();
  await reloaded;
  await page.waitForFunction((element) => !element?.isConnected, typed);
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
      const restored = page.locator('[data-testid="activity-row"][data-action="car.restore_version"]').first();
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

  test("in French: an article's history and its restore in the admin's words; in the trash, its history shows and its restore waits for the trash", async ({ page }) => {
    const NN = "\u202f";
    await signedIn(page);
    await setAdminLanguage(page, "fr");
    const stamp = Date.now().toString(36);
    const title = `Carnet d’atelier ${stamp}`;
    const content = (page_: Page) => page_.getByLabel(adminFr["adminNews.field.content"], { exact: true });
    try {
      // A draft (no public page changes), saved twice.
      await page.goto("/admin/news/new");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminFr["adminNews.newTitle"]);
      await page.getByLabel(adminFr["adminNews.field.title"], { exact: true }).fill(title);
      await content(page).fill("Première version du carnet.");
      await page.getByRole("button", { name: adminFr["admin.form.save"], exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
      // The address changes a moment before the article's editor replaces the empty one.
      await expect(toast(page, adminFr["admin.form.created"])).toBeVisible();
      const editor = page.url();
      const id = editor.split("/").at(-1)!;
      await content(page).fill("Deuxième version du carnet.");
      await saveAndReload(page, adminFr["admin.form.save"], "news", content(page));
      await expect(content(page)).toHaveValue("Deuxième version du carnet.");

      await page.getByRole("link", { name: adminFr["versions.history"], exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${title}${NN}: historique`);
      await expect(versions(page).nth(0)).toContainText("A modifié un article");
      await expect(versions(page).nth(0)).toContainText(adminFr["versions.current"]);
      await expect(versions(page).nth(1)).toContainText("A créé un article");
      const created = (await versions(page).nth(1).locator("time").textContent())!;
      expect(created).toMatch(/^\d{1,2} [a-zéû.]+ \d{4}, \d{2}:\d{2}:\d{2}$/);

      await versions(page).nth(1).getByRole("link", { name: `Comparer avec l’actuelle${NN}: la version du ${created}`, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Version du ${created}`);
      const fields = page.getByTestId("version-field");
      await expect(fields.getByRole("rowheader")).toHaveText([adminFr["adminNews.field.content"]]);
      await expect(fields.locator("[data-side=version] mark")).toHaveText("Première");
      await expect(fields.locator("[data-side=current] mark")).toHaveText("Deuxième");
      await expectNoSeriousA11yViolations(page);

      await page.getByRole("link", { name: adminFr["versions.restore"], exact: true }).click();
      await expect(page.getByRole("heading", { name: `Restaurer la version du ${created}${NN}?` })).toBeVisible();
      await page.getByRole("button", { name: adminFr["versions.confirm"], exact: true }).click();
      await expect(page).toHaveURL(editor);
      await expect(toast(page, `Version du ${created} restaurée.`)).toBeVisible();
      await expect(content(page)).toHaveValue("Première version du carnet.");

      // In the trash: the history still shows, and points to the trash instead of restoring.
      await page.getByRole("button", { name: adminFr["admin.delete.labelFor"].replace("{name}", title), exact: true }).click();
      await page.getByRole("dialog").getByRole("button", { name: adminFr["admin.delete.confirm"] }).click();
      await expect(page).toHaveURL(/\/admin\/news$/);
      await page.goto(`/admin/history/article/${id}`);
      await expect(page.getByText(adminFr["versions.inTrash"])).toBeVisible();
      await expect(versions(page)).toHaveCount(3);
      await versions(page).nth(1).getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Version du /);
      await expect(page.getByText(adminFr["versions.inTrash"])).toBeVisible();
      await expect(page.getByRole("link", { name: adminFr["versions.openTrash"] }).first()).toHaveAttribute("href", "/admin/trash");
      await expect(page.getByRole("link", { name: adminFr["versions.restore"] })).toHaveCount(0);
    } finally {
      // The article ends in the trash, and the shared admin in English, whatever happened above.
      await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
      const row = page.getByTestId("article-row").filter({ hasText: title });
      if ((await row.count()) > 0) {
        await row.getByRole("button", { name: /^(Supprimer|Delete) / }).click();
        await page.getByRole("dialog").getByRole("button", { name: /^(Mettre à la corbeille|Move to trash)$/ }).click();
        await expect(row).toHaveCount(0);
      }
      await setAdminLanguage(page, "en");
    }
  });
});
