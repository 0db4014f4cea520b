import { adminEn } from "./en/admin.ts";
import { contentEn } from "./en/content.ts";
import { emailEn } from "./en/email.ts";
import { publicEn } from "./en/public.ts";
import { adminFr } from "./fr/admin.ts";
import { contentFr } from "./fr/content.ts";
import { emailFr } from "./fr/email.ts";
import { publicFr } from "./fr/public.ts";
import { DEFAULT_LOCALE, translate, type Locale, type Translate } from "./core.ts";
import type { MessageKey } from "./index.ts";

/**
 * Every message of every area in both languages, for server code: loaders
 * and actions, the e-mails, the activity log, and the fixed pages' copy (the
 * content area, which only loaders read). Never import it from a component:
 * it would put the admin's, the e-mails' and the content's words in that
 * page's JavaScript.
 */
const catalogs: Record<Locale, Readonly<Record<MessageKey, string>>> = {
  en: { ...publicEn, ...adminEn, ...emailEn, ...contentEn },
  fr: { ...publicFr, ...adminFr, ...emailFr, ...contentFr },
};

export function translator(locale: Locale = DEFAULT_LOCALE): Translate<MessageKey> {
  return translate(catalogs[locale], locale);
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(catalogs[DEFAULT_LOCALE], value);
}
