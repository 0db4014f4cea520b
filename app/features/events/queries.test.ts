import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { eventAlternates, getEventView, getPublicEvent, listEvents, listPastEventCards, listUpcomingEventCards } from "./queries.server.ts";

const TODAY = "2026-06-15";

describe.each(testDatabaseKinds())("event queries on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const event = (name: string, event_date: string, featured = false) => ({ name, event_date, featured, event_type: "Historic Grand Prix", location: "Magny-Cours" });
    await database.db.insert(prestigiousEvents).values([
      event("Autumn", "2026-10-03"),
      event("Yesterday", "2026-06-14"),
      event("Today", TODAY, true),
      event("Spring", "2026-03-20", true),
      event("Summer", "2026-07-14"),
      {
        ...event("Goodwood Hill Climb", "2026-08-20"),
        event_type: "Hill Climb",
        location: "Goodwood, United Kingdom",
        description: "The famous climb.",
        name_fr: "Course de côte de Goodwood",
        location_fr: "Goodwood, Royaume-Uni",
        description_fr: "La célèbre montée.",
      },
      // A meeting that began before today and ends after it: still upcoming.
      { ...event("Le Mans Classic", "2026-06-12"), end_date: "2026-06-16", start_time: "10:00", end_time: "18:00" },
      { ...event("Draft", "2026-07-01"), published: false },
      { ...event("Binned", "2026-07-02"), deleted_at: new Date() },
      { ...event("Old draft", "2026-01-02"), published: false },
    ]);
  });
  afterAll(() => database?.close());

  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("counts an event dated today as upcoming and yesterday's as past, ascending by date", async () => {
    expect(names(await listEvents(database.db, { when: "upcoming", today: TODAY }))).toEqual(["Le Mans Classic", "Today", "Summer", "Goodwood Hill Climb", "Autumn"]);
    expect(names(await listEvents(database.db, { when: "past", today: TODAY }))).toEqual(["Spring", "Yesterday"]);
    expect(names(await listEvents(database.db, { today: TODAY }))).toEqual(["Spring", "Le Mans Classic", "Yesterday", "Today", "Summer", "Goodwood Hill Climb", "Autumn"]);
    // The day after its last day, a meeting is past.
    expect(names(await listEvents(database.db, { when: "past", today: "2026-06-17" }))).toEqual(["Spring", "Le Mans Classic", "Yesterday", "Today"]);
  });

  it("filters featured events", async () => {
    expect(names(await listEvents(database.db, { when: "upcoming", featured: true, today: TODAY }))).toEqual(["Today"]);
  });

  it("returns event dates as calendar days, unshifted by time zones", async () => {
    const today = (await listEvents(database.db, { when: "upcoming", today: TODAY })).find((row) => row.name === "Today");
    expect(today?.event_date).toBe(TODAY);
  });

  it("gives the events page its cards in the page's language, English marked where French is missing", async () => {
    const english = await listUpcomingEventCards(database.db, "en", TODAY);
    expect(english.map((card) => card.name)).toEqual(["Le Mans Classic", "Today", "Summer", "Goodwood Hill Climb", "Autumn"]);
    expect(english[0]).toMatchObject({ date: "2026-06-12", endDate: "2026-06-16", startTime: "10:00", endTime: "18:00" });
    expect(english[1]).toMatchObject({ date: TODAY, endDate: null, startTime: null, endTime: null });
    expect(english.every((card) => card.lang === undefined)).toBe(true);

    const french = await listUpcomingEventCards(database.db, "fr", TODAY);
    expect(french.map((card) => card.name)).toEqual(["Le Mans Classic", "Today", "Summer", "Course de côte de Goodwood", "Autumn"]);
    expect(french[3]).toMatchObject({
      name: "Course de côte de Goodwood",
      eventType: "Hill Climb",
      location: "Goodwood, Royaume-Uni",
      description: "La célèbre montée.",
      date: "2026-08-20",
      lang: { eventType: "en" },
    });
    expect(french[1]).toMatchObject({ name: "Today", location: "Magny-Cours", lang: { name: "en", eventType: "en", location: "en" } });
  });

  it("gives the archive the past events, newest first, in the page's language", async () => {
    expect((await listPastEventCards(database.db, "en", TODAY)).map((card) => card.name)).toEqual(["Yesterday", "Spring"]);
    const later = await listPastEventCards(database.db, "fr", "2026-09-01");
    expect(later.map((card) => card.name)).toEqual(["Course de côte de Goodwood", "Summer", "Le Mans Classic", "Today", "Yesterday", "Spring"]);
  });

  it("gives an event's page, past or upcoming, its alternates, and nothing for drafts, the trash and unknown ids", async () => {
    const rows = await listEvents(database.db, { today: TODAY });
    const id = (name: string) => rows.find((row) => row.name === name)!.id;
    const goodwood = await getEventView(database.db, id("Goodwood Hill Climb"), "fr", { today: TODAY });
    expect(goodwood).toMatchObject({
      name: "Course de côte de Goodwood",
      location: "Goodwood, Royaume-Uni",
      past: false,
      alternates: { en: `/events/${id("Goodwood Hill Climb")}`, fr: `/fr/evenements/${id("Goodwood Hill Climb")}` },
    });
    const spring = await getEventView(database.db, id("Spring"), "fr", { today: TODAY });
    // No French: the French page shows the English, marked, and is not announced in French.
    expect(spring).toMatchObject({ name: "Spring", past: true, lang: { name: "en" }, alternates: { en: `/events/${id("Spring")}`, fr: null } });
    expect(eventAlternates({ id: "x", name_fr: null })).toEqual({ en: "/events/x", fr: null });
    // Le Mans ends after today: not past yet.
    expect(await getEventView(database.db, id("Le Mans Classic"), "en", { today: TODAY })).toMatchObject({ past: false, endDate: "2026-06-16" });

    const [draft, binned] = await database.db.select({ id: prestigiousEvents.id, name: prestigiousEvents.name }).from(prestigiousEvents).orderBy(prestigiousEvents.name).then((all) => ["Draft", "Binned"].map((name) => all.find((row) => row.name === name)!.id));
    for (const hidden of [draft!, binned!, "00000000-0000-4000-8000-000000000000", "not-a-uuid", "past"]) {
      expect(await getPublicEvent(database.db, hidden), hidden).toBeNull();
      expect(await getEventView(database.db, hidden, "en", { today: TODAY }), hidden).toBeNull();
    }
  });
});
