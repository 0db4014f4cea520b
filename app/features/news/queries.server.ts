import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { newsArticles } from "../../db/schema/news.ts";
import type { Database } from "../../platform/db.server.ts";
import { pageInfo, type ListParams, type PageInfo } from "../admin/schema.ts";
import { articleStatus, type ArticleSort, type ArticleStatus, articleExcerpt, type ArticleCard, type ArticleView } from "./schema.ts";
import { TEAM_TIME_ZONE } from "../../lib/paris-time.ts";
import { resolveImages } from "../media/queries.server.ts";
import { articleImagePaths, renderArticleMarkdown } from "../../platform/rich-text.server.ts";
import { previewWithDraft, rowExists, searchCondition } from "../admin/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { findSlugRedirect } from "../redirects/queries.server.ts";
import { isUuid } from "../../lib/ids.ts";


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

const notInTrash = isNull(newsArticles.deleted_at);

/** Visible to visitors: published, and not scheduled for later. */
export function isPublicArticle(now: Date): SQL {
  return and(
    eq(newsArticles.published, true),
    or(isNull(newsArticles.published_at), lte(newsArticles.published_at, now)),
  )!;
}

/** Whether visitors read the article now: its edits may wait as a draft. */
export const isArticleLive = (db: Database, id: string) => rowExists(db, newsArticles, and(eq(newsArticles.id, id), notInTrash, isPublicArticle(new Date())));

/** News articles outside the trash, newest first by published_at, then created_at (§7). */
export async function listNewsArticles(db: Database, filters: NewsArticleFilters = {}): Promise<NewsArticle[]> {
  const now = filters.now ?? new Date();
  const conditions: SQL[] = [notInTrash];
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
    .where(and(eq(newsArticles.slug, slug), notInTrash, isPublicArticle(now)))
    .limit(1);
  return row ?? null;
}

// ——— Admin reads: every article outside the trash, published or not. ———

export interface AdminArticleParams extends ListParams<ArticleSort> {
  /** The admin's status filter: "" for all. */
  articleStatus: ArticleStatus | "";
}

export interface AdminArticleRow {
  id: string;
  title: string;
  slug: string;
  /** Whether the article has its French version (lists show which miss one). */
  hasFrench: boolean;
  category: string;
  status: ArticleStatus;
  /** ISO; the publication time, or null for a draft never given one. */
  publishedAt: string | null;
  updatedAt: string;
}

/** The year an article belongs to in the list: its publication year in Paris, or its creation year. */
const articleYear = sql<number>`extract(year from (coalesce(${newsArticles.published_at}, ${newsArticles.created_at}) at time zone '${sql.raw(TEAM_TIME_ZONE)}'))::int`;

function statusCondition(status: ArticleStatus | "", now: Date): SQL | undefined {
  if (status === "draft") return eq(newsArticles.published, false);
  if (status === "scheduled") return and(eq(newsArticles.published, true), gt(newsArticles.published_at, now));
  if (status === "published") return isPublicArticle(now);
  return undefined;
}

function orderOf(sort: ArticleSort, dir: "asc" | "desc"): SQL[] {
  const direction = dir === "asc" ? asc : desc;
  switch (sort) {
    case "title":
      return [direction(sql`lower(${newsArticles.title})`), desc(newsArticles.created_at)];
    case "category":
      return [direction(newsArticles.category), desc(newsArticles.created_at)];
    case "updated":
      return [direction(newsArticles.updated_at)];
    case "date":
      // Drafts without a date sort with the newest when descending, like the public order.
      return [sql`coalesce(${newsArticles.published_at}, ${newsArticles.created_at}) ${sql.raw(dir)}`, direction(newsArticles.created_at)];
  }
}

export async function listAdminArticles(
  db: Database,
  params: AdminArticleParams,
  now = new Date(),
): Promise<{ rows: AdminArticleRow[]; page: PageInfo }> {
  const where = and(
    notInTrash,
    searchCondition(params.q, [newsArticles.title, newsArticles.excerpt, newsArticles.content]),
    statusCondition(params.articleStatus, now),
    params.category ? eq(newsArticles.category, params.category) : undefined,
    params.year ? sql`${articleYear} = ${params.year}` : undefined,
  );
  const [total] = await db.select({ value: count() }).from(newsArticles).where(where);
  const page = pageInfo(total?.value ?? 0, params.page);
  const rows = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      slug: newsArticles.slug,
      hasFrench: sql<boolean>`${newsArticles.title_fr} is not null`,
      category: newsArticles.category,
      published: newsArticles.published,
      published_at: newsArticles.published_at,
      updated_at: newsArticles.updated_at,
    })
    .from(newsArticles)
    .where(where)
    .orderBy(...orderOf(params.sort, params.dir))
    .limit(page.limit)
    .offset(page.offset);
  return {
    page,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      hasFrench: Boolean(row.hasFrench),
      category: row.category,
      status: articleStatus(row.published, row.published_at, now),
      publishedAt: row.published_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}

