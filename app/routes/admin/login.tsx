import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useEffectEvent, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import type { Route } from "./+types/login";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AuthCard, FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, redirectWithCookies, withoutSecrets, authMessage } from "../../features/accounts/mutations.server.ts";
import { safeAdminRedirect } from "../../features/accounts/queries.server.ts";
import { loginSchema } from "../../features/accounts/schema.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { passkeySignIn, type CeremonyOutcome } from "../../features/accounts/components/passkey-ceremony.ts";
import { FlashMessage } from "../../features/admin/components/flash-message.tsx";
import { fieldMessage, parseForm, refuseForm, useSchemaForm } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { readFlash } from "../../platform/flash.server.ts";
import { SSO_REFUSALS, ssoOptionsOf } from "../../platform/sso.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("login.title") }];

/**
 * A visitor already signed in goes straight to the dashboard. The sign-in
 * screens are outside the admin layout, so this page reads (and clears) the
 * flash of the step before it itself: "your password has been changed".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth, env } = context.get(servicesContext);
  const session = await auth.api.getSession({ headers: request.headers });
  const url = new URL(request.url);
  if (session) throw redirect(safeAdminRedirect(url.searchParams.get("redirectTo")));
  const { flash, setCookie } = readFlash(request);
  const t = translator(context.get(localeContext));
  const ssoRefusal = url.searchParams.get("error");
  return data(
    {
      redirectTo: safeAdminRedirect(url.searchParams.get("redirectTo")),
      sessionEnded: url.searchParams.get("reason") === "session",
      flash,
      /** Single sign-on's button, when it is configured: the provider's name, if the operator gave one. */
      sso: ssoOptionsOf(env) ? { name: env.OIDC_NAME ?? null } : null,
      /** Why the provider's return did not sign in (the callback came back here with `error`). */
      ssoRefusal: ssoRefusal ? t(ssoRefusalMessage(ssoRefusal)) : null,
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const formData = await request.formData();
  if (formData.get("intent") === "passkey") return signInWithPasskey(request, formData, context);
  const parsed = parseForm(formData, loginSchema);
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

/**
 * A passkey's answer (passkey-ceremony.ts), checked by better-auth against the
 * challenge of this browser's cookie: a verified passkey is both factors, so
 * no code is asked after it.
 */
async function signInWithPasskey(request: Request, formData: FormData, context: Route.ActionArgs["context"]) {
  const t = translator(context.get(localeContext));
  const redirectTo = safeAdminRedirect(String(formData.get("redirectTo") ?? "") || null);
  let response: Record<string, unknown>;
  try {
    response = JSON.parse(String(formData.get("response") ?? "")) as Record<string, unknown>;
    if (!response || typeof response !== "object" || Array.isArray(response)) throw new TypeError("not an object");
  } catch {
    return data({ passkeyError: t("auth.passkeyFailed") }, { status: 400 });
  }
  const { auth } = context.get(servicesContext);
  const result = await callAuth(
    // The body's shape is checked by the plugin's own schema; a malformed answer is refused there.
    () => auth.api.verifyPasskeyAuthentication({ body: { response } as never, headers: request.headers, asResponse: true }),
    t("auth.passkeyFailed"),
  );
  if (!result.ok) return data({ passkeyError: authMessage(result, t) }, { status: result.status >= 400 ? result.status : 400 });
  return redirectWithCookies(redirectTo, result.setCookies);
}

/** better-auth's and our refusal codes of a provider's return, in the admin's words. */
const SSO_REFUSAL_MESSAGES: Record<string, AdminMessageKey> = {
  signup_disabled: "login.ssoRefused.unknown",
  [SSO_REFUSALS.emailNotVerified]: "login.ssoRefused.unverified",
  account_not_linked: "login.ssoRefused.unverified",
  [SSO_REFUSALS.domainNotAllowed]: "login.ssoRefused.domain",
  [SSO_REFUSALS.emailMismatch]: "login.ssoRefused.mismatch",
  access_denied: "login.ssoRefused.cancelled",
  // The provider's own refusals (OAuth 2.0 and OpenID Connect error codes).
  invalid_request: "login.ssoRefused.provider",
  unauthorized_client: "login.ssoRefused.provider",
  unsupported_response_type: "login.ssoRefused.provider",
  invalid_scope: "login.ssoRefused.provider",
  server_error: "login.ssoRefused.provider",
  temporarily_unavailable: "login.ssoRefused.provider",
  login_required: "login.ssoRefused.provider",
  consent_required: "login.ssoRefused.provider",
  interaction_required: "login.ssoRefused.provider",
  account_selection_required: "login.ssoRefused.provider",
  state_mismatch: "login.ssoRefused.expired",
  state_not_found: "login.ssoRefused.expired",
  state_invalid: "login.ssoRefused.expired",
  sso_unavailable: "login.ssoRefused.unavailable",
  too_many_attempts: "login.ssoRefused.tooMany",
};

