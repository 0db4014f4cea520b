import type { Route } from "./+types/robots";
import { robotsTxt } from "../../features/seo/schema.ts";
import { servicesContext } from "../../platform/context.ts";

/** The crawlers' rules (features/site/robots.ts), at the address they look for. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.get(servicesContext).env.PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
