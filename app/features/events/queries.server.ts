import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { Database } from "../../platform/db.server.ts";
import { todayInParis } from "../../lib/format.ts";
import { pageInfo, type ListParams, type PageInfo } from "../admin/schema.ts";
import type { EventSort, EventWhen, EventCard, EventText } from "./schema.ts";
import { publicationCondition, searchCondition } from "../admin/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";

export type PrestigiousEvent = typeof prestigiousEvents.$inferSelect;

export interface EventFilters {
  /** Upcoming: dated today or later; past: before today (§4). */
  when?: "upcoming" | "past";
  featured?: boolean;
  /** Today's calendar day, "YYYY-MM-DD"; the team's (Paris) day by default. */
  today?: string;
}

const notInTrash = isNull(prestigiousEvents.deleted_at);

/** Events visitors may see (published, not in the trash), ascending by event_date (§7). */
export async function listEvents(db: Database, filters: EventFilters = {}): Promise<PrestigiousEvent[]> {
  const today = filters.today ?? todayInParis();
  const conditions: SQL[] = [notInTrash, eq(prestigiousEvents.published, true)];
  if (filters.when === "upcoming") conditions.push(gte(prestigiousEvents.event_date, today));
  if (filters.when === "past") conditions.push(lt(prestigiousEvents.event_date, today));
  if (filters.featured !== undefined) conditions.push(eq(prestigiousEvents.featured, filters.featured));
  return db
    .select()
    .from(prestigiousEvents)
    .where(and(...conditions))
    .orderBy(asc(prestigiousEvents.event_date), asc(prestigiousEvents.name));
}

// ——— Admin reads: every event outside the trash, published or not, past or upcoming. ———

export interface AdminEventParams extends ListParams<EventSort> {
  /** An event type, or "" for all. */
  type: string;
  when: EventWhen | "";
  /** Today's calendar day; the team's (Paris) day by default. */
  today?: string;
}

export interface AdminEventRow {
  id: string;
  name: string;
  /** "YYYY-MM-DD" */
  date: string;
  type: string;
  location: string;
  featured: boolean;
  published: boolean;
  /** Whether the event has its French version (the list marks those that miss one). */
  hasFrench: boolean;
}

const eventYear = sql<number>`extract(year from ${prestigiousEvents.event_date})::int`;

function orderOf(sort: EventSort, dir: "asc" | "desc"): SQL[] {
  const direction = dir === "asc" ? asc : desc;
  switch (sort) {
    case "name":
      return [direction(sql`lower(${prestigiousEvents.name})`), asc(prestigiousEvents.event_date)];
    case "type":
      return [direction(prestigiousEvents.event_type), asc(prestigiousEvents.event_date)];
    case "location":
      return [direction(sql`lower(${prestigiousEvents.location})`), asc(prestigiousEvents.event_date)];
    case "date":
      return [direction(prestigiousEvents.event_date), asc(prestigiousEvents.name)];
  }
}

export async function listAdminEvents(db: Database, params: AdminEventParams): Promise<{ rows: AdminEventRow[]; page: PageInfo }> {
  const today = params.today ?? todayInParis();
  const where = and(
    notInTrash,
    searchCondition(params.q, [
      prestigiousEvents.name,
      prestigiousEvents.location,
      prestigiousEvents.event_type,
      prestigiousEvents.name_fr,
      prestigiousEvents.location_fr,
      prestigiousEvents.event_type_fr,
    ]),
    publicationCondition(params.status, prestigiousEvents.published),
    params.type ? eq(prestigiousEvents.event_type, params.type) : undefined,
    params.year ? sql`${eventYear} = ${params.year}` : undefined,
    params.when === "upcoming" ? gte(prestigiousEvents.event_date, today) : params.when === "past" ? lt(prestigiousEvents.event_date, today) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(prestigiousEvents).where(where);
  const page = pageInfo(total?.value ?? 0, params.page);
  const rows = await db
    .select({
      id: prestigiousEvents.id,
      name: prestigiousEvents.name,
      date: prestigiousEvents.event_date,
      type: prestigiousEvents.event_type,
      location: prestigiousEvents.location,
      featured: prestigiousEvents.featured,
      published: prestigiousEvents.published,
      name_fr: prestigiousEvents.name_fr,
    })
    .from(prestigiousEvents)
    .where(where)
    .orderBy(...orderOf(params.sort, params.dir))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ name_fr, ...row }) => ({ ...row, hasFrench: name_fr !== null })), page };
}

/** The years the year filter offers: those with at least one event, newest first. */
export async function listEventYears(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ year: eventYear }).from(prestigiousEvents).where(notInTrash);
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

/** The event as the editor loads it; null when it does not exist or is in the trash. */
export async function getAdminEvent(db: Database, id: string): Promise<PrestigiousEvent | null> {
  const [row] = await db
    .select()
    .from(prestigiousEvents)
    .where(and(eq(prestigiousEvents.id, id), notInTrash))
    .limit(1);
  return row ?? null;
}

/** An event's words in one language, and which of them are another language's (see EventCard's `lang`). */
export interface EventWords {
  name: string;
  eventType: string;
  location: string;
  description: string | null;
  lang?: Partial<Record<EventText, Locale>>;
}

/**
 * An event's words on a page of one language. A French page shows the French
 * event when it has one (its name is set), each text it leaves empty falling
 * back to the English one, marked; an event without French is all English,
 * all marked. English always exists.
 */
export function eventIn(row: PrestigiousEvent, locale: Locale): EventWords {
  const english = { name: row.name, eventType: row.event_type, location: row.location, description: row.description };
  if (locale === "en") return english;
  if (row.name_fr === null) return { ...english, lang: { name: "en", eventType: "en", location: "en", ...(row.description === null ? {} : { description: "en" }) } };
  const lang: Partial<Record<EventText, Locale>> = {};
  const pick = (field: EventText, french: string | null, fallback: string): string => {
    if (french !== null) return french;
    lang[field] = "en";
    return fallback;
  };
  const words = {
    name: row.name_fr,
    eventType: pick("eventType", row.event_type_fr, row.event_type),
    location: pick("location", row.location_fr, row.location),
    description: row.description_fr ?? (row.description === null ? null : pick("description", null, row.description)),
  };
  return Object.keys(lang).length > 0 ? { ...words, lang } : words;
}

/** The events page: upcoming events (today or later, §4), ascending by date (§7), in the page's language. */
export async function listUpcomingEventCards(db: Database, locale: Locale = DEFAULT_LOCALE, today?: string): Promise<EventCard[]> {
  const rows = await listEvents(db, { when: "upcoming", ...(today ? { today } : {}) });
  return rows.map((row) => ({
    id: row.id,
    ...eventIn(row, locale),
    date: row.event_date,
    featured: row.featured,
    image: row.image_url,
  }));
}
