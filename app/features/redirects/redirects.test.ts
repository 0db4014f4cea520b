import { and, eq } from "drizzle-orm";
import { carTrash } from "../cars/mutations.server.ts";
import { articleTrash } from "../news/mutations.server.ts";
import { TRASHABLE_TYPES } from "../../content/registry.server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { galleryAlbums } from "../../db/schema/gallery.ts";
import { slugRedirects } from "../../db/schema/redirects.ts";
import type { Database, DatabaseHandle } from "../../platform/db.server.ts";
import { carFormSchema } from "../cars/schema.ts";
import { createCar, trashCar, updateCar, setCarPublished } from "../cars/mutations.server.ts";
import { getCarView } from "../cars/queries.server.ts";
import { albumFormSchema } from "../gallery/schema.ts";
import { createAlbum, trashAlbum, updateAlbum } from "../gallery/mutations.server.ts";
import { getAlbumView } from "../gallery/queries.server.ts";
import { articleFormSchema } from "../news/schema.ts";
import { createArticle, trashArticle, updateArticle } from "../news/mutations.server.ts";
import { getArticleView } from "../news/queries.server.ts";
import { purgeExpiredTrash, restoreFromTrash } from "../trash/mutations.server.ts";
import { dropSlugRedirects, recordSlugChange } from "./mutations.server.ts";
import { findSlugRedirect } from "./queries.server.ts";
import { slugChanges } from "./schema.ts";

/**
 * Addresses that never break (issue 15): a slug change keeps the old address
 * as a permanent redirect to the item's current one, in both languages, for
 * articles, cars and albums alike.
 */

describe("slugChanges", () => {
  it("lists each language whose slug changed, from what to what", () => {
    expect(slugChanges("car", "id-1", { en: "a", fr: null }, { en: "b", fr: "b-fr" })).toEqual([
      { type: "car", locale: "en", from: "a", to: "b", targetId: "id-1" },
      { type: "car", locale: "fr", from: null, to: "b-fr", targetId: "id-1" },
    ]);
    expect(slugChanges("car", "id-1", { en: "a", fr: "x" }, { en: "a", fr: "x" })).toEqual([]);
  });

  it("gives a new item's slugs as changes from nothing: they only clear old addresses", () => {
    expect(slugChanges("album", "id-2", null, { en: "a", fr: "a-fr" })).toEqual([
      { type: "album", locale: "en", from: null, to: "a", targetId: "id-2" },
      { type: "album", locale: "fr", from: null, to: "a-fr", targetId: "id-2" },
    ]);
  });

  it("leaves no old address for a slug the item still has in another language", () => {
    // The French address was the English slug; the English one changes, the French one stays "a".
    expect(slugChanges("article", "id-3", { en: "a", fr: "a" }, { en: "b", fr: "a" })).toEqual([{ type: "article", locale: "en", from: null, to: "b", targetId: "id-3" }]);
    expect(slugChanges("article", "id-3", { en: "a", fr: "b" }, { en: "b", fr: "c" })).toEqual([
      { type: "article", locale: "en", from: "a", to: "b", targetId: "id-3" },
      { type: "article", locale: "fr", from: null, to: "c", targetId: "id-3" },
    ]);
  });
});

