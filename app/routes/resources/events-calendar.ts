import type { Route } from "./+types/events-calendar";
import { readLiveDocument } from "../../features/pages/queries.server.ts";
import { textIn } from "../../features/pages/rules.ts";
import { eventsCalendar, listEvents } from "../../features/events/queries.server.ts";
import { getSiteSettings } from "../../features/settings/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeOfPath, pathIn } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";
import { calendarResponse } from "../../lib/feed-response.ts";

/** How often a subscribed calendar app should come back (REFRESH-INTERVAL, X-PUBLISHED-TTL): a few times a day. */
const REFRESH_SECONDS = 6 * 60 * 60;

/**
 * Every upcoming published event as an iCalendar feed a phone subscribes to
 * (webcal://…/events/calendar.ics), in the language of its address: the
 * French feed carries every event too, in English where one has no French.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = translator(locale);
  const [settings, listings] = await Promise.all([getSiteSettings(db), readLiveDocument(db, "listings")]);
  const rows = await listEvents(db, { when: "upcoming" });
  const ics = eventsCalendar(rows, {
    origin: env.PUBLIC_URL,
    locale,
    name: t("events.calendarName", { team: settings.team_name }),
    // The events page's lead, as the team wrote it; the calendar's name without one.
    description: textIn(listings.events.lead, locale).text || t("events.calendarName", { team: settings.team_name }),
    url: env.PUBLIC_URL + pathIn("/events", locale),
    refreshSeconds: REFRESH_SECONDS,
  });
  return calendarResponse(ics, locale === "fr" ? "evenements.ics" : "events.ics", "inline");
}
