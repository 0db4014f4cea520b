import type { Locale } from "../../lib/i18n/index.ts";


/** A car of the driver's personal collection, as the career page shows it. Client-safe. */
export interface DriverCar {
  slug: string;
  name: string;
  year: number;
  engine: string | null;
  status: string;
  featured: boolean;
  image: string | null;
  /** The name and engine when not in the page's language (a car not yet translated), to mark with `lang`. */
  langs?: { name?: Locale; engine?: Locale };
}

/** What the home page's news section shows: small card objects, not whole rows. Client-safe. */
export interface HomeArticleCard {
  id: string;
  title: string;
  excerpt: string;
  /** Raw (race_report), shown through categoryLabel. */
  category: string;
  publishedAt: string | null;
  image: string | null;
  /** Set when the card's words are not in the page's language (an article not yet translated). */
  lang?: Locale;
}

export interface HomeNewsletterCard {
  id: string;
  title: string;
  subject: string;
  preview: string;
  sentAt: string;
  /** Set when the words are not in the page's language (an edition without French). */
  lang?: Locale;
}

/** §9: the home news section shows 2 articles and 1 newsletter. */
export const HOME_ARTICLE_LIMIT = 2;
export const HOME_NEWSLETTER_LIMIT = 1;
