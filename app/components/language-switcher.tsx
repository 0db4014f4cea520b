import { Link } from "react-router";
import { LOCALES, useLocale } from "../lib/i18n/index.ts";
import { LANGUAGE_NAME } from "../lib/i18n/languages.ts";
import { usePageAlternates, usePageLanguageFallbacks } from "../lib/alternates.ts";

/** Remembered when a visitor picks a language, so the suggestion never comes back. */
export const LANGUAGE_CHOSEN_KEY = "language-chosen";

/**
 * The link to this page (and this item) in the other language, named in that
 * language. When the item has no translation, the page's fallback in that
 * language (an English-only article: the French news list); absent without one.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const locale = useLocale();
  const alternates = usePageAlternates();
  const fallbacks = usePageLanguageFallbacks();
  const other = LOCALES.find((candidate) => candidate !== locale)!;
  const target = alternates?.[other] ?? fallbacks?.[other];
  if (!target) return null;
  return (
    <Link
      to={target}
      lang={other}
      hrefLang={other}
      onClick={() => remember(other)}
      className={className}
      data-testid="language-switcher"
    >
      {LANGUAGE_NAME[other]}
    </Link>
  );
}

function remember(locale: string) {
  try {
    localStorage.setItem(LANGUAGE_CHOSEN_KEY, locale);
  } catch {
    // Private browsing may refuse storage: the suggestion may simply show again.
  }
}
