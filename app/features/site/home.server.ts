import sanitizeHtml from "sanitize-html";
import { articleExcerpt, categoryLabel } from "../news/article-text.ts";
import { listNewsArticles } from "../news/queries.server.ts";
import { listNewsletterEditions } from "../newsletter/queries.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { HOME_ARTICLE_LIMIT, HOME_NEWSLETTER_LIMIT, type HomeArticleCard, type HomeNewsletterCard } from "./home.ts";

const PREVIEW_LENGTH = 160;

/** The newest published articles, as cards (§2, §9: up to 2). */
export async function homeArticles(db: Database): Promise<HomeArticleCard[]> {
  const rows = await listNewsArticles(db, { published: true, limit: HOME_ARTICLE_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: articleExcerpt(row.excerpt, row.content),
    category: categoryLabel(row.category),
    publishedAt: row.published_at?.toISOString() ?? null,
    image: row.featured_image,
  }));
}

/** The most recent sent newsletter, as a card whose preview is plain text: the edition's HTML never reaches this page. */
export async function homeNewsletters(db: Database): Promise<HomeNewsletterCard[]> {
  const rows = await listNewsletterEditions(db, { sent: true, limit: HOME_NEWSLETTER_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subject: row.subject,
    preview: plainPreview(row.content),
    sentAt: row.sent_at!.toISOString(),
  }));
}

/** The first words of an HTML body as text: tags dropped, entities decoded, whitespace collapsed. */
export function plainPreview(html: string, length = PREVIEW_LENGTH): string {
  const text = decodeEntities(sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|div)>/gi, "$& "), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, length).join("").trimEnd()}…`;
}

/** sanitize-html keeps text HTML-escaped; React escapes again on render, so decode once here. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " })[name]!);
}
