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
  const header = req.headers["x-forwarded-for"];
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const last = value.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
  return last && net.isIP(normalize(last)) ? normalize(last) : socketAddress;
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are one client. */
function normalize(address: string): string {
  return address.startsWith("::ffff:") && net.isIPv4(address.slice(7)) ? address.slice(7) : address;
}
