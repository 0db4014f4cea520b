import { describe, expect, it } from "vitest";
import { isCacheableRequest, isCacheableResponse, RenderCache } from "./render-cache.server.ts";

function cacheWith(state: { version: number; nextPublishAt: Date | null }, clock: { now: number }) {
  let reads = 0;
  const cache = new RenderCache({
    readState: async () => {
      reads++;
      return { ...state };
    },
    now: () => clock.now,
  });
  return { cache, reads: () => reads };
}

const page = (body: string, expiresAt = Number.POSITIVE_INFINITY) => ({ status: 200, headers: [] as Array<[string, string]>, body, expiresAt });

describe("render cache", () => {
  it("reads the content version at most once a second, even under concurrent requests", async () => {
    const clock = { now: Date.parse("2026-06-01T10:00:00Z") };
    const { cache, reads } = cacheWith({ version: 3, nextPublishAt: null }, clock);
    await Promise.all(Array.from({ length: 50 }, () => cache.generation()));
    expect(reads()).toBe(1);
    clock.now += 999;
    await cache.generation();
    expect(reads()).toBe(1);
    clock.now += 1;
    await cache.generation();
    expect(reads()).toBe(2);
  });

  it("drops every page when the content version changes", async () => {
    const clock = { now: Date.parse("2026-06-01T10:00:00Z") };
    const state = { version: 1, nextPublishAt: null as Date | null };
    const cache = new RenderCache({ readState: async () => ({ ...state }), now: () => clock.now });
    const first = await cache.generation();
    cache.set(`${first.key} /`, page("v1"));
    expect(cache.get(`${first.key} /`)?.body).toBe("v1");
    state.version = 2;
    clock.now += 1_000;
    const second = await cache.generation();
    expect(second.key).not.toBe(first.key);
    expect(cache.get(`${first.key} /`)).toBeUndefined();
  });

  it("re-reads the content version at once after a write made by this process", async () => {
    const clock = { now: Date.parse("2026-06-01T10:00:00Z") };
    const state = { version: 1, nextPublishAt: null as Date | null };
    const cache = new RenderCache({ readState: async () => ({ ...state }), now: () => clock.now });
    const first = await cache.generation();
    cache.set(`${first.key} /`, page("v1"));
    state.version = 2;
    cache.forgetState();
    const second = await cache.generation();
    expect(second.key).toBe(`2|2026-06-01`);
    expect(cache.get(`${first.key} /`)).toBeUndefined();
  });

  it("changes generation at midnight in Paris, when upcoming events change", async () => {
    const clock = { now: Date.parse("2026-06-01T21:59:00Z") };
    const { cache } = cacheWith({ version: 1, nextPublishAt: null }, clock);
    const before = await cache.generation();
    clock.now = Date.parse("2026-06-01T22:00:30Z");
    const after = await cache.generation();
    expect(before.key).toBe("1|2026-06-01");
    expect(after.key).toBe("1|2026-06-02");
  });

  it("never keeps a page past the next scheduled article's publication", async () => {
    const publishAt = new Date("2026-06-01T10:30:00Z");
    const clock = { now: Date.parse("2026-06-01T10:00:00Z") };
    const { cache } = cacheWith({ version: 1, nextPublishAt: publishAt }, clock);
    const generation = await cache.generation();
    expect(generation.expiresAt).toBe(publishAt.getTime());
    cache.set("k", page("before", generation.expiresAt));
    clock.now = publishAt.getTime();
    expect(cache.get("k")).toBeUndefined();
  });

  it("caches only anonymous GETs of public pages, and only complete 200s without cookies", () => {
    const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
    expect(isCacheableRequest(get("/events"))).toBe(true);
    expect(isCacheableRequest(get("/news.data?category=newsletter"))).toBe(true);
    expect(isCacheableRequest(get("/events", "theme=dark; better-auth.session_token=abc"))).toBe(false);
    expect(isCacheableRequest(get("/events", "test-fail=events"))).toBe(false);
    for (const path of ["/admin", "/admin/login", "/api/auth/jwks", "/healthz", "/media/x.webp"]) expect(isCacheableRequest(get(path)), path).toBe(false);
    expect(isCacheableRequest(new Request("http://localhost/", { method: "POST" }))).toBe(false);
    expect(isCacheableResponse(new Response("ok"))).toBe(true);
    expect(isCacheableResponse(new Response("nf", { status: 404 }))).toBe(false);
    expect(isCacheableResponse(new Response("ok", { headers: { "set-cookie": "a=b" } }))).toBe(false);
  });

  it("never keeps a redirect as a page: an old address's 301, nor a client navigation's redirect (202 with its target)", () => {
    expect(isCacheableResponse(new Response(null, { status: 301, headers: { location: "/collection/new-slug" } }))).toBe(false);
    expect(isCacheableResponse(new Response(null, { status: 302, headers: { location: "/gallery/albums/new-slug" } }))).toBe(false);
    // React Router answers a .data request whose loader redirects with a 202 carrying the target in its body.
    expect(isCacheableResponse(new Response('[{"_1":2},"SingleFetchRedirect"]', { status: 202 }))).toBe(false);
  });
});
