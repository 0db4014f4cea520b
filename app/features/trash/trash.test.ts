import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { contentType, TRASHABLE_TYPES } from "../../content/registry.server.ts";
import type { Database, DatabaseHandle } from "../../platform/db.server.ts";
import { moveToTrash, purgeExpiredTrash, restoreFromTrash } from "./mutations.server.ts";
import { listTrash } from "./queries.server.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-09-15T10:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
/** Every type whose declaration has a trash (app/content/): a new one fails below until it can be inserted here. */
const trashTypes = TRASHABLE_TYPES.map((entry) => entry.type);
const trashOf = (type: string) => contentType(type)!.trash!;

/** One row of each kind the trash holds; `n` keeps names and slugs apart. */
async function insertOne(db: Database, type: string, n: string, albumId: string): Promise<string> {
  const one = async (rows: Array<{ id: string }>) => rows[0]!.id;
  switch (type) {
    case "car":
      return one(await db.insert(historicF1Cars).values({ slug: `car-${n}`, name: `Car ${n}`, year: 1978 } as never).returning({ id: historicF1Cars.id }));
    case "article":
      return one(await db.insert(newsArticles).values({ slug: `article-${n}`, title: `Article ${n}` } as never).returning({ id: newsArticles.id }));
    case "event":
      return one(
        await db
          .insert(prestigiousEvents)
          .values({ name: `Event ${n}`, event_type: "race", location: "Spa", event_date: "2027-05-01" } as never)
          .returning({ id: prestigiousEvents.id }),
      );
    case "merchandise":
      return one(await db.insert(merchandise).values({ name: `Cap ${n}`, price: "20", category: "Apparel" } as never).returning({ id: merchandise.id }));
    case "album":
      return one(await db.insert(galleryAlbums).values({ title: `Album ${n}`, slug: `album-${n}`, year: 2026 } as never).returning({ id: galleryAlbums.id }));
    case "photo":
      return one(await db.insert(galleryPhotos).values({ album_id: albumId, image_url: `/media/${n}.webp` } as never).returning({ id: galleryPhotos.id }));
    case "video":
      return one(await db.insert(galleryVideos).values({ title: `Video ${n}` } as never).returning({ id: galleryVideos.id }));
    case "edition":
      return one(await db.insert(newsletterEditions).values({ title: `Edition ${n}`, subject: `Subject ${n}` } as never).returning({ id: newsletterEditions.id }));
    default:
      throw new Error(`the trash test cannot make a ${type} yet: add it to insertOne`);
  }
}

describe.each(testDatabaseKinds())("the trash keeps things 30 days (%s)", (kind) => {
  let database: DatabaseHandle;
  let keptAlbumId: string;
  /** Per type: one row deleted 29 days ago (still restorable) and one 31 days ago (past its time). */
  const rows = new Map<string, { recent: string; expired: string }>();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    keptAlbumId = await insertOne(db, "album", "holder", "");
    for (const type of trashTypes) {
      const recent = await insertOne(db, type, `${type}-recent`, keptAlbumId);
      const expired = await insertOne(db, type, `${type}-expired`, keptAlbumId);
      expect(await moveToTrash(db, trashOf(type), recent, daysAgo(29))).not.toBeNull();
      expect(await moveToTrash(db, trashOf(type), expired, daysAgo(31))).not.toBeNull();
      rows.set(type, { recent, expired });
    }
  });
  afterAll(() => database?.close());

  it("lists only what can still come back, and refuses to restore what is past 30 days", async () => {
    const listed = await listTrash(database.db, TRASHABLE_TYPES, NOW);
    for (const type of trashTypes) {
      const { recent, expired } = rows.get(type)!;
      expect(listed.some((item) => item.id === recent), type).toBe(true);
      expect(listed.some((item) => item.id === expired), type).toBe(false);
      expect(await restoreFromTrash(database.db, trashOf(type), expired, NOW), type).toBeNull();
    }
  });

  it("purges every kind of content after 30 days and keeps the younger ones", async () => {
    // An album past its time takes its photos with it, trashed or not.
    const doomedAlbum = await insertOne(database.db, "album", "doomed", "");
    const photoOfDoomed = await insertOne(database.db, "photo", "of-doomed", doomedAlbum);
    await moveToTrash(database.db, trashOf("album"), doomedAlbum, daysAgo(40));

    const purged = await purgeExpiredTrash(database.db, TRASHABLE_TYPES, NOW);
    expect(purged).toBe(trashTypes.length + 1);
    expect(await database.db.select().from(galleryPhotos).where(eq(galleryPhotos.id, photoOfDoomed))).toEqual([]);

    for (const type of trashTypes) {
      const { recent, expired } = rows.get(type)!;
      expect(await restoreFromTrash(database.db, trashOf(type), expired, NOW), type).toBeNull();
      expect(await restoreFromTrash(database.db, trashOf(type), recent, NOW), type).toMatchObject({ title: expect.any(String) });
    }
    expect(await listTrash(database.db, TRASHABLE_TYPES, NOW)).toEqual([]);
    // The restored photo counts again in its album: two photos were added, one purged, one back.
    const [holder] = await database.db.select({ count: galleryAlbums.photo_count }).from(galleryAlbums).where(eq(galleryAlbums.id, keptAlbumId));
    expect(holder!.count).toBe(1);
  });

  it("keeps a row deleted exactly 30 days ago restorable until the instant passes", async () => {
    const id = await insertOne(database.db, "car", "boundary", "");
    await moveToTrash(database.db, trashOf("car"), id, daysAgo(30));
    expect(await purgeExpiredTrash(database.db, TRASHABLE_TYPES, NOW)).toBe(0);
    expect(await restoreFromTrash(database.db, trashOf("car"), id, new Date(NOW.getTime() + 1))).toBeNull();
    expect(await restoreFromTrash(database.db, trashOf("car"), id, NOW)).toEqual({ title: "Car boundary" });
  });
});
