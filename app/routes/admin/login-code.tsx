import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login-code";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { authMessage, callAuth, redirectWithCookies } from "../../features/accounts/mutations.server.ts";
import { safeAdminRedirect } from "../../features/accounts/queries.server.ts";
import { signInCodeForms } from "../../features/accounts/schema.ts";
import { acceptForm, fieldMessage, intentOf, parseForm, refuseForm, replyTo, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("code.title") }];

/**
 * Signing in with a code e-mailed to the admin's address: a first factor
 * only (an account with two-factor on is asked for its authenticator's code
 * next, platform/auth.server.ts). The e-mail's link opens this screen with
 * the address and code filled in; only the button uses the code, so a mail
 * scanner following the link spends nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.get(servicesContext).auth.api.getSession({ headers: request.headers });
  const url = new URL(request.url);
  const redirectTo = safeAdminRedirect(url.searchParams.get("redirectTo"));
  if (session) throw redirect(redirectTo);
  return { redirectTo, email: url.searchParams.get("email") ?? "", code: url.searchParams.get("code") ?? "" };
}

type CodeReply = FormReply & { email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (intent !== "send" && intent !== "verify") throw data(null, { status: 400 });
  const submission = parseForm(formData, signInCodeForms[intent]);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  const { auth } = context.get(servicesContext);
  const value = submission.value;
  if (value.intent === "send") {
    const result = await callAuth(
      () => auth.api.sendVerificationOTP({ body: { email: value.email, type: "sign-in" }, headers: request.headers, asResponse: true }),
      t("login.failed"),
    );
    // The same answer for an admin's address and a stranger's; only a throttle says otherwise.
    if (!result.ok) return refuseForm(submission, { form: authMessage(result, t), formIntent: intent }, result.status >= 400 ? result.status : 400);
    return acceptForm(submission, { message: t("code.sent"), formIntent: intent, extra: { email: value.email } });
  }
  const redirectTo = safeAdminRedirect(value.redirectTo ?? null);
  const result = await callAuth<{ twoFactorRedirect?: boolean }>(
    () => auth.api.signInEmailOTP({ body: { email: value.email, otp: value.code }, headers: request.headers, asResponse: true }),
    t("login.failed"),
  );
  if (!result.ok) return refuseForm(submission, { form: authMessage(result, t), formIntent: intent }, result.status >= 400 ? result.status : 400);
  if (result.body.twoFactorRedirect) return redirectWithCookies(`/admin/two-factor?${new URLSearchParams({ redirectTo })}`, result.setCookies);
  return redirectWithCookies(redirectTo, result.setCookies);
}

export default function SignInWithCode({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const reply = actionData as CodeReply | undefined;
  const sent = replyTo("send", reply);
  const tried = replyTo("verify", reply);
  // The code's step once one was sent, or straight from the e-mail's link.
  const email = (sent?.status === "success" ? sent.email : undefined) ?? loaderData.email;
  const codeStep = sent?.status === "success" || Boolean(tried) || Boolean(loaderData.email && loaderData.code);
  return (
    <AuthCard title={t("code.title")} footer={{ to: "/admin/login", label: t("login.title") }}>
      {sent?.status === "success" && sent.message ? <FormAlert tone="success">{sent.message}</FormAlert> : codeStep ? null : <p className="mb-5 text-mist">{t("code.intro")}</p>}
      {codeStep ? (
        <>
          {/* Keyed by the address: a code sent to another address starts a fresh form. */}
          <UseCodeForm key={email} email={email} code={loaderData.code} redirectTo={loaderData.redirectTo} lastResult={tried} />
          <SendCodeForm again email={email} redirectTo={loaderData.redirectTo} lastResult={sent} />
        </>
      ) : (
        <SendCodeForm email={email} redirectTo={loaderData.redirectTo} lastResult={sent} />
      )}
    </AuthCard>
  );
}

/** Asking for a code: the address typed, or (`again`) the one the last code went to. */
function SendCodeForm({ again = false, email, redirectTo, lastResult }: { again?: boolean; email: string; redirectTo: string; lastResult: CodeReply | undefined }) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const say = (key: string) => t(key as AdminMessageKey);
  const [form, fields] = useSchemaForm(signInCodeForms.send, lastResult, { id: again ? "code-send-again" : "code-send", defaultValue: { email } });
  const formError = fieldMessage(form.errors, say);
  return (
    <Form method="post" {...getFormProps(form)} className={again ? "mt-4" : "space-y-5"}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {again ? (
        <input type="hidden" name="email" value={email} />
      ) : (
        <TextField label={t("login.email")} {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="username" required error={fieldMessage(fields.email.errors, say)} />
      )}
      <Button type="submit" variant={again ? "ghost" : "primary"} className="w-full" disabled={submitting}>
        {again ? t("code.again") : t("code.send")}
      </Button>
    </Form>
  );
}

/** Using the code: the address it went to and the code, both filled in when the e-mail's link opened the page. */
function UseCodeForm({ email, code, redirectTo, lastResult }: { email: string; code: string; redirectTo: string; lastResult: CodeReply | undefined }) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const say = (key: string) => t(key as AdminMessageKey);
  const [form, fields] = useSchemaForm(signInCodeForms.verify, lastResult, { id: "code-verify", defaultValue: { email, code } });
  const formError = fieldMessage(form.errors, say);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField label={t("login.email")} {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="username" required error={fieldMessage(fields.email.errors, say)} />
      <TextField
        label={t("code.label")}
        {...getInputProps(fields.code, { type: "text" })}
        key={fields.code.key}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={fieldMessage(fields.code.errors, say)}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {t("code.submit")}
      </Button>
    </Form>
  );
}
