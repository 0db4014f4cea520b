import { useEffect } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import { FORMAT_LOCALE } from "../../../lib/i18n/index.ts";
import { formatParisDateTime } from "../../../lib/format.ts";
import { progressPercent, type EditionProgress } from "../schema.ts";

const POLL_MS = 1000;

/**
 * A send's live progress: while it is sending, the counts are fetched every
 * second (GET /admin/newsletter/:id/progress); once the last delivery is done
 * the page reloads its data and shows when it was sent.
 */
export function EditionProgressPanel({ editionId, initial }: { editionId: string; initial: EditionProgress }) {
  const t = useAdminT();
  const fetcher = useFetcher<EditionProgress>();
  const revalidator = useRevalidator();
  const progress = fetcher.data ?? initial;
  const sending = progress.status === "sending";
  const { load } = fetcher;

  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => void load(`/admin/newsletter/${editionId}/progress`), POLL_MS);
    return () => clearInterval(timer);
  }, [editionId, sending, load]);

  // The send just finished: the page itself turns into the sent edition.
  const finished = initial.status === "sending" && fetcher.data?.status === "sent";
  const { revalidate } = revalidator;
  useEffect(() => {
    if (finished) void revalidate();
  }, [finished, revalidate]);

  // Sent before deliveries were counted (editions of the original site): only when.
  if (progress.status === "sent" && progress.total === 0) {
    return progress.sentAt ? <p className="text-lg text-cream">{t("editions.sentOn", { date: formatParisDateTime(progress.sentAt, FORMAT_LOCALE[t.locale]) })}</p> : null;
  }
  const percent = progressPercent(progress);
  const done = progress.total - progress.pending;
  return (
    <div className="space-y-3" data-testid="edition-progress">
      {progress.status === "sent" && progress.sentAt ? (
        <p className="text-lg text-cream">{t.count(progress.total, { one: "editions.sentSummary.one", other: "editions.sentSummary" }, { date: formatParisDateTime(progress.sentAt, FORMAT_LOCALE[t.locale]) })}</p>
      ) : null}
      <div
        role="progressbar"
        aria-label={t("editions.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("editions.progressText", { done: String(done), total: String(progress.total), percent: String(percent) })}
        className="h-3 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-signal transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p aria-live="polite" className="text-sm text-mist">
        {t("editions.progressText", { done: String(done), total: String(progress.total), percent: String(percent) })}
      </p>
      {progress.failed > 0 ? <p className="text-sm text-red-300">{t("editions.progressFailed", { count: String(progress.failed) })}</p> : null}
      {progress.skipped > 0 ? <p className="text-sm text-mist">{t("editions.progressSkipped", { count: String(progress.skipped) })}</p> : null}
    </div>
  );
}
