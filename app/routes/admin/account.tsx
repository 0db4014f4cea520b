import { Form, redirect, useNavigation, data } from "react-router";
import type { Route } from "./+types/account";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, withCookies, qrCodeDataUrl, totpSecret } from "../../features/accounts/mutations.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { formatShortDate } from "../../lib/format.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: adminTranslator()("admin.meta.account") }];

/** Sessions are listed by id; their tokens (secrets) never leave the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const admin = currentAdmin(context);
  const sessions = await auth.api.listSessions({ headers: request.headers });
  return {
    email: admin.user.email,
    twoFactorEnabled: admin.user.twoFactorEnabled,
    sessions: sessions
      .map((session) => ({
        id: session.id,
        current: session.id === admin.session.id,
        userAgent: session.userAgent ?? null,
        ipAddress: session.ipAddress ?? null,
        createdAt: new Date(session.createdAt).toISOString(),
        expiresAt: new Date(session.expiresAt).toISOString(),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt)),
  };
}

type ActionResult =
  | { intent: string; ok: true; message?: string; totp?: { qr: string; secret: string; backupCodes: string[] }; backupCodes?: string[]; token?: string }
  | { intent: string; ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const t = translator();
  const { auth } = context.get(servicesContext);
  const admin = currentAdmin(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const headers = request.headers;
  const field = (name: string) => String(form.get(name) ?? "");
  const fail = (status: number, error: string, reasons?: string[]) =>
    data<ActionResult>({ intent, ok: false, error: reasons?.length ? `${error}` : error }, { status: status >= 400 ? status : 400 });

  switch (intent) {
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
      return data<ActionResult>({ intent, ok: true });
    }
    case "revoke-session": {
      const sessions = await auth.api.listSessions({ headers });
      const target = sessions.find((session) => session.id === field("sessionId"));
      if (!target) return fail(404, "This session no longer exists.");
      await auth.api.revokeSession({ headers, body: { token: target.token } });
      if (target.id === admin.session.id) throw redirect("/admin/login");
      return data<ActionResult>({ intent, ok: true });
    }
    case "change-password": {
      const result = await callAuth(
        () =>
          auth.api.changePassword({
            headers,
            body: { currentPassword: field("currentPassword"), newPassword: field("newPassword"), revokeOtherSessions: true },
            asResponse: true,
          }),
        t("login.failed"),
      );
      if (!result.ok) return fail(result.status, result.message, result.reasons);
      // The session was renewed: keep this device signed in with the new cookie.
      return data<ActionResult>({ intent, ok: true, message: t("account.passwordChanged") }, withCookies(result.setCookies));
    }
    case "change-email": {
      const result = await callAuth(
        () => auth.api.changeEmail({ headers, body: { newEmail: field("newEmail"), callbackURL: "/admin/account" }, asResponse: true }),
        t("login.failed"),
      );
      if (!result.ok) return fail(result.status, result.message);
      return data<ActionResult>({ intent, ok: true, message: t("account.emailChangeSent") });
    }
    case "enable-2fa": {
      const result = await callAuth<{ totpURI: string; backupCodes: string[] }>(
        () => auth.api.enableTwoFactor({ headers, body: { password: field("password") }, asResponse: true }),
        t("login.failed"),
      );
      if (!result.ok) return fail(result.status, result.message);
      return data<ActionResult>({
        intent,
        ok: true,
        totp: { qr: await qrCodeDataUrl(result.body.totpURI), secret: totpSecret(result.body.totpURI), backupCodes: result.body.backupCodes },
      });
    }
    case "confirm-2fa": {
      const result = await callAuth(() => auth.api.verifyTOTP({ headers, body: { code: field("code").replace(/\s+/g, "") }, asResponse: true }), t("twoFactor.failed"));
      if (!result.ok) return fail(result.status, result.message);
      return data<ActionResult>({ intent, ok: true, message: t("account.enabled") }, withCookies(result.setCookies));
    }
    case "disable-2fa": {
      const result = await callAuth(() => auth.api.disableTwoFactor({ headers, body: { password: field("password") }, asResponse: true }), t("login.failed"));
      if (!result.ok) return fail(result.status, result.message);
      return data<ActionResult>({ intent, ok: true, message: t("account.disabled") }, withCookies(result.setCookies));
    }
    case "backup-codes": {
      const result = await callAuth<{ backupCodes: string[] }>(
        () => auth.api.generateBackupCodes({ headers, body: { password: field("password") }, asResponse: true }),
        t("login.failed"),
      );
      if (!result.ok) return fail(result.status, result.message);
      return data<ActionResult>({ intent, ok: true, backupCodes: result.body.backupCodes });
    }
    case "api-token": {
      const result = await callAuth<{ token: string }>(() => auth.api.getToken({ headers, asResponse: true }), t("login.failed"));
      if (!result.ok) return fail(result.status, result.message);
      return data<ActionResult>({ intent, ok: true, token: result.body.token });
    }
    default:
      return fail(400, "Unknown action.");
  }
}

function describeDevice(userAgent: string | null, fallback: string): string {
  if (!userAgent) return fallback;
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Chrome\//.test(userAgent) ? "Chrome" : /Firefox\//.test(userAgent) ? "Firefox" : /Safari\//.test(userAgent) ? "Safari" : "Browser";
  const system = /Android/.test(userAgent) ? "Android" : /iPhone|iPad/.test(userAgent) ? "iOS" : /Mac OS X/.test(userAgent) ? "macOS" : /Windows/.test(userAgent) ? "Windows" : /Linux/.test(userAgent) ? "Linux" : "";
  return system ? `${browser} on ${system}` : browser;
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = (intent: string) => (actionData && actionData.intent === intent ? actionData : undefined);
  const alertFor = (...intents: string[]) => {
    const outcome = intents.map(result).find(Boolean);
    if (!outcome) return null;
    if (!outcome.ok) return <FormAlert>{outcome.error}</FormAlert>;
    return outcome.message ? <FormAlert tone="success">{outcome.message}</FormAlert> : null;
  };
  const enrolment = result("enable-2fa");
  const confirmFailed = result("confirm-2fa");
  const totp = enrolment?.ok ? enrolment.totp : undefined;
  const token = result("api-token");
  const backup = result("backup-codes");

  return (
    <AdminPage title={t("account.title")}>
      <p className="-mt-4 mb-8 text-mist">{loaderData.email}</p>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t("account.sessions")} className="xl:col-span-2">
          {alertFor("sign-out-others", "revoke-session")}
          <ul className="divide-y divide-white/10">
            {loaderData.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">
                    {describeDevice(session.userAgent, t("account.unknownDevice"))} {session.current ? <Badge tone="green">{t("account.thisDevice")}</Badge> : null}
                  </p>
                  <p className="text-sm text-mist">
                    {session.ipAddress ?? "—"} · {formatShortDate(session.createdAt)} · {t("account.lastSeen")} {formatShortDate(session.expiresAt)}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button type="submit" name="intent" value="revoke-session" variant="ghost" className="px-3 py-1.5" aria-label={`${t("account.revoke")}: ${describeDevice(session.userAgent, t("account.unknownDevice"))}${session.current ? ` (${t("account.thisDevice")})` : ""}`}>
                    {t("account.revoke")}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="sign-out-this" variant="ghost">
              {t("account.signOutThis")}
            </Button>
            <Button type="submit" name="intent" value="sign-out-others" variant="ghost">
              {t("account.signOutOthers")}
            </Button>
            <Button type="submit" name="intent" value="sign-out-all" variant="danger">
              {t("account.signOutAll")}
            </Button>
          </Form>
        </Panel>

        <Panel title={t("account.password")}>
          {alertFor("change-password")}
          <Form method="post" className="space-y-4">
            <TextField label={t("account.currentPassword")} name="currentPassword" type="password" autoComplete="current-password" required />
            <TextField label={t("account.newPassword")} name="newPassword" type="password" autoComplete="new-password" minLength={12} maxLength={128} required />
            <p className="text-sm text-mist">{t("reset.rules")}</p>
            <Button type="submit" name="intent" value="change-password" disabled={busy}>
              {t("account.savePassword")}
            </Button>
          </Form>
        </Panel>

        <Panel title={t("account.email")}>
          {alertFor("change-email")}
          <Form method="post" className="space-y-4">
            <TextField label={t("account.newEmail")} name="newEmail" type="email" autoComplete="email" required />
            <Button type="submit" name="intent" value="change-email" disabled={busy}>
              {t("account.changeEmail")}
            </Button>
          </Form>
        </Panel>

        <Panel title={t("account.twoFactor")}>
          {alertFor("confirm-2fa", "disable-2fa", "enable-2fa")}
          {loaderData.twoFactorEnabled ? (
            <div className="space-y-6">
              <p>{t("account.twoFactorOn")}</p>
              <Form method="post" className="space-y-4">
                <TextField label={t("account.passwordForAction")} name="password" type="password" autoComplete="current-password" required />
                <div className="flex flex-wrap gap-3">
                  <Button type="submit" name="intent" value="backup-codes" variant="ghost">
                    {t("account.generateBackup")}
                  </Button>
                  <Button type="submit" name="intent" value="disable-2fa" variant="danger">
                    {t("account.disable")}
                  </Button>
                </div>
              </Form>
              {backup?.ok && backup.backupCodes ? <BackupCodes title={t("account.newBackupCodes")} codes={backup.backupCodes} /> : null}
            </div>
          ) : totp || (confirmFailed && !confirmFailed.ok) ? (
            <div className="space-y-4">
              {totp ? (
                <>
                  <p>{t("account.scan")}</p>
                  <img src={totp.qr} alt="QR code of the authenticator key" width={200} height={200} className="rounded bg-white p-2" />
                  <p className="text-sm">
                    {t("account.secretKey")}: <code data-testid="totp-secret" className="break-all text-gold">{totp.secret}</code>
                  </p>
                  <BackupCodes title={t("account.backupCodes")} codes={totp.backupCodes} />
                </>
              ) : null}
              <Form method="post" className="space-y-4">
                <TextField label={t("account.confirmCode")} name="code" inputMode="numeric" autoComplete="one-time-code" required />
                <Button type="submit" name="intent" value="confirm-2fa">
                  {t("account.confirm")}
                </Button>
              </Form>
            </div>
          ) : (
            <Form method="post" className="space-y-4">
              <p className="text-mist">{t("account.twoFactorOff")}</p>
              <TextField label={t("account.passwordForAction")} name="password" type="password" autoComplete="current-password" required />
              <Button type="submit" name="intent" value="enable-2fa">
                {t("account.enable")}
              </Button>
            </Form>
          )}
        </Panel>

        <Panel title={t("account.apiToken")}>
          <p className="mb-4 text-mist">{t("account.apiTokenText")}</p>
          {token && !token.ok ? <FormAlert>{token.error}</FormAlert> : null}
          {token?.ok && token.token ? (
            <textarea readOnly aria-label={t("account.apiToken")} value={token.token} rows={4} className="mb-4 w-full rounded border border-white/20 bg-night p-3 font-mono text-xs" data-testid="api-token" />
          ) : null}
          <Form method="post">
            <Button type="submit" name="intent" value="api-token" variant="secondary">
              {t("account.getToken")}
            </Button>
          </Form>
        </Panel>
      </div>
    </AdminPage>
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
