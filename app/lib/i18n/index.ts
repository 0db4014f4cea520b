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
 * `layout.fr.tsx`) imports its own language's public messages and hands
 * them down with `PublicMessages`, so a page downloads one language. A
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

/** What a public layout's `handle` says: its language, and the messages its pages read (`meta` reads them there). */
export interface LanguageHandle {
  lang: Locale;
  messages: PublicCatalog;
}

interface Messages {
  locale: Locale;
  t: Translate<PublicKey>;
}

/** Outside a provider (the root's last-resort error page) keys are shown as they are: no catalogue is bundled here. */
const MessagesContext = createContext<Messages>({ locale: DEFAULT_LOCALE, t: translate<PublicKey>({} as PublicCatalog, DEFAULT_LOCALE) });

/** Gives the components below the public messages of one language. */
export function PublicMessages({ locale, messages, children }: { locale: Locale; messages: PublicCatalog; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: translate(messages, locale) }), [locale, messages]);
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
  return typeof handle === "object" && handle !== null && "lang" in handle && "messages" in handle;
}

/** The language of a set of route matches: the deepest layout that says one, else English. */
export function languageOf(matches: readonly ({ handle?: unknown } | undefined)[]): LanguageHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isLanguageHandle(handle)) return handle;
  }
  return undefined;
}

/** The public translate function for a route's `meta`, from its layout's handle. */
export function metaT(matches: readonly ({ handle?: unknown } | undefined)[]): Translate<PublicKey> {
  const language = languageOf(matches);
  return translate<PublicKey>(language?.messages ?? ({} as PublicCatalog), language?.lang ?? DEFAULT_LOCALE);
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
