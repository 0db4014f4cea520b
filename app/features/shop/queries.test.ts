import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchandise } from "../../db/schema/shop.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { listMerchandise } from "./queries.server.ts";

describe.each(testDatabaseKinds())("merchandise queries on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const item = (name: string, category: string, featured: boolean, active: boolean, created: string) => ({
      name,
      category,
      featured,
      active,
      price: "39.90",
      stock_quantity: 3,
      sizes_available: category === "Apparel" ? ["S", "M", "L"] : [],
      created_at: new Date(created),
    });
    await database.db.insert(merchandise).values([
      item("Old tee", "Apparel", false, true, "2026-01-01T00:00:00Z"),
      item("New tee", "Apparel", false, true, "2026-05-01T00:00:00Z"),
      item("Featured cap", "Accessories", true, true, "2026-02-01T00:00:00Z"),
      item("Featured book", "Books & Media", true, true, "2026-04-01T00:00:00Z"),
      item("Retired model", "Collectibles", true, false, "2026-06-01T00:00:00Z"),
    ]);
  });
  afterAll(() => database?.close());

  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it("lists active items only, featured first, then newest", async () => {
    expect(names(await listMerchandise(database.db))).toEqual(["Featured book", "Featured cap", "New tee", "Old tee"]);
  });

  it("filters by category and featured", async () => {
    expect(names(await listMerchandise(database.db, { category: "Apparel" }))).toEqual(["New tee", "Old tee"]);
    expect(names(await listMerchandise(database.db, { category: "Collectibles" }))).toEqual([]);
    expect(names(await listMerchandise(database.db, { featured: true }))).toEqual(["Featured book", "Featured cap"]);
  });

  it("keeps sizes as a list of text", async () => {
    const [tee] = await listMerchandise(database.db, { category: "Apparel" });
    expect(tee?.sizes_available).toEqual(["S", "M", "L"]);
  });
});
