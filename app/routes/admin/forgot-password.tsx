import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, formError } from "../../features/accounts/mutations.server.ts";
import { RESET_CALLBACK_PATH } from "../../platform/auth.server.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("forgot.title") }];

/**
 * Asks for a reset link. The answer is the same whether or not the address
 * has an account (no account discovery); only a throttled request says so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  if (!email) return formError(400, { error: t("form.emailRequired"), email });
  const { auth } = context.get(servicesContext);
  const result = await callAuth(
    () => auth.api.requestPasswordReset({ body: { email, redirectTo: RESET_CALLBACK_PATH }, headers: request.headers, asResponse: true }),
    t("login.failed"),
  );
  if (!result.ok && result.status === 429) return formError(429, { error: result.message, email });
  return { sent: true as const, email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard
      title={t("forgot.title")}
      footer={
        <Link to="/admin/login" className="text-cream underline-offset-4 hover:underline">
          {t("login.title")}
        </Link>
      }
    >
      {actionData && "error" in actionData ? <FormAlert>{actionData.error}</FormAlert> : null}
      {actionData && "sent" in actionData ? <FormAlert tone="success">{t("forgot.sent")}</FormAlert> : <p className="mb-5 text-mist">{t("forgot.text")}</p>}
      <Form method="post" className="space-y-5">
        <TextField label={t("login.email")} name="email" type="email" autoComplete="username" required defaultValue={actionData?.email} />
        <Button type="submit" className="w-full" disabled={submitting}>
          {t("forgot.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
