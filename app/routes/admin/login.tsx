import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, formError, redirectWithCookies } from "../../features/accounts/mutations.server.ts";
import { safeAdminRedirect } from "../../features/accounts/queries.server.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("login.title") }];

/** A visitor already signed in goes straight to the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.get(servicesContext).auth.api.getSession({ headers: request.headers });
  const url = new URL(request.url);
  if (session) throw redirect(safeAdminRedirect(url.searchParams.get("redirectTo")));
  return {
    redirectTo: safeAdminRedirect(url.searchParams.get("redirectTo")),
    notice: url.searchParams.get("reason") === "session" ? "session" : url.searchParams.get("reset") === "1" ? "reset" : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const redirectTo = safeAdminRedirect(form.get("redirectTo"));
  // The authentication layer's own wording (§5).
  if (!email || !password) return formError(400, { error: t("login.missing"), email });

  const { auth } = context.get(servicesContext);
  const result = await callAuth<{ twoFactorRedirect?: boolean }>(
    () => auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: request.headers, asResponse: true }),
    t("login.failed"),
  );
  if (!result.ok) return formError(result.status, { error: result.message, email, retryAt: result.retryAt });
  if (result.body.twoFactorRedirect) {
    return redirectWithCookies(`/admin/two-factor?${new URLSearchParams({ redirectTo })}`, result.setCookies);
  }
  return redirectWithCookies(redirectTo, result.setCookies);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <AuthCard
      title={t("login.title")}
      footer={
        <Link to="/admin/forgot-password" className="text-cream underline-offset-4 hover:underline">
          {t("login.forgot")}
        </Link>
      }
    >
      {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : null}
      {!actionData && loaderData.notice === "session" ? <FormAlert tone="info">{t("login.sessionEnded")}</FormAlert> : null}
      {!actionData && loaderData.notice === "reset" ? <FormAlert tone="success">{t("login.passwordReset")}</FormAlert> : null}
      <Form method="post" className="space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField label={t("login.email")} name="email" type="email" autoComplete="username" required defaultValue={actionData?.email} />
        <TextField label={t("login.password")} name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
