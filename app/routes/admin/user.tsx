import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useNavigation, data } from "react-router";
import type { Route } from "./+types/user";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, authMessage } from "../../features/accounts/mutations.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { isUserFormIntent, userForms, type UserFormIntent } from "../../features/accounts/schema.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { acceptForm, fieldMessage, intentOf, parseForm, refuseForm, replyTo, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { turnOffTwoFactorFor } from "../../features/accounts/mutations.server.ts";
import { removePasskeyOf } from "../../features/accounts/mutations.server.ts";
import { passkeysOf } from "../../features/accounts/queries.server.ts";
import { getSiteSettings } from "../../features/settings/queries.server.ts";
import { SSO_PROVIDER_ID, ssoOptionsOf } from "../../platform/sso.server.ts";
import { redirectWithFlash } from "../../platform/flash.server.ts";
import { RESET_CALLBACK_PATH } from "../../platform/auth.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.item", { name: loaderData?.user.email ?? adminMetaT(matches)("admin.meta.fallback.user") }) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const found = await (await auth.$context).internalAdapter.findUserById(params.userId);
  if (!found) throw data(null, { status: 404 });
  const user = found as typeof found & { banned?: boolean | null; banReason?: string | null; twoFactorEnabled?: boolean | null };
  const accounts = await (await auth.$context).internalAdapter.findAccounts(user.id);
  return {
    user: { id: user.id, name: user.name, email: user.email, banned: Boolean(user.banned), banReason: user.banReason ?? null },
    // How this admin can sign in: their password (once chosen), and whether a code from an authenticator app follows it.
    methods: {
      password: accounts.some((account) => account.providerId === "credential" && Boolean(account.password)),
      twoFactor: Boolean(user.twoFactorEnabled),
      passkeys: await passkeysOf(context.get(servicesContext).db, user.id),
      // Shown when the site offers single sign-on, or the admin once used it.
      sso: ssoOptionsOf(context.get(servicesContext).env) || accounts.some((account) => account.providerId === SSO_PROVIDER_ID)
        ? { used: accounts.some((account) => account.providerId === SSO_PROVIDER_ID) }
        : null,
    },
    isMe: user.id === currentAdmin(context).user.id,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const { auth } = context.get(servicesContext);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (!isUserFormIntent(intent)) throw data(null, { status: 400 });
  const submission = parseForm(formData, userForms[intent]);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  const userId = params.userId;
  const headers = request.headers;
  if (userId === currentAdmin(context).user.id && ["ban", "delete", "revoke", "twoFactorOff", "removePasskey", "sendReset"].includes(intent)) {
    return refuseForm(submission, { form: t("users.notYourself"), formIntent: intent });
  }
  const target = await (await auth.$context).internalAdapter.findUserById(userId);
  if (!target) throw data(null, { status: 404 });
  const value = submission.value;
  if (value.intent === "twoFactorOff" || value.intent === "removePasskey") {
    // A lost authenticator or device: taken off by another admin, its owner e-mailed, in the activity log.
    const { db, env } = context.get(servicesContext);
    const me = currentAdmin(context).user;
    const options = { publicUrl: env.PUBLIC_URL, ip: context.get(requestContext).clientIp || null, teamName: (await getSiteSettings(db)).team_name };
    if (value.intent === "removePasskey") {
      const done = await removePasskeyOf(db, { id: target.id, email: target.email }, value.passkeyId, { id: me.id, email: me.email }, options);
      return acceptForm(submission, { message: t(done ? "users.passkeyRemoved" : "users.passkeyGone", { email: target.email }), formIntent: intent });
    }
    const done = await turnOffTwoFactorFor(db, { id: target.id, email: target.email }, { id: me.id, email: me.email }, options);
    return acceptForm(submission, { message: t(done ? "users.twoFactorTurnedOff" : "users.twoFactorWasOff", { email: target.email }), formIntent: intent });
  }
  const call = (): Promise<Response> => {
    switch (value.intent) {
      case "update":
        return auth.api.adminUpdateUser({ headers, body: { userId, data: { name: value.name } }, asResponse: true });
      case "ban":
        return auth.api.banUser({ headers, body: { userId, ...(value.banReason ? { banReason: value.banReason } : {}) }, asResponse: true });
      case "unban":
        return auth.api.unbanUser({ headers, body: { userId }, asResponse: true });
      case "revoke":
        return auth.api.revokeUserSessions({ headers, body: { userId }, asResponse: true });
      case "delete":
        return auth.api.removeUser({ headers, body: { userId }, asResponse: true });
      case "sendReset":
        // Sent at once by a signed-in admin (and told if it could not be), like an invitation.
        return auth.api.requestPasswordReset({ headers, body: { email: target.email, redirectTo: RESET_CALLBACK_PATH }, asResponse: true });
    }
  };
  const result = await callAuth(call, t("login.failed"));
  if (!result.ok) return refuseForm(submission, { form: authMessage(result, t), formIntent: intent }, result.status);
  if (intent === "delete") throw redirectWithFlash("/admin/users", { message: "users.deleted", values: { email: String(formData.get("email") ?? "") } });
  const done = intent === "revoke" ? t("users.sessionsRevoked") : intent === "sendReset" ? t("users.resetSent", { email: target.email }) : t("users.saved");
  return acceptForm(submission, { message: done, formIntent: intent, reset: intent === "ban" });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const format = useFormat();
  const { user, isMe, methods } = loaderData;
  return (
    <AdminPage title={user.email} actions={<Link to="/admin/users" className="text-cream underline underline-offset-4">{t("users.title")}</Link>}>
      {actionData?.status === "success" && actionData.message ? <FormAlert tone="success">{actionData.message}</FormAlert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t("users.edit")}>
          <UserForm intent="update" lastResult={actionData} defaultValue={{ name: user.name }} className="space-y-4">
            {(fields, message) => (
              <>
                <TextField label={t("users.name")} {...getInputProps(fields.name!, { type: "text" })} key={fields.name!.key} required error={message(fields.name!.errors)} />
                <Button type="submit" disabled={busy}>
                  {t("users.save")}
                </Button>
              </>
            )}
          </UserForm>
        </Panel>
        {isMe ? null : (
          <Panel title={t("users.status")}>
            <p className="mb-4">
              {user.banned ? <Badge tone="red">{t("users.banned")}</Badge> : <Badge tone="green">{t("users.active")}</Badge>} {user.banReason ? <span className="text-mist">{user.banReason}</span> : null}
            </p>
            {user.banned ? (
              <UserForm intent="unban" lastResult={actionData}>
                {() => (
                  <Button type="submit" variant="secondary">
                    {t("users.unban")}
                  </Button>
                )}
              </UserForm>
            ) : (
              <UserForm intent="ban" lastResult={actionData} className="space-y-4">
                {(fields, message) => (
                  <>
                    <TextField label={t("users.banReason")} {...getInputProps(fields.banReason!, { type: "text" })} key={fields.banReason!.key} error={message(fields.banReason!.errors)} />
                    <Button type="submit" variant="danger">
                      {t("users.ban")}
                    </Button>
                  </>
                )}
              </UserForm>
            )}
            <UserForm intent="revoke" lastResult={actionData} className="mt-6">
              {() => (
                <Button type="submit" variant="ghost">
                  {t("users.revokeSessions")}
                </Button>
              )}
            </UserForm>
            <UserForm intent="delete" lastResult={actionData} className="mt-6 space-y-4 border-t border-white/10 pt-6">
              {(fields, message) => (
                <>
                  <input type="hidden" name="email" value={user.email} />
                  <TextField label={t("users.deleteConfirm", { word: t("users.deleteWord") })} {...getInputProps(fields.confirm!, { type: "text" })} key={fields.confirm!.key} autoComplete="off" required error={message(fields.confirm!.errors)} />
                  <Button type="submit" variant="danger">
                    {t("users.delete")}
                  </Button>
                </>
              )}
            </UserForm>
          </Panel>
        )}
        {isMe ? null : (
          <Panel title={t("users.signIn")}>
            <ul className="mb-4 space-y-2" data-testid="sign-in-methods">
              <li>
                {t("users.method.password")} {methods.password ? <Badge tone="green">{t("users.method.set")}</Badge> : <Badge tone="neutral">{t("users.method.notSet")}</Badge>}
              </li>
              <li>
                {t("users.method.totp")} {methods.twoFactor ? <Badge tone="green">{t("users.method.on")}</Badge> : <Badge tone="neutral">{t("users.method.off")}</Badge>}
              </li>
              <li>
                {t("users.method.passkeys")} {methods.passkeys.length === 0 ? <Badge tone="neutral">{t("users.method.none")}</Badge> : <Badge tone="green">{methods.passkeys.length}</Badge>}
              </li>
              {methods.sso ? (
                <li>
                  {t("users.method.sso")} {methods.sso.used ? <Badge tone="green">{t("users.method.ssoUsed")}</Badge> : <Badge tone="neutral">{t("users.method.ssoNotYet")}</Badge>}
                </li>
              ) : null}
            </ul>
            {methods.passkeys.length > 0 ? (
              <>
                <p className="mb-2 text-sm text-mist">{t("users.removePasskeyHint")}</p>
                <ul className="mb-4 divide-y divide-white/10" data-testid="user-passkeys">
                  {methods.passkeys.map((passkey) => (
                    <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                      <span>
                        <span className="font-semibold">{passkey.name || passkey.authenticator || t("account.passkeyUnnamed")}</span>
                        <span className="block text-sm text-mist">
                          {passkey.createdAt ? t("account.passkeyAddedOn", { date: format.shortDate(passkey.createdAt) }) : null} ·{" "}
                          {passkey.lastUsedAt ? t("account.passkeyLastUsed", { date: format.shortDate(passkey.lastUsedAt) }) : t("account.passkeyNeverUsed")}
                        </span>
                      </span>
                      <UserForm intent="removePasskey" id={`user-removePasskey-${passkey.id}`} lastResult={actionData}>
                        {() => (
                          <>
                            <input type="hidden" name="passkeyId" value={passkey.id} />
                            <Button type="submit" variant="ghost" className="px-3 py-1.5" aria-label={`${t("users.removePasskey")}: ${passkey.name || t("account.passkeyUnnamed")}`}>
                              {t("users.removePasskey")}
                            </Button>
                          </>
                        )}
                      </UserForm>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {methods.password ? (
              <UserForm intent="sendReset" lastResult={actionData} className="mb-4 space-y-2">
                {() => (
                  <>
                    <p className="text-sm text-mist">{t("users.sendResetHint")}</p>
                    <Button type="submit" variant="secondary">
                      {t("users.sendReset")}
                    </Button>
                  </>
                )}
              </UserForm>
            ) : null}
            {methods.twoFactor ? (
              <UserForm intent="twoFactorOff" lastResult={actionData} className="space-y-2">
                {() => (
                  <>
                    <p className="text-sm text-mist">{t("users.twoFactorOffHint")}</p>
                    <Button type="submit" variant="secondary">
                      {t("users.twoFactorOff")}
                    </Button>
                  </>
                )}
              </UserForm>
            ) : null}
          </Panel>
        )}
      </div>
    </AdminPage>
  );
}

type Fields = ReturnType<typeof useSchemaForm>[1];

/**
 * One form of the page: its intent posted with it, its schema checked in the
 * browser, and only its own messages from the last answer shown (replyTo).
 */
function UserForm({
  intent,
  id,
  lastResult,
  defaultValue,
  className,
  children,
}: {
  intent: UserFormIntent;
  id?: string;
  lastResult: FormReply | null | undefined;
  defaultValue?: Record<string, string>;
  className?: string;
  children: (fields: Fields, message: (errors: string[] | undefined) => string | undefined) => React.ReactNode;
}) {
  const t = useAdminT();
  const [form, fields] = useSchemaForm(userForms[intent], replyTo(intent, lastResult), { id: id ?? `user-${intent}`, defaultValue });
  const message = (errors: string[] | undefined) => fieldMessage(errors, (key) => t(key as AdminMessageKey));
  const formError = message(form.errors);
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <input type="hidden" name="intent" value={intent} />
      {children(fields as Fields, message)}
    </Form>
  );
}
