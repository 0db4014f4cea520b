import { describe, expect, it } from "vitest";
import { publicEn } from "./en/public.ts";
import { publicFr } from "./fr/public.ts";
import pageKeys from "./page-message-keys.json" with { type: "json" };
import { pageMessages } from "./page-messages.server.ts";

describe("a public page's messages", () => {
  it("are the layout's and the page's, in the page's language", () => {
    const news = pageMessages("fr", "/fr/actualites");
    expect(Object.keys(news).sort()).toEqual([...pageKeys.layout, ...pageKeys["news.tsx"]].sort());
    expect(news["nav.home"]).toBe(publicFr["nav.home"]);
    expect(news["news.category.race_report"]).toBe(publicFr["news.category.race_report"]);
    expect(pageMessages("en", "/news/some-article")["nav.home"]).toBe(publicEn["nav.home"]);
  });

  it("are made once per page and language, and give an unknown address the layout's words only", () => {
    expect(pageMessages("en", "/contact")).toBe(pageMessages("en", "/contact"));
    expect(pageMessages("fr", "/fr/")).toBe(pageMessages("fr", "/fr"));
    expect(Object.keys(pageMessages("en", "/no/such/page")).sort()).toEqual([...pageKeys.layout].sort());
  });
});
