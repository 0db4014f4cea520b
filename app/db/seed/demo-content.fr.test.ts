import { describe, expect, it } from "vitest";
import { typographyProblems } from "../../../tests/support/translation.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { demoAlbums, demoArticles, demoCars, demoEditions, demoEvents, demoProducts, demoSiteSettings, demoVideos } from "./demo-content.ts";
import {
  demoAlbumsFr,
  demoArticlesFr,
  demoCarsFr,
  demoEditionsFr,
  demoEventsFr,
  demoProductsFr,
  demoSiteSettingsFr,
  demoVideosFr,
} from "./demo-content.fr.ts";

/**
 * The French demo content against the English (issue 13): one French entry
 * per English item and no other, nothing empty, the same structure (article
 * paragraphs, edition tags, photo captions, specifications),
 * the same figures, and French typography on every string.
 */

/** French texts allowed to read exactly as the English, each for its reason; any other identical text is left untranslated. */
const SAME_AS_ENGLISH = new Set<string>([
  // A name: the driver of the team cars.
  "Lucas Delaunay",
  // Places that read the same in French.
  "Circuit de Nevers Magny-Cours, France",
  "Monaco",
  "Chantilly, France",
  "Dijon-Prenois, France",
  // The workshop's address, a French postal address.
  "Technopôle du Circuit, 58470 Magny-Cours, France",
  // Gearbox model designations.
  "Hewland FGA 400",
  "Hewland DGB",
  "Hewland DG 300",
  "Hewland FG 400",
  "ZF 5DS-25",
  // Weights: the kilogram is written the same way.
  "505 kg",
  "520 kg",
  "530 kg",
  "540 kg",
  "550 kg",
  "575 kg",
  "585 kg",
  "590 kg",
]);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One text in both languages. `figures: false` where the French writes its figures differently (24-hour clock). */
interface Pair {
  where: string;
  en: string;
  fr: string;
  figures?: false;
}

/** Every English text with its French, for the items that have a French entry (the key tests report the others). */
function pairs(): Pair[] {
  const list: Pair[] = [];
  const add = (where: string, en: string | null | undefined, fr: string | null | undefined, figures?: false) => {
    if (typeof en === "string" && typeof fr === "string") list.push({ where, en, fr, ...(figures === false ? { figures } : {}) });
  };
  for (const article of demoArticles) {
    const fr = demoArticlesFr[article.slug];
    if (!fr) continue;
    add(`article ${article.slug} title`, article.title, fr.title);
    add(`article ${article.slug} excerpt`, article.excerpt, fr.excerpt);
    const frParagraphs = fr.content.split("\n\n");
    article.content.split("\n\n").forEach((paragraph, index) => add(`article ${article.slug} paragraph ${index + 1}`, paragraph, frParagraphs[index]));
  }
  for (const edition of demoEditions) {
    const fr = demoEditionsFr[edition.title];
    if (!fr) continue;
    add(`edition ${edition.title} title`, edition.title, fr.title);
    add(`edition ${edition.title} subject`, edition.subject, fr.subject);
    add(`edition ${edition.title} content`, edition.content, fr.content);
  }
  for (const car of demoCars) {
    const fr = demoCarsFr[car.slug];
    if (!fr) continue;
    add(`car ${car.slug} description`, car.description, fr.description);
    add(`car ${car.slug} engine`, car.engine, fr.engine);
    add(`car ${car.slug} chassis`, car.chassis, fr.chassis);
    add(`car ${car.slug} drivers`, car.drivers, fr.drivers);
    const frSpecifications = Object.entries(fr.specifications);
    Object.entries(car.specifications).forEach(([name, value], index) => {
      add(`car ${car.slug} specification ${name} (name)`, name, frSpecifications[index]?.[0]);
      add(`car ${car.slug} specification ${name} (value)`, value, frSpecifications[index]?.[1]);
    });
  }
  for (const event of demoEvents) {
    const fr = demoEventsFr[event.slug];
    if (!fr) continue;
    add(`event ${event.slug} name`, event.name, fr.name);
    add(`event ${event.slug} type`, event.event_type, fr.event_type);
    add(`event ${event.slug} location`, event.location, fr.location);
    add(`event ${event.slug} description`, event.description, fr.description);
  }
  for (const product of demoProducts) {
    const fr = demoProductsFr[product.slug];
    if (!fr) continue;
    add(`product ${product.slug} name`, product.name, fr.name);
    add(`product ${product.slug} description`, product.description, fr.description);
  }
  for (const album of demoAlbums) {
    const fr = demoAlbumsFr[album.slug];
    if (!fr) continue;
    add(`album ${album.slug} title`, album.title, fr.title);
    add(`album ${album.slug} description`, album.description, fr.description);
    album.photos.forEach((photo, index) => add(`album ${album.slug} caption ${index + 1}`, photo.caption, fr.captions[index]));
  }
  for (const video of demoVideos) {
    const fr = demoVideosFr[video.slug];
    if (!fr) continue;
    add(`video ${video.slug} title`, video.title, fr.title);
    add(`video ${video.slug} description`, video.description, fr.description);
  }
  add("site address", demoSiteSettings.address, demoSiteSettingsFr.address);
  return list;
}

