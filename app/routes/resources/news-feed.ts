import type { Route } from "./+types/news-feed";
import { newsFeed } from "../../features/feeds/queries.server.ts";
import { localeOfPath } from "../../lib/public-paths.ts";
import { servicesContext } from "../../platform/context.ts";
import { feedResponse } from "../../lib/feed-response.ts";

/** The news as RSS 2.0, in the language of its address: /news/feed.xml, /fr/actualites/flux.xml. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  return feedResponse(await newsFeed(db, { origin: env.PUBLIC_URL, locale: localeOfPath(new URL(request.url).pathname) }));
}
