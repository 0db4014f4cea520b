/** What the news pages render of an article: small, serialisable, no unused columns. */
export interface ArticleCard {
  slug: string;
  title: string;
  /** Raw category (race_report); shown through categoryLabel. */
  category: string;
  /** ISO timestamp: the publication time, or the creation time of an article published without one. */
  date: string;
  excerpt: string;
  image: string | null;
}

export interface ArticleView {
  slug: string;
  title: string;
  category: string;
  date: string;
  /** The article's own excerpt only (no fallback): shown as the lead when the editor wrote one. */
  lead: string | null;
  image: string | null;
  /** Markdown rendered and sanitized on the server. */
  html: string;
}
