import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ErrorState } from "../../../components/data-states.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field.tsx";
import { useT, type PublicKey } from "../../../lib/i18n/index.ts";
import { resultErrors, resultValues, sendFailedMessage, type FormResult } from "../schema.ts";

/** §5: the experience types, in the order the select lists them. */
export const EXPERIENCE_TYPE_OPTIONS = ["f1_drive", "coaching", "vip", "hot_laps", "custom"] as const;
export type ExperienceTypeOption = (typeof EXPERIENCE_TYPE_OPTIONS)[number];

export function isExperienceType(value: string | null | undefined): value is ExperienceTypeOption {
  return (EXPERIENCE_TYPE_OPTIONS as readonly string[]).includes(value ?? "");
}

/**
 * The custom request form. With JavaScript it posts through a fetcher (no
 * page reload); without, as a plain form whose answer is `fallback`. Success
 * shows once the server has stored the request; errors come back per field,
 * the form still filled.
 */
export function ExperienceRequestForm({ action, fallback, defaultType }: { action: string; fallback?: FormResult; defaultType?: ExperienceTypeOption }) {
  const t = useT();
  const fetcher = useFetcher<FormResult>({ key: "experience-request" });
  const form = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";
  const result = sending ? undefined : (fetcher.data ?? fallback);
  const values = resultValues(result);
  const errors = resultErrors(result);
  const error = (field: string) => (errors[field] ? t(errors[field] as PublicKey) : undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.status === "success") form.current?.reset();
    else form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fetcher.state, fetcher.data]);

  const options = EXPERIENCE_TYPE_OPTIONS.map((value) => ({ value, label: t(`experience.type.${value}` as PublicKey) }));

  return (
    <fetcher.Form ref={form} method="post" action={action} className="space-y-6" aria-describedby="experience-form-status">
      <div id="experience-form-status" aria-live="polite">
        {result?.status === "success" ? (
          <p role="status" className="flex items-start gap-3 rounded-lg border border-emerald-400/40 bg-emerald-500/10 p-5 text-emerald-200">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
            {t("experience.success")}
          </p>
        ) : null}
        {result?.status === "invalid" ? <ErrorState message={t("form.fixErrors")} /> : null}
        {result?.status === "failed" ? <ErrorState message={sendFailedMessage(t, result.retryIn)} /> : null}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t("form.name")} name="name" autoComplete="name" required maxLength={120} defaultValue={values.name} error={error("name")} />
        <TextField label={t("form.email")} name="email" type="email" autoComplete="email" required defaultValue={values.email} error={error("email")} />
      </div>
      <SelectField
        key={values.experience_type ?? defaultType ?? ""}
        label={t("experience.type")}
        name="experience_type"
        required
        options={options}
        placeholder={t("experience.type.placeholder")}
        defaultValue={values.experience_type ?? defaultType ?? ""}
        error={error("experience_type")}
      />
      <TextAreaField label={t("form.message")} name="message" maxLength={2000} defaultValue={values.message} error={error("message")} placeholder={t("experience.messagePlaceholder")} />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? t("experience.sending") : t("experience.send")}
      </Button>
    </fetcher.Form>
  );
}
