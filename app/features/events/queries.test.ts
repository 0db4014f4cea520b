import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { listEvents } from "./queries.server.ts";

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
    ]);
  });
  afterAll(() => database?.close());

  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("counts an event dated today as upcoming and yesterday's as past, ascending by date", async () => {
    expect(names(await listEvents(database.db, { when: "upcoming", today: TODAY }))).toEqual(["Today", "Summer", "Autumn"]);
    expect(names(await listEvents(database.db, { when: "past", today: TODAY }))).toEqual(["Spring", "Yesterday"]);
    expect(names(await listEvents(database.db, { today: TODAY }))).toEqual(["Spring", "Yesterday", "Today", "Summer", "Autumn"]);
  });

  it("filters featured events", async () => {
    expect(names(await listEvents(database.db, { when: "upcoming", featured: true, today: TODAY }))).toEqual(["Today"]);
  });

  it("returns event dates as calendar days, unshifted by time zones", async () => {
    const [first] = await listEvents(database.db, { when: "upcoming", today: TODAY });
    expect(first?.event_date).toBe(TODAY);
  });
});
