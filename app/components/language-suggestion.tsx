import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useLocale } from "../lib/i18n/index.ts";
import { LANGUAGE_SUGGESTION } from "../lib/i18n/languages.ts";
import { usePageAlternates } from "../lib/alternates.ts";
import { LANGUAGE_CHOSEN_KEY } from "./language-switcher.tsx";

/**
 * A small, dismissible offer to read the page in French, for a visitor whose
 * browser prefers French and who reads an English page. Never a redirect:
 * search engines and visitors who chose English keep the page they asked
 * for. Decided in the browser (the page itself is the same for everyone, and
 * cacheable), fixed at the bottom so nothing moves.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const alternates = usePageAlternates();
  const prefersFrench = useSyncExternalStore(subscribe, browserPrefersUnchosenFrench, () => false);
  const [answered, setAnswered] = useState(false);
  const target = alternates?.fr;
  if (locale !== "en" || !target || !prefersFrench || answered) return null;

  const words = LANGUAGE_SUGGESTION.fr;
  const choose = (value: string) => {
    try {
      localStorage.setItem(LANGUAGE_CHOSEN_KEY, value);
    } catch {
      // Storage refused: the offer is simply hidden for this page.
    }
    setAnswered(true);
  };
  return (
    <aside
      lang="fr"
      aria-label={words.text}
      data-testid="language-suggestion"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded border border-white/15 bg-night-2 px-4 py-3 text-sm shadow-2xl"
    >
      <p className="flex-1 text-cream">{words.text}</p>
      <Link to={target} hrefLang="fr" onClick={() => choose("fr")} className="rounded bg-signal px-3 py-2 font-semibold text-cream hover:bg-signal-dark">
        {words.action}
      </Link>
      <button type="button" onClick={() => choose("en")} className="rounded px-3 py-2 text-mist hover:text-cream">
        {words.dismiss}
      </button>
    </aside>
  );
}

const subscribe = () => () => {};

/** In the browser: French first among the visitor's languages, and no language chosen on this site yet. */
function browserPrefersUnchosenFrench(): boolean {
  let chosen: string | null;
  try {
    chosen = localStorage.getItem(LANGUAGE_CHOSEN_KEY);
  } catch {
    chosen = null;
  }
  const preferred = navigator.languages?.[0] ?? navigator.language ?? "";
  return chosen === null && preferred.toLowerCase().startsWith("fr");
}
