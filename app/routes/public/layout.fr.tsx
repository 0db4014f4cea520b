import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout.fr";
import { PublicShell, PublicShellError } from "../../features/site/components/public-shell.tsx";
import { publicShellData } from "../../features/site/queries.server.ts";
import { publicFr } from "../../lib/i18n/fr/public.ts";
import { FEED_PATHS } from "../../features/feeds/schema.ts";
import { metaT, type LanguageHandle } from "../../lib/i18n/index.ts";
import { languageMiddleware } from "../../platform/context.ts";

/** The French public site, under /fr with French paths (see routes.ts and lib/public-paths.ts). */
export const handle: LanguageHandle = { lang: "fr", messages: publicFr };
export const middleware: Route.MiddlewareFunction[] = [languageMiddleware("fr")];

/** Every page of this language announces its news feed (feed readers and browsers look for it in the head). */
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: publicFr["news.feedLinkTitle"], href: FEED_PATHS.news.fr },
];

export const loader = ({ context, request }: Route.LoaderArgs) => publicShellData(context, request);

/** An error page of the shell still gets a title. */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? [{ title: metaT(matches)(isRouteErrorResponse(error) && error.status === 404 ? "notFound.title" : "error.title") }] : [];

export default function FrenchSite({ loaderData }: Route.ComponentProps) {
  return <PublicShell locale="fr" messages={publicFr} shell={loaderData} />;
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return <PublicShellError locale="fr" messages={publicFr} shell={loaderData} status={isRouteErrorResponse(error) ? error.status : 500} />;
}
