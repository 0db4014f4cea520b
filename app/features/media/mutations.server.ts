import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { media } from "../../db/schema/media.ts";
import { executeRows, type Database } from "../../platform/db.server.ts";
import type { Storage } from "../../platform/storage.server.ts";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import type { Translate } from "../../lib/i18n/index.ts";
import { InvalidImageError, insertMediaRows, mediaUrl, processImage, type StoredImage } from "../../platform/images.server.ts";
import {
  ACCEPTED_IMAGE_TYPES,
  ALT_MAX,
  altErrorName,
  isStoredImageUrl,
  postedImageAlts,
  type AcceptedVideoType,
  type ImageAlt,
  type UploadedImage,
} from "./schema.ts";

/**
 * Stored images nobody uses any more: an item purged from the trash, a photo
 * replaced, an upload whose form was never saved. Left alone, their files stay
 * reachable at /media/… for ever — a photo the team deleted, say for a
 * person's privacy, would still be online. So the hourly housekeeping deletes
 * the files and rows of images that no row of the site's tables mentions.
 *
 * What counts as "mentioned" is read from every table but the few listed
 * below (the audit log keeps old values for ever, the outbox old e-mails, the
 * rest are sign-in machinery): a content table added later protects its
 * images without anyone remembering to list it here. A row in the trash still
 * mentions its images, so restoring it brings them back whole. Uploaded
 * videos are media rows too (one file, no variants): a film a page's
 * published or draft document (site_pages) or a gallery video plays is
 * mentioned there like any image, and kept.
 */
const TABLES_THAT_DO_NOT_KEEP_IMAGES = new Set([
  "media",
  "audit_log",
  "mail_outbox",
  "session",
  "account",
  "verification",
  "two_factor",
  "passkey",
  "jwks",
  "used_totp_codes",
  "auth_throttle",
  "rate_limit",
  // Addresses only, and the largest table of all on a site with a following.
  "newsletter_subscribers",
  // Old slugs and the ids they lead to.
  "slug_redirects",
]);

/** An upload younger than this is kept: its form may still be open in an admin's browser. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** The part every file of one image shares: uploads/2026/11/<uuid> of uploads/2026/11/<uuid>-1600.webp (a video's whole key). */
function stemOf(key: string): string {
  return key.replace(/-\d+\.[a-z0-9]+$/i, "");
}

/** The text of every row that may mention an image, each table at once. */
async function mentioningText(db: Database): Promise<string> {
  const tables = (
    await executeRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)
  ).filter(({ name }) => !TABLES_THAT_DO_NOT_KEEP_IMAGES.has(name));
  const texts = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await executeRows<{ text: string | null }>(db, sql`select string_agg(t::text, ' ') as text from ${sql.identifier(name)} t`);
      return row?.text ?? "";
    }),
  );
  return texts.join(" ");
}

/**
 * Deletes the files, then the row, of every uploaded image older than the
 * grace that no table mentions. A file that cannot be deleted keeps its row,
 * so the next run tries again. Returns how many images went.
 */
export async function purgeOrphanMedia(db: Database, storage: Storage, log: Pick<Logger, "warn">, now = new Date()): Promise<number> {
  const candidates = await db
    .select({ id: media.id, key: media.key, variants: media.variants })
    .from(media)
    // Admins' uploads only: the demo's images are also named by the code (the driver's portrait).
    .where(and(like(media.key, "uploads/%"), lt(media.created_at, new Date(now.getTime() - ORPHAN_GRACE_MS))));
  if (candidates.length === 0) return 0;
  const text = await mentioningText(db);
  let purged = 0;
  for (const image of candidates) {
    if (text.includes(stemOf(image.key))) continue;
    try {
      const keys = new Set([image.key, ...image.variants.map((variant) => variant.key)]);
      for (const key of keys) await storage.delete(key);
      await db.delete(media).where(eq(media.id, image.id));
      purged++;
    } catch (error) {
      log.warn({ err: error, key: image.key }, "unused image could not be deleted; will retry");
    }
  }
  return purged;
}

/**
 * The server side of an image upload: the body is read with a byte budget (a
 * too-large file is refused from its Content-Length before reading, or as soon
 * as the stream passes the budget, never buffered whole), the file's type is
 * decided by its magic bytes — never by its name or declared type — and sharp
 * turns it into AVIF + WebP variants and a placeholder, EXIF left behind.
 */

