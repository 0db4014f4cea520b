import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, secureCookie, securityHeaders, staticFileHeaders, withSecureCookies } from "./security-headers.server.ts";

/** The directives of a CSP, by name. */
function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values.join(" ")] as const;
    }),
  );
}

describe("contentSecurityPolicy in production", () => {
  const csp = contentSecurityPolicy("abc123", { dev: false });
  const parsed = directives(csp);

  it("runs only scripts of this origin or carrying the response's nonce", () => {
    expect(csp).toContain("script-src 'self' 'report-sample' 'nonce-abc123'");
    expect(parsed.get("script-src")).toBe("'self' 'report-sample' 'nonce-abc123'");
    expect(parsed.get("script-src")).not.toContain("'unsafe-inline'");
    expect(parsed.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("takes style sheets from the site or with the response's nonce, and only style attributes inline", () => {
    expect(parsed.get("style-src")).toBe("'self' 'report-sample' 'nonce-abc123'");
    expect(parsed.get("style-src-attr")).toBe("'unsafe-inline'");
    expect(csp.match(/'unsafe-inline'/g)).toHaveLength(1);
    // A cached page (allowed by script hashes) has no nonce: its styles come from files only.
    const cached = directives(contentSecurityPolicy({ hashes: ["'sha256-AAAA'"] }, { dev: false }));
    expect(cached.get("style-src")).toBe("'self' 'report-sample'");
    expect(cached.get("script-src")).toBe("'self' 'report-sample' 'sha256-AAAA'");
  });

  it("plays media from the site only, and from the hosts VIDEO_FILE_HOSTS allows", () => {
    expect(parsed.get("media-src")).toBe("'self'");
    const withHosts = directives(contentSecurityPolicy("n", { dev: false, mediaHosts: ["https://cdn.example.com", "https://videos.example.org"] }));
    expect(withHosts.get("media-src")).toBe("'self' https://cdn.example.com https://videos.example.org");
  });

  it("forbids plugins, framing and foreign form targets", () => {
    expect(parsed.get("object-src")).toBe("'none'");
    expect(parsed.get("frame-ancestors")).toBe("'none'");
    expect(parsed.get("base-uri")).toBe("'self'");
    expect(parsed.get("form-action")).toBe("'self'");
    expect(parsed.get("default-src")).toBe("'self'");
    expect(parsed.get("connect-src")).toBe("'self' blob:");
  });

  it("allows only the site itself (the admin's page preview) and the accepted video hosts in frames", () => {
    expect(parsed.get("frame-src")).toBe("'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com");
  });

  it("lets a page's preview be framed by the site itself only, and nothing else be framed at all", () => {
    expect(directives(contentSecurityPolicy("n", { dev: false, framedBySelf: true })).get("frame-ancestors")).toBe("'self'");
    expect(securityHeaders("n", { dev: false, https: false, framedBySelf: true })["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(securityHeaders("n", { dev: false, https: false })["X-Frame-Options"]).toBe("DENY");
  });

  it("uses a fresh nonce per response", () => {
    expect(contentSecurityPolicy("other", { dev: false })).toContain("'nonce-other'");
    expect(contentSecurityPolicy("other", { dev: false })).not.toContain("abc123");
  });

  it("is a well-formed list of directives", () => {
    expect(csp).not.toMatch(/[\r\n]/);
    expect([...parsed.keys()]).toHaveLength(new Set(parsed.keys()).size);
    expect(csp.split("; ")).toHaveLength(parsed.size);
  });
});

describe("contentSecurityPolicy in development", () => {
  const parsed = directives(contentSecurityPolicy("abc123", { dev: true }));

  it("relaxes scripts for the dev server", () => {
    expect(parsed.get("script-src")).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
    expect(parsed.get("connect-src")).toBe("'self' blob: ws: wss:");
    expect(parsed.get("style-src")).toBe("'self' 'unsafe-inline'");
  });

  it("keeps the rest strict", () => {
    expect(parsed.get("object-src")).toBe("'none'");
    expect(parsed.get("frame-ancestors")).toBe("'none'");
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only over https", () => {
    expect(securityHeaders("n", { dev: false, https: true })["Strict-Transport-Security"]).toBe("max-age=63072000; includeSubDomains");
    expect(securityHeaders("n", { dev: false, https: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders("n", { dev: true, https: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("sends the other headers always", () => {
    const headers = securityHeaders("n0nce", { dev: false, https: false });
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Content-Security-Policy"]).toBe(contentSecurityPolicy("n0nce", { dev: false }));
  });
});

describe("staticFileHeaders", () => {
  it("sends a page's headers with a policy under which a file opened on its own runs nothing", () => {
    const headers = staticFileHeaders({ https: true });
    const page = securityHeaders("n", { dev: false, https: true });
    expect(Object.keys(headers).sort()).toEqual(Object.keys(page).sort());
    for (const name of Object.keys(page).filter((name) => name !== "Content-Security-Policy")) expect(headers[name], name).toBe(page[name]);
    expect(headers["Content-Security-Policy"]).toMatch(/^default-src 'none';/);
    expect(headers["Content-Security-Policy"]).not.toContain("script-src");
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(staticFileHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
  });
});

describe("withSecureCookies", () => {
  it("marks every cookie Secure, once", () => {
    const headers = new Headers();
    headers.append("Set-Cookie", "flash=abc; Max-Age=60; HttpOnly; SameSite=Lax; Path=/admin");
    headers.append("Set-Cookie", "__Secure-session=x; Path=/; HttpOnly; Secure; SameSite=Lax");
    headers.append("Set-Cookie", "lang=fr; secure");
    const response = withSecureCookies(new Response("ok", { status: 302, headers }));
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toEqual([
      "flash=abc; Max-Age=60; HttpOnly; SameSite=Lax; Path=/admin; Secure",
      "__Secure-session=x; Path=/; HttpOnly; Secure; SameSite=Lax",
      "lang=fr; secure",
    ]);
  });

  it("does not read a cookie's value or name as its Secure attribute", () => {
    expect(secureCookie("secure=1; Path=/")).toBe("secure=1; Path=/; Secure");
    expect(secureCookie("a=b; Path=/secure")).toBe("a=b; Path=/secure; Secure");
  });

  it("keeps a response without cookies as it is", () => {
    const response = new Response("ok");
    expect(withSecureCookies(response)).toBe(response);
  });
});
