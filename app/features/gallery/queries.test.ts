import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { getAlbumView, getPublishedAlbum, listAlbumCards, listAlbums, listPhotos, listPhotoViews, listVideoCards, listVideos } from "./queries.server.ts";

describe.each(testDatabaseKinds())("gallery queries on %s", (kind) => {
  let database: DatabaseHandle;
  let albumId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const album = (title: string, year: number, display_order: number, event_date: string | null, published = true) => ({
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      year,
      display_order,
      event_date,
      published,
    });
    const rows = await database.db
      .insert(galleryAlbums)
      .values([
        album("2024 first", 2024, 0, "2024-05-01"),
        album("2026 second", 2026, 1, "2026-04-01"),
        album("2026 first, late", 2026, 0, "2026-09-01"),
        album("2026 first, early", 2026, 0, "2026-02-01"),
        album("2025 draft", 2025, 0, "2025-06-01", false),
      ])
      .returning({ id: galleryAlbums.id, title: galleryAlbums.title });
    albumId = rows.find((row) => row.title === "2024 first")!.id;
    await database.db.insert(galleryPhotos).values([
      { album_id: albumId, image_url: "/media/b.webp", display_order: 1, uploaded_at: new Date("2026-01-01T00:00:00Z") },
      { album_id: albumId, image_url: "/media/a-old.webp", display_order: 0, uploaded_at: new Date("2026-01-01T00:00:00Z") },
      { album_id: albumId, image_url: "/media/a-new.webp", display_order: 0, uploaded_at: new Date("2026-02-01T00:00:00Z") },
    ]);
    const video = (title: string, display_order: number, created: string, published = true) => ({
      title,
      display_order,
      published,
      created_at: new Date(created),
    });
    await database.db.insert(galleryVideos).values([
      video("Second", 1, "2026-01-01T00:00:00Z"),
      video("First old", 0, "2026-01-01T00:00:00Z"),
      video("First new", 0, "2026-03-01T00:00:00Z"),
      video("Draft", 0, "2026-04-01T00:00:00Z", false),
    ]);
  });
  afterAll(() => database?.close());

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  it("orders albums by year descending, display_order ascending, event_date descending", async () => {
    expect(titles(await listAlbums(database.db))).toEqual(["2026 first, late", "2026 first, early", "2026 second", "2025 draft", "2024 first"]);
  });

  it("filters albums by published and year, with a limit", async () => {
    expect(titles(await listAlbums(database.db, { published: true, year: 2026, limit: 2 }))).toEqual(["2026 first, late", "2026 first, early"]);
    expect(titles(await listAlbums(database.db, { published: false }))).toEqual(["2025 draft"]);
  });

  it("orders an album's photos by display_order, then newest upload", async () => {
    expect((await listPhotos(database.db, albumId)).map((photo) => photo.image_url)).toEqual(["/media/a-new.webp", "/media/a-old.webp", "/media/b.webp"]);
  });

  it("orders videos by display_order, then newest, and filters published with a limit", async () => {
    expect(titles(await listVideos(database.db))).toEqual(["Draft", "First new", "First old", "Second"]);
    expect(titles(await listVideos(database.db, { published: true, limit: 2 }))).toEqual(["First new", "First old"]);
  });

  it("finds a published album by id, never a draft, and answers null to ids that are not UUIDs", async () => {
    const [draft] = await listAlbums(database.db, { published: false });
    expect((await getPublishedAlbum(database.db, albumId))?.title).toBe("2024 first");
    expect(await getPublishedAlbum(database.db, draft!.id)).toBeNull();
    expect(await getPublishedAlbum(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getPublishedAlbum(database.db, "../etc")).toBeNull();
  });

  describe("in French", () => {
    let frenchAlbumId: string;
    let englishAlbumId: string;

    beforeAll(async () => {
      const [frenchAlbum, englishAlbum] = await database.db
        .insert(galleryAlbums)
        .values([
          { title: "Nogaro Classic", slug: "nogaro-classic", description: "A dry weekend.", year: 2027, published: true, title_fr: "Nogaro historique", slug_fr: "nogaro-historique", description_fr: "Un week-end au sec." },
          { title: "Albi untranslated", slug: "albi-untranslated", description: "Only in English.", year: 2027, display_order: 1, published: true },
        ])
        .returning();
      frenchAlbumId = frenchAlbum!.id;
      englishAlbumId = englishAlbum!.id;
      await database.db.insert(galleryPhotos).values([
        { album_id: frenchAlbumId, image_url: "/media/fr-1.webp", caption: "The grid", caption_fr: "La grille", display_order: 0 },
        { album_id: frenchAlbumId, image_url: "/media/fr-2.webp", caption: "The podium", display_order: 1 },
        { album_id: frenchAlbumId, image_url: "/media/fr-3.webp", display_order: 2 },
      ]);
      await database.db.insert(galleryVideos).values([
        { title: "Nogaro onboard", description: "One lap.", display_order: -2, published: true, title_fr: "Nogaro en caméra embarquée" },
        { title: "Albi walk", description: "The paddock.", display_order: -1, published: true },
      ]);
    });

    it("lists album cards in the page's language, English ones marked on the French page", async () => {
      const french = (await listAlbumCards(database.db, "fr")).filter((card) => card.year === 2027);
      expect(french.map(({ title, lang }) => ({ title, lang }))).toEqual([
        { title: "Nogaro historique", lang: undefined },
        { title: "Albi untranslated", lang: "en" },
      ]);
      const english = (await listAlbumCards(database.db, "en")).filter((card) => card.year === 2027);
      expect(english.map(({ title, lang }) => ({ title, lang }))).toEqual([
        { title: "Nogaro Classic", lang: undefined },
        { title: "Albi untranslated", lang: undefined },
      ]);
      // Each card links to the album's address in the page's language.
      expect((await listAlbumCards(database.db, "fr")).filter((card) => card.year === 2027).map((card) => card.slug)).toEqual(["nogaro-historique", "albi-untranslated"]);
      expect(english.map((card) => card.slug)).toEqual(["nogaro-classic", "albi-untranslated"]);
      // English is the default language of the reads.
      expect((await listAlbumCards(database.db)).filter((card) => card.year === 2027).map((card) => card.title)).toEqual(["Nogaro Classic", "Albi untranslated"]);
    });

    it("gives an album's header in the page's language, with its address in each language or none in French", async () => {
      expect(await getAlbumView(database.db, "nogaro-historique", "fr")).toMatchObject({
        id: frenchAlbumId,
        title: "Nogaro historique",
        description: "Un week-end au sec.",
        alternates: { en: "/gallery/albums/nogaro-classic", fr: "/fr/galerie/albums/nogaro-historique" },
      });
      expect(await getAlbumView(database.db, "nogaro-classic", "en")).toMatchObject({ title: "Nogaro Classic", description: "A dry weekend." });
      const untranslated = await getAlbumView(database.db, "albi-untranslated", "fr");
      expect(untranslated).toMatchObject({ title: "Albi untranslated", description: "Only in English.", lang: "en", descriptionLang: "en", alternates: { en: "/gallery/albums/albi-untranslated", fr: null } });
    });

    it("sends any other address of a published album to its slug in the page's language: the other language's slug, its id", async () => {
      expect(await getAlbumView(database.db, "nogaro-classic", "fr")).toEqual({ redirect: "/fr/galerie/albums/nogaro-historique" });
      expect(await getAlbumView(database.db, "nogaro-historique", "en")).toEqual({ redirect: "/gallery/albums/nogaro-classic" });
      expect(await getAlbumView(database.db, frenchAlbumId, "en")).toEqual({ redirect: "/gallery/albums/nogaro-classic" });
      expect(await getAlbumView(database.db, frenchAlbumId, "fr")).toEqual({ redirect: "/fr/galerie/albums/nogaro-historique" });
      // An album without French is at its English slug on French pages too.
      expect(await getAlbumView(database.db, englishAlbumId, "fr")).toEqual({ redirect: "/fr/galerie/albums/albi-untranslated" });
      expect(await getAlbumView(database.db, "no-such-album", "en")).toBeNull();
      expect(await getAlbumView(database.db, "00000000-0000-4000-8000-000000000000", "en")).toBeNull();
    });

    it("captions each photo in the page's language, caption by caption", async () => {
      expect(await listPhotoViews(database.db, frenchAlbumId, "fr")).toEqual([
        expect.objectContaining({ image: "/media/fr-1.webp", caption: "La grille" }),
        expect.objectContaining({ image: "/media/fr-2.webp", caption: "The podium", lang: "en" }),
        expect.objectContaining({ image: "/media/fr-3.webp", caption: null }),
      ]);
      const [first, , third] = await listPhotoViews(database.db, frenchAlbumId, "fr");
      expect(first).not.toHaveProperty("lang");
      expect(third).not.toHaveProperty("lang");
      expect((await listPhotoViews(database.db, frenchAlbumId, "en")).map((photo) => photo.caption)).toEqual(["The grid", "The podium", null]);
    });

    it("lists video cards in the page's language, a missing French description shown in English and marked", async () => {
      const [translated, untranslated] = await listVideoCards(database.db, "fr");
      expect(translated).toMatchObject({ title: "Nogaro en caméra embarquée", description: "One lap.", descriptionLang: "en" });
      expect(translated).not.toHaveProperty("lang");
      expect(untranslated).toMatchObject({ title: "Albi walk", description: "The paddock.", lang: "en", descriptionLang: "en" });
      expect((await listVideoCards(database.db, "en")).slice(0, 2).map((card) => [card.title, card.lang])).toEqual([
        ["Nogaro onboard", undefined],
        ["Albi walk", undefined],
      ]);
    });
  });
});
