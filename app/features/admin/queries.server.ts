import { and, eq, gt, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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
}

export async function readDraft(db: Database, type: string, id: string): Promise<ItemDraft | null> {
  const [row] = await db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.type, type), eq(contentDrafts.item_id, id)));
  return row ? { values: row.values, savedAt: row.saved_at.toISOString(), savedBy: row.saved_by } : null;
}

/** The items of a type that have a draft waiting, for their list's marker. */
export async function itemsWithDrafts(db: Database, type: string): Promise<Set<string>> {
  const rows = await db.select({ id: contentDrafts.item_id }).from(contentDrafts).where(eq(contentDrafts.type, type));
  return new Set(rows.map((row) => row.id));
}

/** What a draft never changes: the item's identity and its own timestamps. */
const NOT_IN_A_DRAFT = new Set(["id", "created_at", "updated_at", "deleted_at"]);

/**
 * A row with its draft's values laid over it: the item as it will be once
 * the draft is published, for its editor and its preview. A value the row
 * holds as a Date keeps the row's (the draft keeps JSON; a schedule changes
 * when the draft is published).
 */
export function withDraft<Row extends object>(row: Row, values: Record<string, unknown> | null | undefined): Row {
  if (!values) return row;
  const merged: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(row)) {
    if (NOT_IN_A_DRAFT.has(key) || value instanceof Date || !Object.hasOwn(values, key)) continue;
    merged[key] = values[key];
  }
  return merged as Row;
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
