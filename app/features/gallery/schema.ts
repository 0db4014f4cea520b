import { z } from "zod";
import { checkbox, imageUrl, msg, optionalText, publishAtField, requiredText, slugify, slugInput, slugPattern } from "../admin/schema.ts";
import type { Locale } from "../../lib/i18n/index.ts";

export * from "./rules.ts";

/**
 * The admin's gallery forms, row actions and list parameters (client-safe).
 * The video form's playback checks need the server-side parser: see
 * `videoFormSchema` in validation.server.ts, which extends `videoFieldsSchema`.
 */

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const CAPTION_MAX = 500;
export const VIDEO_URL_MAX = 1000;
export const EMBED_CODE_MAX = 5000;
/** More than an upload session ever sends at once; guards the insert. */
export const PHOTOS_PER_POST_MAX = 100;
/** A reorder carries one page of a list, or an album's photos. */
export const REORDER_MAX = 1000;

export const albumSorts = ["order", "title", "year", "photos", "updated"] as const;
export type AlbumSort = (typeof albumSorts)[number];
export const videoSorts = ["order", "title", "created", "updated"] as const;
export type VideoSort = (typeof videoSorts)[number];

export const galleryTabs = ["albums", "videos"] as const;
export type GalleryTab = (typeof galleryTabs)[number];

export function parseGalleryTab(value: string | null): GalleryTab {
  return value === "videos" ? "videos" : "albums";
}

/** A whole year in the range the site shows. */
const yearField = z.unknown().transform((value, ctx): number => {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") {
    ctx.addIssue({ code: "custom", message: "admin.field.required" });
    return z.NEVER;
  }
  if (!/^\d{4}$/.test(text) || Number(text) < 1900 || Number(text) > 2100) {
    ctx.addIssue({ code: "custom", message: "admin.field.year" });
    return z.NEVER;
  }
  return Number(text);
});

/** "YYYY-MM-DD" of a real calendar day, or null when empty. */
export const optionalDay = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : typeof value === "string" ? value.trim() : value),
  z
    .string()
    .refine((value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return date.toISOString().slice(0, 10) === value && Number(match[1]) >= 1900 && Number(match[1]) <= 2100;
    }, msg("admin.field.date"))
    .nullable()
    .default(null),
);

/**
 * An album's or a video's French version, beside the English: optional, but
 * whole once begun. Its title is what makes it exist (the marker the public
 * pages and the lists read), so a French description without one is refused
 * under the French title.
 */
const frenchFields = {
  title_fr: optionalText(TITLE_MAX),
  description_fr: optionalText(DESCRIPTION_MAX),
};

function frenchNeedsItsTitle(value: { title_fr?: unknown; description_fr?: unknown; slug_fr?: unknown }, ctx: z.RefinementCtx) {
  const begun = value.title_fr != null || value.description_fr != null || value.slug_fr != null;
  if (begun && value.title_fr == null) ctx.addIssue({ code: "custom", path: ["title_fr"], message: "admin.field.frenchTitleRequired" });
}

// Checked even when another field is wrong: a form posted without JavaScript hears of every problem at once.
const always = { when: () => true };

/**
 * The album editor's form. Its addresses (issue 15) work like an article's:
 * an empty slug is made from the title, the French one from the French title
 * (there is no French address without a French album).
 */
export const albumFormSchema = z
  .object({
    title: requiredText(TITLE_MAX),
    slug: slugInput,
    description: optionalText(DESCRIPTION_MAX),
    year: yearField,
    event_date: optionalDay,
    published: checkbox,
    /** "Publish at" (Paris time): a published album with a time ahead is scheduled, public by itself then. */
    publish_at: publishAtField,
    ...frenchFields,
    slug_fr: slugInput,
  })
  .superRefine((value, ctx) => frenchNeedsItsTitle({ ...value, slug_fr: value.slug_fr || null }, ctx), always)
  .transform((value, ctx) => {
    const slug = value.slug || slugify(value.title);
    if (!slugPattern.test(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: value.slug ? "admin.field.slug" : "admin.field.required" });
    const slug_fr = value.title_fr === null ? null : value.slug_fr || slugify(value.title_fr);
    if (slug_fr !== null && !slugPattern.test(slug_fr)) ctx.addIssue({ code: "custom", path: ["slug_fr"], message: value.slug_fr ? "admin.field.slug" : "admin.field.required" });
    if (!slugPattern.test(slug) || (slug_fr !== null && !slugPattern.test(slug_fr))) return z.NEVER;
    return { ...value, slug, slug_fr };
  });
export type AlbumInput = z.infer<typeof albumFormSchema>;

/** As shown on the card: "4:32" (m:ss) or "1:04:32" (h:mm:ss). */
export const DURATION_PATTERN = /^(?:\d{1,2}:[0-5]\d:[0-5]\d|\d{1,3}:[0-5]\d)$/;

export const durationField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : typeof value === "string" ? value.trim() : value),
  z.string().regex(DURATION_PATTERN, msg("galleryAdmin.error.duration")).nullable().default(null),
);

