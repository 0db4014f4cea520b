import { ExternalLink, FlaskConical } from "lucide-react";
import { useState } from "react";
import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/edition-edit";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { EditorFrame, editorKey, HistoryLink, useEditorFields } from "../../features/admin/components/editor-frame.tsx";
import { historyPath } from "../../features/versions/schema.ts";
import { editedItemId } from "../../features/admin/queries.server.ts";
import { DeleteButton } from "../../features/admin/components/list-kit.tsx";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { Prose } from "../../features/news/components/prose.tsx";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";
import { EditionEditor } from "../../features/newsletter/components/edition-editor.tsx";
import { EditionPreview } from "../../features/newsletter/components/edition-preview.tsx";
import { EditionProgressPanel } from "../../features/newsletter/components/edition-progress.tsx";
import { EditionSendButton } from "../../features/newsletter/components/edition-send.tsx";
import { EditionStatusBadge } from "../../features/newsletter/components/edition-status-badge.tsx";
import { editionStatus } from "../../features/newsletter/schema.ts";
import { editionFormSchema } from "../../features/newsletter/admin-schema.ts";
import { createEdition, queueTestSend, startSend, updateEdition } from "../../features/newsletter/mutations.server.ts";
import { getSiteSettings } from "../../features/settings/queries.server.ts";
import { intentOf, parseForm, refuseForm, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { formatCount } from "../../lib/format.ts";
import { FORMAT_LOCALE, pluralKey } from "../../lib/i18n/core.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { countActiveSubscribers, editionProgress, getAdminEdition, type EditionRow } from "../../features/newsletter/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.edition?.title || adminMetaT(matches)("editions.new") }) }];

