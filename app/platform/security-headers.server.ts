/**
 * Which inline scripts may run: those carrying this response's nonce, or —
 * for a page kept in the render cache, whose bytes must be the same for every
 * visitor so they can be compressed once and revalidated by ETag — those whose
 * SHA-256 is listed (each `'sha256-…'` source, see cached-page.server.ts).
 */
export type InlineScripts = string | { hashes: readonly string[] };

/**
 * The security headers of every response. Scripts run only with this
 * response's nonce or listed hashes (no 'unsafe-inline' for scripts); styles
 * allow inline attributes, which React's style props need. Video frames are
 * limited to the hosts whose embeds the site accepts.
 */
export function contentSecurityPolicy(scripts: InlineScripts, options: { dev: boolean; framedBySelf?: boolean }): string {
  const inline = typeof scripts === "string" ? `'nonce-${scripts}'` : scripts.hashes.join(" ");
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self'${inline ? ` ${inline}` : ""}`,
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
    "media-src": "'self' https:",
    "font-src": "'self' data:",
    "connect-src": options.dev ? "'self' ws: wss:" : "'self'",
    "frame-src": "'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": options.framedBySelf ? "'self'" : "'none'",
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
export function securityHeaders(scripts: InlineScripts, options: { dev: boolean; https: boolean; framedBySelf?: boolean }): Record<string, string> {
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
