import type { Route } from "./+types/sitemap";
import { sitemapPages, sitemapXml } from "../../features/seo/queries.server.ts";
import { SITEMAP_SOURCES } from "../../content/registry.server.ts";
import { servicesContext } from "../../platform/context.ts";

/** Every public page in each language, with its alternates and last change (features/site/sitemap.server.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const xml = await sitemapXml(env.PUBLIC_URL, await sitemapPages(db, SITEMAP_SOURCES));
  // Crawlers come back often; an hour keeps the work off each visit and new content out of the map for at most that long.
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
