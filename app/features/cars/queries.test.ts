import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historicF1Cars } from "../../db/schema/cars.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { getCarBySlug, listCars, toCarCard } from "./queries.server.ts";

describe.each(testDatabaseKinds())("car queries on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const car = (slug: string, car_category: "catalog" | "team", featured: boolean, created: string) => ({
      slug,
      name: slug,
      year: 1978,
      car_category,
      featured,
      price: "250000.00",
      specifications: { Power: "485 hp", Gearbox: "Hewland FGA 400" },
      created_at: new Date(created),
    });
    await database.db.insert(historicF1Cars).values([
      car("catalog-old", "catalog", false, "2026-01-01T00:00:00Z"),
      car("catalog-new", "catalog", true, "2026-03-01T00:00:00Z"),
      car("team-old", "team", true, "2026-01-15T00:00:00Z"),
      car("team-new", "team", false, "2026-04-01T00:00:00Z"),
    ]);
  });
  afterAll(() => database?.close());

  const slugs = (rows: { slug: string }[]) => rows.map((row) => row.slug);

  it("lists cars newest first", async () => {
    expect(slugs(await listCars(database.db))).toEqual(["team-new", "catalog-new", "team-old", "catalog-old"]);
  });

  it("filters by car_category and featured", async () => {
    expect(slugs(await listCars(database.db, { category: "catalog" }))).toEqual(["catalog-new", "catalog-old"]);
    expect(slugs(await listCars(database.db, { category: "team" }))).toEqual(["team-new", "team-old"]);
    expect(slugs(await listCars(database.db, { featured: true }))).toEqual(["catalog-new", "team-old"]);
  });

  it("keeps numeric prices exact and specifications as an object of text values", async () => {
    const [first] = await listCars(database.db, { category: "catalog", featured: true });
    expect(first?.price).toBe("250000.00");
    expect(first?.specifications).toEqual({ Power: "485 hp", Gearbox: "Hewland FGA 400" });
  });

  it("finds one car by its slug, or nothing", async () => {
    const car = await getCarBySlug(database.db, "team-old");
    expect(car?.name).toBe("team-old");
    expect(car?.car_category).toBe("team");
    expect(await getCarBySlug(database.db, "no-such-car")).toBeNull();
  });

  it("maps a row to the fields a card renders only", async () => {
    const car = (await getCarBySlug(database.db, "catalog-new"))!;
    const card = toCarCard(car);
    expect(Object.keys(card).sort()).toEqual(
      ["engine", "for_experience", "for_rent", "for_sale", "id", "image_url", "name", "price", "slug", "specifications", "status", "year"].sort(),
    );
    expect(card).toMatchObject({ slug: "catalog-new", price: "250000.00", status: "available" });
  });
});
