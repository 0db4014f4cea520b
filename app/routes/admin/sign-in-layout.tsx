import { isRouteErrorResponse, Outlet, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/sign-in-layout";
import { browserLanguage } from "../../features/accounts/queries.server.ts";
import type { SignInShell } from "../../features/accounts/components/auth-card.tsx";
import { AdminErrorPage } from "../../features/admin/components/error-page.tsx";
import { AdminMessages } from "../../lib/i18n/admin.ts";
import { getSiteSettings } from "../../features/settings/queries.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

/**
 * The sign-in screens (lib/sign-in-screens.ts), outside the session guard:
 * nobody is known yet, so they speak the browser's language.
 */
export const middleware: Route.MiddlewareFunction[] = [browserLanguage];

export async function loader({ context }: Route.LoaderArgs) {
  // The team's name above each card, as the settings have it (it is renamed there).
  const { team_name } = await getSiteSettings(context.get(servicesContext).db);
  return { locale: context.get(localeContext), teamName: team_name } satisfies SignInShell & { locale: unknown };
}

/** The answer depends on the browser's language: caches must keep one per language. */
export const headers: Route.HeadersFunction = () => ({ Vary: "Accept-Language" });

export default function SignInLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminMessages locale={loaderData.locale}>
      <Outlet />
    </AdminMessages>
  );
}

/**
 * A failure on a sign-in screen shows in the admin's look and the browser's
 * language (the root's last-resort page has no catalogue to speak with).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/sign-in-layout");
  const location = useLocation();
  return (
    <AdminMessages locale={data?.locale ?? "en"}>
      <div className="min-h-screen bg-night">
        <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} returnTo={location.pathname + location.search} />
      </div>
    </AdminMessages>
  );
}
