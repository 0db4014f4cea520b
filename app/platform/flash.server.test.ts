import { describe, expect, it } from "vitest";
import { CLEAR_FLASH_COOKIE, FLASH_VALUE_MAX, flashCookie, isAdminPath, postingPageOf, readFlash, redirectWithFlash, type Flash } from "./flash.server.ts";

/** A request to an admin page carrying this Cookie header. */
const requestWith = (cookie?: string) => new Request("http://localhost/admin/cars/1", cookie === undefined ? {} : { headers: { cookie } });

/** The cookie header a browser sends back for a Set-Cookie line. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

/** A cookie holding any JSON, as a client could forge it. */
const forged = (value: unknown) => `flash=${Buffer.from(JSON.stringify(value), "utf8").toString("base64url")}`;

const trashed: Flash = { message: "admin.delete.done", values: { name: "Lotus 72" }, link: { label: "admin.delete.undo", href: "/admin/trash" } };

describe("redirectWithFlash", () => {
  it("redirects and sets a short-lived, script-proof cookie for /admin only", () => {
    const response = redirectWithFlash("/admin/cars/123", { message: "admin.form.created" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/cars/123");
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^flash=[A-Za-z0-9_-]+; /);
    const attributes = cookie!.split("; ").slice(1);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=60", "Path=/admin", "SameSite=Lax"]);
  });

  it("keeps other headers it is given", () => {
    const response = redirectWithFlash("/admin", { message: "admin.form.saved" }, { headers: [["Set-Cookie", "other=1; Path=/"]] });
    expect(response.headers.getSetCookie()).toHaveLength(2);
    expect(response.headers.getSetCookie()[0]).toBe("other=1; Path=/");
  });

  it("refuses a target outside /admin, where the cookie would never be sent", () => {
    expect(() => redirectWithFlash("/collection", { message: "admin.form.created" })).toThrow(/admin/);
    expect(() => redirectWithFlash("https://example.com/admin", { message: "admin.form.created" })).toThrow(/admin/);
  });

  it("refuses a flash its reader would drop (a mistake in the code)", () => {
    expect(() => flashCookie({ message: "no.such.key" as Flash["message"] })).toThrow(/Invalid flash/);
    expect(() => flashCookie({ message: "admin.delete.done", link: { label: "admin.delete.undo", href: "https://example.com/" } })).toThrow(/Invalid flash/);
  });
});

describe("readFlash", () => {
  it("reads back what was set, with the header that clears it", () => {
    const setCookie = redirectWithFlash("/admin/cars", trashed).headers.getSetCookie()[0]!;
    const { flash, setCookie: clear } = readFlash(requestWith(`better-auth.session_token=abc; ${sentBack(setCookie)}; theme=dark`));
    expect(flash).toEqual(trashed);
    expect(clear).toBe(CLEAR_FLASH_COOKIE);
    expect(clear).toBe("flash=; Max-Age=0; HttpOnly; SameSite=Lax; Path=/admin");
  });

  it("keeps non-ASCII values intact", () => {
    const flash: Flash = { message: "admin.delete.done", values: { name: "Écurie « Ligier » JS11 — 1979" } };
    expect(readFlash(requestWith(sentBack(flashCookie(flash)))).flash).toEqual(flash);
  });

  it("cuts a value longer than the maximum instead of losing the message", () => {
    const flash = readFlash(requestWith(sentBack(flashCookie({ message: "admin.delete.done", values: { name: "x".repeat(500) } })))).flash;
    expect(flash?.values?.name).toHaveLength(FLASH_VALUE_MAX);
  });

  it("sets no cookie on a request without a flash", () => {
    expect(readFlash(requestWith())).toEqual({ flash: null, setCookie: null });
    expect(readFlash(requestWith("better-auth.session_token=abc; flashy=1"))).toEqual({ flash: null, setCookie: null });
  });

  it.each<[string, string]>([
    ["empty", "flash="],
    ["not base64url", "flash=%7B%22message%22%7D"],
    ["not JSON", `flash=${Buffer.from("{message:", "utf8").toString("base64url")}`],
    ["an unknown key", forged({ message: "admin.form.hacked" })],
    ["an inherited property as key", forged({ message: "toString" })],
    ["a value that is not a string", forged({ message: "admin.delete.done", values: { name: { html: "<b>" } } })],
    ["a value too long", forged({ message: "admin.delete.done", values: { name: "x".repeat(FLASH_VALUE_MAX + 1) } })],
    ["too many values", forged({ message: "admin.delete.done", values: { a: "1", b: "2", c: "3", d: "4", e: "5" } })],
    ["a prototype-polluting value name", `flash=${Buffer.from('{"message":"admin.delete.done","values":{"__proto__":{"x":"1"}}}', "utf8").toString("base64url")}`],
    ["an extra field", forged({ message: "admin.form.created", html: "<script>" })],
    ["a link to another site", forged({ message: "admin.delete.done", link: { label: "admin.delete.undo", href: "https://evil.example/admin" } })],
    ["a protocol-relative link", forged({ message: "admin.delete.done", link: { label: "admin.delete.undo", href: "//evil.example/admin" } })],
    ["a javascript: link", forged({ message: "admin.delete.done", link: { label: "admin.delete.undo", href: "javascript:alert(1)" } })],
    ["a link out of /admin by ..", forged({ message: "admin.delete.done", link: { label: "admin.delete.undo", href: "/admin/../collection" } })],
    ["a link with an unknown label", forged({ message: "admin.delete.done", link: { label: "evil", href: "/admin/trash" } })],
    ["an oversized cookie", `flash=${"A".repeat(5000)}`],
  ])("drops a cookie holding %s, and clears it", (_label, cookie) => {
    expect(readFlash(requestWith(cookie))).toEqual({ flash: null, setCookie: CLEAR_FLASH_COOKIE });
  });
});

describe("isAdminPath", () => {
  it.each(["/admin", "/admin/trash", "/admin/gallery?tab=videos", "/admin/cars/1#top"])("accepts %s", (href) => {
    expect(isAdminPath(href)).toBe(true);
  });

  it.each([
    "",
    "/",
    "/adminx",
    "/administrator",
    "admin/trash",
    "//admin",
    "/admin/../collection",
    "/admin/%2e%2e/collection",
    "/admin/./trash",
    "/admin\\..\\collection",
    "/admin/\ttrash",
    "/admin/ trash",
    "https://example.com/admin",
    "javascript:alert(1)",
    `/admin/${"x".repeat(400)}`,
  ])("refuses %j", (href) => {
    expect(isAdminPath(href)).toBe(false);
  });
});

describe("postingPageOf", () => {
  it("is the address the visitor saw: without React Router's .data suffix and ?index, the list's search kept", () => {
    const post = (url: string) => new Request(`http://site.test${url}`, { method: "POST" });
    expect(postingPageOf(post("/admin/cars.data?q=Marchal+MR9&page=2"))).toBe("/admin/cars?q=Marchal+MR9&page=2");
    expect(postingPageOf(post("/admin/cars?q=Lotus"))).toBe("/admin/cars?q=Lotus");
    expect(postingPageOf(post("/admin/news.data?index&status=draft"))).toBe("/admin/news?status=draft");
    expect(postingPageOf(post("/admin/events.data?_routes=routes%2Fadmin%2Fevents"))).toBe("/admin/events");
  });
});
