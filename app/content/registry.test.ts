import { is, Table } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema/index.ts";
import { adminEn as enAdmin } from "../lib/i18n/en/admin.ts";
import { adminFr as frAdmin } from "../lib/i18n/fr/admin.ts";
import { CONTENT_TYPES, contentType, declarationProblems, NOT_CONTENT, SCHEDULED_PUBLICATIONS, TRASHABLE_TYPES } from "./registry.server.ts";

const schemaTables = Object.values(schema).filter((value) => is(value, Table)) as Table[];

describe("the content types' declarations", () => {
  it("name every table of the schema: declared as content, or in NOT_CONTENT with why", () => {
    expect(schemaTables.length).toBeGreaterThan(20);
    expect(declarationProblems(schemaTables)).toEqual([]);
  });

  it("fail on a table nobody declared, and on a stale or double entry", () => {
    const sponsors = pgTable("sponsors", { id: text("id").primaryKey() });
    expect(declarationProblems([...schemaTables, sponsors])).toEqual(["sponsors: declare its content type in app/content/, or say in NOT_CONTENT why it is not content"]);
    expect(declarationProblems(schemaTables, CONTENT_TYPES, { ...NOT_CONTENT, sponsors: "gone" })).toEqual(["sponsors: in NOT_CONTENT but not a table of the schema"]);
    expect(declarationProblems(schemaTables, CONTENT_TYPES, { ...NOT_CONTENT, historic_f1_cars: "x" })).toEqual(["historic_f1_cars: both declared and in NOT_CONTENT"]);
  });

  it("have one key each, which their history uses too", () => {
    const keys = CONTENT_TYPES.map((entry) => entry.type);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of CONTENT_TYPES) {
      if (entry.versions) expect(entry.versions.type).toBe(entry.type);
      expect(contentType(entry.type)).toBe(entry);
    }
    expect(contentType("invoice")).toBeUndefined();
  });

  it("give each type the activity log's words in both languages: its area and one of it", () => {
    for (const entry of CONTENT_TYPES) {
      for (const key of [`activity.area.${entry.type}`, `activity.type.${entry.type}`]) {
        expect((enAdmin as Record<string, string>)[key], key).toBeTruthy();
        expect((frAdmin as Record<string, string>)[key], key).toBeTruthy();
      }
    }
  });

  it("name what the trash lists in both languages", () => {
    expect(TRASHABLE_TYPES.map((entry) => entry.type)).toEqual(["car", "article", "event", "merchandise", "album", "photo", "video", "edition"]);
    for (const entry of CONTENT_TYPES) {
      expect((enAdmin as Record<string, string>)[entry.label], entry.type).toBeTruthy();
      expect((frAdmin as Record<string, string>)[entry.label], entry.type).toBeTruthy();
    }
  });

  it("read each schedule once: the articles', events', albums' and the pages' drafts", () => {
    expect(SCHEDULED_PUBLICATIONS).toHaveLength(4);
  });
});
