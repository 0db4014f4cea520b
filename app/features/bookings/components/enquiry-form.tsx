import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/field.tsx";
import { fieldMessage, replyTo } from "../../../lib/form-reply.ts";
import { controlProps, useVisitorForm } from "../../../lib/visitor-form.ts";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { EnquiryReply } from "../mutations.server.ts";
import { enquiryIntent } from "../rules.ts";
import { FormProblem } from "./form-problem.tsx";
import { NameEmailFields } from "./visitor-fields.tsx";
import { PrivacyNotice } from "../../../components/privacy-notice.tsx";

const loadSchema = () => import("../schema.ts").then((module) => module.carEnquirySchema);

export interface EnquiryTarget {
  /** What the form posts as `car`: a slug, or a static car's key. */
  ref: string;
  name: string;
}

/**
 * The short enquiry form about one car: name, email, message, the car
 * prefilled. The schema checks it in the browser (on blur, and before the
 * post). With JavaScript it posts through a fetcher (no page change) and
 * shows the stored enquiry's reference; without, it is a plain form post to
 * `action`, whose answer comes back as `fallback` (shown only by the form of
 * the car it is about: `enquiryIntent`), scrolled to `anchor`.
 */
export function CarEnquiryForm({
  car,
  action,
  anchor,
  fallback,
  onClose,
}: {
  car: EnquiryTarget;
  /** The route whose action stores the enquiry (path and query, no hash). */
  action: string;
  /** The id of the section holding the form, so a post without JavaScript lands on it. */
  anchor?: string;
  fallback?: EnquiryReply | undefined;
  /** In a dialog: a Close button beside the success message. */
  onClose?: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<EnquiryReply>({ key: `car-enquiry-${car.ref}` });
  const [fallbackDismissed, setFallbackDismissed] = useState(false);
  const intent = enquiryIntent(car.ref);
  const reply = replyTo(intent, fetcher.data) ?? (fallbackDismissed ? undefined : replyTo(intent, fallback));
  const submitting = fetcher.state !== "idle";
  const success = useRef<HTMLDivElement>(null);

  // The form is replaced by the message: focus follows, so keyboard and screen reader users land on it.
  const sent = reply?.status === "success";
  useEffect(() => {
    if (sent && hydrated) success.current?.focus();
  }, [sent, hydrated]);

  if (sent) {
    const again = () => {
      setFallbackDismissed(true);
      fetcher.reset();
    };
    return (
      <div ref={success} tabIndex={-1} role="status" className="rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-6 focus:outline-none">
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-300" size={22} />
          <div className="space-y-1">
            <p className="text-lg font-semibold text-cream">{t("car.enquirySent")}</p>
            <p className="text-mist">{t("car.enquiryReference", { reference: reply?.reference ?? "" })}</p>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap gap-3">
          {hydrated ? (
            <Button variant="ghost" onClick={again}>
              {t("car.enquireAgain")}
            </Button>
          ) : (
            <a href={`${action}${anchor ? `#${anchor}` : ""}`} className="text-sm font-semibold text-cream underline underline-offset-4">
              {t("car.enquireAgain")}
            </a>
          )}
          {onClose ? <Button onClick={onClose}>{t("car.close")}</Button> : null}
        </div>
      </div>
    );
  }

  return (
    <EnquiryFields car={car} action={`${action}${anchor ? `#${anchor}` : ""}`} fetcher={fetcher} reply={reply} submitting={submitting} />
  );
}

/** The form itself: mounted afresh after "Enquire again", empty. */
function EnquiryFields({
  car,
  action,
  fetcher,
  reply,
  submitting,
}: {
  car: EnquiryTarget;
  action: string;
  fetcher: ReturnType<typeof useFetcher<EnquiryReply>>;
  reply: EnquiryReply | undefined;
  submitting: boolean;
}) {
  const t = useT();
  const [form, fields] = useVisitorForm(loadSchema, reply, { defaultValue: { car: car.ref } });
  const say = (key: string) => t(key as PublicKey);
  return (
    <fetcher.Form method="post" action={action} className="space-y-5" {...form.props}>
      {form.keyInput && <input {...form.keyInput} />}
      <input type="hidden" name="car" value={car.ref} />
      {submitting ? null : <FormProblem form={form} compact />}
      <div className="rounded border border-white/10 bg-night/60 px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-mist uppercase">{t("car.enquiryCar")}</p>
        <p data-testid="enquiry-car" className="font-display text-lg tracking-wide text-cream uppercase">
          {car.name}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields name={fields.name} email={fields.email} />
      </div>
      <TextAreaField
        label={t("car.messageOptional")}
        {...controlProps(fields.message)}
        key={fields.message.key}
        rows={4}
        placeholder={t("car.messagePlaceholder", { car: car.name })}
        error={fieldMessage(fields.message.errors, say)}
      />
      <PrivacyNotice />
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? t("car.enquirySending") : t("car.enquirySend")}
      </Button>
    </fetcher.Form>
  );
}
