import { eq } from "drizzle-orm";
import { carTrash } from "./mutations.server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historicF1Cars } from "../../db/schema/cars.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseListParams } from "../admin/schema.ts";
import { restoreFromTrash } from "../trash/mutations.server.ts";
import { carFormSchema, carSorts, type CarInput } from "./schema.ts";
import { createCar, setCarPublished, trashCar, updateCar } from "./mutations.server.ts";
import { getAdminCar, getPublicCar, listAdminCars, listCars, listCarYears } from "./queries.server.ts";

const params = (query: string) => ({ ...parseListParams(new URLSearchParams(query), carSorts, { sort: "updated", dir: "desc" }) });

function input(overrides: Record<string, string | string[]> = {}): CarInput {
  return carFormSchema.parse({
    name: "Test car",
    slug: "",
    year: "1978",
    price: "",
    description: "",
    status: "available",
    car_category: "catalog",
    spec_key: ["Power", ""],
    spec_value: ["480 hp", ""],
    ...overrides,
  });
}

describe.each(testDatabaseKinds())("admin car queries and writes on %s", (kind) => {
  let database: DatabaseHandle;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const car = (slug: string, values: Partial<typeof historicF1Cars.$inferInsert>) => ({
      slug,
      name: slug.replace(/-/g, " "),
      year: 1978,
      car_category: "catalog" as const,
      created_at: new Date("2026-01-01T00:00:00Z"),
      ...values,
    });
    const rows = await database.db
      .insert(historicF1Cars)
      .values([
        car("marchal-mr9", { engine: "Ford Cosworth DFV", price: "1150000.00", year: 1979, created_at: new Date("2026-02-01T00:00:00Z") }),
        car("vitesse-draft", { published: false, drivers: "Lucas Delaunay", price: "300000.00", car_category: "team", year: 1971 }),
        car("kessler-k90", { engine: "Judd V8", chassis: "K90-003", price: null, year: 1990, created_at: new Date("2026-03-01T00:00:00Z") }),
        car("trashed-car", { engine: "Ford Cosworth DFV", deleted_at: new Date(), year: 1965 }),
      ])
      .returning({ id: historicF1Cars.id, slug: historicF1Cars.slug });
    for (const row of rows) ids[row.slug] = row.id;
  });
  afterAll(() => database?.close());

  const slugsOf = (rows: { slug: string }[]) => rows.map((row) => row.slug);

  it("shows visitors only published cars outside the trash", async () => {
    expect(slugsOf(await listCars(database.db))).toEqual(["kessler-k90", "marchal-mr9"]);
    expect(await getPublicCar(database.db, "vitesse-draft")).toBeNull();
    expect(await getPublicCar(database.db, "trashed-car")).toBeNull();
    expect((await getPublicCar(database.db, "marchal-mr9"))?.name).toBe("marchal mr9");
  });

  it("lists every car outside the trash for the admin, drafts included", async () => {
    const list = await listAdminCars(database.db, params("sort=name&dir=asc"));
    expect(slugsOf(list.rows)).toEqual(["kessler-k90", "marchal-mr9", "vitesse-draft"]);
    expect(list.page).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(list.rows.find((row) => row.slug === "vitesse-draft")).toMatchObject({ published: false, car_category: "team", price: "300000.00" });
    expect(await listCarYears(database.db)).toEqual([1990, 1979, 1971]);
  });

  it("searches name, engine, chassis and drivers", async () => {
    expect(slugsOf((await listAdminCars(database.db, params("q=cosworth"))).rows)).toEqual(["marchal-mr9"]);
    expect(slugsOf((await listAdminCars(database.db, params("q=k90-003"))).rows)).toEqual(["kessler-k90"]);
    expect(slugsOf((await listAdminCars(database.db, params("q=delaunay"))).rows)).toEqual(["vitesse-draft"]);
    expect(slugsOf((await listAdminCars(database.db, params("q=nothing-like-this"))).rows)).toEqual([]);
  });

  it("filters by status, category and year", async () => {
    expect(slugsOf((await listAdminCars(database.db, params("status=draft"))).rows)).toEqual(["vitesse-draft"]);
    expect(slugsOf((await listAdminCars(database.db, params("status=published&sort=name&dir=asc"))).rows)).toEqual(["kessler-k90", "marchal-mr9"]);
    expect(slugsOf((await listAdminCars(database.db, params("category=team"))).rows)).toEqual(["vitesse-draft"]);
    expect(slugsOf((await listAdminCars(database.db, params("year=1990"))).rows)).toEqual(["kessler-k90"]);
  });

  it("sorts by year, price (cars on request last) and creation", async () => {
    expect(slugsOf((await listAdminCars(database.db, params("sort=year&dir=asc"))).rows)).toEqual(["vitesse-draft", "marchal-mr9", "kessler-k90"]);
    expect(slugsOf((await listAdminCars(database.db, params("sort=price&dir=asc"))).rows)).toEqual(["vitesse-draft", "marchal-mr9", "kessler-k90"]);
    expect(slugsOf((await listAdminCars(database.db, params("sort=price&dir=desc"))).rows)).toEqual(["marchal-mr9", "vitesse-draft", "kessler-k90"]);
    expect(slugsOf((await listAdminCars(database.db, params("sort=created&dir=desc"))).rows)).toEqual(["kessler-k90", "marchal-mr9", "vitesse-draft"]);
  });

  it("pages by 20", async () => {
    const db = database.db;
    const extra = Array.from({ length: 20 }, (_, index) => ({ slug: `page-car-${index}`, name: `Page car ${index}`, year: 2001 }));
    await db.insert(historicF1Cars).values(extra);
    const first = await listAdminCars(db, params("year=2001&sort=name&dir=asc"));
    expect(first.rows).toHaveLength(20);
    const second = await listAdminCars(db, params("page=2"));
    expect(second.page).toMatchObject({ page: 2, pageCount: 2, total: 23 });
    expect(second.rows).toHaveLength(3);
    // A page past the end shows the last one.
    expect((await listAdminCars(db, params("page=9"))).page.page).toBe(2);
  });

  it("creates a car from the form, its slug made from the name, and refuses a slug in use", async () => {
    const created = await createCar(database.db, input({ name: "Ondine ON-2 Évolution", price: "450 000", images: ["/media/a.jpg", "", "/media/b.jpg"] }));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({
      slug: "ondine-on-2-evolution",
      price: "450000.00",
      specifications: { Power: "480 hp" },
      images: ["/media/a.jpg", "/media/b.jpg"],
      published: false,
    });
    expect(await createCar(database.db, input({ name: "Other", slug: "ondine-on-2-evolution" }))).toEqual({ ok: false, reason: "slugTaken" });
    // A car in the trash still holds its slug: it can come back.
    expect(await createCar(database.db, input({ slug: "trashed-car" }))).toEqual({ ok: false, reason: "slugTaken" });
  });

  it("updates a car with its row before and after, keeping slugs unique", async () => {
    const id = ids["kessler-k90"]!;
    const updated = await updateCar(database.db, id, input({ name: "Kessler K-90", slug: "kessler-k90", year: "1990", published: "on", spec_key: ["Weight", "Power", "Gearbox"], spec_value: ["540 kg", "650 hp", "Hewland 5-speed"] }));
    expect(updated.ok).toBe(true);
    if (!updated.ok) return;
    expect(updated.before?.name).toBe("kessler k90");
    expect(updated.after).toMatchObject({ name: "Kessler K-90", specifications: { Weight: "540 kg", Power: "650 hp" }, published: true });
    // Read back in the order the team typed them (jsonb would sort the keys).
    const [stored] = await database.db.select({ specifications: historicF1Cars.specifications }).from(historicF1Cars).where(eq(historicF1Cars.id, id));
    expect(Object.keys(stored!.specifications)).toEqual(["Weight", "Power", "Gearbox"]);
    expect(await updateCar(database.db, id, input({ slug: "marchal-mr9" }))).toEqual({ ok: false, reason: "slugTaken" });
    expect(await updateCar(database.db, ids["trashed-car"]!, input())).toEqual({ ok: false, reason: "notFound" });
  });

  it("publishes and unpublishes, which the public reads follow at once", async () => {
    const id = ids["vitesse-draft"]!;
    const published = await setCarPublished(database.db, id, true);
    expect(published).toMatchObject({ ok: true, before: { published: false }, after: { published: true } });
    expect((await getPublicCar(database.db, "vitesse-draft"))?.id).toBe(id);
    await setCarPublished(database.db, id, false);
    expect(await getPublicCar(database.db, "vitesse-draft")).toBeNull();
  });

  it("moves a car to the trash and back", async () => {
    const id = ids["marchal-mr9"]!;
    const trashed = await trashCar(database.db, id);
    expect(trashed?.before.slug).toBe("marchal-mr9");
    expect(await getAdminCar(database.db, id)).toBeNull();
    expect(await getPublicCar(database.db, "marchal-mr9")).toBeNull();
    expect(await trashCar(database.db, id)).toBeNull();
    expect(await restoreFromTrash(database.db, carTrash, id)).toEqual({ title: "marchal mr9" });
    expect((await getPublicCar(database.db, "marchal-mr9"))?.id).toBe(id);
  });

  describe("in French (decision 013)", () => {
    const frenchForm = (overrides: Record<string, string | string[]> = {}) =>
      input({
        name: "Brévent BV4",
        description_fr: "Une monoplace à 12 cylindres à plat.",
        engine_fr: "12 cylindres à plat 3,0 litres",
        spec_key_fr: ["Puissance", "Poids"],
        spec_value_fr: ["500 ch", "590 kg"],
        ...overrides,
      });

    it("writes the French car beside the English one, and reads it back for the editor", async () => {
      const created = await createCar(database.db, frenchForm({ slug_fr: "brevent-bv4-francaise" }));
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      expect(created.after).toMatchObject({
        slug: "brevent-bv4",
        slug_fr: "brevent-bv4-francaise",
        name_fr: null,
        description_fr: "Une monoplace à 12 cylindres à plat.",
        engine_fr: "12 cylindres à plat 3,0 litres",
        chassis_fr: null,
        specifications_fr: { Puissance: "500 ch", Poids: "590 kg" },
      });
      const stored = await getAdminCar(database.db, created.after.id);
      expect(Object.keys(stored!.specifications_fr!)).toEqual(["Puissance", "Poids"]);
      // Saved again without its French: the French columns are emptied.
      const english = await updateCar(database.db, created.after.id, input({ name: "Brévent BV4", slug: "brevent-bv4" }));
      expect(english.ok && english.after).toMatchObject({ slug_fr: null, description_fr: null, engine_fr: null, specifications_fr: null });
    });

    it("refuses an address another car has, in either language, on the field that holds it", async () => {
      const first = await createCar(database.db, frenchForm({ name: "Sauveterre S3", slug_fr: "sauveterre-s3-fr" }));
      expect(first.ok).toBe(true);
      // The French address of another car, as an English or a French address.
      expect(await createCar(database.db, input({ name: "Other", slug: "sauveterre-s3-fr" }))).toEqual({ ok: false, reason: "slugTaken" });
      expect(await createCar(database.db, frenchForm({ name: "Other", slug_fr: "sauveterre-s3-fr" }))).toEqual({ ok: false, reason: "slugFrTaken" });
      // Another car's English address as a French one.
      expect(await createCar(database.db, frenchForm({ name: "Other", slug_fr: "sauveterre-s3" }))).toEqual({ ok: false, reason: "slugFrTaken" });
      // A trashed car still holds its addresses.
      expect(await createCar(database.db, frenchForm({ name: "Other", slug_fr: "trashed-car" }))).toEqual({ ok: false, reason: "slugFrTaken" });
      // The car keeps its own French address when saved again.
      if (!first.ok) return;
      const again = await updateCar(database.db, first.after.id, frenchForm({ name: "Sauveterre S3", slug: "sauveterre-s3", slug_fr: "sauveterre-s3-fr", engine_fr: "V8 3,0 litres" }));
      expect(again.ok && again.after).toMatchObject({ slug_fr: "sauveterre-s3-fr", engine_fr: "V8 3,0 litres" });
    });

    it("the list says which cars have French, and its search reads the French texts too", async () => {
      const list = await listAdminCars(database.db, params("q=bv4"));
      expect(list.rows.map((row) => [row.slug, row.hasFrench])).toEqual([["brevent-bv4", false]]);
      const sauveterre = await listAdminCars(database.db, params("q=sauveterre"));
      expect(sauveterre.rows.map((row) => [row.slug, row.hasFrench])).toEqual([["sauveterre-s3", true]]);
      expect(slugsOf((await listAdminCars(database.db, params("q=litres"))).rows)).toEqual(["sauveterre-s3"]);
    });
  });
});
