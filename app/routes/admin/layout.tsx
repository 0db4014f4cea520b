import { Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AdminSidebar } from "../../features/admin/components/admin-sidebar.tsx";
import { currentAdmin, requireAdmin } from "../../features/admin/session.server.ts";
import { useT } from "../../lib/i18n/index.ts";

/** Every /admin page and action below this layout runs behind the session check. */
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export function loader({ context }: Route.LoaderArgs) {
  const { user } = currentAdmin(context);
  return { email: user.email };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen bg-night lg:flex">
      <AdminSidebar email={loaderData.email} />
      <main id="main" className="relative min-w-0 flex-1" aria-busy={navigation.state !== "idle"}>
        {navigation.state === "loading" ? (
          <div className="fixed top-4 right-4 z-50 rounded-full border border-white/10 bg-night-2 px-4 py-2 shadow-lg">
            <Spinner label={t("admin.loading")} />
          </div>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
