import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/confirm-delete";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { adminMetaT, useAdminT } from "../../lib/i18n/admin.ts";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: adminMetaT(matches)("admin.meta.confirm-delete") }];

/**
 * Where Delete (or a subscriber's Erase) leads when JavaScript has not run:
 * the same question as the dialog, on a page of its own, posting the same
 * intent to the screen that asked. The target is an admin path only, so this
 * page cannot post anywhere else.
 */
const confirmSchema = z.object({
  action: z.string().regex(/^\/admin\/[A-Za-z0-9/_-]*(\?[A-Za-z0-9=&%+._-]*)?$/),
  id: z.uuid(),
  name: z.string().trim().min(1).max(200),
  /** delete: to the trash, restorable for 30 days; erase: a subscriber, for good. */
  intent: z.enum(["delete", "erase"]).default("delete"),
});

export function loader({ request }: Route.LoaderArgs) {
  const parsed = confirmSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export default function ConfirmDelete({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { action, id, name, intent } = loaderData;
  const erase = intent === "erase";
  return (
    <AdminPage title={erase ? t("subscribers.eraseTitle", { email: name }) : t("admin.delete.title", { name })}>
      <Panel>
        <p className="mb-6 text-mist">{erase ? t("subscribers.eraseBody") : t("admin.delete.body")}</p>
        <Form method="post" action={action} className="flex flex-wrap justify-end gap-3">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <Link to={action} className={buttonClass("ghost")}>
            {t("admin.delete.cancel")}
          </Link>
          <Button type="submit" variant="danger">
            {erase ? t("subscribers.eraseConfirm") : t("admin.delete.confirm")}
          </Button>
        </Form>
      </Panel>
    </AdminPage>
  );
}
