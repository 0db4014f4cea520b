import { and, eq, isNull, sql } from "drizzle-orm";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { Database } from "../../platform/db.server.ts";
import { publicationFlash, type ContentEditorWrites } from "../admin/mutations.server.ts";
import { moveToTrash, type Trashable } from "../trash/mutations.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import type { EventInput } from "./schema.ts";
import { getAdminEvent, isEventLive, type PrestigiousEvent } from "./queries.server.ts";

export const eventTrash: Trashable = { table: prestigiousEvents, id: prestigiousEvents.id, deletedAt: prestigiousEvents.deleted_at, title: sql<string>`${prestigiousEvents.name}` };

/** Writes of the admin's event editor; each returns the row before and after for the audit log. */
export type EventWriteResult = { ok: true; before: PrestigiousEvent | null; after: PrestigiousEvent } | { ok: false; reason: "notFound" };

const editable = isNull(prestigiousEvents.deleted_at);

export async function createEvent(db: Database, input: EventInput): Promise<EventWriteResult> {
  const [row] = await db.insert(prestigiousEvents).values(input).returning();
  return { ok: true, before: null, after: row! };
}

export async function updateEvent(db: Database, id: string, input: EventInput): Promise<EventWriteResult> {
  const [before] = await db.select().from(prestigiousEvents).where(and(eq(prestigiousEvents.id, id), editable));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db.update(prestigiousEvents).set(input).where(and(eq(prestigiousEvents.id, id), editable)).returning();
  return after ? { ok: true, before, after } : { ok: false, reason: "notFound" };
}

export async function setEventPublished(db: Database, id: string, published: boolean): Promise<EventWriteResult> {
  const [before] = await db.select().from(prestigiousEvents).where(and(eq(prestigiousEvents.id, id), editable));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db.update(prestigiousEvents).set({ published }).where(eq(prestigiousEvents.id, id)).returning();
  return { ok: true, before, after: after! };
}

/** Moves the event to the trash; null when there was none outside it. */
export async function trashEvent(db: Database, id: string): Promise<{ title: string } | null> {
  return moveToTrash(db, eventTrash, id);
}

/** The events as the admin's content kit writes them (the list's row buttons and the editor); publishing one whose time is ahead schedules it, and the toast says when. */
export function eventWrites(locale: Locale = DEFAULT_LOCALE): ContentEditorWrites<EventInput, PrestigiousEvent> {
  return {
    type: "event",
    listPath: "/admin/events",
    itemPath: (id) => `/admin/events/${id}`,
    create: (db, input) => createEvent(db, input),
    update: (db, id, input) => updateEvent(db, id, input),
    live: isEventLive,
    trash: async (db, id) => {
      const before = await getAdminEvent(db, id);
      const trashed = before ? await trashEvent(db, id) : null;
      return trashed && { name: trashed.title, before };
    },
    setPublished: async (db, id, published) => {
      const result = await setEventPublished(db, id, published);
      if (!result.ok) return null;
      return { ...result, flash: publicationFlash(result.after.name, result.after.published, result.after.publish_at, locale) };
    },
  };
}