function ssoRefusalMessage(code: string): AdminMessageKey {
  // Anything else (a code or id token that did not verify, a nonce or issuer that did not match): the provider's answer was not trusted.
  return SSO_REFUSAL_MESSAGES[code] ?? "login.ssoRefused.invalid";
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const submitting = useNavigation().state === "submitting";
  const passkeyReply = actionData && "passkeyError" in actionData ? actionData : undefined;
  const [form, fields] = useSchemaForm(loginSchema, actionData && !("passkeyError" in actionData) ? actionData : undefined);
  const say = (key: string) => t(key as AdminMessageKey);
  const [passkeyProblem, setPasskeyProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const submit = useSubmit();
  // The passkey button needs the page's script: without it, it is not shown at all.
  const hydrated = useHydrated();
  const finish = (outcome: CeremonyOutcome) => {
    if (outcome.ok) {
      setPasskeyProblem(null);
      void submit({ intent: "passkey", response: outcome.response, redirectTo: loaderData.redirectTo }, { method: "post" });
    } else if (!outcome.quiet) {
      setPasskeyProblem(t(outcome.message));
    }
  };
  // The autofill's answer may come long after the first render: it finishes with the latest one.
  const finishAutofill = useEffectEvent(finish);
  // The browser's autofill: the admin's passkeys among the e-mail field's suggestions, from the first moment.
  useEffect(() => {
    void passkeySignIn({ autofill: true }).then((outcome) => finishAutofill(outcome));
  }, []);
  // The latest problem first: the passkey's in this page, else the server's answer to the last post.
  const formError = passkeyProblem ?? fieldMessage(form.errors, say) ?? passkeyReply?.passkeyError ?? (actionData ? undefined : (loaderData.ssoRefusal ?? undefined));
  return (
    <AuthCard
      title={t("login.title")}
      footer={{ to: "/admin/forgot-password", label: t("login.forgot") }}
      error={formError}>
      {!actionData && loaderData.sessionEnded ? <FormAlert tone="info">{t("login.sessionEnded")}</FormAlert> : null}
      <FlashMessage flash={loaderData.flash} placement="card" />
      <Form method="post" {...getFormProps(form)} onSubmitCapture={() => setPasskeyProblem(null)} className="space-y-5">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          label={t("login.email")}
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="username webauthn"
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
      {hydrated || loaderData.sso ? <p className="my-4 text-center text-sm text-mist">{t("login.or")}</p> : null}
      {hydrated ? (
        <>
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            disabled={submitting || waiting}
            onClick={async () => {
              setWaiting(true);
              setPasskeyProblem(null);
              // Starting this ceremony ends the autofill's (one WebAuthn request at a time).
              const outcome = await passkeySignIn({ autofill: false });
              setWaiting(false);
              finish(outcome);
            }}>
            {waiting ? t("login.passkeyWaiting") : t("login.passkey")}
          </Button>
        </>
      ) : null}
      {loaderData.sso ? (
        // A document link (never prefetched): the way to the provider, with or without the page's script.
        <a href={`/admin/login/sso?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`} className={buttonClass("secondary", `w-full ${hydrated ? "mt-3" : ""}`)}>
          {loaderData.sso.name ? t("login.sso", { name: loaderData.sso.name }) : t("login.ssoUnnamed")}
        </a>
      ) : null}
      <p className="mt-4 text-center text-sm">
        <Link to={`/admin/login/code?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`} className="text-cream underline underline-offset-4">
          {t("login.byCode")}
        </Link>
      </p>
    </AuthCard>
  );
}
