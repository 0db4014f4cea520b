import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextAreaField } from "../../../components/ui/field.tsx";
import { fieldMessage, type FormReply } from "../../../lib/form-reply.ts";
import { controlProps, useVisitorForm } from "../../../lib/visitor-form.ts";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import type { ExperienceOption } from "../../pages/schema.ts";
import { FormProblem } from "./form-problem.tsx";
import { NameEmailFields } from "./visitor-fields.tsx";
import { PrivacyNotice } from "../../../components/privacy-notice.tsx";

const loadSchema = () => import("../schema.ts").then((module) => module.experienceRequestSchema);

/**
 * The custom request form. The schema checks it in the browser (on blur,
 * and before the post: an invalid form is not sent). With JavaScript it
 * posts through a fetcher (no page reload); without, as a plain form whose
 * answer is `fallback`. Success shows once the server has stored the
 * request, and empties the form; a refusal comes back per field, the form
 * still filled. The experiences it offers are the page's (the team's cards,
 * then the custom choice: features/pages), in the page's language.
 */
export function ExperienceRequestForm({ action, options, fallback, defaultType }: { action: string; options: readonly ExperienceOption[]; fallback?: FormReply | undefined; defaultType?: string | undefined }) {
  const t = useT();
  const fetcher = useFetcher<FormReply>({ key: "experience-request" });
  const sending = fetcher.state !== "idle";
  const reply = fetcher.data ?? fallback;
  const [form, fields] = useVisitorForm(loadSchema, reply, { id: "experience-request", defaultValue: { experience_type: defaultType ?? "" } });
  // A card's Request link chooses its experience (?type=) in the form already on the page: what was typed stays.
  const shownType = useRef(defaultType);
  useEffect(() => {
    if (defaultType === shownType.current) return;
    shownType.current = defaultType;
    form.update(fields.experience_type.name, defaultType ?? "");
  }, [defaultType, form, fields.experience_type.name]);
  const say = (key: string) => t(key as PublicKey);

  return (
    <fetcher.Form method="post" action={action} className="space-y-6" {...form.props} aria-describedby="experience-form-status">
      {form.keyInput && <input {...form.keyInput} />}
      <div id="experience-form-status" aria-live="polite">
        {!sending && reply?.status === "success" ? (
          <p role="status" className="flex items-start gap-3 rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-5 text-emerald-200">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
            {t("experience.success")}
          </p>
        ) : null}
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
