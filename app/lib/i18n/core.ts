/**
 * What every catalogue shares, with no React and no messages: the languages,
 * how each formats numbers and dates, and the translate function built from
 * one catalogue. The catalogues themselves are imported only where they are
 * used (a public layout, the admin, server code), so a page downloads only
 * its own language's public messages. See docs/decisions/011-message-catalogues.md.
 */
import { cached, formatCount } from "../format.ts";

export const LOCALES = ["en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
/** English is the specification's language, the site's default and `x-default`. */
export const DEFAULT_LOCALE: Locale = "en";
/** The BCP 47 tag dates and prices are formatted with: US English dates (the spec), French ones in French. */
export const FORMAT_LOCALE: Record<Locale, string> = { en: "en-US", fr: "fr-FR" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "fr";
}

export type MessageValues = Record<string, string | number>;

/** The translate function of one catalogue in one language. */
export interface Translate<Key extends string = string> {
  (key: Key, values?: MessageValues): string;
  readonly locale: Locale;
  /**
   * A message that depends on a count: `one` where the language says one
   * (English: 1; French: 0 and 1), `other` elsewhere. Both messages get
   * `{count}`, formatted in the language ("1 000 000").
   */
  count(count: number, keys: { one: Key; other: Key }, values?: MessageValues): string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** Which of two keys a count takes in a language (English: one for 1; French: one for 0 and 1), for a message translated later, like a flash. */
export function pluralKey<Key extends string>(locale: Locale, count: number, keys: { one: Key; other: Key }): Key {
  return cached(pluralRules, locale, () => new Intl.PluralRules(FORMAT_LOCALE[locale])).select(count) === "one" ? keys.one : keys.other;
}

/** `{name}` placeholders filled with the values given, literally; an unknown key (a message the server wrote in its own words) is shown as it is. */
export function translate<Key extends string>(catalog: Readonly<Record<Key, string>>, locale: Locale): Translate<Key> {
  const t = (key: Key, values?: MessageValues) => {
    const template = catalog[key] ?? key;
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
  };
  return Object.assign(t, {
    locale,
    count(count: number, keys: { one: Key; other: Key }, values?: MessageValues) {
      return t(pluralKey(locale, count, keys), { ...values, count: formatCount(count, FORMAT_LOCALE[locale]) });
    },
  });
}
