import { getFormProps, getInputProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, redirect, useNavigation, useSubmit, data } from "react-router";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { Route } from "./+types/account";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, withCookies, withoutSecrets, qrCodeDataUrl, totpSecret, authMessage } from "../../features/accounts/mutations.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { passkeysOf, type PasskeySummary } from "../../features/accounts/queries.server.ts";
import { passkeyRegistration } from "../../features/accounts/components/passkey-ceremony.ts";
import { saveAdminLocale } from "../../features/accounts/mutations.server.ts";
import { LANGUAGE_NAME } from "../../lib/i18n/languages.ts";
import { LOCALES, type Translate } from "../../lib/i18n/index.ts";
import { accountFormOf, accountForms } from "../../features/accounts/schema.ts";
import { acceptForm, fieldMessage, intentOf, parseForm, refuseForm, replyTo, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.account") }];

/** How a session was signed in (platform/auth.server.ts, signInMethodOf), in the admin's words. */
const SIGN_IN_METHODS: Record<string, AdminMessageKey> = {
  password: "account.method.password",
  "password+totp": "account.method.passwordTotp",
  "password+backup-code": "account.method.passwordBackupCode",
  passkey: "account.method.passkey",
  "email-code": "account.method.emailCode",
  "email-code+totp": "account.method.emailCodeTotp",
  "email-code+backup-code": "account.method.emailCodeBackupCode",
  sso: "account.method.sso",
  "sso+totp": "account.method.ssoTotp",
  "sso+backup-code": "account.method.ssoBackupCode",
};

/** Sessions are listed by id; their tokens (secrets) never leave the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const admin = currentAdmin(context);
  const sessions = await auth.api.listSessions({ headers: request.headers });
  return {
    email: admin.user.email,
    twoFactorEnabled: admin.user.twoFactorEnabled,
    passkeys: await passkeysOf(context.get(servicesContext).db, admin.user.id),
    /** The language the admin reads now: their saved choice, or their browser's until they choose. */
    locale: context.get(localeContext),
    sessions: sessions
      .map((session) => ({
        id: session.id,
        current: session.id === admin.session.id,
        userAgent: session.userAgent ?? null,
        ipAddress: session.ipAddress ?? null,
        createdAt: new Date(session.createdAt).toISOString(),
        expiresAt: new Date(session.expiresAt).toISOString(),
        signInMethod: (session as { signInMethod?: string | null }).signInMethod ?? null,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt)),
  };
}

