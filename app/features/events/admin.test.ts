import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseListParams } from "../admin/schema.ts";
import { restoreFromTrash } from "../trash/mutations.server.ts";
import { eventFormSchema, eventSorts, type EventInput, type EventWhen } from "./schema.ts";
import { createEvent, setEventPublished, trashEvent, updateEvent } from "./mutations.server.ts";
import { getAdminEvent, listAdminEvents, listEvents, listEventYears } from "./queries.server.ts";

const TODAY = "2026-06-15";

function params(query: string, type = "", when: EventWhen | "" = "") {
  return { ...parseListParams(new URLSearchParams(query), eventSorts, { sort: "date", dir: "desc" }), type, when, today: TODAY };
}

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  name: "Test",
  event_date: "2026-09-01",
  event_type: "Concours",
  location: "Chantilly",
  description: null,
  featured: false,
  published: true,
  image_url: null,
  ...overrides,
});

describe("the event form schema", () => {
  it("reads a complete form", () => {
    expect(
      eventFormSchema.parse({ name: " Goodwood ", event_date: "2026-07-14", event_type: "Hill Climb", location: "Goodwood", description: "", featured: "on", image_url: "/media/a.webp" }),
    ).toEqual({ name: "Goodwood", event_date: "2026-07-14", event_type: "Hill Climb", location: "Goodwood", description: null, featured: true, published: false, image_url: "/media/a.webp" });
  });

  it("answers each bad field with its message key", () => {
    const result = eventFormSchema.safeParse({ name: "", event_date: "2026-02-30", event_type: "Party", location: "", image_url: "http://insecure.example/x.png" });
    const errors = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(errors).toEqual({
      name: "admin.field.required",
      event_date: "admin.field.date",
      event_type: "admin.field.choose",
      location: "admin.field.required",
      image_url: "admin.field.imageInvalid",
    });
    expect(eventFormSchema.safeParse({ ...input(), event_date: "" }).error?.issues[0]?.message).toBe("admin.field.required");
  });
});

describe.each(testDatabaseKinds())("admin events on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const event = (name: string, event_date: string, event_type: string, location: string, extra: Partial<typeof prestigiousEvents.$inferInsert> = {}) => ({
      name,
      event_date,
      event_type,
      location,
      ...extra,
    });
    await database.db.insert(prestigiousEvents).values([
      event("Spa Classic", "2025-09-20", "Historic Grand Prix", "Spa-Francorchamps, Belgium"),
      event("Magny-Cours Day", "2026-06-15", "Track Day", "Magny-Cours, France"),
      event("Monaco", "2026-05-10", "Historic Grand Prix", "Monaco", { featured: true }),
      event("Secret test", "2026-08-01", "Track Day", "Dijon, France", { published: false }),
      event("Binned", "2026-09-01", "Concours", "Chantilly", { deleted_at: new Date() }),
    ]);
  });
  afterAll(() => database?.close());

  const names = (result: { rows: { name: string }[] }) => result.rows.map((row) => row.name);

  it("shows visitors only published events outside the trash", async () => {
    expect((await listEvents(database.db, { when: "upcoming", today: TODAY })).map((row) => row.name)).toEqual(["Magny-Cours Day"]);
    expect((await listEvents(database.db, { today: TODAY })).map((row) => row.name)).toEqual(["Spa Classic", "Monaco", "Magny-Cours Day"]);
  });

  it("lists every event outside the trash for the admin, newest date first by default", async () => {
    const result = await listAdminEvents(database.db, params(""));
    expect(names(result)).toEqual(["Secret test", "Magny-Cours Day", "Monaco", "Spa Classic"]);
    expect(result.rows[0]).toMatchObject({ published: false, type: "Track Day", date: "2026-08-01" });
  });

  it("searches the name, the location and the type; filters by status, type, year and time", async () => {
    expect(names(await listAdminEvents(database.db, params("q=belgium")))).toEqual(["Spa Classic"]);
    expect(names(await listAdminEvents(database.db, params("q=track day")))).toEqual(["Secret test", "Magny-Cours Day"]);
    expect(names(await listAdminEvents(database.db, params("status=draft")))).toEqual(["Secret test"]);
    expect(names(await listAdminEvents(database.db, params("status=published&sort=name&dir=asc")))).toEqual(["Magny-Cours Day", "Monaco", "Spa Classic"]);
    expect(names(await listAdminEvents(database.db, params("", "Historic Grand Prix")))).toEqual(["Monaco", "Spa Classic"]);
    expect(names(await listAdminEvents(database.db, params("year=2025")))).toEqual(["Spa Classic"]);
    expect(names(await listAdminEvents(database.db, params("sort=date&dir=asc", "", "upcoming")))).toEqual(["Magny-Cours Day", "Secret test"]);
    expect(names(await listAdminEvents(database.db, params("", "", "past")))).toEqual(["Monaco", "Spa Classic"]);
    expect(await listEventYears(database.db)).toEqual([2026, 2025]);
  });

  it("creates, updates, publishes, trashes and restores", async () => {
    const created = await createEvent(database.db, input({ name: "Chantilly", published: false }));
    if (!created.ok) throw new Error("not created");
    const id = created.after.id;
    expect(created.after).toMatchObject({ name: "Chantilly", event_date: "2026-09-01", published: false });
    const visible = () => listEvents(database.db, { when: "upcoming", today: TODAY }).then((rows) => rows.map((row) => row.name));
    expect(await visible()).not.toContain("Chantilly");

    const updated = await updateEvent(database.db, id, input({ name: "Chantilly Concours", published: true, featured: true }));
    expect(updated).toMatchObject({ ok: true, before: { name: "Chantilly" }, after: { name: "Chantilly Concours" } });
    expect(await visible()).toContain("Chantilly Concours");

    const hidden = await setEventPublished(database.db, id, false);
    expect(hidden).toMatchObject({ ok: true, after: { published: false } });
    expect(await visible()).not.toContain("Chantilly Concours");
    await setEventPublished(database.db, id, true);

    expect(await trashEvent(database.db, id)).toEqual({ title: "Chantilly Concours" });
    expect(await trashEvent(database.db, id)).toBeNull();
    expect(await getAdminEvent(database.db, id)).toBeNull();
    expect(await visible()).not.toContain("Chantilly Concours");
    expect(await updateEvent(database.db, id, input())).toEqual({ ok: false, reason: "notFound" });
    expect(await setEventPublished(database.db, id, false)).toEqual({ ok: false, reason: "notFound" });

    await restoreFromTrash(database.db, "event", id);
    expect(await visible()).toContain("Chantilly Concours");
  });
});
