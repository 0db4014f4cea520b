import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/users";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth, saveAdminLocale, authMessage } from "../../features/accounts/mutations.server.ts";
import { inviteSchema } from "../../features/accounts/schema.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { acceptForm, fieldMessage, parseForm, refuseForm, useSchemaForm, type FormReply } from "../../lib/form.ts";
import { adminMetaT, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { INVITE_CALLBACK_PATH } from "../../platform/auth.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.users") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const me = currentAdmin(context).user.id;
  const { users } = await auth.api.listUsers({ headers: request.headers, query: { limit: 200, sortBy: "createdAt", sortDirection: "asc" } });
  const context2 = await auth.$context;
  const withPassword = await Promise.all(users.map(async (user) => Boolean(await context2.internalAdapter.findCredentialAccount(user.id))));
  return {
    users: users.map((user, index) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      banned: Boolean(user.banned),
      invited: !withPassword[index],
      twoFactor: Boolean((user as { twoFactorEnabled?: boolean }).twoFactorEnabled),
      createdAt: new Date(user.createdAt).toISOString(),
      isMe: user.id === me,
    })),
  };
}

/** Invites an admin: an account without password, and an e-mail whose link lets them choose one. */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const { auth } = context.get(servicesContext);
  const submission = parseForm(await request.formData(), inviteSchema);
  if (submission.status !== "success") return refuseForm(submission);
  const { email, name } = submission.value;
  const created = await callAuth<{ user?: { id?: string } }>(
    // Marked verified: the account is unusable until a password is chosen through the link sent to this address.
    () => auth.api.createUser({ headers: request.headers, body: { email, name, role: "admin", data: { emailVerified: true } }, asResponse: true }),
    t("login.failed"),
  );
  if (!created.ok) return refuseForm(submission, { form: authMessage(created, t) }, created.status);
  // The new admin reads their invitation, and the admin until they choose, in the language of the admin who invited them.
  if (created.body.user?.id) await saveAdminLocale(context.get(servicesContext).db, created.body.user.id, context.get(localeContext));
  // The invitation is a password-reset link, and the recovery throttle counts it (per address and per IP). A refused
  // request takes the account back, so nothing half-made is left and the same invitation can be sent again later.
  const sent = await callAuth(
    () => auth.api.requestPasswordReset({ body: { email, redirectTo: INVITE_CALLBACK_PATH }, headers: request.headers, asResponse: true }),
    t("users.inviteNotSent"),
  );
  if (!sent.ok) {
    const userId = created.body.user?.id;
    if (userId) await callAuth(() => auth.api.removeUser({ headers: request.headers, body: { userId }, asResponse: true }), t("users.inviteNotSent"));
    return refuseForm(submission, { form: t("users.inviteNotSent") }, sent.status === 429 ? 429 : 503);
  }
  return acceptForm(submission, { message: t("users.invited", { email }), reset: true });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage title={t("users.title")}>
      <Panel className="mb-6">
        <table className="w-full text-left text-sm">
          <thead className="text-xs tracking-wide text-mist uppercase">
            <tr>
              <th className="py-2">{t("users.name")}</th>
              <th className="py-2">{t("users.email")}</th>
              <th className="py-2">{t("users.status")}</th>
              <th className="py-2">{t("users.twoFactor")}</th>
              <th className="py-2">
                <span className="sr-only">{t("users.edit")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-white/10">
            {loaderData.users.map((user) => (
              <tr key={user.id}>
                <td className="py-3">
                  {user.name} {user.isMe ? <span className="text-mist">({t("users.you")})</span> : null}
                  <div className="text-xs text-mist">{format.shortDate(user.createdAt)}</div>
                </td>
                <td className="py-3 break-all">{user.email}</td>
                <td className="py-3">
                  {user.banned ? <Badge tone="red">{t("users.banned")}</Badge> : user.invited ? <Badge tone="gold">{t("users.pending")}</Badge> : <Badge tone="green">{t("users.active")}</Badge>}
                </td>
                <td className="py-3">{user.twoFactor ? "✓" : "—"}</td>
                <td className="py-3 text-right">
                  <Link to={`/admin/users/${user.id}`} className="text-cream underline underline-offset-4" aria-label={`${t("users.edit")} ${user.email}`}>
                    {t("users.edit")}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Panel>
      <Panel title={t("users.invite")}>
        <InviteForm lastResult={actionData} busy={busy} />
      </Panel>
    </AdminPage>
  );
}

/** The invitation form: checked in the browser as it is filled, and again by the action. */
function InviteForm({ lastResult, busy }: { lastResult: FormReply | null | undefined; busy: boolean }) {
  const t = useAdminT();
  const [form, fields] = useSchemaForm(inviteSchema, lastResult);
  const say = (key: string) => t(key as AdminMessageKey);
  const formError = fieldMessage(form.errors, say);
  return (
    <>
      {lastResult?.status === "success" && lastResult.message ? <FormAlert tone="success">{lastResult.message}</FormAlert> : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <p className="mb-4 text-mist">{t("users.inviteText")}</p>
      <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("users.name")} {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} required error={fieldMessage(fields.name.errors, say)} />
        <TextField label={t("users.email")} {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} required error={fieldMessage(fields.email.errors, say)} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy}>
            {t("users.send")}
          </Button>
        </div>
      </Form>
    </>
  );
}
