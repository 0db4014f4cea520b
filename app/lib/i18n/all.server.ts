import { adminEn } from "./en/admin.ts";
import { emailEn } from "./en/email.ts";
import { publicEn } from "./en/public.ts";
import { DEFAULT_LOCALE, translate, type Locale, type MessageKey, type Translate } from "./index.ts";

/**
 * Every message of every area, for server code: loaders and actions, the
 * e-mails, the activity log. Never import it from a component: it would put
 * the admin's and the e-mails' words in that page's JavaScript.
 */
const catalogs: Record<Locale, Readonly<Record<MessageKey, string>>> = { en: { ...publicEn, ...adminEn, ...emailEn } };

export function translator(locale: Locale = DEFAULT_LOCALE): Translate<MessageKey> {
  return translate(catalogs[locale]);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(catalogs[DEFAULT_LOCALE], value);
}
