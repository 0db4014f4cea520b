import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchandiseTrash } from "./mutations.server.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { parseListParams } from "../admin/schema.ts";
import { submit } from "../../../tests/support/forms.ts";
import { restoreFromTrash } from "../trash/mutations.server.ts";
import { merchandiseFormSchema, merchandiseSorts, type MerchandiseInput } from "./schema.ts";
import { createMerchandise, setMerchandiseActive, trashMerchandise, updateMerchandise } from "./mutations.server.ts";
import { getAdminMerchandise, listAdminMerchandise, listMerchandise, merchandiseIn, toShopItem } from "./queries.server.ts";

const params = (query: string) => parseListParams(new URLSearchParams(query), merchandiseSorts, { sort: "updated", dir: "desc" });

const form = (overrides: Record<string, string | string[]> = {}) => ({
  name: "Team cap",
  price: "29,90",
  category: "Accessories",
  description: "",
  stock_quantity: "12",
  sizes_available: [" S ", "M", "", "m"],
  active: "on",
  image_url: "",
  ...overrides,
});

/** The first message of each field, as the editor shows them (the protocol's parse). */
function errorsOf(values: Parameters<typeof submit>[1]) {
  return submit(merchandiseFormSchema, values).errors;
}

/** The row's columns the editor's form reads into. */
function valueOf(values: Parameters<typeof submit>[1]) {
  const { value, errors } = submit(merchandiseFormSchema, values);
  if (!value) throw new Error(`refused: ${JSON.stringify(errors)}`);
  return value;
}

describe("merchandiseFormSchema", () => {
  it("reads a form into the row's columns", () => {
    expect(valueOf(form())).toEqual({
      name: "Team cap",
      price: "29.90",
      category: "Accessories",
      vat_rate: null,
      description: null,
      stock_quantity: 12,
      sizes_available: ["S", "M"],
      active: true,
      featured: false,
      image_url: null,
      name_fr: null,
      description_fr: null,
    });
    expect(valueOf(form({ sizes_available: [""] })).sizes_available).toEqual([]);
    expect(valueOf({ ...form(), sizes_available: undefined }).sizes_available).toEqual([]);
  });

  it("reads the VAT rate chosen, or none to follow the category, and refuses a rate France does not have", () => {
    expect(valueOf(form({ vat_rate: "550" })).vat_rate).toBe(550);
    expect(valueOf(form({ vat_rate: "0" })).vat_rate).toBe(0);
    expect(valueOf(form({ vat_rate: "" })).vat_rate).toBeNull();
    expect(errorsOf(form({ vat_rate: "1960" }))).toEqual({ vat_rate: "admin.field.choose" });
  });

  it("reads the French item beside the English one", () => {
    expect(valueOf(form({ name_fr: " Casquette de l’écurie ", description_fr: "" }))).toMatchObject({ name: "Team cap", name_fr: "Casquette de l’écurie", description_fr: null });
    expect(valueOf(form({ name_fr: "Casquette", description_fr: "En coton." }))).toMatchObject({ name_fr: "Casquette", description_fr: "En coton." });
  });

  it("asks for the French name when a French description is typed without it, under that field", () => {
    expect(errorsOf(form({ description_fr: "Casquette six panneaux." }))).toEqual({ name_fr: "merch.admin.frenchNameRequired" });
    // Beside the English field's own message: every message at once.
    expect(errorsOf(form({ name: "", description_fr: "Casquette six panneaux." }))).toEqual({ name: "admin.field.required", name_fr: "merch.admin.frenchNameRequired" });
    expect(errorsOf(form({ name_fr: "x".repeat(201) }))).toEqual({ name_fr: "admin.field.tooLong" });
  });

  it("answers each wrong field with its own message", () => {
    expect(errorsOf(form({ name: "", price: "", category: "Food", stock_quantity: "-1" }))).toEqual({
      name: "admin.field.required",
      price: "admin.field.required",
      category: "admin.field.choose",
      stock_quantity: "admin.field.min0",
    });
    expect(errorsOf(form({ price: "-3", stock_quantity: "2.5" }))).toEqual({ price: "admin.field.min0", stock_quantity: "admin.field.integer" });
    expect(errorsOf(form({ price: "abc", stock_quantity: "many" }))).toEqual({ price: "admin.field.number", stock_quantity: "admin.field.number" });
  });
});