/** What the two-factor and token forms show next, beside the protocol's reply. */
type AccountExtra = {
  totp?: { qr: string; secret: string; backupCodes: string[] };
  backupCodes?: string[];
  token?: string;
  /** A passkey to add: the ceremony's options (made once the password was confirmed), and the name chosen for it. */
  passkey?: { options: PublicKeyCredentialCreationOptionsJSON; name: string };
};
type AccountReply = FormReply & AccountExtra;

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const { auth } = context.get(servicesContext);
  const admin = currentAdmin(context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  const form = accountFormOf(intent);
  if (!form) throw data(null, { status: 400 });
  const parsed = parseForm(formData, accountForms[form]);
  // What was typed comes back with a refusal, never a password.
  const submission = withoutSecrets(parsed, ["currentPassword", "newPassword", "password"]);
  if (parsed.status !== "success") return refuseForm(submission, { formIntent: intent });
  const headers = request.headers;
  const refuse = (status: number, message: string) => refuseForm(submission, { form: message, formIntent: intent }, status >= 400 ? status : 400);
  const accept = (options: { message?: string; extra?: AccountExtra; init?: ResponseInit } = {}) => acceptForm(submission, { ...options, formIntent: intent, reset: true });

  const value = parsed.value;
  switch (value.intent) {
    case "sign-out-this": {
      const result = await callAuth(() => auth.api.signOut({ headers, asResponse: true }), t("login.failed"));
      throw redirect("/admin/login", withCookies(result.setCookies));
    }
    case "sign-out-all": {
      await auth.api.revokeSessions({ headers });
      throw redirect("/admin/login");
    }
    case "sign-out-others": {
      await auth.api.revokeOtherSessions({ headers });
      return accept();
    }
    case "revoke-session": {
      const sessions = await auth.api.listSessions({ headers });
      const target = sessions.find((session) => session.id === value.sessionId);
      if (!target) return refuse(404, t("account.sessionGone"));
      await auth.api.revokeSession({ headers, body: { token: target.token } });
      if (target.id === admin.session.id) throw redirect("/admin/login");
      return accept();
    }
    case "change-password": {
      const result = await callAuth(
        () =>
          auth.api.changePassword({
            headers,
            body: { currentPassword: value.currentPassword, newPassword: value.newPassword, revokeOtherSessions: true },
            asResponse: true,
          }),
        t("login.failed"),
      );
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      // The session was renewed: keep this device signed in with the new cookie.
      return accept({ message: t("account.passwordChanged"), init: withCookies(result.setCookies) });
    }
    case "change-email": {
      const result = await callAuth(
        () => auth.api.changeEmail({ headers, body: { newEmail: value.newEmail, callbackURL: "/admin/account" }, asResponse: true }),
        t("login.failed"),
      );
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      return accept({ message: t("account.emailChangeSent") });
    }
    case "enable-2fa": {
      const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(
        () => auth.api.enableTwoFactor({ headers, body: { password: value.password }, asResponse: true }),
        t("login.failed"),
      );
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      return accept({ extra: { totp: { qr: await qrCodeDataUrl(result.body.totpURI), secret: totpSecret(result.body.totpURI), backupCodes: result.body.backupCodes } } });
    }
    case "confirm-2fa": {
      const result = await callAuth(() => auth.api.verifyTOTP({ headers, body: { code: value.code }, asResponse: true }), t("twoFactor.failed"));
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      return accept({ message: t("account.enabled"), init: withCookies(result.setCookies) });
    }
    case "disable-2fa": {
      const result = await callAuth(() => auth.api.disableTwoFactor({ headers, body: { password: value.password }, asResponse: true }), t("login.failed"));
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      return accept({ message: t("account.disabled"), init: withCookies(result.setCookies) });
    }
    case "backup-codes": {
      const result = await callAuth<{ backupCodes: string[] }>(
        () => auth.api.generateBackupCodes({ headers, body: { password: value.password }, asResponse: true }),
        t("login.failed"),
      );
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      return accept({ extra: { backupCodes: result.body.backupCodes } });
    }
    case "language": {
      await saveAdminLocale(context.get(servicesContext).db, admin.user.id, value.locale);
      // Said in the language just chosen: the page comes back in it.
      return accept({ message: translator(value.locale)("account.languageSaved") });
    }
    case "passkey-options": {
      const confirmed = await callAuth(() => auth.api.verifyPassword({ headers, body: { password: value.password }, asResponse: true }), t("login.failed"));
      if (!confirmed.ok) return refuse(confirmed.status, authMessage(confirmed, t));
      const result = await callAuth<PublicKeyCredentialCreationOptionsJSON>(() => auth.api.generatePasskeyRegistrationOptions({ headers, asResponse: true }), t("passkey.failed"));
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      // The challenge waits behind its cookie; the browser now asks the authenticator, then posts add-passkey.
      return accept({ extra: { passkey: { options: result.body, name: value.name } }, init: withCookies(result.setCookies) });
    }
    case "add-passkey": {
      const response = parseJsonObject(value.response);
      if (!response) return refuse(400, t("auth.passkeyFailed"));
      const result = await callAuth(
        // The answer's shape is checked by the plugin's own schema.
        () => auth.api.verifyPasskeyRegistration({ headers, body: { response: response as never, name: value.name }, asResponse: true }),
        t("auth.passkeyFailed"),
      );
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      return accept({ message: t("account.passkeyAdded"), init: withCookies(result.setCookies) });
    }
    case "rename-passkey": {
      const result = await callAuth(() => auth.api.updatePasskey({ headers, body: { id: value.passkeyId, name: value.name }, asResponse: true }), t("passkey.failed"));
      if (!result.ok) return refuse(result.status === 401 ? 404 : result.status, result.code === "PASSKEY_NOT_FOUND" ? t("account.passkeyGone") : authMessage(result, t));
      return accept({ message: t("account.passkeyRenamed") });
    }
    case "remove-passkey": {
      // Taking a way in off the account asks for the password again, whoever holds this session.
      const confirmed = await callAuth(() => auth.api.verifyPassword({ headers, body: { password: value.password }, asResponse: true }), t("login.failed"));
      if (!confirmed.ok) return refuse(confirmed.status, authMessage(confirmed, t));
      const result = await callAuth(() => auth.api.deletePasskey({ headers, body: { id: value.passkeyId }, asResponse: true }), t("passkey.failed"));
      if (!result.ok) return refuse(result.status === 401 ? 404 : result.status, result.code === "PASSKEY_NOT_FOUND" ? t("account.passkeyGone") : authMessage(result, t));
      return accept({ message: t("account.passkeyRemoved") });
    }
    case "api-token": {
      const result = await callAuth<{ token: string }>(() => auth.api.getToken({ headers, asResponse: true }), t("login.failed"));
      if (!result.ok) return refuse(result.status, authMessage(result, t));
      return accept({ extra: { token: result.body.token } });
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** A JSON object posted in a field (an authenticator's answer), or null when it is not one. */
function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** "Chrome on macOS", in the admin's words; browser and system names are proper names. */
function describeDevice(userAgent: string | null, t: Translate<AdminMessageKey>): string {
  if (!userAgent) return t("account.unknownDevice");
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Chrome\//.test(userAgent) ? "Chrome" : /Firefox\//.test(userAgent) ? "Firefox" : /Safari\//.test(userAgent) ? "Safari" : t("account.someBrowser");
  const system = /Android/.test(userAgent) ? "Android" : /iPhone|iPad/.test(userAgent) ? "iOS" : /Mac OS X/.test(userAgent) ? "macOS" : /Windows/.test(userAgent) ? "Windows" : /Linux/.test(userAgent) ? "Linux" : "";
  return system ? t("account.deviceOn", { browser, system }) : browser;
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const busy = useNavigation().state === "submitting";
  const reply = (...intents: string[]) => replyTo(intents, actionData as AccountReply | null | undefined);
  const success = (...intents: string[]) => {
    const outcome = reply(...intents);
    return outcome?.status === "success" && outcome.message ? <FormAlert tone="success">{outcome.message}</FormAlert> : null;
  };
  const enrolment = reply("enable-2fa");
  const confirmFailed = reply("confirm-2fa")?.status === "error";
  const totp = enrolment?.status === "success" ? enrolment.totp : undefined;
  const token = reply("api-token");
  const backup = reply("backup-codes");
  const describe = (userAgent: string | null) => describeDevice(userAgent, t);

  return (
    <AdminPage title={t("account.title")}>
      <p className="-mt-4 mb-8 text-mist">{loaderData.email}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("account.sessions")} className="xl:col-span-2">
          {success("sign-out-others", "revoke-session")}
          <ul className="divide-y divide-white/10">
            {loaderData.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">
                    {describe(session.userAgent)} {session.current ? <Badge tone="green">{t("account.thisDevice")}</Badge> : null}
                  </p>
                  <p className="text-sm text-mist">
                    {session.ipAddress ?? "—"} · {format.shortDate(session.createdAt)} · {t("account.lastSeen")} {format.shortDate(session.expiresAt)}
                  </p>
                  <p className="text-sm text-mist" data-testid="session-method">
                    {t("account.signedInWith", { method: t(SIGN_IN_METHODS[session.signInMethod ?? ""] ?? "account.method.unknown") })}
                  </p>
                </div>
                <AccountForm form="revoke-session" id={`revoke-${session.id}`} lastResult={undefined}>
                  {() => (
                    <>
                      <input type="hidden" name="intent" value="revoke-session" />
                      <input type="hidden" name="sessionId" value={session.id} />
                      <Button type="submit" variant="ghost" className="px-3 py-1.5" aria-label={`${t("account.revoke")}: ${describe(session.userAgent)}${session.current ? ` (${t("account.thisDevice")})` : ""}`}>
                        {t("account.revoke")}
                      </Button>
                    </>
                  )}
                </AccountForm>
              </li>
            ))}
          </ul>
          <AccountForm form="sign-out" lastResult={reply("sign-out-this", "sign-out-others", "sign-out-all")} className="mt-4 flex flex-wrap gap-3">
            {() => (
              <>
                <Button type="submit" name="intent" value="sign-out-this" variant="ghost">
                  {t("account.signOutThis")}
                </Button>
                <Button type="submit" name="intent" value="sign-out-others" variant="ghost">
                  {t("account.signOutOthers")}
                </Button>
                <Button type="submit" name="intent" value="sign-out-all" variant="danger">
                  {t("account.signOutAll")}
                </Button>
              </>
            )}
          </AccountForm>
        </Panel>

        <Panel title={t("account.language")}>
          {success("language")}
          <AccountForm form="language" lastResult={reply("language")} className="space-y-4">
            {(fields, message) => (
              <>
                <input type="hidden" name="intent" value="language" />
                <SelectField
                  label={t("account.languageLabel")}
                  name={fields.locale!.name}
                  defaultValue={loaderData.locale}
                  key={`${fields.locale!.key}-${loaderData.locale}`}
                  options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAME[locale] }))}
                  error={message(fields.locale!.errors)}
                />
                <p className="text-sm text-mist">{t("account.languageHelp")}</p>
                <Button type="submit" disabled={busy}>
                  {t("account.saveLanguage")}
                </Button>
              </>
            )}
          </AccountForm>
        </Panel>

        <Panel title={t("account.password")}>
          {success("change-password")}
          <AccountForm form="change-password" lastResult={reply("change-password")} className="space-y-4">
            {(fields, message) => (
              <>
                <input type="hidden" name="intent" value="change-password" />
                <TextField label={t("account.currentPassword")} {...getInputProps(fields.currentPassword!, { type: "password" })} key={fields.currentPassword!.key} autoComplete="current-password" required error={message(fields.currentPassword!.errors)} />
                <TextField label={t("account.newPassword")} {...getInputProps(fields.newPassword!, { type: "password" })} key={fields.newPassword!.key} autoComplete="new-password" minLength={12} maxLength={128} required error={message(fields.newPassword!.errors)} />
                <p className="text-sm text-mist">{t("reset.rules")}</p>
                <Button type="submit" disabled={busy}>
                  {t("account.savePassword")}
                </Button>
              </>
            )}
          </AccountForm>
        </Panel>

        <Panel title={t("account.email")}>
          {success("change-email")}
          <AccountForm form="change-email" lastResult={reply("change-email")} className="space-y-4">
            {(fields, message) => (
              <>
                <input type="hidden" name="intent" value="change-email" />
                <TextField label={t("account.newEmail")} {...getInputProps(fields.newEmail!, { type: "email" })} key={fields.newEmail!.key} autoComplete="email" required error={message(fields.newEmail!.errors)} />
                <Button type="submit" disabled={busy}>
                  {t("account.changeEmail")}
                </Button>
              </>
            )}
          </AccountForm>
        </Panel>

        <Panel title={t("account.twoFactor")}>
          {success("confirm-2fa", "disable-2fa", "enable-2fa")}
          {loaderData.twoFactorEnabled ? (
            <div className="space-y-6">
              <p>{t("account.twoFactorOn")}</p>
              <AccountForm form="two-factor-on" lastResult={reply("backup-codes", "disable-2fa")} className="space-y-4">
                {(fields, message) => (
                  <>
                    <TextField label={t("account.passwordForAction")} {...getInputProps(fields.password!, { type: "password" })} key={fields.password!.key} autoComplete="current-password" required error={message(fields.password!.errors)} />
                    <div className="flex flex-wrap gap-3">
                      <Button type="submit" name="intent" value="backup-codes" variant="ghost">
                        {t("account.generateBackup")}
                      </Button>
                      <Button type="submit" name="intent" value="disable-2fa" variant="danger">
                        {t("account.disable")}
                      </Button>
                    </div>
                  </>
                )}
              </AccountForm>
              {backup?.status === "success" && backup.backupCodes ? <BackupCodes title={t("account.newBackupCodes")} codes={backup.backupCodes} /> : null}
            </div>
          ) : totp || confirmFailed ? (
            <div className="space-y-4">
              {totp ? (
                <>
                  <p>{t("account.scan")}</p>
                  <img src={totp.qr} alt={t("account.qrAlt")} width={200} height={200} className="rounded bg-white p-2" />
                  <p className="text-sm">
                    {t("account.secretKey")}: <code data-testid="totp-secret" className="break-all text-gold">{totp.secret}</code>
                  </p>
                  <BackupCodes title={t("account.backupCodes")} codes={totp.backupCodes} />
                </>
              ) : null}
              <AccountForm form="confirm-2fa" lastResult={reply("confirm-2fa")} className="space-y-4">
                {(fields, message) => (
                  <>
                    <input type="hidden" name="intent" value="confirm-2fa" />
                    <TextField label={t("account.confirmCode")} {...getInputProps(fields.code!, { type: "text" })} key={fields.code!.key} inputMode="numeric" autoComplete="one-time-code" required error={message(fields.code!.errors)} />
                    <Button type="submit">{t("account.confirm")}</Button>
                  </>
                )}
              </AccountForm>
            </div>
          ) : (
            <AccountForm form="enable-2fa" lastResult={reply("enable-2fa")} className="space-y-4">
              {(fields, message) => (
                <>
                  <input type="hidden" name="intent" value="enable-2fa" />
                  <p className="text-mist">{t("account.twoFactorOff")}</p>
                  <TextField label={t("account.passwordForAction")} {...getInputProps(fields.password!, { type: "password" })} key={fields.password!.key} autoComplete="current-password" required error={message(fields.password!.errors)} />
                  <Button type="submit">{t("account.enable")}</Button>
                </>
              )}
            </AccountForm>
          )}
        </Panel>

        <PasskeysPanel passkeys={loaderData.passkeys} reply={reply} />

        <Panel title={t("account.apiToken")}>
          <p className="mb-4 text-mist">{t("account.apiTokenText")}</p>
          {token?.status === "success" && token.token ? (
            <textarea readOnly aria-label={t("account.apiToken")} value={token.token} rows={4} className="mb-4 w-full rounded border border-white/20 bg-night p-3 font-mono text-xs" data-testid="api-token" />
          ) : null}
          <AccountForm form="api-token" lastResult={token}>
            {() => (
              <>
                <input type="hidden" name="intent" value="api-token" />
                <Button type="submit" variant="secondary">
                  {t("account.getToken")}
                </Button>
              </>
            )}
          </AccountForm>
        </Panel>
      </div>
    </AdminPage>
  );
}

