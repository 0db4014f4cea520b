import { describe, expect, it } from "vitest";
import { carAlternates, carIn, toCarCard, toCarDetail, type Car } from "./queries.server.ts";

/** A car row as the database gives it: English always, French as the test says. */
function row(overrides: Partial<Car> = {}): Car {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    slug: "marchal-mr9",
    name: "Marchal MR9",
    year: 1974,
    price: "1150000.00",
    description: "A 1974 Cosworth car with full period history.",
    engine: "Ford Cosworth DFV 3.0 V8",
    chassis: "Aluminium monocoque, chassis MR9-04",
    drivers: "Jean Marchal",
    status: "available",
    specifications: { Power: "470 hp", Weight: "575 kg" },
    car_category: "catalog",
    for_sale: true,
    for_rent: false,
    for_experience: false,
    featured: false,
    image_url: null,
    images: [],
    published: true,
    slug_fr: null,
    name_fr: null,
    description_fr: null,
    engine_fr: null,
    chassis_fr: null,
    drivers_fr: null,
    specifications_fr: null,
    created_at: new Date("2026-01-01T00:00:00Z"),
    updated_at: new Date("2026-01-01T00:00:00Z"),
    deleted_at: null,
    ...overrides,
  };
}

const french: Partial<Car> = {
  slug_fr: "marchal-mr9-francaise",
  name_fr: "Marchal MR9 Française",
  description_fr: "Une Cosworth de 1974 à l’historique complet.",
  engine_fr: "V8 Ford Cosworth DFV 3,0 litres",
  chassis_fr: "Monocoque en aluminium, châssis MR9-04",
  drivers_fr: "Jean Marchal",
  specifications_fr: { Puissance: "470 ch", Poids: "575 kg" },
};

describe("carIn", () => {
  it("gives the English car on an English page, nothing marked, even when it has French", () => {
    const words = carIn(row(french), "en");
    expect(words).toEqual({
      slug: "marchal-mr9",
      name: "Marchal MR9",
      description: "A 1974 Cosworth car with full period history.",
      engine: "Ford Cosworth DFV 3.0 V8",
      chassis: "Aluminium monocoque, chassis MR9-04",
      drivers: "Jean Marchal",
      specifications: { Power: "470 hp", Weight: "575 kg" },
      langs: {},
    });
  });

  it("gives the French car on a French page, in its own words and address, nothing marked", () => {
    expect(carIn(row(french), "fr")).toEqual({
      slug: "marchal-mr9-francaise",
      name: "Marchal MR9 Française",
      description: "Une Cosworth de 1974 à l’historique complet.",
      engine: "V8 Ford Cosworth DFV 3,0 litres",
      chassis: "Monocoque en aluminium, châssis MR9-04",
      drivers: "Jean Marchal",
      specifications: { Puissance: "470 ch", Poids: "575 kg" },
      langs: {},
    });
  });

  it("falls back to the English car on a French page when it has no French, every text marked lang=en", () => {
    const words = carIn(row(), "fr");
    expect(words).toMatchObject({ slug: "marchal-mr9", name: "Marchal MR9", description: "A 1974 Cosworth car with full period history.", engine: "Ford Cosworth DFV 3.0 V8", lang: "en" });
    expect(words.langs).toEqual({ name: "en", description: "en", engine: "en", chassis: "en", drivers: "en", specifications: "en" });
  });

  it("without its French description the car has no French, whatever other French column is set", () => {
    const words = carIn(row({ ...french, description_fr: null }), "fr");
    expect(words).toMatchObject({ slug: "marchal-mr9", name: "Marchal MR9", engine: "Ford Cosworth DFV 3.0 V8", lang: "en" });
  });

  it("falls back field by field: an empty French engine, chassis, drivers or specifications shows the English one, marked", () => {
    const words = carIn(row({ description_fr: "Une Cosworth de 1974.", engine_fr: "V8 3,0 litres" }), "fr");
    expect(words).toMatchObject({
      description: "Une Cosworth de 1974.",
      engine: "V8 3,0 litres",
      chassis: "Aluminium monocoque, chassis MR9-04",
      drivers: "Jean Marchal",
      specifications: { Power: "470 hp", Weight: "575 kg" },
    });
    expect(words.lang).toBeUndefined();
    expect(words.langs).toEqual({ chassis: "en", drivers: "en", specifications: "en" });
  });

  it("keeps the English name and address unmarked when the French car leaves them empty (a model name reads the same)", () => {
    const words = carIn(row({ description_fr: "Une Cosworth de 1974." }), "fr");
    expect(words).toMatchObject({ slug: "marchal-mr9", name: "Marchal MR9" });
    expect(words.langs.name).toBeUndefined();
  });

  it("marks nothing for an English text that is empty too", () => {
    const words = carIn(row({ engine: null, chassis: null, drivers: null, specifications: {}, description_fr: "Une Cosworth de 1974." }), "fr");
    expect(words.langs).toEqual({});
    expect(words).toMatchObject({ engine: null, chassis: null, drivers: null, specifications: {} });
  });
});

describe("carAlternates", () => {
  it("gives each language's address, the French one under /fr with its own slug or the English one", () => {
    expect(carAlternates(row(french))).toEqual({ en: "/collection/marchal-mr9", fr: "/fr/collection/marchal-mr9-francaise" });
    expect(carAlternates(row({ description_fr: "Une Cosworth de 1974." }))).toEqual({ en: "/collection/marchal-mr9", fr: "/fr/collection/marchal-mr9" });
  });

  it("announces no French page for a car without French", () => {
    expect(carAlternates(row())).toEqual({ en: "/collection/marchal-mr9", fr: null });
  });
});

describe("cards and pages in the page's language", () => {
  it("a card carries its marks only when some text is not the page's language", () => {
    expect(toCarCard(row(french), "fr")).toMatchObject({ slug: "marchal-mr9-francaise", name: "Marchal MR9 Française", engine: "V8 Ford Cosworth DFV 3,0 litres", specifications: { Puissance: "470 ch", Poids: "575 kg" } });
    expect(toCarCard(row(french), "fr")).not.toHaveProperty("langs");
    expect(toCarCard(row(french), "en")).not.toHaveProperty("langs");
    expect(toCarCard(row(), "fr").langs).toMatchObject({ name: "en", engine: "en", specifications: "en" });
  });

  it("a page gives its alternates, and lang=en when the car has no French", () => {
    expect(toCarDetail(row(french), "fr")).toMatchObject({ description: "Une Cosworth de 1974 à l’historique complet.", chassis: "Monocoque en aluminium, châssis MR9-04", alternates: { fr: "/fr/collection/marchal-mr9-francaise" } });
    expect(toCarDetail(row(french), "fr")).not.toHaveProperty("lang");
    expect(toCarDetail(row(), "fr")).toMatchObject({ lang: "en", alternates: { en: "/collection/marchal-mr9", fr: null } });
  });
});
