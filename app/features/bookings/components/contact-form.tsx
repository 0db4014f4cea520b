import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ErrorState } from "../../../components/data-states.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { resultErrors, resultValues, sendFailedMessage, type FormResult } from "../schema.ts";

/** §5: the subjects, value → label, in this order. */
export const CONTACT_SUBJECTS = ["racing", "coaching", "cars", "partnership", "media", "other"] as const;
export type ContactSubjectOption = (typeof CONTACT_SUBJECTS)[number];

export function isContactSubject(value: string | null | undefined): value is ContactSubjectOption {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value ?? "");
}

/** §4, §9: "sending" lasts about a second at least; success shows for 3 seconds, then the form is idle again. */
export const MIN_SENDING_MS = 1000;
export const SUCCESS_MS = 3000;

type Phase = "idle" | "sending" | "success";

/**
 * The contact form: idle → sending ("Sending...") → success (message, form
 * cleared) → idle after 3 s. The message is really stored: success waits for
 * the server's answer, and for at least a second so the state is perceptible.
 * Without JavaScript it is a plain post and the page that comes back says how
 * it went (`fallback`).
 */
export function ContactForm({ id, action, fallback, defaultSubject }: { id: string; action: string; fallback?: FormResult; defaultSubject?: ContactSubjectOption }) {
  const t = useT();
  const fetcher = useFetcher<FormResult>({ key: "contact" });
  const form = useRef<HTMLFormElement>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [answer, setAnswer] = useState<FormResult | undefined>(undefined);
  const startedAt = useRef(0);
  const dataAtSubmit = useRef<FormResult | undefined>(undefined);

  // The server's answer is taken once it arrives and the minimum sending time is over.
  useEffect(() => {
    const data = fetcher.data;
    if (phase !== "sending" || fetcher.state !== "idle" || !data || data === dataAtSubmit.current) return;
    const timer = setTimeout(
      () => {
        setAnswer(data);
        if (data.status === "success") {
          form.current?.reset();
          setPhase("success");
        } else {
          setPhase("idle");
          requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }
      },
      Math.max(0, startedAt.current + MIN_SENDING_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [phase, fetcher.state, fetcher.data]);

  useEffect(() => {
    if (phase !== "success") return;
    const timer = setTimeout(() => setPhase("idle"), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const sending = phase === "sending";
  // With JavaScript the answer taken above counts; without, the page's own action data.
  const result = sending ? undefined : (answer ?? fallback);
  const succeeded = phase === "success" || (!answer && fallback?.status === "success");
  const values = resultValues(result);
  const errors = resultErrors(result);
  const error = (field: string) => (errors[field] ? t(errors[field] as PublicKey) : undefined);
  const options = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subject.${value}` as PublicKey) }));

  return (
    <fetcher.Form
      ref={form}
      id={id}
      method="post"
      action={action}
      className="scroll-mt-44 space-y-6"
      aria-describedby={`${id}-status`}
      onSubmit={() => {
        startedAt.current = Date.now();
        dataAtSubmit.current = fetcher.data;
        setPhase("sending");
      }}
    >
      <div id={`${id}-status`} aria-live="polite">
        {succeeded ? (
          <p role="status" className="flex items-start gap-3 rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-5 text-emerald-200">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
            {t("contact.success")}
          </p>
        ) : null}
        {!succeeded && result?.status === "invalid" ? <ErrorState message={t("form.fixErrors")} /> : null}
        {!succeeded && result?.status === "failed" ? <ErrorState message={sendFailedMessage(t, result.retryIn)} /> : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t("form.name")} name="name" autoComplete="name" required maxLength={120} defaultValue={values.name} error={error("name")} />
        <TextField label={t("form.email")} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={error("email")} />
      </div>
      <SelectField
        key={values.subject ?? defaultSubject ?? ""}
        label={t("form.subject")}
        name="subject"
        required
        options={options}
        placeholder={t("contact.subject.placeholder")}
        defaultValue={values.subject ?? defaultSubject ?? ""}
        error={error("subject")}
      />
      <TextAreaField label={t("form.message")} name="message" required rows={6} maxLength={4000} defaultValue={values.message} error={error("message")} />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? t("contact.sending") : t("contact.send")}
      </Button>
    </fetcher.Form>
  );
}
