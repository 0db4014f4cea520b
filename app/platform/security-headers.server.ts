/**
 * Which inline scripts may run: those carrying this response's nonce, or —
 * for a page kept in the render cache, whose bytes must be the same for every
 * visitor so they can be compressed once and revalidated by ETag — those whose
 * SHA-256 is listed (each `'sha256-…'` source, see cached-page.server.ts).
 */
export type InlineScripts = string | { hashes: readonly string[] };

/**
 * The security headers of every response. Scripts run only with this
 * response's nonce or listed hashes (no 'unsafe-inline' for scripts). Style
 * sheets come from the site's files, or carry this response's nonce (the
 * newsletter editor's); no page has a `<style>` element of its own, and the
 * libraries that would add one adopt a constructed stylesheet instead
 * (vite.config.ts). Only style attributes are allowed inline
 * (`style-src-attr`): React's style props set them (an image's placeholder,
 * a progress bar's width), and they can run nothing. Video frames are limited
 * to the hosts whose embeds the site accepts.
 */
export interface PolicyOptions {
  dev: boolean;
  framedBySelf?: boolean;
  /** The hosts gallery video files may come from besides the site (VIDEO_FILE_HOSTS): the only other media sources. */
  mediaHosts?: readonly string[];
}

export function contentSecurityPolicy(scripts: InlineScripts, options: PolicyOptions): string {
  const inline = typeof scripts === "string" ? `'nonce-${scripts}'` : scripts.hashes.join(" ");
  const directives: Record<string, string> = {
    "default-src": "'self'",
    // 'report-sample': a violation report quotes the first characters of what was refused.
    "script-src": options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'report-sample'${inline ? ` ${inline}` : ""}`,
    // Vite's dev server injects the modules' styles as <style> elements.
    "style-src": options.dev ? "'self' 'unsafe-inline'" : `'self' 'report-sample'${typeof scripts === "string" && scripts ? ` 'nonce-${scripts}'` : ""}`,
    "style-src-attr": "'unsafe-inline'",
    "img-src": "'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
    // The site's own files (uploads are served from /media, whatever the storage) and the allowed video hosts.
    "media-src": ["'self'", ...(options.mediaHosts ?? [])].join(" "),
    "font-src": "'self' data:",
    // blob: the admin's new car and new item screens read a blob: address while images upload (the
    // e2e run's CSP reports showed it); a blob is made by the page itself and reaches no server.
    "connect-src": options.dev ? "'self' blob: ws: wss:" : "'self' blob:",
    "frame-src": "'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": options.framedBySelf ? "'self'" : "'none'",
    // Browsers post what this policy refuses there; the server logs it (server/csp-report.ts).
    "report-uri": "/csp-report",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/**
 * `framedBySelf`: a public page's preview (`?preview=draft`), which the
 * admin's preview screen shows in a frame at phone and desktop widths; every
 * other answer refuses to be framed at all.
 */
export function securityHeaders(scripts: InlineScripts, options: PolicyOptions & { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(scripts, options),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": options.framedBySelf ? "SAMEORIGIN" : "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/**
 * The security headers of a file of the build (scripts, styles, fonts,
 * images, icons): the same as a page's, with a policy that lets nothing run
 * or load should the file be opened on its own (an SVG is a document).
 * Computed once: a file's answer must stay as cheap as sirv makes it.
 */
export function staticFileHeaders(options: { https: boolean }): Record<string, string> {
  const headers = securityHeaders("", { dev: false, https: options.https });
  headers["Content-Security-Policy"] = "default-src 'none'; img-src 'self'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  return headers;
}

/** `; Secure` appended to a Set-Cookie value that lacks it. */
export function secureCookie(setCookie: string): string {
  return /;\s*secure\s*(?:;|$)/i.test(setCookie) ? setCookie : `${setCookie}; Secure`;
}

/**
 * The response with every cookie it sets marked `Secure`: on an https site a
 * cookie must never travel over plain HTTP, whichever module wrote it (the
 * sign-in's cookies are already, the admin's flash and language are not on
 * their own).
 */
export function withSecureCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (cookies.every((cookie) => secureCookie(cookie) === cookie)) return response;
  const headers = new Headers(response.headers);
  headers.delete("Set-Cookie");
  for (const cookie of cookies) headers.append("Set-Cookie", secureCookie(cookie));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
