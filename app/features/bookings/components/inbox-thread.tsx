import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { cn } from "../../../lib/cn.ts";
import { useAdminT } from "../../../lib/i18n/admin.ts";
import type { ThreadEntry } from "../queries.server.ts";
import type { RequestStatus } from "../schema.ts";
import { DateTime, statusKey } from "./inbox-badges.tsx";

/** "Queued" until the outbox worker has handed the message over, then "Sent" (or "Failed"). */
function MailState({ mail }: { mail: NonNullable<ThreadEntry["mail"]> }) {
  const t = useAdminT();
  if (mail.status === "sent") return <Badge tone="green">{t("bookings.thread.mailSent")}</Badge>;
  if (mail.status === "failed")
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Badge tone="red">{t("bookings.thread.mailFailed")}</Badge>
        {mail.error ? <span className="text-xs text-red-300">{t("bookings.thread.mailFailedReason", { reason: mail.error })}</span> : null}
      </span>
    );
  return <Badge tone="gold">{t("bookings.thread.mailQueued")}</Badge>;
}

const POLL_MS = 4000;

/** The thread, oldest first. While a reply is still queued, the page looks again every few seconds. */
export function RequestThread({ entries, visitorEmail }: { entries: readonly ThreadEntry[]; visitorEmail: string }) {
  const t = useAdminT();
  const revalidator = useRevalidator();
  const waiting = entries.some((entry) => entry.mail && (entry.mail.status === "pending" || entry.mail.status === "sending"));
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, revalidator]);

  if (entries.length === 0) return <p className="text-mist">{t("bookings.thread.empty")}</p>;
  return (
    <ol className="space-y-4" data-testid="thread">
      {entries.map((entry) => {
        if (entry.kind === "status") {
          return (
            <li key={entry.id} className="flex flex-wrap items-baseline gap-x-2 text-sm text-mist" data-testid="thread-status">
              <span className="text-cream">{t("bookings.thread.status", { status: t(statusKey(entry.body as RequestStatus)) })}</span>
              {entry.authorEmail ? <span>{t("bookings.thread.by", { email: entry.authorEmail })}</span> : null}
              <span aria-hidden="true">·</span>
              <DateTime value={entry.createdAt} />
            </li>
          );
        }
        const reply = entry.kind === "reply";
        return (
          <li
            key={entry.id}
            className={cn("rounded-lg border p-4", reply ? "border-racing-light/40 bg-racing/10" : "border-gold/30 bg-gold/5")}
            data-testid={reply ? "thread-reply" : "thread-note"}
          >
            <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold text-cream">{reply ? t("bookings.thread.reply", { email: visitorEmail }) : t("bookings.thread.note")}</span>
              {reply && entry.mail ? <MailState mail={entry.mail} /> : null}
              <span className="text-mist">
                {entry.authorEmail ? `${t("bookings.thread.by", { email: entry.authorEmail })} · ` : ""}
                <DateTime value={entry.createdAt} />
              </span>
            </div>
            {reply && entry.mail?.subject ? <p className="mb-1 text-sm font-semibold">{entry.mail.subject}</p> : null}
            <p className="whitespace-pre-wrap">{entry.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
