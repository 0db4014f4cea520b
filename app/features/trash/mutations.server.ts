import { and, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { Database } from "../../platform/db.server.ts";
import { dropSlugRedirects } from "../redirects/mutations.server.ts";
import { TRASH_RETENTION_DAYS, type TrashType } from "../../lib/trash.ts";

/**
 * The trash: deleting content sets `deleted_at`, which takes the row out of
 * every list and page at once; restoring clears it. Rows older than the
 * retention are purged for good by `purgeExpiredTrash`.
 */
export interface Trashable {
  table: PgTable;
  id: PgColumn;
  deletedAt: PgColumn;
  /** What the trash list shows for the row. */
  title: SQL<string>;
  /** Keeps derived values right after a trash or restore (an album's photo_count). */
  afterChange?: (db: Database, id: string) => Promise<void>;
}

export const trashables: Record<TrashType, Trashable> = {
  car: { table: historicF1Cars, id: historicF1Cars.id, deletedAt: historicF1Cars.deleted_at, title: sql<string>`${historicF1Cars.name}` },
  article: { table: newsArticles, id: newsArticles.id, deletedAt: newsArticles.deleted_at, title: sql<string>`${newsArticles.title}` },
  event: { table: prestigiousEvents, id: prestigiousEvents.id, deletedAt: prestigiousEvents.deleted_at, title: sql<string>`${prestigiousEvents.name}` },
  merchandise: { table: merchandise, id: merchandise.id, deletedAt: merchandise.deleted_at, title: sql<string>`${merchandise.name}` },
  album: { table: galleryAlbums, id: galleryAlbums.id, deletedAt: galleryAlbums.deleted_at, title: sql<string>`${galleryAlbums.title}` },
  photo: {
    table: galleryPhotos,
    id: galleryPhotos.id,
    deletedAt: galleryPhotos.deleted_at,
    title: sql<string>`coalesce(${galleryPhotos.caption}, ${galleryPhotos.image_url})`,
    afterChange: async (db, id) => {
      const [photo] = await db.select({ albumId: galleryPhotos.album_id }).from(galleryPhotos).where(eq(galleryPhotos.id, id));
      if (photo) await refreshPhotoCount(db, photo.albumId);
    },
  },
  video: { table: galleryVideos, id: galleryVideos.id, deletedAt: galleryVideos.deleted_at, title: sql<string>`${galleryVideos.title}` },
  edition: { table: newsletterEditions, id: newsletterEditions.id, deletedAt: newsletterEditions.deleted_at, title: sql<string>`${newsletterEditions.title}` },
};

/** An album's photo_count is the number of its photos not in the trash. */
export async function refreshPhotoCount(db: Database, albumId: string): Promise<void> {
  await db
    .update(galleryAlbums)
    .set({
      photo_count: sql`(select count(*)::int from ${galleryPhotos} where ${galleryPhotos.album_id} = ${albumId} and ${galleryPhotos.deleted_at} is null)`,
    })
    .where(eq(galleryAlbums.id, albumId));
}

/**
 * Moves one row to the trash. Returns its title, or null when there was no
 * such row outside the trash (already deleted, or never existed).
 */
export async function moveToTrash(db: Database, type: TrashType, id: string, now = new Date()): Promise<{ title: string } | null> {
  const entry = trashables[type];
  const rows = (await db
    .update(entry.table)
    .set({ deleted_at: now } as never)
    .where(and(eq(entry.id, id), isNull(entry.deletedAt)))
    .returning({ title: entry.title })) as Array<{ title: string }>;
  if (rows.length === 0) return null;
  await entry.afterChange?.(db, id);
  return rows[0]!;
}

/** The instant before which a trashed row is past its retention: purged at the next housekeeping, never restored. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Takes one row out of the trash; null when it is not there (restored
 * already, purged, or past its 30 days and only waiting for the hourly purge).
 */
export async function restoreFromTrash(db: Database, type: TrashType, id: string, now = new Date()): Promise<{ title: string } | null> {
  const entry = trashables[type];
  const rows = (await db
    .update(entry.table)
    .set({ deleted_at: null } as never)
    .where(and(eq(entry.id, id), gte(entry.deletedAt, retentionCutoff(now))))
    .returning({ title: entry.title })) as Array<{ title: string }>;
  if (rows.length === 0) return null;
  await entry.afterChange?.(db, id);
  return rows[0]!;
}

/** Deletes for good what has been in the trash longer than the retention. Returns how many rows went. */
export async function purgeExpiredTrash(db: Database, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now);
  let purged = 0;
  for (const [type, entry] of Object.entries(trashables) as Array<[TrashType, Trashable]>) {
    const rows = (await db.delete(entry.table).where(lt(entry.deletedAt, cutoff)).returning({ id: entry.id })) as Array<{ id: string }>;
    purged += rows.length;
    // An item gone for good takes its old addresses with it: they could only lead to a 404.
    if (type === "car" || type === "article" || type === "album") await dropSlugRedirects(db, type, rows.map((row) => row.id));
  }
  return purged;
}


