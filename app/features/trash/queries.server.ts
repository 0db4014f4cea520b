import type { Database } from "../../platform/db.server.ts";
import { pageInfo, type PageInfo } from "../admin/schema.ts";
import { TRASH_RETENTION_DAYS, trashTypes, type TrashType } from "../../lib/trash.ts";
import { retentionCutoff, trashables, type Trashable } from "./mutations.server.ts";
import { gte } from "drizzle-orm";


/** The Trash page's view of the trash: filtered, searched, paged, with how long each item can still come back. */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashFilters {
  q: string;
  type: TrashType | "";
  page: number;
}

export function parseTrashFilters(search: URLSearchParams): TrashFilters {
  const type = search.get("type") ?? "";
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    type: (trashTypes as readonly string[]).includes(type) ? (type as TrashType) : "",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export interface TrashRow {
  type: TrashType;
  id: string;
  title: string;
  /** ISO instants. */
  deletedAt: string;
  restorableUntil: string;
  /** Whole days before the purge, rounded up: 1 on the last day. */
  daysLeft: number;
}

export function restorableUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

export async function listTrashPage(db: Database, filters: TrashFilters, now = new Date()): Promise<{ rows: TrashRow[]; page: PageInfo; total: number }> {
  const all = await listTrash(db, now);
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = all.filter(
    (item) => (!filters.type || item.type === filters.type) && words.every((word) => (item.title ?? "").toLowerCase().includes(word)),
  );
  const page = pageInfo(matching.length, filters.page);
  const rows = matching.slice(page.offset, page.offset + page.limit).map((item) => {
    const until = restorableUntil(item.deletedAt);
    return {
      type: item.type,
      id: item.id,
      title: item.title ?? "",
      deletedAt: item.deletedAt.toISOString(),
      restorableUntil: until.toISOString(),
      daysLeft: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / DAY_MS)),
    };
  });
  return { rows, page, total: all.length };
}

export interface TrashItem {
  type: TrashType;
  id: string;
  title: string;
  deletedAt: Date;
}

/** Everything in the trash that can still come back, most recently deleted first. */
export async function listTrash(db: Database, now = new Date()): Promise<TrashItem[]> {
  const cutoff = retentionCutoff(now);
  const lists = await Promise.all(
    (Object.entries(trashables) as Array<[TrashType, Trashable]>).map(async ([type, entry]) => {
      const rows = (await db
        .select({ id: entry.id, title: entry.title, deletedAt: entry.deletedAt })
        .from(entry.table)
        .where(gte(entry.deletedAt, cutoff))) as Array<{ id: string; title: string; deletedAt: Date }>;
      return rows.map((row) => ({ type, ...row }));
    }),
  );
  return lists.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
}
