import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { listEvents, listUpcomingEventCards } from "./queries.server.ts";

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
    ]);
  });
  afterAll(() => database?.close());

  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("counts an event dated today as upcoming and yesterday's as past, ascending by date", async () => {
    expect(names(await listEvents(database.db, { when: "upcoming", today: TODAY }))).toEqual(["Today", "Summer", "Goodwood Hill Climb", "Autumn"]);
    expect(names(await listEvents(database.db, { when: "past", today: TODAY }))).toEqual(["Spring", "Yesterday"]);
    expect(names(await listEvents(database.db, { today: TODAY }))).toEqual(["Spring", "Yesterday", "Today", "Summer", "Goodwood Hill Climb", "Autumn"]);
  });

  it("filters featured events", async () => {
    expect(names(await listEvents(database.db, { when: "upcoming", featured: true, today: TODAY }))).toEqual(["Today"]);
  });

  it("returns event dates as calendar days, unshifted by time zones", async () => {
    const [first] = await listEvents(database.db, { when: "upcoming", today: TODAY });
    expect(first?.event_date).toBe(TODAY);
  });

  it("gives the events page its cards in the page's language, English marked where French is missing", async () => {
    const english = await listUpcomingEventCards(database.db, "en", TODAY);
    expect(english.map((card) => card.name)).toEqual(["Today", "Summer", "Goodwood Hill Climb", "Autumn"]);
    expect(english.every((card) => card.lang === undefined)).toBe(true);

    const french = await listUpcomingEventCards(database.db, "fr", TODAY);
    expect(french.map((card) => card.name)).toEqual(["Today", "Summer", "Course de côte de Goodwood", "Autumn"]);
    expect(french[2]).toMatchObject({
      name: "Course de côte de Goodwood",
      eventType: "Hill Climb",
      location: "Goodwood, Royaume-Uni",
      description: "La célèbre montée.",
      date: "2026-08-20",
      lang: { eventType: "en" },
    });
    expect(french[0]).toMatchObject({ name: "Today", location: "Magny-Cours", lang: { name: "en", eventType: "en", location: "en" } });
  });
});
