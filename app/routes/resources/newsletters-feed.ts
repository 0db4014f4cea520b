import type { Route } from "./+types/newsletters-feed";
import { editionsFeed } from "../../features/feeds/queries.server.ts";
import { localeOfPath } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";
import { feedResponse } from "../../lib/feed-response.ts";

/** The newsletter archive (sent editions) as RSS 2.0: /newsletters/feed.xml, /fr/newsletters/flux.xml. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  return feedResponse(await editionsFeed(db, { origin: env.PUBLIC_URL, locale: localeOfPath(new URL(request.url).pathname) }));
}
