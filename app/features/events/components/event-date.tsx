import { cn } from "../../../lib/cn.ts";
import { useFormat } from "../../../lib/i18n/index.ts";

/** An event's date: month and year first (§2), the exact day underneath. */
export function EventDate({ date, size = "md", className }: { date: string; size?: "md" | "lg"; className?: string }) {
  const format = useFormat();
  return (
    <p className={cn("flex flex-col", className)}>
      <time dateTime={date} data-testid="event-month" className={cn("font-display tracking-wide text-gold uppercase", size === "lg" ? "text-4xl sm:text-5xl" : "text-2xl")}>
        {format.monthYear(date)}
      </time>
      <span className="text-sm text-mist">{format.date(date)}</span>
    </p>
  );
}
