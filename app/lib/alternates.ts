import { useLocation, useMatches } from "react-router";
import { LOCALES, languageOf, type Locale } from "./i18n/index.ts";
import { pathIn } from "./public-paths.ts";

/**
 * A page's address in each language. A page whose item has its own slug per
 * language (an article, a car, an album) gives them in its loader data as
 * `alternates`; a language missing there (`null`) has no translation of the
 * item, and is neither announced (`hreflang`) nor offered by the switcher.
 * Any other page is at the same place in the other tree (`pathIn`).
 */
export type Alternates = Partial<Record<Locale, string | null>>;

function alternatesOf(loaderData: unknown): Alternates | undefined {
  if (typeof loaderData !== "object" || loaderData === null || !("alternates" in loaderData)) return undefined;
  return (loaderData as { alternates: Alternates }).alternates;
}

/**
 * Where the language switcher leads for a language the page's item has no version in, given
 * by its loader as `languageFallbacks` (an article only in English: the French news list), so a
 * visitor can still change language. Never announced as an alternate (`hreflang`).
 */
export function usePageLanguageFallbacks(): Partial<Record<Locale, string>> | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]!.loaderData;
    if (typeof data === "object" && data !== null && "languageFallbacks" in data) return (data as { languageFallbacks: Partial<Record<Locale, string>> }).languageFallbacks;
  }
  return undefined;
}

/** The current public page's path in each language that has it, or nothing outside the public site. */
export function usePageAlternates(): Partial<Record<Locale, string>> | undefined {
  const matches = useMatches();
  const location = useLocation();
  if (!languageOf(matches)) return undefined;
  let given: Alternates | undefined;
  for (let index = matches.length - 1; index >= 0 && !given; index--) given = alternatesOf(matches[index]!.loaderData);
  const here = location.pathname + location.search;
  const paths: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const path = given && locale in given ? given[locale] : pathIn(here, locale);
    if (path) paths[locale] = path;
  }
  return paths;
}