/** The video form's fields; the server adds the playback checks of the url and embed code. */
export const videoFieldsSchema = z
  .object({
    title: requiredText(TITLE_MAX),
    description: optionalText(DESCRIPTION_MAX),
    thumbnail_url: imageUrl,
    duration: durationField,
    video_url: optionalText(VIDEO_URL_MAX),
    video_embed_code: optionalText(EMBED_CODE_MAX),
    published: checkbox,
    ...frenchFields,
  })
  .superRefine(frenchNeedsItsTitle, always);
export type VideoInput = z.infer<typeof videoFieldsSchema>;

/** A list posted as `name[]`: one value arrives as an array too, nothing as []. */
const postedList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item).max(max));

const direction = z.enum(["up", "down"]);

/** The row actions of the gallery lists (albums and videos alike). */
export const listIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("publish"), id: z.uuid() }),
  z.object({ intent: z.literal("unpublish"), id: z.uuid() }),
  z.object({ intent: z.literal("move"), id: z.uuid(), direction }),
  z.object({ intent: z.literal("reorder"), id: postedList(z.uuid(), REORDER_MAX).refine((ids) => ids.length > 0 && new Set(ids).size === ids.length) }),
]);
export type ListIntent = z.infer<typeof listIntentSchema>;

/** The album editor's actions besides saving the album's fields. */
export const albumIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add-photos"),
    url: postedList(z.string(), PHOTOS_PER_POST_MAX),
    width: postedList(z.string(), PHOTOS_PER_POST_MAX),
    height: postedList(z.string(), PHOTOS_PER_POST_MAX),
  }),
  // A photo's captions: the English one, and the French one French pages show (the English one there when empty).
  z.object({ intent: z.literal("caption"), id: z.uuid(), caption: optionalText(CAPTION_MAX), caption_fr: optionalText(CAPTION_MAX) }),
  z.object({ intent: z.literal("cover"), id: z.uuid() }),
  z.object({ intent: z.literal("delete-photo"), id: z.uuid() }),
  z.object({ intent: z.literal("move-photo"), id: z.uuid(), direction }),
  z.object({ intent: z.literal("reorder-photos"), id: postedList(z.uuid(), REORDER_MAX).refine((ids) => ids.length > 0 && new Set(ids).size === ids.length) }),
]);
export type AlbumIntent = z.infer<typeof albumIntentSchema>;

/**
 * The photos posted after an upload: each a stored image URL with its
 * pixel size (by position in the three lists). Null when anything is off.
 */
export function uploadedPhotos(input: { url: string[]; width: string[]; height: string[] }): Array<{ url: string; width: number | null; height: number | null }> | null {
  const photos: Array<{ url: string; width: number | null; height: number | null }> = [];
  for (const [index, raw] of input.url.entries()) {
    const parsed = imageUrl.safeParse(raw);
    if (!parsed.success || !parsed.data) return null;
    const size = (value: string | undefined) => {
      const number = Number(value);
      return Number.isInteger(number) && number > 0 && number < 100_000 ? number : null;
    };
    photos.push({ url: parsed.data, width: size(input.width[index]), height: size(input.height[index]) });
  }
  return photos.length > 0 ? photos : null;
}

/**
 * What the gallery pages render: small objects, no unused columns, in the
 * page's language. A `lang` (`descriptionLang`, …) is set when that text is
 * in another language than the page's (an item not yet translated): the
 * component marks its block with it.
 */
export interface AlbumCard {
  id: string;
  /** The album's address in the page's language (/gallery/albums/<slug>). */
  slug: string;
  title: string;
  year: number;
  /** Calendar day "YYYY-MM-DD", or null. */
  date: string | null;
  cover: string | null;
  photoCount: number;
  /** Set when the title is not in the page's language. */
  lang?: Locale;
}

export interface YearGroup {
  year: number;
  albums: AlbumCard[];
}

export interface VideoCard {
  id: string;
  title: string;
  description: string | null;
  thumbnail: string | null;
  duration: string | null;
  /** Worked out on the server: the page never sees the raw embed code. */
  playback: VideoPlayback;
  /** Set when the title is not in the page's language. */
  lang?: Locale;
  /** Set when the description is not in the page's language. */
  descriptionLang?: Locale;
}

export interface AlbumHeader {
  id: string;
  title: string;
  description: string | null;
  year: number;
  date: string | null;
  /** The album's page in each language; null where it has no version (not announced there). */
  alternates: Record<Locale, string | null>;
  /** Set when the title is not in the page's language. */
  lang?: Locale;
  /** Set when the description is not in the page's language. */
  descriptionLang?: Locale;
}

export interface PhotoView {
  id: string;
  image: string;
  /** The caption in the page's language (also the photo's alt text). */
  caption: string | null;
  /** Set when the caption is not in the page's language. */
  lang?: Locale;
}

/** How a gallery video plays: a player frame from an allowed host, a video file, or nothing yet (a placeholder). Client-safe. */
export type VideoPlayback =
  | { kind: "embed"; src: string }
  | { kind: "file"; src: string; type: "video/mp4" | "video/webm" }
  | { kind: "none" };
