import { expect, test, type Page } from "./support/test.ts";
import { demoAlbumsFr, demoVideosFr } from "../../app/db/seed/demo-content.fr.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { slugify } from "../../app/features/admin/schema.ts";
import { signedIn } from "./support/admin.ts";
import { expectAlternates, publicEn } from "./support/french.ts";
import { png } from "./support/images.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 13 for the gallery: albums, their photos' captions and videos in both
 * languages. The shared E2E admin (English) writes them side by side; each
 * language's page shows its own words, an item without French shows the
 * English on French pages marked lang="en" and is not announced in French.
 *
 * The public gallery specs count the demo albums and videos: everything this
 * file publishes ends in the trash, whatever happens in the test.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const FRENCH_TITLE_REQUIRED = publicEn["admin.field.frenchTitleRequired"];

const albumCards = (page: Page) => page.getByTestId("album-card");
const videoCards = (page: Page) => page.getByTestId("video-card");
const photoAlts = (page: Page) => page.getByTestId("photo-link").locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
const albumRow = (page: Page, title: string) => page.getByTestId("album-row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
const videoRow = (page: Page, title: string) => page.getByTestId("video-row").filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** Fills an album's or a video's editor: English, then the French panel, published. */
async function fillEditor(page: Page, kind: "album" | "video", fields: { title: string; description?: string; titleFr?: string; descriptionFr?: string; year?: number }) {
  const label = (name: "title" | "description" | "titleFr" | "descriptionFr" | "published") => page.getByLabel(adminEn[`galleryAdmin.${kind}.${name}`], { exact: true });
  await label("title").fill(fields.title);
  if (fields.year) await page.getByLabel(adminEn["galleryAdmin.album.year"], { exact: true }).fill(String(fields.year));
  if (fields.description) await label("description").fill(fields.description);
  if (fields.titleFr) await label("titleFr").fill(fields.titleFr);
  if (fields.descriptionFr) await label("descriptionFr").fill(fields.descriptionFr);
  await label("published").check();
}

async function save(page: Page, message: "Created." | "Saved.") {
  await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
  await expect(toast(page, message)).toBeVisible();
}

/** Moves an album or a video to the trash from its list, if it is there. */
async function trash(page: Page, kind: "album" | "video", title: string) {
  await page.goto(`/admin/gallery?${kind === "video" ? "tab=videos&" : ""}q=${encodeURIComponent(title)}`);
  const row = kind === "album" ? albumRow(page, title) : videoRow(page, title);
  if ((await row.count()) === 0) return;
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move to trash" }).click();
  await expect(row).toHaveCount(0);
}

test.describe("the gallery in French", () => {
  test("the demo albums, captions and videos read in French on the French pages", async ({ page, baseURL }) => {
    const french = (slug: keyof typeof demoAlbumsFr) => demoAlbumsFr[slug]!;
    const video = (slug: keyof typeof demoVideosFr) => demoVideosFr[slug]!;
    await page.goto("/fr/galerie");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(albumCards(page).getByRole("heading", { level: 3 })).toHaveText([
      french("magny-cours-historic-grand-prix").title,
      french("spa-classic-weekend").title,
      french("monaco-historic-grand-prix").title,
    ]);
    // Translated: nothing marked as another language.
    await expect(albumCards(page).locator("[lang]")).toHaveCount(0);

    await albumCards(page).getByRole("link", { name: french("magny-cours-historic-grand-prix").title }).click();
    // At its French address (issue 15).
    const frPath = `/fr/galerie/albums/${french("magny-cours-historic-grand-prix").slug}`;
    await expect(page).toHaveURL(new RegExp(`${frPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(french("magny-cours-historic-grand-prix").title);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    await expect(page.getByText(french("magny-cours-historic-grand-prix").description, { exact: true })).toBeVisible();
    await expect.poll(() => photoAlts(page)).toEqual(french("magny-cours-historic-grand-prix").captions);
    await expectAlternates(page, baseURL!, { en: "/gallery/albums/magny-cours-historic-grand-prix", fr: frPath });

    // The lightbox's caption and title, in French.
    await page.getByTestId("photo-link").nth(1).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: french("magny-cours-historic-grand-prix").title })).toBeVisible();
    await expect(dialog).toContainText(french("magny-cours-historic-grand-prix").captions[1]!);
    await page.keyboard.press("Escape");

    await page.goto("/fr/galerie?category=videos");
    await expect(videoCards(page).getByRole("heading", { level: 2 })).toHaveText([
      video("onboard-vh-78-magny-cours").title,
      video("vh-82-restoration-timelapse").title,
      video("paddock-walk-spa").title,
    ]);
    await expect(videoCards(page).first()).toContainText(video("onboard-vh-78-magny-cours").description);
    await expect(videoCards(page).locator("[lang]")).toHaveCount(0);
  });

  test("the admin writes an album in both languages, with its photo's two captions; each language's page shows its own", async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const tag = stamp();
    const title = `Lédenon sprint ${tag}`;
    const titleFr = `Sprint de Lédenon ${tag}`;
    const untranslated = `Albi untranslated ${tag}`;
    await signedIn(page);
    try {
      await page.goto("/admin/gallery/albums/new");
      await expect(page.getByRole("heading", { name: adminEn["adminContent.french"], level: 2 })).toBeVisible();
      await fillEditor(page, "album", { title, year: 2026, description: "A roller-coaster of a track.", titleFr, descriptionFr: "Un tracé en montagnes russes." });
      await save(page, "Created.");
      const albumId = new URL(page.url()).pathname.split("/").pop()!;
      // Its addresses, made from its titles.
      const enPath = `/gallery/albums/${slugify(title)}`;
      const frPath = `/fr/galerie/albums/${slugify(titleFr)}`;
      // The form shows what was stored, French included.
      await expect(page.getByLabel(adminEn["galleryAdmin.album.titleFr"], { exact: true })).toHaveValue(titleFr);
      await expect(page.getByLabel(adminEn["galleryAdmin.album.descriptionFr"], { exact: true })).toHaveValue("Un tracé en montagnes russes.");
      await expect(page.getByRole("link", { name: adminEn["adminContent.viewOnSiteFr"] })).toHaveAttribute("href", frPath);

      // A photo, captioned in both languages with one save.
      await page.getByLabel(adminEn["galleryAdmin.photos.input"], { exact: true }).setInputFiles([await png("french-caption.png", 900, 600)]);
      const photo = page.getByTestId("album-photo");
      await expect(photo).toHaveCount(1, { timeout: 45_000 });
      await photo.getByRole("textbox", { name: "Caption of photo 1", exact: true }).fill("The long descent");
      await photo.getByRole("textbox", { name: "French caption, photo 1", exact: true }).fill("La longue descente");
      await photo.getByRole("button", { name: "Save the caption of photo 1" }).click();
      await expect(page.getByText(adminEn["galleryAdmin.photos.captionSaved"]).first()).toBeVisible();
      await page.reload();
      await expect(photo.getByRole("textbox", { name: "French caption, photo 1", exact: true })).toHaveValue("La longue descente");

      // English page: English words; the switcher leads to the same album in French.
      await page.goto(enPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByText("A roller-coaster of a track.", { exact: true })).toBeVisible();
      await expect.poll(() => photoAlts(page)).toEqual(["The long descent"]);
      await expectAlternates(page, baseURL!, { en: enPath, fr: frPath });
      await page.getByTestId("language-switcher").click();
      await expect(page).toHaveURL(new RegExp(`${frPath}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleFr);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
      await expect(page.getByText("Un tracé en montagnes russes.", { exact: true })).toBeVisible();
      await expect.poll(() => photoAlts(page)).toEqual(["La longue descente"]);
      await expect(page.getByTestId("photo-link")).not.toHaveAttribute("lang", /./);
      await page.goto("/fr/galerie");
      await expect(albumCards(page).getByRole("heading", { name: titleFr })).toBeVisible();

      // A French description without its French title: refused, under the French title, the form given back as typed.
      await page.goto(`/admin/gallery/albums/${albumId}`);
      await page.getByLabel(adminEn["galleryAdmin.album.titleFr"], { exact: true }).fill("");
      await page.getByLabel(adminEn["galleryAdmin.album.descriptionFr"], { exact: true }).fill("Sans titre, refusée.");
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(page.getByLabel(adminEn["galleryAdmin.album.titleFr"], { exact: true })).toHaveAccessibleDescription(new RegExp(`^${FRENCH_TITLE_REQUIRED}`));
      await expect(page.getByLabel(adminEn["galleryAdmin.album.descriptionFr"], { exact: true })).toHaveValue("Sans titre, refusée.");
      // The same refusal from the server, without JavaScript: the page comes back filled, with the message.
      const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
      try {
        await noScript.addCookies(await page.context().cookies());
        const plain = await noScript.newPage();
        await plain.goto(`/admin/gallery/albums/${albumId}`);
        await plain.getByLabel(adminEn["galleryAdmin.album.title"], { exact: true }).fill(`${title} renamed`);
        await plain.getByLabel(adminEn["galleryAdmin.album.titleFr"], { exact: true }).fill("");
        await plain.getByLabel(adminEn["galleryAdmin.album.descriptionFr"], { exact: true }).fill("Sans titre, refusée.");
        await plain.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
        await expect(plain.getByLabel(adminEn["galleryAdmin.album.titleFr"], { exact: true })).toHaveAttribute("aria-invalid", "true");
        await expect(plain.getByLabel(adminEn["galleryAdmin.album.titleFr"], { exact: true })).toHaveAccessibleDescription(new RegExp(`^${FRENCH_TITLE_REQUIRED}`));
        await expect(plain.getByLabel(adminEn["galleryAdmin.album.descriptionFr"], { exact: true })).toHaveValue("Sans titre, refusée.");
        await expect(plain.getByLabel(adminEn["galleryAdmin.album.title"], { exact: true })).toHaveValue(`${title} renamed`);
      } finally {
        await noScript.close();
      }
      // Nothing was saved.
      await page.goto(frPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleFr);

      // An album without French: English on its French page, marked, and not announced in French.
      await page.goto("/admin/gallery/albums/new");
      await fillEditor(page, "album", { title: untranslated, year: 2026, description: "Only in English." });
      await save(page, "Created.");
      await expect(page.getByRole("link", { name: adminEn["adminContent.viewOnSiteFr"] })).toHaveCount(0);
      await page.goto(`/admin/gallery?q=${encodeURIComponent(tag)}`);
      await expect(albumRow(page, untranslated).getByTestId("missing-french")).toHaveText(adminEn["adminContent.missingFrench"]);
      await expect(albumRow(page, title).getByTestId("missing-french")).toHaveCount(0);

      // Its French page is at its English address.
      await page.goto(`/fr/galerie/albums/${slugify(untranslated)}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(untranslated);
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
      await expect(page.getByText("Only in English.", { exact: true })).toHaveAttribute("lang", "en");
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      await page.goto(`/gallery/albums/${slugify(untranslated)}`);
      await expect(page.getByTestId("language-switcher")).toHaveCount(0);
      await page.goto("/fr/galerie");
      await expect(albumCards(page).getByRole("heading", { name: untranslated })).toHaveAttribute("lang", "en");
      await expect(albumCards(page).getByRole("heading", { name: titleFr })).not.toHaveAttribute("lang", /./);
    } finally {
      for (const name of [title, untranslated]) await trash(page, "album", name);
    }
  });

  test("the admin writes a video in both languages; the French gallery shows its French and marks the untranslated one", async ({ page }) => {
    test.setTimeout(90_000);
    const tag = stamp();
    const title = `Lédenon onboard ${tag}`;
    const titleFr = `Lédenon en caméra embarquée ${tag}`;
    const untranslated = `Albi walk ${tag}`;
    await signedIn(page);
    try {
      await page.goto("/admin/gallery/videos/new");
      await fillEditor(page, "video", { title, description: "One flying lap.", titleFr, descriptionFr: "Un tour lancé." });
      await save(page, "Created.");
      await expect(page.getByLabel(adminEn["galleryAdmin.video.titleFr"], { exact: true })).toHaveValue(titleFr);
      await page.goto("/admin/gallery/videos/new");
      await fillEditor(page, "video", { title: untranslated, description: "The paddock at dawn." });
      await save(page, "Created.");

      await page.goto(`/admin/gallery?tab=videos&q=${encodeURIComponent(tag)}`);
      await expect(videoRow(page, untranslated).getByTestId("missing-french")).toHaveText(adminEn["adminContent.missingFrench"]);
      await expect(videoRow(page, title).getByTestId("missing-french")).toHaveCount(0);

      await page.goto("/gallery?category=videos");
      await expect(videoCards(page).filter({ hasText: title })).toContainText("One flying lap.");
      await page.goto("/fr/galerie?category=videos");
      const translated = videoCards(page).filter({ hasText: titleFr });
      await expect(translated.getByRole("heading", { level: 2 })).not.toHaveAttribute("lang", /./);
      await expect(translated).toContainText("Un tour lancé.");
      const english = videoCards(page).filter({ hasText: untranslated });
      await expect(english.getByRole("heading", { level: 2 })).toHaveAttribute("lang", "en");
      await expect(english.getByText("The paddock at dawn.", { exact: true })).toHaveAttribute("lang", "en");
      // The player's dialog names the video in French too.
      await translated.getByRole("link", { name: titleFr }).click();
      await expect(page.getByRole("dialog").getByRole("heading", { name: titleFr })).toBeVisible();
      await page.keyboard.press("Escape");
    } finally {
      for (const name of [title, untranslated]) await trash(page, "video", name);
    }
  });
});
