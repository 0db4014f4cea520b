import { Feed, type Enclosure } from "feed";
import { readLiveDocument } from "../pages/queries.server.ts";
import { textIn } from "../pages/rules.ts";
import type { Database } from "../../platform/db.server.ts";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { articleIn, listNewsArticles, type NewsArticle } from "../news/queries.server.ts";
import { articleExcerpt, categoryLabel } from "../news/schema.ts";
import { listNewsletterEditions, type NewsletterEdition } from "../newsletter/queries.server.ts";
import { editionHasFrench, editionIn } from "../newsletter/schema.ts";
import { getSiteSettings } from "../settings/queries.server.ts";
import { FEED_PATHS } from "./schema.ts";

/**
 * The site's RSS 2.0 feeds, one per language: the news, and the newsletter
 * archive (sent editions). Built with `feed`; every address is absolute, from
 * the site's origin (PUBLIC_URL).
 *
 * A language's feed lists only what exists in that language: RSS 2.0 has one
 * `<language>` per channel and no way to mark an item as another's, so an
 * article or an edition without French is left out of the French feed (the
 * French pages still show it, in English, marked `lang="en"`).
 */

/** How many items a feed carries: readers keep what they have already fetched. */
export const FEED_ITEMS = 50;

export interface FeedOptions {
  /** The site's origin, "https://…": feeds are read outside the site, so every address is absolute. */
  origin: string;
  locale: Locale;
  /** The moment "published" is measured against (tests pass a fixed one). */
  now?: Date;
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** An item's image as an enclosure: absolute, with its real type (the library would guess "image/jpg" from the name). */
export function imageEnclosure(image: string | null, origin: string): Enclosure | undefined {
  if (!image) return undefined;
  const url = /^https?:\/\//.test(image) ? image : origin + (image.startsWith("/") ? image : `/${image}`);
  const extension = new URL(url).pathname.split(".").pop()?.toLowerCase() ?? "";
  return { url, type: MIME_BY_EXTENSION[extension] ?? "image/jpeg", length: 0 };
}

/** A feed's channel, in one language. */
function channel(options: FeedOptions & { title: string; description: string; page: string; self: string; updated: Date | undefined; team: string }): Feed {
  return new Feed({
    id: options.origin + options.page,
    link: options.origin + options.page,
    title: options.title,
    description: options.description,
    language: options.locale,
    updated: options.updated ?? options.now ?? new Date(),
    feedLinks: { rss: options.origin + options.self },
    copyright: `© ${(options.now ?? new Date()).getUTCFullYear()} ${options.team}`,
    generator: false,
  });
}

const articleDate = (row: NewsArticle) => row.published_at ?? row.created_at;

/** The news feed of one language: articles visitors may read now, newest first, the French feed in French only. */
export async function newsFeed(db: Database, options: FeedOptions): Promise<string> {
  const { origin, locale } = options;
  const t = translator(locale);
  const [settings, listings] = await Promise.all([getSiteSettings(db), readLiveDocument(db, "listings")]);
  const rows = await listNewsArticles(db, { published: true, ...(options.now ? { now: options.now } : {}) });
  const inLanguage = rows.filter((row) => locale === "en" || (row.title_fr !== null && row.slug_fr !== null)).slice(0, FEED_ITEMS);
  const feed = channel({
    ...options,
    team: settings.team_name,
    title: t("news.feedTitle", { team: settings.team_name }),
    // The news page's lead, as the team wrote it; the feed's title without one.
    description: textIn(listings.news.lead, locale).text || t("news.feedTitle", { team: settings.team_name }),
    page: pathIn("/news", locale),
    self: FEED_PATHS.news[locale],
    updated: inLanguage[0] ? articleDate(inLanguage[0]) : undefined,
  });
  for (const row of inLanguage) {
    const words = articleIn(row, locale);
    const link = origin + pathIn(`/news/${words.slug}`, locale);
    const image = imageEnclosure(row.featured_image, origin);
    feed.addItem({
      title: words.title,
      link,
      // The article's id: its address may change with its slug, the item stays the same.
      guid: `urn:uuid:${row.id}`,
      date: articleDate(row),
      description: articleExcerpt(words.excerpt, words.content),
      category: [{ name: categoryLabel(row.category, t) }],
      ...(image ? { image } : {}),
    });
  }
  return feed.rss2();
}

/** The newsletter archive's feed of one language: sent editions, newest first, with their (sanitized) content. */
export async function editionsFeed(db: Database, options: FeedOptions): Promise<string> {
  const { origin, locale } = options;
  const t = translator(locale);
  const settings = await getSiteSettings(db);
  const rows = await listNewsletterEditions(db, { sent: true });
  const inLanguage = rows
    .filter((row): row is NewsletterEdition & { sent_at: Date } => row.sent_at !== null && (locale === "en" || editionHasFrench(row)))
    .slice(0, FEED_ITEMS);
  const feed = channel({
    ...options,
    team: settings.team_name,
    title: t("newsletter.feedTitle", { team: settings.team_name }),
    description: t("newsletter.feedDescription"),
    page: pathIn("/news?category=newsletter", locale),
    self: FEED_PATHS.newsletters[locale],
    updated: inLanguage[0]?.sent_at,
  });
  for (const row of inLanguage) {
    const words = editionIn(row, locale);
    feed.addItem({
      title: words.subject,
      link: origin + pathIn(`/newsletters/${row.id}`, locale),
      guid: `urn:uuid:${row.id}`,
      date: row.sent_at,
      description: words.title,
      content: absoluteLinks(sanitizeNewsletterHtml(words.content), origin),
    });
  }
  return feed.rss2();
}

/** A feed is read away from the site: its root-relative links and images get the site's origin. */
export function absoluteLinks(html: string, origin: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);
}
