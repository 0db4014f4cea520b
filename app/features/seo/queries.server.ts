import { Readable } from "node:stream";
import type { RouterContextProvider } from "react-router";
import { SitemapStream, streamToPromise } from "sitemap";
import { translator } from "../../lib/i18n/all.server.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import type { PageSeo } from "../../lib/seo.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import { listCars } from "../cars/queries.server.ts";
import { listNewsArticles } from "../news/queries.server.ts";
import { listNewsletterEditions } from "../newsletter/queries.server.ts";
import { getSiteSettings, requestSettings, type SiteSettings } from "../settings/queries.server.ts";
import { SOCIAL_NETWORKS } from "../settings/schema.ts";
import { readLiveDocument } from "../pages/queries.server.ts";
import { DESCRIBED_PAGES, textIn, type SearchDefaults } from "../pages/rules.ts";
import { DRIVER_JOB_TITLE, PAGE_DESCRIPTIONS, type DescribedPage } from "./content.ts";
import { BRAND_CARD, BRAND_LOGO, breadcrumbLd, describe, type TeamFacts } from "./schema.ts";

/**
 * Builds a public page's `seo` (lib/seo.ts) on the server: its canonical
 * address, its description (the item's words, else the page's own from the
 * content catalogue), its sharing image (the item's, else the brand card),
 * the languages it exists in, and its structured data with breadcrumbs.
 */

/** The team as structured data sees it, with this language's addresses. */
export function teamFacts(settings: SiteSettings, origin: string, locale: Locale): TeamFacts {
  return {
    origin,
    name: settings.team_name,
    url: origin + pathIn("/", locale),
    logo: origin + BRAND_LOGO,
    email: settings.contact_email,
    sameAs: SOCIAL_NETWORKS.flatMap((network) => settings.social_links[network] ?? []),
    driver: { name: settings.driver_name, url: origin + pathIn(`/${settings.driver_slug}`, locale) },
  };
}

/** The page's address without any query parameter it does not own (tracking tags, a stale tab). */
function canonicalOf(origin: string, url: URL, query: Readonly<Record<string, string>> | undefined): string {
  const search = new URLSearchParams(query).toString();
  return origin + url.pathname + (search ? `?${search}` : "");
}

export interface PageSeoInput {
  /** The request's address (the loader's `url`). */
  url: URL;
  /** The query parameters that make this another page than the same path without them: a tab other than the default one. */
  query?: Readonly<Record<string, string>>;
  /** The item's own words, else the fixed page's description (`content.ts`). */
  description?: string | null;
  page?: DescribedPage;
  image?: PageSeo["image"];
  type?: PageSeo["type"];
  /** The item's addresses per language, where it has no version in one (`null`). Other pages exist in both. */
  alternates?: Partial<Record<Locale, string | null>>;
  /**
   * The steps from the home page (added here) to this page: English paths,
   * translated here; the last step, the page itself, has no path (its
   * canonical address is used). None on the home page.
   */
  breadcrumb?: readonly { name: string; path?: string }[];
  published?: string;
  modified?: string;
  /** The page's own structured data, built with the team's facts. */
  structuredData?: (team: TeamFacts) => object[];
}

const searchByRequest = new WeakMap<object, ReturnType<typeof readLiveDocument<"search">>>();

/** The team's words for search engines (Admin › Pages › Search and sharing), read once per request. */
function requestSearchDocument(context: Readonly<RouterContextProvider>) {
  let document = searchByRequest.get(context);
  if (!document) {
    document = readLiveDocument(context.get(servicesContext).db, "search");
    searchByRequest.set(context, document);
  }
  return document;
}

/** `{team}` and `{driver}` in a text the team wrote, replaced by the names. */
function withNames(text: string, names: { team: string; driver: string }): string {
  return text.replace(/\{(team|driver)\}/g, (_match, name: "team" | "driver") => names[name]);
}

/**
 * What a page says of itself in the request's language: the team's words
 * for it (French missing: the English ones), else the page's own words
 * (`otherwise`: the driver's lead), else the site's default words for it.
 * The driver's page passes his name as the page has it.
 */
export async function pageDescription(context: Readonly<RouterContextProvider>, page: DescribedPage, { driverName, otherwise }: { driverName?: string; otherwise?: string } = {}): Promise<string> {
  const locale = context.get(localeContext);
  const [settings, search] = await Promise.all([requestSettings(context), requestSearchDocument(context)]);
  const names = { team: settings.team_name, driver: driverName ?? settings.driver_name };
  const own = textIn(search.descriptions[page], locale).text;
  if (own) return withNames(own, names);
  return otherwise?.trim() ? otherwise : translator(locale)(PAGE_DESCRIPTIONS[page], names);
}

/** The driver's job in his page's structured data: the team's words, else the site's. */
export async function driverJobTitle(context: Readonly<RouterContextProvider>): Promise<string> {
  const locale = context.get(localeContext);
  const own = textIn((await requestSearchDocument(context)).driverJobTitle, locale).text;
  return own || translator(locale)(DRIVER_JOB_TITLE);
}

/** The site's own words for each page, in both languages, with today's names: what an empty field of Search and sharing keeps. */
export async function defaultSearchWords(db: Database): Promise<SearchDefaults> {
  const settings = await getSiteSettings(db);
  const names = { team: settings.team_name, driver: settings.driver_name };
  const [en, fr] = [translator("en"), translator("fr")];
  return {
    descriptions: Object.fromEntries(DESCRIBED_PAGES.map((page) => [page, { en: en(PAGE_DESCRIPTIONS[page], names), fr: fr(PAGE_DESCRIPTIONS[page], names) }])) as SearchDefaults["descriptions"],
    driverJobTitle: { en: en(DRIVER_JOB_TITLE), fr: fr(DRIVER_JOB_TITLE) },
  };
}

