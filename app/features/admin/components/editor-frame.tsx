import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ExternalLink, History } from "lucide-react";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/field.tsx";
import { DRAFT_PUBLISH_AT } from "../schema.ts";
import { fieldMessage } from "../../../lib/form.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { useFormat } from "../../../lib/i18n/index.ts";
import { FormAlert } from "../../accounts/components/auth-card.tsx";
import { AdminPage } from "./admin-page.tsx";
import { PublishBadge } from "./list-kit.tsx";

/**
 * The admin's content kit, editor half: the frame every content editor shares
 * (title and actions, the way back, the item's name and state, the form with
 * its Save and Back buttons) and the props that tie a field component to its
 * Conform field. An editor page is its loader, `handleEditorAction` and the
 * panels of its fields.
 */

// Conform's form and field metadata, whatever the schema: the frame only reads ids, errors and status.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the frame works for any editor's schema
type AnyForm = FormMetadata<any, string[]>;
type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** Intents that post the editor's form but are not a save (the markdown preview, a test send). */
const NOT_A_SAVE = new Set(["delete", "preview", "test", "send", "draft", "scheduleDraft", "discardDraft"]);

export function EditorFrame({
  title,
  backTo,
  item,
  state,
  actions,
  form,
  children,
  formClassName = "space-y-6",
  encType,
  footer,
  after,
  submit,
  history,
  drafts = false,
  draft = null,
}: {
  title: string;
  /** The list this editor belongs to. */
  backTo: string;
  /** The item being edited (null on /new): its name and, by default, its Published/Draft badge. */
  item: { name: string; published?: boolean } | null;
  /** What stands beside the name instead of the Published/Draft badge (an article's Scheduled…). */
  state?: React.ReactNode;
  /** The buttons at the top right: View on site, Delete… */
  actions?: React.ReactNode;
  form: AnyForm;
  children: React.ReactNode;
  formClassName?: string;
  encType?: "multipart/form-data";
  /** Buttons beside Save (a preview, a test send); the default is Save and Back. */
  footer?: React.ReactNode;
  /** What follows the form and posts on its own (an album's photos). */
  after?: React.ReactNode;
  /** The form's own buttons in place of Save (a page's Save draft and Publish). */
  submit?: React.ReactNode;
  /** The item's history (features/versions: `historyPath(type, id)`), shown first among the actions; none on /new. */
  history?: string;
  /** The item is live: Save draft keeps the form's changes aside (the kit's drafts), Save publishes them. */
  drafts?: boolean;
  /** The draft waiting, which the form shows: when and by whom it was saved, when it publishes itself if scheduled; Discard draft drops it. */
  draft?: { savedAt: string; savedBy: string | null; publishAt: string | null } | null;
}) {
  const t = useAdminT();
  const navigation = useNavigation();
  const format = useFormat();
  const intent = navigation.formData?.get("intent");
  const submitting = (name: string) => navigation.state === "submitting" && intent === name;
  const saving = navigation.state === "submitting" && !(typeof intent === "string" && NOT_A_SAVE.has(intent));
  const formError = fieldMessage(form.errors, (key) => t(key as AdminMessageKey));
  // A save the browser stopped has no server answer: the summary shows from the first try while a field is still wrong.
  const [tried, setTried] = useState(false);
  const formProps = getFormProps(form);
  const refused = form.status === "error" || (tried && Object.keys(form.allErrors).length > 0);
  return (
    <AdminPage
      title={title}
      actions={
        actions || history ? (
          <div className="flex flex-wrap items-center gap-3">
            {history ? <HistoryLink to={history} /> : null}
            {actions}
          </div>
        ) : undefined
      }
    >
      <Link to={backTo} className="mb-4 inline-block text-sm text-mist underline underline-offset-4 hover:text-cream">
        {t("admin.form.back")}
      </Link>
      {item ? (
        <p className="mb-4 flex items-center gap-3 text-lg text-cream">
          <span className="font-semibold">{item.name}</span> {state ?? (item.published === undefined ? null : <PublishBadge published={item.published} />)}
        </p>
      ) : null}
      {/* One summary above the form; each field says what is wrong under it. */}
      {refused ? <FormAlert>{formError ?? t("admin.form.fixErrors")}</FormAlert> : null}
      {draft ? (
        <p className="mb-4 rounded border border-gold/40 bg-gold/10 px-4 py-3 text-sm text-cream" data-testid="draft-banner">
          {t(drafts ? "admin.draft.banner" : "admin.draft.bannerHidden", { who: draft.savedBy ?? "—", when: format.dateTime(draft.savedAt) })}
          {draft.publishAt ? <strong className="mt-1 block font-semibold">{t("admin.draft.scheduledFor", { date: format.dateTime(draft.publishAt) })}</strong> : null}
        </p>
      ) : null}
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          setTried(true);
          formProps.onSubmit(event);
        }}
        encType={encType}
        className={formClassName}
      >
        {children}
        <div className="flex flex-wrap items-center gap-3">
          {submit ?? (
            <Button type="submit" disabled={saving}>
              {saving ? t("admin.form.saving") : t("admin.form.save")}
            </Button>
          )}
          {drafts ? (
            <Button type="submit" name="intent" value="draft" variant="secondary" disabled={submitting("draft")}>
              {submitting("draft") ? t("admin.form.saving") : t("admin.draft.save")}
            </Button>
          ) : null}
          {draft ? (
            <Button type="submit" name="intent" value="discardDraft" variant="ghost" formNoValidate disabled={submitting("discardDraft")}>
              {t("admin.draft.discard")}
            </Button>
          ) : null}
          {footer}
          <Link to={backTo} className={buttonClass("ghost")}>
            {t("admin.form.back")}
          </Link>
        </div>
        {drafts ? <p className="text-sm text-mist">{t("admin.draft.hint")}</p> : null}
        {drafts ? <ScheduleDraft form={form} busy={submitting("scheduleDraft")} /> : null}
      </Form>
      {after}
    </AdminPage>
  );
}

