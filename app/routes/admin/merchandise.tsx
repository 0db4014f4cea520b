import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/merchandise";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import {
  AdminTable,
  DeleteButton,
  ListNotice,
  ListToolbar,
  Pagination,
  PublishBadge,
  SortHeader,
  tableBodyClass,
  tableHeadClass,
} from "../../features/admin/components/list-kit.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { AdminThumbnail } from "../../features/cars/components/admin-thumbnail.tsx";
import { PublishToggle, type ListActionResult } from "../../features/admin/components/publish-toggle.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { merchandiseSorts, parseShopCategory, shopCategories } from "../../features/shop/schema.ts";
import { setMerchandiseActive, trashMerchandise } from "../../features/shop/mutations.server.ts";
import { countAdminMerchandise, listAdminMerchandise } from "../../features/shop/queries.server.ts";
import { formatEuro, formatShortDate } from "../../lib/format.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("admin.meta.merchandise") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, merchandiseSorts, { sort: "updated", dir: "desc" });
  const [list, total] = await Promise.all([
    listAdminMerchandise(db, { ...params, category: parseShopCategory(params.category) ?? "" }),
    countAdminMerchandise(db),
  ]);
  const images = await resolveImages(
    db,
    list.rows.map((row) => row.image_url),
  );
  return { rows: list.rows, page: list.page, images, empty: total === 0 };
}

/** The row actions: delete (to the trash), publish, unpublish (`active`). */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const { db } = context.get(servicesContext);
  return handleListRowAction(request, context, {
    type: "merchandise",
    trash: async (id) => {
      const trashed = await trashMerchandise(db, id);
      return trashed && { name: trashed.before.name, before: trashed.before };
    },
    setPublished: async (id, active) => {
      const result = await setMerchandiseActive(db, id, active);
      if (!result.ok) return null;
      return { ...result, message: t(result.after.active ? "adminContent.nowPublic" : "adminContent.nowHidden", { name: result.after.name }) };
    },
  });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminMerchandise({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { rows, page, images, empty } = loaderData;
  const notice = actionData as ListActionResult | undefined;
  const newButton = (
    <Link to="/admin/merchandise/new" className={buttonClass("primary")}>
      <Plus size={16} aria-hidden="true" />
      {t("merchAdmin.new")}
    </Link>
  );
  return (
    <AdminPage title={t("admin.nav.merchandise")} actions={newButton}>
      <ListNotice notice={notice} />
      <Panel>
        {empty ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{t("merchAdmin.empty")}</p>
            <p className="mt-2 mb-6 text-mist">{t("merchAdmin.emptyHint")}</p>
            {newButton}
          </div>
        ) : (
          <>
            <ListToolbar
              searchLabel={t("merchAdmin.search")}
              filters={[
                {
                  name: "status",
                  label: t("admin.list.status"),
                  options: [
                    { value: "published", label: t("admin.list.published") },
                    { value: "draft", label: t("admin.list.draft") },
                  ],
                },
                { name: "category", label: t("admin.list.category"), options: shopCategories.map((value) => ({ value, label: value })) },
              ]}
            />
            {rows.length === 0 ? (
              <p className="py-12 text-center text-lg text-cream">{t("admin.list.noMatch")}</p>
            ) : (
              <AdminTable caption={t("merchAdmin.caption")}>
                <thead className={tableHeadClass}>
                  <tr>
                    <SortHeader column="name" label={t("merchAdmin.col.name")} />
                    <SortHeader column="category" label={t("merchAdmin.col.category")} />
                    <SortHeader column="price" label={t("merchAdmin.col.price")} />
                    <SortHeader column="stock" label={t("merchAdmin.col.stock")} />
                    <th scope="col" className="py-2 pr-4">
                      {t("adminContent.statusLabel")}
                    </th>
                    <SortHeader column="updated" label={t("cmAdmin.updated")} />
                    <th scope="col" className="py-2 text-right">
                      {t("admin.list.actions")}
                    </th>
                  </tr>
                </thead>
                <tbody className={tableBodyClass}>
                  {rows.map((row) => (
                    <tr key={row.id} data-testid="merchandise-row">
                      <td className="py-3 pr-4">
                        <div className="flex items-center gap-3">
                          <AdminThumbnail url={row.image_url} sources={images} />
                          <div className="min-w-0">
                            <Link to={`/admin/merchandise/${row.id}`} className="font-semibold text-cream hover:underline">
                              {row.name}
                            </Link>
                            <div className="text-xs text-mist">{row.sizes_available.length > 0 ? row.sizes_available.join(" · ") : t("merchAdmin.noSizes")}</div>
                            {row.featured ? (
                              <div className="mt-1">
                                <Badge tone="gold">{t("cmAdmin.featured")}</Badge>
                              </div>
                            ) : null}
                          </div>
                        </div>
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap">{row.category}</td>
                      <td className="py-3 pr-4 whitespace-nowrap">{formatEuro(row.price)}</td>
                      <td className="py-3 pr-4 whitespace-nowrap">
                        {row.stock_quantity === 0 ? <Badge tone="red">{t("shop.outOfStock")}</Badge> : t("shop.inStock", { count: row.stock_quantity })}
                      </td>
                      <td className="py-3 pr-4">
                        <PublishBadge published={row.active} />
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap text-mist">{formatShortDate(row.updated_at)}</td>
                      <td className="py-3">
                        <div className="flex justify-end gap-2 whitespace-nowrap">
                          <PublishToggle id={row.id} name={row.name} published={row.active} />
                          <Link
                            to={`/admin/merchandise/${row.id}`}
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
          </>
        )}
      </Panel>
    </AdminPage>
  );
}
