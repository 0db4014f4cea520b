import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { publicEn } from "../../../app/lib/i18n/en/public.ts";
import { publicFr } from "../../../app/lib/i18n/fr/public.ts";
import { DEMO_DRIVER_NAME, DEMO_DRIVER_SLUG, DEMO_TEAM_NAME } from "../../../app/db/seed/demo-content.ts";

/**
 * What the French end-to-end specs share: the expected menu, the formats
 * computed the way a French reader expects them (Intl's own characters:
 * U+202F as the group separator, U+00A0 before €), and the checks of a
 * page's language, title and hreflang alternates.
 */
export { publicEn, publicFr, DEMO_TEAM_NAME };

/** The ten menu entries in French, in order, at their French paths. */
export const FRENCH_MENU: [string, string][] = [
  [publicFr["nav.home"], "/fr"],
  [DEMO_DRIVER_NAME, `/fr/${DEMO_DRIVER_SLUG}`],
  [publicFr["nav.f1madness"], "/fr/f1madness"],
  [publicFr["nav.news"], "/fr/actualites"],
  [publicFr["nav.events"], "/fr/evenements"],
  [publicFr["nav.collection"], "/fr/collection"],
  [publicFr["nav.gallery"], "/fr/galerie"],
  [publicFr["nav.experiences"], "/fr/experiences"],
  [publicFr["nav.pitshop"], "/fr/boutique"],
  [publicFr["nav.contact"], "/fr/contact"],
];

/** "15 000 €", "24,90 €": whole amounts without decimals, as the site formats them. */
export function euro(amount: number, tag: "fr-FR" | "en-US"): string {
  const whole = Number.isInteger(amount);
  const digits = whole ? 0 : 2;
  return new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** A `<time datetime>` value as the site writes it: a calendar day in UTC, a moment in the team's time zone. */
export function longDate(iso: string, tag: "fr-FR" | "en-US", options: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" }): string {
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(calendarDay ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(tag, { ...options, timeZone: calendarDay ? "UTC" : "Europe/Paris" }).format(date);
}

export const FRENCH_MONTHS = "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre";
export const ENGLISH_MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";

/** The main menu of the page's language (the wide one: the phone menu repeats it). */
export const mainMenu = (page: Page, locale: "fr" | "en" = "fr") =>
  page.getByRole("navigation", { name: (locale === "fr" ? publicFr : publicEn)["nav.label"] }).first();

/** The `<link rel="alternate" hreflang>` of the document, as [hreflang, href] pairs. */
export async function alternatesOf(page: Page): Promise<string[][]> {
  return page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""]));
}

/** The same page's English and French paths, announced absolute, English as x-default. */
export async function expectAlternates(page: Page, baseURL: string, paths: { en: string; fr: string }) {
  // Polled: after a client-side navigation React updates the head a moment after the URL.
  await expect.poll(() => alternatesOf(page)).toEqual([
    ["en", baseURL + paths.en],
    ["fr", baseURL + paths.fr],
    ["x-default", baseURL + paths.en],
  ]);
}

export async function expectFrenchMenu(page: Page) {
  const links = mainMenu(page).getByRole("link");
  await expect(links).toHaveText(FRENCH_MENU.map(([label]) => label));
  for (const [index, [, href]] of FRENCH_MENU.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
  await expect(page.getByRole("navigation", { name: publicEn["nav.label"] })).toHaveCount(0);
}

/** "Page | Team", as every public page's title. */
export const titleOf = (page: string) => `${page} | ${DEMO_TEAM_NAME}`;

/** The first link of a listing page whose address starts with `prefix` (ids differ on every seeded database). */
export async function firstLinkUnder(request: APIRequestContext, listing: string, prefix: string): Promise<string> {
  const html = await (await request.get(listing)).text();
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const href = html.match(new RegExp(`href="(${escaped}[^"#?.]+)"`))?.[1];
  if (!href) throw new Error(`no link under ${prefix} on ${listing}`);
  return href;
}

/** Resolves once React has hydrated the page: the shop's cart link counts the browser's cart only then ("Panier (0)"). */
export async function waitForCartCount(page: Page, locale: "fr" | "en", count = 0) {
  const catalogue = locale === "fr" ? publicFr : publicEn;
  await expect(page.getByTestId("cart-link")).toHaveText(catalogue["shop.cartCount"].replace("{count}", String(count)));
}

let unique = 0;
export const uniqueEmail = (label: string) => `fr-${label}-${Date.now()}-${unique++}@example.com`;
