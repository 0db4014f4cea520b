import { ExternalLink, FlaskConical } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/edition-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { recordContentChange } from "../../features/activity/mutations.server.ts";
import { formValue, type InvalidForm, formObject, parseAdminForm } from "../../features/admin/schema.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { Prose } from "../../features/news/components/prose.tsx";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";
import { EditionEditor } from "../../features/newsletter/components/edition-editor.tsx";
import { EditionPreview } from "../../features/newsletter/components/edition-preview.tsx";
import { EditionProgressPanel } from "../../features/newsletter/components/edition-progress.tsx";
import { EditionSendButton } from "../../features/newsletter/components/edition-send.tsx";
import { EditionStatusBadge } from "../../features/newsletter/components/edition-status-badge.tsx";
import { editionFormSchema, editionIdSchema, editionStatus } from "../../features/newsletter/schema.ts";
import { createEdition, queueTestSend, startSend, updateEdition } from "../../features/newsletter/mutations.server.ts";
import { getSiteSettings } from "../../features/site/queries.server.ts";
import { adminTranslator, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { countActiveSubscribers, editionProgress, getAdminEdition, type EditionRow } from "../../features/newsletter/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.edition.title || adminTranslator()("editions.new") }) }];

/** The compose screen of one edition: /admin/newsletter/new, or /admin/newsletter/:editionId. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const [settings, activeSubscribers] = await Promise.all([getSiteSettings(db), countActiveSubscribers(db)]);
  const common = { teamName: settings.team_name, activeSubscribers };
  if (!("editionId" in params) || !params.editionId) {
    return { ...common, isNew: true, confirm: false, edition: { id: "", title: "", subject: "", content: "" }, status: "draft" as const, progress: null, previewHtml: "" };
  }
  const id = editionIdSchema.safeParse(params.editionId);
  const row = id.success ? await getAdminEdition(db, id.data) : null;
  if (!row) throw data(null, { status: 404 });
  const status = editionStatus(row);
  return {
    ...common,
    isNew: false,
    // ?confirm=1 is a step of the send without JavaScript (the page asks before sending), not a message: it stays in the address.
    confirm: status === "draft" && search.has("confirm"),
    edition: { id: row.id, title: row.title, subject: row.subject, content: row.content },
    status,
    progress: status === "draft" ? null : await editionProgress(db, row.id),
    previewHtml: sanitizeNewsletterHtml(row.content),
  };
}

type ActionResult = InvalidForm | { status: "preview"; values: Record<string, string | string[]>; html: string } | { status: "error"; message: string };

const INTENTS = ["save", "preview", "test", "confirm-send", "send"] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  const t = translator();
  const services = context.get(servicesContext);
  const { db } = services;
  const formData = await request.formData();
  const existingId = "editionId" in params && params.editionId ? params.editionId : null;
  if (existingId && !editionIdSchema.safeParse(existingId).success) throw data(null, { status: 404 });
  const intentValue = String(formData.get("intent") ?? "save");
  const intent = (INTENTS as readonly string[]).includes(intentValue) ? (intentValue as (typeof INTENTS)[number]) : "save";

  // Without JavaScript, the Preview button renders the posted HTML and keeps the form as typed.
  if (intent === "preview") {
    const values = formObject(formData);
    return { status: "preview", values, html: sanitizeNewsletterHtml(typeof values.content === "string" ? values.content : "") } satisfies ActionResult;
  }

  // Every other intent saves what is on screen first: the test and the send use exactly that.
  const parsed = parseAdminForm(formData, editionFormSchema);
  if (!parsed.ok) return parsed.response;
  let saved: EditionRow;
  if (existingId) {
    const result = await updateEdition(db, existingId, parsed.data);
    if (!result.ok) {
      if (result.reason === "notFound") throw data(null, { status: 404 });
      return data<ActionResult>({ status: "error", message: t("editions.alreadyStarted") }, { status: 409 });
    }
    saved = result.after;
    const changed = (["title", "subject", "content"] as const).some((field) => result.before[field] !== result.after[field]);
    if (changed || intent === "save") {
      await recordContentChange(context, { action: "edition.update", target: { type: "edition", id: saved.id }, before: result.before, after: result.after });
    }
  } else {
    saved = await createEdition(db, parsed.data);
    await recordContentChange(context, { action: "edition.create", target: { type: "edition", id: saved.id }, before: null, after: saved });
  }
  const page = `/admin/newsletter/${saved.id}`;

  if (intent === "test") {
    const { team_name: teamName } = await getSiteSettings(db);
    const to = currentAdmin(context).user.email;
    await queueTestSend(db, { edition: saved, to, publicUrl: services.env.PUBLIC_URL, teamName, subjectPrefix: t("editions.testPrefix") });
    return redirectWithFlash(page, { message: "editions.testQueued", values: { email: to } });
  }
  if (intent === "confirm-send") return redirect(`${page}?confirm=1`);
  if (intent === "send") {
    const started = await startSend(db, saved.id);
    if (!started.ok) {
      const message: AdminMessageKey = started.reason === "noSubscribers" ? "editions.noSubscribers" : "editions.alreadyStarted";
      return data<ActionResult>({ status: "error", message: t(message) }, { status: started.reason === "notFound" ? 404 : 409 });
    }
    await recordContentChange(context, {
      action: "edition.send",
      target: { type: "edition", id: saved.id },
      before: { send_started_at: null },
      after: { send_started_at: started.after.send_started_at, recipient_count: started.recipients },
    });
    return redirectWithFlash(page, { message: "editions.sendStarted", values: { count: String(started.recipients) } });
  }
  return redirectWithFlash(page, { message: existingId ? "admin.form.saved" : "admin.form.created" });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function AdminEditionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { edition, status } = loaderData;
  return (
    <AdminPage
      title={loaderData.isNew ? t("editions.newTitle") : status === "draft" ? t("editions.editTitle") : t("editions.viewTitle")}
      actions={
        loaderData.isNew ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <EditionStatusBadge status={status} />
            {status === "sent" ? (
              <a href={`/newsletters/${edition.id}`} target="_blank" rel="noreferrer" className={buttonClass("ghost", "px-3 py-2")}>
                <ExternalLink size={16} aria-hidden="true" />
                {t("editions.viewOnSite")}
              </a>
            ) : null}
          </div>
        )
      }
    >
      {status === "draft" ? <ComposeForm loaderData={loaderData} actionData={actionData as ActionResult | undefined} /> : <SentEdition loaderData={loaderData} />}
    </AdminPage>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function SentEdition({ loaderData }: { loaderData: LoaderData }) {
  const t = useAdminT();
  const { edition, progress, status } = loaderData;
  return (
    <div className="space-y-6">
      <Panel title={status === "sending" ? t("editions.progressTitle") : undefined}>
        {progress ? <EditionProgressPanel key={status} editionId={edition.id} initial={progress} /> : null}
        <p className="mt-4 text-sm text-mist">{status === "sending" ? t("editions.lockedWhileSending") : t("editions.readOnly")}</p>
      </Panel>
      <Panel>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-mist uppercase">{t("editions.field.title")}</dt>
            <dd className="mt-1 text-lg text-cream">{edition.title}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-mist uppercase">{t("editions.field.subject")}</dt>
            <dd className="mt-1 text-lg text-cream">{edition.subject}</dd>
          </div>
        </dl>
        <div className="mt-6 rounded-lg border border-white/10 bg-night p-5">
          <Prose html={loaderData.previewHtml} className="text-base" />
        </div>
      </Panel>
      <Link to="/admin/newsletter" className={buttonClass("ghost")}>
        {t("admin.form.back")}
      </Link>
      {status === "sent" ? (
        <div className="mt-4 border-t border-white/10 pt-6">
          <DeleteButton id={edition.id} itemName={edition.title} action="/admin/newsletter" />
        </div>
      ) : null}
    </div>
  );
}

function ComposeForm({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionResult | undefined }) {
  const t = useAdminT();
  const formId = useId();
  const { edition, isNew, previewHtml, activeSubscribers, confirm, teamName } = loaderData;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "save") : null;
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  const typed = actionData && "values" in actionData ? actionData : undefined;
  const value = (name: string, fallback: string) => (typed ? (formValue(typed as InvalidForm, name) ?? "") : fallback);
  const error = (name: string) => {
    const key = invalid?.fieldErrors[name];
    return key ? t(key) : undefined;
  };
  const [title, setTitle] = useState(value("title", edition.title));
  const [content, setContent] = useState(value("content", edition.content));
  const initialContent = value("content", edition.content);
  const initialHtml = actionData?.status === "preview" ? actionData.html : previewHtml;

  useEffect(() => {
    if (actionData?.status === "error") toast.error(actionData.message);
  }, [actionData]);

  return (
    <>
      {invalid ? <FormAlert>{t("admin.form.fixErrors")}</FormAlert> : null}
      {actionData?.status === "error" ? <FormAlert>{actionData.message}</FormAlert> : null}
      {confirm ? (
        <Panel className="mb-6 border-gold/40">
          <h2 className="mb-2 text-xl">{t("editions.confirmTitle")}</h2>
          <p className="mb-4 text-mist">{t("editions.confirmBody", { count: String(activeSubscribers) })}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" form={formId} name="intent" value="send">
              {t("editions.confirmSend", { count: String(activeSubscribers) })}
            </Button>
            <Link to={`/admin/newsletter/${edition.id}`} className={buttonClass("ghost")}>
              {t("editions.cancel")}
            </Link>
          </div>
        </Panel>
      ) : null}
      <Form method="post" id={formId} className="space-y-6">
        <Panel>
          <div className="grid gap-5 md:grid-cols-2">
            <div className="space-y-2">
              <TextField
                label={t("editions.field.title")}
                name="title"
                required
                maxLength={200}
                defaultValue={value("title", edition.title)}
                onChange={(event) => setTitle(event.currentTarget.value)}
                error={error("title")}
              />
              <p className="text-sm text-mist">{t("editions.field.titleHint")}</p>
            </div>
            <div className="space-y-2">
              <TextField label={t("editions.field.subject")} name="subject" required maxLength={200} defaultValue={value("subject", edition.subject)} error={error("subject")} />
              <p className="text-sm text-mist">{t("editions.field.subjectHint")}</p>
            </div>
          </div>
        </Panel>
        <Panel>
          <div className="grid gap-6 xl:grid-cols-2">
            <EditionEditor
              name="content"
              label={t("editions.field.content")}
              hint={t("editions.field.contentHint")}
              defaultValue={value("content", edition.content)}
              error={error("content")}
              onChange={setContent}
            />
            <EditionPreview title={title} content={content} initialContent={initialContent} initialHtml={initialHtml} teamName={teamName} />
          </div>
          <noscript>
            <p className="mt-3 text-sm text-mist">{t("editions.previewNoScript")}</p>
          </noscript>
        </Panel>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="save" disabled={submitting !== null}>
            {submitting === "save" ? t("admin.form.saving") : t("admin.form.save")}
          </Button>
          <Button type="submit" name="intent" value="preview" variant="ghost" formNoValidate>
            {t("editions.preview")}
          </Button>
          <Button type="submit" name="intent" value="test" variant="secondary" disabled={submitting !== null}>
            {submitting === "test" ? <Spinner className="scale-75" /> : <FlaskConical size={16} aria-hidden="true" />}
            {submitting === "test" ? t("editions.sendingTest") : t("editions.sendTest")}
          </Button>
          <Link to="/admin/newsletter" className={buttonClass("ghost")}>
            {t("admin.form.back")}
          </Link>
        </div>
        <div className="rounded-lg border border-white/10 bg-night-2 p-6">
          {activeSubscribers > 0 ? (
            <>
              <p className="mb-4 text-sm text-mist">{t("editions.sendHint")}</p>
              <EditionSendButton formId={formId} count={activeSubscribers} disabled={submitting !== null} />
            </>
          ) : (
            <p className="text-sm text-mist">{t("editions.noSubscribers")}</p>
          )}
        </div>
      </Form>
      {isNew ? null : (
        <div className="mt-10 border-t border-white/10 pt-6">
          <DeleteButton id={edition.id} itemName={edition.title} action="/admin/newsletter" />
        </div>
      )}
    </>
  );
}
