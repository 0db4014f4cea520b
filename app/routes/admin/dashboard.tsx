import { CalendarDays, Car, Mail, Newspaper, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { buttonClass } from "../../components/ui/button.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { HEALTH_TYPES } from "../../content/registry.server.ts";
import { getContentHealth, getDashboardCounts, legalPlaceholders, listRecentActivity, platformStatus, type HealthLine } from "../../features/dashboard/queries.server.ts";
import { PAGE_ADMIN } from "../../features/pages/schema.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { typeLabelKey } from "../../features/bookings/components/inbox-badges.tsx";
import { countNewRequests } from "../../features/bookings/queries.server.ts";
import { inboxTypes } from "../../features/bookings/schema.ts";
import { MailDeliveryWarning } from "../../features/dashboard/components/mail-delivery-warning.tsx";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { mailSetup } from "../../platform/mail-setup.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.dashboard") }];

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { log } = context.get(requestContext);
  const { session } = currentAdmin(context);
  const [counts, status, activity, requests, health, legal] = await Promise.all([
    getDashboardCounts(services.db, log),
    platformStatus(services, session.token),
    listRecentActivity(services.db, translator(context.get(localeContext)), 10).catch((error: unknown) => {
      log.error({ err: error }, "recent activity failed to load");
      return [];
    }),
    countNewRequests(services.db).catch((error: unknown) => {
      log.error({ err: error }, "new requests count failed");
      return null;
    }),
    getContentHealth(services.db, log, HEALTH_TYPES),
    legalPlaceholders(services.db, log),
  ]);
  // A scheduled item's time, in Paris and the admin's words, written here so both renders agree.
  const formatLocale = FORMAT_LOCALE[context.get(localeContext)];
  const lines = (group: HealthLine[]) =>
    group.map((line) => ({ ...line, items: line.items.map(({ at, ...item }) => ({ ...item, when: at ? formatParisDateTime(at, formatLocale) : null })) }));
  return {
    mail: mailSetup({ transport: services.mailer.kind, from: services.env.MAIL_FROM }),
    counts,
    status,
    activity: activity.map((entry) => ({ ...entry, when: formatParisDateTime(entry.createdAt, formatLocale) })),
    requests,
    legal,
    health: { drafts: lines(health.drafts), scheduled: lines(health.scheduled), missingFrench: lines(health.missingFrench), missingAlt: lines(health.missingAlt) },
  };
}

type Line = Route.ComponentProps["loaderData"]["health"]["drafts"][number];

/** A type's name on the dashboard (the same words in every group). */

/**
 * One type's line of the content health panel: its count, leading to the
 * item when it is alone or to its list filtered to them, and the first few
 * items, each leading to its editor.
 */
