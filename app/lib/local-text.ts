import type { Locale } from "./i18n/core.ts";

/**
 * A word the team wrote, in the page's language: `lang` is set when it is
 * the English one shown on a French page (no French written yet), so the
 * element that holds it says so (decision 013).
 */
export interface LocalText {
  text: string;
  lang?: Locale;
}

/** Text, or the team's text with its language: what a heading or a paragraph of a page may receive. */
export type PageText = string | LocalText;

export function localText(value: PageText | undefined): LocalText {
  return typeof value === "string" ? { text: value } : (value ?? { text: "" });
}
