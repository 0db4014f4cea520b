import type { Database } from "../../platform/db.server.ts";
import { pageInfo, type PageInfo } from "../admin/schema.ts";
import { TRASH_RETENTION_DAYS } from "../../lib/trash.ts";
import { retentionCutoff, type TrashableType } from "./mutations.server.ts";
import { gte } from "drizzle-orm";


/** The Trash page's view of the trash: filtered, searched, paged, with how long each item can still come back. */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrashFilters {
  q: string;
  /** One of the trash's types, or "" for all. */
  type: string;
  page: number;
}

export function parseTrashFilters(search: URLSearchParams, types: readonly TrashableType[]): TrashFilters {
  const type = search.get("type") ?? "";
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    type: types.some((entry) => entry.type === type) ? type : "",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export interface TrashRow {
  type: string;
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

export async function listTrashPage(db: Database, types: readonly TrashableType[], filters: TrashFilters, now = new Date()): Promise<{ rows: TrashRow[]; page: PageInfo; total: number }> {
  const all = await listTrash(db, types, now);
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
  type: string;
  id: string;
  title: string;
  deletedAt: Date;
}

/** Everything in the trash that can still come back, most recently deleted first. */
export async function listTrash(db: Database, types: readonly TrashableType[], now = new Date()): Promise<TrashItem[]> {
  const cutoff = retentionCutoff(now);
  const lists = await Promise.all(
    types.map(async ({ type, trash }) => {
      const rows = (await db
        .select({ id: trash.id, title: trash.title, deletedAt: trash.deletedAt })
        .from(trash.table)
        .where(gte(trash.deletedAt, cutoff))) as Array<{ id: string; title: string; deletedAt: Date }>;
      return rows.map((row) => ({ type, ...row }));
    }),
  );
  return lists.flat().sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime());
}
