import type {
  BreadcrumbList,
  Car,
  DayOfWeek,
  ImageGallery,
  ItemAvailability,
  LocalBusiness,
  NewsArticle,
  Person,
  Product,
  SportsEvent,
  SportsTeam,
  WebSite,
  WithContext,
} from "schema-dts";
import { LOCALES } from "../../lib/i18n/index.ts";
import type { ImageSources } from "../../lib/image-sources.ts";
import { parisIsoDateTime } from "../../lib/paris-wall-time.ts";
import { pathIn } from "../../lib/public-paths.ts";
import type { PageSeo } from "../../lib/seo.ts";

/**
 * What search engines and social networks read of the site, as pure rules:
 * descriptions, sharing images, the structured data (JSON-LD) and the
 * crawlers' rules. `queries.server.ts` gives them the data.
 */

/** The brand card every page without an image of its own shares (made by scripts/make-share-images.ts). */
export const BRAND_CARD = { path: "/share/brand-card.png", width: 1200, height: 630 } as const;
/** The team's logo for structured data: a square raster image search engines accept (at least 112 px). */
export const BRAND_LOGO = "/share/logo-512.png";

/** A description search engines show whole: at most about 160 characters, cut at a word. */
export const DESCRIPTION_LIMIT = 160;

/** Plain text from Markdown or HTML, on one line: what a description is made of. */
export function plainText(source: string): string {
  return source
    .replace(/<[^>]*>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~|]+/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first words of a text, cut at a word boundary with an ellipsis when it is longer than the limit. */
export function describe(source: string, limit = DESCRIPTION_LIMIT): string {
  const text = plainText(source);
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** An image of a page, absolute, at the size closest to the 1200 px social networks show. */
export function shareImage(origin: string, url: string | null | undefined, sources: Record<string, ImageSources>, alt: string): PageSeo["image"] | undefined {
  if (!url) return undefined;
  const resolved = sources[url];
  if (!resolved) return /^https?:\/\//.test(url) ? { url, width: BRAND_CARD.width, height: BRAND_CARD.height, alt } : undefined;
  const variants = resolved.srcSet
    .split(", ")
    .map((entry) => {
      const [path, width] = entry.split(" ");
      return { path: path!, width: Number.parseInt(width ?? "0", 10) };
    })
    .filter((variant) => variant.path && variant.width > 0);
  const chosen = variants.find((variant) => variant.width >= 1200) ?? variants.at(-1);
  if (!chosen) return { url: origin + resolved.src, width: resolved.width, height: resolved.height, alt };
  return { url: origin + chosen.path, width: chosen.width, height: Math.round((resolved.height / resolved.width) * chosen.width), alt };
}

// ——— Structured data ———

/**
 * The JSON-LD search engines read (schema.org, the shapes Google documents
 * for rich results), typed with `schema-dts` so that a misspelt property or
 * a wrong type does not compile. Pure builders: the loaders give them plain
 * values with absolute URLs (`seo.server.ts`); `structured-data.test.ts`
 * checks the output against Google's requirements.
 */

const CONTEXT = "https://schema.org" as const;

/** What every page knows about the team (from the site settings). */
export interface TeamFacts {
  /** The site's address, without a trailing slash. */
  origin: string;
  name: string;
  /** The home page in the page's language, absolute. */
  url: string;
  logo: string;
  email: string;
  /** The team's pages on social networks (`sameAs`). */
  sameAs: string[];
  driver: { name: string; url: string };
}

/** The team, identified by one `@id` on every page so that other objects refer to it. */
export const teamId = (origin: string) => `${origin}/#team`;
const driverId = (origin: string) => `${origin}/#driver`;
const websiteId = (origin: string) => `${origin}/#website`;

export function sportsTeamLd(team: TeamFacts): WithContext<SportsTeam> {
  return {
    "@context": CONTEXT,
    "@type": "SportsTeam",
    "@id": teamId(team.origin),
    name: team.name,
    url: team.url,
    logo: team.logo,
    email: team.email,
    sport: "Historic Formula 1",
    ...(team.sameAs.length > 0 ? { sameAs: team.sameAs } : {}),
    athlete: { "@id": driverId(team.origin) },
  };
}

export function webSiteLd(team: TeamFacts, inLanguage: string): WithContext<WebSite> {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": websiteId(team.origin),
    name: team.name,
    url: team.url,
    inLanguage,
    publisher: { "@id": teamId(team.origin) },
  };
}

/**
 * The team's workshop, where the contact page's hours apply: a local business
 * of the team (its parent organization), with its weekly hours and the
 * closures to come (closed all day: opening and closing at midnight, as
 * search engines read it).
 */
type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export function workshopLd(
  team: TeamFacts,
  workshop: { url: string; telephone: string; address: string; hours: { weekly: readonly { dayOfWeek: readonly Weekday[]; opens: string; closes: string }[]; closures: readonly { validFrom: string; validThrough: string }[] } },
): WithContext<LocalBusiness> {
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${team.origin}/#workshop`,
    name: team.name,
    url: workshop.url,
    email: team.email,
    ...(workshop.telephone ? { telephone: workshop.telephone } : {}),
    ...(workshop.address ? { address: workshop.address.replace(/\s*\n\s*/g, ", ") } : {}),
    image: team.logo,
    parentOrganization: { "@id": teamId(team.origin) },
    openingHoursSpecification: workshop.hours.weekly.map((spec) => ({
      "@type": "OpeningHoursSpecification" as const,
      dayOfWeek: spec.dayOfWeek.map((day): DayOfWeek => `https://schema.org/${day}`),
      opens: spec.opens,
      closes: spec.closes,
    })),
    ...(workshop.hours.closures.length > 0
      ? {
          specialOpeningHoursSpecification: workshop.hours.closures.map((closure) => ({
            "@type": "OpeningHoursSpecification" as const,
            validFrom: closure.validFrom,
            validThrough: closure.validThrough,
            opens: "00:00",
            closes: "00:00",
          })),
        }
      : {}),
  };
}

