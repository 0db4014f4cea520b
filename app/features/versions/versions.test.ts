import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminRequestContext } from "../../../tests/support/admin-context.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { user } from "../../db/schema/auth.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { legalPages } from "../../db/schema/legal.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { auditLog } from "../../db/schema/security.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { Locale } from "../../lib/i18n/core.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { handleEditorAction } from "../admin/mutations.server.ts";
import { carWrites } from "../cars/mutations.server.ts";
import { carFormSchema } from "../cars/schema.ts";
import { legalPageWrites } from "../legal/mutations.server.ts";
import { legalPageFormSchema } from "../legal/schema.ts";
import { createEdition } from "../newsletter/mutations.server.ts";
import { z } from "zod";
import { postedForm, restoreVersion, throughSchema, type VersionedType } from "./mutations.server.ts";
import { activityCompareLink, versionedType } from "../../content/registry.server.ts";
import { compareSnapshots, diffTexts, fieldText, findVersion, formatVersionTime, listVersions } from "./queries.server.ts";
import { ORIGINAL_VERSION, type VersionField } from "./schema.ts";

const t = translator("en");
const tFr = translator("fr");

describe("a version's values in words", () => {
  it("reads each kind of field in the admin's language", () => {
    const field = (kind: VersionField["kind"]): VersionField => ({ name: "x", label: "carsAdmin.field.name", kind });
    expect(fieldText(field("money"), "650000.00", t)).toBe("€650,000");
    expect(fieldText(field("money"), "650000.00", tFr)).toBe("650\u202f000\u00a0€");
    expect(fieldText(field("boolean"), true, t)).toBe("Yes");
    expect(fieldText(field("boolean"), false, tFr)).toBe("Non");
    expect(fieldText(field("date"), "2026-07-10", t)).toBe("July 10, 2026");
    expect(fieldText(field("date"), "2026-07-10", tFr)).toBe("10 juillet 2026");
    expect(fieldText(field("datetime"), "2026-07-10T07:30:00.000Z", t)).toBe("Jul 10, 2026, 9:30 AM");
    expect(fieldText(field("list"), ["/media/a.jpg", "/media/b.jpg"], t)).toBe("/media/a.jpg\n/media/b.jpg");
    expect(fieldText(field("pairs"), { Power: "480 hp", Weight: "575 kg" }, t)).toBe("Power: 480 hp\nWeight: 575 kg");
    expect(fieldText(field("json"), { title: "Racing", tiles: ["a"] }, t)).toBe('{\n  "title": "Racing",\n  "tiles": [\n    "a"\n  ]\n}');
    expect(fieldText(field("text"), null, t)).toBe("(empty)");
    expect(fieldText(field("list"), [], tFr)).toBe("(vide)");
    expect(fieldText({ name: "status", label: "carsAdmin.field.status", show: (value) => `status ${String(value)}` }, "on_track", t)).toBe("status on_track");
  });

  it("says when a version was saved, to the second, in Paris time", () => {
    expect(formatVersionTime("2026-11-20T08:14:05Z", t)).toBe("Nov 20, 2026, 9:14:05 AM");
    expect(formatVersionTime("2026-11-20T08:14:05Z", tFr)).toBe("20 nov. 2026, 09:14:05");
  });

  it("marks the words one side has and the other does not; other values whole", () => {
    expect(diffTexts("long", "Won at Monaco in 1978.", "Won at Spa in 1978.")).toEqual({
      version: [
        { text: "Won at ", changed: false },
        { text: "Monaco", changed: true },
        { text: " in 1978.", changed: false },
      ],
      current: [
        { text: "Won at ", changed: false },
        { text: "Spa", changed: true },
        { text: " in 1978.", changed: false },
      ],
    });
    expect(diffTexts("list", "a.jpg\nb.jpg", "a.jpg\nc.jpg\nb.jpg")).toEqual({
      version: [{ text: "a.jpg\nb.jpg", changed: false }],
      current: [
        { text: "a.jpg\n", changed: false },
        { text: "c.jpg\n", changed: true },
        { text: "b.jpg", changed: false },
      ],
    });
    expect(diffTexts("boolean", "Yes", "No")).toEqual({ version: [{ text: "Yes", changed: true }], current: [{ text: "No", changed: true }] });
  });

  it("compares only the fields that differ, as a person reads them", () => {
    const fields: VersionField[] = [
      { name: "name", label: "carsAdmin.field.name" },
      { name: "price", label: "carsAdmin.field.price", kind: "money" },
      { name: "published", label: "carsAdmin.field.published", kind: "boolean" },
    ];
    // "650000" and "650000.00" read the same: not a difference.
    const compared = compareSnapshots(fields, { name: "Rouge 78", price: "650000", published: true }, { name: "Rouge 79", price: "650000.00", published: false }, t);
    expect(compared.map((field) => [field.name, field.label])).toEqual([
      ["name", "Name"],
      ["published", "Published"],
    ]);
    expect(compared[1]).toMatchObject({ version: [{ text: "Yes", changed: true }], current: [{ text: "No", changed: true }] });
  });

  it("posts a car's version as its editor does, so the editor's schema reads it back whole", () => {
    const entry = versionedType("car")!;
    const snapshot = {
      name: "Rouge 78",
      slug: "rouge-78",
      year: 1978,
      price: "650000.00",
      car_category: "catalog",
      status: "on_track",
      engine: "Ford Cosworth DFV",
      chassis: null,
      drivers: null,
      description: "A car.",
      specifications: { Power: "480 hp", Weight: "575 kg" },
      name_fr: null,
      slug_fr: null,
      engine_fr: null,
      chassis_fr: null,
      drivers_fr: null,
      description_fr: "Une voiture.",
      specifications_fr: { Puissance: "480 ch" },
      for_sale: true,
      for_rent: false,
      for_experience: false,
      published: true,
      featured: false,
      image_url: "/media/a.jpg",
      images: ["/media/b.jpg", "/media/c.jpg"],
    };
    // Through the editor's form and schema, the car comes back whole, its specifications in their order.
    const restored = entry.toInput(snapshot);
    expect(restored).toEqual({ ok: true, input: expect.objectContaining({ ...snapshot, slug_fr: null }) });
    expect(restored.ok && Object.keys((restored.input as { specifications: object }).specifications)).toEqual(["Power", "Weight"]);
    // A version the editor's checks refuse names its fields.
    expect(entry.toInput({ ...snapshot, name: "", year: 1850 })).toEqual({ ok: false, fields: ["name", "year"] });
    expect(postedForm({ a: null, b: ["x", null], c: 3, d: false, e: true }, ["a", "b", "c", "d", "e"])).toEqual({ a: "", b: ["x", ""], c: "3", e: "on" });
  });

  it("keeps an event's or an album's scheduled publication through a restore, as the editor reads Paris time", () => {
    const event = versionedType("event")!.toInput({ name: "Monaco", event_type: "Historic Grand Prix", location: "Monaco", event_date: "2027-05-08", published: true, publish_at: "2027-04-01T08:00:00.000Z" });
    expect(event.ok && (event.input as { publish_at: Date | null }).publish_at?.toISOString()).toBe("2027-04-01T08:00:00.000Z");
    const album = versionedType("album")!.toInput({ title: "Albi", year: 2027, published: true, publish_at: null });
    expect(album.ok && (album.input as { publish_at: Date | null }).publish_at).toBeNull();
  });

  it("parses a version kept as one document with that document's schema", () => {
    const toInput = throughSchema(z.object({ hero: z.object({ title: z.string().min(1) }), tiles: z.array(z.string()) }));
    expect(toInput({ hero: { title: "Racing" }, tiles: ["a"] })).toEqual({ ok: true, input: { hero: { title: "Racing" }, tiles: ["a"] } });
    expect(toInput({ hero: { title: "" }, tiles: [1] })).toEqual({ ok: false, fields: ["hero", "tiles"] });
  });
});

