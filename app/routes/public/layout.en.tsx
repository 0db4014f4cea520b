import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout.en";
import { PublicShell, PublicShellError, revalidateOnNewPage } from "../../features/site/components/public-shell.tsx";
import { publicShellData } from "../../features/site/queries.server.ts";
import { metaT, type LanguageHandle } from "../../lib/i18n/index.ts";
import { languageMiddleware } from "../../platform/context.ts";

/** The English public site: the specification's paths, its words (see routes.ts and lib/public-paths.ts). */
export const handle: LanguageHandle = { lang: "en" };
export const middleware: Route.MiddlewareFunction[] = [languageMiddleware("en")];

/** The shell's data and the page's words (page-messages.server.ts): asked again when the page changes. */
export const loader = ({ context, request, url }: Route.LoaderArgs) => publicShellData(context, request, url);
export const shouldRevalidate = revalidateOnNewPage;

/** An error page of the shell still gets a title. */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? [{ title: metaT(matches)(isRouteErrorResponse(error) && error.status === 404 ? "notFound.title" : "error.title") }] : [];

export default function EnglishSite({ loaderData }: Route.ComponentProps) {
  return <PublicShell locale="en" shell={loaderData} />;
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  // Without the layout's data there are no words to show: the root's last-resort page speaks for it.
  if (!loaderData) throw error;
  return <PublicShellError locale="en" shell={loaderData} status={isRouteErrorResponse(error) ? error.status : 500} />;
}