/** Every string of the French content (specification names included), with where it is. */
function frenchStrings(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (where: string, value: unknown) => {
    if (typeof value === "string") found.push({ where, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(`${where}[${index}]`, item));
    else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        found.push({ where: `${where} (key)`, text: key });
        walk(`${where}.${key}`, item);
      }
    }
  };
  walk("articles", demoArticlesFr);
  walk("editions", demoEditionsFr);
  walk("cars", demoCarsFr);
  walk("events", demoEventsFr);
  walk("products", demoProductsFr);
  walk("albums", demoAlbumsFr);
  walk("videos", demoVideosFr);
  walk("site", demoSiteSettingsFr);
  return found;
}

const isHtml = (text: string) => /<[a-z][^>]*>/i.test(text);
/** The text between the tags of an HTML string, one entry per gap (empty between two adjacent tags). */
const textNodes = (html: string) => html.split(/<[^>]*>/);
const tagsOf = (html: string) => [...html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)].map((match) => `${match[1]}${match[2]!.toLowerCase()}`);
const hrefsOf = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((match) => match[1]!);
const figuresOf = (text: string) => [...textNodes(text).join(" ")].filter((char) => /\d/.test(char)).sort().join("");

describe("the French demo content", () => {
  it("has one French entry per English item, and no other", () => {
    const sameKeys = (french: object, englishKeys: string[]) => {
      expect(new Set(englishKeys).size, "English keys are unique").toBe(englishKeys.length);
      expect(Object.keys(french).sort()).toEqual([...englishKeys].sort());
    };
    sameKeys(demoArticlesFr, demoArticles.map((article) => article.slug));
    sameKeys(demoEditionsFr, demoEditions.map((edition) => edition.title));
    sameKeys(demoCarsFr, demoCars.map((car) => car.slug));
    sameKeys(demoEventsFr, demoEvents.map((event) => event.slug));
    sameKeys(demoProductsFr, demoProducts.map((product) => product.slug));
    sameKeys(demoAlbumsFr, demoAlbums.map((album) => album.slug));
    sameKeys(demoVideosFr, demoVideos.map((video) => video.slug));
  });

  it("is null exactly where the English is", () => {
    for (const article of demoArticles) expect(demoArticlesFr[article.slug]?.excerpt === null, article.slug).toBe(article.excerpt === null);
    for (const car of demoCars) expect(demoCarsFr[car.slug]?.drivers === null, car.slug).toBe(car.drivers === null);
  });

  it("has no empty text, and no space at either end or doubled (a blank line parts paragraphs, nothing else)", () => {
    for (const { where, text } of frenchStrings()) {
      for (const part of text.split("\n\n")) {
        expect(part.trim(), where).not.toBe("");
        expect(part, where).toBe(part.trim());
        expect(part, where).not.toMatch(/\s{2}|\n/u);
      }
      if (isHtml(text)) expect(textNodes(text).join("").trim(), where).not.toBe("");
    }
  });

  it("gives every article a French slug: lowercase ascii and hyphens, unique, and never an English article's", () => {
    const slugs = Object.values(demoArticlesFr).map((article) => article.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    const english = new Set(demoArticles.map((article) => article.slug));
    expect(slugs.filter((slug) => english.has(slug))).toEqual([]);
  });

  it("gives every album a French slug: lowercase ascii and hyphens, unique, and never an English album's", () => {
    const slugs = Object.values(demoAlbumsFr).map((album) => album.slug);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
    expect(new Set(slugs).size).toBe(slugs.length);
    const english = new Set(demoAlbums.map((album) => album.slug));
    expect(slugs.filter((slug) => english.has(slug))).toEqual([]);
  });

  it("keeps each article's paragraphs, none empty", () => {
    for (const article of demoArticles) {
      const paragraphs = demoArticlesFr[article.slug]?.content.split("\n\n") ?? [];
      expect(paragraphs.length, article.slug).toBe(article.content.split("\n\n").length);
      for (const paragraph of paragraphs) expect(paragraph.trim(), article.slug).toBe(paragraph);
      for (const paragraph of paragraphs) expect(paragraph, article.slug).not.toBe("");
    }
  });

  it("keeps each edition's HTML tags and text nodes, with its links on the French pages", () => {
    for (const edition of demoEditions) {
      const fr = demoEditionsFr[edition.title]!.content;
      expect(tagsOf(fr), edition.title).toEqual(tagsOf(edition.content));
      const filled = (html: string) => textNodes(html).map((text) => text.trim() !== "");
      expect(filled(fr), edition.title).toEqual(filled(edition.content));
      const expected = hrefsOf(edition.content).map((href) => {
        const url = new URL(href);
        return url.origin + pathIn(url.pathname + url.search + url.hash, "fr");
      });
      expect(hrefsOf(fr), edition.title).toEqual(expected);
      expect(expected.every((href) => new URL(href).pathname.startsWith("/fr/")), edition.title).toBe(true);
    }
  });

  it("keeps the number of photo captions and specifications", () => {
    for (const album of demoAlbums) expect(demoAlbumsFr[album.slug]?.captions.length, album.slug).toBe(album.photos.length);
    for (const car of demoCars) expect(Object.keys(demoCarsFr[car.slug]?.specifications ?? {}).length, car.slug).toBe(Object.keys(car.specifications).length);
  });

  // The opening hours are one week of times, written in each language by the contact page (features/pages: hoursLines).
  it("keeps every figure of the English", () => {
    for (const pair of pairs()) if (pair.figures !== false) expect(figuresOf(pair.fr), pair.where).toBe(figuresOf(pair.en));
  });

  it("translates every text but the allowed ones, which all still read as the English", () => {
    const all = pairs();
    expect(all.filter((pair) => pair.fr === pair.en && !SAME_AS_ENGLISH.has(pair.fr)).map((pair) => `${pair.where}: ${pair.fr}`)).toEqual([]);
    const used = new Set(all.filter((pair) => pair.fr === pair.en).map((pair) => pair.fr));
    expect([...SAME_AS_ENGLISH].filter((text) => !used.has(text))).toEqual([]);
  });

  it("names an event and its album alike, in French as in English", () => {
    for (const album of demoAlbums) {
      const event = demoEvents.find((candidate) => candidate.name === album.title);
      if (event) expect(demoAlbumsFr[album.slug]?.title, album.slug).toBe(demoEventsFr[event.slug]?.name);
    }
  });

  it("follows French typography (HTML: the text between the tags)", () => {
    for (const { where, text } of frenchStrings()) {
      const parts = isHtml(text) ? textNodes(text) : [text];
      for (const part of parts) expect(typographyProblems(part), `${where}: ${part}`).toEqual([]);
    }
  });
});
