import { and, asc, count, desc, eq, getTableColumns, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import type { Database } from "../../platform/db.server.ts";
import { env } from "../../platform/env.server.ts";
import { type ListParams, pageInfo, type PageInfo } from "../admin/schema.ts";
import type { AlbumSort, VideoSort, VideoPlayback, AlbumCard, AlbumHeader, PhotoView, VideoCard } from "./schema.ts";
import sanitizeHtml from "sanitize-html";
import { liveCondition, previewListWithDrafts, previewWithDraft, publicationCondition, rowExists, searchCondition } from "../admin/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { findSlugRedirect } from "../redirects/queries.server.ts";
import { isUuid } from "../../lib/ids.ts";

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

/** An album visitors see at `now`: published and not scheduled for later. */
const publicAlbum = (now: Date) => liveCondition(galleryAlbums.published, galleryAlbums.publish_at, now);

/** Whether visitors see the album now: its edits may wait as a draft. */
export const isAlbumLive = (db: Database, id: string) => rowExists(db, galleryAlbums, and(eq(galleryAlbums.id, id), liveAlbum, publicAlbum(new Date())));

/** Whether visitors see the video now: its edits may wait as a draft. */
export const isVideoLive = (db: Database, id: string) => rowExists(db, galleryVideos, and(eq(galleryVideos.id, id), liveVideo, eq(galleryVideos.published, true)));

/**
 * Albums: year descending, display_order ascending, event_date descending (§7).
 * `published: true` is what visitors see at `now` (an album scheduled for
 * later is not yet); `false`, the drafts.
 */
export async function listAlbums(
  db: Database,
  filters: { published?: boolean; year?: number; limit?: number; now?: Date } = {},
): Promise<GalleryAlbum[]> {
  const conditions: SQL[] = [liveAlbum];
  if (filters.published === true) conditions.push(publicAlbum(filters.now ?? new Date()));
  if (filters.published === false) conditions.push(eq(galleryAlbums.published, false));
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


/** One album visitors see; null for drafts, albums scheduled for later, the trash, unknown ids and ids that are not UUIDs (never a database error). */
export async function getPublishedAlbum(db: Database, id: string, now = new Date()): Promise<GalleryAlbum | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.id, id), publicAlbum(now), liveAlbum))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Admin reads: every album and video, published or not (§2), never the trash.

export interface AdminAlbumRow {
  id: string;
  title: string;
  /** Whether the album has its French version (the list shows which miss one). */
  hasFrench: boolean;
  year: number;
  event_date: string | null;
  cover: string | null;
  photo_count: number;
  published: boolean;
  /** When a published album goes public (a future one: scheduled); null: at once. */
  publishAt: Date | null;
  updated_at: Date;
}

