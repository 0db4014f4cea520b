import { Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { buttonClass } from "../../components/ui/button.tsx";
import { ContentListPage, RowActions, RowTitle } from "../../features/admin/components/content-list.tsx";
import { handleListRowAction } from "../../features/admin/mutations.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { EditionStatusBadge } from "../../features/newsletter/components/edition-status-badge.tsx";
import { editionSorts, editionStatuses, type EditionStatus } from "../../features/newsletter/schema.ts";
import { formatParisDateTime } from "../../lib/format.ts";
import { editionWrites } from "../../features/newsletter/mutations.server.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/index.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { listAdminEditions } from "../../features/newsletter/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.newsletter") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, editionSorts, { sort: "date", dir: "desc" });
  const statusValue = search.get("status") ?? "";
  const editionStatus = (editionStatuses as readonly string[]).includes(statusValue) ? (statusValue as EditionStatus) : "";
  const list = await listAdminEditions(db, { ...params, editionStatus });
  return {
    page: list.page,
    rows: list.rows.map((row) => ({
      id: row.id,
      title: row.title,
      subject: row.subject,
      status: row.status,
      recipients: row.recipientCount,
      done: row.done,
      when: formatParisDateTime(row.sentAt ?? row.updatedAt, FORMAT_LOCALE[context.get(localeContext)]),
    })),
  };
}

/** The row button: delete (to the trash), refused while the edition is being sent. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleListRowAction(request, context, editionWrites);
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { rows, page } = loaderData;
  return (
    <ContentListPage
      title={t("admin.nav.newsletter")}
      newItem={{ to: "/admin/newsletter/new", label: t("editions.new") }}
      extraActions={
        <Link to="/admin/subscribers" className={buttonClass("ghost")}>
          <Users size={16} aria-hidden="true" />
          {t("editions.subscribersLink")}
        </Link>
      }
      reply={actionData}
      search={t("editions.search")}
      filters={[{ name: "status", label: t("admin.list.status"), options: editionStatuses.map((status) => ({ value: status, label: t(`editions.status.${status}`) })) }]}
      empty={{ title: t("editions.empty"), hint: t("editions.emptyHint") }}
      caption={t("editions.caption")}
      rows={rows}
      rowTestId="edition-row"
      columns={[
        { label: t("editions.col.title"), sort: "title", cell: (row) => <RowTitle to={`/admin/newsletter/${row.id}`}>{row.title}</RowTitle> },
        { label: t("editions.col.subject"), sort: "subject", cell: (row) => row.subject, className: "py-3 pr-4 text-mist" },
        {
          label: t("editions.col.status"),
          sort: "status",
          cell: (row) => (
            <>
              <EditionStatusBadge status={row.status} />
              {row.status === "sending" ? <div className="mt-1 text-xs text-mist">{t("editions.listProgress", { done: String(row.done), total: String(row.recipients) })}</div> : null}
            </>
          ),
        },
        { label: t("editions.col.recipients"), cell: (row) => (row.status === "draft" || row.recipients === 0 ? "—" : row.recipients), className: "py-3 pr-4 text-mist" },
        {
          label: t("editions.col.date"),
          sort: "date",
          cell: (row) => (row.status === "sent" ? t("editions.sentOn", { date: row.when }) : t("editions.editedOn", { date: row.when })),
          className: "py-3 pr-4 whitespace-nowrap text-mist",
        },
      ]}
      rowActions={(row) => (
        <RowActions
          id={row.id}
          name={row.title}
          editTo={`/admin/newsletter/${row.id}`}
          editLabel={
            row.status === "draft"
              ? { text: t("admin.list.edit"), aria: t("editions.editLabel", { name: row.title }) }
              : { text: t("editions.view"), aria: t("editions.viewLabel", { name: row.title }) }
          }
          canDelete={row.status !== "sending"}
        />
      )}
      page={page}
    />
  );
}
