import type { IncomingMessage } from "node:http";

/** Methods that change nothing, by HTTP's rules and ours: never refused for their origin. */
const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** The subscriber's unsubscribe link in each language (app/lib/public-paths.ts). */
export const ONE_CLICK_UNSUBSCRIBE = /^(\/newsletter\/unsubscribe|\/fr\/newsletter\/desinscription)\/[A-Za-z0-9-]+(\?|$)/;

/**
 * A POST/PUT/PATCH/DELETE whose Origin is not the site's own (or, without an
 * Origin header, that the browser marks as coming from another site, sibling
 * subdomains included) comes from another site: it is refused (CSRF), for
 * every route. The request's own host, with the site's scheme, also counts
 * as ours, so a server reached by another name than PUBLIC_URL (localhost vs
 * 127.0.0.1) still accepts its own forms; a browser on another site sends
 * that site's Origin, never ours, and a plain-http page of an https site is
 * not ours either (whoever sits on that connection wrote it). A request with neither header is not a browser's cross-site
 * request (browsers send Origin on every such POST): it is let through, to
 * the same checks as any other.
 */
export function isForeignStateChange(req: Pick<IncomingMessage, "method" | "url" | "headers">, allowedOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  // RFC 8058 one-click unsubscribe: the mail provider POSTs from its own
  // servers (any Origin, no cookie). The URL's secret token is the authority,
  // and the only thing that request can do is unsubscribe that one address.
  if (req.method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(req.url ?? "")) return false;
  const origin = req.headers.origin;
  if (origin && origin !== "null") {
    if (allowedOrigins.has(origin)) return false;
    const host = req.headers.host;
    return !(host && [...allowedOrigins].some((allowed) => origin === `${new URL(allowed).protocol}//${host}`));
  }
  if (origin === "null") return true;
  const site = req.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
}
