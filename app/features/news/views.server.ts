import type { Database } from "../../platform/db.server.ts";
import { articleExcerpt } from "./article-text.ts";
import { getPublicArticle, listNewsArticles, type NewsArticle } from "./queries.server.ts";
import { resolveImages } from "../media/queries.server.ts";
import { articleImagePaths, renderArticleMarkdown } from "./rich-text.server.ts";
import type { ArticleCard, ArticleView } from "./types.ts";

const articleDate = (row: NewsArticle) => (row.published_at ?? row.created_at).toISOString();

/** The /news list: published articles, newest first (§7), as cards with their excerpt or its fallback (§9). */
export async function listArticleCards(db: Database): Promise<ArticleCard[]> {
  const rows = await listNewsArticles(db, { published: true });
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    category: row.category,
    date: articleDate(row),
    excerpt: articleExcerpt(row.excerpt, row.content),
    image: row.featured_image,
  }));
}

/** The article page: only an article visitors may read now; its markdown as sanitized HTML. */
export async function getArticleView(db: Database, slug: string): Promise<ArticleView | null> {
  const row = await getPublicArticle(db, slug);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    date: articleDate(row),
    lead: row.excerpt?.trim() || null,
    image: row.featured_image,
    html: renderArticleMarkdown(row.content, await resolveImages(db, articleImagePaths(row.content))),
  };
}
