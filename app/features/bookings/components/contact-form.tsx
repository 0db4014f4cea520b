import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextAreaField } from "../../../components/ui/field.tsx";
import { fieldMessage } from "../../../lib/form-reply.ts";
import type { RequestReply } from "../mutations.server.ts";
import { useRevealOnSuccess } from "./reveal.ts";
import { controlProps, useVisitorForm } from "../../../lib/visitor-form.ts";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { FormProblem } from "./form-problem.tsx";
import { NameEmailFields } from "./visitor-fields.tsx";
import { PrivacyNotice } from "../../../components/privacy-notice.tsx";
import { CONTACT_SUBJECTS, MESSAGE_MAX, type ContactSubjectOption } from "../rules.ts";

const loadSchema = () => import("../schema.ts").then((module) => module.contactMessageSchema);

/** §4, §9: "sending" lasts about a second at least; success shows for 3 seconds, then the form is idle again. */
export const MIN_SENDING_MS = 1000;
export const SUCCESS_MS = 3000;

type Phase = "idle" | "sending" | "success";

/**
 * The contact form: idle → sending ("Sending...") → success (message, form
 * cleared) → idle after 3 s. The success is brought into view and focused (on
 * a phone the button that sent it is a screen below it), and once the form is
 * idle again a line still says the message left, with its reference, so an
 * empty form is never taken for an unsent one. The schema checks it in the browser first (on
 * blur, and before anything is sent: an invalid form is not posted). The
 * message is really stored: success waits for the server's answer, and for
 * at least a second so the state is perceptible. Without JavaScript it is a
 * plain post and the page that comes back holds the answer (`fallback`).
 */
export function ContactForm({ id, action, fallback, defaultSubject }: { id: string; action: string; fallback?: RequestReply | undefined; defaultSubject?: ContactSubjectOption }) {
  const t = useT();
  const fetcher = useFetcher<RequestReply>({ key: "contact" });
  const [phase, setPhase] = useState<Phase>("idle");
  const [answer, setAnswer] = useState<RequestReply | undefined>(undefined);
  const startedAt = useRef(0);
  const dataAtSubmit = useRef<RequestReply | undefined>(undefined);
  // With JavaScript the answer taken below counts; without, the page's own action data.
  const reply = answer ?? fallback;
  const [form, fields] = useVisitorForm(loadSchema, reply, { id, defaultValue: { subject: defaultSubject ?? "" } });

  // A link to ?subject= chooses the subject in the form already on the page: what was typed stays.
  const shownSubject = useRef(defaultSubject);
  useEffect(() => {
    if (defaultSubject === shownSubject.current) return;
    shownSubject.current = defaultSubject;
    form.update(fields.subject.name, defaultSubject ?? "");
  }, [defaultSubject, form, fields.subject.name]);

  // The server's answer is taken once it arrives and the minimum sending time is over.
  useEffect(() => {
    const data = fetcher.data;
    if (phase !== "sending" || fetcher.state !== "idle" || !data || data === dataAtSubmit.current) return;
    const timer = setTimeout(
      () => {
        setAnswer(data);
        setPhase(data.status === "success" ? "success" : "idle");
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
  const succeeded = phase === "success" || (!answer && fallback?.status === "success");
  const reference = reply?.status === "success" ? reply.reference : undefined;
  const success = useRevealOnSuccess<HTMLDivElement>(phase === "success");
  const say = (key: string) => t(key as PublicKey);
  const options = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`contact.subject.${value}` as PublicKey) }));

  return (
    <fetcher.Form
      method="post"
      // Without JavaScript the page that comes back opens at the form, where its answer is.
      action={`${action}#${id}`}
      className="scroll-mt-44 space-y-6"
      {...form.props}
      aria-describedby={`${id}-status`}
      onSubmit={(event) => {
        form.props.onSubmit(event);
        // Refused by the schema in the browser: nothing is sent, the messages are shown.
        if (event.defaultPrevented) return;
        startedAt.current = Date.now();
        dataAtSubmit.current = fetcher.data;
        setPhase("sending");
      }}
    >
      {form.keyInput && <input {...form.keyInput} />}
      <div id={`${id}-status`} aria-live="polite">
        {succeeded ? (
          <div ref={success} tabIndex={-1} role="status" className="flex scroll-mt-44 items-start gap-3 rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-5 text-emerald-200 focus:outline-none">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
            <div className="space-y-1">
              <p>{t("contact.success")}</p>
              {reference ? <p className="text-mist">{t("car.enquiryReference", { reference })}</p> : null}
            </div>
          </div>
        ) : reference && !sending ? (
          <p className="flex items-center gap-2 text-sm text-emerald-200">
            <CheckCircle2 aria-hidden="true" className="shrink-0" size={16} />
            {t("contact.sentReceipt", { reference })}
          </p>
        ) : null}
        {!succeeded && !sending ? <FormProblem form={form} /> : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <NameEmailFields name={fields.name} email={fields.email} />
      </div>
      <SelectField
        label={t("form.subject")}
        {...controlProps(fields.subject)}
        key={fields.subject.key}
        required
        options={options}
        placeholder={t("contact.subject.placeholder")}
        error={fieldMessage(fields.subject.errors, say)}
      />
      <TextAreaField
        label={t("form.message")}
        {...controlProps(fields.message)}
        key={fields.message.key}
        required
        rows={6}
        maxLength={MESSAGE_MAX}
        error={fieldMessage(fields.message.errors, say)}
      />
      <PrivacyNotice />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? t("contact.sending") : t("contact.send")}
      </Button>
    </fetcher.Form>
  );
}
