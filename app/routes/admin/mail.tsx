import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/mail";
import { Badge, type BadgeTone } from "../../components/ui/badge.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ReplyNotice } from "../../features/admin/components/reply-notice.tsx";
import { AdminTable, ListToolbar, Pagination, tableBodyClass } from "../../features/admin/components/list-kit.tsx";
import { listHref, parseListParams } from "../../features/admin/schema.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { emlFilePage, listOutbox, outboxKinds } from "../../features/mail/queries.server.ts";
import { retryMail } from "../../features/mail/mutations.server.ts";
import { mailForms, mailKindLabel, mailKindPattern, MAIL_STATUSES, parseMailStatus, type MailStatusName } from "../../features/mail/schema.ts";
import { acceptForm, intentOf, parseForm, refuseForm } from "../../lib/form.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.mail") }];

const FILES_PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, mailer } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const params = parseListParams(search, ["created"] as const, { sort: "created", dir: "desc" });
  const kindParam = search.get("kind") ?? "";
  const [queue, kinds] = await Promise.all([
    listOutbox(db, { q: params.q, status: parseMailStatus(search.get("status")), kind: mailKindPattern.test(kindParam) ? kindParam : null, page: params.page }),
    outboxKinds(db),
  ]);

  const files = mailer.kind === "outbox" && mailer.outboxDir ? await emlFilePage(mailer.outboxDir, Number.parseInt(search.get("files") ?? "1", 10) || 1, FILES_PAGE_SIZE) : null;

  return {
    queue: {
      info: queue.info,
      rows: queue.rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        to: row.to,
        subject: row.subject,
        lang: row.lang,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    },
    kinds,
    files,
    transport: mailer.kind,
  };
}

