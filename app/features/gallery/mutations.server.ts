import { and, eq, inArray, isNull, max, min, sql } from "drizzle-orm";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import { postgresErrorCode, UNIQUE_VIOLATION, type Database } from "../../platform/db.server.ts";
import { publicationFlash as schedulableFlash, type ContentEditorWrites, type ContentWriteOutcome } from "../admin/mutations.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { moveToTrash, type Trashable } from "../trash/mutations.server.ts";
import { dropSlugRedirects, recordSlugChanges } from "../redirects/mutations.server.ts";
import { type AlbumInput, type VideoInput, videoFieldsSchema } from "./schema.ts";
import { isVideoFileUrl } from "../media/schema.ts";
import { isAlbumLive, isAlbumSlugTaken, isVideoLive, listAlbumOrder, listPhotoOrder, listVideoOrder, type GalleryAlbum, type GalleryPhoto, type GalleryVideo, embedCodeProblem, isPlayableVideoUrl } from "./queries.server.ts";

/** An album in the trash: its title in the list; purged for good, its old addresses go too. */
export const albumTrash: Trashable = {
  table: galleryAlbums,
  id: galleryAlbums.id,
  deletedAt: galleryAlbums.deleted_at,
  title: sql<string>`${galleryAlbums.title}`,
  afterPurge: (db, ids) => dropSlugRedirects(db, "album", ids),
};

/** A photo in the trash: its caption (or file) in the list; its album counts only the photos outside the trash. */
export const photoTrash: Trashable = {
  table: galleryPhotos,
  id: galleryPhotos.id,
  deletedAt: galleryPhotos.deleted_at,
  title: sql<string>`coalesce(${galleryPhotos.caption}, ${galleryPhotos.image_url})`,
  afterChange: async (db, id) => {
    const [photo] = await db.select({ albumId: galleryPhotos.album_id }).from(galleryPhotos).where(eq(galleryPhotos.id, id));
    if (photo) await refreshPhotoCount(db, photo.albumId);
  },
};

export const videoTrash: Trashable = { table: galleryVideos, id: galleryVideos.id, deletedAt: galleryVideos.deleted_at, title: sql<string>`${galleryVideos.title}` };

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
 * Writes of the admin's gallery. Each returns what the route records in the
 * audit log (the row before and after); none of them calls the audit itself,
 * so a route records only what committed.
 */

const liveAlbum = (id: string) => and(eq(galleryAlbums.id, id), isNull(galleryAlbums.deleted_at));
const livePhoto = (id: string) => and(eq(galleryPhotos.id, id), isNull(galleryPhotos.deleted_at));
const liveVideo = (id: string) => and(eq(galleryVideos.id, id), isNull(galleryVideos.deleted_at));

export type Change<T> = { before: T | null; after: T };

// ---------------------------------------------------------------------------
// Order

/**
 * Puts `ids` (some of the items, in their new order) into the places those
 * items hold in `full`, leaving every other item where it is: a page of the
 * list, or the albums of one year, can be reordered on its own. Null when an
 * id is not in `full` (deleted meanwhile, or never there).
 */
export function reorderWithin(full: readonly string[], ids: readonly string[]): string[] | null {
  const places = ids.map((id) => full.indexOf(id));
  if (places.some((place) => place === -1) || new Set(ids).size !== ids.length) return null;
  const sortedPlaces = [...places].sort((a, b) => a - b);
  const next = [...full];
  sortedPlaces.forEach((place, index) => {
    next[place] = ids[index]!;
  });
  return next;
}

