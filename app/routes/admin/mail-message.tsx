import { ArrowLeft, Download } from "lucide-react";
import { data, Link, type RouterContextProvider } from "react-router";
import type { Route } from "./+types/mail-message";
import { buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { servicesContext } from "../../platform/context.ts";
import { readEmlFile, readEmlMessage } from "../../features/mail/queries.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.message.subject || adminMetaT(matches)("users.email") }) }];

function outboxDir(context: Readonly<RouterContextProvider>): string | null {
  const { mailer } = context.get(servicesContext);
  return mailer.kind === "outbox" && mailer.outboxDir ? mailer.outboxDir : null;
}

/**
 * "?download" answers the file itself (after the admin guard of the layout
 * has run): a page route's loader cannot answer a raw file, its middleware can.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (!new URL(request.url).searchParams.has("download")) return next();
    const dir = outboxDir(context);
    const source = dir ? await readEmlFile(dir, params.fileName) : null;
    if (!source) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
    return new Response(new Uint8Array(source), {
      headers: {
        "Content-Type": "message/rfc822",
        "Content-Disposition": `attachment; filename="${params.fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  },
];

/** One message of the .eml outbox (no SMTP_URL): its headers, text, and HTML shown sandboxed. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const dir = outboxDir(context);
  const message = dir ? await readEmlMessage(dir, params.fileName) : null;
  if (!message) throw data(null, { status: 404 });
  return { fileName: params.fileName, message };
}

export default function MailMessage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const { fileName, message } = loaderData;
  const headers: Array<[string, string | null]> = [
    [t("mailAdmin.from"), message.from],
    [t("mailAdmin.to"), message.to],
    [t("mailAdmin.subject"), message.subject],
    [t("mailAdmin.date"), message.date ? `${format.date(message.date)}, ${format.time(message.date)}` : null],
    ["List-Unsubscribe", message.listUnsubscribe],
    ["List-Unsubscribe-Post", message.listUnsubscribePost],
  ];
  return (
    <AdminPage
      title={message.subject || t("mailAdmin.noSubject")}
      actions={
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/mail" className={buttonClass("ghost")}>
            <ArrowLeft size={16} aria-hidden="true" />
            {t("mailAdmin.back")}
          </Link>
          <a href={`/admin/mail/${fileName}?download`} download={fileName} className={buttonClass("ghost")}>
            <Download size={16} aria-hidden="true" />
            {t("mailAdmin.download")}
          </a>
        </div>
      }
    >
      <Panel title={t("mailAdmin.headers")} className="mb-6">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {headers
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-mist">{label}</dt>
                <dd className="[overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
        </dl>
      </Panel>
      <Panel title={t("mailAdmin.textPart")} className="mb-6">
        {message.text ? <pre className="font-mono text-sm whitespace-pre-wrap text-cream [overflow-wrap:anywhere]">{message.text}</pre> : <p className="text-mist">{t("mailAdmin.noTextPart")}</p>}
      </Panel>
      <Panel title={t("mailAdmin.htmlPart")}>
        {message.html ? (
          // sandbox="" : no script, no form, no navigation of the admin, a unique origin.
          <iframe title={t("mailAdmin.htmlFrame")} sandbox="" srcDoc={message.html} className="h-[36rem] w-full rounded border border-white/10 bg-white" />
        ) : (
          <p className="text-mist">{t("mailAdmin.noHtmlPart")}</p>
        )}
      </Panel>
    </AdminPage>
  );
}
