import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventTrash } from "./mutations.server.ts";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseListParams } from "../admin/schema.ts";
import { restoreFromTrash } from "../trash/mutations.server.ts";
import { eventFormSchema, eventSorts, type EventInput, type EventWhen } from "./schema.ts";
import { createEvent, setEventPublished, trashEvent, updateEvent } from "./mutations.server.ts";
import { eventIn, getAdminEvent, listAdminEvents, listEvents, listEventYears, type PrestigiousEvent } from "./queries.server.ts";

const TODAY = "2026-06-15";

function params(query: string, type = "", when: EventWhen | "" = "") {
  return { ...parseListParams(new URLSearchParams(query), eventSorts, { sort: "date", dir: "desc" }), type, when, today: TODAY };
}

const input = (overrides: Partial<EventInput> = {}): EventInput => ({
  name: "Test",
  event_date: "2026-09-01",
  end_date: null,
  start_time: null,
  end_time: null,
  event_type: "Concours",
  location: "Chantilly",
  description: null,
  featured: false,
  published: true,
  publish_at: null,
  image_url: null,
  name_fr: null,
  event_type_fr: null,
  location_fr: null,
  description_fr: null,
  ...overrides,
});

describe("the event form schema", () => {
  it("reads a complete form", () => {
    expect(
      eventFormSchema.parse({ name: " Goodwood ", event_date: "2026-07-14", event_type: "Hill Climb", location: "Goodwood", description: "", featured: "on", image_url: "/media/a.webp" }),
    ).toEqual({
      name: "Goodwood",
      event_date: "2026-07-14",
      end_date: null,
      start_time: null,
      end_time: null,
      event_type: "Hill Climb",
      location: "Goodwood",
      description: null,
      featured: true,
      published: false,
      publish_at: null,
      image_url: "/media/a.webp",
      name_fr: null,
      event_type_fr: null,
      location_fr: null,
      description_fr: null,
    });
  });

  const form = { name: "Goodwood", event_date: "2026-07-14", event_type: "Hill Climb", location: "Goodwood" };

  it("reads the French event beside the English one, each French text optional but the name", () => {
    expect(eventFormSchema.parse({ ...form, name_fr: " Course de côte de Goodwood ", event_type_fr: "Course de côte", location_fr: "", description_fr: " " })).toMatchObject({
      name_fr: "Course de côte de Goodwood",
      event_type_fr: "Course de côte",
      location_fr: null,
      description_fr: null,
    });
    expect(eventFormSchema.parse({ ...form, name_fr: "Course de côte de Goodwood" })).toMatchObject({ name_fr: "Course de côte de Goodwood", event_type_fr: null });
  });

  it("asks for the French name once any French text is typed, under that field", () => {
    for (const french of [{ event_type_fr: "Course de côte" }, { location_fr: "Goodwood, Royaume-Uni" }, { description_fr: "La célèbre montée." }]) {
      const result = eventFormSchema.safeParse({ ...form, ...french });
      expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["name_fr", "events.admin.frenchNameRequired"]]);
    }
    // Said even while an English field is wrong too: the form shows every message at once.
    const both = eventFormSchema.safeParse({ ...form, name: "", location_fr: "Goodwood" });
    expect(both.error?.issues.map((issue) => issue.path[0])).toEqual(["name", "name_fr"]);
    expect(eventFormSchema.safeParse({ ...form, name_fr: "x".repeat(201) }).error?.issues[0]).toMatchObject({ path: ["name_fr"], message: "admin.field.tooLong" });
  });
});

