import { adminEn, type AdminKey } from "./en/admin.ts";
import { publicEn, type PublicKey } from "./en/public.ts";
import { DEFAULT_LOCALE, translate, useLocale, type Locale, type Translate } from "./index.ts";

/**
 * The admin's messages: only modules of admin screens import this file, so
 * its catalogue lands in the admin's JavaScript, never in a public page's.
 * Admin screens also show the shared public words (form labels, states).
 */
export type AdminMessageKey = PublicKey | AdminKey;

const adminCatalogs: Record<Locale, Readonly<Record<AdminMessageKey, string>>> = { en: { ...publicEn, ...adminEn } };

export function adminTranslator(locale: Locale = DEFAULT_LOCALE): Translate<AdminMessageKey> {
  return translate(adminCatalogs[locale]);
}

/** The translate function of an admin screen, in the current locale. */
export function useAdminT(): Translate<AdminMessageKey> {
  return adminTranslator(useLocale());
}

/** Whether a string read from outside (a flash cookie) is a message an admin screen can show. */
export function isAdminMessageKey(value: unknown): value is AdminMessageKey {
  return typeof value === "string" && Object.hasOwn(adminCatalogs[DEFAULT_LOCALE], value);
}
