import { data, isRouteErrorResponse, Outlet, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { AdminErrorPage } from "../../features/admin/components/error-page.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AdminSidebar } from "../../features/admin/components/admin-sidebar.tsx";
import { FlashMessage } from "../../features/admin/components/flash-message.tsx";
import { SessionEndedDialog } from "../../features/accounts/components/session-expiry.tsx";
import { adminLanguage, currentAdmin, requireAdmin } from "../../features/accounts/queries.server.ts";
import { countNewRequests } from "../../features/bookings/queries.server.ts";
import { AdminMessages, useAdminT } from "../../lib/i18n/admin.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { readFlash } from "../../platform/flash.server.ts";

/** Every /admin page and action below this layout runs behind the session check, in the admin's language. */
export const middleware: Route.MiddlewareFunction[] = [requireAdmin, adminLanguage];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = currentAdmin(context);
  // What the write before a redirect said: read once, and cleared by this very response.
  const { flash, setCookie } = readFlash(request);
  // The sidebar's "Bookings, N new": a failing count must not take the whole admin down.
  const newRequests = await countNewRequests(context.get(servicesContext).db).then(
    (counts) => counts.total,
    (error: unknown) => {
      context.get(requestContext).log.error({ err: error }, "new requests count failed");
      return 0;
    },
  );
  return data({ email: user.email, newRequests, flash, locale: context.get(localeContext) }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminMessages locale={loaderData.locale}>
      <AdminShell email={loaderData.email} newRequests={loaderData.newRequests} flash={loaderData.flash} />
    </AdminMessages>
  );
}

function AdminShell({ email, newRequests, flash }: Pick<Route.ComponentProps["loaderData"], "email" | "newRequests" | "flash">) {
  const t = useAdminT();
  const navigation = useNavigation();
  return (
    <div className="min-h-screen bg-night lg:flex">
      <AdminSidebar email={email} newRequests={newRequests} />
      <main id="main" className="relative min-w-0 flex-1" aria-busy={navigation.state !== "idle"}>
        {navigation.state === "loading" ? (
          <div className="fixed top-4 right-4 z-50 rounded-full border border-white/10 bg-night-2 px-4 py-2 shadow-lg">
            <Spinner label={t("admin.loading")} />
          </div>
        ) : null}
        <FlashMessage flash={flash} />
        <Outlet />
      </main>
      <SessionEndedDialog />
    </div>
  );
}

/**
 * A 404, 403 or failure anywhere in the admin shows in the admin's look, with
 * the sidebar when the session is known, and a way back to work.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const page = <AdminErrorPage status={status} returnTo={location.pathname + location.search} />;
  if (!shell) return <div className="min-h-screen bg-night">{page}</div>;
  return (
    <AdminMessages locale={shell.locale}>
      <div className="min-h-screen bg-night lg:flex">
        <AdminSidebar email={shell.email} newRequests={shell.newRequests} />
        <main id="main" className="relative min-w-0 flex-1">
          {page}
        </main>
      </div>
    </AdminMessages>
  );
}
