import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { auditLog } from "../../db/schema/security.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { EDITABLE_PAGE_KEYS, pageAuditType } from "../pages/schema.ts";
import { formatsFor } from "../../lib/format.ts";
import { changedFields, describeAction, hasOwnWords, listActivity, targetName, listActivityActors, parseActivityFilters } from "./queries.server.ts";

const t = translator();

describe("activity in words", () => {
  it("says what an action did", () => {
    expect(describeAction("car.update", t)).toBe("Updated a car");
    expect(describeAction("article.trash", t)).toBe("Moved an article to the trash");
    expect(describeAction("merchandise.restore", t)).toBe("Restored a merchandise item from the trash");
    expect(describeAction("auth.sign_in", t)).toBe("Signed in");
    expect(describeAction("user.banned", t)).toBe("Banned an admin user");
    expect(describeAction("contact_page.publish", t)).toBe("Published the contact page");
    expect(describeAction("contact_page.publish", translator("fr"))).toBe("A publié la page Contact");
  });

  it("never shows a code, even for an action it has no words for", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const action of ["widget.spin", "edition.send_started", "thing", "a.b.c", ""]) {
        const said = describeAction(action, translator(locale));
        expect(said, action).not.toMatch(/[a-z]_[a-z]|\.[a-z]|widget|spin/);
        expect(said.length, action).toBeGreaterThan(3);
      }
    }
    expect(describeAction("widget.spin", t)).toBe("Changed an item");
    expect(describeAction("edition.send_started", t)).toBe("Changed a newsletter edition");
    expect(describeAction("widget.spin", translator("fr"))).toBe("A modifié un élément");
  });

  it("has words of its own for every action the admin records, in both languages", () => {
    const contentTypes = ["car", "article", "event", "merchandise", "album", "photo", "video", "edition", "legal_page", "settings"];
    const actions = [
      ...contentTypes.flatMap((type) => ["create", "update", "trash", "restore", "restore_version"].map((verb) => `${type}.${verb}`)),
      ...["album", "photo", "video"].map((type) => `${type}.reorder`),
      ...["album", "video", "article", "event"].flatMap((type) => [`${type}.publish`, `${type}.unpublish`]),
      ...EDITABLE_PAGE_KEYS.flatMap((key) => ["publish", "schedule", "save_draft", "discard_draft", "restore_version"].map((verb) => `${pageAuditType(key)}.${verb}`)),
      "album.cover",
      "edition.send",
      "media.upload",
      "mail.retry",
      "person.export",
      "person.erase",
      "subscriber.unsubscribe",
      "subscriber.export",
      "subscriber.erase",
      "request.status",
      "request.note",
      "request.reply",
      "request.retention_anonymize",
      "auth.sign_in",
      "auth.two_factor_enrolment_started",
    ];
    for (const locale of ["en", "fr"] as const) {
      const say = translator(locale);
      for (const action of actions) expect(hasOwnWords(action), `${action} (${locale})`).toBe(true);
      for (const action of actions) expect(describeAction(action, say), `${action} (${locale})`).not.toMatch(/_|\{/);
    }
  });

  it("names an item by its name, else by its kind and short reference, never by a bare id or code", () => {
    const id = "733403cf-1a2b-4c3d-8e9f-0123456789ab";
    expect(targetName({ before: { name: "Rouge 79" }, after: null }, "car", id, t)).toBe("Rouge 79");
    expect(targetName({ before: { status: "new" }, after: { status: "done" } }, "order", id, t)).toBe("Order request 733403CF");
    expect(targetName(null, "contact", id, translator("fr"))).toBe("Message de contact 733403CF");
    expect(targetName(null, "contact_page", "contact", t)).toBe("The contact page");
    expect(targetName(null, "settings", "1", translator("fr"))).toBe("Les réglages du site");
    expect(targetName(null, "gizmo", id, t)).toBeNull();
    expect(targetName(null, null, null, t)).toBeNull();
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

  it("shows a stored value in the words its type gives it, and any other as stored", () => {
    const words = (field: string, value: unknown) => (field === "category" ? `words for ${String(value)}` : undefined);
    expect(changedFields({ before: { category: "news", title: "A" }, after: { category: "race_report", title: "B" } }, t, words)).toEqual([
      { field: "category", before: "words for news", after: "words for race_report" },
      { field: "title", before: "A", after: "B" },
    ]);
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

  const list = (query: string) => listActivity(database.db, parseActivityFilters(new URLSearchParams(query), ["car", "article", "auth", "user"]), t);

  it("lists newest first with words, target name and the instant (shown in Paris time in the admin's language)", async () => {
    const { rows, page } = await list("");
    expect(rows.map((row) => row.action)).toEqual(["carousel.spin", "car.update", "car.create", "auth.sign_in"]);
    expect(rows[1]).toMatchObject({ who: "Bob@example.com", summary: "Updated a car", target: "Rouge 79", at: "2026-06-01T10:03:00.000Z" });
    expect(formatsFor("en-US").dateTime(rows[1]!.at)).toBe("Jun 1, 2026, 12:03 PM");
    expect(formatsFor("fr-FR").dateTime(rows[1]!.at)).toBe("1 juin 2026, 12:03");
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 4 });
  });

  it("links each record the caller's link maker names (the versions' compare screen), and no other", async () => {
    const { rows } = await listActivity(database.db, parseActivityFilters(new URLSearchParams(""), []), t, (record) => (record.target_type === "car" ? `/admin/history/car/${record.target_id}/${record.id}` : null));
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
