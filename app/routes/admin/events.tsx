import { Star } from "lucide-react";
import type { Route } from "./+types/events";
import { ContentListPage, MissingTranslationBadge, RowActions, RowTitle } from "../../features/admin/components/content-list.tsx";
import { StatusWithDraft, usePublicationFilter } from "../../features/admin/components/list-kit.tsx";
import { PublicationStatusBadge } from "../../features/admin/components/publication-status-badge.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { markDraftsWaiting } from "../../features/admin/queries.server.ts";
import { parseListParams, publicationStatus } from "../../features/admin/schema.ts";
import { EVENT_TYPES, eventTypeLabel, eventSorts, eventWhens, type EventWhen } from "../../features/events/schema.ts";
import { eventWrites } from "../../features/events/mutations.server.ts";
import { listAdminEvents, listEventYears } from "../../features/events/queries.server.ts";
import { formatsFor, todayInParis } from "../../lib/format.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.events") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, eventSorts, { sort: "date", dir: "desc" });
  const typeValue = search.get("type") ?? "";
  const type = (EVENT_TYPES as readonly string[]).includes(typeValue) ? typeValue : "";
  const whenValue = search.get("when") ?? "";
  const when = (eventWhens as readonly string[]).includes(whenValue) ? (whenValue as EventWhen) : "";
  const now = new Date();
  const [list, years] = await Promise.all([listAdminEvents(db, { ...params, type, when, now }), listEventYears(db)]);
  const today = todayInParis(now);
  const formatLocale = FORMAT_LOCALE[context.get(localeContext)];
  const format = formatsFor(formatLocale);
  const rows = list.rows.map(({ publishAt, ...row }) => ({
    ...row,
    dateLabel: format.date(row.date),
    past: row.date < today,
    status: publicationStatus(row.published, publishAt, now),
    when: publishAt ? formatParisDateTime(publishAt, formatLocale) : null,
  }));
  return { rows: await markDraftsWaiting(db, "event", rows), page: list.page, years };
}

/** The row buttons: delete (to the trash), publish (or schedule, when its time is ahead), unpublish. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleListRowAction(request, context, eventWrites(context.get(localeContext)));
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminEvents({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const publicationFilter = usePublicationFilter({ scheduled: true });
  const { rows, page, years } = loaderData;
  return (
    <ContentListPage
      title={t("admin.nav.events")}
      newItem={{ to: "/admin/events/new", label: t("adminEvents.new") }}
      reply={actionData}
      search={t("adminEvents.search")}
      filters={[
        { name: "when", label: t("adminEvents.filter.when"), options: eventWhens.map((when) => ({ value: when, label: t(`adminEvents.${when}`) })) },
        publicationFilter,
        { name: "type", label: t("adminEvents.filter.type"), options: EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type, t) })) },
        { name: "year", label: t("admin.list.year"), options: years.map((year) => ({ value: String(year), label: String(year) })) },
      ]}
      empty={{ title: t("adminEvents.empty"), hint: t("adminEvents.emptyHint") }}
      caption={t("adminEvents.caption")}
      rows={rows}
      rowTestId="event-row"
      columns={[
        {
          label: t("adminEvents.col.name"),
          sort: "name",
          cell: (row) => (
            <>
              <RowTitle to={`/admin/events/${row.id}`}>{row.name}</RowTitle> {row.hasFrench ? null : <MissingTranslationBadge />}
              {row.featured ? (
                <span className="mt-1 flex items-center gap-1 text-xs text-gold">
                  <Star size={12} aria-hidden="true" className="fill-current" />
                  {t("adminEvents.featured")}
                </span>
              ) : null}
            </>
          ),
        },
        {
          label: t("adminEvents.col.date"),
          sort: "date",
          cell: (row) => (
            <>
              <time dateTime={row.date}>{row.dateLabel}</time>
              {row.past ? <div className="text-xs text-mist">{t("adminEvents.pastBadge")}</div> : null}
            </>
          ),
          className: "py-3 pr-4 whitespace-nowrap",
        },
        { label: t("adminEvents.col.type"), sort: "type", cell: (row) => eventTypeLabel(row.type, t), className: "py-3 pr-4 whitespace-nowrap" },
        { label: t("adminEvents.col.location"), sort: "location", cell: (row) => row.location, className: "py-3 pr-4 text-mist" },
        {
          label: t("adminEvents.col.status"),
          cell: (row) => (
            <StatusWithDraft draftWaiting={row.draftWaiting}>
              <PublicationStatusBadge status={row.status} when={row.when} />
            </StatusWithDraft>
          ),
        },
      ]}
      rowActions={(row) => <RowActions id={row.id} name={row.name} editTo={`/admin/events/${row.id}`} published={row.published} />}
      page={page}
    />
  );
}
