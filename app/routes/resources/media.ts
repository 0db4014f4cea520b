import type { Route } from "./+types/media";
import { servicesContext } from "../../platform/context.ts";

/**
 * Stored files at /media/{key}. Keys are never reused for other content, so
 * browsers may keep them a day and revalidate with the ETag.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const object = await context.get(servicesContext).storage.get(key);
  if (!object) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const headers = {
    "Content-Type": object.contentType,
    "Cache-Control": "public, max-age=86400",
    ETag: object.etag,
    // Uploaded SVG or HTML could carry scripts: never let a stored file run as a page.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
  if (request.headers.get("if-none-match") === object.etag) {
    await object.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  return new Response(object.body, { headers: { ...headers, "Content-Length": String(object.bytes) } });
}