const MEGABYTE = 1024 * 1024;
/** Widths made for uploads: the album grid on a phone (320: two photos side by side, ~165 px each), cards (480), content columns (960), full-width and lightbox (1600). */
export const UPLOAD_WIDTHS: readonly number[] = [320, 480, 960, 1600];

/** A refusal whose message is meant for the admin, with the HTTP status that goes with it. */
export class UploadRefused extends Error {
  readonly status: 400 | 413 | 415;
  constructor(message: string, status: 400 | 413 | 415) {
    super(message);
    this.name = "UploadRefused";
    this.status = status;
  }
}

export function uploadLimitBytes(maxMegabytes: number): number {
  return Math.floor(maxMegabytes * MEGABYTE);
}

// "17.2": shared with the video field, which says the same before sending a file over the limit.
export { formatMegabytes } from "./schema.ts";

export interface ReceivedFile {
  name: string;
  bytes: Uint8Array;
}

/** A name fit to show in the admin: no path, no control characters, not endless. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, 200);
}

/**
 * The image type from the first bytes of the file. Anything else — HTML,
 * SVG (it can carry scripts), PDF, a renamed text file — is refused whatever
 * its name says.
 */
export async function sniffImageType(bytes: Uint8Array, name: string, t: Translate): Promise<(typeof ACCEPTED_IMAGE_TYPES)[number]> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? "";
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime)) return mime as (typeof ACCEPTED_IMAGE_TYPES)[number];
  // sharp's bundled libheif decodes AVIF but not HEVC: iPhone photos need converting first.
  if (mime === "image/heic" || mime === "image/heif" || mime === "image/heic-sequence" || mime === "image/heif-sequence") {
    throw new UploadRefused(t("media.upload.heic", { name }), 400);
  }
  throw new UploadRefused(t("media.upload.notImage", { name }), 400);
}

/** Storage keys of uploads: by month, under a random id (names are never part of a key). */
function uploadKeyPrefix(now: Date): string {
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  return `uploads/${month}/${crypto.randomUUID()}`;
}

/** Makes the variants and the media row of an accepted file. */
export async function storeUpload(
  deps: { db: Pick<Database, "insert">; storage: Storage },
  file: ReceivedFile,
  t: Translate,
  now = new Date(),
): Promise<StoredImage> {
  try {
    const processed = await processImage(deps.storage, file.bytes, {
      keyPrefix: uploadKeyPrefix(now),
      alt: "",
      widths: UPLOAD_WIDTHS,
      formats: ["avif", "webp"],
      placeholder: true,
      originalName: file.name || null,
    });
    await insertMediaRows(deps.db, [processed.row]);
    return processed.image;
  } catch (error) {
    if (error instanceof InvalidImageError) throw new UploadRefused(t("media.upload.unreadable", { name: file.name }), 400);
    throw error;
  }
}

export function uploadedImage(image: StoredImage): UploadedImage {
  return { url: image.url, width: image.width, height: image.height, placeholder: image.placeholder };
}

// ——— Videos (issue 15) ——————————————————————————————————————————————————————

/**
 * The server side of a video upload (the home hero's film, a gallery video).
 * A film runs to a hundred megabytes, so unlike an image it is never held in
 * memory: the multipart body is parsed as it arrives (busboy), the file part
 * written to a temporary file under DATA_DIR, then copied to the storage from
 * that file (both drivers stream it) and the temporary file removed. Its
 * type is decided by its first bytes, as soon as they are in: a renamed text
 * file is refused before the rest is read. Nothing is converted — browsers
 * play MP4 (H.264) and WebM as they are — so the media row has no variants
 * and no size (width/height would need a demuxer; nothing reads them).
 */

/** Where a video waits between the request and the storage: beside the data, not in a tmpfs /tmp that is memory. */
export function videoPartsDir(dataDir: string): string {
  return path.resolve(dataDir, "upload-parts");
}

/**
 * The video type from the first bytes of the file: MP4 (an ISO media file
 * with its `ftyp` box at offset 4, not one of the image or audio brands that
 * share it) or WebM (EBML header 1A 45 DF A3 whose doctype is "webm").
 * Anything else — a renamed text file, a QuickTime .mov, a Matroska .mkv, an
 * image — is refused with the reason, whatever its name says.
 */
