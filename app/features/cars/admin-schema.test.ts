import { describe, expect, it } from "vitest";
import { submit } from "../../../tests/support/forms.ts";
import { euroAmount } from "../admin/schema.ts";
import { carFormSchema, specificationsFromRows } from "./schema.ts";

const form = (overrides: Record<string, string | string[]> = {}) => ({
  name: "Marchal MR9",
  slug: "",
  year: "1979",
  price: "1 150 000",
  description: "  A Cosworth car.  ",
  engine: "Ford Cosworth DFV",
  chassis: "",
  drivers: "",
  status: "available",
  car_category: "catalog",
  spec_key: ["Power", "Weight", ""],
  spec_value: ["470 hp", "", ""],
  for_sale: "on",
  image_url: "/media/2026/car.jpg",
  images: ["/media/2026/a.jpg", ""],
  ...overrides,
});

/** The first message of each field, as the editor shows them (the protocol's parse). */
function errorsOf(values: Parameters<typeof submit>[1]) {
  return submit(carFormSchema, values).errors;
}

/** The row's columns the editor's form reads into. */
function valueOf(values: Parameters<typeof submit>[1]) {
  const { value, errors } = submit(carFormSchema, values);
  if (!value) throw new Error(`refused: ${JSON.stringify(errors)}`);
  return value;
}

describe("carFormSchema", () => {
  it("reads a full form into the row's columns", () => {
    expect(valueOf(form())).toEqual({
      name: "Marchal MR9",
      slug: "marchal-mr9",
      year: 1979,
      price: "1150000.00",
      description: "A Cosworth car.",
      engine: "Ford Cosworth DFV",
      chassis: null,
      drivers: null,
      status: "available",
      specifications: { Power: "470 hp", Weight: "" },
      car_category: "catalog",
      for_sale: true,
      for_rent: false,
      for_experience: false,
      featured: false,
      published: false,
      image_url: "/media/2026/car.jpg",
      images: ["/media/2026/a.jpg"],
      // No French version: every French column empty.
      name_fr: null,
      slug_fr: null,
      description_fr: null,
      engine_fr: null,
      chassis_fr: null,
      drivers_fr: null,
      specifications_fr: null,
    });
  });

  it("keeps an empty price as none (price on request) and a given slug as typed", () => {
    expect(valueOf(form({ price: "", slug: "Mr9-Special" }))).toMatchObject({ price: null, slug: "mr9-special" });
  });

  it("answers each wrong field with its own message", () => {
    expect(
      errorsOf(form({ name: " ", year: "19x8", price: "-5", status: "stolen", car_category: "museum", slug: "not a slug", image_url: "javascript:alert(1)" })),
    ).toEqual({
      name: "admin.field.required",
      year: "admin.field.number",
      price: "admin.field.min0",
      status: "admin.field.choose",
      car_category: "admin.field.choose",
      slug: "admin.field.slug",
      image_url: "admin.field.imageInvalid",
    });
    expect(errorsOf(form({ year: "1850", price: "12.3456" }))).toEqual({ year: "admin.field.year", price: "admin.field.number" });
    expect(errorsOf(form({ year: "" }))).toEqual({ year: "admin.field.required" });
  });

  it("refuses a specification without a name, and twice the same name", () => {
    expect(errorsOf(form({ spec_key: ["", "Power"], spec_value: ["480 hp", "1"] }))).toEqual({ specifications: "cars.admin.specNameRequired" });
    expect(errorsOf(form({ spec_key: ["Power", "Power"], spec_value: ["1", "2"] }))).toEqual({ specifications: "cars.admin.specDuplicate" });
  });

  it("makes the slug from the name only when it can", () => {
    expect(errorsOf(form({ name: "!!!" }))).toEqual({ slug: "admin.field.required" });
  });
});

