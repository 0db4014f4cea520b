import { createContext, useContext } from "react";
import { en, type MessageKey, type Messages } from "./en.ts";

export type Locale = "en";
export const DEFAULT_LOCALE: Locale = "en";
/** The BCP 47 tag that dates and prices are formatted with: the spec shows US English dates. */
export const FORMAT_LOCALE: Record<Locale, string> = { en: "en-US" };

const catalogs: Record<Locale, Messages> = { en };

/** Whether a string read from outside (a cookie, a form) is a key of the catalogue. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(en, value);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translator(locale: Locale = DEFAULT_LOCALE): Translate {
  const catalog = catalogs[locale];
  return (key, values) => {
    const template = catalog[key];
    if (!values) return template;
    return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : match));
  };
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
export const LocaleProvider = LocaleContext.Provider;

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The translate function of the current locale. */
export function useT(): Translate {
  return translator(useLocale());
}

export type { MessageKey };
