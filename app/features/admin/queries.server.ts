import { and, eq, gt, ilike, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PublicationFilter } from "../admin/schema.ts";
import { data } from "react-router";
import { isUuid } from "../../lib/ids.ts";

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