describe.each(testDatabaseKinds())("slug redirects on %s", (kind) => {
  let database: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database?.close());

  const redirectRows = async (type: "article" | "car" | "album", targetId: string) =>
    (await db.select().from(slugRedirects).where(and(eq(slugRedirects.type, type), eq(slugRedirects.target_id, targetId))))
      .map((row) => `${row.locale}:${row.old_slug}`)
      .sort();

  const car = (fields: Record<string, string>) =>
    carFormSchema.parse({ name: "Redirect car", year: "1978", price: "", status: "available", car_category: "catalog", published: "on", ...fields });
  async function newCar(fields: Record<string, string>) {
    const created = await createCar(db, car(fields));
    if (!created.ok) throw new Error(created.reason);
    return created.after;
  }

  const article = (fields: Record<string, string>) => articleFormSchema.parse({ title: "Redirect article", category: "news", content: "Words.", published: "on", ...fields });
  async function newArticle(fields: Record<string, string>) {
    const created = await createArticle(db, article(fields));
    if (!created.ok) throw new Error(created.reason);
    return created.after;
  }

  const album = (fields: Record<string, string>) => albumFormSchema.parse({ title: "Redirect album", year: "2026", published: "on", ...fields });
  async function newAlbum(fields: Record<string, string>) {
    const created = await createAlbum(db, album(fields));
    if (!created.ok) throw new Error(created.reason);
    return created.after;
  }

  it("renamed twice, a car's two old addresses both lead to the current one in one hop, in both languages", async () => {
    const row = await newCar({ slug: "rd-car-a" });
    expect((await updateCar(db, row.id, car({ slug: "rd-car-b" }))).ok).toBe(true);
    expect((await updateCar(db, row.id, car({ slug: "rd-car-c" }))).ok).toBe(true);
    for (const old of ["rd-car-a", "rd-car-b"]) {
      expect(await getCarView(db, old, "en")).toEqual({ redirect: "/collection/rd-car-c" });
      // A car without a French slug of its own is at its English one on the French page (as before).
      expect(await getCarView(db, old, "fr")).toEqual({ redirect: "/fr/collection/rd-car-c" });
    }
    expect(await getCarView(db, "rd-car-c", "en")).toMatchObject({ slug: "rd-car-c" });
    expect(await redirectRows("car", row.id)).toEqual(["en:rd-car-a", "en:rd-car-b"]);
  });

  it("a car's French slug changed leads its old French address to the new one, and to the English page's own", async () => {
    const french = { description_fr: "Une voiture.", slug_fr: "rd-voiture-a" };
    const row = await newCar({ slug: "rd-fr-car", ...french });
    expect((await updateCar(db, row.id, car({ slug: "rd-fr-car", ...french, slug_fr: "rd-voiture-b" }))).ok).toBe(true);
    expect(await getCarView(db, "rd-voiture-a", "fr")).toEqual({ redirect: "/fr/collection/rd-voiture-b" });
    expect(await getCarView(db, "rd-voiture-a", "en")).toEqual({ redirect: "/collection/rd-fr-car" });
    expect(await getCarView(db, "rd-voiture-b", "fr")).toMatchObject({ slug: "rd-voiture-b" });
    expect(await redirectRows("car", row.id)).toEqual(["fr:rd-voiture-a"]);
  });

  it("going back to an old slug makes it live again, and the slug left leads back to it: no loop", async () => {
    const row = await newArticle({ slug: "rd-news-a" });
    expect((await updateArticle(db, row.id, article({ slug: "rd-news-b" }))).ok).toBe(true);
    expect(await getArticleView(db, "rd-news-a", "en")).toEqual({ redirect: "/news/rd-news-b" });
    expect((await updateArticle(db, row.id, article({ slug: "rd-news-a" }))).ok).toBe(true);
    expect(await getArticleView(db, "rd-news-a", "en")).toMatchObject({ slug: "rd-news-a", title: "Redirect article" });
    expect(await getArticleView(db, "rd-news-b", "en")).toEqual({ redirect: "/news/rd-news-a" });
    expect(await redirectRows("article", row.id)).toEqual(["en:rd-news-b"]);
  });

  it("an article's French address changed, and an article without French, answer on the French pages", async () => {
    const french = { title_fr: "Article de redirection", content_fr: "Des mots." };
    const row = await newArticle({ slug: "rd-news-en", ...french, slug_fr: "rd-actu-a" });
    expect((await updateArticle(db, row.id, article({ slug: "rd-news-en-2", ...french, slug_fr: "rd-actu-b" }))).ok).toBe(true);
    expect(await getArticleView(db, "rd-actu-a", "fr")).toEqual({ redirect: "/fr/actualites/rd-actu-b" });
    expect(await getArticleView(db, "rd-news-en", "en")).toEqual({ redirect: "/news/rd-news-en-2" });
    // The old English address on a French page: the article's French page.
    expect(await getArticleView(db, "rd-news-en", "fr")).toEqual({ redirect: "/fr/actualites/rd-actu-b" });
    const english = await newArticle({ slug: "rd-only-english" });
    expect((await updateArticle(db, english.id, article({ slug: "rd-only-english-2" }))).ok).toBe(true);
    expect(await getArticleView(db, "rd-only-english", "fr")).toEqual({ redirect: "/fr/actualites/rd-only-english-2" });
  });

  it("another item taking a freed slug wins, in both languages; the first one keeps its other old address", async () => {
    const first = await newAlbum({ slug: "rd-album-a", title_fr: "Album un", slug_fr: "rd-album-un" });
    expect((await updateAlbum(db, first.id, album({ slug: "rd-album-b", title_fr: "Album un", slug_fr: "rd-album-deux" }))).ok).toBe(true);
    expect(await getAlbumView(db, "rd-album-a", "en")).toEqual({ redirect: "/gallery/albums/rd-album-b" });
    expect(await getAlbumView(db, "rd-album-un", "fr")).toEqual({ redirect: "/fr/galerie/albums/rd-album-deux" });
    // A new album takes the old English slug, and a car takes a freed slug of its own type.
    const second = await newAlbum({ title: "Second album", slug: "rd-album-a" });
    expect(await getAlbumView(db, "rd-album-a", "en")).toMatchObject({ id: second.id, title: "Second album" });
    expect(await getAlbumView(db, "rd-album-a", "fr")).toMatchObject({ id: second.id });
    expect(await redirectRows("album", first.id)).toEqual(["fr:rd-album-un"]);
    // Taking the old French slug as its English one clears that old address too: one address, one album.
    const third = await newAlbum({ title: "Third album", slug: "rd-album-un" });
    expect(await getAlbumView(db, "rd-album-un", "fr")).toMatchObject({ id: third.id });
    expect(await redirectRows("album", first.id)).toEqual([]);
  });

  it("an album's old id address and its old slugs all lead to its current slug", async () => {
    const row = await newAlbum({ slug: "rd-id-album" });
    expect(await getAlbumView(db, row.id, "en")).toEqual({ redirect: "/gallery/albums/rd-id-album" });
    expect((await updateAlbum(db, row.id, album({ slug: "rd-id-album-2" }))).ok).toBe(true);
    expect(await getAlbumView(db, row.id, "en")).toEqual({ redirect: "/gallery/albums/rd-id-album-2" });
    expect(await getAlbumView(db, "rd-id-album", "fr")).toEqual({ redirect: "/fr/galerie/albums/rd-id-album-2" });
  });

  it("an old address of an item in the trash, or hidden, is a 404; restored and published, it leads to it again", async () => {
    const row = await newCar({ slug: "rd-trash-a" });
    await updateCar(db, row.id, car({ slug: "rd-trash-b" }));
    await trashCar(db, row.id);
    expect(await getCarView(db, "rd-trash-a", "en")).toBeNull();
    expect(await getCarView(db, "rd-trash-b", "en")).toBeNull();
    await restoreFromTrash(db, carTrash, row.id);
    expect(await getCarView(db, "rd-trash-a", "en")).toEqual({ redirect: "/collection/rd-trash-b" });
    await setCarPublished(db, row.id, false);
    expect(await getCarView(db, "rd-trash-a", "en")).toBeNull();

    const news = await newArticle({ slug: "rd-trash-news-a" });
    await updateArticle(db, news.id, article({ slug: "rd-trash-news-b" }));
    await trashArticle(db, news.id);
    expect(await getArticleView(db, "rd-trash-news-a", "en")).toBeNull();
    // A scheduled article is not public yet: its old address is a 404 until then.
    await restoreFromTrash(db, articleTrash, news.id);
    await updateArticle(db, news.id, article({ slug: "rd-trash-news-b", published_at: "2999-01-01T10:00" }));
    expect(await getArticleView(db, "rd-trash-news-a", "en")).toBeNull();

    const albumRow = await newAlbum({ slug: "rd-trash-album-a" });
    await updateAlbum(db, albumRow.id, album({ slug: "rd-trash-album-b" }));
    await trashAlbum(db, albumRow.id);
    expect(await getAlbumView(db, "rd-trash-album-a", "en")).toBeNull();
    expect(await getAlbumView(db, albumRow.id, "en")).toBeNull();
  });

  it("a save refused for a taken slug changes nothing and leaves no redirect", async () => {
    const taken = await newCar({ slug: "rd-taken" });
    const row = await newCar({ slug: "rd-free" });
    expect(await updateCar(db, row.id, car({ slug: "rd-taken" }))).toEqual({ ok: false, reason: "slugTaken" });
    expect(await redirectRows("car", row.id)).toEqual([]);
    expect(await getCarView(db, "rd-free", "en")).toMatchObject({ slug: "rd-free" });
    expect(await getCarView(db, "rd-taken", "en")).toMatchObject({ id: taken.id });
  });

  it("records a change directly (the driver page's way): nothing without a slug before, the page's language first", async () => {
    await recordSlugChange(db, { type: "driver", locale: "en", from: null, to: "rd-driver-a", targetId: "driver" });
    await recordSlugChange(db, { type: "driver", locale: "en", from: "rd-driver-a", to: "rd-driver-a", targetId: "driver" });
    expect(await findSlugRedirect(db, "driver", "en", "rd-driver-a")).toBeNull();
    await recordSlugChange(db, { type: "driver", locale: "en", from: "rd-driver-a", to: "rd-driver-b", targetId: "driver" });
    expect(await findSlugRedirect(db, "driver", "en", "rd-driver-a")).toBe("driver");
    // The other language's old address is found too, after the page's own.
    expect(await findSlugRedirect(db, "driver", "fr", "rd-driver-a")).toBe("driver");
    await recordSlugChange(db, { type: "album", locale: "en", from: "rd-shared", to: "rd-x", targetId: "album-en" });
    await recordSlugChange(db, { type: "album", locale: "fr", from: "rd-shared", to: "rd-y", targetId: "album-fr" });
    expect(await findSlugRedirect(db, "album", "fr", "rd-shared")).toBe("album-fr");
    expect(await findSlugRedirect(db, "album", "en", "rd-shared")).toBe("album-en");
    // Types never mix.
    expect(await findSlugRedirect(db, "car", "en", "rd-driver-a")).toBeNull();
    // Back to the first slug: it is live again, so it is nobody's old address.
    await recordSlugChange(db, { type: "driver", locale: "en", from: "rd-driver-b", to: "rd-driver-a", targetId: "driver" });
    expect(await findSlugRedirect(db, "driver", "en", "rd-driver-a")).toBeNull();
    expect(await findSlugRedirect(db, "driver", "en", "rd-driver-b")).toBe("driver");
    await dropSlugRedirects(db, "album", ["album-en", "album-fr"]);
    expect(await findSlugRedirect(db, "album", "en", "rd-shared")).toBeNull();
  });

  it("the trash's purge takes the old addresses of what it deletes for good", async () => {
    const row = await newCar({ slug: "rd-purge-a" });
    await updateCar(db, row.id, car({ slug: "rd-purge-b" }));
    const kept = await newCar({ slug: "rd-kept-a" });
    await updateCar(db, kept.id, car({ slug: "rd-kept-b" }));
    await db.update(historicF1Cars).set({ deleted_at: new Date("2020-01-01T00:00:00Z") }).where(eq(historicF1Cars.id, row.id));
    await purgeExpiredTrash(db, TRASHABLE_TYPES);
    expect(await redirectRows("car", row.id)).toEqual([]);
    expect(await redirectRows("car", kept.id)).toEqual(["en:rd-kept-a"]);
    // The albums' purge too (their table is another).
    const albumRow = await newAlbum({ slug: "rd-purge-album-a" });
    await updateAlbum(db, albumRow.id, album({ slug: "rd-purge-album-b" }));
    await db.update(galleryAlbums).set({ deleted_at: new Date("2020-01-01T00:00:00Z") }).where(eq(galleryAlbums.id, albumRow.id));
    await purgeExpiredTrash(db, TRASHABLE_TYPES);
    expect(await redirectRows("album", albumRow.id)).toEqual([]);
  });
});
