import { describe, expect, it } from "vitest";
import { isForeignStateChange } from "./cross-site.ts";

const SITE = "https://ecurie.example";
const allowed = new Set([SITE]);
const TOKEN = "3f9c2a7e-0b1d-4c5e-9f80-123456789abc";

/** A request as Node gives it: method, target and lower-case headers. */
function request(method: string, url: string, headers: Record<string, string> = {}) {
  return { method, url, headers: { host: "ecurie.example", ...headers } };
}

describe("isForeignStateChange", () => {
  it.each(["GET", "HEAD", "OPTIONS"])("never refuses %s, whatever its origin", (method) => {
    expect(isForeignStateChange(request(method, "/admin/cars", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }), allowed)).toBe(false);
  });

  it("takes a missing method for a GET", () => {
    expect(isForeignStateChange({ url: "/", headers: { origin: "https://evil.example" } }, allowed)).toBe(false);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "PROPFIND"])("refuses %s from another site's origin", (method) => {
    expect(isForeignStateChange(request(method, "/contact", { origin: "https://evil.example" }), allowed)).toBe(true);
  });

  it("accepts the site's own origin, and the origin of the host it was reached by", () => {
    expect(isForeignStateChange(request("POST", "/contact", { origin: SITE }), allowed)).toBe(false);
    expect(isForeignStateChange(request("POST", "/contact", { origin: "https://127.0.0.1:3000", host: "127.0.0.1:3000" }), allowed)).toBe(false);
    const local = new Set(["http://localhost:3000"]);
    expect(isForeignStateChange(request("POST", "/contact", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), local)).toBe(false);
    // Only with the site's scheme: an https site's host over plain http is another origin.
    expect(isForeignStateChange(request("POST", "/contact", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), allowed)).toBe(true);
  });

  it("refuses an origin that only resembles the site's: another scheme, port, subdomain or suffix", () => {
    for (const origin of ["http://ecurie.example", "https://ecurie.example:8443", "https://admin.ecurie.example", "https://ecurie.example.evil.example", `${SITE}/`]) {
      expect(isForeignStateChange(request("POST", "/contact", { origin }), allowed), origin).toBe(true);
    }
  });

  it("refuses an origin when the request has no host to compare it with", () => {
    expect(isForeignStateChange({ method: "POST", url: "/contact", headers: { origin: "https://evil.example" } }, allowed)).toBe(true);
  });

  it('refuses the opaque origin "null" (sandboxed frames, data: pages, some redirects)', () => {
    expect(isForeignStateChange(request("POST", "/contact", { origin: "null" }), allowed)).toBe(true);
  });

  it("without an Origin, follows the browser's Sec-Fetch-Site: another site or a sibling subdomain is refused", () => {
    expect(isForeignStateChange(request("POST", "/contact", { "sec-fetch-site": "cross-site" }), allowed)).toBe(true);
    expect(isForeignStateChange(request("POST", "/contact", { "sec-fetch-site": "same-site" }), allowed)).toBe(true);
    expect(isForeignStateChange(request("POST", "/contact", { "sec-fetch-site": "same-origin" }), allowed)).toBe(false);
    // Typed in the address bar or sent by a bookmark: the person's own request.
    expect(isForeignStateChange(request("POST", "/contact", { "sec-fetch-site": "none" }), allowed)).toBe(false);
  });

  it("lets a request with neither header through: not a browser's cross-site request", () => {
    expect(isForeignStateChange(request("POST", "/contact"), allowed)).toBe(false);
  });

  it("an Origin decides over Sec-Fetch-Site when both are sent", () => {
    expect(isForeignStateChange(request("POST", "/contact", { origin: SITE, "sec-fetch-site": "cross-site" }), allowed)).toBe(false);
    expect(isForeignStateChange(request("POST", "/contact", { origin: "https://evil.example", "sec-fetch-site": "same-origin" }), allowed)).toBe(true);
  });

  describe("one-click unsubscribe (RFC 8058), posted by the mail provider from its own servers", () => {
    it.each([`/newsletter/unsubscribe/${TOKEN}`, `/fr/newsletter/desinscription/${TOKEN}`, `/newsletter/unsubscribe/${TOKEN}?List-Unsubscribe=One-Click`])(
      "accepts a POST to %s from any origin",
      (url) => {
        expect(isForeignStateChange(request("POST", url, { origin: "https://mail.provider.example" }), allowed)).toBe(false);
        expect(isForeignStateChange(request("POST", url, { origin: "null" }), allowed)).toBe(false);
      },
    );

    it("only for a POST to exactly that link: other methods, deeper paths, other pages and look-alikes are refused", () => {
      const foreign = { origin: "https://evil.example" };
      expect(isForeignStateChange(request("DELETE", `/newsletter/unsubscribe/${TOKEN}`, foreign), allowed)).toBe(true);
      expect(isForeignStateChange(request("POST", `/newsletter/unsubscribe/${TOKEN}/more`, foreign), allowed)).toBe(true);
      expect(isForeignStateChange(request("POST", `/newsletter/unsubscribe/`, foreign), allowed)).toBe(true);
      expect(isForeignStateChange(request("POST", `/newsletter/confirm/${TOKEN}`, foreign), allowed)).toBe(true);
      expect(isForeignStateChange(request("POST", `/admin/newsletter/unsubscribe/${TOKEN}`, foreign), allowed)).toBe(true);
      expect(isForeignStateChange(request("POST", `/fr/newsletter/unsubscribe/${TOKEN}`, foreign), allowed)).toBe(true);
    });
  });
});