function HealthLineView({ line }: { line: Line }) {
  const t = useAdminT();
  const more = line.count - line.items.length;
  return (
    <li className="rounded border border-white/10 bg-night px-4 py-3" data-testid={`health-${line.type}`}>
      <Link to={line.href} className="flex items-center justify-between gap-3 hover:text-gold">
        <span>{t(line.label)}</span>
        <span className={`font-display text-2xl ${line.count > 0 ? "text-gold" : "text-mist"}`}>{line.count}</span>
      </Link>
      {line.items.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {line.items.map((item) => (
            <li key={item.id}>
              <Link to={item.href} className="text-cream underline decoration-white/30 underline-offset-2 hover:text-gold">
                {item.pageKey ? t(PAGE_ADMIN[item.pageKey].title) : item.name}
              </Link>
              {item.when ? <span className="block text-xs text-mist">{t("admin.list.scheduledFor", { date: item.when })}</span> : null}
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Link to={line.href} className="text-mist underline underline-offset-2 hover:text-gold">
                {t("dashboard.health.more", { count: String(more) })}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}

/** A group of the panel: the lines with something to fix, or a sentence saying there is nothing (`all` shows every type, zeros too). */
function HealthGroup({ id, title, hint, none = "", lines, all = false }: { id: string; title: string; hint?: string; none?: string; lines: Line[]; all?: boolean }) {
  const shown = all ? lines : lines.filter((line) => line.count > 0);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 first:mt-0">
      <h3 id={`${id}-title`} className="text-lg">
        {title}
      </h3>
      {hint ? <p className="mt-1 text-sm text-mist">{hint}</p> : null}
      {shown.length > 0 ? (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid={id}>
          {shown.map((line) => (
            <HealthLineView key={line.type} line={line} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-mist" data-testid={id}>
          {none}
        </p>
      )}
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { mail, counts, status, activity, requests, health, legal } = loaderData;
  const cards = [
    { label: t("dashboard.totalCars"), value: counts.cars, Icon: Car },
    { label: t("dashboard.newsArticles"), value: counts.newsArticles, Icon: Newspaper },
    { label: t("dashboard.events"), value: counts.events, Icon: CalendarDays },
    { label: t("dashboard.subscribers"), value: counts.subscribers, Icon: Mail },
  ];
  const statuses = [
    { label: t("dashboard.database"), ok: status.database },
    { label: t("dashboard.authentication"), ok: status.authentication },
    { label: t("dashboard.storage"), ok: status.storage },
  ];
  // Written to files is not "Active": nobody receives them.
  const mailBadge = !status.mail
    ? ({ tone: "red", label: t("dashboard.down") } as const)
    : mail.delivered
      ? ({ tone: "green", label: t("dashboard.active") } as const)
      : ({ tone: "gold", label: t("dashboard.mail.files") } as const);
  return (
    <AdminPage title={t("dashboard.title")}>
      <MailDeliveryWarning mail={mail} />
      {legal.placeholders > 0 || legal.unwritten > 0 ? (
        <section aria-labelledby="legal-warning-title" className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-gold/50 bg-gold/10 p-5" data-testid="legal-warning">
          <div className="flex items-start gap-3">
            <TriangleAlert aria-hidden="true" className="mt-1 shrink-0 text-gold" size={20} />
            <div>
              <h2 id="legal-warning-title" className="text-xl">
                {t("dashboard.legal.title")}
              </h2>
              {legal.placeholders > 0 ? <p className="mt-1">{t("dashboard.legal.warning", { count: String(legal.placeholders) })}</p> : null}
              {legal.unwritten > 0 ? <p className="mt-1">{t("dashboard.legal.unwritten", { count: String(legal.unwritten) })}</p> : null}
            </div>
          </div>
          <Link to="/admin/legal" className={buttonClass("secondary")}>
            {t("dashboard.legal.open")}
          </Link>
        </section>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(({ label, value, Icon }) => (
          <li key={label} className="rounded-lg border border-white/10 bg-night-2 p-6">
            <div className="flex items-center justify-between text-mist">
              <span className="text-sm font-semibold tracking-wide uppercase">{label}</span>
              <Icon size={20} aria-hidden="true" />
            </div>
            <p className="mt-3 font-display text-4xl" data-testid={`count-${label}`}>
              {value}
            </p>
          </li>
        ))}
      </ul>

      <Panel title={t("dashboard.newRequests")} className="mt-8">
        {requests && requests.total > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="new-requests">
            {inboxTypes.map((type) => (
              <li key={type}>
                <Link
                  to={`/admin/bookings?type=${type}&status=new`}
                  className="flex items-center justify-between gap-3 rounded border border-white/10 bg-night px-4 py-3 hover:border-gold"
                >
                  <span>{t(typeLabelKey(type))}</span>
                  <span className={`font-display text-2xl ${requests[type] > 0 ? "text-gold" : "text-mist"}`}>{requests[type]}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-mist">{t("dashboard.noNewRequests")}</p>
        )}
        <Link to="/admin/bookings" className={buttonClass("ghost", "mt-4")}>
          {t("dashboard.openInbox")}
        </Link>
      </Panel>

      <Panel title={t("dashboard.health.title")} className="mt-8">
        <p className="mb-4 text-sm text-mist">{t("dashboard.health.hint")}</p>
        <HealthGroup id="content-drafts" title={t("dashboard.health.drafts")} none={t("dashboard.health.draftsNone")} lines={health.drafts} />
        <HealthGroup id="content-scheduled" title={t("dashboard.health.scheduled")} none={t("dashboard.health.scheduledNone")} lines={health.scheduled} />
        {/* Every type, zeros too: the French site's state at a glance (issue 13). */}
        <HealthGroup id="missing-translations" title={t("dashboard.missingFrench.title")} hint={t("dashboard.missingFrench.hint")} lines={health.missingFrench} all />
        <HealthGroup
          id="content-missing-alt"
          title={t("dashboard.health.missingAlt")}
          hint={t("dashboard.health.missingAltHint")}
          none={t("dashboard.health.missingAltNone")}
          lines={health.missingAlt}
        />
      </Panel>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel title={t("dashboard.quickLinks")}>
          <div className="flex flex-wrap gap-3">
            <Link to="/admin/cars" className={buttonClass("secondary")}>
              {t("dashboard.manageCars")}
            </Link>
            <Link to="/admin/news" className={buttonClass("secondary")}>
              {t("dashboard.manageNews")}
            </Link>
            <Link to="/admin/events" className={buttonClass("secondary")}>
              {t("dashboard.manageEvents")}
            </Link>
          </div>
        </Panel>
        <Panel title={t("dashboard.platformStatus")}>
          <ul className="space-y-3">
            {statuses.map(({ label, ok }) => (
              <li key={label} className="flex items-center justify-between">
                <span>{label}</span>
                <Badge tone={ok ? "green" : "red"}>{ok ? t("dashboard.active") : t("dashboard.down")}</Badge>
              </li>
            ))}
            <li className="flex items-center justify-between" data-testid="status-mail">
              <span>{t("dashboard.mail")}</span>
              <Badge tone={mailBadge.tone}>{mailBadge.label}</Badge>
            </li>
          </ul>
        </Panel>
      </div>

      <Panel title={t("dashboard.recentActivity")} className="mt-8">
        {activity.length === 0 ? (
          <p className="text-mist">{t("dashboard.noActivity")}</p>
        ) : (
          <ul className="divide-y divide-white/10">
            {activity.map((entry) => (
              <li key={entry.id} data-testid="recent-activity-row" className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="text-gold">{entry.summary}</span>
                  {entry.target ? <span> · {entry.target}</span> : null}
                  {entry.actorEmail ? <span className="text-mist"> · {entry.actorEmail}</span> : null}
                </span>
                <time dateTime={entry.createdAt} className="text-mist">
                  {entry.when}
                </time>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}
