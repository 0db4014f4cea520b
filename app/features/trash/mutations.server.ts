import { and, eq, gte, inArray, isNull, lt, type SQL } from "drizzle-orm";
import { contentDrafts } from "../../db/schema/drafts.ts";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../platform/db.server.ts";
import { TRASH_RETENTION_DAYS } from "../../lib/trash.ts";

/**
 * The trash: deleting content sets `deleted_at`, which takes the row out of
 * every list and page at once; restoring clears it. Rows older than the
 * retention are purged for good by `purgeExpiredTrash`. What can go to the
 * trash is each content type's `trash` (its declaration, app/content/).
 */
export interface Trashable {
  table: PgTable;
  id: PgColumn;
  deletedAt: PgColumn;
  /** What the trash list shows for the row. */
  title: SQL<string>;
  /** Keeps derived values right after a trash or restore (an album's photo_count). */
  afterChange?: (db: Database, id: string) => Promise<void>;
  /** Runs on the rows purged for good (their old addresses go with them). */
  afterPurge?: (db: Database, ids: readonly string[]) => Promise<void>;
}

/** A declared type that has a trash, as the trash's screen and purge read it. */
export interface TrashableType {
  type: string;
  trash: Trashable;
}

/**
 * Moves one row to the trash. Returns its title, or null when there was no
 * such row outside the trash (already deleted, or never existed).
 */
export async function moveToTrash(db: Database, entry: Trashable, id: string, now = new Date()): Promise<{ title: string } | null> {
  const rows = (await db
    .update(entry.table)
    .set({ deleted_at: now } as never)
    .where(and(eq(entry.id, id), isNull(entry.deletedAt)))
    .returning({ title: entry.title })) as Array<{ title: string }>;
  if (rows.length === 0) return null;
  await entry.afterChange?.(db, id);
  return rows[0]!;
}

/** The instant before which a trashed row is past its retention: purged at the next housekeeping, never restored. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Takes one row out of the trash; null when it is not there (restored
 * already, purged, or past its 30 days and only waiting for the hourly purge).
 */
export async function restoreFromTrash(db: Database, entry: Trashable, id: string, now = new Date()): Promise<{ title: string } | null> {
  const rows = (await db
    .update(entry.table)
    .set({ deleted_at: null } as never)
    .where(and(eq(entry.id, id), gte(entry.deletedAt, retentionCutoff(now))))
    .returning({ title: entry.title })) as Array<{ title: string }>;
  if (rows.length === 0) return null;
  await entry.afterChange?.(db, id);
  return rows[0]!;
}

/** Deletes for good what has been in the trash longer than the retention. Returns how many rows went. */
export async function purgeExpiredTrash(db: Database, types: readonly TrashableType[], now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now);
  let purged = 0;
  for (const { type, trash } of types) {
    const rows = (await db.delete(trash.table).where(lt(trash.deletedAt, cutoff)).returning({ id: trash.id })) as Array<{ id: string }>;
    purged += rows.length;
    if (rows.length === 0) continue;
    const ids = rows.map((row) => row.id);
    // A draft of an item gone for good has nothing left to be published over.
    await db.delete(contentDrafts).where(and(eq(contentDrafts.type, type), inArray(contentDrafts.item_id, ids)));
    await trash.afterPurge?.(db, ids);
  }
  return purged;
}
