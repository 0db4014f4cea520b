import crypto from "node:crypto";
import type sharpModule from "sharp";
import type { OutputInfo, Sharp } from "sharp";
import { media, type MediaVariant } from "../db/schema/media.ts";
import type { Database } from "./db.server.ts";
import type { Storage } from "./storage.server.ts";

/**
 * Turns one image (upload or generated) into responsive variants in storage
 * plus one `media` row. WebP always; AVIF only when asked (uploads): it costs
 * several times WebP's encode time, fine once per upload, too slow for the
 * seed's budget. Never per request.
 */

/**
 * sharp, loaded with the first image made: libvips costs a server ~20 MB
 * resident from the moment it is imported, and most processes never make an
 * image (visitors only read what uploads made).
 */
export async function loadSharp(): Promise<typeof sharpModule> {
  return (await import("sharp")).default;
}

export const DEFAULT_IMAGE_WIDTHS: readonly number[] = [480, 960, 1600];

export type ImageFormat = "webp" | "avif";

// Quality 78 is visually clean for photos and artwork; effort 4 keeps encodes near 100 ms.
const WEBP_OPTIONS = { quality: 78, effort: 4 } as const;
// AVIF at quality 52 matches WebP 78 at ~20 % fewer bytes. Effort 3, not 4:
// libaom's effort 4 takes ~6x longer (1800x1200 photo: 0.6 s vs 4 s on one
// core) for 3 % fewer bytes. See docs/decisions/007-image-uploads.md.
const AVIF_OPTIONS = { quality: 52, effort: 3 } as const;

/** Placeholder width: a 20 px WebP is ~60-300 bytes as a data: URL; the browser's upscale blurs it. */
const PLACEHOLDER_WIDTH = 20;

export interface StoreImageOptions {
  /** Storage key without width or extension, e.g. "demo/cars/rouge-78"; variants land at `${keyPrefix}-${width}.webp`. */
  keyPrefix: string;
  /** What the image shows (media.alt), and in French (media.alt_fr; the seed's images have both, an upload gets them from its form). */
  alt: string;
  altFr?: string | null;
  /** Target widths; any wider than the original collapse into one variant at the original width. */
  widths?: readonly number[];
  /** Encodings made at every width; WebP only by default (the seed). Uploads ask for ["avif", "webp"]. */
  formats?: readonly ImageFormat[];
  /** Make the tiny blurred preview (media.placeholder). Off by default (the seed's budget); uploads ask for it. Never for images with transparency. */
  placeholder?: boolean;
  /** The uploaded file's name, kept for the admin (media.original_name). */
  originalName?: string | null;
}

export interface StoredImage {
  /** The media row's id. */
  id: string;
  /** Public URL of the largest variant. */
  url: string;
  /** Dimensions of the largest variant. */
  width: number;
  height: number;
  variants: MediaVariant[];
  /** A data: URL of a tiny blurred preview, or null (transparent image, or not asked). */
  placeholder: string | null;
}

export type MediaInsert = typeof media.$inferInsert & { id: string };

export interface ProcessedImage {
  image: StoredImage;
  /** The `media` row to insert; separate so callers can insert it inside their own transaction. */
  row: MediaInsert;
}

/** Thrown when the bytes are not an image sharp can read (the caller's input, not a server fault). */
export class InvalidImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "InvalidImageError";
  }
}

export function mediaUrl(key: string): string {
  return "/media/" + key;
}

/** The widths actually produced: never wider than the source, deduplicated, ascending, at least one. */
export function variantWidths(sourceWidth: number, requested: readonly number[]): number[] {
  const widths = new Set<number>();
  for (const width of requested) {
    if (!Number.isInteger(width) || width <= 0) continue;
    widths.add(Math.min(width, sourceWidth));
  }
  if (widths.size === 0) widths.add(sourceWidth);
  return [...widths].sort((a, b) => a - b);
}

function rawOf(info: OutputInfo): { width: number; height: number; channels: 1 | 2 | 3 | 4 } {
  return { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
}

/** A cheap sniff (no parse): SVG is text whose first tag is an XML prolog, a comment or <svg. */
function looksLikeSvg(input: Uint8Array): boolean {
  const head = Buffer.from(input.buffer, input.byteOffset, Math.min(input.byteLength, 1024)).toString("utf8").trimStart();
  return /^(\uFEFF)?(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head);
}

function isOpaque(rgba: Uint8Array): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] !== 255) return false;
  return true;
}

