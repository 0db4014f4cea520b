import { createContext, useContext } from "react";
import type { AdminKey } from "./en/admin.ts";
import type { ContentKey } from "./en/content.ts";
import type { EmailKey } from "./en/email.ts";
import { publicEn, type PublicKey } from "./en/public.ts";

/**
 * Messages live in one catalogue per area and language (`en/public.ts`,
 * `en/admin.ts`, `en/email.ts`, `en/content.ts`), with typed keys. A component takes the
 * translate function of its area: `useT()` here for the public site (the only
 * catalogue a public page downloads), `useAdminT()` from `./admin.ts` on admin
 * screens. Server code (loaders, actions, e-mails) uses `translator()` from
 * `./all.server.ts`, which knows every key; the fixed pages' copy (the
 * content area) is only ever resolved there, in loaders. See
 * docs/decisions/011-message-catalogues.md.
 */
export type Locale = "en";
export const DEFAULT_LOCALE: Locale = "en";
/** The BCP 47 tag that dates and prices are formatted with: the spec shows US English dates. */
export const FORMAT_LOCALE: Record<Locale, string> = { en: "en-US" };

export type { AdminKey, ContentKey, EmailKey, PublicKey };
/** Any message of any area (a type only: it ships nothing). */
export type MessageKey = PublicKey | AdminKey | EmailKey | ContentKey;

export type Translate<Key extends string = MessageKey> = (key: Key, values?: Record<string, string | number>) => string;

/** The translate function of one catalogue: `{name}` placeholders filled with the values given, literally. */
export function translate<Key extends string>(catalog: Readonly<Record<Key, string>>): Translate<Key> {
  return (key, values) => {
    // A message the server found in its own words (not a key) is shown as it is.
    const template = catalog[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
  };
}

const publicCatalogs: Record<Locale, Readonly<Record<PublicKey, string>>> = { en: publicEn };

export function publicTranslator(locale: Locale = DEFAULT_LOCALE): Translate<PublicKey> {
  return translate(publicCatalogs[locale]);
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The translate function of the public site, in the current locale. */
export function useT(): Translate<PublicKey> {
  return publicTranslator(useLocale());
}