/** A page's `seo`, for its loader data. */
export async function pageSeo(context: Readonly<RouterContextProvider>, input: PageSeoInput): Promise<PageSeo> {
  const locale = context.get(localeContext);
  const origin = context.get(servicesContext).env.PUBLIC_URL;
  const settings = await requestSettings(context);
  const t = translator(locale);
  const team = teamFacts(settings, origin, locale);
  const description = describe(input.description?.trim() ? input.description : await pageDescription(context, input.page ?? "home", { driverName: settings.driver_name }));
  const structuredData = input.structuredData?.(team) ?? [];
  const canonical = canonicalOf(origin, input.url, input.query);
  if (input.breadcrumb && input.breadcrumb.length > 0) {
    const steps = [{ name: t("nav.home"), path: "/" }, ...input.breadcrumb];
    structuredData.push(breadcrumbLd(steps.map((step) => ({ name: step.name, url: step.path === undefined ? canonical : origin + pathIn(step.path, locale) }))));
  }
  return {
    canonical,
    description,
    image: input.image ?? { url: origin + BRAND_CARD.path, width: BRAND_CARD.width, height: BRAND_CARD.height, alt: settings.team_name },
    type: input.type ?? "website",
    locale,
    alternateLocales: LOCALES.filter((other) => other !== locale && (input.alternates ? Boolean(input.alternates[other]) : true)),
    siteName: settings.team_name,
    ...(input.published ? { published: input.published } : {}),
    ...(input.modified ? { modified: input.modified } : {}),
    structuredData,
  };
}

// ——— The site map ———

/**
 * The site map search engines read (`/sitemap.xml`): every public page a
 * visitor can reach, once per language it exists in, each entry naming its
 * other languages (`xhtml:link hreflang`, and `x-default`) and when its
 * content last changed. Pages of one person (the cart, a subscriber's links)
 * and error pages are left out; so is the French address of an item that has
 * no French version.
 */
export interface SitemapPage {
  /** The page's path in each language it exists in. */
  paths: Partial<Record<Locale, string>>;
  /** When what the page shows last changed; absent where the page's words live in the code. */
  lastmod?: Date;
}

/** A content type's pages in the site map (its declaration's `sitemap`, app/content/): its lists and its items'. */
export type SitemapSource = (db: Database, now: Date) => Promise<SitemapPage[]>;

export const latest = (dates: readonly (Date | null | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((last, date) => (date && (!last || date > last) ? date : last), undefined);

/** A page at the same place in both trees (`pathIn`). */
export function everywhere(englishPath: string, lastmod?: Date): SitemapPage {
  return { paths: Object.fromEntries(LOCALES.map((locale) => [locale, pathIn(englishPath, locale)])), ...(lastmod ? { lastmod } : {}) };
}

/** An item's page in the languages it has a version in. */
export function itemPage(alternates: Record<Locale, string | null>, lastmod: Date): SitemapPage {
  return { paths: Object.fromEntries(Object.entries(alternates).filter(([, path]) => path !== null)), lastmod };
}

/**
 * The site map's pages: the pages the team edits as one document (their
 * lastmod from what they show), then every content type's own (`sources`).
 */
export async function sitemapPages(db: Database, sources: readonly SitemapSource[], now = new Date()): Promise<SitemapPage[]> {
  const [settings, articles, editions, cars, declared] = await Promise.all([
    getSiteSettings(db),
    listNewsArticles(db, { published: true, now }),
    listNewsletterEditions(db, { sent: true }),
    listCars(db),
    Promise.all(sources.map((source) => source(db, now))),
  ]);
  // The home page shows the latest news and newsletters and the cars; the driver page the team's cars.
  const teamCars = cars.filter((car) => car.car_category === "team");
  const everything = latest([settings.updated_at, ...articles.map((article) => article.updated_at), ...editions.map((edition) => edition.sent_at), ...cars.map((car) => car.updated_at)]);
  return [
    everywhere("/", everything),
    everywhere(`/${settings.driver_slug}`, latest([settings.updated_at, ...teamCars.map((car) => car.updated_at)])),
    everywhere("/f1madness"),
    everywhere("/services"),
    everywhere("/experiences"),
    everywhere("/contact", settings.updated_at),
    ...declared.flat(),
  ];
}

/** The XML of a site map: one `<url>` per page and language, with the page's other languages and `x-default` (English). */
export async function sitemapXml(origin: string, pages: readonly SitemapPage[]): Promise<string> {
  const stream = new SitemapStream({ hostname: origin, xmlns: { xhtml: true, news: false, image: false, video: false } });
  const entries = pages.flatMap((page) => {
    const languages = LOCALES.filter((locale) => page.paths[locale]);
    const links: { lang: string; hreflang: string; url: string }[] = languages.map((locale) => ({ lang: locale, hreflang: locale, url: origin + page.paths[locale]! }));
    const fallback = page.paths[DEFAULT_LOCALE];
    if (languages.length > 1 && fallback) links.push({ lang: "x-default", hreflang: "x-default", url: origin + fallback });
    return languages.map((locale) => ({
      url: origin + page.paths[locale]!,
      ...(page.lastmod ? { lastmod: page.lastmod.toISOString() } : {}),
      ...(languages.length > 1 ? { links } : {}),
    }));
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
}
