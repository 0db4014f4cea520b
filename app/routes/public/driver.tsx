import { data } from "react-router";
import type { Route } from "./+types/driver";
import { PageIntro } from "../../components/page-intro.tsx";
import { getSiteSettings } from "../../features/site/queries.server.ts";
import { pageTitle } from "../../lib/meta.ts";
import { servicesContext } from "../../platform/context.ts";

/** The driver career page, at the slug kept in site settings; any other single-segment path is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.get(servicesContext).db);
  if (params.driverSlug !== settings.driver_slug) throw data(null, { status: 404 });
  return { driverName: settings.driver_name };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: pageTitle(loaderData?.driverName, matches) }];

export default function DriverPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageIntro eyebrow="Driver career" title={loaderData.driverName} lead="From karting to historic Formula 1: a career from 1997 to the present." />
    </main>
  );
}