describe("carFormSchema, the French car beside the English one", () => {
  const french = {
    name_fr: "",
    slug_fr: "",
    description_fr: "  Une Cosworth de 1974.  ",
    engine_fr: "V8 Ford Cosworth DFV 3,0 litres",
    chassis_fr: "",
    drivers_fr: "",
    spec_key_fr: ["Puissance", "Poids", ""],
    spec_value_fr: ["470 ch", "575 kg", ""],
  };

  it("reads the French columns, in the order the team typed the rows; empty French texts stay null (the English shows)", () => {
    const value = valueOf(form(french));
    expect(value).toMatchObject({
      name_fr: null,
      slug_fr: null,
      description_fr: "Une Cosworth de 1974.",
      engine_fr: "V8 Ford Cosworth DFV 3,0 litres",
      chassis_fr: null,
      drivers_fr: null,
      specifications_fr: { Puissance: "470 ch", Poids: "575 kg" },
    });
    expect(Object.keys(value.specifications_fr!)).toEqual(["Puissance", "Poids"]);
  });

  it("is optional as a whole: an empty French panel is no French version", () => {
    expect(errorsOf(form({ name_fr: " ", slug_fr: "", description_fr: "", spec_key_fr: ["", ""], spec_value_fr: [" ", ""] }))).toEqual({});
  });

  it("asks for the French description, under its field, once any French field is filled", () => {
    const filledOnes: Record<string, string | string[]>[] = [{ name_fr: "Marchal MR9 Spéciale" }, { slug_fr: "marchal-mr9-speciale" }, { engine_fr: "V8" }, { chassis_fr: "Monocoque" }, { drivers_fr: "Jean Marchal" }, { spec_key_fr: ["Puissance"], spec_value_fr: [""] }];
    for (const filled of filledOnes) {
      expect(errorsOf(form(filled)), JSON.stringify(filled)).toEqual({ description_fr: "cars.admin.frenchDescriptionRequired" });
    }
    // A French value alone: the row wants its name too.
    expect(errorsOf(form({ spec_key_fr: [""], spec_value_fr: ["470 ch"] }))).toEqual({ description_fr: "cars.admin.frenchDescriptionRequired", specifications_fr: "cars.admin.specNameRequired" });
  });

  it("says so beside the English field's own message: every message shows at once", () => {
    expect(errorsOf(form({ name: " ", engine_fr: "V8" }))).toEqual({ name: "admin.field.required", description_fr: "cars.admin.frenchDescriptionRequired" });
  });

  it("checks the French address like the English one, and keeps none when it is the English one or empty", () => {
    expect(errorsOf(form({ ...french, slug_fr: "pas une adresse" }))).toEqual({ slug_fr: "admin.field.slug" });
    expect(valueOf(form({ ...french, slug_fr: "Marchal-MR9-Francaise" })).slug_fr).toBe("marchal-mr9-francaise");
    expect(valueOf(form({ ...french, slug_fr: "marchal-mr9" })).slug_fr).toBeNull();
    expect(valueOf(form({ ...french, slug_fr: "" })).slug_fr).toBeNull();
  });

  it("checks the French rows like the English ones, under their own field", () => {
    expect(errorsOf(form({ ...french, spec_key_fr: ["", "Poids"], spec_value_fr: ["470 ch", "575 kg"] }))).toEqual({ specifications_fr: "cars.admin.specNameRequired" });
    expect(errorsOf(form({ ...french, spec_key_fr: ["Poids", "Poids"], spec_value_fr: ["1", "2"] }))).toEqual({ specifications_fr: "cars.admin.specDuplicate" });
  });

  it("keeps French rows none when they are empty: the French page shows the English ones", () => {
    expect(valueOf(form({ ...french, spec_key_fr: [""], spec_value_fr: [""] })).specifications_fr).toBeNull();
  });
});

describe("specificationsFromRows", () => {
  it("pairs names and values by position, dropping empty rows", () => {
    expect(specificationsFromRows([" Power ", "", "Gearbox"], ["485 hp", "", "Hewland"])).toEqual({ ok: true, value: { Power: "485 hp", Gearbox: "Hewland" } });
    expect(specificationsFromRows([], [])).toEqual({ ok: true, value: {} });
  });
});

describe("euroAmount", () => {
  it("reads euro amounts with spaces, a euro sign or a decimal comma", () => {
    const required = euroAmount(false);
    expect(required.parse("39,90")).toBe("39.90");
    expect(required.parse("€ 1 200")).toBe("1200.00");
    // Grouped as an English or a French admin types it.
    expect(required.parse("1,200,000")).toBe("1200000.00");
    expect(required.parse("1 200 000 €")).toBe("1200000.00");
    expect(required.parse("1,200,000.50")).toBe("1200000.50");
    expect(required.safeParse("1,20,000").error?.issues[0]?.message).toBe("admin.field.number");
    expect(required.safeParse("-5").error?.issues[0]?.message).toBe("admin.field.min0");
    expect(required.safeParse("").success).toBe(false);
    expect(euroAmount(true).parse("  ")).toBeNull();
  });
});
