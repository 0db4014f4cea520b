import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextAreaField } from "../../../components/ui/field.tsx";
import { fieldMessage } from "../../../lib/form-reply.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { RequestReply } from "../mutations.server.ts";
import { useRevealOnSuccess } from "./reveal.ts";
import { controlProps, useVisitorForm } from "../../../lib/visitor-form.ts";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import type { ExperienceOption } from "../../pages/rules.ts";
import { FormProblem } from "./form-problem.tsx";
import { NameEmailFields } from "./visitor-fields.tsx";
import { PrivacyNotice } from "../../../components/privacy-notice.tsx";

const loadSchema = () => import("../schema.ts").then((module) => module.experienceRequestSchema);

/**
 * The custom request form. The schema checks it in the browser (on blur,
 * and before the post: an invalid form is not sent). With JavaScript it
 * posts through a fetcher (no page reload); without, as a plain form whose
 * answer is `fallback`, the page opening at the form (`anchor`). Success
 * shows once the server has stored the request: the form gives way to the
 * thank-you and the request's reference, brought into view (on a phone the
 * button that sent it is a screen below), until the visitor asks to send
 * another; a refusal comes back per field, the form still filled. The experiences it offers are the page's (the team's cards,
 * then the custom choice: features/pages), in the page's language.
 */
export function ExperienceRequestForm({
  action,
  anchor,
  options,
  fallback,
  defaultType,
}: {
  action: string;
  /** The id of the section holding the form. */
  anchor: string;
  options: readonly ExperienceOption[];
  fallback?: RequestReply | undefined;
  defaultType?: string | undefined;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const fetcher = useFetcher<RequestReply>({ key: "experience-request" });
  const [fallbackDismissed, setFallbackDismissed] = useState(false);
  const sending = fetcher.state !== "idle";
  const reply = fetcher.data ?? (fallbackDismissed ? undefined : fallback);
  // A card's Request link after a request was sent starts a new one for its experience: the thank-you is set aside.
  const [seenType, setSeenType] = useState(defaultType);
  const [setAside, setSetAside] = useState<RequestReply | undefined>(undefined);
  if (seenType !== defaultType) {
    setSeenType(defaultType);
    setSetAside(reply);
  }
  const sent = !sending && reply?.status === "success" && reply !== setAside;
  const success = useRevealOnSuccess<HTMLDivElement>(sent && hydrated);
  const [form, fields] = useVisitorForm(loadSchema, reply, { id: "experience-request", defaultValue: { experience_type: defaultType ?? "" } });
  // A card's Request link chooses its experience (?type=) in the form already on the page: what was typed stays.
  const shownType = useRef(defaultType);
  useEffect(() => {
    if (defaultType === shownType.current) return;
    shownType.current = defaultType;
    form.update(fields.experience_type.name, defaultType ?? "");
  }, [defaultType, form, fields.experience_type.name]);
  const say = (key: string) => t(key as PublicKey);

  if (sent) {
    const again = () => {
      setFallbackDismissed(true);
      fetcher.reset();
    };
    return (
      <div ref={success} tabIndex={-1} role="status" className="scroll-mt-44 rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-6 focus:outline-none">
        <div className="flex items-start gap-3">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 shrink-0 text-emerald-300" size={22} />
          <div className="space-y-1">
            <p className="text-lg font-semibold text-cream">{t("experience.success")}</p>
            {reply.reference ? <p className="text-mist">{t("car.enquiryReference", { reference: reply.reference })}</p> : null}
          </div>
        </div>
        <div className="mt-5">
          {hydrated ? (
            <Button variant="ghost" onClick={again}>
              {t("experience.again")}
            </Button>
          ) : (
            // A form, not a link: the page already is at this address, where a link would only scroll.
            <form method="get" action={`${action}#${anchor}`}>
              <Button type="submit" variant="ghost">
                {t("experience.again")}
              </Button>
            </form>
          )}
        </div>
      </div>
    );
  }

  return (
    // Without JavaScript the page that comes back opens at the form, where its answer is.
    <fetcher.Form method="post" action={`${action}#${anchor}`} className="space-y-6" {...form.props} aria-describedby="experience-form-status">
      {form.keyInput && <input {...form.keyInput} />}
      <div id="experience-form-status" aria-live="polite">
        {!sending ? <FormProblem form={form} /> : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <NameEmailFields name={fields.name} email={fields.email} />
      </div>
      <SelectField
        label={t("experience.type")}
        {...controlProps(fields.experience_type)}
        key={fields.experience_type.key}
        required
        options={options}
        placeholder={t("experience.type.placeholder")}
        error={fieldMessage(fields.experience_type.errors, say)}
      />
      <TextAreaField
        label={t("form.message")}
        {...controlProps(fields.message)}
        key={fields.message.key}
        maxLength={2000}
        placeholder={t("experience.messagePlaceholder")}
        error={fieldMessage(fields.message.errors, say)}
      />
      <PrivacyNotice />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? t("experience.sending") : t("experience.send")}
      </Button>
    </fetcher.Form>
  );
}
