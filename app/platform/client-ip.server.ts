import type { IncomingMessage } from "node:http";
import net from "node:net";

/**
 * The client's address. By default the socket's: a header can be forged by
 * anyone. Under TRUST_PROXY the site sits behind one reverse proxy that
 * appends the address it saw to X-Forwarded-For, so the last entry is the one
 * to believe (entries before it came from the client and prove nothing).
 */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const socketAddress = normalize(req.socket.remoteAddress ?? "");
  if (!trustProxy) return socketAddress;
  const last = lastEntry(req.headers["x-forwarded-for"]);
  return last && net.isIP(normalize(last)) ? normalize(last) : socketAddress;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client. */
function normalize(address: string): string {
  return address.startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/** The last entry of a header a proxy sets or appends to: the one it wrote itself. */
function lastEntry(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
}

/**
 * The scheme the visitor used, when a trusted proxy says so. Behind a proxy
 * that ends TLS the socket is plain HTTP; the request the application sees
 * must still be the visitor's `https://…` one, or every check comparing it
 * with the browser's Origin (React Router's refusal of a "forwarded action
 * request") turns a form post away. As with X-Forwarded-For, the last entry
 * of X-Forwarded-Proto is the proxy's. The host is the Host header, which the
 * proxy passes on (deploy/Caddyfile, deploy/nginx.conf): X-Forwarded-Host is
 * not read, since a proxy that does not set it lets a client's own through.
 */
export function forwardedProtocol(req: Pick<IncomingMessage, "headers">, trustProxy: boolean): "http:" | "https:" | undefined {
  if (!trustProxy) return undefined;
  const proto = lastEntry(req.headers["x-forwarded-proto"])?.toLowerCase();
  return proto === "https" || proto === "http" ? `${proto}:` : undefined;
}
