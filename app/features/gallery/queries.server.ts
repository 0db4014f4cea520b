import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import type { Database } from "../../platform/db.server.ts";

export type GalleryAlbum = typeof galleryAlbums.$inferSelect;
export type GalleryPhoto = typeof galleryPhotos.$inferSelect;
export type GalleryVideo = typeof galleryVideos.$inferSelect;

/** Albums: year descending, display_order ascending, event_date descending (§7). */
export async function listAlbums(
  db: Database,
  filters: { published?: boolean; year?: number; limit?: number } = {},
): Promise<GalleryAlbum[]> {
  const conditions: SQL[] = [];
  if (filters.published !== undefined) conditions.push(eq(galleryAlbums.published, filters.published));
  if (filters.year !== undefined) conditions.push(eq(galleryAlbums.year, filters.year));
  const query = db
    .select()
    .from(galleryAlbums)
    .where(and(...conditions))
    .orderBy(desc(galleryAlbums.year), asc(galleryAlbums.display_order), sql`${galleryAlbums.event_date} desc nulls last`);
  return filters.limit === undefined ? query : query.limit(filters.limit);
}

/** An album's photos: display_order ascending, then newest upload (§7). */
export async function listPhotos(db: Database, albumId: string): Promise<GalleryPhoto[]> {
  return db
    .select()
    .from(galleryPhotos)
    .where(eq(galleryPhotos.album_id, albumId))
    .orderBy(asc(galleryPhotos.display_order), desc(galleryPhotos.uploaded_at));
}

/** Videos: display_order ascending, then newest (§7). */
export async function listVideos(db: Database, filters: { published?: boolean; limit?: number } = {}): Promise<GalleryVideo[]> {
  const query = db
    .select()
    .from(galleryVideos)
    .where(filters.published === undefined ? undefined : eq(galleryVideos.published, filters.published))
    .orderBy(asc(galleryVideos.display_order), desc(galleryVideos.created_at));
  return filters.limit === undefined ? query : query.limit(filters.limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One published album; null for drafts, unknown ids and ids that are not UUIDs (never a database error). */
export async function getPublishedAlbum(db: Database, id: string): Promise<GalleryAlbum | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.id, id), eq(galleryAlbums.published, true)))
    .limit(1);
  return row ?? null;
}
