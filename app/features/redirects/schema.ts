import type { slugRedirectTypes } from "../../db/enums.ts";
import { LOCALES, type Locale } from "../../lib/i18n/core.ts";

/**
 * Addresses that never break (issue 15): what a slug change is, and which
 * old addresses a save leaves behind (client-safe, no database).
 */

/** What an old address can lead to; "driver" is the driver page (its target id is "driver"). */
export type SlugRedirectType = (typeof slugRedirectTypes)[number];

/** The driver page's target id: it is one page, not a row. */
export const DRIVER_TARGET_ID = "driver";

/** One slug of one item, in one language, changed by a save. */
export interface SlugChange {
  type: SlugRedirectType;
  locale: Locale;
  /** The slug before the save; null when there was none (a new item, a French address given for the first time). */
  from: string | null;
  /** The slug after it; null when the language's own slug was removed (the page then uses the English one). */
  to: string | null;
  /** The item's id (text), or "driver". */
  targetId: string;
}

/** An item's own slug column per language: `slug` for English, `slug_fr` for French (null: none of its own). */
export type SlugsByLocale = Partial<Record<Locale, string | null>>;

/**
 * The changes of one save, language by language. A slug the item still has
 * in another language after the save (an article whose French address was
 * its English one) is not an old address: it stays live, so it gets no
 * redirect, only the clean-up of the new one.
 */
export function slugChanges(type: SlugRedirectType, targetId: string, before: SlugsByLocale | null, after: SlugsByLocale): SlugChange[] {
  const live = new Set(Object.values(after).filter((slug): slug is string => typeof slug === "string"));
  return LOCALES.flatMap((locale) => {
    const from = before?.[locale] ?? null;
    const to = after[locale] ?? null;
    if (from === to) return [];
    return [{ type, locale, from: from !== null && live.has(from) ? null : from, to, targetId }];
  });
}
