import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from "drizzle-orm";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import type { Database } from "../../platform/db.server.ts";
import type { ListParams } from "../admin/list.ts";
import { pageInfo, type PageInfo } from "../admin/list.ts";
import { publicationCondition, searchCondition } from "../admin/list.server.ts";
import type { AlbumSort, VideoSort } from "./admin-schema.ts";

export type GalleryAlbum = typeof galleryAlbums.$inferSelect;
export type GalleryPhoto = typeof galleryPhotos.$inferSelect;
export type GalleryVideo = typeof galleryVideos.$inferSelect;

/*
 * Every read leaves out what is in the trash (deleted_at set): an album, a
 * photo, a video, and the photos of an album in the trash.
 */

/** Albums in the order the site shows them (§7); the id settles ties so the admin's order and the page's agree. */
export const albumOrder = [desc(galleryAlbums.year), asc(galleryAlbums.display_order), sql`${galleryAlbums.event_date} desc nulls last`, asc(galleryAlbums.id)];
export const photoOrder = [asc(galleryPhotos.display_order), desc(galleryPhotos.uploaded_at), asc(galleryPhotos.id)];
export const videoOrder = [asc(galleryVideos.display_order), desc(galleryVideos.created_at), asc(galleryVideos.id)];

const liveAlbum = isNull(galleryAlbums.deleted_at);
const livePhoto = isNull(galleryPhotos.deleted_at);
const liveVideo = isNull(galleryVideos.deleted_at);

/**
 * The album's cover: the chosen one, else its first photo, so an album that
 * lost its cover (or got its photos back from the trash) still shows one.
 * The outer id is written out with its table: drizzle leaves columns of a
 * one-table select unqualified, which inside the subquery would mean p.id.
 */
const coverWithFallback = sql<string | null>`coalesce(${galleryAlbums.cover_image_url}, (
  select p.image_url from ${galleryPhotos} p
  where p.album_id = ${galleryAlbums}."id" and p.deleted_at is null
  order by p.display_order asc, p.uploaded_at desc, p.id asc limit 1))`;

/** Albums: year descending, display_order ascending, event_date descending (§7). */
export async function listAlbums(
  db: Database,
  filters: { published?: boolean; year?: number; limit?: number } = {},
): Promise<GalleryAlbum[]> {
  const conditions: SQL[] = [liveAlbum];
  if (filters.published !== undefined) conditions.push(eq(galleryAlbums.published, filters.published));
  if (filters.year !== undefined) conditions.push(eq(galleryAlbums.year, filters.year));
  const query = db
    .select({ ...getTableColumns(galleryAlbums), cover_image_url: coverWithFallback })
    .from(galleryAlbums)
    .where(and(...conditions))
    .orderBy(...albumOrder);
  return filters.limit === undefined ? query : query.limit(filters.limit);
}

/** An album's photos: display_order ascending, then newest upload (§7); none for an album in the trash. */
export async function listPhotos(db: Database, albumId: string): Promise<GalleryPhoto[]> {
  return db
    .select(getTableColumns(galleryPhotos))
    .from(galleryPhotos)
    .innerJoin(galleryAlbums, eq(galleryAlbums.id, galleryPhotos.album_id))
    .where(and(eq(galleryPhotos.album_id, albumId), livePhoto, liveAlbum))
    .orderBy(...photoOrder);
}

/** Videos: display_order ascending, then newest (§7). */
export async function listVideos(db: Database, filters: { published?: boolean; limit?: number } = {}): Promise<GalleryVideo[]> {
  const query = db
    .select()
    .from(galleryVideos)
    .where(and(liveVideo, filters.published === undefined ? undefined : eq(galleryVideos.published, filters.published)))
    .orderBy(...videoOrder);
  return filters.limit === undefined ? query : query.limit(filters.limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One published album; null for drafts, the trash, unknown ids and ids that are not UUIDs (never a database error). */
export async function getPublishedAlbum(db: Database, id: string): Promise<GalleryAlbum | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.id, id), eq(galleryAlbums.published, true), liveAlbum))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Admin reads: every album and video, published or not (§2), never the trash.

export interface AdminAlbumRow {
  id: string;
  title: string;
  year: number;
  event_date: string | null;
  cover: string | null;
  photo_count: number;
  published: boolean;
  updated_at: Date;
}

export interface AdminVideoRow {
  id: string;
  title: string;
  thumbnail_url: string | null;
  duration: string | null;
  published: boolean;
  created_at: Date;
  updated_at: Date;
}

function direction(dir: "asc" | "desc", column: Parameters<typeof asc>[0]) {
  return dir === "asc" ? asc(column) : desc(column);
}

