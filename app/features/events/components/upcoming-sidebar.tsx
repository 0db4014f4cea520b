import { CalendarDays } from "lucide-react";
import { useT, useFormat } from "../../../lib/i18n/index.ts";
import type { EventCard } from "../schema.ts";

/** §9: the upcoming-events sidebar shows the first 3. */
export const SIDEBAR_EVENTS = 3;

export function UpcomingSidebar({ events }: { events: readonly EventCard[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <aside aria-labelledby="upcoming-events-title" className="self-start rounded-lg border border-white/10 bg-night-2 p-6 lg:sticky lg:top-24">
      <h2 id="upcoming-events-title" className="flex items-center gap-3 text-2xl">
        <CalendarDays aria-hidden="true" size={22} className="text-signal" />
        {t("events.sidebarTitle")}
      </h2>
      <ol className="mt-6 space-y-1">
        {events.slice(0, SIDEBAR_EVENTS).map((event, index) => (
          <li key={event.id}>
            <a
              href={`#event-${event.id}`}
              className="group flex gap-4 rounded-md p-3 transition-colors hover:bg-night-3"
            >
              <span aria-hidden="true" className="font-display text-3xl leading-none text-white/40 transition-colors group-hover:text-red-400">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="flex flex-col gap-1">
                <time dateTime={event.date} className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">
                  {format.monthYear(event.date)}
                </time>
                <span lang={event.lang?.name} className="font-semibold text-cream">
                  {event.name}
                </span>
                <span lang={event.lang?.location} className="text-sm text-mist">
                  {event.location}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ol>
    </aside>
  );
}
