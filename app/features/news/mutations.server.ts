import { and, eq, isNull, sql } from "drizzle-orm";
import { newsArticles } from "../../db/schema/news.ts";
import type { Database } from "../../platform/db.server.ts";
import type { ContentEditorWrites } from "../admin/mutations.server.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { DEFAULT_LOCALE, FORMAT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import type { Flash } from "../../platform/flash.server.ts";
import { moveToTrash, type Trashable } from "../trash/mutations.server.ts";
import { dropSlugRedirects, recordSlugChanges } from "../redirects/mutations.server.ts";
import { articleStatus, type ArticleInput } from "./schema.ts";
import { getAdminArticle, isArticleLive, isArticleSlugTaken, type NewsArticle } from "./queries.server.ts";

/** An article in the trash: its title in the list; purged for good, its old addresses go too. */
export const articleTrash: Trashable = {
  table: newsArticles,
  id: newsArticles.id,
  deletedAt: newsArticles.deleted_at,
  title: sql<string>`${newsArticles.title}`,
  afterPurge: (db, ids) => dropSlugRedirects(db, "article", ids),
};

/**
 * Writes of the admin's article editor. Each returns the row before and after
 * so the route can record the change (audit log, fresh public pages).
 */

export type ArticleWriteResult =
  | { ok: true; before: NewsArticle | null; after: NewsArticle }
  | { ok: false; reason: "slugTaken" | "slugFrTaken" | "notFound" };

/** PostgreSQL's unique violation (two saves racing for one slug): which address it was, English or French. */
function uniqueViolation(error: unknown): "slugTaken" | "slugFrTaken" | null {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, constraint_name } = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (code === "23505") return String(constraint ?? constraint_name ?? "").includes("slug_fr") ? "slugFrTaken" : "slugTaken";
  }
  return null;
}

/** Whether one of the article's addresses is already another article's (its English or French slug, in either column). */
async function slugConflict(db: Database, input: Pick<ArticleInput, "slug" | "slug_fr">, exceptId?: string): Promise<"slugTaken" | "slugFrTaken" | null> {
  if (await isArticleSlugTaken(db, input.slug, exceptId)) return "slugTaken";
  if (input.slug_fr !== null && (await isArticleSlugTaken(db, input.slug_fr, exceptId))) return "slugFrTaken";
  return null;
}

/**
 * A published article needs a publication time to sort by: "now" when the
 * editor gave none. A time in the future schedules it.
 */
function publicationTime(input: Pick<ArticleInput, "published" | "published_at">, previous: Date | null, now: Date): Date | null {
  if (input.published_at) return input.published_at;
  if (input.published) return previous && previous <= now ? previous : now;
  return null;
}

function columns(input: ArticleInput, previousPublishedAt: Date | null, now: Date) {
  return {
    title: input.title,
    slug: input.slug,
    category: input.category,
    excerpt: input.excerpt,
    content: input.content,
    featured_image: input.featured_image,
    published: input.published,
    published_at: publicationTime(input, previousPublishedAt, now),
    title_fr: input.title_fr,
    slug_fr: input.slug_fr,
    excerpt_fr: input.title_fr === null ? null : input.excerpt_fr,
    content_fr: input.title_fr === null ? null : input.content_fr,
  };
}

/** An article's own address per language (French: only with its French version). */
const articleSlugs = (row: Pick<NewsArticle, "slug" | "slug_fr">) => ({ en: row.slug, fr: row.slug_fr });

export async function createArticle(db: Database, input: ArticleInput, now = new Date()): Promise<ArticleWriteResult> {
  const conflict = await slugConflict(db, input);
  if (conflict) return { ok: false, reason: conflict };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(newsArticles).values(columns(input, null, now)).returning();
      // Its addresses are live now: no old address of another article may shadow them.
      await recordSlugChanges(tx, "article", row!.id, null, articleSlugs(row!), now);
      return { ok: true, before: null, after: row! } as const;
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation) return { ok: false, reason: violation };
    throw error;
  }
}

/**
 * Saves the editor's form. A changed slug keeps the old address as a
 * permanent redirect to the article (features/redirects), written in the
 * same transaction as the new slug.
 */
export async function updateArticle(db: Database, id: string, input: ArticleInput, now = new Date()): Promise<ArticleWriteResult> {
  const [before] = await db.select().from(newsArticles).where(and(eq(newsArticles.id, id), isNull(newsArticles.deleted_at)));
  if (!before) return { ok: false, reason: "notFound" };
  const conflict = await slugConflict(db, input, id);
  if (conflict) return { ok: false, reason: conflict };
  try {
    // The editor's form shows the time to the minute: an unchanged published time keeps its seconds.
    const sameMinute = before.published_at && input.published_at && Math.abs(before.published_at.getTime() - input.published_at.getTime()) < 60_000;
    const next = columns(sameMinute ? { ...input, published_at: before.published_at } : input, before.published_at, now);
    return await db.transaction(async (tx) => {
      const [after] = await tx
        .update(newsArticles)
        .set(next)
        .where(and(eq(newsArticles.id, id), isNull(newsArticles.deleted_at)))
        .returning();
      if (!after) return { ok: false, reason: "notFound" } as const;
      await recordSlugChanges(tx, "article", id, articleSlugs(before), articleSlugs(after), now);
      return { ok: true, before, after } as const;
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (violation) return { ok: false, reason: violation };
    throw error;
  }
}

/**
 * The list's quick toggle. Publishing an article without a time makes it
 * public now; a scheduled one keeps its time. Unpublishing keeps the time, so
 * publishing again restores the same date.
 */
export async function setArticlePublished(db: Database, id: string, published: boolean, now = new Date()): Promise<ArticleWriteResult> {
  const [before] = await db.select().from(newsArticles).where(and(eq(newsArticles.id, id), isNull(newsArticles.deleted_at)));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db
    .update(newsArticles)
    .set({ published, published_at: published ? (before.published_at ?? now) : before.published_at })
    .where(eq(newsArticles.id, id))
    .returning();
  return { ok: true, before, after: after! };
}

/** Moves the article to the trash; null when there was none outside it. */
export async function trashArticle(db: Database, id: string): Promise<{ title: string } | null> {
  return moveToTrash(db, articleTrash, id);
}

/** The articles as the admin's content kit writes them; "published" with a future date is scheduled, and the toast says when. */
export function articleWrites(locale: Locale = DEFAULT_LOCALE): ContentEditorWrites<ArticleInput, NewsArticle> {
  return {
    type: "article",
    listPath: "/admin/news",
    itemPath: (id) => `/admin/news/${id}`,
    create: (db, input) => createArticle(db, input),
    update: (db, id, input) => updateArticle(db, id, input),
    live: isArticleLive,
    trash: async (db, id) => {
      const before = await getAdminArticle(db, id);
      const trashed = before ? await trashArticle(db, id) : null;
      return trashed && { name: trashed.title, before };
    },
    setPublished: async (db, id, published) => {
      const result = await setArticlePublished(db, id, published);
      if (!result.ok) return null;
      const { title, published_at } = result.after;
      const status = articleStatus(result.after.published, published_at);
      const flash: Flash =
        status === "scheduled"
          ? { message: "adminNews.scheduled", values: { name: title, date: formatParisDateTime(published_at!, FORMAT_LOCALE[locale]) } }
          : { message: status === "published" ? "adminContent.nowPublic" : "adminContent.nowHidden", values: { name: title } };
      return { ...result, flash };
    },
  };
}
