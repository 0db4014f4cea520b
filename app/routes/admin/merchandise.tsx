import type { Route } from "./+types/merchandise";
import { Badge } from "../../components/ui/badge.tsx";
import { ContentListPage, MissingTranslationBadge, RowActions, RowTitle } from "../../features/admin/components/content-list.tsx";
import { PublishBadge, StatusWithDraft, usePublicationFilter } from "../../features/admin/components/list-kit.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { markDraftsWaiting } from "../../features/admin/queries.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { AdminThumbnail } from "../../features/cars/components/admin-thumbnail.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { merchandiseSorts, parseShopCategory, shopCategories, shopCategoryLabel } from "../../features/shop/schema.ts";
import { merchandiseWrites } from "../../features/shop/mutations.server.ts";
import { listAdminMerchandise } from "../../features/shop/queries.server.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.merchandise") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const params = parseListParams(new URL(request.url).searchParams, merchandiseSorts, { sort: "updated", dir: "desc" });
  const list = await listAdminMerchandise(db, { ...params, category: parseShopCategory(params.category) ?? "" });
  const images = await resolveImages(
    db,
    list.rows.map((row) => row.image_url),
  );
  return { rows: await markDraftsWaiting(db, "merchandise", list.rows), page: list.page, images };
}

/** The row buttons: delete (to the trash), publish, unpublish (`active`). */
export async function action({ request, context }: Route.ActionArgs) {
  return handleListRowAction(request, context, merchandiseWrites);
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminMerchandise({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const publicationFilter = usePublicationFilter();
  const { rows, page, images } = loaderData;
  return (
    <ContentListPage
      title={t("admin.nav.merchandise")}
      newItem={{ to: "/admin/merchandise/new", label: t("merchAdmin.new") }}
      reply={actionData}
      search={t("merchAdmin.search")}
      filters={[
        publicationFilter,
        { name: "category", label: t("admin.list.category"), options: shopCategories.map((value) => ({ value, label: shopCategoryLabel(value, t) })) },
      ]}
      empty={{ title: t("merchAdmin.empty"), hint: t("merchAdmin.emptyHint") }}
      caption={t("merchAdmin.caption")}
      rows={rows}
      rowTestId="merchandise-row"
      columns={[
        {
          label: t("merchAdmin.col.name"),
          sort: "name",
          cell: (row) => (
            <div className="flex items-center gap-3">
              <AdminThumbnail url={row.image_url} sources={images} />
              <div className="min-w-0">
                <RowTitle to={`/admin/merchandise/${row.id}`}>{row.name}</RowTitle> {row.hasFrench ? null : <MissingTranslationBadge />}
                <div className="text-xs text-mist">{row.sizes_available.length > 0 ? row.sizes_available.join(" · ") : t("merchAdmin.noSizes")}</div>
                {row.featured ? (
                  <div className="mt-1">
                    <Badge tone="gold">{t("cmAdmin.featured")}</Badge>
                  </div>
                ) : null}
              </div>
            </div>
          ),
        },
        { label: t("merchAdmin.col.category"), sort: "category", cell: (row) => shopCategoryLabel(row.category, t), className: "py-3 pr-4 whitespace-nowrap" },
        { label: t("merchAdmin.col.price"), sort: "price", cell: (row) => format.euro(row.price), className: "py-3 pr-4 whitespace-nowrap" },
        {
          label: t("merchAdmin.col.stock"),
          sort: "stock",
          cell: (row) => (row.stock_quantity === 0 ? <Badge tone="red">{t("shop.outOfStock")}</Badge> : t("shop.inStock", { count: row.stock_quantity })),
          className: "py-3 pr-4 whitespace-nowrap",
        },
        {
          label: t("adminContent.statusLabel"),
          cell: (row) => (
            <StatusWithDraft draftWaiting={row.draftWaiting}>
              <PublishBadge published={row.active} />
            </StatusWithDraft>
          ),
        },
        { label: t("cmAdmin.updated"), sort: "updated", cell: (row) => format.shortDate(row.updated_at), className: "py-3 pr-4 whitespace-nowrap text-mist" },
      ]}
      rowActions={(row) => <RowActions id={row.id} name={row.name} editTo={`/admin/merchandise/${row.id}`} published={row.active} />}
      page={page}
    />
  );
}
