/**
 * The security headers of every response. Scripts run only with this
 * response's nonce (no 'unsafe-inline' for scripts); styles allow inline
 * attributes, which React's style props need. Video frames are limited to the
 * hosts whose embeds the site accepts.
 */
export function contentSecurityPolicy(nonce: string, options: { dev: boolean }): string {
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`,
    "style-src": "'self' 'unsafe-inline'",
    "img-src": "'self' data: blob: https://i.ytimg.com https://i.vimeocdn.com",
    "media-src": "'self' https:",
    "font-src": "'self' data:",
    "connect-src": options.dev ? "'self' ws: wss:" : "'self'",
    "frame-src": "https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

export function securityHeaders(nonce: string, options: { dev: boolean; https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, options),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (options.https) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