/** "Retry" on a failed message: back in the queue, due now. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const { db, log } = context.get(servicesContext);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (intent !== "retry") throw data(null, { status: 400 });
  const submission = parseForm(formData, mailForms.retry);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  const { id } = submission.value;
  const retried = await retryMail(db, id);
  if (!retried) return refuseForm(submission, { form: t("mailAdmin.notFailed"), formIntent: intent }, 409);
  const { user } = currentAdmin(context);
  await recordAudit(db, log, {
    action: "mail.retry",
    actor: { id: user.id, email: user.email },
    target: { type: "mail", id },
    ip: context.get(requestContext).clientIp,
    details: { kind: retried.kind },
  });
  return acceptForm(submission, { message: t("mailAdmin.retried"), formIntent: intent });
}

const STATUS_TONE: Record<MailStatusName, BadgeTone> = { pending: "gold", sending: "blue", sent: "green", failed: "red" };
const MAIL_STATUS_LABEL: Record<MailStatusName, AdminMessageKey> = {
  pending: "mailAdmin.status.pending",
  sending: "mailAdmin.status.sending",
  sent: "mailAdmin.status.sent",
  failed: "mailAdmin.status.failed",
};


/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function SentMail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { queue, kinds, files } = loaderData;
  const filtered = Boolean(params.get("q") || params.get("status") || params.get("kind"));

  return (
    <AdminPage title={t("mailAdmin.title")}>
      <ReplyNotice reply={actionData} />
      <p className="mb-6 max-w-3xl text-mist">{loaderData.transport === "outbox" ? t("mailAdmin.introOutbox") : t("mailAdmin.introSmtp")}</p>

      <Panel title={t("mailAdmin.queue")} className="mb-6">
        <ListToolbar
          searchLabel={t("mailAdmin.search")}
          filters={[
            { name: "status", label: t("admin.list.status"), options: MAIL_STATUSES.map((status) => ({ value: status, label: t(MAIL_STATUS_LABEL[status]) })) },
            { name: "kind", label: t("mailAdmin.kind"), options: kinds.map((kind) => ({ value: kind, label: mailKindLabel(kind, t) })) },
          ]}
        />
        {queue.rows.length === 0 ? (
          <p className="py-10 text-center text-mist">{filtered ? t("admin.list.noMatch") : t("mailAdmin.emptyQueue")}</p>
        ) : (
          <AdminTable caption={t("mailAdmin.queue")} columns={[{ label: t("mailAdmin.to") }, { label: t("mailAdmin.subject") }, { label: t("mailAdmin.kind") }, { label: t("admin.list.status") }, { label: t("mailAdmin.queuedAt") }]} actions>
            <tbody className={tableBodyClass}>
              {queue.rows.map((row) => (
                <tr key={row.id} data-testid="mail-row">
                  <td className="py-3 pr-4 break-all">{row.to}</td>
                  <td className="py-3 pr-4">{row.subject !== null ? <span lang={row.lang ?? undefined}>{row.subject}</span> : <span className="text-mist">{t("mailAdmin.newsletterSubject")}</span>}</td>
                  <td className="py-3 pr-4 whitespace-nowrap">{mailKindLabel(row.kind, t)}</td>
                  <td className="py-3 pr-4">
                    {row.status === "sent" && !row.sentAt ? (
                      // Done without sending: the reader left before their copy's turn.
                      <Badge tone="neutral">{t("mailAdmin.status.skipped")}</Badge>
                    ) : (
                      <Badge tone={STATUS_TONE[row.status]}>{t(MAIL_STATUS_LABEL[row.status])}</Badge>
                    )}
                    <div className="mt-1 text-xs text-mist">{t("mailAdmin.attempts", { count: String(row.attempts) })}</div>
                    {row.lastError ? <div className={`mt-1 max-w-xs text-xs break-words ${row.status === "sent" ? "text-mist" : "text-red-300"}`}>{row.lastError}</div> : null}
                  </td>
                  <td className="py-3 pr-4 whitespace-nowrap">
                    {format.shortDate(row.createdAt)}, {format.time(row.createdAt)}
                    {row.sentAt ? <div className="text-xs text-mist">{t("mailAdmin.sentOn", { date: `${format.shortDate(row.sentAt)}, ${format.time(row.sentAt)}` })}</div> : null}
                  </td>
                  <td className="py-3 text-right">
                    {row.status === "failed" ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="id" value={row.id} />
                        <Button type="submit" variant="ghost" className="px-3 py-1.5" disabled={navigation.state === "submitting"} aria-label={t("mailAdmin.retryLabel", { to: row.to })}>
                          {t("mailAdmin.retry")}
                        </Button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
        <Pagination info={queue.info} />
      </Panel>

      {files ? (
        <Panel title={t("mailAdmin.files")}>
          <p className="mb-4 text-sm text-mist">{t("mailAdmin.filesText")}</p>
          {files.rows.length === 0 ? (
            <p className="py-10 text-center text-mist">{t("mailAdmin.noFiles")}</p>
          ) : (
            <AdminTable caption={t("mailAdmin.files")} columns={[{ label: t("mailAdmin.date") }, { label: t("mailAdmin.to") }, { label: t("mailAdmin.subject") }]}>
              <tbody className={tableBodyClass}>
                {files.rows.map((file) => (
                  <tr key={file.name} data-testid="mail-file">
                    <td className="py-3 pr-4 whitespace-nowrap">{file.date ? `${format.shortDate(file.date)}, ${format.time(file.date)}` : "—"}</td>
                    <td className="py-3 pr-4 break-all">{file.to}</td>
                    <td className="py-3">
                      <Link to={`/admin/mail/${file.name}`} className="text-cream underline underline-offset-4 hover:text-gold">
                        {file.subject ? <span lang={file.lang ?? undefined}>{file.subject}</span> : t("mailAdmin.noSubject")}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
          {files.info.pageCount > 1 ? (
            <nav aria-label={t("mailAdmin.filePages")} className="mt-4 flex items-center justify-end gap-3 text-sm text-mist">
              {files.info.page > 1 ? (
                <Link to={listHref(params, { files: String(files.info.page - 1), page: params.get("page") })} className={buttonClass("ghost", "px-3 py-1.5")}>
                  {t("admin.list.previous")}
                </Link>
              ) : null}
              <span>{t("admin.list.pageOf", { page: String(files.info.page), count: String(files.info.pageCount) })}</span>
              {files.info.page < files.info.pageCount ? (
                <Link to={listHref(params, { files: String(files.info.page + 1), page: params.get("page") })} className={buttonClass("ghost", "px-3 py-1.5")}>
                  {t("admin.list.next")}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </Panel>
      ) : null}
    </AdminPage>
  );
}
