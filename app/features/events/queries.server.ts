import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { and, asc, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { ICalCalendar, ICalCalendarMethod } from "ical-generator";
import { DateTime } from "luxon";
import { prestigiousEvents } from "../../db/schema/events.ts";
import type { Database } from "../../platform/db.server.ts";
import { todayInParis } from "../../lib/format.ts";
import { pageInfo, type ListParams, type PageInfo } from "../admin/schema.ts";
import { lastDayOf, type EventSort, type EventWhen, type EventCard, type EventSchedule, type EventText } from "./schema.ts";
import { liveCondition, previewWithDraft, publicationCondition, rowExists, searchCondition } from "../admin/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { isUuid } from "../../lib/ids.ts";
import { TEAM_TIME_ZONE } from "../../lib/paris-time.ts";
import { pathIn } from "../../lib/public-paths.ts";

export type PrestigiousEvent = typeof prestigiousEvents.$inferSelect;

export interface EventFilters {
  /** Upcoming: its day (the last one, for a meeting over several days) is today or later; past: before today (§4). */
  when?: "upcoming" | "past";
  featured?: boolean;
  /** Today's calendar day, "YYYY-MM-DD"; the team's (Paris) day by default. */
  today?: string;
  /** The moment the list is read at: an event scheduled for later is not public yet. */
  now?: Date;
}

const notInTrash = isNull(prestigiousEvents.deleted_at);
/** What visitors see at `now`: published, not scheduled for later, not in the trash. */
const isPublic = (now: Date) => and(notInTrash, liveCondition(prestigiousEvents.published, prestigiousEvents.publish_at, now))!;

/** An event's last day: a meeting over several days stays upcoming until its last day has passed. */
const lastDay = sql<string>`coalesce(${prestigiousEvents.end_date}, ${prestigiousEvents.event_date})`;

/** Events visitors may see (published and due, not in the trash), ascending by event_date (§7); `order: "desc"` for the archive (by last day, newest first). */
export async function listEvents(db: Database, filters: EventFilters & { order?: "asc" | "desc" } = {}): Promise<PrestigiousEvent[]> {
  const now = filters.now ?? new Date();
  const today = filters.today ?? todayInParis(now);
  const conditions: SQL[] = [isPublic(now)];
  if (filters.when === "upcoming") conditions.push(gte(lastDay, today));
  if (filters.when === "past") conditions.push(lt(lastDay, today));
  if (filters.featured !== undefined) conditions.push(eq(prestigiousEvents.featured, filters.featured));
  // The calendar by first day; the archive by the day each event ended, the most recent first.
  const order = filters.order === "desc" ? [desc(lastDay), desc(prestigiousEvents.event_date)] : [asc(prestigiousEvents.event_date), asc(lastDay)];
  return db
    .select()
    .from(prestigiousEvents)
    .where(and(...conditions))
    .orderBy(...order, asc(prestigiousEvents.name));
}

/** One event visitors may see, by id; null for drafts, scheduled events not due, the trash, unknown ids and ids that are not UUIDs (never a database error). */
export async function getPublicEvent(db: Database, id: string, now = new Date(), { preview = false }: { preview?: boolean } = {}): Promise<PrestigiousEvent | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(prestigiousEvents)
    .where(and(eq(prestigiousEvents.id, id), preview ? notInTrash : isPublic(now)))
    .limit(1);
  return row ?? null;
}

/** Whether visitors see the event now: its edits may wait as a draft. */
export const isEventLive = (db: Database, id: string) => rowExists(db, prestigiousEvents, and(eq(prestigiousEvents.id, id), isPublic(new Date())));

// ——— Admin reads: every event outside the trash, published or not, past or upcoming. ———