describe.each(testDatabaseKinds())("admin merchandise queries and writes on %s", (kind) => {
  let database: DatabaseHandle;
  const ids: Record<string, string> = {};
  const input = (overrides: Record<string, string | string[]> = {}): MerchandiseInput => valueOf(form(overrides));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const item = (name: string, values: Partial<typeof merchandise.$inferInsert>) => ({
      name,
      category: "Apparel",
      price: "39.90",
      stock_quantity: 3,
      created_at: new Date("2026-01-01T00:00:00Z"),
      ...values,
    });
    const rows = await database.db
      .insert(merchandise)
      .values([
        item("Paddock tee", {
          description: "Cotton tee with the Monza livery",
          name_fr: "T-shirt Paddock",
          description_fr: "T-shirt en coton aux couleurs de Monza",
          created_at: new Date("2026-02-01T00:00:00Z"),
        }),
        item("Retired model", { category: "Collectibles", active: false, price: "120.00" }),
        item("Pit cap", { category: "Accessories", price: "25.00", stock_quantity: 0 }),
        item("Trashed mug", { category: "Accessories", deleted_at: new Date() }),
      ])
      .returning({ id: merchandise.id, name: merchandise.name });
    for (const row of rows) ids[row.name] = row.id;
  });
  afterAll(() => database?.close());

  const namesOf = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("shows the Pitshop only active items outside the trash", async () => {
    expect(namesOf(await listMerchandise(database.db))).toEqual(["Paddock tee", "Pit cap"]);
  });

  it("lists every item outside the trash for the admin, with search, filters and sorts", async () => {
    expect(namesOf((await listAdminMerchandise(database.db, params("sort=name&dir=asc"))).rows)).toEqual(["Paddock tee", "Pit cap", "Retired model"]);
    expect(namesOf((await listAdminMerchandise(database.db, params("q=monza"))).rows)).toEqual(["Paddock tee"]);
    expect(namesOf((await listAdminMerchandise(database.db, params("status=draft"))).rows)).toEqual(["Retired model"]);
    expect(namesOf((await listAdminMerchandise(database.db, params("category=Accessories"))).rows)).toEqual(["Pit cap"]);
    expect(namesOf((await listAdminMerchandise(database.db, params("sort=price&dir=desc"))).rows)).toEqual(["Retired model", "Paddock tee", "Pit cap"]);
    expect(namesOf((await listAdminMerchandise(database.db, params("sort=stock&dir=asc"))).rows)[0]).toBe("Pit cap");
    const list = await listAdminMerchandise(database.db, params("q=retired"));
    expect(list.rows[0]).toMatchObject({ active: false, category: "Collectibles", price: "120.00" });
    expect(list.page).toMatchObject({ total: 1, page: 1 });
  });

  it("says which items have their French version, and finds items by their French words", async () => {
    const rows = (await listAdminMerchandise(database.db, params("sort=name&dir=asc"))).rows;
    expect(rows.map((row) => [row.name, row.hasFrench])).toEqual([
      ["Paddock tee", true],
      ["Pit cap", false],
      ["Retired model", false],
    ]);
    expect(namesOf((await listAdminMerchandise(database.db, params("q=couleurs"))).rows)).toEqual(["Paddock tee"]);
  });

  it("gives the Pitshop its cards in the page's language, with both names for the cart", async () => {
    const [tee, cap] = await listMerchandise(database.db);
    expect(toShopItem(tee!, "fr")).toMatchObject({ name: "T-shirt Paddock", description: "T-shirt en coton aux couleurs de Monza", names: { en: "Paddock tee", fr: "T-shirt Paddock" } });
    expect(toShopItem(tee!, "fr").lang).toBeUndefined();
    expect(toShopItem(tee!, "en")).toMatchObject({ name: "Paddock tee", description: "Cotton tee with the Monza livery" });
    expect(toShopItem(tee!).lang).toBeUndefined();
    expect(toShopItem(cap!, "fr")).toMatchObject({ name: "Pit cap", description: null, lang: { name: "en" }, names: { en: "Pit cap", fr: null } });
  });

  it("creates, updates, unpublishes, trashes and restores an item", async () => {
    const created = await createMerchandise(database.db, input());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.after.id;
    expect(created.after).toMatchObject({ name: "Team cap", price: "29.90", sizes_available: ["S", "M"], stock_quantity: 12, active: true });
    expect(namesOf(await listMerchandise(database.db))).toContain("Team cap");

    const updated = await updateMerchandise(database.db, id, input({ name: "Team cap 2026", stock_quantity: "0", sizes_available: [] }));
    expect(updated).toMatchObject({ ok: true, before: { name: "Team cap" }, after: { name: "Team cap 2026", stock_quantity: 0, sizes_available: [] } });

    const hidden = await setMerchandiseActive(database.db, id, false);
    expect(hidden).toMatchObject({ ok: true, after: { active: false } });
    expect(namesOf(await listMerchandise(database.db))).not.toContain("Team cap 2026");

    expect((await trashMerchandise(database.db, id))?.before.name).toBe("Team cap 2026");
    expect(await getAdminMerchandise(database.db, id)).toBeNull();
    expect(await updateMerchandise(database.db, id, input())).toEqual({ ok: false, reason: "notFound" });
    expect(await setMerchandiseActive(database.db, id, true)).toEqual({ ok: false, reason: "notFound" });
    await restoreFromTrash(database.db, merchandiseTrash, id);
    expect((await getAdminMerchandise(database.db, id))?.name).toBe("Team cap 2026");
  });

  it("gives an item left to its category the category's VAT rate: 5.5 % for books, 20 % for the rest", async () => {
    const book = await createMerchandise(database.db, input({ name: "Monza 1971", category: "Books & Media" }));
    const mug = await createMerchandise(database.db, input({ name: "Pit mug 2" }));
    if (!book.ok || !mug.ok) throw new Error("not created");
    expect([book.after.vat_rate, mug.after.vat_rate]).toEqual([550, 2000]);
    const chosen = await updateMerchandise(database.db, book.after.id, input({ name: "Monza 1971", category: "Books & Media", vat_rate: "2000" }));
    expect(chosen).toMatchObject({ ok: true, after: { vat_rate: 2000 } });
    await trashMerchandise(database.db, book.after.id);
    await trashMerchandise(database.db, mug.after.id);
  });

  it("writes the French item with the English one", async () => {
    const created = await createMerchandise(database.db, input({ name: "Pit mug", name_fr: "Mug des stands", description_fr: "Émaillé." }));
    if (!created.ok) throw new Error("not created");
    expect(created.after).toMatchObject({ name: "Pit mug", name_fr: "Mug des stands", description_fr: "Émaillé." });
    const emptied = await updateMerchandise(database.db, created.after.id, input({ name: "Pit mug" }));
    expect(emptied).toMatchObject({ ok: true, before: { name_fr: "Mug des stands" }, after: { name_fr: null, description_fr: null } });
    await trashMerchandise(database.db, created.after.id);
  });

  it("keeps trashed items out of the Pitshop", async () => {
    expect(namesOf(await listMerchandise(database.db, { category: "Accessories" }))).toEqual(["Pit cap"]);
    expect(await trashMerchandise(database.db, ids["Trashed mug"]!)).toBeNull();
  });
});

