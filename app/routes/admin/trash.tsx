import { RotateCcw } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/trash";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ReplyNotice } from "../../features/admin/components/reply-notice.tsx";
import { AdminTable, ListToolbar, Pagination, tableBodyClass } from "../../features/admin/components/list-kit.tsx";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { listTrashPage, parseTrashFilters } from "../../features/trash/queries.server.ts";
import { restoreFromTrash } from "../../features/trash/mutations.server.ts";
import { contentType, TRASHABLE_TYPES } from "../../content/registry.server.ts";
import { trashForms } from "../../features/trash/schema.ts";
import { acceptForm, intentOf, parseForm, refuseForm } from "../../lib/form.ts";
import type { Translate } from "../../lib/i18n/index.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.trash") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const filters = parseTrashFilters(new URL(request.url).searchParams, TRASHABLE_TYPES);
  const { rows, page, total } = await listTrashPage(db, TRASHABLE_TYPES, filters);
  const labels = Object.fromEntries(TRASHABLE_TYPES.map((entry) => [entry.type, entry.label])) as Record<string, AdminMessageKey>;
  return { rows, page, filtered: Boolean(filters.q || filters.type), total, labels };
}

/** Restore: the item leaves the trash, back in its list as it was. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (intent !== "restore") throw data(null, { status: 400 });
  const submission = parseForm(formData, trashForms.restore);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  const { type, id } = submission.value;
  const declared = contentType(type);
  const trash = declared?.trash;
  if (!trash) return refuseForm(submission, { form: t("trash.notFound"), formIntent: intent }, 404);
  const result = await writeContent(context, async (tx, record) => {
    const restored = await restoreFromTrash(tx, trash, id);
    if (!restored) return null;
    // The whole item as it comes back (a version of its history, features/versions); a photo keeps its title only.
    const item = (await declared.versions?.current(tx, id))?.values ?? { title: restored.title };
    await record({ action: `${type}.restore`, target: { type, id }, before: { ...item, in_trash: true }, after: { ...item, in_trash: false } });
    return restored;
  });
  if (!result.committed) return refuseForm(submission, { form: t("admin.write.failed"), formIntent: intent }, 500);
  // Restored already (an old tab), or purged.
  if (!result.value) return refuseForm(submission, { form: t("trash.notFound"), formIntent: intent }, 404);
  return acceptForm(submission, { message: t("trash.restored", { name: result.value.title }), formIntent: intent });
}

function daysLeftText(t: Translate<AdminMessageKey>, days: number): string {
  if (days <= 1) return t("trash.lastDay");
  return t("trash.daysLeft", { count: days });
}

function RestoreButton({ type, id, title }: { type: string; id: string; title: string }) {
  const t = useAdminT();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("id") === id && navigation.formData?.get("intent") === "restore";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="ghost" className="px-3 py-1.5" disabled={pending} aria-label={t("trash.restoreLabel", { name: title })}>
        <RotateCcw size={14} aria-hidden="true" />
        {pending ? t("trash.restoring") : t("trash.restore")}
      </Button>
    </Form>
  );
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const { rows, page, filtered, total, labels } = loaderData;
  const typeLabel = (type: string) => (labels[type] ? t(labels[type]) : type);
  return (
    <AdminPage title={t("trash.title")}>
      <ReplyNotice reply={actionData} />
      <p className="mb-6 max-w-3xl text-mist">{t("trash.intro")}</p>
      <Panel>
        {total === 0 ? (
          <div className="py-12 text-center">
            <p className="text-lg text-cream">{t("trash.empty")}</p>
            <p className="mx-auto mt-2 max-w-xl text-mist">{t("trash.emptyHint")}</p>
          </div>
        ) : (
          <>
            <ListToolbar
              searchLabel={t("trash.search")}
              filters={[{ name: "type", label: t("trash.col.type"), options: Object.keys(labels).map((type) => ({ value: type, label: typeLabel(type) })) }]}
            />
            {rows.length === 0 ? (
              <p className="py-12 text-center text-lg text-cream">{filtered ? t("admin.list.noMatch") : t("trash.empty")}</p>
            ) : (
              <AdminTable caption={t("trash.caption")} columns={[{ label: t("trash.col.title") }, { label: t("trash.col.type") }, { label: t("trash.col.deleted") }, { label: t("trash.col.until") }]} actions>
                <tbody className={tableBodyClass}>
                  {rows.map((row) => (
                    <tr key={`${row.type}-${row.id}`} data-testid="trash-row">
                      <td className="py-3 pr-4 font-semibold break-words text-cream">{row.title}</td>
                      <td className="py-3 pr-4 whitespace-nowrap">
                        <Badge tone="neutral">{typeLabel(row.type)}</Badge>
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap text-mist">
                        <time dateTime={row.deletedAt}>{format.shortDate(row.deletedAt)}</time>
                      </td>
                      <td className="py-3 pr-4 whitespace-nowrap">
                        <time dateTime={row.restorableUntil}>{format.date(row.restorableUntil)}</time>
                        <div className={row.daysLeft <= 3 ? "text-xs text-red-300" : "text-xs text-mist"}>{daysLeftText(t, row.daysLeft)}</div>
                      </td>
                      <td className="py-3">
                        <div className="flex justify-end">
                          <RestoreButton type={row.type} id={row.id} title={row.title} />
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
