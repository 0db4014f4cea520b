import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, formError } from "../../features/accounts/mutations.server.ts";
import { useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";

/**
 * Choosing a password from an e-mailed link: a reset, or the first password of
 * an invited admin (same flow, other words). The link's token works once and
 * expires; better-auth checks both.
 */
export const meta: Route.MetaFunction = ({ location }) => [
  { title: location.pathname.endsWith("accept-invite") ? "Accept your invitation" : "Choose a new password" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  return { token: url.searchParams.get("token") ?? "", invalid: Boolean(error) || !url.searchParams.get("token"), invite: url.pathname.endsWith("accept-invite") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  if (!token) return formError(400, { error: t("reset.invalidLink") });
  if (password !== confirm) return formError(400, { error: t("reset.mismatch") });
  const { auth } = context.get(servicesContext);
  const result = await callAuth(
    () => auth.api.resetPassword({ body: { newPassword: password, token }, headers: request.headers, asResponse: true }),
    t("reset.invalidLink"),
  );
  if (!result.ok) {
    const message = result.code === "INVALID_TOKEN" ? t("reset.invalidLink") : result.message;
    return formError(result.status, { error: message, reasons: result.reasons });
  }
  return new Response(null, { status: 302, headers: { Location: "/admin/login?reset=1" } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  return (
    <AuthCard title={loaderData.invite ? t("invite.title") : t("reset.title")}>
      {loaderData.invalid ? (
        <FormAlert>{t("reset.invalidLink")}</FormAlert>
      ) : (
        <>
          {actionData?.error ? (
            <FormAlert>
              <p>{actionData.error}</p>
            </FormAlert>
          ) : (
            <p className="mb-5 text-mist">{t("reset.rules")}</p>
          )}
          <Form method="post" className="space-y-5">
            <input type="hidden" name="token" value={loaderData.token} />
            <TextField label={t("reset.password")} name="password" type="password" autoComplete="new-password" minLength={12} maxLength={128} required />
            <TextField label={t("reset.confirm")} name="confirm" type="password" autoComplete="new-password" minLength={12} maxLength={128} required />
            <Button type="submit" className="w-full" disabled={submitting}>
              {t("reset.submit")}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
