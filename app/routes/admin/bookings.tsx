import type { Route } from "./+types/bookings";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { Pagination } from "../../features/admin/components/list-kit.tsx";
import { InboxFilters, InboxTable, InboxTypeTabs } from "../../features/bookings/components/inbox-list.tsx";
import { countNewRequests, listInbox } from "../../features/bookings/queries.server.ts";
import { parseInboxParams } from "../../features/bookings/schema.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.bookings") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const params = parseInboxParams(new URL(request.url).searchParams);
  const [{ rows, info }, counts] = await Promise.all([listInbox(db, params), countNewRequests(db)]);
  return { params, rows, info, counts };
}

export default function BookingsInbox({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { params, rows, info, counts } = loaderData;
  const filtered = params.q !== "" || params.type !== "all" || (params.status !== "open" && params.status !== "all");
  const empty = filtered ? t("admin.list.noMatch") : params.status === "open" ? t("bookings.emptyOpen") : t("bookings.empty");
  return (
    <AdminPage title={t("bookings.title")}>
      <InboxTypeTabs current={params.type} counts={counts} />
      <InboxFilters params={params} />
      <Panel>
        {rows.length === 0 ? (
          <p className="py-10 text-center text-mist" data-testid="inbox-empty">
            {empty}
          </p>
        ) : (
          <>
            <InboxTable rows={rows} />
            <Pagination info={info} />
          </>
        )}
      </Panel>
    </AdminPage>
  );
}
