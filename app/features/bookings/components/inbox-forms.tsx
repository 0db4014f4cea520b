import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type DefaultValue } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { fieldMessage, replyTo, useSchemaForm, type FormReply } from "../../../lib/form.ts";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { FormAlert } from "../../accounts/components/auth-card.tsx";
import { inboxForms, NOTE_MAX, REPLY_MAX, REPLY_SUBJECT_MAX, requestStatuses, type InboxIntent, type RequestStatus } from "../schema.ts";
import { statusKey } from "./inbox-badges.tsx";

/**
 * Each form of the request page posts to the page's action with its own
 * `intent`, checked in the browser with its schema first. With JavaScript it
 * goes through its own fetcher (its own pending state and answer, no full
 * reload); without, it is a plain POST and the answer comes back as the
 * page's action data, shown only by the form it answers (`replyTo`).
 */
function useInboxForm<Intent extends InboxIntent>(intent: Intent, fallback: FormReply | null | undefined, defaultValue?: DefaultValue<z.input<(typeof inboxForms)[Intent]>>) {
  const fetcher = useFetcher<FormReply>({ key: `inbox-${intent}` });
  const reply = replyTo(intent, fetcher.data) ?? replyTo(intent, fallback);
  const [form, fields] = useSchemaForm(inboxForms[intent], reply, { defaultValue });
  return { fetcher, reply, form, fields, busy: fetcher.state !== "idle" };
}

/** Above a form of an admin page: the confirmation, or what went wrong (a message for the form, or "fix the highlighted fields" once a post was refused). */
export function FormOutcome({ reply, form }: { reply: FormReply | undefined; form: { status?: "success" | "error" | undefined; errors?: string[] | undefined; allErrors: Record<string, string[]> } }) {
  const t = useAdminT();
  if (reply?.status === "success" && reply.message && form.status !== "error") return <FormAlert tone="success">{reply.message}</FormAlert>;
  const formError = fieldMessage(form.errors, (key) => t(key as AdminMessageKey));
  const fieldsWrong = form.status === "error" && Object.entries(form.allErrors).some(([name, errors]) => name !== "" && errors.length > 0);
  if (formError || fieldsWrong) return <FormAlert>{formError ?? t("admin.form.fixErrors")}</FormAlert>;
  return null;
}

export function StatusForm({ status, fallback }: { status: RequestStatus; fallback: FormReply | null | undefined }) {
  const t = useAdminT();
  const { fetcher, reply, form, fields, busy } = useInboxForm("status", fallback, { status });
  // The status may move without this form (a reply moves a new request to in progress): the select follows.
  const shown = useRef(status);
  useEffect(() => {
    if (status === shown.current) return;
    shown.current = status;
    form.update({ name: fields.status.name, value: status });
  }, [status, form, fields.status.name]);
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormOutcome reply={reply} form={form} />
      <input type="hidden" name="intent" value="status" />
      <SelectField
        label={t("bookings.statusLabel")}
        {...getSelectProps(fields.status)}
        key={fields.status.key}
        options={requestStatuses.map((value) => ({ value, label: t(statusKey(value)) }))}
        error={fieldMessage(fields.status.errors, (key) => t(key as AdminMessageKey))}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t("admin.form.saving") : t("bookings.status.save")}
      </Button>
    </fetcher.Form>
  );
}

export function NoteForm({ fallback }: { fallback: FormReply | null | undefined }) {
  const t = useAdminT();
  const { fetcher, reply, form, fields, busy } = useInboxForm("note", fallback);
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormOutcome reply={reply} form={form} />
      <input type="hidden" name="intent" value="note" />
      <TextAreaField
        label={t("bookings.note.label")}
        {...getTextareaProps(fields.note)}
        key={fields.note.key}
        rows={3}
        required
        maxLength={NOTE_MAX}
        placeholder={t("bookings.note.hint")}
        error={fieldMessage(fields.note.errors, (key) => t(key as AdminMessageKey))}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t("admin.form.saving") : t("bookings.note.submit")}
      </Button>
    </fetcher.Form>
  );
}

export function ReplyForm({ to, defaultSubject, fallback }: { to: { name: string; email: string }; defaultSubject: string; fallback: FormReply | null | undefined }) {
  const t = useAdminT();
  const { fetcher, reply, form, fields, busy } = useInboxForm("reply", fallback, { subject: defaultSubject });
  const say = (key: string) => t(key as AdminMessageKey);
  return (
    <fetcher.Form method="post" className="space-y-4" {...getFormProps(form)}>
      <FormOutcome reply={reply} form={form} />
      <input type="hidden" name="intent" value="reply" />
      <p className="text-sm text-mist">{t("bookings.reply.to", { name: to.name, email: to.email })}</p>
      <TextField
        label={t("bookings.reply.subject")}
        {...getInputProps(fields.subject, { type: "text" })}
        key={fields.subject.key}
        required
        maxLength={REPLY_SUBJECT_MAX}
        error={fieldMessage(fields.subject.errors, say)}
      />
      <TextAreaField
        label={t("bookings.reply.message")}
        {...getTextareaProps(fields.message)}
        key={fields.message.key}
        rows={7}
        required
        maxLength={REPLY_MAX}
        error={fieldMessage(fields.message.errors, say)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t("bookings.reply.sending") : t("bookings.reply.submit")}
      </Button>
    </fetcher.Form>
  );
}
