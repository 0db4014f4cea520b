import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "../../components/error-page.tsx";
import { SiteFooter } from "../../components/site-footer.tsx";
import { SiteHeader } from "../../components/site-header.tsx";
import { getSiteSettings } from "../../features/site/queries.server.ts";
import { servicesContext } from "../../platform/context.ts";
import { partnerList } from "../../features/site/content.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { publicTranslator } from "../../lib/i18n/index.ts";

/** An error page of the shell still gets a title. */
export const meta: Route.MetaFunction = ({ error }) =>
  error ? [{ title: publicTranslator()(isRouteErrorResponse(error) && error.status === 404 ? "notFound.title" : "error.title") }] : [];

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.get(servicesContext).db);
  return {
    teamName: settings.team_name,
    driver: { slug: settings.driver_slug, name: settings.driver_name },
    contactEmail: settings.contact_email,
    // The footer's partner ticker, its categories resolved here: their words stay out of the JavaScript.
    partners: partnerList(translator()),
  };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SiteHeader teamName={loaderData.teamName} driver={loaderData.driver} />
      <Outlet />
      <SiteFooter teamName={loaderData.teamName} driver={loaderData.driver} contactEmail={loaderData.contactEmail} partners={loaderData.partners} />
    </>
  );
}

/** Errors of a public page keep the shell: the visitor can still navigate away. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!loaderData) return <ErrorPage status={status} />;
  return (
    <>
      <SiteHeader teamName={loaderData.teamName} driver={loaderData.driver} />
      <ErrorPage status={status} />
      <SiteFooter teamName={loaderData.teamName} driver={loaderData.driver} contactEmail={loaderData.contactEmail} partners={loaderData.partners} />
    </>
  );
}
