import { Outlet } from "react-router";
import type { Route } from "./+types/sign-in-layout";
import { browserLanguage } from "../../features/accounts/queries.server.ts";
import { AdminMessages } from "../../lib/i18n/admin.ts";
import { localeContext } from "../../platform/context.ts";

/**
 * The sign-in screens (lib/sign-in-screens.ts), outside the session guard:
 * nobody is known yet, so they speak the browser's language.
 */
export const middleware: Route.MiddlewareFunction[] = [browserLanguage];

export function loader({ context }: Route.LoaderArgs) {
  return { locale: context.get(localeContext) };
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
