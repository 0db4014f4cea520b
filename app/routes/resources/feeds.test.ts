import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeConfig from "../../routes.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import { newsArticles } from "../../db/schema/news.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { EVENTS_CALENDAR_PATH, eventCalendarPath } from "../../features/events/schema.ts";
import { FEED_PATHS } from "../../features/feeds/schema.ts";
import { todayInParis } from "../../lib/format.ts";
import { servicesContext } from "../../platform/context.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import type { Services } from "../../platform/services.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { loader as eventCalendarLoader } from "./event-calendar.ts";
import { loader as eventsCalendarLoader } from "./events-calendar.ts";
import { loader as newsFeedLoader } from "./news-feed.ts";
import { loader as newslettersFeedLoader } from "./newsletters-feed.ts";

/**
 * The feeds and calendars as a reader or a phone gets them: each resource
 * route is called with a request at its real address, and its answer is
 * parsed back with a real parser (fast-xml-parser for RSS, ical.js for
 * iCalendar), never compared as text.
 */
const ORIGIN = "https://ecurie.example";

/** A calendar day `days` after today in Paris (what "upcoming" is measured against). */
function day(days: number): string {
  const today = new Date(`${todayInParis()}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

type Loader = (args: never) => Promise<Response>;

describe.each(testDatabaseKinds())("feeds and calendars on %s", (kind) => {
  let database: DatabaseHandle;
  let context: RouterContextProvider;
  const ids: Record<string, string> = {};

  async function get(loader: Loader, path: string, params: Record<string, string> = {}): Promise<Response> {
    return loader({ request: new Request(ORIGIN + path), params, context } as never);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    context = new RouterContextProvider();
    context.set(servicesContext, { db: database.db, env: { PUBLIC_URL: ORIGIN } } as unknown as Services);
    const event = (name: string, values: Partial<typeof prestigiousEvents.$inferInsert>) => ({ name, event_type: "Historic Grand Prix", location: "Monaco", event_date: day(10), ...values });
    const events = await database.db
      .insert(prestigiousEvents)
      .values([
        event("Monaco Historic Grand Prix", {
          event_date: day(20),
          end_date: day(22),
          description: "Through the streets of the Principality.",
          name_fr: "Grand Prix de Monaco Historique",
          event_type_fr: "Grand Prix historique",
          location_fr: "Monaco",
          description_fr: "Dans les rues de la Principauté.",
        }),
        event("Magny-Cours Track Day", { event_date: day(5), start_time: "08:30", end_time: "17:30", event_type: "Track Day", location: "Magny-Cours, France" }),
        event("Le Mans Classic", { event_date: day(-1), end_date: day(0), start_time: "14:00", location: "Le Mans, France" }),
        event("Spa Classic", { event_date: day(-30), location: "Spa, Belgium" }),
        event("Secret test", { published: false }),
        event("Binned concours", { deleted_at: new Date() }),
      ])
      .returning();
    for (const row of events) ids[row.name] = row.id;

    const now = Date.now();
    const ago = (days: number) => new Date(now - days * 86_400_000);
    const article = (slug: string, values: Partial<typeof newsArticles.$inferInsert>) => ({ slug, title: slug, content: `Content of ${slug}.`, published: true, published_at: ago(1), ...values });
    const articles = await database.db
      .insert(newsArticles)
      .values([
        article("double-podium", {
          title: "Double podium at Magny-Cours",
          excerpt: "Two cars, two podiums.",
          category: "race_report",
          featured_image: "/media/news/podium-1600.webp",
          published_at: ago(2),
          slug_fr: "double-podium-a-magny-cours",
          title_fr: "Double podium à Magny-Cours",
          excerpt_fr: "Deux voitures, deux podiums.",
          content_fr: "Contenu.",
        }),
        article("english-only", { title: "An English-only story", content: "## Heading\n\nA story told in **English** only.", published_at: ago(1) }),
        article("draft", { published: false, published_at: null }),
        article("scheduled", { published_at: new Date(now + 86_400_000) }),
        article("binned", { deleted_at: new Date() }),
      ])
      .returning();
    for (const row of articles) ids[row.slug] = row.id;

    const editions = await database.db
      .insert(newsletterEditions)
      .values([
        {
          title: "Spring 2026",
          subject: "The season opens",
          content: '<p>See the <a href="/events">calendar</a>.</p><img src="/media/a.webp" alt="">',
          title_fr: "Printemps 2026",
          subject_fr: "La saison commence",
          content_fr: '<p>Voir le <a href="/fr/evenements">calendrier</a>.</p>',
          sent_at: ago(3),
        },
        { title: "Winter 2025", subject: "Back in the workshop", content: "<p>Winter work.</p>", sent_at: ago(90) },
        { title: "Draft", subject: "Not sent yet", content: "<p>Draft.</p>" },
        { title: "Binned", subject: "Binned edition", content: "<p>Binned.</p>", sent_at: ago(5), deleted_at: new Date() },
      ])
      .returning();
    for (const row of editions) ids[row.title] = row.id;
  });
  afterAll(() => database?.close());

  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "item" || name === "category" });

  async function rss(loader: Loader, path: string) {
    const response = await get(loader, path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    const document = xml.parse(await response.text());
    expect(document.rss["@version"]).toBe("2.0");
    return document.rss.channel;
  }

  it("lists the published news, newest first, with absolute addresses, lead, date and image", async () => {
    const channel = await rss(newsFeedLoader, FEED_PATHS.news.en);
    expect(channel.language).toBe("en");
    expect(channel.link).toBe(`${ORIGIN}/news`);
    expect(channel["atom:link"]["@href"]).toBe(`${ORIGIN}/news/feed.xml`);
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(["An English-only story", "Double podium at Magny-Cours"]);
    const [story, podium] = channel.item;
    expect(podium).toMatchObject({
      link: `${ORIGIN}/news/double-podium`,
      guid: { "#text": `urn:uuid:${ids["double-podium"]}`, "@isPermaLink": "false" },
      description: "Two cars, two podiums.",
      category: ["race report"],
      enclosure: { "@url": `${ORIGIN}/media/news/podium-1600.webp`, "@type": "image/webp" },
    });
    expect(new Date(podium.pubDate).getTime()).toBeLessThan(new Date(story.pubDate).getTime());
    expect(Date.now() - new Date(podium.pubDate).getTime()).toBeGreaterThan(86_400_000);
    // Without an excerpt, the lead is the start of the text, without its markdown.
    expect(story.description).toBe("Heading A story told in English only.");
    expect(story.enclosure).toBeUndefined();
  });

  it("gives the French feed the French articles only, at their French addresses", async () => {
    const channel = await rss(newsFeedLoader, FEED_PATHS.news.fr);
    expect(channel.language).toBe("fr");
    expect(channel.link).toBe(`${ORIGIN}/fr/actualites`);
    expect(channel.title).toBe("Historic Racing Team — Actualités");
    expect(channel.item).toHaveLength(1);
    expect(channel.item[0]).toMatchObject({
      title: "Double podium à Magny-Cours",
      link: `${ORIGIN}/fr/actualites/double-podium-a-magny-cours`,
      description: "Deux voitures, deux podiums.",
      category: ["compte rendu de course"],
    });
  });

  it("never lists a draft, a scheduled or a trashed article", async () => {
    for (const path of [FEED_PATHS.news.en, FEED_PATHS.news.fr]) {
      const text = await (await get(newsFeedLoader, path)).text();
      for (const hidden of ["draft", "scheduled", "binned"]) {
        expect(text).not.toContain(`/${hidden}`);
        expect(text).not.toContain(ids[hidden]);
      }
    }
  });

  it("lists the sent editions, with their content and absolute links, the French ones in the French feed", async () => {
    const english = await rss(newslettersFeedLoader, FEED_PATHS.newsletters.en);
    expect(english.link).toBe(`${ORIGIN}/news?category=newsletter`);
    expect(english.item.map((item: { title: string }) => item.title)).toEqual(["The season opens", "Back in the workshop"]);
    expect(english.item[0]).toMatchObject({ link: `${ORIGIN}/newsletters/${ids["Spring 2026"]}`, description: "Spring 2026" });
    expect(english.item[0]["content:encoded"]).toContain(`href="${ORIGIN}/events"`);
    expect(english.item[0]["content:encoded"]).toContain(`src="${ORIGIN}/media/a.webp"`);

    const french = await rss(newslettersFeedLoader, FEED_PATHS.newsletters.fr);
    expect(french.language).toBe("fr");
    expect(french.item.map((item: { title: string }) => item.title)).toEqual(["La saison commence"]);
    expect(french.item[0].link).toBe(`${ORIGIN}/fr/newsletters/${ids["Spring 2026"]}`);
    for (const feed of [english, french]) expect(JSON.stringify(feed)).not.toMatch(/Not sent yet|Binned edition/);
  });

  /** The VEVENTs of a calendar, with the VTIMEZONEs it carries registered (as a calendar app reads them). */
  async function calendar(response: Response) {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const root = new ICAL.Component(ICAL.parse(await response.text()));
    for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
    return { root, events: root.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)) };
  }

  it("subscribes a phone to every upcoming event: named, refreshed, Paris times with their zone, all-day meetings", async () => {
    const response = await get(eventsCalendarLoader, EVENTS_CALENDAR_PATH.en);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="events.ics"');
    const { root, events } = await calendar(response);
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe("Historic Racing Team — Events");
    expect(root.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT6H");
    expect(root.getFirstPropertyValue("x-published-ttl")).toBe("PT6H");
    expect(root.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    // Upcoming until the last day has passed: Le Mans ends today; Spa is over; the draft and the trash never show.
    expect(events.map((event) => event.summary)).toEqual(["Le Mans Classic", "Magny-Cours Track Day", "Monaco Historic Grand Prix"]);

    const [leMans, trackDay, monaco] = events as [ICAL.Event, ICAL.Event, ICAL.Event];
    expect(trackDay.uid).toBe(`event-${ids["Magny-Cours Track Day"]}@ecurie.example`);
    expect(trackDay.startDate.isDate).toBe(false);
    expect(trackDay.startDate.zone?.tzid).toBe("Europe/Paris");
    expect(trackDay.startDate.toString()).toBe(`${day(5)}T08:30:00`);
    expect(trackDay.endDate.toString()).toBe(`${day(5)}T17:30:00`);
    // 08:30 in Paris is 06:30 or 07:30 UTC, summer or winter: the zone's rules travel with the file.
    expect([6, 7]).toContain(trackDay.startDate.toJSDate().getUTCHours());
    expect(trackDay.location).toBe("Magny-Cours, France");
    expect(trackDay.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/events/${ids["Magny-Cours Track Day"]}`);

    // All-day over three days: DATE values, the end exclusive (the day after the last).
    expect(monaco.startDate.isDate).toBe(true);
    expect(monaco.startDate.toString()).toBe(day(20));
    expect(monaco.endDate.toString()).toBe(day(23));
    expect(monaco.description).toBe(`Through the streets of the Principality.\n\n${ORIGIN}/events/${ids["Monaco Historic Grand Prix"]}`);

    // A start time without an end, over two days: until the end of the last day.
    expect(leMans.startDate.toString()).toBe(`${day(-1)}T14:00:00`);
    expect(leMans.endDate.toString()).toBe(`${day(1)}T00:00:00`);
    expect(leMans.endDate.zone?.tzid).toBe("Europe/Paris");
  });

  it("writes the French calendar in French where the event has it, with French addresses", async () => {
    const response = await get(eventsCalendarLoader, EVENTS_CALENDAR_PATH.fr);
    expect(response.headers.get("content-disposition")).toBe('inline; filename="evenements.ics"');
    const { root, events } = await calendar(response);
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe("Historic Racing Team — Événements");
    const monaco = events.find((event) => event.uid.includes(ids["Monaco Historic Grand Prix"]!))!;
    expect(monaco.summary).toBe("Grand Prix de Monaco Historique");
    expect(monaco.description).toBe(`Dans les rues de la Principauté.\n\n${ORIGIN}/fr/evenements/${ids["Monaco Historic Grand Prix"]}`);
    // An event without French keeps its English words; its UID is the same in both languages.
    const trackDay = events.find((event) => event.summary === "Magny-Cours Track Day")!;
    expect(trackDay.uid).toBe(`event-${ids["Magny-Cours Track Day"]}@ecurie.example`);
  });

  it("gives one event's file to add to a calendar, in the page's language, and a 404 for drafts, the trash and unknown ids", async () => {
    const id = ids["Monaco Historic Grand Prix"]!;
    const english = await get(eventCalendarLoader, eventCalendarPath(id, "en"), { eventId: id });
    expect(english.headers.get("content-disposition")).toBe('attachment; filename="monaco-historic-grand-prix.ics"');
    const { root, events } = await calendar(english);
    expect(root.getFirstPropertyValue("x-wr-calname")).toBeNull();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summary: "Monaco Historic Grand Prix", uid: `event-${id}@ecurie.example` });

    const french = await get(eventCalendarLoader, eventCalendarPath(id, "fr"), { eventId: id });
    expect(french.headers.get("content-disposition")).toBe('attachment; filename="grand-prix-de-monaco-historique.ics"');
    expect((await calendar(french)).events[0]?.summary).toBe("Grand Prix de Monaco Historique");

    // A past event keeps its file.
    const spa = ids["Spa Classic"]!;
    expect((await calendar(await get(eventCalendarLoader, eventCalendarPath(spa, "en"), { eventId: spa }))).events[0]?.startDate.toString()).toBe(day(-30));

    for (const hidden of [ids["Secret test"]!, ids["Binned concours"]!, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await get(eventCalendarLoader, eventCalendarPath(hidden, "en"), { eventId: hidden });
      expect(response.status).toBe(404);
    }
  });
});

describe("the route table", () => {
  /** Every path of the table, joined from its nested entries. */
  function paths(entries: readonly { path?: string; children?: unknown }[], parent = ""): string[] {
    return entries.flatMap((entry) => {
      const here = [parent, entry.path ?? ""].filter(Boolean).join("/");
      return [...(entry.path ? [`/${here}`] : []), ...paths((entry.children as typeof entries) ?? [], here)];
    });
  }

  it("serves each feed and calendar at the address the pages link to, in both languages", () => {
    const table = paths(routeConfig as never);
    for (const path of [...Object.values(FEED_PATHS.news), ...Object.values(FEED_PATHS.newsletters), ...Object.values(EVENTS_CALENDAR_PATH)]) expect(table).toContain(path);
    expect(table).toContain(eventCalendarPath(":eventId", "en"));
    expect(table).toContain(eventCalendarPath(":eventId", "fr"));
  });
});
