import { describe, expect, it } from "vitest";
import { albumFormSchema, albumIntentSchema, videoFieldsSchema } from "./schema.ts";
import { videoFormSchema } from "./mutations.server.ts";
import { albumAlternates, albumIn, photoIn, videoIn } from "./queries.server.ts";

/**
 * Albums, their photos' captions and videos in two languages (issue 13,
 * decision 013): the words of each language's page, the English marked where
 * French is missing, and the editors' rule that a French version is whole.
 */

const english = { title: "Spa Classic", description: "Rain in the Ardennes." };
const french = { title_fr: "Spa historique", description_fr: "La pluie des Ardennes." };

describe("albumIn and videoIn", () => {
  for (const [name, wordsIn] of [
    ["albumIn", albumIn],
    ["videoIn", videoIn],
  ] as const) {
    it(`${name}: English pages show the English, unmarked, whatever French exists`, () => {
      expect(wordsIn({ ...english, ...french }, "en")).toEqual(english);
      expect(wordsIn({ ...english, title_fr: null, description_fr: null }, "en")).toEqual(english);
    });

    it(`${name}: a French page shows the French version, unmarked`, () => {
      expect(wordsIn({ ...english, ...french }, "fr")).toEqual({ title: "Spa historique", description: "La pluie des Ardennes." });
    });

    it(`${name}: without a French version, a French page shows the English, title and description marked lang=en`, () => {
      expect(wordsIn({ ...english, title_fr: null, description_fr: null }, "fr")).toEqual({ ...english, lang: "en", descriptionLang: "en" });
      // No description at all: nothing to mark but the title.
      expect(wordsIn({ title: "Spa Classic", description: null, title_fr: null, description_fr: null }, "fr")).toEqual({ title: "Spa Classic", description: null, lang: "en" });
    });

    it(`${name}: a French version without its description shows the English one, only it marked`, () => {
      expect(wordsIn({ ...english, title_fr: "Spa historique", description_fr: null }, "fr")).toEqual({ title: "Spa historique", description: "Rain in the Ardennes.", descriptionLang: "en" });
      // Neither language has a description: French title, nothing marked.
      expect(wordsIn({ title: "Spa Classic", description: null, title_fr: "Spa historique", description_fr: null }, "fr")).toEqual({ title: "Spa historique", description: null });
    });
  }
});

describe("photoIn", () => {
  it("gives the French caption on French pages and the English one on English pages", () => {
    expect(photoIn({ caption: "Chequered flag", caption_fr: "Le drapeau à damier" }, "fr")).toEqual({ caption: "Le drapeau à damier" });
    expect(photoIn({ caption: "Chequered flag", caption_fr: "Le drapeau à damier" }, "en")).toEqual({ caption: "Chequered flag" });
  });

  it("falls back to the English caption on a French page, marked; no caption at all stays unmarked (the page's own alt text)", () => {
    expect(photoIn({ caption: "Chequered flag", caption_fr: null }, "fr")).toEqual({ caption: "Chequered flag", lang: "en" });
    expect(photoIn({ caption: null, caption_fr: null }, "fr")).toEqual({ caption: null });
    // A French caption without an English one still shows on French pages.
    expect(photoIn({ caption: null, caption_fr: "Le paddock" }, "fr")).toEqual({ caption: "Le paddock" });
    expect(photoIn({ caption: null, caption_fr: "Le paddock" }, "en")).toEqual({ caption: null });
  });
});

describe("albumAlternates", () => {
  it("addresses an album at its slug in each language", () => {
    expect(albumAlternates({ slug: "spa-classic", slug_fr: "spa-historique", title_fr: "Spa historique" })).toEqual({ en: "/gallery/albums/spa-classic", fr: "/fr/galerie/albums/spa-historique" });
  });

  it("gives a French album without a French slug its English one on the French page", () => {
    expect(albumAlternates({ slug: "spa-classic", slug_fr: null, title_fr: "Spa historique" })).toEqual({ en: "/gallery/albums/spa-classic", fr: "/fr/galerie/albums/spa-classic" });
  });

  it("does not announce the French page of an album without French", () => {
    expect(albumAlternates({ slug: "spa-classic", slug_fr: null, title_fr: null })).toEqual({ en: "/gallery/albums/spa-classic", fr: null });
  });
});

describe("the editors' French rule", () => {
  const album = { title: "Spa Classic", year: "2026" };
  const video = { title: "Onboard lap" };
  const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));

  for (const [name, schema, base] of [
    ["album", albumFormSchema, album],
    ["video (browser)", videoFieldsSchema, video],
    ["video (server)", videoFormSchema, video],
  ] as const) {
    it(`${name}: French is optional as a whole`, () => {
      const parsed = schema.parse({ ...base, title_fr: "  ", description_fr: "" });
      expect(parsed).toMatchObject({ title_fr: null, description_fr: null });
    });

    it(`${name}: a French title alone, or with its description, is a French version`, () => {
      expect(schema.parse({ ...base, title_fr: " Spa historique " })).toMatchObject({ title_fr: "Spa historique", description_fr: null });
      expect(schema.parse({ ...base, ...french })).toMatchObject(french);
    });

    it(`${name}: a French description without a French title is refused under the French title`, () => {
      expect(issues(schema.safeParse({ ...base, description_fr: "La pluie des Ardennes." }))).toEqual({ title_fr: "admin.field.frenchTitleRequired" });
    });

    it(`${name}: the French rule is heard with the other fields' problems`, () => {
      expect(issues(schema.safeParse({ title: "", description_fr: "La pluie des Ardennes." }))).toMatchObject({ title: "admin.field.required", title_fr: "admin.field.frenchTitleRequired" });
    });

    it(`${name}: French texts have the English ones' length limits`, () => {
      expect(issues(schema.safeParse({ ...base, title_fr: "x".repeat(201) }))).toEqual({ title_fr: "admin.field.tooLong" });
    });
  }

  it("reads a photo's two captions, each optional", () => {
    const id = "0b6a3c1e-9a6f-4c47-9d7f-2f0d0f9b6a11";
    expect(albumIntentSchema.parse({ intent: "caption", id, caption: " Chequered flag ", caption_fr: "Le drapeau à damier" })).toEqual({ intent: "caption", id, caption: "Chequered flag", caption_fr: "Le drapeau à damier" });
    expect(albumIntentSchema.parse({ intent: "caption", id, caption: "Chequered flag", caption_fr: " " })).toEqual({ intent: "caption", id, caption: "Chequered flag", caption_fr: null });
    expect(albumIntentSchema.parse({ intent: "caption", id })).toEqual({ intent: "caption", id, caption: null, caption_fr: null });
    expect(albumIntentSchema.safeParse({ intent: "caption", id, caption_fr: "x".repeat(501) }).success).toBe(false);
  });
});
