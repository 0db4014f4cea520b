import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { galleryAlbums } from "../../db/schema/gallery.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { sitemapPages, sitemapXml, type SitemapPage } from "./queries.server.ts";
import { SITEMAP_SOURCES } from "../../content/registry.server.ts";

const ORIGIN = "https://ecurie.example";
const NOW = new Date("2026-06-01T12:00:00Z");

describe.each(testDatabaseKinds())("the site map on %s", (kind) => {
  let database: DatabaseHandle;
  let pages: SitemapPage[];
  let editionId: string;
  let upcomingEventId: string;
  let pastEventId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    const updated = new Date("2026-05-20T10:00:00Z");
    await db.insert(newsArticles).values([
      { slug: "in-both", title: "In both", slug_fr: "dans-les-deux", title_fr: "Dans les deux", content_fr: "…", published: true, published_at: new Date("2026-05-01T08:00:00Z"), updated_at: updated },
      { slug: "english-only", title: "English only", published: true, published_at: new Date("2026-04-01T08:00:00Z"), updated_at: new Date("2026-04-01T08:00:00Z") },
      { slug: "a-draft", title: "A draft", published: false },
      { slug: "scheduled", title: "Scheduled", published: true, published_at: new Date("2026-07-01T08:00:00Z") },
      { slug: "in-the-trash", title: "In the trash", published: true, published_at: new Date("2026-03-01T08:00:00Z"), deleted_at: new Date() },
    ]);
    await db.insert(historicF1Cars).values([
      { slug: "marchal-mr9", name: "Marchal MR9", year: 1979, car_category: "catalog", description_fr: "En français.", slug_fr: "marchal-mr9-fr" },
      { slug: "hidden-car", name: "Hidden", year: 1980, car_category: "catalog", published: false },
    ]);
    await db.insert(galleryAlbums).values([
      { title: "Nogaro", slug: "nogaro", slug_fr: "nogaro-fr", year: 2026, published: true, title_fr: "Nogaro" },
      { title: "Albi", slug: "albi", year: 2026, published: true },
    ]);
    const [edition] = await db.insert(newsletterEditions).values({ title: "May", subject: "May news", sent_at: new Date("2026-05-15T09:00:00Z") }).returning();
    editionId = edition!.id;
    await db.insert(newsletterEditions).values({ title: "Draft", subject: "Not sent" });
    const [upcoming, past] = await db
      .insert(prestigiousEvents)
      .values([
        { name: "Monaco", event_type: "Historic Grand Prix", location: "Monaco", event_date: "2026-05-29", end_date: "2026-06-02", name_fr: "Monaco" },
        { name: "Dijon", event_type: "Track Day", location: "Dijon", event_date: "2026-04-10" },
        { name: "Draft", event_type: "Track Day", location: "Albi", event_date: "2026-09-10", published: false },
      ])
      .returning();
    upcomingEventId = upcoming!.id;
    pastEventId = past!.id;
    pages = await sitemapPages(db, SITEMAP_SOURCES, NOW);
  });
  afterAll(() => database?.close());

  const pathsOf = (language: "en" | "fr") => pages.flatMap((page) => page.paths[language] ?? []);

  it("lists every fixed page in both languages, the tabs and the driver page included", () => {
    for (const path of ["/", "/news", "/news?category=newsletter", "/events", "/collection", "/collection?category=team", "/gallery", "/gallery?category=videos", "/experiences", "/pitshop", "/contact", "/services", "/f1madness", "/privacy", "/terms", "/legal-notice", "/driver"]) {
      expect(pathsOf("en"), path).toContain(path);
    }
    for (const path of ["/fr", "/fr/actualites", "/fr/actualites?category=newsletter", "/fr/evenements", "/fr/boutique", "/fr/galerie?category=videos", "/fr/mentions-legales", "/fr/driver"]) {
      expect(pathsOf("fr"), path).toContain(path);
    }
  });

  it("lists what visitors can read now, each item in the languages it has, and nothing else", () => {
    expect(pages).toContainEqual(expect.objectContaining({ paths: { en: "/news/in-both", fr: "/fr/actualites/dans-les-deux" }, lastmod: new Date("2026-05-20T10:00:00Z") }));
    expect(pages.find((page) => page.paths.en === "/news/english-only")?.paths).toEqual({ en: "/news/english-only" });
    expect(pages.find((page) => page.paths.en === "/collection/marchal-mr9")?.paths).toEqual({ en: "/collection/marchal-mr9", fr: "/fr/collection/marchal-mr9-fr" });
    expect(pages.find((page) => page.paths.en === "/gallery/albums/nogaro")?.paths.fr).toBe("/fr/galerie/albums/nogaro-fr");
    expect(pages.find((page) => page.paths.en === "/gallery/albums/albi")?.paths).toEqual({ en: "/gallery/albums/albi" });
    expect(pages.find((page) => page.paths.en === `/newsletters/${editionId}`)?.paths).toEqual({ en: `/newsletters/${editionId}` });
    // Every event keeps its page, the past ones in the archive; a meeting still running is upcoming.
    expect(pages.find((page) => page.paths.en === `/events/${upcomingEventId}`)?.paths).toEqual({ en: `/events/${upcomingEventId}`, fr: `/fr/evenements/${upcomingEventId}` });
    expect(pages.find((page) => page.paths.en === `/events/${pastEventId}`)?.paths).toEqual({ en: `/events/${pastEventId}` });
    expect(pathsOf("fr")).toContain("/fr/evenements/archives");
    // The draft event has no page.
    expect(pathsOf("en").filter((path) => /^\/events\/[0-9a-f-]{36}$/.test(path))).toHaveLength(2);
    const all = [...pathsOf("en"), ...pathsOf("fr")].join(" ");
    for (const hidden of ["a-draft", "scheduled", "in-the-trash", "hidden-car", "/pitshop/cart", "/newsletter/"]) expect(all).not.toContain(hidden);
  });

  it("dates each list by its newest content", () => {
    expect(pages.find((page) => page.paths.en === "/news")?.lastmod).toEqual(new Date("2026-05-20T10:00:00Z"));
    expect(pages.find((page) => page.paths.en === "/news?category=newsletter")?.lastmod).toEqual(new Date("2026-05-15T09:00:00Z"));
    // The services' words are in the code: no date is better than a made-up one.
    expect(pages.find((page) => page.paths.en === "/services")).not.toHaveProperty("lastmod");
  });

  it("writes a site map a parser reads back: one entry per language, each naming the others and x-default", async () => {
    const xml = await sitemapXml(ORIGIN, pages);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml) as {
      urlset: { xmlns: string; "xmlns:xhtml": string; url: { loc: string; lastmod?: string; "xhtml:link"?: { rel: string; hreflang: string; href: string }[] }[] };
    };
    expect(parsed.urlset.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.urlset["xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
    const entries = parsed.urlset.url;
    expect(entries).toHaveLength(pages.reduce((count, page) => count + Object.keys(page.paths).length, 0));
    const french = entries.find((entry) => entry.loc === `${ORIGIN}/fr/actualites/dans-les-deux`)!;
    expect(french.lastmod).toBe("2026-05-20T10:00:00.000Z");
    expect(french["xhtml:link"]).toEqual([
      { rel: "alternate", hreflang: "en", href: `${ORIGIN}/news/in-both` },
      { rel: "alternate", hreflang: "fr", href: `${ORIGIN}/fr/actualites/dans-les-deux` },
      { rel: "alternate", hreflang: "x-default", href: `${ORIGIN}/news/in-both` },
    ]);
    // A page in one language names no alternate; a query string is escaped as XML wants.
    expect(entries.find((entry) => entry.loc === `${ORIGIN}/news/english-only`)).not.toHaveProperty("xhtml:link");
    expect(xml).toContain(`<loc>${ORIGIN}/news?category=newsletter</loc>`);
  });
});
