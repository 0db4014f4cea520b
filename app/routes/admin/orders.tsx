import type { Route } from "./+types/orders";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { Pagination } from "../../features/admin/components/list-kit.tsx";
import { parseOrderListParams } from "../../features/payments/admin-schema.ts";
import { OrderFilters, OrderTable } from "../../features/payments/components/order-admin.tsx";
import { countOrdersByStatus, listOrders } from "../../features/payments/queries.server.ts";
import { todayInParis } from "../../lib/format.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.orders") }];

/** The orders paid online (and those waiting for their payment), newest first, by state; the accountant's export. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const params = parseOrderListParams(new URL(request.url).searchParams);
  const [{ rows, info }, counts] = await Promise.all([listOrders(db, params), countOrdersByStatus(db)]);
  const today = todayInParis();
  return { params, rows, info, counts, exportRange: { from: `${today.slice(0, 7)}-01`, to: today } };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { params, rows, info, counts, exportRange } = loaderData;
  const filtered = params.q !== "" || params.status !== "all";
  return (
    <AdminPage title={t("orders.title")}>
      <p className="mb-6 max-w-3xl text-mist">{t("orders.lead")}</p>
      <OrderFilters params={params} counts={counts} />
      <Panel>
        {rows.length === 0 ? (
          <p className="py-10 text-center text-mist" data-testid="orders-empty">
            {filtered ? t("admin.list.noMatch") : t("orders.empty")}
          </p>
        ) : (
          <>
            <OrderTable rows={rows} />
            <Pagination info={info} />
          </>
        )}
      </Panel>
      <Panel title={t("orders.export.title")}>
        <p className="mb-4 text-sm text-mist">{t("orders.export.help")}</p>
        {/* A download: a plain GET of the CSV route, no client navigation. */}
        <form method="get" action="/admin/orders/export.csv" className="flex flex-wrap items-end gap-3">
          <TextField label={t("orders.export.from")} name="from" type="date" defaultValue={exportRange.from} required />
          <TextField label={t("orders.export.to")} name="to" type="date" defaultValue={exportRange.to} required />
          <Button type="submit" variant="secondary">
            {t("orders.export.submit")}
          </Button>
        </form>
      </Panel>
    </AdminPage>
  );
}
