import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import { z } from "zod";
import { checkbox, imageUrl, msg, optionalText, requiredText } from "../admin/schema.ts";
import type { Locale } from "../../lib/i18n/index.ts";

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

/** A real calendar day, "YYYY-MM-DD" (what <input type="date"> posts). */
const calendarDay = z
  .string(msg("admin.field.required"))
  .trim()
  .min(1, msg("admin.field.required"))
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 2200;
  }, msg("admin.field.date"));

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 4000;

export const eventFormSchema = z
  .object({
    name: requiredText(NAME_MAX),
    event_date: calendarDay,
    event_type: z.enum(EVENT_TYPES, msg("admin.field.choose")),
    location: requiredText(NAME_MAX),
    description: optionalText(DESCRIPTION_MAX),
    featured: checkbox,
    published: checkbox,
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
  /** Calendar day, "YYYY-MM-DD". */
  date: string;
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
