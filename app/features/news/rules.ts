import type { PublicKey, Translate } from "../../lib/i18n/index.ts";

/**
 * What public pages show of an article's category, without zod (schema.ts
 * re-exports it): the news list and an article load no form code.
 */

/** The categories the site uses (the demo content's), stored with underscores. */
export const NEWS_CATEGORIES = ["news", "race_report", "team_news", "restoration_diary"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** "race_report" → "race report" (§3), "compte rendu de course" in French; an unknown value is shown with spaces for underscores. */
export function categoryLabel(category: string, t: Translate<PublicKey>): string {
  const key = `news.category.${category}`;
  return (NEWS_CATEGORIES as readonly string[]).includes(category) ? t(key as PublicKey) : category.replace(/_+/g, " ").trim();
}

/** The category where it begins a line of the admin (a menu's option, a list's cell): "Race report", "Compte rendu de course". */
export function categoryName(category: string, t: Translate<PublicKey>): string {
  const label = categoryLabel(category, t);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
