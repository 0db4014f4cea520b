import { eq, sql } from "drizzle-orm";
import { HEALTH_TYPES } from "../../content/registry.server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums, galleryPhotos, galleryVideos } from "../../db/schema/gallery.ts";
import { media } from "../../db/schema/media.ts";
import { sitePages } from "../../db/schema/pages.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { siteSettings } from "../../db/schema/site.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { getContentHealth, getDashboardCounts, type ContentHealth, type HealthLine } from "./queries.server.ts";

/** Each type's count in a group of the health panel. */
const countsOf = (lines: HealthLine[]) => Object.fromEntries(lines.map((line) => [line.type, line.count]));

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
    });
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) };
    expect(countsOf((await getContentHealth(database.db, log, HEALTH_TYPES)).missingFrench)).toEqual({
      car: 1,
      article: 1,
      event: 1,
      merchandise: 1,
      album: 2,
      video: 0,
      edition: 1,
      pages: 0,
      settings: 1,
    });
    await database.db.update(siteSettings).set({ address_fr: "1 rue" });
    expect(countsOf((await getContentHealth(database.db, log, HEALTH_TYPES)).missingFrench).settings).toBe(0);
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

describe.each(testDatabaseKinds())("content health on %s", (kind) => {
  let database: DatabaseHandle;
  let health: ContentHealth;
  const NOW = new Date("2026-06-01T12:00:00Z");
  const LATER = new Date("2026-06-20T08:00:00Z");
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    await db.insert(media).values([
      { key: "uploads/described-1600.webp", content_type: "image/webp", bytes: 1, alt: "A red car on the grid" },
      { key: "uploads/bare-1600.webp", content_type: "image/webp", bytes: 1, alt: "" },
      { key: "uploads/null-1600.webp", content_type: "image/webp", bytes: 1 },
    ]);
    const [car] = await db
      .insert(historicF1Cars)
      .values([
        { slug: "draft-car", name: "Draft car", year: 1970, published: false, description_fr: "Oui" },
        { slug: "gallery-car", name: "Gallery car", year: 1971, description_fr: "Oui", image_url: "/media/uploads/described-1600.webp", images: ["/media/uploads/bare-1600.webp"] },
        { slug: "described-car", name: "Described car", year: 1972, description_fr: "Oui", image_url: "/media/uploads/described-1600.webp", images: ["https://example.com/x.jpg"] },
        // A draft's image is not public: not counted among images without alt text.
        { slug: "hidden-car", name: "Hidden car", year: 1973, published: false, description_fr: "Oui", image_url: "/media/uploads/bare-1600.webp" },
      ])
      .returning();
    ids.draftCar = car!.id;
    // Six draft articles: the line names five and leads to the filtered list.
    await db.insert(newsArticles).values(
      Array.from({ length: 6 }, (_, index) => ({ slug: `draft-${index}`, title: `Draft ${index}`, title_fr: `Brouillon ${index}`, published: false, updated_at: new Date(NOW.getTime() - index * 60_000) })),
    );
    const [scheduledArticle] = await db
      .insert(newsArticles)
      .values({ slug: "soon", title: "Soon", title_fr: "Bientôt", published: true, published_at: LATER, featured_image: "/media/uploads/null-1600.webp" })
      .returning();
    ids.scheduledArticle = scheduledArticle!.id;
    const event = { event_type: "Track Day", location: "Dijon", event_date: "2026-09-01", name_fr: "Fr" };
    const [draftEvent, scheduledEvent] = await db
      .insert(prestigiousEvents)
      .values([
        { ...event, name: "Draft event", published: false },
        { ...event, name: "Scheduled event", publish_at: LATER },
        { ...event, name: "Past schedule", publish_at: new Date("2026-05-01T08:00:00Z") },
      ])
      .returning();
    ids.draftEvent = draftEvent!.id;
    ids.scheduledEvent = scheduledEvent!.id;
    await db.insert(merchandise).values([{ name: "Hidden cap", price: "20", category: "Apparel", active: false, name_fr: "Casquette" }]);
    const [draftAlbum, scheduledAlbum, photoAlbum] = await db
      .insert(galleryAlbums)
      .values([
        { title: "Draft album", slug: "draft-album", year: 2026, title_fr: "Fr" },
        { title: "Scheduled album", slug: "scheduled-album", year: 2026, title_fr: "Fr", published: true, publish_at: LATER },
        { title: "Photo album", slug: "photo-album", year: 2026, title_fr: "Fr", published: true },
      ])
      .returning();
    ids.draftAlbum = draftAlbum!.id;
    ids.scheduledAlbum = scheduledAlbum!.id;
    ids.photoAlbum = photoAlbum!.id;
    await db.insert(galleryPhotos).values([
      // A caption is the photo's alt text: only the uncaptioned photo without media alt counts.
      { album_id: photoAlbum!.id, image_url: "/media/uploads/bare-1600.webp" },
      { album_id: photoAlbum!.id, image_url: "/media/uploads/bare-1600.webp", caption: "On the grid" },
      { album_id: scheduledAlbum!.id, image_url: "/media/uploads/described-1600.webp" },
      { album_id: draftAlbum!.id, image_url: "/media/uploads/bare-1600.webp" },
    ]);
    await db.insert(galleryVideos).values([{ title: "Draft video", title_fr: "Fr" }]);
    await db.insert(newsletterEditions).values([
      { title: "Unsent", subject: "Unsent", subject_fr: "Fr", content_fr: "<p>Fr</p>" },
      { title: "Sending", subject: "Sending", subject_fr: "Fr", content_fr: "<p>Fr</p>", send_started_at: NOW },
      { title: "Sent", subject: "Sent", subject_fr: "Fr", content_fr: "<p>Fr</p>", sent_at: NOW },
    ]);
    const words = (en: string, fr = "") => ({ en, fr });
    await db.insert(sitePages).values([
      { key: "home", published: { hero: { title: words("Welcome", "Bienvenue") } }, draft: { hero: { title: words("Hello", "Bonjour") } } },
      // The driver's published biography has no French; a draft scheduled for later may fix it.
      { key: "driver", published: { name: "Driver", biography: words("Raced since 1997.") }, draft: { name: "Driver", biography: words("Raced since 1997.", "Pilote depuis 1997.") }, publish_at: LATER },
    ]);
    health = await getContentHealth(db, { error: () => {} }, HEALTH_TYPES, NOW);
  });
  afterAll(() => database?.close());

  const lineOf = (group: HealthLine[], type: HealthLine["type"]) => group.find((line) => line.type === type)!;

  it("lists the drafts waiting of every type, pages included, each leading to its editor", () => {
    expect(countsOf(health.drafts)).toEqual({ car: 2, article: 6, event: 1, merchandise: 1, album: 1, video: 1, edition: 1, pages: 1 });
    // One item: the line leads to it; several: to the list filtered to drafts.
    expect(lineOf(health.drafts, "event")).toMatchObject({ href: `/admin/events/${ids.draftEvent}`, items: [{ name: "Draft event", href: `/admin/events/${ids.draftEvent}` }] });
    expect(lineOf(health.drafts, "album").href).toBe(`/admin/gallery/albums/${ids.draftAlbum}`);
    expect(lineOf(health.drafts, "car").href).toBe("/admin/cars?status=draft");
    const articles = lineOf(health.drafts, "article");
    expect(articles.href).toBe("/admin/news?status=draft");
    expect(articles.items.map((item) => item.name)).toEqual(["Draft 0", "Draft 1", "Draft 2", "Draft 3", "Draft 4"]);
    expect(lineOf(health.drafts, "video").href).toMatch(/^\/admin\/gallery\/videos\/[0-9a-f-]{36}$/);
    expect(lineOf(health.drafts, "edition").items.map((item) => item.name)).toEqual(["Unsent"]);
    expect(lineOf(health.drafts, "pages")).toEqual({ type: "pages", label: "dashboard.missingFrench.pages", count: 1, href: "/admin/pages/home", items: [{ id: "home", name: "home", pageKey: "home", href: "/admin/pages/home" }] });
  });

  it("lists what is scheduled, with when it goes public", () => {
    expect(countsOf(health.scheduled)).toEqual({ article: 1, event: 1, album: 1, pages: 1 });
    expect(lineOf(health.scheduled, "article")).toEqual({
      type: "article",
      label: "dashboard.missingFrench.articles",
      count: 1,
      href: `/admin/news/${ids.scheduledArticle}`,
      items: [{ id: ids.scheduledArticle, name: "Soon", href: `/admin/news/${ids.scheduledArticle}`, at: LATER }],
    });
    expect(lineOf(health.scheduled, "event").items).toEqual([{ id: ids.scheduledEvent, name: "Scheduled event", href: `/admin/events/${ids.scheduledEvent}`, at: LATER }]);
    expect(lineOf(health.scheduled, "album").href).toBe(`/admin/gallery/albums/${ids.scheduledAlbum}`);
    expect(lineOf(health.scheduled, "pages").items).toEqual([{ id: "driver", name: "driver", pageKey: "driver", href: "/admin/pages/driver", at: LATER }]);
  });

  it("counts a page whose published document has English without French", () => {
    expect(lineOf(health.missingFrench, "pages")).toMatchObject({ count: 1, href: "/admin/pages/driver" });
  });

  it("lists the published items whose stored images have no English alt text", () => {
    expect(countsOf(health.missingAlt)).toEqual({ car: 1, article: 1, event: 0, merchandise: 0, album: 1 });
    expect(lineOf(health.missingAlt, "car").items.map((item) => item.name)).toEqual(["Gallery car"]);
    expect(lineOf(health.missingAlt, "album").href).toBe(`/admin/gallery/albums/${ids.photoAlbum}`);
    expect(lineOf(health.missingAlt, "article").href).toBe(`/admin/news/${ids.scheduledArticle}`);
  });

  it("logs a failing read and shows an empty line for it, keeping the others", async () => {
    await database.db.execute(sql`alter table prestigious_events rename to prestigious_events_gone`);
    const errors: unknown[] = [];
    try {
      const failed = await getContentHealth(database.db, { error: (...args: unknown[]) => errors.push(args) }, HEALTH_TYPES, NOW);
      expect(lineOf(failed.drafts, "event")).toEqual({ type: "event", label: "dashboard.missingFrench.events", count: 0, href: "/admin/events?status=draft", items: [] });
      expect(lineOf(failed.drafts, "article").count).toBe(6);
      expect(errors).toHaveLength(4);
    } finally {
      await database.db.execute(sql`alter table prestigious_events_gone rename to prestigious_events`);
    }
  });
});