describe.each(testDatabaseKinds())("versions, compare and restore on %s", (kind) => {
  let database: DatabaseHandle;
  const admin = { id: "versions-admin", email: "editor@ecurie-vitesse.example" };
  const log = { info: vi.fn(), error: vi.fn(), warn: vi.fn() };

  const context = (locale: Locale = "en") => adminRequestContext({ db: database.db, log, admin: { ...admin, name: "Editor" }, locale });

  const car = () => versionedType("car")!;
  // In the order typed, which is not the one jsonb would sort them in (by length): the log keeps it.
  const SPECS = { spec_key: ["Power", "Weight", "Gearbox", "Tyres"], spec_value: ["485 hp", "575 kg", "Hewland FGA 400", "Goodyear slicks"] };

  /** Saves the car editor's form as the admin would (the content kit's action: write, audit, redirect). */
  async function saveCar(id: string | null, fields: Record<string, string | string[]>) {
    const formData = new FormData();
    const values = { year: "1978", price: "", status: "available", car_category: "catalog", published: "on", ...fields };
    for (const [name, value] of Object.entries(values)) for (const item of Array.isArray(value) ? value : [value]) formData.append(name, item);
    const response = (await handleEditorAction(formData, context(), { id, schema: carFormSchema, writes: carWrites })) as Response;
    expect(response.status).toBe(302);
    return response.headers.get("location")!.split("/").at(-1)!;
  }

  const currentOf = async (entry: VersionedType, id: string) => (await entry.current(database.db, id))!.values;
  const records = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.target_id, id)).orderBy(desc(auditLog.created_at));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(user).values({ id: admin.id, name: "Editor", email: admin.email });
  });
  afterAll(() => database?.close());

  let carId = "";

  it("lists an item's versions newest first, with who, when and what, and only records that hold the whole item", async () => {
    carId = await saveCar(null, { name: "Rouge 78", slug: "rouge-78", description: "Won at Monaco in 1978.", engine: "Ford Cosworth DFV", ...SPECS });
    await saveCar(carId, { name: "Rouge 78 B", slug: "rouge-78", description: "Won at Spa in 1978.", engine: "Ford Cosworth DFV", ...SPECS });
    await saveCar(carId, { name: "Rouge 78 C", slug: "rouge-78", description: "Won at Spa in 1978.", engine: "Ford Cosworth DFV", price: "650000", ...SPECS });
    // Records that are no version of the car: an order (a list), a change of one field.
    await database.db.insert(auditLog).values([
      { action: "car.reorder", target_type: "car", target_id: carId, details: { before: ["a"], after: ["b"] } },
      { action: "car.cover", target_type: "car", target_id: carId, details: { before: { image_url: null }, after: { image_url: "/media/x.jpg" } } },
    ]);

    const { rows, page } = await listVersions(database.db, car(), carId, await currentOf(car(), carId), 1, t);
    expect(rows.map((row) => row.what)).toEqual(["Updated a car", "Updated a car", "Created a car"]);
    expect(rows.every((row) => row.who === admin.email)).toBe(true);
    expect(rows[0]!.when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/);
    expect(rows.map((row) => row.current)).toEqual([true, false, false]);
    expect(page).toMatchObject({ total: 3, page: 1 });
    expect(new Date(rows[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(rows[1]!.at).getTime());

    // In French, in the admin's words.
    const french = await listVersions(database.db, car(), carId, await currentOf(car(), carId), 1, tFr);
    expect(french.rows.map((row) => row.what)).toEqual(["A modifié une voiture", "A modifié une voiture", "A créé une voiture"]);
  });

  it("compares a version with the current item: only the fields that differ", async () => {
    const [, , created] = (await listVersions(database.db, car(), carId, await currentOf(car(), carId), 1, t)).rows;
    const version = (await findVersion(database.db, car(), carId, created!.id, t))!;
    expect(version.values).toMatchObject({ name: "Rouge 78", description: "Won at Monaco in 1978." });
    const fields = compareSnapshots(car().fields, version.values, await currentOf(car(), carId), t);
    expect(fields.map((field) => field.label)).toEqual(["Name", "Price (euro)", "Description"]);
    expect(fields[0]).toMatchObject({ version: [{ text: "Rouge 78", changed: false }], current: [{ text: "Rouge 78", changed: false }, { text: " C", changed: true }] });
    expect(fields[1]).toMatchObject({ version: [{ text: "(empty)", changed: true }], current: [{ text: "€650,000", changed: true }] });
    expect(fields[2]!.version.filter((part) => part.changed).map((part) => part.text)).toEqual(["Monaco"]);
    // No such version of this car: a record of another item, or an id that is no version.
    expect(await findVersion(database.db, car(), carId, "00000000-0000-4000-8000-000000000000", t)).toBeNull();
    expect(await findVersion(database.db, car(), carId, "not-a-uuid", t)).toBeNull();
  });

  it("restores a version through the editor's update, as a new version whose before and after are right", async () => {
    const listed = (await listVersions(database.db, car(), carId, await currentOf(car(), carId), 1, t)).rows;
    const first = listed.at(-1)!;
    const before = await currentOf(car(), carId);
    const outcome = await restoreVersion(context(), car(), carId, first.id);
    const date = formatVersionTime(first.at, t);
    expect(outcome).toEqual({ ok: true, redirectTo: `/admin/cars/${carId}`, flash: { message: "versions.restored", values: { date }, link: { label: "versions.history", href: `/admin/history/car/${carId}` } } });

    const [row] = await database.db.select().from(historicF1Cars).where(eq(historicF1Cars.id, carId));
    expect(row).toMatchObject({ name: "Rouge 78", description: "Won at Monaco in 1978.", price: null, slug: "rouge-78" });
    expect(Object.keys(row!.specifications)).toEqual(SPECS.spec_key);

    const [newest] = await records(carId);
    expect(newest).toMatchObject({ action: "car.restore_version", actor_email: admin.email, target_type: "car" });
    const details = newest!.details as { before: Record<string, unknown>; after: Record<string, unknown>; restored_from: unknown };
    expect(details.before).toMatchObject({ name: before.name, price: "650000.00", description: "Won at Spa in 1978." });
    expect(details.after).toMatchObject({ name: "Rouge 78", price: null, description: "Won at Monaco in 1978." });
    expect(details.restored_from).toEqual({ id: first.id, at: first.at });

    const after = await listVersions(database.db, car(), carId, await currentOf(car(), carId), 1, t);
    expect(after.rows[0]).toMatchObject({ what: `Restored the version of ${date}`, current: true, who: admin.email });
    expect(after.rows).toHaveLength(4);
    expect((await listVersions(database.db, car(), carId, await currentOf(car(), carId), 1, tFr)).rows[0]!.what).toBe(`A restauré la version du ${formatVersionTime(first.at, tFr)}`);
    // The same version again: nothing to restore.
    expect(await restoreVersion(context(), car(), carId, first.id)).toEqual({ ok: false, message: "This version is already the current one: nothing was restored.", status: 409 });
  });

  it("refuses a version whose address another car has taken since, and writes nothing", async () => {
    await saveCar(carId, { name: "Rouge 78", slug: "rouge-78-b", description: "Won at Monaco in 1978." });
    const otherId = await saveCar(null, { name: "Other car", slug: "rouge-78" });
    const listed = (await listVersions(database.db, car(), carId, await currentOf(car(), carId), 1, t)).rows;
    const withOldSlug = listed.find((row) => row.what === "Created a car")!;
    const count = (await records(carId)).length;

    const outcome = await restoreVersion(context(), car(), carId, withOldSlug.id);
    expect(outcome).toEqual({
      ok: false,
      status: 409,
      message: "This version's address, “rouge-78”, now belongs to another item. Give that item another address first, or copy what you need from this version by hand.",
    });
    const frenchOutcome = await restoreVersion(context("fr"), car(), carId, withOldSlug.id);
    expect(frenchOutcome).toMatchObject({ ok: false, message: expect.stringContaining("«\u202frouge-78\u202f»") });
    expect((await currentOf(car(), carId)).slug).toBe("rouge-78-b");
    expect(await records(carId)).toHaveLength(count);
    await carWrites.trash(database.db, otherId);
  });

  it("shows a trashed item's history but leaves its restore to the trash", async () => {
    await carWrites.trash(database.db, carId);
    const current = await car().current(database.db, carId);
    expect(current?.inTrash).toBe(true);
    const listed = (await listVersions(database.db, car(), carId, current!.values, 1, t)).rows;
    expect(listed.length).toBeGreaterThan(3);
    const outcome = await restoreVersion(context(), car(), carId, listed.at(-1)!.id);
    expect(outcome).toEqual({ ok: false, status: 409, message: "This item is in the trash: restore it from the trash first." });
    expect(await restoreVersion(context(), car(), "00000000-0000-4000-8000-000000000000", listed.at(-1)!.id)).toMatchObject({ ok: false, status: 404 });
  });

  it("keeps the state before the first recorded change (the demo's) as a version, and restores it", async () => {
    const [seeded] = await database.db.insert(historicF1Cars).values({ slug: "demo-car", name: "Demo car", year: 1971, description: "As the demo wrote it." }).returning();
    await saveCar(seeded!.id, { name: "Demo car", slug: "demo-car", year: "1971", description: "Rewritten." });
    const { rows } = await listVersions(database.db, car(), seeded!.id, await currentOf(car(), seeded!.id), 1, t);
    expect(rows.map((row) => [row.what, row.original, row.who])).toEqual([
      ["Updated a car", false, admin.email],
      ["As it was before its first recorded change", true, null],
    ]);
    const outcome = await restoreVersion(context(), car(), seeded!.id, ORIGINAL_VERSION);
    expect(outcome).toMatchObject({ ok: true, flash: { message: "versions.restoredOriginal" } });
    expect((await currentOf(car(), seeded!.id)).description).toBe("As the demo wrote it.");
    const after = await listVersions(database.db, car(), seeded!.id, await currentOf(car(), seeded!.id), 1, t);
    expect(after.rows[0]!.what).toBe(`Restored the version from before ${formatVersionTime(rows[1]!.at, t)}`);
    // Still one original: the before of the oldest version.
    expect(after.rows.filter((row) => row.original)).toHaveLength(1);
  });

  it("restores a legal page (its id is its key) and links the activity log's content changes to their compare screen", async () => {
    const legal = versionedType("legal_page")!;
    const save = async (body: string) => {
      const response = (await handleEditorAction(
        (() => {
          const formData = new FormData();
          formData.append("body", body);
          formData.append("body_fr", "");
          return formData;
        })(),
        context(),
        { id: "terms", schema: legalPageFormSchema, writes: legalPageWrites(admin.id) },
      )) as Response;
      expect(response.status).toBe(302);
    };
    await save("Terms, first edition.");
    await save("Terms, second edition.");
    const { rows } = await listVersions(database.db, legal, "terms", await currentOf(legal, "terms"), 1, t);
    // Before its first save the page had no text: that is its original version, which the editor's checks refuse.
    expect(rows.map((row) => row.what)).toEqual(["Updated a legal page", "Updated a legal page", "As it was before its first recorded change"]);
    expect(await restoreVersion(context(), legal, "terms", ORIGINAL_VERSION)).toEqual({
      ok: false,
      status: 422,
      message: "This version no longer passes the editor's checks (Text in English). Open the editor and copy what you need from it by hand.",
    });
    expect(await restoreVersion(context(), legal, "terms", rows[1]!.id)).toMatchObject({ ok: true, redirectTo: "/admin/legal/terms" });
    const [page] = await database.db.select().from(legalPages).where(eq(legalPages.key, "terms"));
    expect(page).toMatchObject({ body: "Terms, first edition.", updated_by: admin.id });

    const [update] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, "terms"), eq(auditLog.action, "legal_page.update")))
      .limit(1);
    expect(activityCompareLink(update!)).toBe(`/admin/history/legal_page/terms/${update!.id}`);
    expect(activityCompareLink({ id: update!.id, target_type: "car", target_id: carId, details: { before: null, after: { name: "x" } } })).toBeNull();
    expect(activityCompareLink({ id: update!.id, target_type: "auth", target_id: null, details: {} })).toBeNull();
  });

  it("refuses to restore a newsletter edition once it has been sent", async () => {
    const edition = versionedType("edition")!;
    const created = await createEdition(database.db, { title: "Winter", subject: "Winter news", content: "<p>Hello</p>", title_fr: null, subject_fr: null, content_fr: null });
    await database.db.insert(auditLog).values({ action: "edition.create", target_type: "edition", target_id: created.id, details: { before: null, after: JSON.parse(JSON.stringify(created)) } });
    await database.db.update(newsletterEditions).set({ title: "Winter 2026", send_started_at: new Date() }).where(eq(newsletterEditions.id, created.id));
    const [version] = (await listVersions(database.db, edition, created.id, await currentOf(edition, created.id), 1, t)).rows;
    expect(await restoreVersion(context(), edition, created.id, version!.id)).toEqual({
      ok: false,
      status: 409,
      message: "This edition has been sent: it stays as its readers received it, so no version of it can be restored.",
    });
  });
});
