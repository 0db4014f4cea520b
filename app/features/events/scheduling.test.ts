import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHEDULED_PUBLICATIONS, SITEMAP_SOURCES } from "../../content/registry.server.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { galleryAlbums } from "../../db/schema/gallery.ts";
import { newsArticles } from "../../db/schema/news.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { readContentState } from "../../platform/content-version.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseListParams } from "../admin/schema.ts";
import { albumSorts } from "../gallery/schema.ts";
import { getAlbumView, listAdminAlbums, listAlbumCards } from "../gallery/queries.server.ts";
import { setAlbumPublished } from "../gallery/mutations.server.ts";
import { sitemapPages } from "../seo/queries.server.ts";
import { eventSorts } from "./schema.ts";
import { getEventView, getPublicEvent, listAdminEvents, listEvents } from "./queries.server.ts";
import { eventWrites } from "./mutations.server.ts";

/**
 * Scheduled publication for every dated type (issue 15): an event or an album
 * published with its "Publish on" time ahead is nowhere public until then —
 * lists, its page, the calendars' rows, the site map — and the render cache
 * expires at that moment; afterwards it is everywhere, without another write.
 */

const BEFORE = new Date("2026-06-01T08:00:00Z");
const GOES_LIVE = new Date("2026-06-01T10:00:00Z");
const AFTER = new Date("2026-06-01T10:00:01Z");
const TODAY = "2026-06-01";