/** The years the list's year filter offers: those that hold at least one article, newest first. */
export async function listArticleYears(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ year: articleYear }).from(newsArticles).where(notInTrash);
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

/** The article as the editor loads it; null when it does not exist or is in the trash. */
export async function getAdminArticle(db: Database, id: string): Promise<NewsArticle | null> {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), notInTrash))
    .limit(1);
  return row ?? null;
}

/**
 * Whether another article (trashed ones included: the columns are unique)
 * already has this address, as its English or its French slug: one address
 * never leads to two articles.
 */
export async function isArticleSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(and(or(eq(newsArticles.slug, slug), eq(newsArticles.slug_fr, slug)), exceptId ? ne(newsArticles.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

const articleDate = (row: NewsArticle) => (row.published_at ?? row.created_at).toISOString();

/**
 * An article's words on a page of one language: its French version on a
 * French page when it has one, else the English, with `lang` saying so (a
 * block in another language than its page is marked for readers and search
 * engines). English always exists.
 */
export function articleIn(row: NewsArticle, locale: Locale): { slug: string; title: string; excerpt: string | null; content: string; lang?: Locale } {
  if (locale === "fr" && row.title_fr !== null && row.slug_fr !== null) {
    return { slug: row.slug_fr, title: row.title_fr, excerpt: row.excerpt_fr, content: row.content_fr ?? row.content };
  }
  return { slug: row.slug, title: row.title, excerpt: row.excerpt, content: row.content, ...(locale === "en" ? {} : { lang: "en" as const }) };
}

/** Where an article lives in each language; null for a language it has no version in (not announced there). */
export function articleAlternates(row: Pick<NewsArticle, "slug" | "slug_fr" | "title_fr">): Record<Locale, string | null> {
  return {
    en: pathIn(`/news/${row.slug}`, "en"),
    fr: row.title_fr !== null && row.slug_fr !== null ? pathIn(`/news/${row.slug_fr}`, "fr") : null,
  };
}

/** The /news list: published articles, newest first (§7), as cards with their excerpt or its fallback (§9), in the page's language. */
export async function listArticleCards(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<ArticleCard[]> {
  const rows = await listNewsArticles(db, { published: true });
  return rows.map((row) => {
    const words = articleIn(row, locale);
    return {
      slug: words.slug,
      title: words.title,
      category: row.category,
      date: articleDate(row),
      excerpt: articleExcerpt(words.excerpt, words.content),
      image: row.featured_image,
      ...(words.lang ? { lang: words.lang } : {}),
    };
  });
}

/**
 * The article page: only an article visitors may read now; its markdown as
 * sanitized HTML, in the page's language. An address of the article that is
 * not this language's own (the English slug on a French page, an old link)
 * answers `{ redirect }` to the right one.
 */
export async function getArticleView(db: Database, slug: string, locale: Locale = DEFAULT_LOCALE, { preview = false }: { preview?: boolean } = {}): Promise<ArticleView | { redirect: string } | null> {
  const rows = await db
    .select()
    .from(newsArticles)
    // An admin's preview (`?preview=draft`) shows a draft or a scheduled article as it will look once public.
    .where(and(or(eq(newsArticles.slug, slug), eq(newsArticles.slug_fr, slug)), notInTrash, preview ? undefined : isPublicArticle(new Date())))
    .limit(2);
  // The page's own language's address wins when two articles share a slug across languages.
  const row = rows.find((candidate) => (locale === "fr" ? candidate.slug_fr : candidate.slug) === slug) ?? rows[0];
  if (!row) return oldArticleAddress(db, slug, locale);
  const address = articleIn(row, locale).slug;
  if (address !== slug) return { redirect: pathIn(`/news/${address}`, locale) };
  // The preview of a live article shows its draft waiting, at the address visitors use today.
  const shown = await previewWithDraft(db, "article", row, preview);
  const words = articleIn(shown, locale);
  return {
    slug: address,
    title: words.title,
    category: shown.category,
    date: articleDate(shown),
    modified: row.updated_at.toISOString(),
    lead: words.excerpt?.trim() || null,
    image: shown.featured_image,
    html: renderArticleMarkdown(words.content, await resolveImages(db, articleImagePaths(words.content))),
    alternates: articleAlternates(row),
    ...(words.lang ? { lang: words.lang } : {}),
  };
}

/**
 * A slug no article has now: one an article had before a rename
 * (features/redirects) leads to that article's current address in the page's
 * language, if visitors may read it now; anything else is nothing (a 404).
 */
async function oldArticleAddress(db: Database, slug: string, locale: Locale): Promise<{ redirect: string } | null> {
  const targetId = await findSlugRedirect(db, "article", locale, slug);
  if (!targetId || !isUuid(targetId)) return null;
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, targetId), notInTrash, isPublicArticle(new Date())))
    .limit(1);
  if (!row) return null;
  const current = articleIn(row, locale).slug;
  return current === slug ? null : { redirect: pathIn(`/news/${current}`, locale) };
}
