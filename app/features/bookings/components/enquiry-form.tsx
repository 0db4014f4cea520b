import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { sendFailedMessage } from "../schema.ts";
import type { EnquiryOutcome } from "../../cars/schema.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

export interface EnquiryTarget {
  /** What the form posts as `car`: a slug, or a static car's key. */
  ref: string;
  name: string;
}

/**
 * The short enquiry form about one car: name, email, message, the car
 * prefilled. With JavaScript it posts through a fetcher (no page change) and
 * shows the stored enquiry's reference; without, it is a plain form post to
 * `action`, whose answer comes back as `fallback`, scrolled to `anchor`.
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
  fallback?: EnquiryOutcome | undefined;
  /** In a dialog: a Close button beside the success message. */
  onClose?: () => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<EnquiryOutcome>({ key: `car-enquiry-${car.ref}` });
  const [fallbackDismissed, setFallbackDismissed] = useState(false);
  const ownFallback = fallback?.car === car.ref && !fallbackDismissed ? fallback : undefined;
  const outcome = fetcher.data?.car === car.ref ? fetcher.data : ownFallback;
  const submitting = fetcher.state !== "idle";
  const success = useRef<HTMLDivElement>(null);

  // The form is replaced by the message: focus follows, so keyboard and screen reader users land on it.
  const sent = outcome?.status === "sent";
  useEffect(() => {
    if (sent && hydrated) success.current?.focus();
  }, [sent, hydrated]);

  if (outcome?.status === "sent") {
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
            <p className="text-mist">{t("car.enquiryReference", { reference: outcome.reference })}</p>
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

  const values = outcome?.values;
  const errors = outcome?.status === "invalid" ? outcome.fieldErrors : {};
  const error = (field: string) => {
    const key = errors[field];
    return key ? t(key as PublicKey) : undefined;
  };
  const problem = outcome?.status === "failed" ? sendFailedMessage(t, outcome.retryIn) : outcome?.status === "invalid" ? t(errors.car_name ?? "form.fixErrors") : null;

  return (
    <fetcher.Form method="post" action={`${action}${anchor ? `#${anchor}` : ""}`} className="space-y-5">
      <input type="hidden" name="car" value={car.ref} />
      {problem ? (
        <p role="alert" className="rounded border border-signal/40 bg-signal/10 px-4 py-3 text-sm text-red-200">
          {problem}
        </p>
      ) : null}
      <div className="rounded border border-white/10 bg-night/60 px-4 py-3">
        <p className="text-xs font-semibold tracking-wide text-mist uppercase">{t("car.enquiryCar")}</p>
        <p data-testid="enquiry-car" className="font-display text-lg tracking-wide text-cream uppercase">
          {car.name}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label={t("form.name")}
          required
          autoComplete="name"
          defaultValue={values?.name}
          error={error("name")}
        />
        <TextField
          name="email"
          type="email"
          label={t("form.email")}
          required
          autoComplete="email"
          defaultValue={values?.email}
          error={error("email")}
        />
      </div>
      <TextAreaField
        name="message"
        label={t("car.messageOptional")}
        rows={4}
        placeholder={t("car.messagePlaceholder", { car: car.name })}
        defaultValue={values?.message}
        error={error("message")}
      />
      <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? t("car.enquirySending") : t("car.enquirySend")}
      </Button>
    </fetcher.Form>
  );
}
