import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, withoutSecrets, authMessage } from "../../features/accounts/mutations.server.ts";
import { resetPasswordSchema } from "../../features/accounts/schema.ts";
import { fieldMessage, parseForm, refuseForm, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";

/**
 * Choosing a password from an e-mailed link: a reset, or the first password of
 * an invited admin (same flow, other words). The link's token works once and
 * expires; better-auth checks both.
 */
export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: adminMetaT(matches)(location.pathname.endsWith("accept-invite") ? "invite.title" : "reset.title") },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  return { token: url.searchParams.get("token") ?? "", invalid: Boolean(error) || !url.searchParams.get("token"), invite: url.pathname.endsWith("accept-invite") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const parsed = parseForm(await request.formData(), resetPasswordSchema);
  // A refusal never sends the passwords back.
  const submission = withoutSecrets(parsed, ["password", "confirm"]);
  if (parsed.status !== "success") return refuseForm(submission);
  const { token, password } = parsed.value;
  const { auth } = context.get(servicesContext);
  const result = await callAuth(
    () => auth.api.resetPassword({ body: { newPassword: password, token }, headers: request.headers, asResponse: true }),
    t("reset.invalidLink"),
  );
  if (!result.ok) {
    // A used or expired link, or better-auth's refusal of the password with its reasons.
    const message = result.code === "INVALID_TOKEN" ? t("reset.invalidLink") : authMessage(result, t);
    return refuseForm(submission, { form: message }, result.status >= 400 ? result.status : 400);
  }
  // The sign-in page says it (a flash: a reload or a bookmark of the page does not repeat it).
  return redirectWithFlash("/admin/login", { message: "login.passwordReset" });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const [form, fields] = useSchemaForm(resetPasswordSchema, actionData);
  const say = (key: string) => t(key as AdminMessageKey);
  // A post without its token (the hidden field) is the link's problem, said for the whole form.
  const formError = fieldMessage(form.errors, say) ?? fieldMessage(fields.token.errors, say);
  return (
    <AuthCard title={loaderData.invite ? t("invite.title") : t("reset.title")}>
      {loaderData.invalid ? (
        <FormAlert>{t("reset.invalidLink")}</FormAlert>
      ) : (
        <>
          {formError ? (
            <FormAlert>
              <p>{formError}</p>
            </FormAlert>
          ) : (
            <p className="mb-5 text-mist">{t("reset.rules")}</p>
          )}
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <input type="hidden" name="token" value={loaderData.token} />
            <TextField
              label={t("reset.password")}
              {...getInputProps(fields.password, { type: "password" })}
              key={fields.password.key}
              autoComplete="new-password"
              minLength={12}
              maxLength={128}
              required
              error={fieldMessage(fields.password.errors, say)}
            />
            <TextField
              label={t("reset.confirm")}
              {...getInputProps(fields.confirm, { type: "password" })}
              key={fields.confirm.key}
              autoComplete="new-password"
              minLength={12}
              maxLength={128}
              required
              error={fieldMessage(fields.confirm.errors, say)}
            />
            <Button type="submit" className="w-full" disabled={submitting}>
              {t("reset.submit")}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
