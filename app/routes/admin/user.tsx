import { Form, Link, redirect, useNavigation, data } from "react-router";
import type { Route } from "./+types/user";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/field.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { FormAlert } from "../../features/accounts/components/auth-card.tsx";
import { callAuth } from "../../features/accounts/mutations.server.ts";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { adminTranslator, useAdminT } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: adminTranslator()("admin.meta.item", { name: loaderData?.user.email ?? adminTranslator()("admin.meta.fallback.user") }) }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const { auth } = context.get(servicesContext);
  const found = await (await auth.$context).internalAdapter.findUserById(params.userId);
  if (!found) throw data(null, { status: 404 });
  const user = found as typeof found & { banned?: boolean | null; banReason?: string | null };
  return {
    user: { id: user.id, name: user.name, email: user.email, banned: Boolean(user.banned), banReason: user.banReason ?? null },
    isMe: user.id === currentAdmin(context).user.id,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator();
  const { auth } = context.get(servicesContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const userId = params.userId;
  const headers = request.headers;
  const isMe = userId === currentAdmin(context).user.id;
  const fail = (status: number, error: string) => data({ intent, ok: false as const, error }, { status });
  if (isMe && ["ban", "delete", "revoke"].includes(intent)) return fail(400, t("users.notYourself"));

  const run = async (call: () => Promise<Response>, message: string) => {
    const result = await callAuth(call, t("login.failed"));
    return result.ok ? { intent, ok: true as const, message } : fail(result.status, result.message);
  };
  switch (intent) {
    case "update": {
      const name = String(form.get("name") ?? "").trim();
      if (!name) return fail(400, t("form.nameRequired"));
      return run(() => auth.api.adminUpdateUser({ headers, body: { userId, data: { name } }, asResponse: true }), t("users.saved"));
    }
    case "ban": {
      const reason = String(form.get("banReason") ?? "").trim();
      return run(() => auth.api.banUser({ headers, body: { userId, ...(reason ? { banReason: reason } : {}) }, asResponse: true }), t("users.saved"));
    }
    case "unban":
      return run(() => auth.api.unbanUser({ headers, body: { userId }, asResponse: true }), t("users.saved"));
    case "revoke":
      return run(() => auth.api.revokeUserSessions({ headers, body: { userId }, asResponse: true }), t("users.sessionsRevoked"));
    case "delete": {
      if (String(form.get("confirm") ?? "") !== "DELETE") return fail(400, t("users.deleteMismatch"));
      const result = await callAuth(() => auth.api.removeUser({ headers, body: { userId }, asResponse: true }), t("login.failed"));
      if (!result.ok) return fail(result.status, result.message);
      throw redirect("/admin/users");
    }
    default:
      return fail(400, "Unknown action.");
  }
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const { user, isMe } = loaderData;
  return (
    <AdminPage title={user.email} actions={<Link to="/admin/users" className="text-cream underline underline-offset-4">{t("users.title")}</Link>}>
      {actionData ? actionData.ok ? <FormAlert tone="success">{actionData.message}</FormAlert> : <FormAlert>{actionData.error}</FormAlert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t("users.edit")}>
          <Form method="post" className="space-y-4">
            <TextField label={t("users.name")} name="name" defaultValue={user.name} required />
            <Button type="submit" name="intent" value="update" disabled={busy}>
              {t("users.save")}
            </Button>
          </Form>
        </Panel>
        {isMe ? null : (
          <Panel title={t("users.status")}>
            <p className="mb-4">
              {user.banned ? <Badge tone="red">{t("users.banned")}</Badge> : <Badge tone="green">{t("users.active")}</Badge>} {user.banReason ? <span className="text-mist">{user.banReason}</span> : null}
            </p>
            {user.banned ? (
              <Form method="post">
                <Button type="submit" name="intent" value="unban" variant="secondary">
                  {t("users.unban")}
                </Button>
              </Form>
            ) : (
              <Form method="post" className="space-y-4">
                <TextField label={t("users.banReason")} name="banReason" />
                <Button type="submit" name="intent" value="ban" variant="danger">
                  {t("users.ban")}
                </Button>
              </Form>
            )}
            <Form method="post" className="mt-6">
              <Button type="submit" name="intent" value="revoke" variant="ghost">
                {t("users.revokeSessions")}
              </Button>
            </Form>
            <Form method="post" className="mt-6 space-y-4 border-t border-white/10 pt-6">
              <TextField label={t("users.deleteConfirm")} name="confirm" autoComplete="off" required pattern="DELETE" />
              <Button type="submit" name="intent" value="delete" variant="danger">
                {t("users.delete")}
              </Button>
            </Form>
          </Panel>
        )}
      </div>
    </AdminPage>
  );
}
