import { z } from "zod";
import { checkbox, imageUrl, msg, optionalText, publicationStatus, publicationStatuses, publishAtField, requiredText, slugify, slugInput, slugPattern, type PublicationStatus } from "../admin/schema.ts";
import type { Locale } from "../../lib/i18n/index.ts";
import { NEWS_CATEGORIES } from "./rules.ts";

export * from "./rules.ts";

/** The admin's article form and list parameters (client-safe; the categories are in rules.ts). */

/** Draft: not published. Scheduled: published with a future publication time. Published: public now. */
export const articleStatuses = publicationStatuses;
export type ArticleStatus = PublicationStatus;

/** An article's status (see publicationStatus: events and albums are scheduled the same way). */
export const articleStatus = publicationStatus;

export const articleSorts = ["date", "title", "category", "updated"] as const;
export type ArticleSort = (typeof articleSorts)[number];

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 100_000;

export const articleFormSchema = z
  .object({
    title: requiredText(TITLE_MAX),
    slug: slugInput,
    category: z.enum(NEWS_CATEGORIES, msg("admin.field.choose")),
    excerpt: optionalText(EXCERPT_MAX),
    content: requiredText(CONTENT_MAX),
    featured_image: imageUrl,
    published: checkbox,
    published_at: publishAtField,
    // The French article, beside the English one: optional, but whole (a title and a content) once begun.
    title_fr: optionalText(TITLE_MAX),
    slug_fr: slugInput,
    excerpt_fr: optionalText(EXCERPT_MAX),
    content_fr: optionalText(CONTENT_MAX),
  })
  .superRefine(
    (value, ctx) => {
      const begun = value.title_fr !== null || value.excerpt_fr !== null || value.content_fr !== null || value.slug_fr !== "";
      if (begun && value.title_fr === null) ctx.addIssue({ code: "custom", path: ["title_fr"], message: "admin.field.frenchTitleRequired" });
      if (begun && value.content_fr === null) ctx.addIssue({ code: "custom", path: ["content_fr"], message: "admin.field.frenchContentRequired" });
    },
    { when: () => true },
  )
  .transform((value, ctx) => {
    // An empty slug is made from the title, so the editor rarely has to think about it.
    const slug = value.slug || slugify(value.title);
    if (!slugPattern.test(slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: value.slug ? "admin.field.slug" : "admin.field.required" });
      return z.NEVER;
    }
    // The same for the French address, when there is a French article.
    const slug_fr = value.title_fr === null ? null : value.slug_fr || slugify(value.title_fr);
    if (slug_fr !== null && !slugPattern.test(slug_fr)) {
      ctx.addIssue({ code: "custom", path: ["slug_fr"], message: value.slug_fr ? "admin.field.slug" : "admin.field.required" });
      return z.NEVER;
    }
    return { ...value, slug, slug_fr };
  });

export type ArticleInput = z.infer<typeof articleFormSchema>;

/**
 * Text shown for an article outside its own page: the category label and the
 * excerpt. Client-safe (no server imports).
 */

/** §9: an article without an excerpt shows the first 120 characters of its content. */
export const EXCERPT_FALLBACK_LENGTH = 120;


/**
 * The content as a reader sees it, without markdown syntax: the fallback
 * excerpt must not start with "## " or show link targets.
 */
export function stripMarkdown(markdown: string): string {
  return (
    markdown
      // Fenced code: keep the code, drop the fences.
      .replace(/```[^\n]*\n?/g, "")
      // Images carry no readable text for an excerpt.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      // Links and reference links: keep their text.
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, "$1")
      // Raw HTML tags.
      .replace(/<[^>]+>/g, "")
      // Line-start syntax: headings, quotes, list markers, rules.
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, "")
      .replace(/^[ \t]*>[ \t]?/gm, "")
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+/gm, "")
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, "")
      // Inline emphasis and code markers.
      .replace(/\*\*(.+?)\*\*/g, "$1")
      .replace(/\*(?=\S)(.+?)(?<=\S)\*/g, "$1")
      // Underscores emphasise only at word edges: snake_case stays as it is.
      .replace(/(?<![\p{L}\p{N}_])__(?=\S)(.+?)(?<=\S)__(?![\p{L}\p{N}_])/gu, "$1")
      .replace(/(?<![\p{L}\p{N}_])_(?=\S)(.+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, "$1")
      .replace(/~~(.+?)~~/g, "$1")
      .replace(/`([^`]*)`/g, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/**
 * The excerpt of an article card. Its own excerpt when it has one; otherwise
 * the first 120 characters (code points, so no emoji is cut in half) of the
 * content once markdown syntax is stripped. The cut is exact, not moved to a
 * word boundary, so the spec's "first 120 characters" holds literally; trailing
 * spaces are trimmed and "…" is appended only when text was cut off.
 */
export function articleExcerpt(excerpt: string | null | undefined, content: string, length = EXCERPT_FALLBACK_LENGTH): string {
  const own = excerpt?.trim();
  if (own) return own;
  const characters = Array.from(stripMarkdown(content));
  if (characters.length <= length) return characters.join("");
  return `${characters.slice(0, length).join("").trimEnd()}…`;
}

/** What the news pages render of an article: small, serialisable, no unused columns. */
export interface ArticleCard {
  slug: string;
  title: string;
  /** Raw category (race_report); shown through categoryLabel. */
  category: string;
  /** ISO timestamp: the publication time, or the creation time of an article published without one. */
  date: string;
  excerpt: string;
  image: string | null;
  /** Set when the card's words are not in the page's language (an article not yet translated). */
  lang?: Locale;
}

export interface ArticleView {
  slug: string;
  title: string;
  category: string;
  /** When it was published (ISO 8601). */
  date: string;
  /** When it was last changed (ISO 8601): what search engines read as its modification date. */
  modified: string;
  /** The article's own excerpt only (no fallback): shown as the lead when the editor wrote one. */
  lead: string | null;
  image: string | null;
  /** Markdown rendered and sanitized on the server. */
  html: string;
  /** The article's address in each language; null where it has no version. */
  alternates: Record<Locale, string | null>;
  /** Set when the article is shown in another language than the page's (not yet translated). */
  lang?: Locale;
}
