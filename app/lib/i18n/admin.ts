import { adminEn, type AdminKey } from "./en/admin.ts";
import { publicEn, type PublicKey } from "./en/public.ts";
import { adminFr } from "./fr/admin.ts";
import { publicFr } from "./fr/public.ts";
import { DEFAULT_LOCALE, isLocale, translate, type Locale, type Translate } from "./core.ts";
import { createElement, type ReactNode } from "react";
import { PublicMessages, useLocale } from "./index.ts";

/**
 * The admin's messages, in both languages: only modules of admin screens
 * import this file, so these catalogues land in the admin's JavaScript, never
 * in a public page's. Admin screens also show the shared public words (form
 * labels, states).
 */
export type AdminMessageKey = PublicKey | AdminKey;
export type AdminCatalog = Readonly<Record<AdminMessageKey, string>>;

export const adminCatalogs: Record<Locale, AdminCatalog> = { en: { ...publicEn, ...adminEn }, fr: { ...publicFr, ...adminFr } };

export function adminTranslator(locale: Locale = DEFAULT_LOCALE): Translate<AdminMessageKey> {
  return translate(adminCatalogs[locale], locale);
}

const publicCatalogs = { en: publicEn, fr: publicFr } as const;

/** Gives an admin screen (and the shared components in it) the admin's language. */
export function AdminMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return createElement(PublicMessages, { locale, messages: publicCatalogs[locale], children });
}

/** The translate function of an admin screen, in the admin's language. */
export function useAdminT(): Translate<AdminMessageKey> {
  return adminTranslator(useLocale());
}

/** The admin translate function for a route's `meta`: the language the admin layout (or the sign-in layout) chose, from its data. */
export function adminMetaT(matches: readonly ({ loaderData?: unknown } | undefined)[]): Translate<AdminMessageKey> {
  for (const match of matches) {
    const data = match?.loaderData;
    if (typeof data === "object" && data !== null && "locale" in data && isLocale(data.locale)) return adminTranslator(data.locale);
  }
  return adminTranslator();
}

/** Whether a string read from outside (a flash cookie) is a message an admin screen can show. */
export function isAdminMessageKey(value: unknown): value is AdminMessageKey {
  return typeof value === "string" && Object.hasOwn(adminCatalogs[DEFAULT_LOCALE], value);
}
