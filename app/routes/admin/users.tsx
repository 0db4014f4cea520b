import { Form, Link, useNavigation, data } from "react-router";
import type { Route } from "./+types/users";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth } from "../../features/accounts/mutations.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { formatShortDate } from "../../lib/format.ts";
import { useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { INVITE_CALLBACK_PATH } from "../../platform/auth.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = () => [{ title: "Admin users | Admin" }];

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
  const t = translator();
  const { auth } = context.get(servicesContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "").trim().toLowerCase();
  const name = String(form.get("name") ?? "").trim();
  if (!email) return data({ ok: false as const, error: t("form.emailRequired"), email, name }, { status: 400 });
  if (!name) return data({ ok: false as const, error: t("form.nameRequired"), email, name }, { status: 400 });
  const created = await callAuth(
    // Marked verified: the account is unusable until a password is chosen through the link sent to this address.
    () => auth.api.createUser({ headers: request.headers, body: { email, name, role: "admin", data: { emailVerified: true } }, asResponse: true }),
    t("login.failed"),
  );
  if (!created.ok) return data({ ok: false as const, error: created.message, email, name }, { status: created.status });
  await auth.api.requestPasswordReset({ body: { email, redirectTo: INVITE_CALLBACK_PATH }, headers: request.headers });
  return { ok: true as const, message: t("users.invited", { email }) };
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
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
                  <div className="text-xs text-mist">{formatShortDate(user.createdAt)}</div>
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
        {actionData ? actionData.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : <FormAlert>{actionData.error}</FormAlert> : null}
        <p className="mb-4 text-mist">{t("users.inviteText")}</p>
        <Form method="post" className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("users.name")} name="name" required defaultValue={actionData && !actionData.ok ? actionData.name : undefined} />
          <TextField label={t("users.email")} name="email" type="email" required defaultValue={actionData && !actionData.ok ? actionData.email : undefined} />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {t("users.send")}
            </Button>
          </div>
        </Form>
      </Panel>
    </AdminPage>
  );
}
