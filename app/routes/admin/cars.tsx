import type { Route } from "./+types/cars";
import { Badge } from "../../components/ui/badge.tsx";
import { ContentListPage, MissingTranslationBadge, RowActions, RowTitle } from "../../features/admin/components/content-list.tsx";
import { PublishBadge, StatusWithDraft, usePublicationFilter } from "../../features/admin/components/list-kit.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { markDraftsWaiting } from "../../features/admin/queries.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { carSorts, carBadges, carTabs } from "../../features/cars/schema.ts";
import { AdminThumbnail } from "../../features/cars/components/admin-thumbnail.tsx";
import { carWrites } from "../../features/cars/mutations.server.ts";
import { listAdminCars, listCarYears } from "../../features/cars/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.cars") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const params = parseListParams(new URL(request.url).searchParams, carSorts, { sort: "updated", dir: "desc" });
  const [list, years] = await Promise.all([listAdminCars(db, params), listCarYears(db)]);
  const images = await resolveImages(
    db,
    list.rows.map((row) => row.image_url),
  );
  return { rows: await markDraftsWaiting(db, "car", list.rows), page: list.page, years, images };
}

/** The row buttons: delete (to the trash), publish, unpublish. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleListRowAction(request, context, carWrites);
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminCars({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const publicationFilter = usePublicationFilter();
  const { rows, page, years, images } = loaderData;
  return (
    <ContentListPage
      title={t("admin.nav.cars")}
      newItem={{ to: "/admin/cars/new", label: t("carsAdmin.new") }}
      reply={actionData}
      search={t("carsAdmin.search")}
      filters={[
        publicationFilter,
        { name: "category", label: t("admin.list.category"), options: carTabs.map((value) => ({ value, label: t(`cars.tab.${value}`) })) },
        { name: "year", label: t("admin.list.year"), options: years.map((year) => ({ value: String(year), label: String(year) })) },
      ]}
      empty={{ title: t("carsAdmin.empty"), hint: t("carsAdmin.emptyHint") }}
      caption={t("carsAdmin.caption")}
      rows={rows}
      rowTestId="car-row"
      columns={[
        {
          label: t("carsAdmin.col.name"),
          sort: "name",
          cell: (row) => (
            <div className="flex items-center gap-3">
              <AdminThumbnail url={row.image_url} sources={images} />
              <div className="min-w-0">
                <RowTitle to={`/admin/cars/${row.id}`}>{row.name}</RowTitle> {row.hasFrench ? null : <MissingTranslationBadge />}
                <div className="text-xs text-mist">{t(`cars.tab.${row.car_category}`)}</div>
                <div className="mt-1 flex flex-wrap gap-1">
                  {row.featured ? <Badge tone="gold">{t("cmAdmin.featured")}</Badge> : null}
                  {carBadges(row).map((key) => (
                    <Badge key={key}>{t(key)}</Badge>
                  ))}
                </div>
              </div>
            </div>
          ),
        },
        { label: t("carsAdmin.col.year"), sort: "year", cell: (row) => row.year, className: "py-3 pr-4 whitespace-nowrap" },
        { label: t("carsAdmin.col.price"), sort: "price", cell: (row) => (row.price === null ? t("car.priceOnRequest") : format.euro(row.price)), className: "py-3 pr-4 whitespace-nowrap" },
        {
          label: t("adminContent.statusLabel"),
          cell: (row) => (
            <StatusWithDraft draftWaiting={row.draftWaiting}>
              <PublishBadge published={row.published} />
            </StatusWithDraft>
          ),
        },
        { label: t("cmAdmin.updated"), sort: "updated", cell: (row) => format.shortDate(row.updated_at), className: "py-3 pr-4 whitespace-nowrap text-mist" },
      ]}
      rowActions={(row) => <RowActions id={row.id} name={row.name} editTo={`/admin/cars/${row.id}`} published={row.published} />}
      page={page}
    />
  );
}
