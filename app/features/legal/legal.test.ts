import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalPages } from "../../db/schema/legal.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { legalPlaceholders } from "../dashboard/queries.server.ts";
import { legalPageWrites, saveLegalPage } from "./mutations.server.ts";
import { countLegalPlaceholders, getAdminLegalPage, getLegalPage, listAdminLegalPages } from "./queries.server.ts";
import { legalPageFormSchema, placeholdersIn } from "./schema.ts";

describe("the legal page form", () => {
  it("wants the English text; the French may wait", () => {
    expect(legalPageFormSchema.safeParse({ body: "  ", body_fr: "Texte" }).error?.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`)).toEqual(["body:admin.field.required"]);
    expect(legalPageFormSchema.parse({ body: " Text ", body_fr: " " })).toEqual({ body: "Text", body_fr: null });
    expect(legalPageFormSchema.safeParse({ body: "x".repeat(100_001) }).success).toBe(false);
  });

  it("finds placeholders on one line, between double brackets", () => {
    expect(placeholdersIn("RCS [[Numéro RCS]], [[ ]] [[a\nb]] [[]] [x]")).toEqual(["Numéro RCS", " "]);
    expect(placeholdersIn(null)).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("legal pages on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("lists the four pages before any is written, and shows an empty public page", async () => {
    expect((await listAdminLegalPages(database.db)).map((page) => [page.key, page.updatedAt, page.placeholders])).toEqual([
      ["legal-notice", null, 0],
      ["privacy", null, 0],
      ["terms", null, 0],
      ["cookies", null, 0],
    ]);
    expect(await getLegalPage(database.db, "terms", "fr")).toEqual({ html: "", updatedAt: null });
    expect(await countLegalPlaceholders(database.db)).toEqual({ placeholders: 0, pages: 0, unwritten: 4 });
  });

  it("saves both languages, shows each on its own page with placeholders marked, and counts them", async () => {
    const at = new Date("2026-12-01T10:00:00Z");
    await saveLegalPage(database.db, "legal-notice", { body: "## Publisher\n\nRCS [[RCS number]], host [[Host]]", body_fr: "## Éditeur\n\nRCS [[Numéro RCS]]" }, null, at);
    expect(await getLegalPage(database.db, "legal-notice", "en")).toEqual({ html: "<h2>Publisher</h2>\n<p>RCS <mark>RCS number</mark>, host <mark>Host</mark></p>", updatedAt: at.toISOString() });
    expect((await getLegalPage(database.db, "legal-notice", "fr")).html).toBe("<h2>Éditeur</h2>\n<p>RCS <mark>Numéro RCS</mark></p>");
    expect(await countLegalPlaceholders(database.db)).toEqual({ placeholders: 3, pages: 1, unwritten: 3 });
    expect(await legalPlaceholders(database.db, console)).toEqual({ placeholders: 3, pages: 1, unwritten: 3 });
    expect((await getAdminLegalPage(database.db, "legal-notice")).placeholders).toBe(3);
  });

  it("falls back to the other language, marked, while one is missing", async () => {
    await saveLegalPage(database.db, "privacy", { body: "We collect **little**.", body_fr: null }, null);
    expect(await getLegalPage(database.db, "privacy", "fr")).toMatchObject({ html: "<p>We collect <strong>little</strong>.</p>", lang: "en" });
    await database.db.insert(legalPages).values({ key: "terms", body: "", body_fr: "Conditions." });
    expect(await getLegalPage(database.db, "terms", "en")).toMatchObject({ html: "<p>Conditions.</p>", lang: "fr" });
  });

  it("saves through the content kit's writes, with the admin who saved, and never creates or trashes a page", async () => {
    const writes = legalPageWrites(null);
    const db = database.db;
    const saved = await writes.update(db, "cookies", { body: "Only what is needed.", body_fr: "Le strict nécessaire." });
    expect(saved).toMatchObject({ ok: true, before: { body: "", body_fr: "" }, after: { id: "cookies", body: "Only what is needed.", body_fr: "Le strict nécessaire." } });
    expect(await writes.update(db, "nope", { body: "x", body_fr: null })).toEqual({ ok: false, reason: "notFound" });
    expect(await writes.create(db, { body: "x", body_fr: null })).toEqual({ ok: false, reason: "notFound" });
    expect(await writes.trash(db, "cookies")).toBeNull();
    expect(writes.itemPath("cookies")).toBe("/admin/legal/cookies");
  });

  it("keeps no script a page's author typed", async () => {
    await saveLegalPage(database.db, "terms", { body: "<script>alert(1)</script>[[<img src=x onerror=alert(1)>]]", body_fr: null }, null);
    const { html } = await getLegalPage(database.db, "terms", "en");
    expect(html).not.toMatch(/<script|onerror|<img/);
  });
});