/** Swaps an item with its neighbour; null when there is none on that side (or `sameGroup` says the neighbour is another group). */
export function moveWithin(full: readonly string[], id: string, direction: "up" | "down", sameGroup: (a: string, b: string) => boolean = () => true): string[] | null {
  const index = full.indexOf(id);
  const other = direction === "up" ? index - 1 : index + 1;
  if (index === -1 || other < 0 || other >= full.length || !sameGroup(id, full[other]!)) return null;
  const next = [...full];
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

type OrderTable = typeof galleryAlbums | typeof galleryPhotos | typeof galleryVideos;

/** display_order = position, in one statement. */
async function writeOrder(db: Database, table: OrderTable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await db
    .update(table)
    .set({ display_order: sql`case ${table.id} ${cases} end` })
    .where(inArray(table.id, [...ids]));
}

export type OrderResult = { ok: true; before: string[]; after: string[] } | { ok: false };

async function saveOrder(db: Database, table: OrderTable, read: (tx: Database) => Promise<string[]>, change: (full: string[]) => string[] | null): Promise<OrderResult> {
  return db.transaction(async (tx) => {
    const before = await read(tx);
    const after = change(before);
    if (!after) return { ok: false } as const;
    await writeOrder(tx, table, after);
    return { ok: true, before, after } as const;
  });
}

/** Albums are shown by year first: an album moves among the albums of its own year. */
export async function moveAlbum(db: Database, id: string, direction: "up" | "down"): Promise<OrderResult> {
  let years = new Map<string, number>();
  return saveOrder(
    db,
    galleryAlbums,
    async (tx) => {
      const rows = await listAlbumOrder(tx);
      years = new Map(rows.map((row) => [row.id, row.year]));
      return rows.map((row) => row.id);
    },
    (full) => moveWithin(full, id, direction, (a, b) => years.get(a) === years.get(b)),
  );
}

export async function reorderAlbums(db: Database, ids: readonly string[]): Promise<OrderResult> {
  return saveOrder(db, galleryAlbums, async (tx) => (await listAlbumOrder(tx)).map((row) => row.id), (full) => reorderWithin(full, ids));
}

export async function moveVideo(db: Database, id: string, direction: "up" | "down"): Promise<OrderResult> {
  return saveOrder(db, galleryVideos, listVideoOrder, (full) => moveWithin(full, id, direction));
}

export async function reorderVideos(db: Database, ids: readonly string[]): Promise<OrderResult> {
  return saveOrder(db, galleryVideos, listVideoOrder, (full) => reorderWithin(full, ids));
}

export async function movePhoto(db: Database, albumId: string, id: string, direction: "up" | "down"): Promise<OrderResult> {
  return saveOrder(db, galleryPhotos, (tx) => listPhotoOrder(tx, albumId), (full) => moveWithin(full, id, direction));
}

export async function reorderPhotos(db: Database, albumId: string, ids: readonly string[]): Promise<OrderResult> {
  return saveOrder(db, galleryPhotos, (tx) => listPhotoOrder(tx, albumId), (full) => reorderWithin(full, ids));
}

// ---------------------------------------------------------------------------
// Albums

/** Why an album's save was refused: one of its addresses is another album's. */
export type AlbumSlugConflict = "slugTaken" | "slugFrTaken";

export type AlbumWriteResult = ({ ok: true } & Change<GalleryAlbum>) | { ok: false; reason: AlbumSlugConflict | "notFound" };

/** Whether one of the album's addresses is already another album's (its English or French slug, in either column). */
async function albumSlugConflict(db: Database, input: Pick<AlbumInput, "slug" | "slug_fr">, exceptId?: string): Promise<AlbumSlugConflict | null> {
  if (await isAlbumSlugTaken(db, input.slug, exceptId)) return "slugTaken";
  if (input.slug_fr !== null && (await isAlbumSlugTaken(db, input.slug_fr, exceptId))) return "slugFrTaken";
  return null;
}

/** Two saves racing for one address: the unique index decides, and its name says which address it was. */
function albumSlugRaceLost(error: unknown): AlbumSlugConflict | null {
  if (postgresErrorCode(error) !== UNIQUE_VIOLATION) return null;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { constraint, constraint_name } = current as { constraint?: unknown; constraint_name?: unknown };
    if (String(constraint ?? constraint_name ?? "").includes("slug_fr")) return "slugFrTaken";
    current = (current as { cause?: unknown }).cause;
  }
  return "slugTaken";
}

