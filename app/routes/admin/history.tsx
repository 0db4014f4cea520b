import { data, Link } from "react-router";
import type { Route } from "./+types/history";
import { Badge } from "../../components/ui/badge.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { AdminTable, Pagination, tableBodyClass } from "../../features/admin/components/list-kit.tsx";
import { versionedType } from "../../content/registry.server.ts";
import { listVersions } from "../../features/versions/queries.server.ts";
import { versionPath } from "../../features/versions/schema.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.history", { name: loaderData?.name ?? "" }) }];

/**
 * An item's history (/admin/history/car/:id…): its versions newest first,
 * who saved each, when and what they did, each with a link to compare it
 * with the item as it is now. A trashed item's history still shows.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const entry = versionedType(params.type);
  if (!entry || !entry.isId(params.id)) throw data(null, { status: 404 });
  const { db } = context.get(servicesContext);
  const t = translator(context.get(localeContext));
  const now = await entry.current(db, params.id);
  if (!now) throw data(null, { status: 404 });
  const requested = Number.parseInt(new URL(request.url).searchParams.get("page") ?? "1", 10);
  const list = await listVersions(db, entry, params.id, now.values, Number.isFinite(requested) && requested >= 1 ? Math.min(requested, 100_000) : 1, t);
  return {
    type: entry.type,
    id: params.id,
    name: entry.nameOf(now.values, t, params.id),
    editorPath: entry.editorPath(params.id),
    inTrash: now.inTrash,
    rows: list.rows,
    page: list.page,
  };
}

export default function History({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { type, id, name, editorPath, inTrash, rows, page } = loaderData;
  return (
    <AdminPage title={t("versions.title", { name })}>
      <Link to={inTrash ? "/admin/trash" : editorPath} className="mb-4 inline-block text-sm text-mist underline underline-offset-4 hover:text-cream">
        {inTrash ? t("versions.openTrash") : t("versions.backToEditor")}
      </Link>
      <p className="mb-6 max-w-3xl text-mist">{t("versions.intro")}</p>
      {inTrash ? (
        <FormAlert tone="info">
          {t("versions.inTrash")}{" "}
          <Link to="/admin/trash" className="underline underline-offset-4">
            {t("versions.openTrash")}
          </Link>
        </FormAlert>
      ) : null}
      <Panel>
        {rows.length === 0 ? (
          <p className="py-12 text-center text-lg text-cream">{t("versions.empty")}</p>
        ) : (
          <AdminTable
            caption={t("versions.caption")}
            columns={[{ label: t("versions.col.when") }, { label: t("versions.col.who") }, { label: t("versions.col.what") }, { label: t("versions.col.compare"), hiddenLabel: true }]}
          >
            <tbody className={`${tableBodyClass} align-top`}>
              {rows.map((row) => (
                <tr key={row.id} data-testid="version-row">
                  <td className="py-3 pr-4 whitespace-nowrap text-mist">
                    <time dateTime={row.at}>{row.original ? t("versions.originalWhen", { date: row.when }) : row.when}</time>
                  </td>
                  {/* Before the first recorded change, nobody is known. */}
                  <td className="py-3 pr-4 break-all">{row.who ?? <span className="text-mist">{row.original ? "—" : t("activity.system")}</span>}</td>
                  <td className="py-3 pr-4 text-cream">{row.what}</td>
                  <td className="py-3 text-right whitespace-nowrap">
                    {row.current ? (
                      <Badge tone="green">{t("versions.current")}</Badge>
                    ) : (
                      <Link
                        to={versionPath(type, id, row.id)}
                        className="text-gold underline underline-offset-4 hover:text-cream"
                        aria-label={t(row.original ? "versions.compareOriginalLabel" : "versions.compareLabel", { date: row.when })}
                      >
                        {t("versions.compare")}
                      </Link>
                    )}
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
