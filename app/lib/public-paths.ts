import type { Locale } from "./i18n/core.ts";

/**
 * The public site's pages, one row per page and a path per language: the
 * route table (`app/routes.ts`) builds the English tree and the French one
 * (under `/fr`) from it, and links, `hreflang` and the language switcher
 * translate a path with it. English keeps the specification's paths; French
 * ones are what a French visitor would type. Query strings and hashes keep
 * their values (`?category=newsletter`).
 *
 * Order matters where two paths could match: static pages first, the
 * driver page (any single segment) and the 404 last.
 */
export const PUBLIC_PAGES = [
  { file: "home.tsx", en: "", fr: "" },
  { file: "f1madness.tsx", en: "f1madness", fr: "f1madness" },
  { file: "services.tsx", en: "services", fr: "services" },
  { file: "news.tsx", en: "news", fr: "actualites" },
  { file: "news-article.tsx", en: "news/:slug", fr: "actualites/:slug" },
  { file: "newsletter-edition.tsx", en: "newsletters/:editionId", fr: "newsletters/:editionId" },
  // A subscriber's own links from the e-mails (token = the subscriber's secret).
  { file: "newsletter-confirm.tsx", en: "newsletter/confirm/:token", fr: "newsletter/confirmation/:token" },
  { file: "newsletter-unsubscribe.tsx", en: "newsletter/unsubscribe/:token", fr: "newsletter/desinscription/:token" },
  { file: "events.tsx", en: "events", fr: "evenements" },
  // The archive before an event's page: "past" is a word, not an id.
  { file: "events-past.tsx", en: "events/past", fr: "evenements/archives" },
  { file: "collection.tsx", en: "collection", fr: "collection" },
  { file: "car.tsx", en: "collection/:slug", fr: "collection/:slug" },
  { file: "gallery.tsx", en: "gallery", fr: "galerie" },
  // An album at its slug in the page's language; its id (the address before issue 15) and old slugs redirect there.
  { file: "gallery-album.tsx", en: "gallery/albums/:albumSlug", fr: "galerie/albums/:albumSlug" },
  { file: "experiences.tsx", en: "experiences", fr: "experiences" },
  { file: "pitshop.tsx", en: "pitshop", fr: "boutique" },
  { file: "cart.tsx", en: "pitshop/cart", fr: "boutique/panier" },
  // A buyer's order, at the secret of its link (paid online through Stripe).
  { file: "order.tsx", en: "orders/:token", fr: "commandes/:token" },
  { file: "contact.tsx", en: "contact", fr: "contact" },
  { file: "privacy.tsx", en: "privacy", fr: "confidentialite" },
  { file: "terms.tsx", en: "terms", fr: "conditions-generales" },
  { file: "legal-notice.tsx", en: "legal-notice", fr: "mentions-legales" },
  { file: "cookies.tsx", en: "cookies", fr: "cookies" },
  // Events have no slug: their pages are at their id.
  { file: "event.tsx", en: "events/:eventId", fr: "evenements/:eventId" },
  // The driver career page lives at the slug kept in site settings; any other single segment is a 404.
  { file: "driver.tsx", en: ":driverSlug", fr: ":driverSlug" },
  { file: "not-found.tsx", en: "*", fr: "*" },
] as const satisfies readonly { file: string; en: string; fr: string }[];

/** Where each language's pages live: English at the root, French under /fr. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "", fr: "/fr" };

/** Paths that are never pages of the public site, in any language. */
const NOT_PUBLIC = /^\/(admin|api|media|healthz)(\/|$)/;

/** The language a path belongs to: French under /fr, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, rest: "" } : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

/** The page a path of one language shows, with its parameters in order, or nothing for a path outside the public site. */
function matchPage(segments: string[], locale: Locale): { page: (typeof PUBLIC_PAGES)[number]; values: string[] } | undefined {
  for (const page of PUBLIC_PAGES) {
    const pattern = segmentsOf(page[locale]);
    if (pattern[0] === "*") return { page, values: [segments.join("/")] };
    if (pattern.length !== segments.length) continue;
    const values: string[] = [];
    const matches = pattern.every((part, index) => {
      if (part.startsWith(":")) {
        values.push(segments[index]!);
        return true;
      }
      return part === segments[index];
    });
    if (matches) return { page, values };
  }
  return undefined;
}

/**
 * The page file (`PUBLIC_PAGES`' `file`) a public path shows, or nothing
 * outside the public site.
 */
export function publicPageOf(pathname: string): (typeof PUBLIC_PAGES)[number]["file"] | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (NOT_PUBLIC.test(path)) return undefined;
  const locale = localeOfPath(path);
  return matchPage(segmentsOf(locale === "fr" ? path.slice(3) : path), locale)?.page.file;
}

/**
 * The same page in another language: `/news?category=newsletter` →
 * `/fr/actualites?category=newsletter`, and back. Parameters (a slug, an id)
 * are kept as they are: where an item has a slug per language, its page gives
 * the other language's path itself. Paths outside the public site (the admin,
 * media files) are returned unchanged.
 */
export function pathIn(path: string, locale: Locale): string {
  const { pathname, rest } = splitPath(path);
  if (NOT_PUBLIC.test(pathname) || /^[a-z]+:/i.test(path)) return path;
  const from = localeOfPath(pathname);
  const segments = segmentsOf(from === "fr" ? pathname.slice(3) : pathname);
  const match = matchPage(segments, from);
  let translated: string;
  if (!match) {
    translated = segments.join("/");
  } else {
    const values = [...match.values];
    translated = segmentsOf(match.page[locale])
      .map((part) => (part.startsWith(":") || part === "*" ? values.shift()! : part))
      .join("/");
  }
  const prefix = LOCALE_PREFIX[locale];
  return (translated ? `${prefix}/${translated}` : prefix || "/") + rest;
}
