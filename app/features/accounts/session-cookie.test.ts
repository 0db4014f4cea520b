import { describe, expect, it } from "vitest";
import { hadSession } from "./queries.server.ts";

const withCookie = (cookie?: string) => new Request("http://localhost/admin", cookie ? { headers: { Cookie: cookie } } : {});

describe("hadSession", () => {
  it("sees the sign-in cookie, with or without its https prefix, among others", () => {
    expect(hadSession(withCookie("better-auth.session_token=abc.def"))).toBe(true);
    expect(hadSession(withCookie("flash=x; __Secure-better-auth.session_token=abc.def"))).toBe(true);
  });

  it("is false on a first visit, or for a cookie that only looks like it", () => {
    expect(hadSession(withCookie())).toBe(false);
    expect(hadSession(withCookie("flash=x"))).toBe(false);
    expect(hadSession(withCookie("better-auth.session_token="))).toBe(false);
    expect(hadSession(withCookie("xbetter-auth.session_token=abc"))).toBe(false);
    expect(hadSession(withCookie("better-auth.session_data=abc"))).toBe(false);
  });
});
