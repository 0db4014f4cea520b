import { z } from "zod";
import { checkbox, imageUrl, msg, optionalText, requiredText } from "../admin/schema.ts";

/** The admin's event form and list parameters (client-safe). The types are those the site's calendar uses. */
export const EVENT_TYPES = ["Historic Grand Prix", "Track Day", "Hill Climb", "Concours"] as const;

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

export const eventFormSchema = z.object({
  name: requiredText(200),
  event_date: calendarDay,
  event_type: z.enum(EVENT_TYPES, msg("admin.field.choose")),
  location: requiredText(200),
  description: optionalText(4000),
  featured: checkbox,
  published: checkbox,
  image_url: imageUrl,
});

export type EventInput = z.infer<typeof eventFormSchema>;

/** What /events renders of an event. */
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
}
