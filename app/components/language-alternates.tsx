import { useContext } from "react";
import { UNSAFE_DataRouterDataContext, useMatches } from "react-router";
import { DEFAULT_LOCALE, isLocale, languageOf, type Locale } from "../lib/i18n/index.ts";
import { usePageAlternates } from "../lib/alternates.ts";

/**
 * The language of the document: the public layout's (`handle.lang`), else a
 * route's data that names one (the admin layout gives its admin's), else
 * English.
 */
export function documentLanguage(matches: ReturnType<typeof useMatches>): Locale {
  const language = languageOf(matches);
  if (language) return language.lang;
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]!.loaderData;
    if (typeof data === "object" && data !== null && "locale" in data && isLocale(data.locale)) return data.locale;
  }
  return DEFAULT_LOCALE;
}

/** The site's address, from the public layout's data: alternates must be absolute. */
function originOf(matches: ReturnType<typeof useMatches>): string | undefined {
  for (const match of matches) {
    const data = match.loaderData;
    if (typeof data === "object" && data !== null && "origin" in data && typeof data.origin === "string") return data.origin;
  }
  return undefined;
}

/**
 * Whether the page is an error page (a 404, a failed loader): the router's
 * data holds the error of the route whose boundary shows it. The root's
 * `Layout` renders the head above every boundary, where `useRouteError()`
 * sees the root's own errors only; the router's data is the one place that
 * knows (React Router 8 exports it as `UNSAFE_DataRouterDataContext`;
 * tests/e2e/french.spec.ts checks that a 404 announces no alternates).
 */
function useIsErrorPage(): boolean {
  const data = useContext(UNSAFE_DataRouterDataContext);
  return Boolean(data?.errors && Object.keys(data.errors).length > 0);
}

/**
 * `<link rel="alternate" hreflang>` for each language the page exists in,
 * and `x-default` (English, the specification's site). Rendered in the head
 * of public pages only, and not on an error page: a 404 has no translation,
 * and alternates must point at pages that answer 200.
 */
export function LanguageAlternates() {
  const matches = useMatches();
  const alternates = usePageAlternates();
  const isErrorPage = useIsErrorPage();
  const origin = originOf(matches);
  if (!alternates || !origin || isErrorPage) return null;
  const entries = Object.entries(alternates) as [Locale, string][];
  if (entries.length < 2) return null;
  const defaultPath = alternates[DEFAULT_LOCALE];
  return (
    <>
      {entries.map(([locale, path]) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={origin + path} />
      ))}
      {defaultPath ? <link rel="alternate" hrefLang="x-default" href={origin + defaultPath} /> : null}
    </>
  );
}
