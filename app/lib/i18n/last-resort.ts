import type { Locale } from "./core.ts";

/**
 * The root's last-resort error page speaks without a catalogue: it shows when
 * nothing below the root could render (no layout, so no layout's messages),
 * and the root's JavaScript is on every page, so it cannot carry the
 * catalogues. These few words, in both languages, are all it needs (a few
 * hundred bytes); the page's language comes from its address.
 */
export interface LastResortWords {
  notFound: string;
  failed: string;
  explanation: string;
  home: string;
}

export const LAST_RESORT_WORDS: Record<Locale, LastResortWords> = {
  en: {
    notFound: "Not found",
    failed: "Something went wrong",
    explanation: "The page could not be shown. Please try again in a moment.",
    home: "Home",
  },
  fr: {
    notFound: "Page introuvable",
    failed: "Une erreur est survenue",
    explanation: "La page n’a pas pu s’afficher. Réessayez dans un instant.",
    home: "Accueil",
  },
};
