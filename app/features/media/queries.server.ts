import { inArray } from "drizzle-orm";
import { media, type MediaVariant } from "../../db/schema/media.ts";
import type { Database } from "../../platform/db.server.ts";
import type { ImageSources } from "../../lib/image-sources.ts";
import { isStoredImageUrl, type ImageAlt } from "./schema.ts";


const MEDIA_PREFIX = "/media/";

function srcSetOf(variants: readonly MediaVariant[]): string {
  return variants.map((variant) => `${MEDIA_PREFIX}${variant.key} ${variant.width}w`).join(", ");
}

/**
 * Resolves stored image URLs (/media/{key}) to their responsive variants, in
 * one query for a whole page. URLs that are not stored media (external ones)
 * are left out: the caller renders them as they are.
 */
export async function resolveImages(db: Database, urls: ReadonlyArray<string | null | undefined>): Promise<Record<string, ImageSources>> {
  const keys = [...new Set(urls.filter((url): url is string => !!url && url.startsWith(MEDIA_PREFIX)).map((url) => url.slice(MEDIA_PREFIX.length)))];
  if (keys.length === 0) return {};
  const rows = await db
    .select({ key: media.key, width: media.width, height: media.height, variants: media.variants, placeholder: media.placeholder, alt: media.alt, altFr: media.alt_fr })
    .from(media)
    .where(inArray(media.key, keys));
  const resolved: Record<string, ImageSources> = {};
  for (const row of rows) {
    const sorted = [...row.variants].sort((a, b) => a.width - b.width);
    const fallback = sorted.filter((variant) => variant.format !== "avif");
    const avif = sorted.filter((variant) => variant.format === "avif");
    const largest = fallback.at(-1);
    const sources: ImageSources = {
      src: MEDIA_PREFIX + row.key,
      srcSet: srcSetOf(fallback),
      width: largest?.width ?? row.width ?? 0,
      height: largest?.height ?? row.height ?? 0,
    };
    if (avif.length > 0) sources.avifSrcSet = srcSetOf(avif);
    if (row.placeholder) sources.placeholder = row.placeholder;
    // Its own words, which ResponsiveImage shows in the page's language (issue 15).
    if (row.alt?.trim()) sources.alt = row.alt.trim();
    if (row.altFr?.trim()) sources.altFr = row.altFr.trim();
    resolved[MEDIA_PREFIX + row.key] = sources;
  }
  return resolved;
}

/** The names stored images had on the uploader's machine, by URL (images uploaded without one are left out). */
export async function imageNames(db: Database, urls: ReadonlyArray<string | null | undefined>): Promise<Record<string, string>> {
  const stored = [...new Set(urls.filter((url): url is string => !!url && isStoredImageUrl(url)))];
  if (stored.length === 0) return {};
  const rows = await db
    .select({ key: media.key, name: media.original_name })
    .from(media)
    .where(inArray(media.key, stored.map((url) => url.slice(MEDIA_PREFIX.length))));
  return Object.fromEntries(rows.filter((row) => row.name?.trim()).map((row) => [MEDIA_PREFIX + row.key, row.name!.trim()]));
}

/** The stored alt texts of images, by URL, for an editor's image fields ("" where none; external addresses are left out). */
export async function imageAlts(db: Database, urls: ReadonlyArray<string | null | undefined>): Promise<Record<string, ImageAlt>> {
  const stored = [...new Set(urls.filter((url): url is string => !!url && isStoredImageUrl(url)))];
  if (stored.length === 0) return {};
  const rows = await db
    .select({ key: media.key, alt: media.alt, altFr: media.alt_fr })
    .from(media)
    .where(inArray(media.key, stored.map((url) => url.slice(MEDIA_PREFIX.length))));
  return Object.fromEntries(rows.map((row) => [MEDIA_PREFIX + row.key, { en: row.alt ?? "", fr: row.altFr ?? "" }]));
}
