/** What the home page's news section shows: small card objects, not whole rows. Client-safe. */
export interface HomeArticleCard {
  id: string;
  title: string;
  excerpt: string;
  /** Shown with spaces, e.g. "race report". */
  category: string;
  publishedAt: string | null;
  image: string | null;
}

export interface HomeNewsletterCard {
  id: string;
  title: string;
  subject: string;
  preview: string;
  sentAt: string;
}

/** §9: the home news section shows 2 articles and 1 newsletter. */
export const HOME_ARTICLE_LIMIT = 2;
export const HOME_NEWSLETTER_LIMIT = 1;
