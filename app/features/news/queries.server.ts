import { and, desc, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { newsArticles } from "../../db/schema/news.ts";
import type { Database } from "../../platform/db.server.ts";

export type NewsArticle = typeof newsArticles.$inferSelect;

export interface NewsArticleFilters {
  /** true: what visitors may read now (published, and its publication time reached); false: the rest. */
  published?: boolean;
  /** One category or a list of them. */
  category?: string | readonly string[];
  limit?: number;
  /** The moment "now" is measured against (tests pass a fixed one). */
  now?: Date;
}

/** Visible to visitors: published, and not scheduled for later. */
export function isPublicArticle(now: Date): SQL {
  return and(
    eq(newsArticles.published, true),
    or(isNull(newsArticles.published_at), lte(newsArticles.published_at, now)),
  )!;
}

/** News articles, newest first by published_at, then created_at (§7). */
export async function listNewsArticles(db: Database, filters: NewsArticleFilters = {}): Promise<NewsArticle[]> {
  const now = filters.now ?? new Date();
  const conditions: SQL[] = [];
  if (filters.published === true) conditions.push(isPublicArticle(now));
  if (filters.published === false) conditions.push(sql`not (${isPublicArticle(now)})`);
  if (typeof filters.category === "string") conditions.push(eq(newsArticles.category, filters.category));
  else if (filters.category) conditions.push(inArray(newsArticles.category, [...filters.category]));
  const query = db
    .select()
    .from(newsArticles)
    .where(and(...conditions))
    .orderBy(sql`${newsArticles.published_at} desc nulls last`, desc(newsArticles.created_at));
  return filters.limit === undefined ? query : query.limit(filters.limit);
}

/** One article by its slug, only if visitors may read it now (same rule as the public list); null otherwise. */
export async function getPublicArticle(db: Database, slug: string, now: Date = new Date()): Promise<NewsArticle | null> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.slug, slug), isPublicArticle(now)))
    .limit(1);
  return row ?? null;
}
