import type { MetaDescriptor } from "react-router";
import type { Locale } from "./i18n/core.ts";

/**
 * What a public page tells search engines and social networks about itself,
 * built on the server by the page's loader (`features/seo/queries.server.ts`)
 * and turned into head tags by `seoMeta` in the page's `meta`. The words and
 * the structured data stay in the page's data: none of them is in the
 * JavaScript a page downloads.
 */
export interface PageSeo {
  /** The page's address, absolute, with only the query parameters that make it another page (`?category=newsletter`). */
  canonical: string;
  description: string;
  /** The article's, car's, album's or event's image, else the brand's card (1200×630). Absolute. */
  image: { url: string; width: number; height: number; alt: string };
  /** `og:type`: an article for news, a profile for the driver, a website elsewhere. */
  type: "website" | "article" | "profile";
  locale: Locale;
  /** The other languages the page exists in (`og:locale:alternate`). */
  alternateLocales: Locale[];
  siteName: string;
  /** For articles: when it was published and last changed (ISO 8601). */
  published?: string;
  modified?: string;
  /** JSON-LD objects, each with its `@context` (built by `features/seo/schema.ts`). */
  structuredData: object[];
}

/** `og:locale` wants a territory: the site's English reads as US English (its dates, the specification's), its French as France's. */
export const OG_LOCALE: Record<Locale, string> = { en: "en_US", fr: "fr_FR" };

/**
 * The head tags of a public page: title, description, canonical, Open Graph,
 * Twitter card and JSON-LD. `title` is the full document title (`pageTitle`).
 * A page without `seo` (an error page, a subscriber's own link) gets its
 * title and, when it must not be indexed, `robots: noindex`.
 */
export function seoMeta(title: string, seo: PageSeo | undefined | null, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }];
  if (options.noindex) tags.push({ name: "robots", content: "noindex" });
  if (!seo) return tags;
  tags.push(
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: seo.type },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:image", content: seo.image.url },
    { property: "og:image:width", content: String(seo.image.width) },
    { property: "og:image:height", content: String(seo.image.height) },
    { property: "og:image:alt", content: seo.image.alt },
    { property: "og:locale", content: OG_LOCALE[seo.locale] },
    ...seo.alternateLocales.map((locale) => ({ property: "og:locale:alternate", content: OG_LOCALE[locale] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image.url },
    { name: "twitter:image:alt", content: seo.image.alt },
  );
  if (seo.published) tags.push({ property: "article:published_time", content: seo.published });
  if (seo.modified) tags.push({ property: "article:modified_time", content: seo.modified });
  for (const data of seo.structuredData) tags.push({ "script:ld+json": data as Record<string, never> });
  return tags;
}
