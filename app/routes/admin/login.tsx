import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, redirectWithCookies, withoutSecrets, authMessage } from "../../features/accounts/mutations.server.ts";
import { safeAdminRedirect } from "../../features/accounts/queries.server.ts";
import { loginSchema } from "../../features/accounts/schema.ts";
import { FlashMessage } from "../../features/admin/components/flash-message.tsx";
import { fieldMessage, parseForm, refuseForm, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { readFlash } from "../../platform/flash.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("login.title") }];

/**
 * A visitor already signed in goes straight to the dashboard. The sign-in
 * screens are outside the admin layout, so this page reads (and clears) the
 * flash of the step before it itself: "your password has been changed".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.get(servicesContext).auth.api.getSession({ headers: request.headers });
  const url = new URL(request.url);
  if (session) throw redirect(safeAdminRedirect(url.searchParams.get("redirectTo")));
  const { flash, setCookie } = readFlash(request);
  return data(
    {
      redirectTo: safeAdminRedirect(url.searchParams.get("redirectTo")),
      sessionEnded: url.searchParams.get("reason") === "session",
      flash,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const parsed = parseForm(await request.formData(), loginSchema);
  // What was typed comes back with a refusal, never the password.
  const submission = withoutSecrets(parsed, ["password"]);
  if (parsed.status !== "success") return refuseForm(submission);
  const { email, password } = parsed.value;
  const redirectTo = safeAdminRedirect(parsed.value.redirectTo ?? null);

  const { auth } = context.get(servicesContext);
  const result = await callAuth<{ twoFactorRedirect?: boolean }>(
    () => auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: request.headers, asResponse: true }),
    t("login.failed"),
  );
  // better-auth's words: wrong credentials, a locked account (429), a throttle.
  if (!result.ok) return refuseForm(submission, { form: authMessage(result, t) }, result.status >= 400 ? result.status : 400);
  if (result.body.twoFactorRedirect) {
    return redirectWithCookies(`/admin/two-factor?${new URLSearchParams({ redirectTo })}`, result.setCookies);
  }
  return redirectWithCookies(redirectTo, result.setCookies);
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(loginSchema, actionData);
  const say = (key: string) => t(key as AdminMessageKey);
  const formError = fieldMessage(form.errors, say);
  return (
    <AuthCard
      title={t("login.title")}
      footer={{ to: "/admin/forgot-password", label: t("login.forgot") }}
     error={formError}>
      {!actionData && loaderData.sessionEnded ? <FormAlert tone="info">{t("login.sessionEnded")}</FormAlert> : null}
      <FlashMessage flash={loaderData.flash} placement="card" />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          label={t("login.email")}
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="username"
          required
          error={fieldMessage(fields.email.errors, say)}
        />
        <TextField
          label={t("login.password")}
          {...getInputProps(fields.password, { type: "password" })}
          key={fields.password.key}
          autoComplete="current-password"
          required
          error={fieldMessage(fields.password.errors, say)}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
