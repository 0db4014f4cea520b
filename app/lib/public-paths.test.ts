import { describe, expect, it } from "vitest";
import { localeOfPath, pathIn, publicPageOf, PUBLIC_PAGES } from "./public-paths.ts";

describe("pathIn", () => {
  it("puts each page at its French address, and back", () => {
    const pairs: [string, string][] = [
      ["/", "/fr"],
      ["/news", "/fr/actualites"],
      ["/events", "/fr/evenements"],
      ["/gallery", "/fr/galerie"],
      ["/pitshop", "/fr/boutique"],
      ["/pitshop/cart", "/fr/boutique/panier"],
      ["/collection", "/fr/collection"],
      ["/privacy", "/fr/confidentialite"],
      ["/terms", "/fr/conditions-generales"],
      ["/legal-notice", "/fr/mentions-legales"],
      ["/cookies", "/fr/cookies"],
      ["/newsletter/unsubscribe/abc-123", "/fr/newsletter/desinscription/abc-123"],
      ["/newsletter/confirm/abc-123", "/fr/newsletter/confirmation/abc-123"],
      ["/gallery/albums/42", "/fr/galerie/albums/42"],
      ["/events/past", "/fr/evenements/archives"],
      ["/events/7d0c3d4e-0000-4000-8000-000000000001", "/fr/evenements/7d0c3d4e-0000-4000-8000-000000000001"],
      ["/lucas-delaunay", "/fr/lucas-delaunay"],
    ];
    for (const [english, french] of pairs) {
      expect(pathIn(english, "fr"), english).toBe(french);
      expect(pathIn(french, "en"), french).toBe(english);
      expect(pathIn(english, "en"), english).toBe(english);
      expect(pathIn(french, "fr"), french).toBe(french);
    }
  });

  it("keeps parameters, query strings and hashes", () => {
    expect(pathIn("/news/double-podium?x=1", "fr")).toBe("/fr/actualites/double-podium?x=1");
    expect(pathIn("/news?category=newsletter", "fr")).toBe("/fr/actualites?category=newsletter");
    expect(pathIn("/services#racing", "fr")).toBe("/fr/services#racing");
    expect(pathIn("/?index", "fr")).toBe("/fr?index");
    expect(pathIn("/fr?index", "en")).toBe("/?index");
  });

  it("leaves what is not a public page alone", () => {
    for (const path of ["/admin", "/admin/news/1", "/media/demo/a.webp", "/api/auth/x", "/healthz", "https://example.com/news", "mailto:a@b.c"]) {
      expect(pathIn(path, "fr")).toBe(path);
    }
  });

  it("keeps an unknown path unknown in the other language (its 404)", () => {
    expect(pathIn("/no/such/page", "fr")).toBe("/fr/no/such/page");
    expect(pathIn("/fr/nimporte/quoi", "en")).toBe("/nimporte/quoi");
  });
});

describe("the page table", () => {
  it("gives every page both addresses, unique per language", () => {
    for (const locale of ["en", "fr"] as const) {
      const paths = PUBLIC_PAGES.map((page) => page[locale]);
      expect(new Set(paths).size, locale).toBe(paths.length);
    }
  });

  it("knows a path's language from its prefix", () => {
    expect(localeOfPath("/fr")).toBe("fr");
    expect(localeOfPath("/fr/actualites")).toBe("fr");
    expect(localeOfPath("/french-grand-prix")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });
});

describe("publicPageOf", () => {
  it("names the page file a path of either language shows", () => {
    expect(publicPageOf("/")).toBe("home.tsx");
    expect(publicPageOf("/fr")).toBe("home.tsx");
    expect(publicPageOf("/fr/")).toBe("home.tsx");
    expect(publicPageOf("/fr/actualites/un-article")).toBe("news-article.tsx");
    expect(publicPageOf("/news/")).toBe("news.tsx");
    expect(publicPageOf("/events/past")).toBe("events-past.tsx");
    expect(publicPageOf("/lucas-delaunay")).toBe("driver.tsx");
    expect(publicPageOf("/a/b/c")).toBe("not-found.tsx");
    expect(publicPageOf("/admin/news")).toBeUndefined();
  });
});
