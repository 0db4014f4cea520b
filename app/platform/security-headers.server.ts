/**
 * The security headers of every response. Scripts run only with this
 * response's nonce (no 'unsafe-inline' for scripts); styles allow inline
 * attributes, which React's style props need. Video frames are limited to the
 * hosts whose embeds the site accepts.
 */
export function contentSecurityPolicy(nonce: string, options: { dev: boolean; framedBySelf?: boolean }): string {
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`,
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
export function securityHeaders(nonce: string, options: { dev: boolean; https: boolean; framedBySelf?: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, options),
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