export interface AdminVideoRow {
  id: string;
  title: string;
  /** Whether the video has its French version (the list shows which miss one). */
  hasFrench: boolean;
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

/** The admin's album list: search (title, description, in either language), status and year filters, sort, one page. */
export async function listAdminAlbums(db: Database, params: ListParams<AlbumSort>, now = new Date()): Promise<{ rows: AdminAlbumRow[]; page: PageInfo }> {
  const where = and(
    liveAlbum,
    searchCondition(params.q, [galleryAlbums.title, galleryAlbums.description, galleryAlbums.title_fr, galleryAlbums.description_fr]),
    publicationCondition(params.status, galleryAlbums.published, galleryAlbums.publish_at, now),
    params.year === null ? undefined : eq(galleryAlbums.year, params.year),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(galleryAlbums).where(where);
  const page = pageInfo(total, params.page);
  const rows = await db
    .select({
      id: galleryAlbums.id,
      title: galleryAlbums.title,
      hasFrench: sql<boolean>`${galleryAlbums.title_fr} is not null`,
      year: galleryAlbums.year,
      event_date: galleryAlbums.event_date,
      cover: coverWithFallback,
      photo_count: galleryAlbums.photo_count,
      published: galleryAlbums.published,
      publishAt: galleryAlbums.publish_at,
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

/** The admin's video list: search (title, description, in either language), status filter, sort, one page. */
export async function listAdminVideos(db: Database, params: ListParams<VideoSort>): Promise<{ rows: AdminVideoRow[]; page: PageInfo }> {
  const where = and(
    liveVideo,
    searchCondition(params.q, [galleryVideos.title, galleryVideos.description, galleryVideos.title_fr, galleryVideos.description_fr]),
    publicationCondition(params.status, galleryVideos.published),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(galleryVideos).where(where);
  const page = pageInfo(total, params.page);
  const rows = await db
    .select({
      id: galleryVideos.id,
      title: galleryVideos.title,
      hasFrench: sql<boolean>`${galleryVideos.title_fr} is not null`,
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
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.id, id), liveAlbum))
    .limit(1);
  return row ?? null;
}

/**
 * Whether another album (trashed ones included: the columns are unique)
 * already has this address, as its English or its French slug: one address
 * never leads to two albums.
 */
export async function isAlbumSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: galleryAlbums.id })
    .from(galleryAlbums)
    .where(and(or(eq(galleryAlbums.slug, slug), eq(galleryAlbums.slug_fr, slug)), exceptId ? ne(galleryAlbums.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
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
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(galleryVideos)
    .where(and(eq(galleryVideos.id, id), liveVideo))
    .limit(1);
  return row ?? null;
}

/**
 * A video's stored embed code is never put on the page. It is parsed (with
 * sanitize-html's HTML parser, entities decoded), the first iframe's src is
 * taken, and only a player URL of YouTube or Vimeo survives; the page then
 * renders its own <iframe> with that src.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

function parseHttpsUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  return url;
}

/** Keeps only the player parameters worth keeping (start time, Vimeo's private-link hash). */
function playerQuery(url: URL, keep: readonly string[]): string {
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = url.searchParams.get(name);
    if (value && /^[A-Za-z0-9]{1,32}$/.test(value)) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

const youtubeEmbed = (id: string, url: URL) => `https://www.youtube-nocookie.com/embed/${id}${playerQuery(url, ["start"])}`;
const vimeoEmbed = (id: string, hash: string | null) => `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ""}`;

/**
 * A player URL of an allowed host, normalised: https://www.youtube.com/embed/…,
 * https://www.youtube-nocookie.com/embed/… (both played from the no-cookie host)
 * or https://player.vimeo.com/video/…; null for anything else.
 */
export function allowedEmbedSrc(value: string): string | null {
  const url = parseHttpsUrl(value);
  if (!url) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "www.youtube.com" || url.hostname === "www.youtube-nocookie.com") {
    const [first, id, ...rest] = segments;
    if (first === "embed" && id && YOUTUBE_ID.test(id) && rest.length === 0) return youtubeEmbed(id, url);
    return null;
  }
  if (url.hostname === "player.vimeo.com") {
    const [first, id, ...rest] = segments;
    if (first === "video" && id && VIMEO_ID.test(id) && rest.length === 0) {
      const hash = url.searchParams.get("h");
      return vimeoEmbed(id, hash && VIMEO_HASH.test(hash) ? hash : null);
    }
  }
  return null;
}

/** The src of the first iframe in an embed code, if it is an allowed player; anything else in the code is ignored. */
export function embedSrcFromCode(code: string | null | undefined): string | null {
  if (!code?.trim()) return null;
  let src: string | undefined;
  sanitizeHtml(code, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: (name, attribs) => {
      if (src === undefined && name === "iframe") src = attribs.src ?? "";
    },
  });
  return src ? allowedEmbedSrc(src) : null;
}

/** A YouTube or Vimeo page URL (watch, short link, shorts, channel) as its player URL. */
export function embedSrcFromPageUrl(value: string): string | null {
  const direct = allowedEmbedSrc(value);
  if (direct) return direct;
  const url = parseHttpsUrl(value);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (url.pathname === "/watch") {
      const id = url.searchParams.get("v");
      return id && YOUTUBE_ID.test(id) ? youtubeEmbed(id, url) : null;
    }
    const [first, id] = segments;
    if ((first === "shorts" || first === "embed" || first === "live") && id && YOUTUBE_ID.test(id) && segments.length === 2) return youtubeEmbed(id, url);
    return null;
  }
  if (host === "youtu.be") {
    const [id] = segments;
    return id && segments.length === 1 && YOUTUBE_ID.test(id) ? youtubeEmbed(id, url) : null;
  }
  if (host === "vimeo.com") {
    // vimeo.com/{id}, vimeo.com/{id}/{hash} (private link), vimeo.com/channels/{name}/{id}
    const idIndex = segments.findIndex((segment) => VIMEO_ID.test(segment));
    if (idIndex === -1) return null;
    const before = segments.slice(0, idIndex);
    const okPrefix = before.length === 0 || (before.length === 2 && before[0] === "channels");
    const after = segments.slice(idIndex + 1);
    if (!okPrefix || after.length > 1 || (after.length === 1 && !VIMEO_HASH.test(after[0]!))) return null;
    return vimeoEmbed(segments[idIndex]!, after[0] ?? url.searchParams.get("h"));
  }
  return null;
}

/**
 * A direct video file: a path on this site, or an https address on one of
 * the hosts the operator allows (VIDEO_FILE_HOSTS, the CSP's media-src);
 * .mp4 or .webm.
 */
export function videoFileSource(value: string, allowedHosts: readonly string[] = env().VIDEO_FILE_HOSTS): { src: string; type: "video/mp4" | "video/webm" } | null {
  const trimmed = value.trim();
  let src: string;
  let pathname: string;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.includes("\\")) {
    const url = new URL(trimmed, "https://site.invalid");
    src = `${url.pathname}${url.search}`;
    pathname = url.pathname;
  } else {
    const url = parseHttpsUrl(trimmed);
    if (!url || !allowedHosts.includes(url.origin)) return null;
    src = url.href;
    pathname = url.pathname;
  }
  const extension = pathname.toLowerCase().match(/\.(mp4|webm)$/)?.[1];
  if (!extension) return null;
  return { src, type: extension === "mp4" ? "video/mp4" : "video/webm" };
}

/**
 * How a video plays (§2): from its embed code; if there is none (or it holds
 * no allowed player), from its video url — a YouTube or Vimeo page becomes its
 * player, a .mp4/.webm file plays in a <video> element; otherwise nothing, and
 * the page shows a placeholder.
 */
export function videoPlayback(video: { video_embed_code: string | null; video_url: string | null }, allowedHosts: readonly string[] = env().VIDEO_FILE_HOSTS): VideoPlayback {
  const fromCode = embedSrcFromCode(video.video_embed_code);
  if (fromCode) return { kind: "embed", src: fromCode };
  if (video.video_url?.trim()) {
    const fromPage = embedSrcFromPageUrl(video.video_url);
    if (fromPage) return { kind: "embed", src: fromPage };
    const file = videoFileSource(video.video_url, allowedHosts);
    if (file) return { kind: "file", ...file };
  }
  return { kind: "none" };
}

/**
 * Why an admin's embed code is refused, or null when it is exactly what the
 * public page can play: one iframe (nothing else: no script, no other tag,
 * no stray text) whose src is a YouTube or Vimeo player.
 */
export function embedCodeProblem(code: string): "notIframe" | "host" | null {
  const tags: string[] = [];
  let src: string | undefined;
  let text = "";
  sanitizeHtml(code, {
    allowedTags: [],
    allowedAttributes: {},
    // Raw-text elements' bodies must count as content too, so nothing is discarded unseen.
    nonTextTags: [],
    onOpenTag: (name, attribs) => {
      tags.push(name);
      if (name === "iframe") src = attribs.src ?? "";
      // The page never renders the code itself, but what is kept should be plain markup.
      if (Object.keys(attribs).some((attribute) => /^on/i.test(attribute) || attribute.toLowerCase() === "srcdoc")) tags.push("handler");
    },
    textFilter: (value) => {
      text += value;
      return value;
    },
  });
  if (tags.length !== 1 || tags[0] !== "iframe" || text.trim() !== "") return "notIframe";
  return src && allowedEmbedSrc(src) ? null : "host";
}

/** Whether a video url is one the public player can play: a YouTube or Vimeo page, or a .mp4/.webm file. */
export function isPlayableVideoUrl(value: string, allowedHosts: readonly string[] = env().VIDEO_FILE_HOSTS): boolean {
  return embedSrcFromPageUrl(value) !== null || videoFileSource(value, allowedHosts) !== null;
}

// ---------------------------------------------------------------------------
// Public reads, in the page's language.

/** Marks a text of another language than the page's (English on a French page). */
const markedEnglish = (locale: Locale) => (locale === "en" ? {} : { lang: "en" as const });

/**
 * A title and description on a page of one language: the French ones on a
 * French page when the item has its French version (its French title), else
 * the English, with `lang` saying so. Field by field: a French item without
 * a French description shows the English one, its `descriptionLang` saying so.
 */
function titledIn(
  row: { title: string; description: string | null; title_fr: string | null; description_fr: string | null },
  locale: Locale,
): { title: string; description: string | null; lang?: Locale; descriptionLang?: Locale } {
  if (locale === "fr" && row.title_fr !== null) {
    if (row.description_fr === null && row.description !== null) return { title: row.title_fr, description: row.description, descriptionLang: "en" };
    return { title: row.title_fr, description: row.description_fr };
  }
  if (locale === "en") return { title: row.title, description: row.description };
  return { title: row.title, description: row.description, lang: "en", ...(row.description === null ? {} : { descriptionLang: "en" as const }) };
}

/** An album's words on a page of one language (see titledIn); English always exists. */
export function albumIn(row: Pick<GalleryAlbum, "title" | "description" | "title_fr" | "description_fr">, locale: Locale) {
  return titledIn(row, locale);
}

/** A video's words on a page of one language (see titledIn). */
export function videoIn(row: Pick<GalleryVideo, "title" | "description" | "title_fr" | "description_fr">, locale: Locale) {
  return titledIn(row, locale);
}

/** A photo's caption (also its alt text) on a page of one language: the French one when set, else the English one, marked. */
export function photoIn(row: Pick<GalleryPhoto, "caption" | "caption_fr">, locale: Locale): { caption: string | null; lang?: Locale } {
  if (locale === "fr" && row.caption_fr !== null) return { caption: row.caption_fr };
  return { caption: row.caption, ...(row.caption === null ? {} : markedEnglish(locale)) };
}

/** An album's address on a page of one language: its French slug on a French page when it has its French version, else the English one. */
export function albumSlugIn(row: Pick<GalleryAlbum, "slug" | "slug_fr" | "title_fr">, locale: Locale): string {
  return locale === "fr" && row.title_fr !== null && row.slug_fr !== null ? row.slug_fr : row.slug;
}

/**
 * Where an album lives in each language, at its slug there; null for French
 * when it has no French version (not announced there).
 */
export function albumAlternates(row: Pick<GalleryAlbum, "slug" | "slug_fr" | "title_fr">): Record<Locale, string | null> {
  return {
    en: pathIn(`/gallery/albums/${row.slug}`, "en"),
    fr: row.title_fr === null ? null : pathIn(`/gallery/albums/${albumSlugIn(row, "fr")}`, "fr"),
  };
}

/*
 * The words helpers (albumIn, videoIn, photoIn) set a `lang` only where a
 * text is not in the page's language, so their result is spread as it is.
 */

/** The Photos tab: the albums visitors see, year descending, then display order (§7), titled in the page's language. */
export async function listAlbumCards(db: Database, locale: Locale = DEFAULT_LOCALE, now = new Date()): Promise<AlbumCard[]> {
  const rows = await listAlbums(db, { published: true, now });
  return rows.map((row) => {
    const { title, lang } = albumIn(row, locale);
    return { id: row.id, slug: albumSlugIn(row, locale), title, ...(lang ? { lang } : {}), year: row.year, date: row.event_date, cover: row.cover_image_url, photoCount: row.photo_count };
  });
}

/** The Videos tab: published videos in display order (§7), each with how it plays, in the page's language. */
export async function listVideoCards(db: Database, locale: Locale = DEFAULT_LOCALE, { preview = false }: { preview?: boolean } = {}): Promise<VideoCard[]> {
  // An admin's preview shows each video with its draft waiting.
  const rows = await previewListWithDrafts(db, "video", await listVideos(db, { published: true }), preview);
  return rows.map((row) => ({ id: row.id, ...videoIn(row, locale), thumbnail: row.thumbnail_url, duration: row.duration, playback: videoPlayback(row) }));
}

/** A published album's header in the page's language, with its address in each. */
export function toAlbumHeader(row: GalleryAlbum, locale: Locale = DEFAULT_LOCALE): AlbumHeader {
  return { id: row.id, ...albumIn(row, locale), year: row.year, date: row.event_date, alternates: albumAlternates(row) };
}

/**
 * An album's page, from its address in the page's language. Any other
 * address of a published album answers `{ redirect }` to that one: its other
 * language's slug, its id (albums were addressed by id before issue 15), a
 * slug it had before a rename (features/redirects). Drafts, albums scheduled
 * for later, the trash and unknown addresses are null (a 404).
 */
export async function getAlbumView(db: Database, address: string, locale: Locale = DEFAULT_LOCALE, { now = new Date(), preview = false }: { now?: Date; preview?: boolean } = {}): Promise<AlbumHeader | { redirect: string } | null> {
  const rows = await db
    .select()
    .from(galleryAlbums)
    // An admin's preview (`?preview=draft`) shows a draft or a scheduled album as it will look once public.
    .where(and(or(eq(galleryAlbums.slug, address), eq(galleryAlbums.slug_fr, address)), preview ? undefined : publicAlbum(now), liveAlbum))
    .limit(2);
  // The page's own language's address wins should two albums share a slug across languages.
  const row = rows.find((candidate) => albumSlugIn(candidate, locale) === address) ?? rows[0];
  if (row) {
    const slug = albumSlugIn(row, locale);
    if (slug !== address) return { redirect: pathIn(`/gallery/albums/${slug}`, locale) };
    // The preview of a live album shows its draft waiting, at the address visitors use today.
    const shown = await previewWithDraft(db, "album", row, preview);
    return toAlbumHeader({ ...shown, slug: row.slug, slug_fr: row.slug_fr }, locale);
  }
  const targetId = isUuid(address) ? address : await findSlugRedirect(db, "album", locale, address);
  const target = targetId ? await getPublishedAlbum(db, targetId, now) : null;
  if (!target) return null;
  const slug = albumSlugIn(target, locale);
  return slug === address ? null : { redirect: pathIn(`/gallery/albums/${slug}`, locale) };
}

/** An album's photos in display order, then newest upload (§7), captioned in the page's language. */
export async function listPhotoViews(db: Database, albumId: string, locale: Locale = DEFAULT_LOCALE): Promise<PhotoView[]> {
  const rows = await listPhotos(db, albumId);
  return rows.map((row) => ({ id: row.id, image: row.image_url, ...photoIn(row, locale) }));
}