/** The compose screen of one edition: /admin/newsletter/new, or /admin/newsletter/:editionId. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const [settings, activeSubscribers] = await Promise.all([getSiteSettings(db), countActiveSubscribers(db)]);
  const common = { teamName: settings.team_name, activeSubscribers };
  const id = editedItemId(params.editionId);
  if (!id) return { ...common, confirm: false, edition: null, status: "draft" as const, progress: null, previewHtml: "", previewHtmlFr: "" };
  const row = await getAdminEdition(db, id);
  if (!row) throw data(null, { status: 404 });
  const status = editionStatus(row);
  return {
    ...common,
    // ?confirm=1 is a step of the send without JavaScript (the page asks before sending), not a message: it stays in the address.
    confirm: status === "draft" && search.has("confirm"),
    // The French version too: a form opened without it would save it away.
    edition: {
      id: row.id,
      title: row.title,
      subject: row.subject,
      content: row.content,
      title_fr: row.title_fr ?? "",
      subject_fr: row.subject_fr ?? "",
      content_fr: row.content_fr ?? "",
      updated_at: row.updated_at.toISOString(),
    },
    status,
    progress: status === "draft" ? null : await editionProgress(db, row.id),
    previewHtml: sanitizeNewsletterHtml(row.content),
    previewHtmlFr: sanitizeNewsletterHtml(row.content_fr ?? ""),
  };
}

const INTENTS = ["save", "preview", "test", "confirm-send", "send"] as const;

export async function action({ params, request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const services = context.get(servicesContext);
  const formData = await request.formData();
  const existingId = editedItemId(params.editionId);
  const intentValue = intentOf(formData) || "save";
  const intent = (INTENTS as readonly string[]).includes(intentValue) ? (intentValue as (typeof INTENTS)[number]) : "save";
  const submission = parseForm(formData, editionFormSchema);

  // Without JavaScript, the Preview button renders the posted HTML and keeps the form as typed.
  if (intent === "preview") {
    const content = formData.get("content");
    const contentFr = formData.get("content_fr");
    const reply: FormReply & { previewHtml: string; previewHtmlFr: string } = {
      initialValue: submission.payload as FormReply["initialValue"],
      previewHtml: sanitizeNewsletterHtml(typeof content === "string" ? content : ""),
      previewHtmlFr: sanitizeNewsletterHtml(typeof contentFr === "string" ? contentFr : ""),
    };
    return reply;
  }

  // Every other intent saves what is on screen first: the test and the send use exactly that,
  // in the same transaction as the save, its version and the e-mails they queue.
  if (submission.status !== "success") return refuseForm(submission);
  const to = currentAdmin(context).user.email;
  const result = await writeContent(context, async (tx, record) => {
    let saved: EditionRow;
    if (existingId) {
      const updated = await updateEdition(tx, existingId, submission.value);
      if (!updated.ok) return { refused: updated.reason === "notFound" ? "notFound" : "editions.alreadyStarted" } as const;
      saved = updated.after;
      const changed = (["title", "subject", "content"] as const).some((field) => updated.before[field] !== updated.after[field]);
      if (changed || intent === "save") await record({ action: "edition.update", target: { type: "edition", id: saved.id }, before: updated.before, after: updated.after });
    } else {
      saved = await createEdition(tx, submission.value);
      await record({ action: "edition.create", target: { type: "edition", id: saved.id }, before: null, after: saved });
    }
    if (intent === "test") {
      const { team_name: teamName } = await getSiteSettings(tx);
      await queueTestSend(tx, { edition: saved, to, publicUrl: services.env.PUBLIC_URL, teamName, subjectPrefix: t("editions.testPrefix"), locale: context.get(localeContext) });
    }
    if (intent !== "send") return { saved } as const;
    const started = await startSend(tx, saved.id);
    if (!started.ok) {
      if (started.reason === "notFound") return { refused: "notFound" } as const;
      return { saved, refused: started.reason === "noSubscribers" ? "editions.noSubscribers" : "editions.alreadyStarted" } as const;
    }
    // The whole edition before and after, like every content change: the send is a version of its history.
    await record({ action: "edition.send", target: { type: "edition", id: saved.id }, before: started.before, after: started.after });
    return { saved, recipients: started.recipients } as const;
  });
  if (!result.committed) return refuseForm(submission, { form: "admin.write.failed" }, 500);
  const outcome = result.value;
  if ("refused" in outcome) {
    if (outcome.refused === "notFound") throw data(null, { status: 404 });
    return refuseForm(submission, { form: outcome.refused }, 409);
  }
  const page = `/admin/newsletter/${outcome.saved.id}`;
  if (intent === "test") return redirectWithFlash(page, { message: "editions.testQueued", values: { email: to } });
  if (intent === "confirm-send") return redirect(`${page}?confirm=1`);
  const { recipients } = outcome;
  if (recipients !== undefined) {
    const message = pluralKey(t.locale, recipients, { one: "editions.sendStarted.one", other: "editions.sendStarted" });
    return redirectWithFlash(page, { message, values: { count: formatCount(recipients, FORMAT_LOCALE[t.locale]) } });
  }
  return redirectWithFlash(page, { message: existingId ? "admin.form.saved" : "admin.form.created" });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

/** A draft is composed in the editor (a new form for each saved version, see editorKey); a sending or sent edition is read-only. */
export default function AdminEditionEdit(props: Route.ComponentProps) {
  const t = useAdminT();
  const { edition, status } = props.loaderData;
  if (status === "draft") return <ComposeForm key={editorKey(edition)} {...props} />;
  return (
    <AdminPage
      title={t("editions.viewTitle")}
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <EditionStatusBadge status={status} />
          {edition ? <HistoryLink to={historyPath("edition", edition.id)} /> : null}
          {status === "sent" && edition ? (
            <a href={`/newsletters/${edition.id}`} target="_blank" rel="noreferrer" className={buttonClass("ghost", "px-3 py-2")}>
              <ExternalLink size={16} aria-hidden="true" />
              {t("editions.viewOnSite")}
            </a>
          ) : null}
        </div>
      }
    >
      <SentEdition loaderData={props.loaderData} />
    </AdminPage>
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

function SentEdition({ loaderData }: { loaderData: LoaderData }) {
  const t = useAdminT();
  const { edition, progress, status } = loaderData;
  if (!edition) return null;
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

function ComposeForm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { edition, previewHtml, previewHtmlFr, activeSubscribers, confirm, teamName } = loaderData;
  const [form, fields] = useSchemaForm(editionFormSchema, actionData, { id: "edition-editor", defaultValue: edition ?? undefined });
  const field = useEditorFields();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "save") : null;
  const typed = (name: keyof typeof fields) => field.list(fields[name])[0] ?? "";
  const [title, setTitle] = useState(typed("title"));
  const [content, setContent] = useState(typed("content"));
  const [titleFr, setTitleFr] = useState(typed("title_fr"));
  const [contentFr, setContentFr] = useState(typed("content_fr"));
  const preview = actionData && "previewHtml" in actionData ? actionData.previewHtml : null;
  const previewFr = actionData && "previewHtmlFr" in actionData ? actionData.previewHtmlFr : null;

  return (
    <EditorFrame
      title={edition ? t("editions.editTitle") : t("editions.newTitle")}
      backTo="/admin/newsletter"
      item={edition && { name: edition.title }}
      state={<EditionStatusBadge status="draft" />}
      form={form}
      history={edition ? historyPath("edition", edition.id) : undefined}
      actions={edition ? <DeleteButton id={edition.id} itemName={edition.title} action="/admin/newsletter" className="py-2" /> : null}
      footer={
        <>
          <Button type="submit" name="intent" value="preview" variant="ghost" formNoValidate>
            {t("editions.preview")}
          </Button>
          <Button type="submit" name="intent" value="test" variant="secondary" disabled={submitting !== null}>
            {submitting === "test" ? <Spinner className="scale-75" /> : <FlaskConical size={16} aria-hidden="true" />}
            {submitting === "test" ? t("editions.sendingTest") : t("editions.sendTest")}
          </Button>
        </>
      }
    >
      {confirm && edition ? (
        <Panel className="border-gold/40">
          <h2 className="mb-2 text-xl">{t("editions.confirmTitle")}</h2>
          <p className="mb-4 text-mist">{t.count(activeSubscribers, { one: "editions.confirmBody.one", other: "editions.confirmBody" })}</p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="send">
              {t.count(activeSubscribers, { one: "editions.confirmSend.one", other: "editions.confirmSend" })}
            </Button>
            <Link to={`/admin/newsletter/${edition.id}`} className={buttonClass("ghost")}>
              {t("editions.cancel")}
            </Link>
          </div>
        </Panel>
      ) : null}
      <Panel>
        <div className="grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <TextField label={t("editions.field.title")} required maxLength={200} {...field.text(fields.title)} onChange={(event) => setTitle(event.currentTarget.value)} />
            <p className="text-sm text-mist">{t("editions.field.titleHint")}</p>
          </div>
          <div className="space-y-2">
            <TextField label={t("editions.field.subject")} required maxLength={200} {...field.text(fields.subject)} />
            <p className="text-sm text-mist">{t("editions.field.subjectHint")}</p>
          </div>
        </div>
      </Panel>
      <Panel>
        <div className="grid gap-6 xl:grid-cols-2">
          <EditionEditor
            name={fields.content.name}
            label={t("editions.field.content")}
            hint={t("editions.field.contentHint")}
            defaultValue={typed("content")}
            error={field.error(fields.content)}
            onChange={setContent}
          />
          <EditionPreview title={title} content={content} initialContent={typed("content")} initialHtml={preview ?? previewHtml} teamName={teamName} />
        </div>
        <noscript>
          <p className="mt-3 text-sm text-mist">{t("editions.previewNoScript")}</p>
        </noscript>
      </Panel>
      <Panel title={t("editions.french")}>
        <p className="-mt-2 mb-5 text-sm text-mist">{t("editions.frenchHint")}</p>
        <div className="space-y-5">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField label={t("editions.field.titleFr")} lang="fr" maxLength={200} {...field.text(fields.title_fr)} onChange={(event) => setTitleFr(event.currentTarget.value)} />
            <TextField label={t("editions.field.subjectFr")} lang="fr" maxLength={200} {...field.text(fields.subject_fr)} />
          </div>
          <div className="grid gap-6 xl:grid-cols-2">
            <EditionEditor
              name={fields.content_fr.name}
              label={t("editions.field.contentFr")}
              hint={t("editions.field.contentHint")}
              defaultValue={typed("content_fr")}
              error={field.error(fields.content_fr)}
              onChange={setContentFr}
            />
            {/* French subscribers read the English title where the French one is empty. */}
            <EditionPreview
              lang="fr"
              heading={t("editions.previewTitleFr")}
              title={titleFr || title}
              content={contentFr}
              initialContent={typed("content_fr")}
              initialHtml={previewFr ?? previewHtmlFr}
              teamName={teamName}
            />
          </div>
        </div>
      </Panel>
      <div className="rounded-lg border border-white/10 bg-night-2 p-6">
        {activeSubscribers > 0 ? (
          <>
            <p className="mb-4 text-sm text-mist">{t("editions.sendHint")}</p>
            <EditionSendButton formId={form.id} count={activeSubscribers} disabled={submitting !== null} />
          </>
        ) : (
          <p className="text-sm text-mist">{t("editions.noSubscribers")}</p>
        )}
      </div>
    </EditorFrame>
  );
}
