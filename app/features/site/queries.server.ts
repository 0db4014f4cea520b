import { pageMessages } from "../../lib/i18n/page-messages.server.ts";
import type { RouterContextProvider } from "react-router";
import type { Database } from "../../platform/db.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { requestPageDocuments } from "../pages/queries.server.ts";
import { partnersView, servicesView } from "../pages/rules.ts";
import { SOCIAL_NETWORKS } from "../settings/schema.ts";
import { requestSettings } from "../settings/queries.server.ts";
import { carIn, listCars } from "../cars/queries.server.ts";
import { type DriverCar, HOME_ARTICLE_LIMIT, HOME_NEWSLETTER_LIMIT, type HomeArticleCard, type HomeNewsletterCard } from "./schema.ts";
import sanitizeHtml from "sanitize-html";
import { articleExcerpt } from "../news/schema.ts";
import { articleIn, listNewsArticles } from "../news/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { listNewsletterEditions } from "../newsletter/queries.server.ts";
import { editionHasFrench, editionIn } from "../newsletter/schema.ts";

/**
 * The personal collection highlights, in the page's language: the cars the
 * team chose (Admin › Pages › Driver), in its order, those still published;
 * with none chosen, the team's own cars, featured ones first, newest first otherwise.
 */
export async function driverCollection(db: Database, locale: Locale = DEFAULT_LOCALE, chosenIds: readonly string[] = []): Promise<DriverCar[]> {
  const chosen = chosenIds.length > 0;
  const cars = await listCars(db, chosen ? {} : { category: "team" });
  const position = new Map(chosenIds.map((id, index) => [id, index]));
  const shown = chosen
    ? cars.filter((car) => position.has(car.id)).sort((a, b) => position.get(a.id)! - position.get(b.id)!)
    : [...cars].sort((a, b) => Number(b.featured) - Number(a.featured));
  return shown.map((car) => {
      const words = carIn(car, locale);
      const langs = { name: words.langs.name, engine: words.langs.engine };
      return {
        slug: words.slug,
        name: words.name,
        year: car.year,
        engine: words.engine,
        status: car.status,
        featured: car.featured,
        image: car.image_url,
        ...(langs.name || langs.engine ? { langs } : {}),
      };
    });
}

const PREVIEW_LENGTH = 160;

/** The newest published articles, as cards (§2, §9: up to 2). */
export async function homeArticles(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<HomeArticleCard[]> {
  const rows = await listNewsArticles(db, { published: true, limit: HOME_ARTICLE_LIMIT });
  return rows.map((row) => {
    const words = articleIn(row, locale);
    return {
      id: row.id,
      title: words.title,
      excerpt: articleExcerpt(words.excerpt, words.content),
      category: row.category,
      publishedAt: row.published_at?.toISOString() ?? null,
      image: row.featured_image,
      ...(words.lang ? { lang: words.lang } : {}),
    };
  });
}

/** The most recent sent newsletter, as a card whose preview is plain text: the edition's HTML never reaches this page. */
export async function homeNewsletters(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<HomeNewsletterCard[]> {
  const rows = await listNewsletterEditions(db, { sent: true, limit: HOME_NEWSLETTER_LIMIT });
  return rows.map((row) => {
    const words = editionIn(row, locale);
    return {
      id: row.id,
      title: words.title,
      subject: words.subject,
      preview: plainPreview(words.content),
      sentAt: row.sent_at!.toISOString(),
      ...(locale === "fr" && !editionHasFrench(row) ? { lang: "en" as const } : {}),
    };
  });
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

/**
 * What the public shell (header, footer) shows around every page, and the
 * page's words, in the request's language. `url` is the page asked for as
 * React Router gives it to loaders (a data request's `.data` removed).
 */
export async function publicShellData(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const { env } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const [settings, pages] = await Promise.all([requestSettings(context), requestPageDocuments(context, request)]);
  return {
    locale,
    teamName: settings.team_name,
    // The driver's page as the team published it (or previews it): its name in the menu, its address.
    driver: { slug: pages.driver.slug, name: pages.driver.name },
    contactEmail: settings.contact_email,
    // Only the networks the team has a page on: an icon without a target is not shown.
    social: SOCIAL_NETWORKS.flatMap((network) => {
      const url = settings.social_links[network];
      return url ? [{ network, url }] : [];
    }),
    // The footer's partner ticker: the home page's partners, in the page's language only.
    partners: partnersView(pages.home, locale).map((partner) => ({ name: partner.name, category: partner.category.text, ...(partner.category.lang ? { lang: partner.category.lang } : {}) })),
    // The footer's services column: the services page's sections, by their short names.
    services: servicesView(pages.services, locale).sections.map((section) => ({ anchor: section.anchor, name: section.shortName.text, ...(section.shortName.lang ? { lang: section.shortName.lang } : {}) })),
    /** The site's address: `hreflang` alternates are absolute. */
    origin: env.PUBLIC_URL,
    /** The words of the shell and of the page asked for, in its language. */
    messages: pageMessages(locale, url.pathname),
  };
}

export type PublicShellData = Awaited<ReturnType<typeof publicShellData>>;