export interface AdminEventParams extends ListParams<EventSort> {
  /** An event type, or "" for all. */
  type: string;
  when: EventWhen | "";
  /** Today's calendar day; the team's (Paris) day by default. */
  today?: string;
  /** What "scheduled" is ahead of. */
  now?: Date;
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
  /** When a published event goes public (a future one: scheduled); null: at once. */
  publishAt: Date | null;
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
  const now = params.now ?? new Date();
  const today = params.today ?? todayInParis(now);
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
    publicationCondition(params.status, prestigiousEvents.published, prestigiousEvents.publish_at, now),
    params.type ? eq(prestigiousEvents.event_type, params.type) : undefined,
    params.year ? sql`${eventYear} = ${params.year}` : undefined,
    params.when === "upcoming" ? gte(lastDay, today) : params.when === "past" ? lt(lastDay, today) : undefined,
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
      publishAt: prestigiousEvents.publish_at,
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

/** An event's days and times as the pages and calendars read them. */
export function scheduleOf(row: PrestigiousEvent): EventSchedule {
  return { date: row.event_date, endDate: row.end_date && row.end_date > row.event_date ? row.end_date : null, startTime: row.start_time, endTime: row.end_time };
}

/** An event as a card (and its page), in a page's language. */
export function eventCard(row: PrestigiousEvent, locale: Locale): EventCard {
  return {
    id: row.id,
    ...eventIn(row, locale),
    ...scheduleOf(row),
    featured: row.featured,
    image: row.image_url,
  };
}

/** The events page: upcoming events (until their last day has passed, §4), ascending by date (§7), in the page's language. */
export async function listUpcomingEventCards(db: Database, locale: Locale = DEFAULT_LOCALE, today?: string): Promise<EventCard[]> {
  const rows = await listEvents(db, { when: "upcoming", ...(today ? { today } : {}) });
  return rows.map((row) => eventCard(row, locale));
}

/** The archive: events whose last day has passed, newest first, in the page's language. */
export async function listPastEventCards(db: Database, locale: Locale = DEFAULT_LOCALE, today?: string): Promise<EventCard[]> {
  const rows = await listEvents(db, { when: "past", order: "desc", ...(today ? { today } : {}) });
  return rows.map((row) => eventCard(row, locale));
}

/** Where an event's page lives in each language; French only when the event has its French version (an event without it is not announced in French). */
export function eventAlternates(row: Pick<PrestigiousEvent, "id" | "name_fr">): Record<Locale, string | null> {
  return { en: `/events/${row.id}`, fr: row.name_fr !== null ? pathIn(`/events/${row.id}`, "fr") : null };
}

/** An event's page, in the page's language: null for drafts, scheduled events not due (except in an admin's preview), the trash and unknown ids. */
export async function getEventView(db: Database, id: string, locale: Locale = DEFAULT_LOCALE, { today = todayInParis(), now = new Date(), preview = false }: { today?: string; now?: Date; preview?: boolean } = {}) {
  const stored = await getPublicEvent(db, id, now, { preview });
  if (!stored) return null;
  // The preview of a live event shows its draft waiting.
  const row = await previewWithDraft(db, "event", stored, preview);
  return { ...eventCard(row, locale), past: lastDayOf(scheduleOf(row)) < today, alternates: eventAlternates(row) };
}

// ——— iCalendar: one event's file, and the feed of upcoming events a phone subscribes to. ———

/** The words and addresses of a calendar file, in one language. */
export interface CalendarOptions {
  /** The site's origin, "https://…" (PUBLIC_URL): every address inside is absolute. */
  origin: string;
  locale: Locale;
  /** X-WR-CALNAME: what a calendar app names a subscription. Set for the feed. */
  name?: string;
  description?: string;
  /** The page the calendar belongs to (the events page for the feed). */
  url?: string;
  /** How often a subscribed app should fetch the feed again, in seconds (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
  refreshSeconds?: number;
}

/** A stable UID per event: the same in its own file and in the feed, so an app that has both keeps one. */
export function eventUid(id: string, origin: string): string {
  return `event-${id}@${new URL(origin).hostname}`;
}

const parisDay = (day: string) => DateTime.fromISO(day, { zone: TEAM_TIME_ZONE });
const parisWallTime = (day: string, time: string) => DateTime.fromISO(`${day}T${time}`, { zone: TEAM_TIME_ZONE });

/**
 * An iCalendar file of events (RFC 5545), with ical-generator. Timed events
 * carry TZID=Europe/Paris and the zone's VTIMEZONE, so a phone in another
 * zone shows the right hour; day events are all-day (VALUE=DATE), their DTEND
 * the day after the last (the end is exclusive). Words are the page
 * language's, English where the event has no French.
 */
export function eventsCalendar(rows: readonly PrestigiousEvent[], options: CalendarOptions): string {
  const calendar = new ICalCalendar({
    prodId: { company: new URL(options.origin).hostname, product: "events", language: options.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: DTSTAMP and LAST-MODIFIED stay UTC; each timed event names Europe/Paris, whose VTIMEZONE the generator writes.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  if (options.name) calendar.name(options.name);
  if (options.description) calendar.description(options.description);
  if (options.url) calendar.url(options.url);
  if (options.refreshSeconds) calendar.ttl(options.refreshSeconds);
  for (const row of rows) {
    const words = eventIn(row, options.locale);
    const schedule = scheduleOf(row);
    const last = lastDayOf(schedule);
    const url = options.origin + pathIn(`/events/${row.id}`, options.locale);
    const timing = schedule.startTime
      ? {
          start: parisWallTime(schedule.date, schedule.startTime),
          // Without an end time: a one-day event is a moment; a longer one lasts to the end of its last day.
          end: schedule.endTime ? parisWallTime(last, schedule.endTime) : schedule.endDate ? parisDay(last).plus({ days: 1 }) : null,
          timezone: TEAM_TIME_ZONE,
        }
      : { start: parisDay(schedule.date), end: parisDay(last).plus({ days: 1 }), allDay: true, timezone: TEAM_TIME_ZONE };
    calendar.createEvent({
      id: eventUid(row.id, options.origin),
      ...timing,
      stamp: DateTime.fromJSDate(row.updated_at, { zone: "utc" }),
      lastModified: DateTime.fromJSDate(row.updated_at, { zone: "utc" }),
      summary: words.name,
      location: words.location,
      description: words.description ? `${words.description}\n\n${url}` : url,
      categories: [{ name: words.eventType }],
      url,
    });
  }
  return calendar.toString();
}
