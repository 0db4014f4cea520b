import { Link } from "react-router";
import type { Route } from "./+types/activity";
import { OTHER_ACTIVITY_AREAS, listActivity, listActivityActors, parseActivityFilters, type ActivityRow } from "../../features/activity/queries.server.ts";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { AdminTable, ListToolbar, Pagination, tableBodyClass } from "../../features/admin/components/list-kit.tsx";
import { activityCompareLink, CONTENT_TYPES, versionedType } from "../../content/registry.server.ts";
import { plainLabel } from "../../features/versions/schema.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { isMessageKey, translator } from "../../lib/i18n/all.server.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { signInReasonWords } from "../../features/accounts/mutations.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.activity") }];

/** Every content type's area, then the others; registry.test.ts checks each has its words. */
const AREAS = [...CONTENT_TYPES.map((entry) => entry.type), ...OTHER_ACTIVITY_AREAS];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const filters = parseActivityFilters(new URL(request.url).searchParams, AREAS);
  const t = translator(context.get(localeContext));
  // A field of a type with an editor is named as its editor labels it, in the admin's language;
  // one no editor shows (an order, a count, a sign-in's reason) by the log's own words for it.
  const fieldLabel = (type: string | null, field: string) => {
    const known = versionedType(type)?.fields.find((candidate) => candidate.name === field);
    if (known) return plainLabel(t(known.label));
    const own = `activity.fieldName.${field}`;
    return isMessageKey(own) ? t(own) : undefined;
  };
  // And a stored value (a category, a status) in the words its editor shows it with.
  // A sign-in's refusal (better-auth's English words) in the admin's language.
  const fieldValue = (type: string | null, field: string, value: unknown) =>
    versionedType(type)?.fields.find((candidate) => candidate.name === field)?.show?.(value, t) ?? (field === "reason" ? signInReasonWords(value, t) : undefined);
  const [list, actors] = await Promise.all([listActivity(db, filters, t, activityCompareLink, fieldLabel, fieldValue), listActivityActors(db)]);
  // The areas come from the declarations, which a route component may not import.
  const areas = AREAS.map((area) => ({ value: area, label: `activity.area.${area}` as AdminMessageKey }));
  return { rows: list.rows, page: list.page, actors, areas, filtered: Boolean(filters.q || filters.area || filters.actor) };
}

function Changes({ row }: { row: ActivityRow }) {
  const t = useAdminT();
  if (row.changes.length === 0) return <span className="text-mist">{t("activity.noChanges")}</span>;
  const hasBefore = row.changes.some((change) => change.before !== "");
  return (
    <details className="group">
      <summary className="cursor-pointer text-cream underline-offset-4 hover:underline">
        {row.changes.length === 1 ? t("activity.changedField") : t("activity.changedFields", { count: row.changes.length })}
      </summary>
      <table className="mt-2 w-full min-w-[18rem] text-left text-xs">
        <thead className="text-mist">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              {t("activity.field")}
            </th>
            {hasBefore ? (
              <th scope="col" className="py-1 pr-3 font-semibold">
                {t("activity.before")}
              </th>
            ) : null}
            <th scope="col" className="py-1 font-semibold">
              {t("activity.after")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5 align-top">
          {row.changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className="py-1 pr-3 font-normal text-gold">
                {change.label}
              </th>
              {hasBefore ? <td className="max-w-64 py-1 pr-3 break-words text-red-200 line-through decoration-red-300/50">{change.before}</td> : null}
              <td className="max-w-64 py-1 break-words text-emerald-200">{change.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const { rows, page, actors, areas, filtered } = loaderData;
  return (
    <AdminPage title={t("activity.title")}>
      <p className="mb-6 max-w-3xl text-mist">{t("activity.intro")}</p>
      <Panel>
        <ListToolbar
          searchLabel={t("activity.search")}
          filters={[
            { name: "area", label: t("activity.filter.area"), options: areas.map((area) => ({ value: area.value, label: t(area.label) })) },
            { name: "actor", label: t("activity.filter.actor"), options: actors.map((email) => ({ value: email, label: email })) },
          ]}
        />
        {rows.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{filtered ? t("admin.list.noMatch") : t("activity.empty")}</p>
            {filtered ? null : <p className="mt-2 text-mist">{t("activity.emptyHint")}</p>}
          </div>
        ) : (
          <AdminTable caption={t("activity.caption")} columns={[{ label: t("activity.col.when") }, { label: t("activity.col.who") }, { label: t("activity.col.action") }, { label: t("activity.col.target") }, { label: t("activity.col.changes") }]}>
            <tbody className={`${tableBodyClass} align-top`}>
              {rows.map((row) => (
                // The action's code stays out of the words an admin reads; scripts and tests find it on the row.
                <tr key={row.id} data-testid="activity-row" data-action={row.action}>
                  <td className="py-3 pr-4 whitespace-nowrap text-mist">
                    <time dateTime={row.at}>{format.dateTime(row.at)}</time>
                  </td>
                  <td className="py-3 pr-4 break-all">
                    {row.who ?? <span className="text-mist">{t("activity.system")}</span>}
                    {row.ip ? <div className="text-xs text-mist">{t("activity.ip", { ip: row.ip })}</div> : null}
                  </td>
                  <td className="py-3 pr-4">
                    <span className="text-cream">{row.summary}</span>
                  </td>
                  <td className="py-3 pr-4 break-words">
                    {row.target ?? <span className="text-mist">—</span>}
                    {row.compareHref ? (
                      <div className="mt-1 text-xs">
                        <Link to={row.compareHref} className="text-gold underline underline-offset-4 hover:text-cream" aria-label={t("activity.compareLabel", { name: row.target ?? "" })}>
                          {t("activity.compare")}
                        </Link>
                      </div>
                    ) : null}
                  </td>
                  <td className="py-3">
                    <Changes row={row} />
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
