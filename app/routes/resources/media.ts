import type { Route } from "./+types/media";
import { servicesContext } from "../../platform/context.ts";
import { parseRange } from "../../lib/byte-range.ts";
import { PRIVATE_KEY_PREFIX } from "../../platform/storage.server.ts";

/**
 * Stored files at /media/{key}. Keys are never reused for other content, so
 * browsers may keep them a day and revalidate with the ETag. Byte ranges are
 * served (206) because Safari and iOS play video only from servers that do.
 * The site's private records (PRIVATE_KEY_PREFIX: invoices) are never served here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const { storage } = context.get(servicesContext);
  const head = key.startsWith(PRIVATE_KEY_PREFIX) ? null : await storage.get(key);
  if (!head) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const headers: Record<string, string> = {
    "Content-Type": head.contentType,
    "Cache-Control": "public, max-age=86400",
    "Accept-Ranges": "bytes",
    ETag: head.etag,
    // Uploaded SVG or HTML could carry scripts: never let a stored file run as a page.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
  if (request.headers.get("if-none-match") === head.etag) {
    await head.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  const rangeHeader = request.headers.get("range");
  const ifRange = request.headers.get("if-range");
  if (!rangeHeader || (ifRange && ifRange !== head.etag)) {
    return new Response(head.body, { headers: { ...headers, "Content-Length": String(head.bytes) } });
  }
  await head.body.cancel();
  const range = parseRange(rangeHeader, head.bytes);
  if (!range) return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${head.bytes}` } });
  const part = await storage.get(key, range);
  if (!part) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(part.body, {
    status: 206,
    headers: { ...headers, "Content-Range": `bytes ${range.start}-${range.end}/${head.bytes}`, "Content-Length": String(range.end - range.start + 1) },
  });
}