describe.each(testDatabaseKinds())("scheduled events and albums on %s", (kind) => {
  let database: DatabaseHandle;
  let eventId: string;
  let albumId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    const event = { event_type: "Track Day", location: "Dijon", event_date: "2026-09-12" };
    const [scheduled] = await db
      .insert(prestigiousEvents)
      .values([
        { ...event, name: "Scheduled", name_fr: "Programmé", publish_at: GOES_LIVE },
        { ...event, name: "Live", publish_at: new Date("2026-05-01T08:00:00Z") },
        { ...event, name: "At once" },
        // A draft with a time keeps waiting for Publish: the time alone publishes nothing.
        { ...event, name: "Draft with a time", published: false, publish_at: GOES_LIVE },
        { ...event, name: "Binned and scheduled", publish_at: new Date("2026-06-01T09:00:00Z"), deleted_at: new Date() },
      ])
      .returning();
    eventId = scheduled!.id;
    const [album] = await db
      .insert(galleryAlbums)
      .values([
        { title: "Scheduled album", slug: "scheduled-album", title_fr: "Album programmé", slug_fr: "album-programme", year: 2026, published: true, publish_at: GOES_LIVE },
        { title: "Live album", slug: "live-album", year: 2026, published: true },
      ])
      .returning();
    albumId = album!.id;
  });
  afterAll(() => database?.close());

  const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

  it("keeps a scheduled event off the public reads until its time, then shows it", async () => {
    const { db } = database;
    expect(names(await listEvents(db, { now: BEFORE, today: TODAY }))).toEqual(["At once", "Live"]);
    expect(await getPublicEvent(db, eventId, BEFORE)).toBeNull();
    expect(await getEventView(db, eventId, "en", { today: TODAY, now: BEFORE })).toBeNull();
    // An admin's preview shows it as it will be.
    expect((await getEventView(db, eventId, "en", { today: TODAY, now: BEFORE, preview: true }))?.name).toBe("Scheduled");

    expect(names(await listEvents(db, { now: AFTER, today: TODAY }))).toEqual(["At once", "Live", "Scheduled"]);
    expect((await getPublicEvent(db, eventId, AFTER))?.name).toBe("Scheduled");
    expect((await getEventView(db, eventId, "fr", { today: TODAY, now: AFTER }))?.name).toBe("Programmé");
    // Exactly at its time it is public.
    expect(await getPublicEvent(db, eventId, GOES_LIVE)).not.toBeNull();
  });

  it("keeps a scheduled album off the gallery and its page until its time, then shows it", async () => {
    const { db } = database;
    const titles = (cards: { title: string }[]) => cards.map((card) => card.title).sort();
    expect(titles(await listAlbumCards(db, "en", BEFORE))).toEqual(["Live album"]);
    expect(await getAlbumView(db, "scheduled-album", "en", { now: BEFORE })).toBeNull();
    expect(await getAlbumView(db, "album-programme", "fr", { now: BEFORE })).toBeNull();
    // Its id address (a redirect to the slug once public) says nothing either.
    expect(await getAlbumView(db, albumId, "en", { now: BEFORE })).toBeNull();
    expect(await getAlbumView(db, "scheduled-album", "en", { now: BEFORE, preview: true })).toMatchObject({ title: "Scheduled album" });

    expect(titles(await listAlbumCards(db, "en", AFTER))).toEqual(["Live album", "Scheduled album"]);
    expect(await getAlbumView(db, "scheduled-album", "en", { now: AFTER })).toMatchObject({ title: "Scheduled album" });
    expect(await getAlbumView(db, "album-programme", "fr", { now: AFTER })).toMatchObject({ title: "Album programmé" });
    expect(await getAlbumView(db, albumId, "en", { now: AFTER })).toEqual({ redirect: "/gallery/albums/scheduled-album" });
  });

  it("leaves both out of the site map until their time", async () => {
    const { db } = database;
    const paths = (pages: Awaited<ReturnType<typeof sitemapPages>>) => pages.flatMap((page) => Object.values(page.paths));
    const before = paths(await sitemapPages(db, SITEMAP_SOURCES, BEFORE));
    expect(before).not.toContain(`/events/${eventId}`);
    expect(before).not.toContain("/gallery/albums/scheduled-album");
    expect(before).toContain("/gallery/albums/live-album");
    const after = paths(await sitemapPages(db, SITEMAP_SOURCES, AFTER));
    expect(after).toContain(`/events/${eventId}`);
    expect(after).toContain(`/fr/evenements/${eventId}`);
    expect(after).toContain("/gallery/albums/scheduled-album");
    expect(after).toContain("/fr/galerie/albums/album-programme");
  });

  it("expires the render cache at the next scheduled event, album or article", async () => {
    const { db } = database;
    // The binned event's 09:00 does not count; the event and the album at 10:00 do.
    expect((await readContentState(db, SCHEDULED_PUBLICATIONS, BEFORE)).nextPublishAt).toEqual(GOES_LIVE);
    const [article] = await db
      .insert(newsArticles)
      .values({ slug: "soon", title: "Soon", published: true, published_at: new Date("2026-06-01T09:30:00Z") })
      .returning();
    expect((await readContentState(db, SCHEDULED_PUBLICATIONS, BEFORE)).nextPublishAt).toEqual(new Date("2026-06-01T09:30:00Z"));
    await db.delete(newsArticles);
    expect(article).toBeDefined();
    // Once everything is out, nothing is ahead.
    expect((await readContentState(db, SCHEDULED_PUBLICATIONS, AFTER)).nextPublishAt).toBeNull();
  });

  it("gives the admin lists a Scheduled status and filter", async () => {
    const { db } = database;
    const eventParams = (status: string) => ({
      ...parseListParams(new URLSearchParams(status ? `status=${status}` : ""), eventSorts, { sort: "name", dir: "asc" }),
      type: "",
      when: "" as const,
      today: TODAY,
      now: BEFORE,
    });
    expect(names((await listAdminEvents(db, eventParams("scheduled"))).rows)).toEqual(["Scheduled"]);
    expect(names((await listAdminEvents(db, eventParams("published"))).rows)).toEqual(["At once", "Live"]);
    expect(names((await listAdminEvents(db, eventParams("draft"))).rows)).toEqual(["Draft with a time"]);
    expect((await listAdminEvents(db, eventParams(""))).rows.find((row) => row.name === "Scheduled")?.publishAt).toEqual(GOES_LIVE);

    const albumParams = (status: string) => parseListParams(new URLSearchParams(`status=${status}`), albumSorts, { sort: "order", dir: "asc" });
    expect((await listAdminAlbums(db, albumParams("scheduled"), BEFORE)).rows.map((row) => row.title)).toEqual(["Scheduled album"]);
    expect((await listAdminAlbums(db, albumParams("published"), BEFORE)).rows.map((row) => row.title)).toEqual(["Live album"]);
    expect((await listAdminAlbums(db, albumParams("scheduled"), AFTER)).rows).toEqual([]);
  });

  it("says when a published item goes public, in the admin's language", async () => {
    const { db } = database;
    const [future] = await db
      .insert(prestigiousEvents)
      .values({ name: "Next year", event_type: "Track Day", location: "Albi", event_date: "2099-09-12", published: false, publish_at: new Date("2099-07-14T07:30:00Z") })
      .returning();
    const published = await eventWrites("en").setPublished!(db, future!.id, true);
    expect(published?.flash).toEqual({ message: "adminContent.scheduled", values: { name: "Next year", date: "Jul 14, 2099, 9:30 AM" } });
    const french = await eventWrites("fr").setPublished!(db, future!.id, true);
    expect(french?.flash).toEqual({ message: "adminContent.scheduled", values: { name: "Next year", date: "14 juil. 2099, 09:30" } });
    const hidden = await eventWrites("en").setPublished!(db, future!.id, false);
    expect(hidden?.flash).toEqual({ message: "adminContent.nowHidden", values: { name: "Next year" } });
    // An album's list toggle keeps its time too: publishing again schedules it again.
    await setAlbumPublished(db, albumId, false);
    expect((await listAlbumCards(db, "en", AFTER)).map((card) => card.title)).toEqual(["Live album"]);
    await setAlbumPublished(db, albumId, true);
    expect((await listAlbumCards(db, "en", BEFORE)).map((card) => card.title)).toEqual(["Live album"]);
  });
});
