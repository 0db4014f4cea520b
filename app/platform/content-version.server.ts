import { eq, min, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { contentVersion } from "../db/schema/site.ts";
import type { Database } from "./db.server.ts";

/** Every write to what visitors see calls this, so render caches of every process drop their pages. */
export async function bumpContentVersion(db: Database): Promise<void> {
  await db
    .insert(contentVersion)
    .values({ id: 1, version: 2 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } });
}

/**
 * Where a content type keeps the moments its items go live (its declaration's
 * `schedule`, app/content/): the column, and which rows still wait at `now`.
 */
export interface ScheduledPublication {
  table: PgTable;
  at: PgColumn;
  waiting(now: Date): SQL | undefined;
}

export interface ContentState {
  version: number;
  /** When the next scheduled item (an article, an event, an album, a page's draft…) goes live: cached pages must not outlive it. */
  nextPublishAt: Date | null;
}

export async function readContentState(db: Database, schedules: readonly ScheduledPublication[], now = new Date()): Promise<ContentState> {
  const [versionRow, ...nexts] = await Promise.all([
    db.select({ version: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)),
    ...schedules.map((schedule) => db.select({ next: min(schedule.at) }).from(schedule.table).where(schedule.waiting(now))),
  ]);
  const moments = nexts.map((rows) => (rows[0] as { next: unknown } | undefined)?.next).filter((moment): moment is Date => moment instanceof Date);
  return { version: versionRow[0]?.version ?? 1, nextPublishAt: moments.length > 0 ? new Date(Math.min(...moments.map((moment) => moment.getTime()))) : null };
}
