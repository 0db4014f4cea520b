import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historicF1Cars } from "../../db/schema/cars.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { findCarForEnquiry, getCarView, getPublicCar, listCarCards, listCars, toCarCard } from "./queries.server.ts";

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
      // In French with its own address, its engine left to the English.
      {
        ...car("team-old", "team", true, "2026-01-15T00:00:00Z"),
        engine: "Ford Cosworth DFV",
        slug_fr: "equipe-ancienne",
        description_fr: "La plus ancienne de l’écurie.",
        specifications_fr: { Puissance: "485 ch", "Boîte de vitesses": "Hewland FGA 400" },
      },
      // In French at the English address.
      { ...car("team-new", "team", false, "2026-04-01T00:00:00Z"), description_fr: "La plus récente.", name_fr: "Équipe nouvelle" },
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
    const car = await getPublicCar(database.db, "team-old");
    expect(car?.name).toBe("team-old");
    expect(car?.car_category).toBe("team");
    expect(await getPublicCar(database.db, "no-such-car")).toBeNull();
  });

  it("maps a row to the fields a card renders only", async () => {
    const car = (await getPublicCar(database.db, "catalog-new"))!;
    const card = toCarCard(car);
    expect(Object.keys(card).sort()).toEqual(
      ["engine", "for_experience", "for_rent", "for_sale", "id", "image_url", "name", "price", "slug", "specifications", "status", "year"].sort(),
    );
    expect(card).toMatchObject({ slug: "catalog-new", price: "250000.00", status: "available" });
  });

  describe("in French (decision 013)", () => {
    it("lists the cards in the page's language, English ones marked, in the same order", async () => {
      const cards = await listCarCards(database.db, "team", "fr");
      expect(cards.map((card) => [card.slug, card.name])).toEqual([
        ["team-new", "Équipe nouvelle"],
        ["equipe-ancienne", "team-old"],
      ]);
      expect(cards[1]).toMatchObject({ engine: "Ford Cosworth DFV", specifications: { Puissance: "485 ch", "Boîte de vitesses": "Hewland FGA 400" }, langs: { engine: "en" } });
      // Its English specifications stand in for the French ones it has none of.
      expect(cards[0]!.langs).toEqual({ specifications: "en" });
      const catalog = await listCarCards(database.db, "catalog", "fr");
      expect(catalog[0]).toMatchObject({ slug: "catalog-new", langs: { name: "en", specifications: "en" } });
      expect((await listCarCards(database.db, "team", "en")).map((card) => card.name)).toEqual(["team-new", "team-old"]);
    });

    it("serves a car's page at its own address in each language, with its alternates", async () => {
      expect(await getCarView(database.db, "equipe-ancienne", "fr")).toMatchObject({
        slug: "equipe-ancienne",
        description: "La plus ancienne de l’écurie.",
        alternates: { en: "/collection/team-old", fr: "/fr/collection/equipe-ancienne" },
      });
      expect(await getCarView(database.db, "team-old", "en")).toMatchObject({ slug: "team-old", description: "", alternates: { fr: "/fr/collection/equipe-ancienne" } });
      expect(await getCarView(database.db, "team-new", "fr")).toMatchObject({ name: "Équipe nouvelle", alternates: { fr: "/fr/collection/team-new" } });
    });

    it("sends the other language's address to this language's own (the routes answer 301)", async () => {
      expect(await getCarView(database.db, "team-old", "fr")).toEqual({ redirect: "/fr/collection/equipe-ancienne" });
      expect(await getCarView(database.db, "equipe-ancienne", "en")).toEqual({ redirect: "/collection/team-old" });
    });

    it("shows a car without French on the French page in English, marked, and announces no French page", async () => {
      const view = await getCarView(database.db, "catalog-old", "fr");
      expect(view).toMatchObject({ slug: "catalog-old", name: "catalog-old", lang: "en", alternates: { en: "/collection/catalog-old", fr: null } });
      expect(await getCarView(database.db, "no-such-car", "fr")).toBeNull();
    });

    it("finds an enquiry's car by either address, named as the visitor read it", async () => {
      const team = (await getPublicCar(database.db, "team-new"))!;
      expect(await findCarForEnquiry(database.db, "team-new", "fr")).toEqual({ ref: "team-new", id: team.id, name: "Équipe nouvelle" });
      expect(await findCarForEnquiry(database.db, "team-new", "en")).toMatchObject({ name: "team-new" });
      expect(await findCarForEnquiry(database.db, "equipe-ancienne", "fr")).toMatchObject({ ref: "equipe-ancienne", name: "team-old" });
      expect(await findCarForEnquiry(database.db, "nowhere", "fr")).toBeNull();
    });

    it("keeps the French specifications in the order the team typed them", async () => {
      const cards = await listCarCards(database.db, "team", "fr");
      expect(Object.keys(cards[1]!.specifications)).toEqual(["Puissance", "Boîte de vitesses"]);
    });
  });
});