/**
 * Schedule: the form's changes kept as a draft that publishes itself at a
 * Paris time ahead (the site's job applies it, features/admin and
 * app/content/scheduled-drafts.server.ts).
 */
function ScheduleDraft({ form, busy }: { form: AnyForm; busy: boolean }) {
  const t = useAdminT();
  const error = fieldMessage(form.allErrors[DRAFT_PUBLISH_AT], (key) => t(key as AdminMessageKey));
  const typed = (form.initialValue as Record<string, unknown> | undefined)?.[DRAFT_PUBLISH_AT];
  return (
    <div className="flex flex-wrap items-end gap-3 border-t border-white/10 pt-4">
      <TextField
        type="datetime-local"
        name={DRAFT_PUBLISH_AT}
        label={t("admin.draft.when")}
        defaultValue={typeof typed === "string" ? typed : ""}
        error={error}
        className="min-w-56"
      />
      <Button type="submit" name="intent" value="scheduleDraft" variant="secondary" disabled={busy}>
        {busy ? t("admin.form.saving") : t("admin.draft.schedule")}
      </Button>
    </div>
  );
}

/** The editor's link to the item's versions: who changed what and when, compared and restored. */
export function HistoryLink({ to }: { to: string }) {
  const t = useAdminT();
  return (
    <Link to={to} className={buttonClass("ghost", "px-3 py-2")}>
      <History size={16} aria-hidden="true" />
      {t("versions.history")}
    </Link>
  );
}

/** The item's page as visitors will see it, in both languages, at phone and desktop widths, published or not yet (/admin/preview/…). */
export function PreviewLink({ type, id }: { type: "car" | "article" | "event" | "album" | "merchandise" | "video" | "legal_page"; id: string }) {
  const t = useAdminT();
  return (
    <Link to={`/admin/preview/${type}/${id}`} className={buttonClass("secondary", "px-3 py-2")}>
      {t("itemPreview.open")}
    </Link>
  );
}

/** The editor's link to the public page it feeds, opened in a new tab. */
export function ViewOnSiteLink({ to, label }: { to: string; label?: string }) {
  const t = useAdminT();
  return (
    <Link to={to} target="_blank" rel="noreferrer" className={buttonClass("ghost", "px-3 py-2")}>
      <ExternalLink size={16} aria-hidden="true" />
      {label ?? t("adminContent.viewOnSite")}
    </Link>
  );
}

/**
 * The key an editor page gives its form: a new one for each saved version of
 * the item, so a save (which comes back to the same address) shows the fields
 * as stored, normalised by the server ("650000" → "650000.00"). The form's id
 * stays the same: Conform resets a form whose id changes, and the reset
 * rewrites fields it cannot tell apart (repeated names).
 */
export function editorKey(item: { id: string; updated_at?: string } | null): string {
  return item ? `${item.id}@${item.updated_at ?? ""}` : "new";
}

/**
 * The props of the field components for a Conform field: name, id, what it
 * holds (typed, or stored), aria state and its message in the admin's words.
 * `hint` is the id of a hint the control is also described by.
 */
export function useEditorFields() {
  const t = useAdminT();
  const say = (key: string) => t(key as AdminMessageKey);
  const error = (field: AnyField) => fieldMessage(field.errors, say);
  return {
    text: (field: AnyField, options: { type?: "text" | "email" | "url" | "date" | "time" | "datetime-local" | "number"; hint?: string } = {}) => ({
      ...getInputProps(field, { type: options.type ?? "text", ariaDescribedBy: options.hint }),
      error: error(field),
    }),
    textarea: (field: AnyField, options: { hint?: string } = {}) => ({ ...getTextareaProps(field, { ariaDescribedBy: options.hint }), error: error(field) }),
    select: (field: AnyField, options: { hint?: string } = {}) => ({ ...getSelectProps(field, { ariaDescribedBy: options.hint }), error: error(field) }),
    checkbox: (field: AnyField) => getInputProps(field, { type: "checkbox" }),
    /** A list field's posted values (typed, or stored), e.g. extra photos. */
    list: (field: AnyField): string[] => {
      const value = field.initialValue;
      return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === "string" && item !== "");
    },
    /** The message of a field that is a group (a list of photos, rows of text). */
    groupError: (field: AnyField) => fieldMessage(Object.values(field.allErrors).flat(), say),
    error,
  };
}
