import { ArrowRight, CalendarPlus, Download } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useLocalPath, useT } from "../../../lib/i18n/index.ts";

/**
 * Under the calendar: subscribe to every upcoming event (a webcal:// address
 * opens the phone's or the computer's calendar app, which then keeps the
 * list up to date), the same file as a plain download, and the archive.
 */
export function CalendarSubscribe({ webcal, download }: { webcal: string; download: string }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section aria-labelledby="calendar-subscribe-title" className="rounded-lg border border-white/10 bg-night-2 p-6 sm:p-8">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="calendar-subscribe-title" className="flex items-center gap-3 text-2xl">
            <CalendarPlus aria-hidden="true" size={22} className="text-signal" />
            {t("events.subscribeTitle")}
          </h2>
          <p className="mt-3 text-mist">{t("events.subscribeHint")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <a href={webcal} className={buttonClass("primary")} data-testid="calendar-subscribe">
            {t("events.subscribe")}
          </a>
          <a href={download} download className={buttonClass("secondary")}>
            <Download aria-hidden="true" size={16} />
            {t("events.downloadCalendar")}
          </a>
        </div>
      </div>
      <p className="mt-6 border-t border-white/10 pt-5">
        <Link to={localPath("/events/past")} className="group inline-flex items-center gap-2 text-sm font-semibold tracking-[0.2em] text-gold uppercase transition-colors hover:text-cream">
          {t("events.pastLink")}
          <ArrowRight aria-hidden="true" size={16} className="transition-transform group-hover:translate-x-1" />
        </Link>
      </p>
    </section>
  );
}
