import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { formatsFor, type Formats } from "../format.ts";
import { pathIn } from "../public-paths.ts";
import { DEFAULT_LOCALE, FORMAT_LOCALE, translate, type Locale, type Translate as CatalogTranslate } from "./core.ts";
import type { AdminKey } from "./en/admin.ts";
import type { ContentKey } from "./en/content.ts";
import type { EmailKey } from "./en/email.ts";
import type { PublicKey } from "./en/public.ts";

/**
 * Messages live in one catalogue per area and language (`en/public.ts`,
 * `fr/public.ts`, `en/admin.ts`…), with typed keys. This module holds no
 * catalogue: each public layout (`routes/public/layout.en.tsx`,
 * `layout.fr.tsx`) sends, with its data, the public messages of the page
 * in its language (`page-messages.server.ts`) and hands them down with
 * `PublicMessages`: a page downloads no catalogue, only its own words. A
 * component takes `useT()` here, `useAdminT()` from `./admin.ts` on admin
 * screens; server code (loaders, actions, e-mails) uses `translator()` from
 * `./all.server.ts`. See docs/decisions/011-message-catalogues.md.
 */
export { DEFAULT_LOCALE, FORMAT_LOCALE, LOCALES, isLocale, translate, type Locale } from "./core.ts";
export type { AdminKey, ContentKey, EmailKey, PublicKey };
/** Any message of any area (a type only: it ships nothing). */
export type MessageKey = PublicKey | AdminKey | EmailKey | ContentKey;
/** The translate function of one area (any message by default). */
export type Translate<Key extends string = MessageKey> = CatalogTranslate<Key>;
export type PublicCatalog = Readonly<Record<PublicKey, string>>;
/** The public messages one page may show (its layout's and its own), as its layout's loader sends them. */
export type PageMessages = Readonly<Partial<Record<PublicKey, string>>>;

/** What a public layout's `handle` says: its language. Its loader's data carries the page's `messages` (`meta` reads them there). */
export interface LanguageHandle {
  lang: Locale;
}

interface Messages {
  locale: Locale;
  t: Translate<PublicKey>;
}

/** Outside a provider (the root's last-resort error page) keys are shown as they are: no catalogue is bundled here. */
const MessagesContext = createContext<Messages>({ locale: DEFAULT_LOCALE, t: translate<PublicKey>({} as PublicCatalog, DEFAULT_LOCALE) });

/** Gives the components below the public messages of one language. */
export function PublicMessages({ locale, messages, children }: { locale: Locale; messages: PageMessages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translate(messages as PublicCatalog, locale) }), [locale, messages]);
  return createElement(MessagesContext.Provider, { value }, children);
}

export function useLocale(): Locale {
  return useContext(MessagesContext).locale;
}

/** The translate function of the public site, in the page's language. */
export function useT(): Translate<PublicKey> {
  return useContext(MessagesContext).t;
}

function isLanguageHandle(handle: unknown): handle is LanguageHandle {
  return typeof handle === "object" && handle !== null && "lang" in handle;
}

type MatchOfMeta = { handle?: unknown; loaderData?: unknown } | undefined;

/** The deepest match of a public layout (the one whose handle says a language). */
function layoutMatch(matches: readonly MatchOfMeta[]): { handle: LanguageHandle; loaderData?: unknown } | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const match = matches[index];
    if (match && isLanguageHandle(match.handle)) return { handle: match.handle, loaderData: match.loaderData };
  }
  return undefined;
}

/** The language of a set of route matches: the deepest layout that says one, else English. */
export function languageOf(matches: readonly MatchOfMeta[]): LanguageHandle | undefined {
  return layoutMatch(matches)?.handle;
}

/** The public translate function for a route's `meta`, from its layout's data (the page's messages). */
export function metaT(matches: readonly MatchOfMeta[]): Translate<PublicKey> {
  const layout = layoutMatch(matches);
  const data = layout?.loaderData as { messages?: PageMessages } | undefined;
  return translate<PublicKey>((data?.messages ?? {}) as PublicCatalog, layout?.handle.lang ?? DEFAULT_LOCALE);
}

/** Public paths in the page's language: `localPath("/news")` is `/fr/actualites` on a French page. */
export function useLocalPath(): (englishPath: string) => string {
  const locale = useLocale();
  return useMemo(() => (locale === DEFAULT_LOCALE ? (path: string) => path : (path: string) => pathIn(path, locale)), [locale]);
}

/** Prices and dates in the page's language. */
export function useFormat(): Formats {
  return formatsFor(FORMAT_LOCALE[useLocale()]);
}
