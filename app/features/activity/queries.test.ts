import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { auditLog } from "../../db/schema/security.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { changedFields, describeAction, listActivity, listActivityActors, parseActivityFilters } from "./queries.server.ts";

const t = translator();

describe("activity in words", () => {
  it("says what an action did", () => {
    expect(describeAction("car.update", t)).toBe("Updated a car");
    expect(describeAction("article.trash", t)).toBe("Moved an article to the trash");
    expect(describeAction("merchandise.restore", t)).toBe("Restored a merchandise item from the trash");
    expect(describeAction("auth.sign_in", t)).toBe("Signed in");
    expect(describeAction("user.banned", t)).toBe("Banned an admin user");
    expect(describeAction("edition.send_started", t)).toBe("A newsletter edition: send started");
    expect(describeAction("widget.spin", t)).toBe("Widget: spin");
  });

  it("lists only the fields that changed, and leaves bookkeeping out", () => {
    const details = {
      before: { name: "Cap", price: "25.00", sizes_available: ["S"], active: false, updated_at: "2026-01-01" },
      after: { name: "Cap", price: "30.00", sizes_available: ["S", "M"], active: true, updated_at: "2026-01-02" },
    };
    expect(changedFields(details, t)).toEqual([
      { field: "price", before: "25.00", after: "30.00" },
      { field: "sizes_available", before: '["S"]', after: '["S","M"]' },
      { field: "active", before: "No", after: "Yes" },
    ]);
    expect(changedFields({ before: null, after: { name: "New", description: null } }, t)).toEqual([{ field: "name", before: "", after: "New" }]);
    expect(changedFields({ reason: "Invalid password" }, t)).toEqual([{ field: "reason", before: "", after: "Invalid password" }]);
  });
});

describe.each(testDatabaseKinds())("activity queries (%s)", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 10, minute));
    await database.db.insert(auditLog).values([
      { action: "auth.sign_in", actor_email: "ana@example.com", created_at: at(1) },
      { action: "car.create", actor_email: "ana@example.com", target_type: "car", target_id: "c1", details: { before: null, after: { name: "Rouge 78" } }, created_at: at(2) },
      { action: "car.update", actor_email: "Bob@example.com", target_type: "car", target_id: "c1", details: { before: { name: "Rouge 78" }, after: { name: "Rouge 79" } }, created_at: at(3) },
      { action: "carousel.spin", actor_email: null, created_at: at(4) },
    ]);
  });
  afterAll(() => database?.close());

  const list = (query: string) => listActivity(database.db, parseActivityFilters(new URLSearchParams(query)), t);

  it("lists newest first with words, target name and time in Paris", async () => {
    const { rows, page } = await list("");
    expect(rows.map((row) => row.action)).toEqual(["carousel.spin", "car.update", "car.create", "auth.sign_in"]);
    expect(rows[1]).toMatchObject({ who: "Bob@example.com", summary: "Updated a car", target: "Rouge 79", when: "Jun 1, 2026, 12:03" });
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 4 });
  });

  it("links each record the caller's link maker names (the versions' compare screen), and no other", async () => {
    const { rows } = await listActivity(database.db, parseActivityFilters(new URLSearchParams("")), t, (record) => (record.target_type === "car" ? `/admin/history/car/${record.target_id}/${record.id}` : null));
    expect(rows.map((row) => row.compareHref?.replace(/[0-9a-f-]{36}$/, "<id>") ?? null)).toEqual([null, "/admin/history/car/c1/<id>", "/admin/history/car/c1/<id>", null]);
    expect((await list("")).rows.every((row) => row.compareHref === null)).toBe(true);
  });

  it("filters by area (the whole first word), by person and by words", async () => {
    expect((await list("area=car")).rows.map((row) => row.action)).toEqual(["car.update", "car.create"]);
    expect((await list("area=bogus")).rows).toHaveLength(4);
    expect((await list("actor=bob@example.com")).rows.map((row) => row.action)).toEqual(["car.update"]);
    expect((await list("q=rouge+79")).rows.map((row) => row.action)).toEqual(["car.update"]);
    expect(await listActivityActors(database.db)).toEqual(["ana@example.com", "bob@example.com"]);
  });
});