/** Writes the variants to storage and returns the media row to insert, without touching the database. */
export async function processImage(
  storage: Storage,
  input: Uint8Array,
  options: StoreImageOptions,
): Promise<ProcessedImage> {
  const requested = options.widths && options.widths.length > 0 ? options.widths : DEFAULT_IMAGE_WIDTHS;
  const maxWidth = Math.max(...requested.filter((width) => Number.isInteger(width) && width > 0), 1);

  // Decode once (shrink-on-load for JPEG, a single render for SVG) down to the
  // largest width, then derive the smaller variants from those pixels: far
  // cheaper than decoding the source once per width. autoOrient applies EXIF
  // rotation; sharp writes no metadata unless asked, so EXIF/GPS never leave.
  const sharp = await loadSharp();
  let base: { data: Buffer; info: OutputInfo };
  try {
    const source = sharp(input);
    if (looksLikeSvg(input)) {
      // Vector input is rasterized at its own size first: letting sharp scale
      // it while loading makes librsvg redraw patterns at fractional scales,
      // several times slower than rendering at 1:1 and resizing the pixels.
      base = await source.raw().toBuffer({ resolveWithObject: true });
      if (base.info.width > maxWidth) {
        base = await sharp(base.data, { raw: rawOf(base.info) }).resize({ width: maxWidth }).raw().toBuffer({ resolveWithObject: true });
      }
    } else {
      base = await source
        .autoOrient()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
    }
  } catch (error) {
    throw new InvalidImageError("The file is not an image that can be read.", { cause: error });
  }
  const baseWidth = base.info.width;
  // A fully opaque alpha channel (rasterized artwork, many PNGs) only costs encode time and bytes.
  const dropAlpha = base.info.channels === 4 && isOpaque(base.data);

  const formats: ImageFormat[] = options.formats && options.formats.length > 0 ? [...new Set(options.formats)] : ["webp"];
  const encode = (pipeline: Sharp, format: ImageFormat) => (format === "avif" ? pipeline.avif(AVIF_OPTIONS) : pipeline.webp(WEBP_OPTIONS));
  const jobs = variantWidths(baseWidth, requested).flatMap((width) => formats.map((format) => ({ width, format })));

  const variants = await Promise.all(
    jobs.map(async ({ width, format }): Promise<MediaVariant> => {
      let pipeline = sharp(base.data, { raw: rawOf(base.info) });
      if (dropAlpha) pipeline = pipeline.removeAlpha();
      if (width !== baseWidth) pipeline = pipeline.resize({ width });
      const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
      const key = `${options.keyPrefix}-${width}.${format}`;
      await storage.put(key, data, format === "avif" ? "image/avif" : "image/webp");
      return { key, width: info.width, height: info.height, format, bytes: data.length };
    }),
  );

  // See-through images (logos) would show the blurred colours through their
  // transparent parts: they go without a placeholder.
  const hasAlpha = (base.info.channels === 4 && !dropAlpha) || base.info.channels === 2;
  const placeholder = options.placeholder === true && !hasAlpha ? await makePlaceholder(base) : null;

  const webp = variants.filter((variant) => variant.format === "webp");
  const largest = (webp.length > 0 ? webp : variants).reduce((a, b) => (b.width > a.width ? b : a));
  const id = crypto.randomUUID();
  return {
    image: { id, url: mediaUrl(largest.key), width: largest.width, height: largest.height, variants, placeholder },
    row: {
      id,
      key: largest.key,
      content_type: largest.format === "avif" ? "image/avif" : "image/webp",
      bytes: largest.bytes,
      width: largest.width,
      height: largest.height,
      alt: options.alt,
      alt_fr: options.altFr ?? null,
      variants,
      placeholder,
      original_name: options.originalName ?? null,
    },
  };
}

/** A ~20 px wide WebP of the picture as a data: URL, small enough to inline in every page. */
async function makePlaceholder(base: { data: Buffer; info: OutputInfo }): Promise<string> {
  const sharp = await loadSharp();
  const data = await sharp(base.data, { raw: rawOf(base.info) })
    .removeAlpha()
    .resize({ width: Math.min(PLACEHOLDER_WIDTH, base.info.width) })
    .webp({ quality: 40, effort: 4 })
    .toBuffer();
  return `data:image/webp;base64,${data.toString("base64")}`;
}

/** Anything that can insert: the database or a transaction of it. */
export type MediaWriter = Pick<Database, "insert">;

export async function insertMediaRows(db: MediaWriter, rows: MediaInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(media).values(rows);
}

export async function storeImage(
  deps: { db: MediaWriter; storage: Storage },
  input: Uint8Array,
  options: StoreImageOptions,
): Promise<StoredImage> {
  const processed = await processImage(deps.storage, input, options);
  await insertMediaRows(deps.db, [processed.row]);
  return processed.image;
}
