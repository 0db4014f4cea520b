import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, formError, redirectWithCookies } from "../../features/accounts/mutations.server.ts";
import { safeAdminRedirect } from "../../features/accounts/queries.server.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("twoFactor.title") }];

/** The second step of a sign-in: only reachable with the short-lived cookie the first step set. */
function hasPendingSignIn(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=/.test(request.headers.get("cookie") ?? "");
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!hasPendingSignIn(request)) throw redirect("/admin/login");
  const url = new URL(request.url);
  return { redirectTo: safeAdminRedirect(url.searchParams.get("redirectTo")), backup: url.searchParams.get("method") === "backup" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  if (!hasPendingSignIn(request)) return formError(401, { error: t("twoFactor.expired") });
  const form = await request.formData();
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  const method = form.get("method") === "backup" ? "backup" : "totp";
  const redirectTo = safeAdminRedirect(form.get("redirectTo"));
  if (!code) return formError(400, { error: t("twoFactor.failed") });
  const { auth } = context.get(servicesContext);
  const result = await callAuth(
    () =>
      method === "backup"
        ? auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers: request.headers, asResponse: true })
        : auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers: request.headers, asResponse: true }),
    t("twoFactor.failed"),
  );
  if (!result.ok) return formError(result.status, { error: result.message });
  return redirectWithCookies(redirectTo, result.setCookies);
}

export default function TwoFactorStep({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const backup = loaderData.backup;
  const other = new URLSearchParams({ redirectTo: loaderData.redirectTo, ...(backup ? {} : { method: "backup" }) });
  return (
    <AuthCard title={t("twoFactor.title")}>
      {actionData?.error ? <FormAlert>{actionData.error}</FormAlert> : <p className="mb-5 text-mist">{t("twoFactor.text")}</p>}
      <Form method="post" className="space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <TextField
          label={backup ? t("twoFactor.backupCode") : t("twoFactor.code")}
          name="code"
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          pattern={backup ? undefined : "[0-9 ]{6,8}"}
          required
          autoFocus
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {t("twoFactor.verify")}
        </Button>
      </Form>
      <p className="mt-5 text-sm">
        <Link to={`?${other}`} className="text-cream underline underline-offset-4">
          {backup ? t("twoFactor.useTotp") : t("twoFactor.useBackup")}
        </Link>
      </p>
    </AuthCard>
  );
}
