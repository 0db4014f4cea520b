import type { Locale } from "../../lib/i18n/index.ts";

// The pure rules public pages need, without zod (schema.ts re-exports them): an event page loads no form code.

/**
 * The iCalendar files (resource routes, listed in `app/routes.ts`): the feed
 * of upcoming events a phone subscribes to, and one event's "Add to calendar"
 * file, each in the page's language.
 */
export const EVENTS_CALENDAR_PATH = { en: "/events/calendar.ics", fr: "/fr/evenements/calendrier.ics" } as const satisfies Record<Locale, string>;

export function eventCalendarPath(id: string, locale: Locale): string {
  return locale === "fr" ? `/fr/evenements/${id}/calendrier.ics` : `/events/${id}/calendar.ics`;
}