describe("merchandiseIn: an item's words on a page of one language", () => {
  const item = { name: "Team Cap", description: "Six-panel cotton cap.", name_fr: "Casquette de l’écurie", description_fr: "Casquette six panneaux en coton." };

  it("gives the French item on a French page, the English on an English one, unmarked", () => {
    expect(merchandiseIn(item, "fr")).toEqual({ name: "Casquette de l’écurie", description: "Casquette six panneaux en coton." });
    expect(merchandiseIn(item, "en")).toEqual({ name: "Team Cap", description: "Six-panel cotton cap." });
  });

  it("shows an item without French in English on a French page, marked", () => {
    expect(merchandiseIn({ ...item, name_fr: null, description_fr: null }, "fr")).toEqual({
      name: "Team Cap",
      description: "Six-panel cotton cap.",
      lang: { name: "en", description: "en" },
    });
    expect(merchandiseIn({ ...item, name_fr: null, description: null, description_fr: null }, "fr")).toEqual({ name: "Team Cap", description: null, lang: { name: "en" } });
  });

  it("shows the English description, marked, of a French item that has none", () => {
    expect(merchandiseIn({ ...item, description_fr: null }, "fr")).toEqual({ name: "Casquette de l’écurie", description: "Six-panel cotton cap.", lang: { description: "en" } });
    expect(merchandiseIn({ ...item, description: null, description_fr: null }, "fr")).toEqual({ name: "Casquette de l’écurie", description: null });
  });
});
