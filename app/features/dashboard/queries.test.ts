import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums, galleryVideos } from "../../db/schema/gallery.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { siteSettings } from "../../db/schema/site.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { countMissingFrench, getDashboardCounts } from "./queries.server.ts";

describe.each(testDatabaseKinds())("dashboard counts on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(historicF1Cars).values([
      { slug: "a", name: "A", year: 1970 },
      { slug: "b", name: "B", year: 1980 },
      // In the trash: gone from the site, so not counted.
      { slug: "c", name: "C", year: 1990, deleted_at: new Date() },
    ]);
    await database.db.insert(newsArticles).values([
      { slug: "live", title: "Live", content: "Text" },
      { slug: "trashed", title: "Trashed", content: "Text", deleted_at: new Date() },
    ]);
    await database.db.insert(prestigiousEvents).values([{ name: "Trashed event", event_type: "race", location: "Spa", event_date: "2030-05-01", deleted_at: new Date() }]);
    await database.db.insert(newsletterSubscribers).values([{ email: "a@example.com" }, { email: "b@example.com" }, { email: "c@example.com" }]);
  });
  afterAll(() => database?.close());

  it("counts cars, articles, events and subscribers, leaving out what is in the trash", async () => {
    const errors: unknown[] = [];
    expect(await getDashboardCounts(database.db, { error: (...args: unknown[]) => errors.push(args) })).toEqual({
      cars: 2,
      newsArticles: 1,
      events: 0,
      subscribers: 3,
    });
    expect(errors).toEqual([]);
  });

  it("counts what misses its French version, outside the trash", async () => {
    await database.db.insert(newsArticles).values([{ slug: "bilingual", title: "Both", content: "Text", slug_fr: "bilingue", title_fr: "Les deux", content_fr: "Texte" }]);
    await database.db.insert(newsletterEditions).values([
      { title: "English only", subject: "English only" },
      { title: "Both", subject: "Both", subject_fr: "Les deux", content_fr: "<p>Texte</p>" },
      { title: "Trashed", subject: "Trashed", deleted_at: new Date() },
    ]);
    await database.db.update(historicF1Cars).set({ description_fr: "Une voiture" }).where(eq(historicF1Cars.slug, "a"));
    await database.db.insert(prestigiousEvents).values([
      { name: "English event", event_type: "race", location: "Spa", event_date: "2030-06-01" },
      { name: "Both", event_type: "race", location: "Spa", event_date: "2030-06-02", name_fr: "Les deux" },
    ]);
    await database.db.insert(merchandise).values([
      { name: "Cap", price: "20", category: "Apparel" },
      { name: "Mug", price: "12", category: "Accessories", name_fr: "Tasse" },
      { name: "Trashed", price: "1", category: "Accessories", deleted_at: new Date() },
    ]);
    await database.db.insert(galleryAlbums).values([
      { title: "English album", slug: "english-album", year: 2026 },
      { title: "English album too", slug: "english-album-too", year: 2026 },
      { title: "Both", slug: "both", year: 2026, title_fr: "Les deux" },
    ]);
    await database.db.insert(galleryVideos).values([{ title: "Both", title_fr: "Les deux" }]);
    await database.db.insert(siteSettings).values({
      team_name: "Team",
      driver_name: "Driver",
      driver_slug: "driver",
      contact_email: "team@example.com",
      contact_phone: "",
      address: "1 Rue",
      business_hours: [],
    });
    const errors: unknown[] = [];
    expect(await countMissingFrench(database.db, { error: (...args: unknown[]) => errors.push(args) })).toEqual({
      cars: 1,
      articles: 1,
      events: 1,
      merchandise: 1,
      albums: 2,
      videos: 0,
      editions: 1,
      settings: 1,
    });
    await database.db.update(siteSettings).set({ address_fr: "1 rue" });
    expect((await countMissingFrench(database.db, { error: (...args: unknown[]) => errors.push(args) })).settings).toBe(0);
    expect(errors).toEqual([]);
    // The other tests count articles and events as they were.
    await database.db.delete(newsArticles).where(eq(newsArticles.slug, "bilingual"));
    await database.db.delete(prestigiousEvents).where(eq(prestigiousEvents.event_type, "race"));
    await database.db.insert(prestigiousEvents).values([{ name: "Trashed event", event_type: "race", location: "Spa", event_date: "2030-05-01", deleted_at: new Date() }]);
  });

  it("logs a failing count and shows 0 for it, keeping the others", async () => {
    await database.db.execute(sql`alter table prestigious_events rename to prestigious_events_gone`);
    const errors: unknown[] = [];
    try {
      const counts = await getDashboardCounts(database.db, { error: (...args: unknown[]) => errors.push(args) });
      expect(counts).toEqual({ cars: 2, newsArticles: 1, events: 0, subscribers: 3 });
      expect(errors).toHaveLength(1);
    } finally {
      await database.db.execute(sql`alter table prestigious_events_gone rename to prestigious_events`);
    }
  });
});
