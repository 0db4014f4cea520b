import { publicPageOf } from "../public-paths.ts";
import type { Locale } from "./core.ts";
import { publicEn, type PublicKey } from "./en/public.ts";
import { publicFr } from "./fr/public.ts";
import type { PageMessages } from "./index.ts";
import pageKeys from "./page-message-keys.json" with { type: "json" };

/**
 * The public messages one page may show, in its language: the layout's (the
 * header, the footer, the error page) and the page's own, as
 * scripts/i18n/page-message-keys.ts found them in the code of each. The
 * public layouts send them with their data, so a page's JavaScript carries no
 * catalogue (issue 16: the whole public catalogue was 6.3 KiB gzip on every
 * page, and a page shows 66 to 151 of its 414 messages).
 */
const CATALOGUES: Record<Locale, Readonly<Record<PublicKey, string>>> = { en: publicEn, fr: publicFr };
const KEYS = pageKeys as Record<string, PublicKey[]>;
const made = new Map<string, PageMessages>();

export function pageMessages(locale: Locale, pathname: string): PageMessages {
  // An address no page matches shows the 404 page, whose words are the layout's.
  const file = publicPageOf(pathname) ?? "not-found.tsx";
  const id = `${locale} ${file}`;
  let messages = made.get(id);
  if (!messages) {
    const catalogue = CATALOGUES[locale];
    messages = Object.fromEntries([...KEYS.layout!, ...(KEYS[file] ?? [])].map((key) => [key, catalogue[key]])) as PageMessages;
    made.set(id, messages);
  }
  return messages;
}