describe("the event form's days and times", () => {
  const form = { name: "Goodwood", event_date: "2026-07-10", event_type: "Hill Climb", location: "Goodwood" };
  const issues = (value: Record<string, string>) => eventFormSchema.safeParse({ ...form, ...value }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("reads a meeting over several days with its Paris times, and a day event without", () => {
    expect(eventFormSchema.parse({ ...form, end_date: "2026-07-12", start_time: "09:00", end_time: "18:30" })).toMatchObject({
      event_date: "2026-07-10",
      end_date: "2026-07-12",
      start_time: "09:00",
      end_time: "18:30",
    });
    expect(eventFormSchema.parse({ ...form, end_date: "", start_time: " ", end_time: "" })).toMatchObject({ end_date: null, start_time: null, end_time: null });
    // A browser that adds the seconds: the stored time is still HH:MM.
    expect(eventFormSchema.parse({ ...form, start_time: "09:30:00" })).toMatchObject({ start_time: "09:30", end_time: null });
    // The end time may be earlier than the start on a meeting over several days (it is the last day's).
    expect(eventFormSchema.parse({ ...form, end_date: "2026-07-11", start_time: "14:00", end_time: "12:00" })).toMatchObject({ end_time: "12:00" });
  });

  it("refuses a last day before the first, a time that is not HH:MM, and an end without its start, each under its field", () => {
    expect(issues({ end_date: "2026-07-09" })).toEqual([["end_date", "adminEvents.error.endDateBeforeStart"]]);
    expect(issues({ end_date: "2026-02-30" })).toEqual([["end_date", "admin.field.date"]]);
    expect(issues({ start_time: "9h30" })).toEqual([["start_time", "adminEvents.error.time"]]);
    expect(issues({ start_time: "24:00" })).toEqual([["start_time", "adminEvents.error.time"]]);
    expect(issues({ start_time: "09:00", end_time: "7:5" })).toEqual([["end_time", "adminEvents.error.time"]]);
    expect(issues({ end_time: "18:00" })).toEqual([["end_time", "adminEvents.error.endTimeWithoutStart"]]);
    expect(issues({ start_time: "18:00", end_time: "09:00" })).toEqual([["end_time", "adminEvents.error.endTimeBeforeStart"]]);
    expect(issues({ end_date: "2026-07-10", start_time: "18:00", end_time: "18:00" })).toEqual([["end_time", "adminEvents.error.endTimeBeforeStart"]]);
    // Said even while another field is wrong: every message at once.
    expect(issues({ name: "", end_date: "2026-07-01" })).toEqual([
      ["name", "admin.field.required"],
      ["end_date", "adminEvents.error.endDateBeforeStart"],
    ]);
  });
});

describe("eventIn: an event's words on a page of one language", () => {
  const row = (overrides: Partial<PrestigiousEvent> = {}): PrestigiousEvent => ({
    id: "e1",
    name: "Goodwood Hill Climb",
    event_type: "Hill Climb",
    location: "Goodwood, United Kingdom",
    event_date: "2026-07-10",
    end_date: null,
    start_time: null,
    end_time: null,
    description: "The famous climb past Goodwood House.",
    featured: false,
    image_url: null,
    published: true,
    publish_at: null,
    name_fr: "Course de côte de Goodwood",
    event_type_fr: "Course de côte",
    location_fr: "Goodwood, Royaume-Uni",
    description_fr: "La célèbre montée devant Goodwood House.",
    created_at: new Date(),
    updated_at: new Date(),
    deleted_at: null,
    ...overrides,
  });

  it("gives the French event on a French page, the English on an English one, unmarked", () => {
    expect(eventIn(row(), "fr")).toEqual({
      name: "Course de côte de Goodwood",
      eventType: "Course de côte",
      location: "Goodwood, Royaume-Uni",
      description: "La célèbre montée devant Goodwood House.",
    });
    expect(eventIn(row(), "en")).toEqual({
      name: "Goodwood Hill Climb",
      eventType: "Hill Climb",
      location: "Goodwood, United Kingdom",
      description: "The famous climb past Goodwood House.",
    });
  });

  it("shows an event without French in English on a French page, every text marked", () => {
    const english = row({ name_fr: null, event_type_fr: null, location_fr: null, description_fr: null });
    expect(eventIn(english, "fr")).toEqual({
      name: "Goodwood Hill Climb",
      eventType: "Hill Climb",
      location: "Goodwood, United Kingdom",
      description: "The famous climb past Goodwood House.",
      lang: { name: "en", eventType: "en", location: "en", description: "en" },
    });
    // No description: nothing to mark there.
    expect(eventIn({ ...english, description: null }, "fr").lang).toEqual({ name: "en", eventType: "en", location: "en" });
  });

  it("falls back text by text where a French event leaves one empty, marking only those", () => {
    expect(eventIn(row({ event_type_fr: null, description_fr: null }), "fr")).toEqual({
      name: "Course de côte de Goodwood",
      eventType: "Hill Climb",
      location: "Goodwood, Royaume-Uni",
      description: "The famous climb past Goodwood House.",
      lang: { eventType: "en", description: "en" },
    });
    expect(eventIn(row({ location_fr: null, description: null, description_fr: null }), "fr")).toEqual({
      name: "Course de côte de Goodwood",
      eventType: "Course de côte",
      location: "Goodwood, United Kingdom",
      description: null,
      lang: { location: "en" },
    });
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
      event("Spa Classic", "2025-09-20", "Historic Grand Prix", "Spa-Francorchamps, Belgium", { name_fr: "Spa Classique", location_fr: "Spa-Francorchamps, Belgique" }),
      event("Magny-Cours Day", "2026-06-15", "Track Day", "Magny-Cours, France"),
      event("Monaco", "2026-05-10", "Historic Grand Prix", "Monaco", { featured: true }),
      event("Secret test", "2026-08-01", "Track Day", "Dijon, France", { published: false }),
      event("Binned", "2026-09-01", "Concours", "Chantilly", { deleted_at: new Date() }),
    ]);
  });
  afterAll(() => database?.close());

  const names = (result: { rows: { name: string }[] }) => result.rows.map((row) => row.name);

  it("keeps a meeting over several days upcoming until its last day has passed", async () => {
    const created = await createEvent(database.db, input({ name: "Le Mans Classic", event_date: "2026-06-12", end_date: TODAY, start_time: "10:00", end_time: "17:00" }));
    if (!created.ok) throw new Error("not created");
    expect(created.after).toMatchObject({ end_date: TODAY, start_time: "10:00", end_time: "17:00" });
    expect((await listEvents(database.db, { when: "upcoming", today: TODAY })).map((row) => row.name)).toEqual(["Le Mans Classic", "Magny-Cours Day"]);
    expect((await listEvents(database.db, { when: "upcoming", today: "2026-06-16" })).map((row) => row.name)).toEqual([]);
    expect(names(await listAdminEvents(database.db, params("sort=date&dir=asc", "", "upcoming")))).toEqual(["Le Mans Classic", "Magny-Cours Day", "Secret test"]);
    await trashEvent(database.db, created.after.id);
  });

  it("refuses in the database what the form refuses: a last day before the first, a time that is not HH:MM, an end time alone", async () => {
    const row = { name: "Bad", event_type: "Concours", location: "Chantilly", event_date: "2026-07-10" };
    await expect(database.db.insert(prestigiousEvents).values({ ...row, end_date: "2026-07-09" })).rejects.toThrow();
    await expect(database.db.insert(prestigiousEvents).values({ ...row, start_time: "9:30" })).rejects.toThrow();
    await expect(database.db.insert(prestigiousEvents).values({ ...row, end_time: "18:00" })).rejects.toThrow();
  });

  it("shows visitors only published events outside the trash", async () => {
    expect((await listEvents(database.db, { when: "upcoming", today: TODAY })).map((row) => row.name)).toEqual(["Magny-Cours Day"]);
    expect((await listEvents(database.db, { today: TODAY })).map((row) => row.name)).toEqual(["Spa Classic", "Monaco", "Magny-Cours Day"]);
  });

  it("lists every event outside the trash for the admin, newest date first by default", async () => {
    const result = await listAdminEvents(database.db, params(""));
    expect(names(result)).toEqual(["Secret test", "Magny-Cours Day", "Monaco", "Spa Classic"]);
    expect(result.rows[0]).toMatchObject({ published: false, type: "Track Day", date: "2026-08-01", hasFrench: false });
    expect(result.rows.filter((row) => row.hasFrench).map((row) => row.name)).toEqual(["Spa Classic"]);
  });

  it("finds an event by its French name or location too", async () => {
    expect(names(await listAdminEvents(database.db, params("q=classique")))).toEqual(["Spa Classic"]);
    expect(names(await listAdminEvents(database.db, params("q=belgique")))).toEqual(["Spa Classic"]);
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

    await restoreFromTrash(database.db, eventTrash, id);
    expect(await visible()).toContain("Chantilly Concours");
  });

  it("writes the French event with the English one, and removes it when the form's French is emptied", async () => {
    const french = { name_fr: "Concours de Chantilly", event_type_fr: "Concours d’élégance", location_fr: null, description_fr: "Sur les pelouses du château." };
    const created = await createEvent(database.db, input({ name: "Chantilly Concours", ...french }));
    if (!created.ok) throw new Error("not created");
    expect(created.after).toMatchObject({ name: "Chantilly Concours", ...french });
    const emptied = await updateEvent(database.db, created.after.id, input({ name: "Chantilly Concours" }));
    expect(emptied).toMatchObject({ ok: true, before: french, after: { name_fr: null, event_type_fr: null, location_fr: null, description_fr: null } });
    await trashEvent(database.db, created.after.id);
  });
});
