import { z } from "zod";
import { checkbox, imageUrl, msg, optionalText, requiredText, slugify, slugPattern } from "../admin/form.ts";
import { parisWallTimeToDate } from "./paris-time.ts";

/**
 * The admin's article form and list parameters (client-safe). The categories
 * are the ones the site uses (the demo content's), stored with underscores.
 */
export const NEWS_CATEGORIES = ["news", "race_report", "team_news", "restoration_diary"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Draft: not published. Scheduled: published with a future publication time. Published: public now. */
export const articleStatuses = ["published", "scheduled", "draft"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

export function articleStatus(published: boolean, publishedAt: Date | string | null, now = new Date()): ArticleStatus {
  if (!published) return "draft";
  if (publishedAt && new Date(publishedAt).getTime() > now.getTime()) return "scheduled";
  return "published";
}

export const articleSorts = ["date", "title", "category", "updated"] as const;
export type ArticleSort = (typeof articleSorts)[number];

export const TITLE_MAX = 200;
export const EXCERPT_MAX = 500;
export const CONTENT_MAX = 100_000;

/** "Publish at": Paris wall time from a datetime-local input; empty = none. */
const publishAt = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .transform((value, ctx) => {
      const date = parisWallTimeToDate(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: "admin.field.date" });
        return z.NEVER;
      }
      return date;
    })
    .nullable()
    .default(null),
);

export const articleFormSchema = z
  .object({
    title: requiredText(TITLE_MAX),
    slug: z.preprocess((value) => (typeof value === "string" ? value.trim().toLowerCase() : ""), z.string().max(80, msg("admin.field.tooLong"))),
    category: z.enum(NEWS_CATEGORIES, msg("admin.field.choose")),
    excerpt: optionalText(EXCERPT_MAX),
    content: requiredText(CONTENT_MAX),
    featured_image: imageUrl,
    published: checkbox,
    published_at: publishAt,
  })
  .transform((value, ctx) => {
    // An empty slug is made from the title, so the editor rarely has to think about it.
    const slug = value.slug || slugify(value.title);
    if (!slugPattern.test(slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: value.slug ? "admin.field.slug" : "admin.field.required" });
      return z.NEVER;
    }
    return { ...value, slug };
  });

export type ArticleInput = z.infer<typeof articleFormSchema>;

export const articleIdSchema = z.uuid();
