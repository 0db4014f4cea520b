import { and, eq, isNull, sql } from "drizzle-orm";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { postgresErrorCode, UNIQUE_VIOLATION, type Database } from "../../platform/db.server.ts";
import type { ContentEditorWrites } from "../admin/mutations.server.ts";
import { moveToTrash, type Trashable } from "../trash/mutations.server.ts";
import { dropSlugRedirects, recordSlugChanges } from "../redirects/mutations.server.ts";
import type { CarInput } from "./schema.ts";
import { isCarLive, isCarSlugTaken, type Car } from "./queries.server.ts";

/** A car in the trash: its name in the list; purged for good, its old addresses go too. */
export const carTrash: Trashable = {
  table: historicF1Cars,
  id: historicF1Cars.id,
  deletedAt: historicF1Cars.deleted_at,
  title: sql<string>`${historicF1Cars.name}`,
  afterPurge: (db, ids) => dropSlugRedirects(db, "car", ids),
};

/**
 * Writes of the admin's car editor. Each returns the row before and after so
 * the route can record the change (audit log, fresh public pages).
 */

type SlugConflict = "slugTaken" | "slugFrTaken";

export type CarWriteResult = { ok: true; before: Car | null; after: Car } | { ok: false; reason: SlugConflict | "notFound" };

const active = (id: string) => and(eq(historicF1Cars.id, id), isNull(historicF1Cars.deleted_at));

/** Whether one of the car's addresses is already another car's (its English or French slug, in either column). */
async function slugConflict(db: Database, input: Pick<CarInput, "slug" | "slug_fr">, exceptId?: string): Promise<SlugConflict | null> {
  if (await isCarSlugTaken(db, input.slug, exceptId)) return "slugTaken";
  if (input.slug_fr !== null && (await isCarSlugTaken(db, input.slug_fr, exceptId))) return "slugFrTaken";
  return null;
}

/** Two saves racing for one address: the unique index decides, and its name says which address it was. */
function raceLost(error: unknown): SlugConflict | null {
  if (postgresErrorCode(error) !== UNIQUE_VIOLATION) return null;
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const { constraint, constraint_name } = current as { constraint?: unknown; constraint_name?: unknown };
    if (String(constraint ?? constraint_name ?? "").includes("slug_fr")) return "slugFrTaken";
    current = (current as { cause?: unknown }).cause;
  }
  return "slugTaken";
}

/** A car's own address per language (null French: the French page uses the English one). */
const carSlugs = (row: Pick<Car, "slug" | "slug_fr">) => ({ en: row.slug, fr: row.slug_fr });

export async function createCar(db: Database, input: CarInput): Promise<CarWriteResult> {
  const conflict = await slugConflict(db, input);
  if (conflict) return { ok: false, reason: conflict };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(historicF1Cars).values(input).returning();
      // Its addresses are live now: no old address of another car may shadow them.
      await recordSlugChanges(tx, "car", row!.id, null, carSlugs(row!));
      return { ok: true, before: null, after: row! } as const;
    });
  } catch (error) {
    const lost = raceLost(error);
    if (lost) return { ok: false, reason: lost };
    throw error;
  }
}

/**
 * Saves the editor's form. A changed slug keeps the old address as a
 * permanent redirect to the car (features/redirects), written in the same
 * transaction as the new slug.
 */
export async function updateCar(db: Database, id: string, input: CarInput, now = new Date()): Promise<CarWriteResult> {
  const [before] = await db.select().from(historicF1Cars).where(active(id));
  if (!before) return { ok: false, reason: "notFound" };
  const conflict = await slugConflict(db, input, id);
  if (conflict) return { ok: false, reason: conflict };
  try {
    return await db.transaction(async (tx) => {
      const [after] = await tx
        .update(historicF1Cars)
        .set({ ...input, updated_at: now })
        .where(active(id))
        .returning();
      if (!after) return { ok: false, reason: "notFound" } as const;
      await recordSlugChanges(tx, "car", id, carSlugs(before), carSlugs(after), now);
      return { ok: true, before, after } as const;
    });
  } catch (error) {
    const lost = raceLost(error);
    if (lost) return { ok: false, reason: lost };
    throw error;
  }
}

/** The list's quick Publish / Unpublish. */
export async function setCarPublished(db: Database, id: string, published: boolean, now = new Date()): Promise<CarWriteResult> {
  const [before] = await db.select().from(historicF1Cars).where(active(id));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db.update(historicF1Cars).set({ published, updated_at: now }).where(active(id)).returning();
  if (!after) return { ok: false, reason: "notFound" };
  return { ok: true, before, after };
}

/** Moves the car to the trash, with the row as it was; null when there was none outside it. */
export async function trashCar(db: Database, id: string): Promise<{ before: Car } | null> {
  const [before] = await db.select().from(historicF1Cars).where(active(id));
  if (!before) return null;
  return (await moveToTrash(db, carTrash, id)) ? { before } : null;
}

/** The cars as the admin's content kit writes them (the list's row buttons and the editor). */
export const carWrites: ContentEditorWrites<CarInput, Car> = {
  type: "car",
  listPath: "/admin/cars",
  itemPath: (id) => `/admin/cars/${id}`,
  create: (db, input) => createCar(db, input),
  update: (db, id, input) => updateCar(db, id, input),
  live: isCarLive,
  trash: async (db, id) => {
    const trashed = await trashCar(db, id);
    return trashed && { name: trashed.before.name, before: trashed.before };
  },
  setPublished: async (db, id, published) => {
    const result = await setCarPublished(db, id, published);
    if (!result.ok) return null;
    return { ...result, flash: { message: result.after.published ? "adminContent.nowPublic" : "adminContent.nowHidden", values: { name: result.after.name } } };
  },
};
