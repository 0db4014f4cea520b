import { Plus, Users } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { AdminTable, DeleteButton, ListToolbar, Pagination, SortHeader, tableBodyClass, tableHeadClass } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { parseListParams } from "../../features/admin/schema.ts";
import { EditionStatusBadge } from "../../features/newsletter/components/edition-status-badge.tsx";
import { editionListIntentSchema, editionSorts, editionStatuses, formatEditionTime, type EditionStatus } from "../../features/newsletter/schema.ts";
import { trashEdition } from "../../features/newsletter/mutations.server.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { listAdminEditions } from "../../features/newsletter/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("admin.meta.newsletter") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, editionSorts, { sort: "date", dir: "desc" });
  const statusValue = search.get("status") ?? "";
  const editionStatus = (editionStatuses as readonly string[]).includes(statusValue) ? (statusValue as EditionStatus) : "";
  const list = await listAdminEditions(db, { ...params, editionStatus });
  return {
    page: list.page,
    filtered: Boolean(params.q || editionStatus),
    rows: list.rows.map((row) => ({
      id: row.id,
      title: row.title,
      subject: row.subject,
      status: row.status,
      recipients: row.recipientCount,
      done: row.done,
      when: row.sentAt ? formatEditionTime(row.sentAt) : formatEditionTime(row.updatedAt),
    })),
  };
}

type ListResult = { ok: boolean; message: string; trashed?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const { db } = context.get(servicesContext);
  const parsed = editionListIntentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ListResult>({ ok: false, message: t("editions.actionFailed") }, { status: 400 });
  const result = await trashEdition(db, parsed.data.id);
  if (!result.ok) {
    return result.reason === "locked"
      ? data<ListResult>({ ok: false, message: t("editions.cannotDeleteSending") }, { status: 409 })
      : data<ListResult>({ ok: false, message: t("editions.actionFailed") }, { status: 404 });
  }
  await recordContentChange(context, { action: "edition.trash", target: { type: "edition", id: parsed.data.id }, before: result.before, after: null });
  return { ok: true, message: t("admin.delete.done", { name: result.before.title }), trashed: true } satisfies ListResult;
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { rows, page, filtered } = loaderData;
  const result = actionData as ListResult | undefined;
  return (
    <AdminPage
      title={t("admin.nav.newsletter")}
      actions={
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/subscribers" className={buttonClass("ghost")}>
            <Users size={16} aria-hidden="true" />
            {t("editions.subscribersLink")}
          </Link>
          <Link to="/admin/newsletter/new" className={buttonClass("primary")}>
            <Plus size={16} aria-hidden="true" />
            {t("editions.new")}
          </Link>
        </div>
      }
    >
      {result ? (
        <FormAlert tone={result.ok ? "success" : "error"}>
          {result.message}{" "}
          {result.trashed ? (
            <Link to="/admin/trash" className="font-semibold underline underline-offset-4">
              {t("admin.delete.undo")}
            </Link>
          ) : null}
        </FormAlert>
      ) : null}
      <Panel>
        <ListToolbar
          searchLabel={t("editions.search")}
          filters={[{ name: "status", label: t("admin.list.status"), options: editionStatuses.map((status) => ({ value: status, label: t(`editions.status.${status}`) })) }]}
        />
        {rows.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{filtered ? t("admin.list.noMatch") : t("editions.empty")}</p>
            {filtered ? null : <p className="mt-2 text-mist">{t("editions.emptyHint")}</p>}
          </div>
        ) : (
          <AdminTable caption={t("editions.caption")}>
            <thead className={tableHeadClass}>
              <tr>
                <SortHeader column="title" label={t("editions.col.title")} />
                <SortHeader column="subject" label={t("editions.col.subject")} />
                <SortHeader column="status" label={t("editions.col.status")} />
                <th scope="col" className="py-2 pr-4">
                  {t("editions.col.recipients")}
                </th>
                <SortHeader column="date" label={t("editions.col.date")} />
                <th scope="col" className="py-2 text-right">
                  {t("admin.list.actions")}
                </th>
              </tr>
            </thead>
            <tbody className={tableBodyClass}>
              {rows.map((row) => (
                <tr key={row.id} data-testid="edition-row">
                  <td className="py-3 pr-4">
                    <Link to={`/admin/newsletter/${row.id}`} className="font-semibold text-cream hover:underline">
                      {row.title}
                    </Link>
                  </td>
                  <td className="py-3 pr-4 text-mist">{row.subject}</td>
                  <td className="py-3 pr-4">
                    <EditionStatusBadge status={row.status} />
                    {row.status === "sending" ? (
                      <div className="mt-1 text-xs text-mist">{t("editions.listProgress", { done: String(row.done), total: String(row.recipients) })}</div>
                    ) : null}
                  </td>
                  <td className="py-3 pr-4 text-mist">{row.status === "draft" || row.recipients === 0 ? "—" : row.recipients}</td>
                  <td className="py-3 pr-4 whitespace-nowrap text-mist">
                    {row.status === "sent" ? t("editions.sentOn", { date: row.when }) : t("editions.editedOn", { date: row.when })}
                  </td>
                  <td className="py-3">
                    <div className="flex flex-wrap justify-end gap-2">
                      <Link
                        to={`/admin/newsletter/${row.id}`}
                        className={buttonClass("ghost", "px-3 py-1.5")}
                        aria-label={row.status === "draft" ? t("editions.editLabel", { name: row.title }) : t("editions.viewLabel", { name: row.title })}
                      >
                        {row.status === "draft" ? t("admin.list.edit") : t("editions.view")}
                      </Link>
                      {row.status === "sending" ? null : <DeleteButton id={row.id} itemName={row.title} />}
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
