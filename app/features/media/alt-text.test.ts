import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { imageAltIn, ownAlt } from "../../components/responsive-image.tsx";
import { media } from "../../db/schema/media.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { checkImageAlts, saveImageAlts } from "./mutations.server.ts";
import { imageAlts, imageNames, resolveImages } from "./queries.server.ts";
import { ALT_MAX, IMAGE_ALT_FIELDS, postedImageAlts, storedImageUrlsIn } from "./schema.ts";

/** An editor's post: its fields, then one alt pair per image as ImageField posts it. */
function post(fields: Record<string, string | string[]>, alts: Array<[url: string, en: string, fr: string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  for (const [url, en, fr] of alts) {
    form.append(IMAGE_ALT_FIELDS.url, url);
    form.append(IMAGE_ALT_FIELDS.en, en);
    form.append(IMAGE_ALT_FIELDS.fr, fr);
  }
  return form;
}

const MAIN = "/media/uploads/2026/06/main-1600.webp";
const SIDE = "/media/uploads/2026/06/side-1600.webp";

describe("alt text posted with an editor's image fields", () => {
  it("reads the pairs by image URL, spaces tidied", () => {
    const form = post({}, [
      [MAIN, "  A blue car\n at speed ", " Une voiture bleue "],
      [SIDE, "", ""],
    ]);
    expect(postedImageAlts((name) => form.getAll(name))).toEqual(
      new Map([
        [MAIN, { en: "A blue car at speed", fr: "Une voiture bleue" }],
        [SIDE, { en: "", fr: "" }],
      ]),
    );
  });

  it("asks for the English alt text of every stored image, under the field that holds it", () => {
    expect(checkImageAlts(post({ image_url: MAIN, images: [SIDE] }, [[MAIN, "The car", ""]]), ["image_url", "images"])).toEqual({
      errors: { images_alt: "media.alt.required" },
      alts: new Map([[MAIN, { en: "The car", fr: "" }]]),
    });
    // French alone is not enough: English is what every language falls back to.
    expect(checkImageAlts(post({ image_url: MAIN }, [[MAIN, " ", "La voiture"]]), ["image_url"]).errors).toEqual({ image_url_alt: "media.alt.required" });
    expect(checkImageAlts(post({ image_url: MAIN }, [[MAIN, "x".repeat(ALT_MAX + 1), ""]]), ["image_url"]).errors).toEqual({ image_url_alt: "admin.field.tooLong" });
  });

  it("asks nothing of an empty field or an image of another site, and keeps only the texts of the images the fields hold", () => {
    const form = post({ image_url: "", images: ["https://example.com/car.jpg", SIDE] }, [
      [SIDE, "Side view", "Vue de profil"],
      // An image removed from the form: its words are not written.
      [MAIN, "Removed", ""],
    ]);
    expect(checkImageAlts(form, ["image_url", "images"])).toEqual({ errors: {}, alts: new Map([[SIDE, { en: "Side view", fr: "Vue de profil" }]]) });
    // A form without image fields (a video's decorative poster) checks nothing.
    expect(checkImageAlts(form, [])).toEqual({ errors: {}, alts: new Map() });
  });
});

describe("the stored images a value holds", () => {
  it("finds each /media/ address once, at any depth of a row or a page's document, and nothing else", () => {
    const document = { hero: { posterUrl: MAIN, title: "Images live under /media/" }, cards: [{ image: { url: SIDE } }, { image: { url: MAIN } }], link: "https://example.com/media/x.jpg", at: new Date(0), none: null };
    expect(storedImageUrlsIn(document)).toEqual([MAIN, SIDE]);
    expect(storedImageUrlsIn([null, "", "/media/"])).toEqual([]);
  });
});

describe("an image's alt text on a page of one language", () => {
  const image = { alt: "A blue car at speed", altFr: "Une voiture bleue lancée" };
  it("says its own words in the page's language, English marked on a French page when it has no French", () => {
    expect(imageAltIn(image, ownAlt("Marchal MR9"), "en")).toEqual({ alt: "A blue car at speed" });
    expect(imageAltIn(image, ownAlt("Marchal MR9"), "fr")).toEqual({ alt: "Une voiture bleue lancée" });
    expect(imageAltIn({ alt: image.alt }, ownAlt("Marchal MR9"), "fr")).toEqual({ alt: "A blue car at speed", lang: "en" });
  });

  it("falls back to the caller's words without its own, and keeps a given text or a decorative image as they are", () => {
    expect(imageAltIn(undefined, ownAlt("Marchal MR9"), "fr")).toEqual({ alt: "Marchal MR9" });
    expect(imageAltIn({}, ownAlt("Marchal MR9"), "en")).toEqual({ alt: "Marchal MR9" });
    expect(imageAltIn(image, "", "en")).toEqual({ alt: "" });
    expect(imageAltIn(image, "On the grid", "fr")).toEqual({ alt: "On the grid" });
  });
});

describe.each(testDatabaseKinds())("alt text stored with the image on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(media).values([
      { key: MAIN.slice("/media/".length), content_type: "image/webp", bytes: 10, width: 1600, height: 1000, alt: "", original_name: "Monaco 1982 – grille.jpg" },
      { key: SIDE.slice("/media/".length), content_type: "image/webp", bytes: 10, width: 1600, height: 1000, alt: "Old words", alt_fr: "Anciens mots" },
    ]);
  });
  afterAll(() => database?.close());

  it("writes both languages to the media rows, an empty French as none, and reads them back for editors and pages", async () => {
    const { db } = database;
    await saveImageAlts(
      db,
      new Map([
        [MAIN, { en: "A blue car at speed", fr: "Une voiture bleue lancée" }],
        [SIDE, { en: "Side view", fr: "" }],
      ]),
    );
    const [side] = await db.select().from(media).where(eq(media.key, SIDE.slice("/media/".length)));
    expect(side).toMatchObject({ alt: "Side view", alt_fr: null });

    expect(await imageAlts(db, [MAIN, SIDE, null, "https://example.com/x.jpg"])).toEqual({
      [MAIN]: { en: "A blue car at speed", fr: "Une voiture bleue lancée" },
      [SIDE]: { en: "Side view", fr: "" },
    });
    const sources = await resolveImages(db, [MAIN, SIDE]);
    expect(sources[MAIN]).toMatchObject({ alt: "A blue car at speed", altFr: "Une voiture bleue lancée" });
    expect(sources[SIDE]?.alt).toBe("Side view");
    expect(sources[SIDE]).not.toHaveProperty("altFr");
  });

  it("tells editors the name each image was uploaded with, leaving out those stored without one", async () => {
    expect(await imageNames(database.db, [MAIN, SIDE, null, "https://example.com/x.jpg"])).toEqual({ [MAIN]: "Monaco 1982 – grille.jpg" });
    expect(await imageNames(database.db, [])).toEqual({});
  });
});
