import { and, eq, isNull } from "drizzle-orm";
import { merchandise } from "../../db/schema/shop.ts";
import type { Database } from "../../platform/db.server.ts";
import type { ContentEditorWrites } from "../admin/mutations.server.ts";
import { moveToTrash } from "../trash/mutations.server.ts";
import type { MerchandiseInput } from "./schema.ts";
import type { MerchandiseItem } from "./queries.server.ts";

/**
 * Writes of the admin's merchandise editor. Each returns the row before and
 * after so the route can record the change (audit log, fresh public pages).
 */

export type MerchandiseWriteResult = { ok: true; before: MerchandiseItem | null; after: MerchandiseItem } | { ok: false; reason: "notFound" };

const current = (id: string) => and(eq(merchandise.id, id), isNull(merchandise.deleted_at));

export async function createMerchandise(db: Database, input: MerchandiseInput): Promise<MerchandiseWriteResult> {
  const [row] = await db.insert(merchandise).values(input).returning();
  return { ok: true, before: null, after: row! };
}

export async function updateMerchandise(db: Database, id: string, input: MerchandiseInput, now = new Date()): Promise<MerchandiseWriteResult> {
  const [before] = await db.select().from(merchandise).where(current(id));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db
    .update(merchandise)
    .set({ ...input, updated_at: now })
    .where(current(id))
    .returning();
  if (!after) return { ok: false, reason: "notFound" };
  return { ok: true, before, after };
}

/** The list's quick Publish / Unpublish: `active` is merchandise's published flag. */
export async function setMerchandiseActive(db: Database, id: string, active: boolean, now = new Date()): Promise<MerchandiseWriteResult> {
  const [before] = await db.select().from(merchandise).where(current(id));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db.update(merchandise).set({ active, updated_at: now }).where(current(id)).returning();
  if (!after) return { ok: false, reason: "notFound" };
  return { ok: true, before, after };
}

/** Moves the item to the trash, with the row as it was; null when there was none outside it. */
export async function trashMerchandise(db: Database, id: string): Promise<{ before: MerchandiseItem } | null> {
  const [before] = await db.select().from(merchandise).where(current(id));
  if (!before) return null;
  return (await moveToTrash(db, "merchandise", id)) ? { before } : null;
}

/** The merchandise as the admin's content kit writes it; "published" is `active` (shown in the Pitshop). */
export const merchandiseWrites: ContentEditorWrites<MerchandiseInput, MerchandiseItem> = {
  type: "merchandise",
  listPath: "/admin/merchandise",
  itemPath: (id) => `/admin/merchandise/${id}`,
  create: (db, input) => createMerchandise(db, input),
  update: (db, id, input) => updateMerchandise(db, id, input),
  trash: async (db, id) => {
    const trashed = await trashMerchandise(db, id);
    return trashed && { name: trashed.before.name, before: trashed.before };
  },
  setPublished: async (db, id, active) => {
    const result = await setMerchandiseActive(db, id, active);
    if (!result.ok) return null;
    return { ...result, flash: { message: result.after.active ? "adminContent.nowPublic" : "adminContent.nowHidden", values: { name: result.after.name } } };
  },
};
