import type { Locale } from "./core.ts";

/**
 * The few words a page shows in the other language: the switcher names each
 * language in itself, and the suggestion speaks to a visitor in the language
 * their browser prefers, which is not the page's. Kept out of the catalogues
 * so that a page still downloads one language's messages (a few bytes here).
 */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", fr: "Français" };

export const LANGUAGE_SUGGESTION: Record<Locale, { text: string; action: string; dismiss: string }> = {
  en: { text: "This site is also in English.", action: "Read in English", dismiss: "No thanks" },
  fr: { text: "Ce site existe aussi en français.", action: "Lire en français", dismiss: "Non merci" },
};
