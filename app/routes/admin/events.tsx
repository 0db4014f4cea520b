import { Plus, Star } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/events";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { AdminTable, DeleteButton, ListNotice, ListToolbar, Pagination, PublishBadge, SortHeader, tableBodyClass, tableHeadClass } from "../../features/admin/components/list-kit.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { EVENT_TYPES, eventSorts, eventWhens, type EventWhen } from "../../features/events/schema.ts";
import { setEventPublished, trashEvent } from "../../features/events/mutations.server.ts";
import { getAdminEvent, listAdminEvents, listEventYears } from "../../features/events/queries.server.ts";
import { PublishToggle, type ListActionResult } from "../../features/admin/components/publish-toggle.tsx";
import { formatDate, todayInParis } from "../../lib/format.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("admin.meta.events") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, eventSorts, { sort: "date", dir: "desc" });
  const typeValue = search.get("type") ?? "";
  const type = (EVENT_TYPES as readonly string[]).includes(typeValue) ? typeValue : "";
  const whenValue = search.get("when") ?? "";
  const when = (eventWhens as readonly string[]).includes(whenValue) ? (whenValue as EventWhen) : "";
  const [list, years] = await Promise.all([listAdminEvents(db, { ...params, type, when }), listEventYears(db)]);
  const today = todayInParis();
  const rows = list.rows.map((row) => ({ ...row, dateLabel: formatDate(row.date), past: row.date < today }));
  const filtered = Boolean(params.q || params.status !== "all" || type || when || params.year);
  return { rows, page: list.page, years, filtered };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const { db } = context.get(servicesContext);
  return handleListRowAction(request, context, {
    type: "event",
    trash: async (id) => {
      const before = await getAdminEvent(db, id);
      const trashed = before ? await trashEvent(db, id) : null;
      return trashed && { name: trashed.title, before };
    },
    setPublished: async (id, published) => {
      const result = await setEventPublished(db, id, published);
      if (!result.ok) return null;
      return { ...result, message: t(result.after.published ? "adminContent.nowPublic" : "adminContent.nowHidden", { name: result.after.name }) };
    },
  });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminEvents({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { rows, page, years, filtered } = loaderData;
  const result = actionData as (ListActionResult & { trashed?: boolean }) | undefined;
  return (
    <AdminPage
      title={t("admin.nav.events")}
      actions={
        <Link to="/admin/events/new" className={buttonClass("primary")}>
          <Plus size={16} aria-hidden="true" />
          {t("adminEvents.new")}
        </Link>
      }
    >
      <ListNotice notice={result} />
      <Panel>
        <ListToolbar
          searchLabel={t("adminEvents.search")}
          filters={[
            { name: "when", label: t("adminEvents.filter.when"), options: eventWhens.map((when) => ({ value: when, label: t(`adminEvents.${when}`) })) },
            {
              name: "status",
              label: t("admin.list.status"),
              options: [
                { value: "published", label: t("admin.list.published") },
                { value: "draft", label: t("admin.list.draft") },
              ],
            },
            { name: "type", label: t("adminEvents.filter.type"), options: EVENT_TYPES.map((type) => ({ value: type, label: type })) },
            { name: "year", label: t("admin.list.year"), options: years.map((year) => ({ value: String(year), label: String(year) })) },
          ]}
        />
        {rows.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{filtered ? t("admin.list.noMatch") : t("adminEvents.empty")}</p>
            {filtered ? null : <p className="mt-2 text-mist">{t("adminEvents.emptyHint")}</p>}
          </div>
        ) : (
          <AdminTable caption={t("adminEvents.caption")}>
            <thead className={tableHeadClass}>
              <tr>
                <SortHeader column="name" label={t("adminEvents.col.name")} />
                <SortHeader column="date" label={t("adminEvents.col.date")} />
                <SortHeader column="type" label={t("adminEvents.col.type")} />
                <SortHeader column="location" label={t("adminEvents.col.location")} />
                <th scope="col" className="py-2 pr-4">
                  {t("adminEvents.col.status")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("admin.list.actions")}
                </th>
              </tr>
            </thead>
            <tbody className={tableBodyClass}>
              {rows.map((row) => (
                <tr key={row.id} data-testid="event-row">
                  <td className="py-3 pr-4">
                    <Link to={`/admin/events/${row.id}`} className="font-semibold text-cream hover:underline">
                      {row.name}
                    </Link>
                    {row.featured ? (
                      <span className="mt-1 flex items-center gap-1 text-xs text-gold">
                        <Star size={12} aria-hidden="true" className="fill-current" />
                        {t("adminEvents.featured")}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">
                    <time dateTime={row.date}>{row.dateLabel}</time>
                    {row.past ? <div className="text-xs text-mist">{t("adminEvents.pastBadge")}</div> : null}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">{row.type}</td>
                  <td className="py-3 pr-4 text-mist">{row.location}</td>
                  <td className="py-3 pr-4">
                    <PublishBadge published={row.published} />
                  </td>
                  <td className="py-3">
                    <div className="flex justify-end gap-2 whitespace-nowrap">
                      <PublishToggle id={row.id} name={row.name} published={row.published} />
                      <Link
                        to={`/admin/events/${row.id}`}
                        className={buttonClass("ghost", "px-3 py-1.5")}
                        aria-label={t("adminContent.editLabel", { name: row.name })}
                      >
                        {t("admin.list.edit")}
                      </Link>
                      <DeleteButton id={row.id} itemName={row.name} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
        <Pagination info={page} />
      </Panel>
    </AdminPage>
  );
}
