import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { listTrashPage, parseTrashFilters } from "./queries.server.ts";
import { moveToTrash, restoreFromTrash } from "./mutations.server.ts";
import { merchandiseTrash } from "../shop/mutations.server.ts";
import { TRASHABLE_TYPES } from "../../content/registry.server.ts";

describe.each(testDatabaseKinds())("trash page queries (%s)", (kind) => {
  let database: DatabaseHandle;
  const ids: string[] = [];
  const NOW = new Date("2026-06-30T12:00:00Z");

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const rows = await database.db
      .insert(merchandise)
      .values([
        { name: "Blue cap", price: "20", category: "Apparel" },
        { name: "Red mug", price: "12", category: "Accessories" },
        { name: "Kept poster", price: "15", category: "Collectibles" },
      ] as never)
      .returning({ id: merchandise.id });
    ids.push(...rows.map((row) => row.id));
    await moveToTrash(database.db, merchandiseTrash, ids[0]!, new Date("2026-06-01T12:00:00Z"));
    await moveToTrash(database.db, merchandiseTrash, ids[1]!, new Date("2026-06-29T12:00:00Z"));
  });
  afterAll(() => database?.close());

  it("lists what is in the trash, newest first, with its deadline and the days left", async () => {
    const { rows, total } = await listTrashPage(database.db, TRASHABLE_TYPES, parseTrashFilters(new URLSearchParams(), TRASHABLE_TYPES), NOW);
    expect(total).toBe(2);
    expect(rows.map((row) => [row.title, row.restorableUntil, row.daysLeft])).toEqual([
      ["Red mug", "2026-07-29T12:00:00.000Z", 29],
      ["Blue cap", "2026-07-01T12:00:00.000Z", 1],
    ]);
  });

  it("filters by type and words; restoring takes an item out", async () => {
    const page = (query: string) => listTrashPage(database.db, TRASHABLE_TYPES, parseTrashFilters(new URLSearchParams(query), TRASHABLE_TYPES), NOW);
    expect((await page("type=article")).rows).toEqual([]);
    expect((await page("type=merchandise&q=cap")).rows.map((row) => row.title)).toEqual(["Blue cap"]);
    expect((await page("type=nonsense")).rows).toHaveLength(2);
    expect(await restoreFromTrash(database.db, merchandiseTrash, ids[0]!, NOW)).toEqual({ title: "Blue cap" });
    expect((await page("")).rows.map((row) => row.title)).toEqual(["Red mug"]);
  });
});