/** An album's own address per language (French: only with its French version). */
const albumSlugs = (row: Pick<GalleryAlbum, "slug" | "slug_fr">) => ({ en: row.slug, fr: row.slug_fr });

/** A new album comes first among the albums of its year. */
export async function createAlbum(db: Database, input: AlbumInput): Promise<AlbumWriteResult> {
  const conflict = await albumSlugConflict(db, input);
  if (conflict) return { ok: false, reason: conflict };
  try {
    return await db.transaction(async (tx) => {
      const [first] = await tx
        .select({ order: min(galleryAlbums.display_order) })
        .from(galleryAlbums)
        .where(and(eq(galleryAlbums.year, input.year), isNull(galleryAlbums.deleted_at)));
      const [row] = await tx
        .insert(galleryAlbums)
        .values({ ...input, display_order: first?.order === null || first?.order === undefined ? 0 : first.order - 1 })
        .returning();
      // Its addresses are live now: no old address of another album may shadow them.
      await recordSlugChanges(tx, "album", row!.id, null, albumSlugs(row!));
      return { ok: true, before: null, after: row! } as const;
    });
  } catch (error) {
    const lost = albumSlugRaceLost(error);
    if (lost) return { ok: false, reason: lost };
    throw error;
  }
}

/**
 * Saves the editor's fields. A changed slug keeps the old address as a
 * permanent redirect to the album (features/redirects), written in the same
 * transaction as the new slug.
 */
export async function updateAlbum(db: Database, id: string, input: AlbumInput, now = new Date()): Promise<AlbumWriteResult> {
  const [before] = await db.select().from(galleryAlbums).where(liveAlbum(id));
  if (!before) return { ok: false, reason: "notFound" };
  const conflict = await albumSlugConflict(db, input, id);
  if (conflict) return { ok: false, reason: conflict };
  try {
    return await db.transaction(async (tx) => {
      const [after] = await tx
        .update(galleryAlbums)
        .set({ ...input, updated_at: now })
        .where(liveAlbum(id))
        .returning();
      if (!after) return { ok: false, reason: "notFound" } as const;
      await recordSlugChanges(tx, "album", id, albumSlugs(before), albumSlugs(after), now);
      return { ok: true, before, after } as const;
    });
  } catch (error) {
    const lost = albumSlugRaceLost(error);
    if (lost) return { ok: false, reason: lost };
    throw error;
  }
}

export async function setAlbumPublished(db: Database, id: string, published: boolean, now = new Date()): Promise<Change<GalleryAlbum> | null> {
  const [before] = await db.select().from(galleryAlbums).where(liveAlbum(id));
  if (!before) return null;
  const [after] = await db.update(galleryAlbums).set({ published, updated_at: now }).where(liveAlbum(id)).returning();
  return after ? { before, after } : null;
}

export async function trashAlbum(db: Database, id: string): Promise<{ before: GalleryAlbum } | null> {
  const [before] = await db.select().from(galleryAlbums).where(liveAlbum(id));
  if (!before) return null;
  return (await moveToTrash(db, albumTrash, id)) ? { before } : null;
}

// ---------------------------------------------------------------------------
// Photos

