import { Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/cars";
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
import { carSorts, carBadges, carTabs } from "../../features/cars/schema.ts";
import { AdminThumbnail } from "../../features/cars/components/admin-thumbnail.tsx";
import { PublishToggle, type ListActionResult } from "../../features/admin/components/publish-toggle.tsx";
import { setCarPublished, trashCar } from "../../features/cars/mutations.server.ts";
import { countAdminCars, listAdminCars, listCarYears } from "../../features/cars/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { formatEuro, formatShortDate } from "../../lib/format.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("admin.meta.cars") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, carSorts, { sort: "updated", dir: "desc" });
  const [list, years, total] = await Promise.all([listAdminCars(db, params), listCarYears(db), countAdminCars(db)]);
  const images = await resolveImages(
    db,
    list.rows.map((row) => row.image_url),
  );
  return { rows: list.rows, page: list.page, years, images, empty: total === 0 };
}

/** The row actions: delete (to the trash), publish, unpublish. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const { db } = context.get(servicesContext);
  return handleListRowAction(request, context, {
    type: "car",
    trash: async (id) => {
      const trashed = await trashCar(db, id);
      return trashed && { name: trashed.before.name, before: trashed.before };
    },
    setPublished: async (id, published) => {
      const result = await setCarPublished(db, id, published);
      if (!result.ok) return null;
      return { ...result, message: t(result.after.published ? "adminContent.nowPublic" : "adminContent.nowHidden", { name: result.after.name }) };
    },
  });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminCars({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { rows, page, years, images, empty } = loaderData;
  const notice = actionData as ListActionResult | undefined;
  const newButton = (
    <Link to="/admin/cars/new" className={buttonClass("primary")}>
      <Plus size={16} aria-hidden="true" />
      {t("carsAdmin.new")}
    </Link>
  );
  return (
    <AdminPage title={t("admin.nav.cars")} actions={newButton}>
      <ListNotice notice={notice} />
      <Panel>
        {empty ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{t("carsAdmin.empty")}</p>
            <p className="mt-2 mb-6 text-mist">{t("carsAdmin.emptyHint")}</p>
            {newButton}
          </div>
        ) : (
          <>
            <ListToolbar
              searchLabel={t("carsAdmin.search")}
              filters={[
                {
                  name: "status",
                  label: t("admin.list.status"),
                  options: [
                    { value: "published", label: t("admin.list.published") },
                    { value: "draft", label: t("admin.list.draft") },
                  ],
                },
                { name: "category", label: t("admin.list.category"), options: carTabs.map((value) => ({ value, label: t(`cars.tab.${value}`) })) },
                { name: "year", label: t("admin.list.year"), options: years.map((year) => ({ value: String(year), label: String(year) })) },
              ]}
            />
            {rows.length === 0 ? (
              <p className="py-12 text-center text-lg text-cream">{t("admin.list.noMatch")}</p>
            ) : (
              <AdminTable caption={t("carsAdmin.caption")}>
                <thead className={tableHeadClass}>
                  <tr>
                    <SortHeader column="name" label={t("carsAdmin.col.name")} />
                    <SortHeader column="year" label={t("carsAdmin.col.year")} />
                    <SortHeader column="price" label={t("carsAdmin.col.price")} />
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
                    <tr key={row.id} data-testid="car-row">
                      <td className="py-3 pr-4">
                        <div className="flex items-center gap-3">
                          <AdminThumbnail url={row.image_url} sources={images} />
                          <div className="min-w-0">
                            <Link to={`/admin/cars/${row.id}`} className="font-semibold text-cream hover:underline">
                              {row.name}
                            </Link>
                            <div className="text-xs text-mist">{t(`cars.tab.${row.car_category}`)}</div>
                            <div className="mt-1 flex flex-wrap gap-1">
                              {row.featured ? <Badge tone="gold">{t("cmAdmin.featured")}</Badge> : null}
                              {carBadges(row).map((key) => (
                                <Badge key={key}>{t(key)}</Badge>
                              ))}
                            </div>
                          </div>
                        </div>
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap">{row.year}</td>
                      <td className="py-3 pr-4 whitespace-nowrap">{row.price === null ? t("car.priceOnRequest") : formatEuro(row.price)}</td>
                      <td className="py-3 pr-4">
                        <PublishBadge published={row.published} />
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap text-mist">{formatShortDate(row.updated_at)}</td>
                      <td className="py-3">
                        <div className="flex justify-end gap-2 whitespace-nowrap">
                          <PublishToggle id={row.id} name={row.name} published={row.published} />
                          <Link to={`/admin/cars/${row.id}`} className={buttonClass("ghost", "px-3 py-1.5")} aria-label={t("adminContent.editLabel", { name: row.name })}>
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
