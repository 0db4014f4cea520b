import { Download } from "lucide-react";
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/subscribers";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ReplyNotice } from "../../features/admin/components/reply-notice.tsx";
import { AdminTable, ListToolbar, Pagination, tableBodyClass } from "../../features/admin/components/list-kit.tsx";
import { parseListParams } from "../../features/admin/schema.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { SubscriberEraseButton, SubscriberUnsubscribeButton } from "../../features/newsletter/components/subscriber-actions.tsx";
import { SubscriberChart } from "../../features/newsletter/components/subscriber-chart.tsx";
import { SUBSCRIBER_STATUS_LABEL, SubscriberStatusBadge } from "../../features/newsletter/components/subscriber-status-badge.tsx";
import { parseSubscriberStatus, SUBSCRIBER_SORTS, SUBSCRIBER_STATUSES } from "../../features/newsletter/schema.ts";
import { isSubscriberFormIntent, subscriberForms } from "../../features/newsletter/admin-schema.ts";
import { acceptForm, intentOf, parseForm, refuseForm } from "../../lib/form.ts";
import { listSubscribers, subscriberGrowth, subscriberStatusCounts, withLatestConsent } from "../../features/newsletter/queries.server.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { adminUnsubscribe, eraseSubscriber } from "../../features/newsletter/mutations.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.subscribers") }];

const GROWTH_MONTHS = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, SUBSCRIBER_SORTS, { sort: "subscribed", dir: "desc" });
  const status = parseSubscriberStatus(search.get("status"));
  const [list, counts, growth] = await Promise.all([
    listSubscribers(db, { q: params.q, status, sort: params.sort, dir: params.dir, page: params.page }),
    subscriberStatusCounts(db),
    subscriberGrowth(db, GROWTH_MONTHS),
  ]);
  const rows = await withLatestConsent(db, list.rows);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      subscribedAt: row.created_at.toISOString(),
      // The proof of the latest consent (GDPR art. 7(1)): when, which wording, which language, which page.
      consent: row.consent ? { givenAt: row.consent.given_at.toISOString(), version: row.consent.wording_version, locale: row.consent.locale, page: row.consent.page } : null,
    })),
    info: list.info,
    counts,
    growth,
    filtered: Boolean(params.q || status),
  };
}

/** The row actions: unsubscribe by hand, and GDPR erasure (the audit keeps who erased what and when, never the address). */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const { db, log, mailer } = context.get(servicesContext);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (!isSubscriberFormIntent(intent)) throw data(null, { status: 400 });
  const submission = parseForm(formData, subscriberForms[intent]);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  const { id } = submission.value;
  const { user } = currentAdmin(context);
  const audit = { actor: { id: user.id, email: user.email }, ip: context.get(requestContext).clientIp, target: { type: "subscriber", id } };
  const gone = () => refuseForm(submission, { form: t("subscribers.gone"), formIntent: intent }, 404);

  switch (submission.value.intent) {
    case "unsubscribe": {
      const before = await adminUnsubscribe(db, id);
      if (!before) return gone();
      await recordAudit(db, log, { ...audit, action: "subscriber.unsubscribe", details: { before: { status: before.status }, after: { status: "unsubscribed" } } });
      return acceptForm(submission, { message: t("subscribers.unsubscribed", { email: before.email }), formIntent: intent });
    }
    case "erase": {
      const erased = await eraseSubscriber(db, id, { outboxDir: mailer.kind === "outbox" ? mailer.outboxDir : undefined });
      if (!erased) return gone();
      await recordAudit(db, log, {
        ...audit,
        action: "subscriber.erase",
        details: { emailSha256: erased.fingerprint, status: erased.status, deletedMails: erased.deletedMails, deletedFiles: erased.deletedFiles },
      });
      return acceptForm(submission, { message: t("subscribers.erased"), formIntent: intent });
    }
  }
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function Subscribers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const [params] = useSearchParams();
  const { rows, info, counts, growth, filtered } = loaderData;

  const exportQuery = new URLSearchParams();
  if (params.get("q")) exportQuery.set("q", params.get("q")!);
  if (parseSubscriberStatus(params.get("status"))) exportQuery.set("status", params.get("status")!);
  const exportHref = `/admin/subscribers/export.csv${exportQuery.size ? `?${exportQuery}` : ""}`;
  const total = counts.active + counts.pending + counts.unsubscribed;

  return (
    <AdminPage
      title={t("subscribers.title")}
      actions={
        <a href={exportHref} download className={buttonClass("ghost")}>
          <Download size={16} aria-hidden="true" />
          {t("subscribers.export")}
        </a>
      }
    >
      <ReplyNotice reply={actionData} />

      <div className="mb-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Panel title={t("subscribers.counts")}>
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {SUBSCRIBER_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  to={`?status=${status}`}
                  className="block rounded border border-white/10 bg-night px-4 py-3 hover:border-gold"
                  aria-label={t("subscribers.countLabel", { count: String(counts[status]), status: t(SUBSCRIBER_STATUS_LABEL[status]) })}
                >
                  <span className="block text-2xl font-semibold tabular-nums" data-testid={`count-${status}`}>
                    {counts[status]}
                  </span>
                  <span className="text-xs tracking-wide text-mist uppercase">{t(SUBSCRIBER_STATUS_LABEL[status])}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t("subscribers.chart.heading")}>
          <SubscriberChart points={growth} />
        </Panel>
      </div>

      <Panel>
        <ListToolbar
          searchLabel={t("subscribers.search")}
          filters={[
            {
              name: "status",
              label: t("admin.list.status"),
              options: SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: t(SUBSCRIBER_STATUS_LABEL[status]) })),
            },
          ]}
        />
        {rows.length === 0 ? (
          <p className="py-10 text-center text-mist">{!filtered && total === 0 ? t("subscribers.empty") : t("admin.list.noMatch")}</p>
        ) : (
          <AdminTable caption={t("subscribers.title")} columns={[{ label: t("subscribers.email"), sort: "email" }, { label: t("admin.list.status"), sort: "status" }, { label: t("subscribers.subscribedAt"), sort: "subscribed" }]} actions>
            <tbody className={tableBodyClass}>
              {rows.map((row) => (
                <tr key={row.id} data-testid="subscriber-row">
                  <td className="py-3 pr-4">
                    <span className="break-all">{row.email}</span>
                    <span className="block text-xs text-mist" data-testid="consent-proof">
                      {row.consent
                        ? t("subscribers.consent", { date: format.dateTime(row.consent.givenAt), version: row.consent.version, language: t(row.consent.locale === "fr" ? "subscribers.language.fr" : "subscribers.language.en"), page: row.consent.page })
                        : t("subscribers.noConsent")}
                    </span>
                  </td>
                  <td className="py-3 pr-4">
                    <SubscriberStatusBadge status={row.status} />
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">{format.shortDate(row.subscribedAt)}</td>
                  <td className="py-3">
                    <div className="flex justify-end gap-2">
                      {row.status !== "unsubscribed" ? <SubscriberUnsubscribeButton id={row.id} email={row.email} /> : null}
                      <SubscriberEraseButton id={row.id} email={row.email} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
        <Pagination info={info} />
      </Panel>
    </AdminPage>
  );
}