export function driverLd(team: TeamFacts, driver: { description: string; image?: string; jobTitle: string }): WithContext<Person> {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    "@id": driverId(team.origin),
    name: team.driver.name,
    url: team.driver.url,
    description: driver.description,
    jobTitle: driver.jobTitle,
    ...(driver.image ? { image: driver.image } : {}),
    memberOf: { "@type": "SportsTeam", "@id": teamId(team.origin), name: team.name },
  };
}

/** Home › Section › Item: each step a name and an absolute address, the last one the page itself. */
export function breadcrumbLd(steps: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({ "@type": "ListItem", position: index + 1, name: step.name, item: step.url })),
  };
}

export function newsArticleLd(
  team: TeamFacts,
  article: { headline: string; url: string; description: string; images: string[]; published: string; modified: string; inLanguage: string },
): WithContext<NewsArticle> {
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    // Google shows at most 110 characters of a headline.
    headline: article.headline.length > 110 ? `${article.headline.slice(0, 109).trimEnd()}…` : article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    image: article.images,
    datePublished: article.published,
    dateModified: article.modified,
    inLanguage: article.inLanguage,
    author: { "@type": "Organization", "@id": teamId(team.origin), name: team.name, url: team.url },
    publisher: { "@type": "Organization", "@id": teamId(team.origin), name: team.name, logo: team.logo },
  };
}

const AVAILABILITY = {
  inStock: "https://schema.org/InStock",
  outOfStock: "https://schema.org/OutOfStock",
} as const satisfies Record<string, ItemAvailability>;

/** An offer in euro, VAT included (the site's prices): the price as schema.org wants it, digits and a dot. */
function euroOffer(url: string, price: number, inStock: boolean) {
  return {
    "@type": "Offer" as const,
    url,
    price: price.toFixed(2),
    priceCurrency: "EUR",
    availability: inStock ? AVAILABILITY.inStock : AVAILABILITY.outOfStock,
    itemCondition: "https://schema.org/UsedCondition" as const,
  };
}

/**
 * A car of the collection. A car for sale with a price is a product with an
 * offer (price, currency, availability); any other car is described as a car
 * only (a "price on request" is not an offer search engines can show).
 */
