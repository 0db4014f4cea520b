import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/system";
import { Button } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { ReplyNotice } from "../../features/admin/components/reply-notice.tsx";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { retryFailedMails } from "../../features/mail/mutations.server.ts";
import { systemStatus } from "../../features/system/queries.server.ts";
import { isSystemIntent, systemForms } from "../../features/system/schema.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { acceptForm, intentOf, parseForm, refuseForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { FORMAT_LOCALE, useFormat, useLocale } from "../../lib/i18n/index.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { formatBytes } from "../../lib/format-bytes.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { backupSite } from "../../platform/backup.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.system") }];

/** The operator's first figures (issue 18): what runs, on what, how full, what waits, the last backup. */
export async function loader({ context }: Route.LoaderArgs) {
  return systemStatus(context.get(servicesContext));
}

/** "Take a backup now" and "Retry the failed e-mails". */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = context.get(localeContext);
  const t = translator(locale);
  const services = context.get(servicesContext);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (!isSystemIntent(intent)) throw data(t("systemAdmin.unknownAction"), { status: 400 });
  const submission = parseForm(formData, systemForms[intent]);
  if (submission.status !== "success") return refuseForm(submission, { form: t("systemAdmin.unknownAction"), formIntent: intent });
  const { user } = currentAdmin(context);
  const audit = (action: string, details: Record<string, unknown>) =>
    recordAudit(services.db, services.log, { action, actor: { id: user.id, email: user.email }, target: { type: "system", id: null }, ip: context.get(requestContext).clientIp, details });

  if (intent === "retry-failed") {
    const count = await retryFailedMails(services.db);
    if (count === 0) return refuseForm(submission, { form: t("systemAdmin.noneFailed"), formIntent: intent }, 409);
    await audit("mail.retry_failed", { count });
    return acceptForm(submission, { message: t("systemAdmin.retriedFailed", { count: String(count) }), formIntent: intent });
  }

  try {
    const result = await backupSite(services);
    const name = result.file.split("/").at(-1)!;
    await audit("system.backup", { file: name, bytes: result.bytes, ms: result.ms });
    return acceptForm(submission, { message: t("systemAdmin.backupDone", { name, size: formatBytes(result.bytes, FORMAT_LOCALE[locale]) }), formIntent: intent });
  } catch (error) {
    services.log.error({ err: error }, "backup from the admin failed");
    return refuseForm(submission, { form: t("systemAdmin.backupFailed", { error: error instanceof Error ? error.message : String(error) }), formIntent: intent }, 500);
  }
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

