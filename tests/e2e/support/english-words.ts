import type { Page } from "@playwright/test";
import * as demoContent from "../../../app/db/seed/demo-content.ts";
import { demoLegalPages } from "../../../app/db/seed/legal-pages.ts";
import { demoPages } from "../../../app/db/seed/demo-pages.ts";

/**
 * The English catalogue's own words (its messages that French says
 * differently), cut at placeholders, long enough (`minLength`) not to be
 * found by chance in content: none may show on a French page.
 */
export function englishOnly<Key extends string>(english: Readonly<Record<Key, string>>, french: Readonly<Record<Key, string>>, minLength = 14): string[] {
  const frenchValues = Object.values<string>(french);
  return (Object.keys(english) as Key[])
    .filter((key) => english[key] !== french[key])
    .flatMap((key) => english[key].split(/\{\w+\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= minLength && !frenchValues.some((value) => value.includes(fragment)));
}

/** The demo's pages (Admin › Pages) as the seed writes them: their English shows in the admin's editors. */
const DEMO_PAGES = demoPages({ heroVideoUrl: "", heroPosterUrl: "", portraitUrl: "", currentYear: new Date().getFullYear() });

/**
 * The demo database's content (items, pages, legal pages), English until it
 * gets a French version: words it shares with the catalogues are not the
 * interface's.
 */
export const DEMO_TEXT = JSON.stringify([demoContent, DEMO_PAGES, demoLegalPages]);

/** Every text of the demo content, longest first: what a page may show as content. */
export const DEMO_STRINGS: readonly string[] = [...new Set(strings([demoContent, DEMO_PAGES, demoLegalPages]))].sort((a, b) => b.length - a.length);

function strings(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * What a reader (or a screen reader) gets of the page: its text without
 * scripts, and the words in attributes. `withoutEnglish` leaves out what the
 * page marks as English (lang="en": content not translated yet, an e-mail
 * written to an English reader).
 */
export async function readableText(page: Page, { withoutEnglish = false } = {}): Promise<string> {
  return page.evaluate((withoutEnglish) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const node of body.querySelectorAll(withoutEnglish ? 'script, style, template, [lang^="en"]' : "script, style, template")) node.remove();
    const english = (element: Element) => withoutEnglish && element.closest('body [lang^="en"]') !== null;
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder], [aria-description]")]
      .filter((element) => !english(element))
      .flatMap((element) => ["aria-label", "alt", "title", "placeholder", "aria-description"].map((name) => element.getAttribute(name) ?? ""));
    return [document.title, body.textContent ?? "", ...attributes].join("\n");
  }, withoutEnglish);
}
