import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { z } from "zod";
import { adminMsg, checkbox, imageUrl, msg, optionalText, publishAtField, requiredText } from "../admin/schema.ts";
import type { Locale } from "../../lib/i18n/index.ts";

export * from "./rules.ts";

/** The admin's event form and list parameters (client-safe). The types are those the site's calendar uses. */
export const EVENT_TYPES = ["Historic Grand Prix", "Track Day", "Hill Climb", "Concours"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The admin's words for each stored type (the stored value stays the English one; visitors read the event's own type text). */
export const EVENT_TYPE_LABELS = {
  "Historic Grand Prix": "adminEvents.type.historicGrandPrix",
  "Track Day": "adminEvents.type.trackDay",
  "Hill Climb": "adminEvents.type.hillClimb",
  Concours: "adminEvents.type.concours",
} as const satisfies Record<EventType, AdminMessageKey>;

/** A type's label in the admin's language; a type stored before the list changed shows as it is. */
export function eventTypeLabel(type: string, t: (key: (typeof EVENT_TYPE_LABELS)[EventType]) => string): string {
  return (EVENT_TYPES as readonly string[]).includes(type) ? t(EVENT_TYPE_LABELS[type as EventType]) : type;
}

export const eventSorts = ["date", "name", "type", "location"] as const;
export type EventSort = (typeof eventSorts)[number];

export const eventWhens = ["upcoming", "past"] as const;
export type EventWhen = (typeof eventWhens)[number];

/** Whether a text is a real calendar day, "YYYY-MM-DD", between 1900 and 2200. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 2200;
}

/** A real calendar day, "YYYY-MM-DD" (what <input type="date"> posts). */
const calendarDay = z.string(msg("admin.field.required")).trim().min(1, msg("admin.field.required")).refine(isCalendarDay, msg("admin.field.date"));

/** An empty field is null (the column's "not given"); what is typed goes on to the check. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** A day that may be left empty: the last day of a meeting over several days. */
const optionalDay = z.preprocess(blankToNull, z.string().trim().refine(isCalendarDay, msg("admin.field.date")).nullable().default(null));

/** "HH:MM", 24-hour (what <input type="time"> posts; seconds, if a browser adds them, are dropped). */
export const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

/** A Paris wall-clock time that may be left empty (an all-day event). */
const optionalTime = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .regex(WALL_TIME, adminMsg("adminEvents.error.time"))
    .transform((value) => value.slice(0, 5))
    .nullable()
    .default(null),
);

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 4000;

export const eventFormSchema = z
  .object({
    name: requiredText(NAME_MAX),
    event_date: calendarDay,
    end_date: optionalDay,
    start_time: optionalTime,
    end_time: optionalTime,
    event_type: z.enum(EVENT_TYPES, msg("admin.field.choose")),
    location: requiredText(NAME_MAX),
    description: optionalText(DESCRIPTION_MAX),
    featured: checkbox,
    published: checkbox,
    /** "Publish at" (Paris time): a published event with a time ahead is scheduled, public by itself then. */
    publish_at: publishAtField,
    image_url: imageUrl,
    // The French event, beside the English one: optional, but named once begun (its other texts fall back one by one).
    name_fr: optionalText(NAME_MAX),
    event_type_fr: optionalText(NAME_MAX),
    location_fr: optionalText(NAME_MAX),
    description_fr: optionalText(DESCRIPTION_MAX),
  })
  .superRefine(
    (value, ctx) => {
      const begun = value.name_fr !== null || value.event_type_fr !== null || value.location_fr !== null || value.description_fr !== null;
      if (begun && value.name_fr === null) ctx.addIssue({ code: "custom", path: ["name_fr"], message: "events.admin.frenchNameRequired" });
      // Days and times: said under the field to change, even while another field is wrong.
      // The refinement runs even while a field is wrong (`when`): only valid values are compared.
      const day = (text: unknown) => (typeof text === "string" && isCalendarDay(text) ? text : null);
      const time = (text: unknown) => (typeof text === "string" && WALL_TIME.test(text) ? text.slice(0, 5) : null);
      const start = day(value.event_date);
      const end = day(value.end_date);
      if (start && end && end < start) ctx.addIssue({ code: "custom", path: ["end_date"], message: "adminEvents.error.endDateBeforeStart" });
      const startTime = time(value.start_time);
      const endTime = time(value.end_time);
      if (endTime && value.start_time === null) ctx.addIssue({ code: "custom", path: ["end_time"], message: "adminEvents.error.endTimeWithoutStart" });
      const oneDay = !end || end === start;
      if (oneDay && startTime && endTime && endTime <= startTime) ctx.addIssue({ code: "custom", path: ["end_time"], message: "adminEvents.error.endTimeBeforeStart" });
    },
    { when: () => true },
  );

export type EventInput = z.infer<typeof eventFormSchema>;

/** An event's texts a visitor reads: each may be shown in the other language than its page's. */
export type EventText = "name" | "eventType" | "location" | "description";

/** What /events renders of an event, in the page's language. */
export interface EventCard {
  id: string;
  name: string;
  eventType: string;
  location: string;
  /** Calendar day, "YYYY-MM-DD": the first day. */
  date: string;
  /** The last day of a meeting over several days; null for a one-day event. */
  endDate: string | null;
  /** Paris wall-clock times, "HH:MM": the start on the first day, the end on the last; null for an all-day event. */
  startTime: string | null;
  endTime: string | null;
  description: string | null;
  featured: boolean;
  image: string | null;
  /**
   * The texts shown in another language than the page's: all of them for an
   * event without its French version, or one English text a French event
   * leaves empty. Absent when every text is in the page's language.
   */
  lang?: Partial<Record<EventText, Locale>>;
}

/** An event's days and times, as stored: what the cards, its page and its calendar file show. */
export interface EventSchedule {
  /** "YYYY-MM-DD" */
  date: string;
  endDate: string | null;
  /** "HH:MM", Paris time */
  startTime: string | null;
  endTime: string | null;
}

/** The last day of an event: it is upcoming until that day has passed (§4). */
export function lastDayOf(event: Pick<EventSchedule, "date" | "endDate">): string {
  return event.endDate && event.endDate > event.date ? event.endDate : event.date;
}

