import type { Page } from "@playwright/test";
import * as demoContent from "../../../app/db/seed/demo-content.ts";

/**
 * The English catalogue's own words (its messages that French says
 * differently), cut at placeholders, long enough not to be found by chance
 * in content: none may show on a French page.
 */
export function englishOnly<Key extends string>(english: Readonly<Record<Key, string>>, french: Readonly<Record<Key, string>>): string[] {
  const frenchValues = Object.values<string>(french);
  return (Object.keys(english) as Key[])
    .filter((key) => english[key] !== french[key])
    .flatMap((key) => english[key].split(/\{\w+\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= 14 && !frenchValues.some((value) => value.includes(fragment)));
}

/** The demo database's content, English until it gets a French version: words it shares with the catalogues are not the interface's. */
export const DEMO_TEXT = JSON.stringify(demoContent);

/** What a reader (or a screen reader) gets of the page: its text without scripts, and the words in attributes. */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const node of body.querySelectorAll("script, style, template")) node.remove();
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder], [aria-description]")].flatMap((element) =>
      ["aria-label", "alt", "title", "placeholder", "aria-description"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.title, body.textContent ?? "", ...attributes].join("\n");
  });
}