export function carLd(
  team: TeamFacts,
  car: { name: string; url: string; description: string; images: string[]; year: number; engine: string | null; price: number | null; forSale: boolean },
): WithContext<Car> {
  const offered = car.forSale && car.price !== null;
  return {
    "@context": CONTEXT,
    "@type": "Car",
    name: car.name,
    url: car.url,
    description: car.description,
    ...(car.images.length > 0 ? { image: car.images } : {}),
    vehicleModelDate: String(car.year),
    ...(car.engine ? { vehicleEngine: { "@type": "EngineSpecification", name: car.engine } } : {}),
    ...(offered ? { offers: { ...euroOffer(car.url, car.price!, true), seller: { "@id": teamId(team.origin) } } } : {}),
  };
}

/** A merchandise item: a new product with its offer and whether it is in stock; an item without a photo shows the team's logo (search engines require an image). */
export function merchandiseLd(
  team: TeamFacts,
  item: { id: string; name: string; description: string; image?: string | undefined; price: number; inStock: boolean; pageUrl: string },
): WithContext<Product> {
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${item.pageUrl}#${item.id}`,
    sku: item.id,
    name: item.name,
    description: item.description,
    image: item.image ?? team.logo,
    brand: { "@type": "Brand", name: team.name },
    offers: { ...euroOffer(item.pageUrl, item.price, item.inStock), itemCondition: "https://schema.org/NewCondition", seller: { "@id": teamId(team.origin) } },
  };
}

/**
 * An event's start and end for structured data: the days of a day event
 * ("2026-07-10"), the Paris times with their offset when the team gave them
 * ("2026-07-10T09:00:00+02:00"). An end time belongs to the last day.
 */
export function eventDates(schedule: { date: string; endDate: string | null; startTime: string | null; endTime: string | null }): { startDate: string; endDate: string } {
  const lastDay = schedule.endDate && schedule.endDate > schedule.date ? schedule.endDate : schedule.date;
  const start = schedule.startTime ? parisIsoDateTime(schedule.date, schedule.startTime) : null;
  const end = schedule.endTime ? parisIsoDateTime(lastDay, schedule.endTime) : null;
  return { startDate: start ?? schedule.date, endDate: end ?? (start && lastDay === schedule.date ? start : lastDay) };
}

/**
 * A meeting the team races at. `startDate`/`endDate` are ISO 8601: a day
 * (`2026-05-09`) for a day event, a time with its Paris offset
 * (`2026-05-09T14:00:00+02:00`) when the team gave one.
 */
export function sportsEventLd(
  team: TeamFacts,
  event: { name: string; url: string; description?: string | null; image?: string; startDate: string; endDate?: string; location: string; inLanguage: string },
): WithContext<SportsEvent> {
  return {
    "@context": CONTEXT,
    "@type": "SportsEvent",
    name: event.name,
    url: event.url,
    ...(event.description ? { description: event.description } : {}),
    ...(event.image ? { image: event.image } : {}),
    startDate: event.startDate,
    endDate: event.endDate ?? event.startDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.location, address: event.location },
    inLanguage: event.inLanguage,
    // Google reads `performer` for an event; the team is the one racing there.
    performer: { "@type": "SportsTeam", "@id": teamId(team.origin), name: team.name },
  };
}

export function galleryLd(album: { name: string; url: string; description?: string | null; images: string[] }): WithContext<ImageGallery> {
  return {
    "@context": CONTEXT,
    "@type": "ImageGallery",
    name: album.name,
    url: album.url,
    ...(album.description ? { description: album.description } : {}),
    ...(album.images.length > 0 ? { image: album.images } : {}),
  };
}

// ——— Crawlers ———

/**
 * `/robots.txt`: crawlers may read every public page, and stay out of what
 * is one person's or not a page at all — the admin, the API, the cart, a
 * subscriber's confirmation and unsubscribe links — in every language. It
 * names the site map. Pure, so the rules are tested with a real parser
 * (robots.test.ts).
 */
export function robotsTxt(origin: string): string {
  const token = "TOKEN";
  const privatePaths = [
    "/admin",
    "/api/",
    ...LOCALES.flatMap((locale) => [
      pathIn("/pitshop/cart", locale),
      // The links' common part: "/newsletter/confirm/" without the token.
      pathIn(`/newsletter/confirm/${token}`, locale).slice(0, -token.length),
      pathIn(`/newsletter/unsubscribe/${token}`, locale).slice(0, -token.length),
    ]),
  ];
  return [
    "User-agent: *",
    ...[...new Set(privatePaths)].map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
