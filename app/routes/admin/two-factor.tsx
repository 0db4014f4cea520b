import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/two-factor";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, redirectWithCookies, authMessage } from "../../features/accounts/mutations.server.ts";
import { safeAdminRedirect } from "../../features/accounts/queries.server.ts";
import { twoFactorSchema } from "../../features/accounts/schema.ts";
import { fieldMessage, parseForm, refuseForm, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("twoFactor.title") }];

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
  const t = translator(context.get(localeContext));
  const submission = parseForm(await request.formData(), twoFactorSchema);
  if (!hasPendingSignIn(request)) return refuseForm(submission, { form: t("twoFactor.expired") }, 401);
  if (submission.status !== "success") return refuseForm(submission);
  const { code, method } = submission.value;
  const redirectTo = safeAdminRedirect(submission.value.redirectTo ?? null);
  const { auth } = context.get(servicesContext);
  const result = await callAuth(
    () =>
      method === "backup"
        ? auth.api.verifyBackupCode({ body: { code, trustDevice: false }, headers: request.headers, asResponse: true })
        : auth.api.verifyTOTP({ body: { code, trustDevice: false }, headers: request.headers, asResponse: true }),
    t("twoFactor.failed"),
  );
  // A wrong code is said for the whole step, as better-auth words it (or a throttle's 429).
  if (!result.ok) return refuseForm(submission, { form: authMessage(result, t) }, result.status >= 400 ? result.status : 400);
  return redirectWithCookies(redirectTo, result.setCookies);
}

export default function TwoFactorStep({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const backup = loaderData.backup;
  // The other method is another form (its own code field): a code typed for one never shows in the other.
  const [form, fields] = useSchemaForm(twoFactorSchema, actionData, { id: backup ? "two-factor-backup" : "two-factor-totp" });
  const say = (key: string) => t(key as AdminMessageKey);
  const formError = fieldMessage(form.errors, say);
  const other = new URLSearchParams({ redirectTo: loaderData.redirectTo, ...(backup ? {} : { method: "backup" }) });
  return (
    <AuthCard title={t("twoFactor.title")}>
      {formError ? <FormAlert>{formError}</FormAlert> : <p className="mb-5 text-mist">{t("twoFactor.text")}</p>}
      {/* Above the form: the code field's message, shown as the field is left for this link, must not move it from under the pointer. */}
      <p className="mb-5 text-sm">
        <Link to={`?${other}`} className="text-cream underline underline-offset-4">
          {backup ? t("twoFactor.useTotp") : t("twoFactor.useBackup")}
        </Link>
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="method" value={backup ? "backup" : "totp"} />
        <TextField
          label={backup ? t("twoFactor.backupCode") : t("twoFactor.code")}
          {...getInputProps(fields.code, { type: "text" })}
          key={fields.code.key}
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          pattern={backup ? undefined : "[0-9 ]{6,8}"}
          required
          autoFocus
          error={fieldMessage(fields.code.errors, say)}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {t("twoFactor.verify")}
        </Button>
      </Form>
    </AuthCard>
  );
}