export interface NewPhoto {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * Adds uploaded images to the album, after its last photo and in the order
 * given; the first becomes the cover when the album has none. photo_count
 * follows in the same transaction.
 */
export async function addPhotos(db: Database, albumId: string, photos: readonly NewPhoto[], now = new Date()): Promise<{ album: GalleryAlbum; photos: GalleryPhoto[] } | null> {
  return db.transaction(async (tx) => {
    // Locks the album row so two uploads at once number their photos one after the other.
    const [album] = await tx.select().from(galleryAlbums).where(liveAlbum(albumId)).for("update");
    if (!album) return null;
    const [last] = await tx
      .select({ order: max(galleryPhotos.display_order) })
      .from(galleryPhotos)
      .where(and(eq(galleryPhotos.album_id, albumId), isNull(galleryPhotos.deleted_at)));
    const start = last?.order === null || last?.order === undefined ? 0 : last.order + 1;
    const inserted = await tx
      .insert(galleryPhotos)
      .values(photos.map((photo, index) => ({ album_id: albumId, image_url: photo.url, width: photo.width, height: photo.height, display_order: start + index, uploaded_at: now })))
      .returning();
    await refreshPhotoCount(tx, albumId);
    const [after] = await tx
      .update(galleryAlbums)
      .set({ cover_image_url: album.cover_image_url ?? photos[0]!.url, updated_at: now })
      .where(eq(galleryAlbums.id, albumId))
      .returning();
    return { album: after!, photos: inserted };
  });
}

/** A photo of this album (outside the trash), or null. */
async function albumPhoto(db: Database, albumId: string, photoId: string): Promise<GalleryPhoto | null> {
  const [photo] = await db
    .select()
    .from(galleryPhotos)
    .where(and(livePhoto(photoId), eq(galleryPhotos.album_id, albumId)));
  return photo ?? null;
}

/** A photo's captions, English and French (null: French pages show the English one). */
export async function setPhotoCaption(db: Database, albumId: string, photoId: string, captions: { caption: string | null; caption_fr: string | null }): Promise<Change<GalleryPhoto> | null> {
  const before = await albumPhoto(db, albumId, photoId);
  if (!before) return null;
  const [after] = await db.update(galleryPhotos).set({ caption: captions.caption, caption_fr: captions.caption_fr }).where(livePhoto(photoId)).returning();
  return after ? { before, after } : null;
}

export async function setAlbumCover(db: Database, albumId: string, photoId: string, now = new Date()): Promise<Change<GalleryAlbum> | null> {
  const photo = await albumPhoto(db, albumId, photoId);
  if (!photo) return null;
  const [before] = await db.select().from(galleryAlbums).where(liveAlbum(albumId));
  if (!before) return null;
  const [after] = await db.update(galleryAlbums).set({ cover_image_url: photo.image_url, updated_at: now }).where(liveAlbum(albumId)).returning();
  return after ? { before, after } : null;
}

/**
 * Moves a photo to the trash (photo_count follows). When it was the cover,
 * the cover goes back to unset: the album then shows its first photo.
 */
export async function trashPhoto(db: Database, albumId: string, photoId: string, now = new Date()): Promise<{ before: GalleryPhoto } | null> {
  return db.transaction(async (tx) => {
    const before = await albumPhoto(tx, albumId, photoId);
    if (!before) return null;
    if (!(await moveToTrash(tx, photoTrash, photoId, now))) return null;
    await tx
      .update(galleryAlbums)
      .set({ cover_image_url: null, updated_at: now })
      .where(and(eq(galleryAlbums.id, albumId), eq(galleryAlbums.cover_image_url, before.image_url)));
    return { before };
  });
}

// ---------------------------------------------------------------------------
// Videos

/** A new video comes first in the list. */
export async function createVideo(db: Database, input: VideoInput): Promise<GalleryVideo> {
  return db.transaction(async (tx) => {
    const [first] = await tx.select({ order: min(galleryVideos.display_order) }).from(galleryVideos).where(isNull(galleryVideos.deleted_at));
    const [row] = await tx
      .insert(galleryVideos)
      .values({ ...input, display_order: first?.order === null || first?.order === undefined ? 0 : first.order - 1 })
      .returning();
    return row!;
  });
}

export async function updateVideo(db: Database, id: string, input: VideoInput, now = new Date()): Promise<Change<GalleryVideo> | null> {
  const [before] = await db.select().from(galleryVideos).where(liveVideo(id));
  if (!before) return null;
  const [after] = await db
    .update(galleryVideos)
    .set({ ...input, updated_at: now })
    .where(liveVideo(id))
    .returning();
  return after ? { before, after } : null;
}

export async function setVideoPublished(db: Database, id: string, published: boolean, now = new Date()): Promise<Change<GalleryVideo> | null> {
  const [before] = await db.select().from(galleryVideos).where(liveVideo(id));
  if (!before) return null;
  const [after] = await db.update(galleryVideos).set({ published, updated_at: now }).where(liveVideo(id)).returning();
  return after ? { before, after } : null;
}

export async function trashVideo(db: Database, id: string): Promise<{ before: GalleryVideo } | null> {
  const [before] = await db.select().from(galleryVideos).where(liveVideo(id));
  if (!before) return null;
  return (await moveToTrash(db, videoTrash, id)) ? { before } : null;
}

/**
 * The video form as the server checks it: the fields, plus what the public
 * player accepts (the same parser as the page): a url the player can play,
 * and an embed code that is exactly one iframe from YouTube or Vimeo.
 */
export const videoFormSchema = videoFieldsSchema.superRefine(
  (value, ctx) => {
    if (typeof value.video_url === "string" && !isPlayableVideoUrl(value.video_url)) {
      // A video file, but on a host the site's policy does not let pages play from (VIDEO_FILE_HOSTS).
      const elsewhere = isVideoFileUrl(value.video_url) && value.video_url.trim().toLowerCase().startsWith("https://");
      ctx.addIssue({ code: "custom", path: ["video_url"], message: elsewhere ? "galleryAdmin.error.videoHost" : "galleryAdmin.error.videoUrl" });
    }
    if (typeof value.video_embed_code === "string") {
      const problem = embedCodeProblem(value.video_embed_code);
      if (problem === "notIframe") ctx.addIssue({ code: "custom", path: ["video_embed_code"], message: "galleryAdmin.error.embedNotIframe" });
      if (problem === "host") ctx.addIssue({ code: "custom", path: ["video_embed_code"], message: "galleryAdmin.error.embedHost" });
    }
  },
  // Checked even when another field is wrong: a form posted without JavaScript hears of every problem at once.
  { when: () => true },
);

/** An update that found nothing to change is a row that is gone. */
const outcome = <Row extends { id: string }>(change: Change<Row> | null): ContentWriteOutcome<Row> => (change ? { ok: true, ...change } : { ok: false, reason: "notFound" });

/** A gallery item's toast when it is published or hidden. */
const publicationFlash = (row: { title: string; published: boolean }) => ({ message: row.published ? ("galleryAdmin.nowPublic" as const) : ("galleryAdmin.nowHidden" as const), values: { name: row.title } });

/** The albums as the admin's content kit writes them (the gallery list's row buttons and the album editor); publishing one whose time is ahead schedules it, and the toast says when. */
export function albumWrites(locale: Locale = DEFAULT_LOCALE): ContentEditorWrites<AlbumInput, GalleryAlbum> {
  return {
    type: "album",
    listPath: "/admin/gallery",
    itemPath: (id) => `/admin/gallery/albums/${id}`,
    create: (db, input) => createAlbum(db, input),
    update: (db, id, input) => updateAlbum(db, id, input),
    live: isAlbumLive,
    trash: async (db, id) => {
      const trashed = await trashAlbum(db, id);
      return trashed && { name: trashed.before.title, before: trashed.before };
    },
    setPublished: async (db, id, published) => {
      const change = await setAlbumPublished(db, id, published);
      return change && { ...change, flash: schedulableFlash(change.after.title, change.after.published, change.after.publish_at, locale) };
    },
  };
}

/** The videos as the admin's content kit writes them; the editor's schema is `videoFormSchema` (it checks the playback too). */
export const videoWrites: ContentEditorWrites<VideoInput, GalleryVideo> = {
  type: "video",
  listPath: "/admin/gallery?tab=videos",
  itemPath: (id) => `/admin/gallery/videos/${id}`,
  create: async (db, input) => ({ ok: true, before: null, after: await createVideo(db, input) }),
  update: async (db, id, input) => outcome(await updateVideo(db, id, input)),
  live: isVideoLive,
  trash: async (db, id) => {
    const trashed = await trashVideo(db, id);
    return trashed && { name: trashed.before.title, before: trashed.before };
  },
  setPublished: async (db, id, published) => {
    const change = await setVideoPublished(db, id, published);
    return change && { ...change, flash: publicationFlash(change.after) };
  },
};
