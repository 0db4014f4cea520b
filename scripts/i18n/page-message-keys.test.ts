import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "../../app/lib/public-paths.ts";
import { publicEn } from "../../app/lib/i18n/en/public.ts";
import { PAGE_MESSAGE_KEYS_FILE, pageMessageKeys } from "./page-message-keys.ts";

describe("the messages each public page may show", () => {
  const found = pageMessageKeys();

  it("are what the file in the repository says (npm run build writes it again)", () => {
    expect(JSON.parse(fs.readFileSync(PAGE_MESSAGE_KEYS_FILE, "utf8"))).toEqual(found);
  });

  it("give the layout its shell's words, the error page's and the feed link's, and every page a list of its own", () => {
    for (const key of ["nav.home", "nav.openMenu", "notFound.title", "error.title", "news.feedLinkTitle", "site.skipToContent"]) expect(found.layout).toContain(key);
    expect(Object.keys(found).sort()).toEqual(["layout", ...PUBLIC_PAGES.map((page) => page.file)].sort());
    for (const keys of Object.values(found)) for (const key of keys) expect(Object.keys(publicEn)).toContain(key);
  });

  it("follow keys made in templates, a page's components, its schema and its action's replies", () => {
    const sent = (file: string) => [...found.layout!, ...found[file]!];
    // `contact.subject.${value}` in the form, the subjects in rules.ts; the form's schema messages; the action's success.
    expect(sent("contact.tsx")).toEqual(expect.arrayContaining(["contact.subject.racing", "contact.subject.other", "contact.send", "contact.success"]));
    // `news.category.${category}` in news/rules.ts, reached through the news list's components.
    expect(sent("news.tsx")).toEqual(expect.arrayContaining(["news.category.race_report", "news.category.restoration_diary"]));
    // The shop's filter labels (a map of keys in shop/rules.ts).
    expect(sent("pitshop.tsx")).toEqual(expect.arrayContaining(["shop.filter.apparel", "shop.filter.booksMedia"]));
  });

  it("leave out what a page never shows: the legal pages carry no contact form words, and a quarter of the catalogue at most", () => {
    expect([...found.layout!, ...found["legal-notice.tsx"]!].some((key) => key.startsWith("contact."))).toBe(false);
    expect(found.layout!.length + found["legal-notice.tsx"]!.length).toBeLessThan(Object.keys(publicEn).length / 4);
  });
});