function albumSortOrder(sort: AlbumSort, dir: "asc" | "desc"): SQL[] {
  switch (sort) {
    case "title":
      return [direction(dir, galleryAlbums.title), asc(galleryAlbums.id)];
    case "year":
      return [direction(dir, galleryAlbums.year), ...albumOrder.slice(1)];
    case "photos":
      return [direction(dir, galleryAlbums.photo_count), ...albumOrder];
    case "updated":
      return [direction(dir, galleryAlbums.updated_at), asc(galleryAlbums.id)];
    case "order":
      return dir === "asc" ? albumOrder : [asc(galleryAlbums.year), desc(galleryAlbums.display_order), sql`${galleryAlbums.event_date} asc nulls first`, desc(galleryAlbums.id)];
  }
}

/** The admin's album list: search (title, description), status and year filters, sort, one page. */
export async function listAdminAlbums(db: Database, params: ListParams<AlbumSort>): Promise<{ rows: AdminAlbumRow[]; page: PageInfo }> {
  const where = and(
    liveAlbum,
    searchCondition(params.q, [galleryAlbums.title, galleryAlbums.description]),
    publicationCondition(params.status, galleryAlbums.published),
    params.year === null ? undefined : eq(galleryAlbums.year, params.year),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(galleryAlbums).where(where);
  const page = pageInfo(total, params.page);
  const rows = await db
    .select({
      id: galleryAlbums.id,
      title: galleryAlbums.title,
      year: galleryAlbums.year,
      event_date: galleryAlbums.event_date,
      cover: coverWithFallback,
      photo_count: galleryAlbums.photo_count,
      published: galleryAlbums.published,
      updated_at: galleryAlbums.updated_at,
    })
    .from(galleryAlbums)
    .where(where)
    .orderBy(...albumSortOrder(params.sort, params.dir))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, page };
}

/** The years albums exist for (the year filter's options), newest first. */
export async function listAlbumYears(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ year: galleryAlbums.year }).from(galleryAlbums).where(liveAlbum).orderBy(desc(galleryAlbums.year));
  return rows.map((row) => row.year);
}

/** Every album outside the trash as (id, year), in the public order: what moving and reordering work on. */
export async function listAlbumOrder(db: Database): Promise<Array<{ id: string; year: number }>> {
  return db.select({ id: galleryAlbums.id, year: galleryAlbums.year }).from(galleryAlbums).where(liveAlbum).orderBy(...albumOrder);
}

export async function listVideoOrder(db: Database): Promise<string[]> {
  const rows = await db.select({ id: galleryVideos.id }).from(galleryVideos).where(liveVideo).orderBy(...videoOrder);
  return rows.map((row) => row.id);
}

export async function listPhotoOrder(db: Database, albumId: string): Promise<string[]> {
  const rows = await db
    .select({ id: galleryPhotos.id })
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.album_id, albumId), livePhoto))
    .orderBy(...photoOrder);
  return rows.map((row) => row.id);
}

function videoSortOrder(sort: VideoSort, dir: "asc" | "desc"): SQL[] {
  switch (sort) {
    case "title":
      return [direction(dir, galleryVideos.title), asc(galleryVideos.id)];
    case "created":
      return [direction(dir, galleryVideos.created_at), asc(galleryVideos.id)];
    case "updated":
      return [direction(dir, galleryVideos.updated_at), asc(galleryVideos.id)];
    case "order":
      return dir === "asc" ? videoOrder : [desc(galleryVideos.display_order), asc(galleryVideos.created_at), desc(galleryVideos.id)];
  }
}

/** The admin's video list: search (title, description), status filter, sort, one page. */
export async function listAdminVideos(db: Database, params: ListParams<VideoSort>): Promise<{ rows: AdminVideoRow[]; page: PageInfo }> {
  const where = and(
    liveVideo,
    searchCondition(params.q, [galleryVideos.title, galleryVideos.description]),
    publicationCondition(params.status, galleryVideos.published),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(galleryVideos).where(where);
  const page = pageInfo(total, params.page);
  const rows = await db
    .select({
      id: galleryVideos.id,
      title: galleryVideos.title,
      thumbnail_url: galleryVideos.thumbnail_url,
      duration: galleryVideos.duration,
      published: galleryVideos.published,
      created_at: galleryVideos.created_at,
      updated_at: galleryVideos.updated_at,
    })
    .from(galleryVideos)
    .where(where)
    .orderBy(...videoSortOrder(params.sort, params.dir))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, page };
}

/** One album for the editor (published or not); null when unknown or in the trash. */
export async function getAdminAlbum(db: Database, id: string): Promise<GalleryAlbum | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.id, id), liveAlbum))
    .limit(1);
  return row ?? null;
}

/** The album's photos outside the trash, in their order. */
export async function listAdminPhotos(db: Database, albumId: string): Promise<GalleryPhoto[]> {
  return db
    .select()
    .from(galleryPhotos)
    .where(and(eq(galleryPhotos.album_id, albumId), livePhoto))
    .orderBy(...photoOrder);
}

export async function getAdminVideo(db: Database, id: string): Promise<GalleryVideo | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(galleryVideos)
    .where(and(eq(galleryVideos.id, id), liveVideo))
    .limit(1);
  return row ?? null;
}
