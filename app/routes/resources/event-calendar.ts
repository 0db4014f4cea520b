import type { Route } from "./+types/event-calendar";
import { slugify } from "../../features/admin/schema.ts";
import { eventIn, eventsCalendar, getPublicEvent } from "../../features/events/queries.server.ts";
import { localeOfPath } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";
import { calendarResponse } from "../../lib/feed-response.ts";

/**
 * One published event's "Add to calendar" file, in the language of its
 * address (/events/:id/calendar.ics, /fr/evenements/:id/calendrier.ics).
 * Drafts, the trash and unknown ids are a 404, like the event's page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const locale = localeOfPath(new URL(request.url).pathname);
  const row = await getPublicEvent(db, params.eventId);
  if (!row) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const ics = eventsCalendar([row], { origin: env.PUBLIC_URL, locale });
  return calendarResponse(ics, `${slugify(eventIn(row, locale).name) || "event"}.ics`, "attachment");
}
