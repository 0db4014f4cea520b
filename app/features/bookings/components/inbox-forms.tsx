import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { useAdminT, type AdminMessageKey } from "../../../lib/i18n/admin.ts";
import { FormAlert } from "../../accounts/components/auth-card.tsx";
import { NOTE_MAX, REPLY_MAX, REPLY_SUBJECT_MAX, requestStatuses, type InboxActionResult, type RequestStatus } from "../schema.ts";
import { statusKey } from "./inbox-badges.tsx";

type Intent = InboxActionResult["intent"];

/**
 * Each form of the request page posts to the page's action with its own
 * `intent`. With JavaScript it goes through its own fetcher (its own pending
 * state and answer, no full reload); without, it is a plain POST and the
 * answer comes back as the page's action data.
 */
function useIntentForm(intent: Intent, fallback: InboxActionResult | undefined) {
  const fetcher = useFetcher<InboxActionResult>();
  const result = fetcher.data ?? (fallback?.intent === intent ? fallback : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  // A stored note or a queued reply empties its form for the next one.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && intent !== "status") formRef.current?.reset();
  }, [fetcher.state, fetcher.data, intent]);
  return { fetcher, result, formRef, busy };
}

function Outcome({ result }: { result: InboxActionResult | undefined }) {
  const t = useAdminT();
  if (!result) return null;
  if (result.ok) return <FormAlert tone="success">{result.message}</FormAlert>;
  return <FormAlert>{result.message ?? t("admin.form.fixErrors")}</FormAlert>;
}

function fieldError(result: InboxActionResult | undefined, t: ReturnType<typeof useAdminT>, field: string): string | undefined {
  if (!result || result.ok) return undefined;
  const key = result.fieldErrors[field];
  return key ? t(key as AdminMessageKey) : undefined;
}

function typed(result: InboxActionResult | undefined, field: string): string | undefined {
  return result && !result.ok ? result.values[field] : undefined;
}

export function StatusForm({ status, fallback }: { status: RequestStatus; fallback: InboxActionResult | undefined }) {
  const t = useAdminT();
  const { fetcher, result, busy } = useIntentForm("status", fallback);
  return (
    <fetcher.Form method="post" className="space-y-4">
      <Outcome result={result} />
      <input type="hidden" name="intent" value="status" />
      <SelectField
        key={status}
        label={t("bookings.statusLabel")}
        name="status"
        defaultValue={status}
        options={requestStatuses.map((value) => ({ value, label: t(statusKey(value)) }))}
        error={fieldError(result, t, "status")}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t("admin.form.saving") : t("bookings.status.save")}
      </Button>
    </fetcher.Form>
  );
}

export function NoteForm({ fallback }: { fallback: InboxActionResult | undefined }) {
  const t = useAdminT();
  const { fetcher, result, formRef, busy } = useIntentForm("note", fallback);
  return (
    <fetcher.Form method="post" ref={formRef} className="space-y-4">
      <Outcome result={result} />
      <input type="hidden" name="intent" value="note" />
      <TextAreaField
        label={t("bookings.note.label")}
        name="note"
        rows={3}
        required
        maxLength={NOTE_MAX}
        placeholder={t("bookings.note.hint")}
        defaultValue={typed(result, "note")}
        error={fieldError(result, t, "note")}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? t("admin.form.saving") : t("bookings.note.submit")}
      </Button>
    </fetcher.Form>
  );
}

export function ReplyForm({
  to,
  defaultSubject,
  fallback,
}: {
  to: { name: string; email: string };
  defaultSubject: string;
  fallback: InboxActionResult | undefined;
}) {
  const t = useAdminT();
  const { fetcher, result, formRef, busy } = useIntentForm("reply", fallback);
  return (
    <fetcher.Form method="post" ref={formRef} className="space-y-4">
      <Outcome result={result} />
      <input type="hidden" name="intent" value="reply" />
      <p className="text-sm text-mist">{t("bookings.reply.to", { name: to.name, email: to.email })}</p>
      <TextField
        label={t("bookings.reply.subject")}
        name="subject"
        required
        maxLength={REPLY_SUBJECT_MAX}
        defaultValue={typed(result, "subject") ?? defaultSubject}
        error={fieldError(result, t, "subject")}
      />
      <TextAreaField
        label={t("bookings.reply.message")}
        name="message"
        rows={7}
        required
        maxLength={REPLY_MAX}
        defaultValue={typed(result, "message")}
        error={fieldError(result, t, "message")}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t("bookings.reply.sending") : t("bookings.reply.submit")}
      </Button>
    </fetcher.Form>
  );
}
