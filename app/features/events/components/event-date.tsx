import { cn } from "../../../lib/cn.ts";
import { useFormat, useT } from "../../../lib/i18n/index.ts";
import type { EventSchedule } from "../schema.ts";

/**
 * An event's date: month and year first (§2), the exact day (or days, for a
 * meeting) underneath, then its times in Paris time when it has some.
 */
export function EventDate({ event, size = "md", className }: { event: EventSchedule; size?: "md" | "lg"; className?: string }) {
  const format = useFormat();
  return (
    <p className={cn("flex flex-col", className)}>
      <time dateTime={event.date} data-testid="event-month" className={cn("font-display tracking-wide text-gold uppercase", size === "lg" ? "text-4xl sm:text-5xl" : "text-2xl")}>
        {format.monthYear(event.date)}
      </time>
      <span className="text-sm text-mist" data-testid="event-days">
        {format.dateRange(event.date, event.endDate)}
      </span>
      <EventTimes event={event} className="text-sm text-mist" />
    </p>
  );
}

/** "9:00 AM – 6:30 PM (Paris time)"; nothing for an all-day event. */
export function EventTimes({ event, className }: { event: EventSchedule; className?: string }) {
  const t = useT();
  const format = useFormat();
  if (!event.startTime) return null;
  const times = event.endTime ? format.wallTimeRange(event.startTime, event.endTime) : t("events.from", { time: format.wallTime(event.startTime) });
  return (
    <span className={className} data-testid="event-times">
      {times} ({t("events.parisTime")})
    </span>
  );
}
