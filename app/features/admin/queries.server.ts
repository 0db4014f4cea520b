import { isDeepStrictEqual } from "node:util";
import { and, eq, gt, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PublicationFilter } from "../admin/schema.ts";
import { data } from "react-router";
import { isUuid } from "../../lib/ids.ts";
import { contentDrafts } from "../../db/schema/drafts.ts";
import type { Database } from "../../platform/db.server.ts";

/** LIKE wildcards typed by the admin are matched literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => "\\" + character);
}

/**
 * Every word of the search must appear in at least one of the columns
 * (case-insensitive): "monaco 1978" finds the Monaco article of 1978.
 */
export function searchCondition(q: string, columns: readonly PgColumn[]): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0 || columns.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, `%${escapeLike(word)}%`)))));
}

/**
 * Visible to visitors at `now`: published, and its publication time (when the
 * type has one) not ahead. What every public read of a schedulable type uses.
 */
export function liveCondition(published: PgColumn, publishAt: PgColumn, now: Date): SQL {
  return and(eq(published, true), or(isNull(publishAt), lte(publishAt, now)))!;
}

/**
 * The list's status filter. With the type's publication time (`publishAt`),
 * "published" means public now and "scheduled" published for later; a type
 * without one has nothing scheduled.
 */
export function publicationCondition(status: PublicationFilter, published: PgColumn, publishAt?: PgColumn, now = new Date()): SQL | undefined {
  if (status === "published") return publishAt ? liveCondition(published, publishAt, now) : eq(published, true);
  if (status === "scheduled") return publishAt ? and(eq(published, true), gt(publishAt, now)) : sql`false`;
  if (status === "draft") return eq(published, false);
  return undefined;
}

/**
 * The id of the item an editor's address names (`/admin/cars/:carId`), or
 * null on `/new`. A malformed id is a 404, like an item that does not exist.
 */
export function editedItemId(param: string | undefined): string | null {
  if (param === undefined) return null;
  if (!isUuid(param)) throw data(null, { status: 404 });
  return param;
}

// ——— Drafts of live items ——————————————————————————————————————————————————

/** A published item's pending edit (`content_drafts`): what its editor shows, and when and by whom it was saved. */
export interface ItemDraft {
  values: Record<string, unknown>;
  /** ISO instant. */
  savedAt: string;
  savedBy: string | null;
  /** When it publishes itself (ISO instant); null: it waits for Save. */
  publishAt: string | null;
}

export async function readDraft(db: Database, type: string, id: string): Promise<ItemDraft | null> {
  const [row] = await db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.type, type), eq(contentDrafts.item_id, id)));
  return row ? { values: row.values, savedAt: row.saved_at.toISOString(), savedBy: row.saved_by, publishAt: row.publish_at?.toISOString() ?? null } : null;
}

/** The items of a type that have a draft waiting, for their list's marker. */
export async function itemsWithDrafts(db: Database, type: string): Promise<Set<string>> {
  const rows = await db.select({ id: contentDrafts.item_id }).from(contentDrafts).where(eq(contentDrafts.type, type));
  return new Set(rows.map((row) => row.id));
}

/** What a draft never changes: the item's identity and its own timestamps. */
const NOT_IN_A_DRAFT = new Set(["id", "created_at", "updated_at", "deleted_at"]);

/**
 * What a draft keeps: the fields its update would change, as JSON. Only
 * those, so what changes elsewhere while it waits (the stock an order takes,
 * an album's photos and cover, a list's Unpublish) is never laid back over
 * the item by the draft.
 */
export function draftChanges(before: unknown, after: object): Record<string, unknown> {
  const stored = toJson(before ?? {}) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(toJson(after) as Record<string, unknown>)) {
    if (!NOT_IN_A_DRAFT.has(key) && !isDeepStrictEqual(stored[key], value)) changes[key] = value;
  }
  return changes;
}

const toJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * A row with its draft's values laid over it: the item as it will be once
 * the draft is published, for its editor and its preview. The draft keeps
 * JSON, so a value the row holds as a Date (a publication time) comes back
 * as one.
 */
export function withDraft<Row extends object>(row: Row, values: Record<string, unknown> | null | undefined): Row {
  if (!values) return row;
  const merged: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(row)) {
    if (NOT_IN_A_DRAFT.has(key) || !Object.hasOwn(values, key)) continue;
    const drafted = values[key];
    if (value instanceof Date && typeof drafted === "string") {
      const instant = new Date(drafted);
      if (!Number.isNaN(instant.getTime())) merged[key] = instant;
      continue;
    }
    merged[key] = drafted;
  }
  return merged as Row;
}

/**
 * What an editor shows of a stored item and its draft, if one waits: the
 * item as the draft makes it, when and by whom the draft was saved, and the
 * texts of its images the draft keeps. A draft shows even when the item has
 * since been unpublished, so it can be published or discarded, never lost
 * from sight.
 */
export async function editorDraft<Row extends object>(db: Database, type: string, id: string, row: Row) {
  const draft = await readDraft(db, type, id);
  return {
    row: withDraft(row, draft?.values),
    draft: draft && { savedAt: draft.savedAt, savedBy: draft.savedBy, publishAt: draft.publishAt },
    alts: draftImageAlts(draft?.values),
  };
}

/** An admin's preview (`?preview=draft`) of an item shows the draft waiting beside it, if one does. */
export async function previewWithDraft<Row extends { id: string }>(db: Database, type: string, row: Row, preview: boolean): Promise<Row> {
  if (!preview) return row;
  return withDraft(row, (await readDraft(db, type, row.id))?.values);
}

/** An admin's preview of a list: each item with the draft waiting beside it, if one does (one read for the list). */
export async function previewListWithDrafts<Row extends { id: string }>(db: Database, type: string, rows: Row[], preview: boolean): Promise<Row[]> {
  if (!preview || rows.length === 0) return rows;
  const drafts = await db.select({ id: contentDrafts.item_id, values: contentDrafts.values }).from(contentDrafts).where(eq(contentDrafts.type, type));
  const byId = new Map(drafts.map((draft) => [draft.id, draft.values]));
  return rows.map((row) => withDraft(row, byId.get(row.id)));
}

/** Whether a row matches: a type's "is this item public now" (its id and its public condition), for the kit's drafts. */
export async function rowExists(db: Database, table: PgTable, condition: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(table).where(condition).limit(1);
  return rows.length > 0;
}

/** An admin list's rows, each saying whether a draft waits beside it. */
export async function markDraftsWaiting<Row extends { id: string }>(db: Database, type: string, rows: Row[]): Promise<(Row & { draftWaiting: boolean })[]> {
  const drafts = await itemsWithDrafts(db, type);
  return rows.map((row) => ({ ...row, draftWaiting: drafts.has(row.id) }));
}

/** Where a draft keeps the texts of its images, beside the item's fields. */
export const DRAFT_IMAGE_ALTS = "__image_alts";

/** The images' texts a draft keeps (written by the kit), by image address. */
export function draftImageAlts(values: Record<string, unknown> | null | undefined): Record<string, { en: string; fr: string }> {
  const alts = values?.[DRAFT_IMAGE_ALTS];
  if (typeof alts !== "object" || alts === null || Array.isArray(alts)) return {};
  const found: Record<string, { en: string; fr: string }> = {};
  for (const [url, alt] of Object.entries(alts)) {
    if (typeof alt === "object" && alt !== null && typeof (alt as { en?: unknown }).en === "string") found[url] = { en: (alt as { en: string }).en, fr: String((alt as { fr?: unknown }).fr ?? "") };
  }
  return found;
}