export async function sniffVideoType(head: Uint8Array, name: string, t: Translate): Promise<AcceptedVideoType> {
  const mime = (await fileTypeFromBuffer(head))?.mime ?? "";
  // An .m4v is an MP4 under Apple's brand: every browser that plays MP4 plays it.
  if (mime === "video/mp4" || mime === "video/x-m4v") return "video/mp4";
  if (mime === "video/webm") return "video/webm";
  if (mime === "video/quicktime") throw new UploadRefused(t("media.video.quicktime", { name }), 400);
  throw new UploadRefused(t("media.video.notVideo", { name }), 400);
}

/**
 * Temporary files of uploads that never finished (the process stopped while
 * one was on its way): removed once a day old, when no upload can still be
 * writing them. Returns how many went.
 */
export async function purgeStaleVideoParts(partsDir: string, now = new Date()): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(partsDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".part")) continue;
    const file = path.join(partsDir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || now.getTime() - stat.mtimeMs < ORPHAN_GRACE_MS) continue;
    await fs.promises.rm(file, { force: true });
    removed++;
  }
  return removed;
}

export interface ReceivedVideo {
  name: string;
  /** The temporary file holding it (removed by the caller once stored). */
  file: string;
  bytes: number;
  contentType: AcceptedVideoType;
}

/** Storage keys of uploaded videos: like an image's, with the extension of its type (the storage serves it by that). */
export function videoKey(contentType: AcceptedVideoType, now = new Date()): string {
  return `${uploadKeyPrefix(now)}.${contentType === "video/mp4" ? "mp4" : "webm"}`;
}

/**
 * Stores a received video under a fresh key and writes its media row (type,
 * size, original name), so the purge of unused uploads sees it like any
 * image. The temporary file is removed whatever happens.
 */
export async function storeVideo(
  deps: { db: Pick<Database, "insert">; storage: Storage },
  video: ReceivedVideo,
  now = new Date(),
): Promise<{ id: string; url: string; key: string }> {
  const key = videoKey(video.contentType, now);
  try {
    await deps.storage.putFile(key, video.file, video.contentType);
  } finally {
    await fs.promises.rm(video.file, { force: true });
  }
  const [row] = await deps.db
    .insert(media)
    .values({ key, content_type: video.contentType, bytes: video.bytes, width: null, height: null, original_name: video.name || null, created_at: now })
    .returning({ id: media.id });
  return { id: row!.id, url: mediaUrl(key), key };
}

// ——— Alt text (issue 15) ————————————————————————————————————————————————————

/**
 * An editor's image fields and the alt texts posted with them: a message for
 * each field (under its English alt input: `altErrorName`) whose stored image
 * has no English alt text, or a text too long; and the texts of the images
 * the fields hold, to write with the item. An image of another site (an https
 * address) has no row to keep words in and is not asked for any.
 */
export function checkImageAlts(formData: FormData, fields: readonly string[]): { errors: Record<string, string>; alts: Map<string, ImageAlt> } {
  const posted = postedImageAlts((name) => formData.getAll(name));
  const errors: Record<string, string> = {};
  const alts = new Map<string, ImageAlt>();
  for (const field of fields) {
    for (const value of formData.getAll(field)) {
      if (typeof value !== "string" || !isStoredImageUrl(value.trim())) continue;
      const url = value.trim();
      const alt = posted.get(url);
      if (!alt || alt.en === "") errors[altErrorName(field)] ??= "media.alt.required";
      else if (alt.en.length > ALT_MAX || alt.fr.length > ALT_MAX) errors[altErrorName(field)] ??= "admin.field.tooLong";
      else alts.set(url, alt);
    }
  }
  return { errors, alts };
}

/** Writes images' alt texts to their media rows (French left empty: null, so French pages show the English one, marked). */
export async function saveImageAlts(db: Database, alts: ReadonlyMap<string, ImageAlt>): Promise<void> {
  for (const [url, alt] of alts) {
    await db
      .update(media)
      .set({ alt: alt.en, alt_fr: alt.fr === "" ? null : alt.fr })
      .where(eq(media.key, url.slice("/media/".length)));
  }
}