type Fields = ReturnType<typeof useSchemaForm>[1];

/**
 * One form of the page, with its schema checked in the browser and only its
 * own answer (`lastResult`, picked with replyTo) shown: the refusal above it,
 * the messages under its fields.
 */
function AccountForm({
  form: name,
  id,
  lastResult,
  className,
  children,
}: {
  form: keyof typeof accountForms;
  id?: string;
  lastResult: AccountReply | undefined;
  className?: string;
  children: (fields: Fields, message: (errors: string[] | undefined) => string | undefined) => React.ReactNode;
}) {
  const t = useAdminT();
  const [form, fields] = useSchemaForm(accountForms[name], lastResult, { id: id ?? `account-${name}` });
  const message = (errors: string[] | undefined) => fieldMessage(errors, (key) => t(key as AdminMessageKey));
  const formError = message(form.errors);
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      {children(fields as Fields, message)}
    </Form>
  );
}

/**
 * The admin's passkeys, and adding one: the password is confirmed first (the
 * server then makes the ceremony's options), the browser asks the
 * authenticator, and its answer is posted as add-passkey. Renaming is
 * free; removing asks for the password again.
 */
function PasskeysPanel({ passkeys, reply }: { passkeys: PasskeySummary[]; reply: (...intents: string[]) => AccountReply | undefined }) {
  const t = useAdminT();
  const format = useFormat();
  const submit = useSubmit();
  const busy = useNavigation().state !== "idle";
  const started = reply("passkey-options");
  const [problem, setProblem] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  // Each set of options is used once, whatever re-renders the page in the meantime.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const toAdd = started?.status === "success" ? started.passkey : undefined;
    if (!toAdd || handled.current === toAdd) return;
    handled.current = toAdd;
    setProblem(null);
    setWaiting(true);
    void passkeyRegistration(toAdd.options).then((outcome) => {
      setWaiting(false);
      if (!outcome.ok) return setProblem(t(outcome.message));
      void submit({ intent: "add-passkey", name: toAdd.name, response: outcome.response }, { method: "post" });
    });
  }, [started, submit, t]);
  const outcome = reply("add-passkey", "rename-passkey", "remove-passkey");
  return (
    <Panel title={t("account.passkeys")}>
      <p className="mb-4 text-mist">{t("account.passkeysText")}</p>
      {outcome?.status === "success" && outcome.message ? <FormAlert tone="success">{outcome.message}</FormAlert> : null}
      {outcome?.status === "error" && outcome.error?.[""] ? <FormAlert>{fieldMessage(outcome.error[""], (key) => t(key as AdminMessageKey))}</FormAlert> : null}
      {passkeys.length === 0 ? (
        <p className="mb-4 text-sm text-mist">{t("account.passkeysNone")}</p>
      ) : (
        <ul className="mb-4 divide-y divide-white/10" data-testid="passkeys">
          {passkeys.map((passkey) => {
            const label = passkey.name || passkey.authenticator || t("account.passkeyUnnamed");
            return (
              <li key={passkey.id} className="py-3">
                <p className="font-semibold">
                  {label} {passkey.synced ? <Badge tone="neutral">{t("account.passkeySynced")}</Badge> : null}
                </p>
                <p className="text-sm text-mist">
                  {passkey.createdAt ? t("account.passkeyAddedOn", { date: format.shortDate(passkey.createdAt) }) : null}
                  {" · "}
                  {passkey.lastUsedAt ? t("account.passkeyLastUsed", { date: format.shortDate(passkey.lastUsedAt) }) : t("account.passkeyNeverUsed")}
                </p>
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm text-cream underline-offset-4 hover:underline">
                    {t("account.passkeyManage")}
                    <span className="sr-only">: {label}</span>
                  </summary>
                  <div className="mt-3 grid gap-4 sm:grid-cols-2">
                    <AccountForm form="rename-passkey" id={`rename-passkey-${passkey.id}`} lastResult={undefined} className="space-y-3">
                      {(fields, message) => (
                        <>
                          <input type="hidden" name="intent" value="rename-passkey" />
                          <input type="hidden" name="passkeyId" value={passkey.id} />
                          <TextField label={t("account.passkeyName")} name={fields.name!.name} defaultValue={passkey.name ?? ""} maxLength={60} required error={message(fields.name!.errors)} />
                          <Button type="submit" variant="secondary" disabled={busy}>
                            {t("account.renamePasskey")}
                          </Button>
                        </>
                      )}
                    </AccountForm>
                    <AccountForm form="remove-passkey" id={`remove-passkey-${passkey.id}`} lastResult={undefined} className="space-y-3">
                      {(fields, message) => (
                        <>
                          <input type="hidden" name="intent" value="remove-passkey" />
                          <input type="hidden" name="passkeyId" value={passkey.id} />
                          <TextField label={t("account.passkeyPassword")} name={fields.password!.name} type="password" autoComplete="current-password" required error={message(fields.password!.errors)} />
                          <Button type="submit" variant="danger" disabled={busy}>
                            {t("account.removePasskey")}
                          </Button>
                        </>
                      )}
                    </AccountForm>
                  </div>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <AccountForm form="passkey-options" lastResult={started} className="space-y-4">
        {(fields, message) => (
          <>
            <input type="hidden" name="intent" value="passkey-options" />
            <TextField label={t("account.passkeyName")} {...getInputProps(fields.name!, { type: "text" })} key={fields.name!.key} maxLength={60} autoComplete="off" required error={message(fields.name!.errors)} />
            <p className="text-sm text-mist">{t("account.passkeyNameHint")}</p>
            <TextField label={t("account.passkeyPassword")} {...getInputProps(fields.password!, { type: "password" })} key={fields.password!.key} autoComplete="current-password" required error={message(fields.password!.errors)} />
            <Button type="submit" disabled={busy || waiting}>
              {waiting ? t("login.passkeyWaiting") : t("account.addPasskey")}
            </Button>
          </>
        )}
      </AccountForm>
    </Panel>
  );
}

function BackupCodes({ title, codes }: { title: string; codes: string[] }) {
  return (
    <div>
      <p className="mb-2 text-sm">{title}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code} className="rounded bg-night px-3 py-1.5 text-gold">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}
