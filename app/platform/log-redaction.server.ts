import { LOCALE_PREFIX, PUBLIC_PAGES } from "../lib/public-paths.ts";

/**
 * What a log line may say about an address. Some addresses carry a secret:
 * a subscriber's own links (`/newsletter/confirm/<token>`), better-auth's
 * reset and verification links (`/api/auth/reset-password/<token>`,
 * `?token=`), the reset and invitation screens (`/admin/reset-password?token=`).
 * Whoever reads the logs (an operator, a log service, a backup of them) must
 * not be able to unsubscribe someone or take over an admin account with them.
 */
export const REDACTED = "[redacted]";

/** Query parameters whose value is a secret, whatever the path. */
const SECRET_PARAMETER = /^(token|secret|code|otp|password|key|signature|sig|ticket)$/i;

/**
 * Paths with a secret segment, as segment patterns where `:token` is the
 * secret: every public page whose route has a `:token` (both languages), so
 * a new one is covered by being declared, and better-auth's reset link.
 */
const SECRET_PATHS: string[][] = [
  ...PUBLIC_PAGES.flatMap((page) =>
    page.en.includes(":token") ? (Object.keys(LOCALE_PREFIX) as Array<keyof typeof LOCALE_PREFIX>).map((locale) => `${LOCALE_PREFIX[locale]}/${page[locale]}`) : [],
  ),
  "/api/auth/reset-password/:token",
].map((path) => path.split("/").filter(Boolean));

/** The address with every secret in its path and query replaced by "[redacted]"; anything else is kept as it came. */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== "string") return url;
  // An absolute address (a browser's report, a proxy's absolute-form request): its origin stays as it is.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0];
  if (origin) return origin + String(redactUrl(url.slice(origin.length)));
  const cut = url.search(/[?#]/);
  const pathname = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? "" : url.slice(cut);
  return redactPath(pathname) + redactQuery(rest);
}

function redactPath(pathname: string): string {
  // Routes match whatever the case and extra slashes: so does this.
  const segments = pathname.split("/");
  const named = segments.flatMap((segment, index) => (segment ? [index] : []));
  for (const pattern of SECRET_PATHS) {
    if (pattern.length !== named.length) continue;
    if (!pattern.every((part, at) => part === ":token" || part === safeDecode(segments[named[at]!]!).toLowerCase())) continue;
    pattern.forEach((part, at) => {
      if (part === ":token") segments[named[at]!] = REDACTED;
    });
    return segments.join("/");
  }
  return pathname;
}

function redactQuery(rest: string): string {
  if (!rest.startsWith("?")) return rest;
  const hash = rest.indexOf("#");
  const query = hash === -1 ? rest.slice(1) : rest.slice(1, hash);
  const fragment = hash === -1 ? "" : rest.slice(hash);
  const parts = query.split("&").map((part) => {
    const equals = part.indexOf("=");
    if (equals === -1) return part;
    return SECRET_PARAMETER.test(safeDecode(part.slice(0, equals))) ? `${part.slice(0, equals)}=${REDACTED}` : part;
  });
  return `?${parts.join("&")}${fragment}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}