function Figures({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-mist">{term}</dt>
          <dd className="break-words text-cream">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What /healthz checked, which anonymous callers are not told: the answer's time, or why it failed. */
function CheckResult({ check }: { check: { ok: boolean; ms: number; detail: string } }) {
  const t = useAdminT();
  return check.ok ? (
    <span className="text-emerald-300">{t("systemAdmin.checkOk", { ms: String(check.ms) })}</span>
  ) : (
    <span className="text-red-300">{t("systemAdmin.checkFailed", { error: check.detail })}</span>
  );
}

function IntentButton({ intent, label, busyLabel }: { intent: "backup" | "retry-failed"; label: string; busyLabel?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="mt-5">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant="ghost" disabled={navigation.state === "submitting"}>
        {busy && busyLabel ? busyLabel : label}
      </Button>
    </Form>
  );
}

export default function SystemPage({ loaderData: status, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const tag = FORMAT_LOCALE[useLocale()];
  const bytes = (value: number) => formatBytes(value, tag);
  const uptime = () => {
    const since = format.dateTime(status.app.startedAt);
    const minutes = Math.floor(status.app.uptimeSeconds / 60);
    const hours = Math.floor(minutes / 60);
    const days = Math.floor(hours / 24);
    return days > 0
      ? t("systemAdmin.uptimeDays", { since, days: String(days), hours: String(hours % 24) })
      : t("systemAdmin.uptimeHours", { since, hours: String(hours), minutes: String(minutes % 60) });
  };
  const { migrations } = status.database;
  const { checks } = status;

  return (
    <AdminPage title={t("systemAdmin.title")}>
      <ReplyNotice reply={actionData} />
      <p className="mb-6 max-w-3xl text-mist">{t("systemAdmin.intro")}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("systemAdmin.app")}>
          <Figures
            rows={[
              [t("systemAdmin.version"), status.app.version],
              [t("systemAdmin.commit"), status.app.commit ? <code>{status.app.commit.slice(0, 12)}</code> : t("systemAdmin.unknown")],
              [t("systemAdmin.node"), status.app.node],
              [t("systemAdmin.running"), uptime()],
            ]}
          />
        </Panel>

        <Panel title={t("systemAdmin.database")}>
          <Figures
            rows={[
              [t("systemAdmin.kind"), status.database.kind === "pglite" ? t("systemAdmin.database.pglite") : t("systemAdmin.database.postgres")],
              [t("systemAdmin.size"), status.database.bytes === null ? t("systemAdmin.unknown") : bytes(status.database.bytes)],
              [
                t("systemAdmin.schema"),
                migrations.pending > 0 ? (
                  <span className="text-red-300">{t.count(migrations.pending, { one: "systemAdmin.schemaPending.one", other: "systemAdmin.schemaPending.other" })}</span>
                ) : (
                  t("systemAdmin.schemaUpToDate", { count: String(migrations.applied), last: migrations.last ?? "—" })
                ),
              ],
              [t("systemAdmin.check"), <CheckResult key="check" check={checks.database} />],
            ]}
          />
        </Panel>

        <Panel title={t("systemAdmin.storage")}>
          <Figures
            rows={[
              [t("systemAdmin.kind"), status.storage.kind === "s3" ? t("systemAdmin.storage.s3") : t("systemAdmin.storage.local")],
              [
                t("systemAdmin.use"),
                "error" in status.storage ? (
                  <span className="text-red-300">{t("systemAdmin.storageError", { error: status.storage.error })}</span>
                ) : (
                  t("systemAdmin.storageUse", { files: t.count(status.storage.files, { one: "systemAdmin.files.one", other: "systemAdmin.files.other" }), size: bytes(status.storage.bytes) })
                ),
              ],
              [t("systemAdmin.check"), <CheckResult key="check" check={checks.storage} />],
            ]}
          />
        </Panel>

        <Panel title={t("systemAdmin.mail")} id="mail">
          <Figures
            rows={[
              [
                t("systemAdmin.transport"),
                <span key="transport" data-testid="mail-transport">
                  {status.mail.transport === "smtp" ? t("systemAdmin.mail.smtp") : t("systemAdmin.mail.outbox")}
                  {status.mail.transport === "outbox" ? <span className="mt-1 block text-red-300">{t("systemAdmin.notDelivered", { dir: status.mail.outboxDir ?? "" })}</span> : null}
                </span>,
              ],
              [
                t("systemAdmin.from"),
                <span key="from" data-testid="mail-from">
                  {status.mail.from}
                  {status.mail.unusableSenderDomain ? <span className="mt-1 block text-red-300">{t("systemAdmin.senderUnusable", { domain: status.mail.unusableSenderDomain })}</span> : null}
                </span>,
              ],
              [t("systemAdmin.check"), <CheckResult key="check" check={checks.mail} />],
              [
                t("systemAdmin.queue"),
                <span key="queue" data-testid="mail-queue">
                  {t("systemAdmin.queueCounts", { pending: String(status.mail.pending), failed: String(status.mail.failed) })}
                  {status.mail.oldestPending ? <span className="block text-mist">{t("systemAdmin.oldest", { date: format.dateTime(status.mail.oldestPending) })}</span> : null}
                </span>,
              ],
            ]}
          />
          {status.mail.failed > 0 ? <IntentButton intent="retry-failed" label={t("systemAdmin.retryFailed")} /> : null}
        </Panel>

        <Panel title={t("systemAdmin.backups")}>
          <Figures
            rows={[
              [
                t("systemAdmin.lastBackup"),
                status.backups.last ? (
                  <span data-testid="last-backup">
                    {t("systemAdmin.backupLine", { date: format.dateTime(status.backups.last.createdAt), size: bytes(status.backups.last.bytes) })}
                    <span className="block break-all text-mist">{status.backups.last.name}</span>
                  </span>
                ) : (
                  <span data-testid="last-backup">{t("systemAdmin.noBackup")}</span>
                ),
              ],
              [t("systemAdmin.folder"), <span key="folder">{status.backups.dir} <span className="text-mist">({t.count(status.backups.count, { one: "systemAdmin.archives.one", other: "systemAdmin.archives.other" })})</span></span>],
              [t("systemAdmin.schedule"), status.backups.schedule ? t("systemAdmin.scheduleDaily", { time: status.backups.schedule, keep: String(status.backups.keep) }) : t("systemAdmin.scheduleNone")],
            ]}
          />
          <IntentButton intent="backup" label={t("systemAdmin.backupNow")} busyLabel={t("systemAdmin.backupTaking")} />
        </Panel>
      </div>
    </AdminPage>
  );
}
