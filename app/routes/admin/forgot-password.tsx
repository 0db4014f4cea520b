import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, authMessage } from "../../features/accounts/mutations.server.ts";
import { forgotPasswordSchema } from "../../features/accounts/schema.ts";
import { acceptForm, fieldMessage, parseForm, refuseForm, useSchemaForm } from "../../lib/form.ts";
import { RESET_CALLBACK_PATH } from "../../platform/auth.server.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("forgot.title") }];

/**
 * Asks for a reset link. The answer is the same whether or not the address
 * has an account (no account discovery); only a throttled request says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const submission = parseForm(await request.formData(), forgotPasswordSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const { email } = submission.value;
  const { auth } = context.get(servicesContext);
  const result = await callAuth(
    () => auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_CALLBACK_PATH }, headers: request.headers, asResponse: true }),
    t("login.failed"),
  );
  if (!result.ok && result.status === 429) return refuseForm(submission, { form: authMessage(result, t) }, 429);
  return acceptForm(submission, { message: t("forgot.sent") });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(forgotPasswordSchema, actionData);
  const say = (key: string) => t(key as AdminMessageKey);
  const formError = fieldMessage(form.errors, say);
  const sent = actionData?.status === "success" ? actionData.message : undefined;
  return (
    <AuthCard
      title={t("forgot.title")}
      footer={{ to: "/admin/login", label: t("login.title") }}
     error={formError}>
      {sent ? <FormAlert tone="success">{sent}</FormAlert> : <p className="mb-5 text-mist">{t("forgot.text")}</p>}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <TextField
          label={t("login.email")}
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="username"
          required
          error={fieldMessage(fields.email.errors, say)}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {t("forgot.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
