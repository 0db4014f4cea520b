import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { prepareCachedPage, type CachedPage } from "./cached-page.server.ts";
import { isCacheableRequest, isCacheableResponse, isCacheableTarget, RenderCache } from "./render-cache.server.ts";

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

const page = (body: string, expiresAt = Number.POSITIVE_INFINITY): CachedPage =>
  prepareCachedPage({ status: 200, headers: [["Content-Type", "text/html"]], body }, { nonce: "n0nce", dev: false, https: false, framedBySelf: false, expiresAt })!;
const text = (cached: CachedPage | undefined) => cached?.identity.body.toString();

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
    expect(text(cache.get(`${first.key} /`))).toBe("v1");
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
    // The raw request line, as a hit is looked up: HEAD too, never another method or an absolute target.
    expect(isCacheableTarget("HEAD", "/events", undefined)).toBe(true);
    expect(isCacheableTarget("GET", "/news?category=newsletter", "consent=1")).toBe(true);
    expect(isCacheableTarget("GET", "/events", "__Secure-better-auth.session_token=x")).toBe(false);
    expect(isCacheableTarget("GET", "/admin/cars", undefined)).toBe(false);
    expect(isCacheableTarget("OPTIONS", "/events", undefined)).toBe(false);
    expect(isCacheableTarget("GET", "http://evil.example/events", undefined)).toBe(false);
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

  it("answers at once, without a read, only while the state is fresh and no write of this process came since", async () => {
    const clock = { now: Date.parse("2026-06-01T10:00:00Z") };
    const { cache } = cacheWith({ version: 1, nextPublishAt: null }, clock);
    expect(cache.generationNow()).toBeUndefined();
    await cache.generation();
    expect(cache.generationNow()?.key).toBe("1|2026-06-01");
    cache.forgetState();
    expect(cache.generationNow()).toBeUndefined();
    await cache.generation();
    expect(cache.generationNow()).toBeDefined();
    clock.now += 1_000;
    expect(cache.generationNow()).toBeUndefined();
  });

  it("after a write of this process, never answers with a read that was already under way", async () => {
    const state = { version: 1, nextPublishAt: null as Date | null };
    const releases: Array<() => void> = [];
    const cache = new RenderCache({
      readState: () => {
        const seen = { ...state };
        return new Promise((resolve) => releases.push(() => resolve(seen)));
      },
    });
    const before = cache.generation();
    // The write commits while the first read (of version 1) is in flight.
    state.version = 2;
    cache.forgetState();
    const after = cache.generation();
    releases.shift()!();
    expect((await before).key).toMatch(/^1\|/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    releases.shift()!();
    expect((await after).key).toMatch(/^2\|/);
  });

  describe("strict (several processes on one PostgreSQL)", () => {
    it("answers a request only with a read started after it arrived; requests arriving meanwhile share the next read", async () => {
      const state = { version: 1, nextPublishAt: null as Date | null };
      const releases: Array<() => void> = [];
      let reads = 0;
      const cache = new RenderCache({
        strict: true,
        readState: () => {
          reads++;
          const seen = { ...state };
          return new Promise((resolve) => releases.push(() => resolve(seen)));
        },
      });
      const first = cache.generation();
      expect(reads).toBe(1);
      // Another process writes while that read is in flight: requests arriving now must not be answered by it.
      state.version = 2;
      const later = [cache.generation(), cache.generation(), cache.generation()];
      expect(reads).toBe(1);
      releases.shift()!();
      expect((await first).key).toMatch(/^1\|/);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(reads).toBe(2);
      releases.shift()!();
      for (const generation of await Promise.all(later)) expect(generation.key).toMatch(/^2\|/);
      expect(reads).toBe(2);
      expect(cache.generationNow()).toBeUndefined();
    });

    it("reads again for every request that comes after the last read, however recent", async () => {
      const clock = { now: Date.parse("2026-06-01T10:00:00Z") };
      let reads = 0;
      const cache = new RenderCache({ strict: true, now: () => clock.now, readState: async () => ({ version: ++reads, nextPublishAt: null }) });
      expect((await cache.generation()).key).toMatch(/^1\|/);
      expect((await cache.generation()).key).toMatch(/^2\|/);
    });
  });

  it("keeps its pages within a byte budget, the oldest leaving first, and counts a page's Brotli variant", async () => {
    const cache = new RenderCache({ maxBytes: 1_000_000, readState: async () => ({ version: 1, nextPublishAt: null }) });
    const { key } = await cache.generation();
    // Incompressible pages of about 40 kB, 70 kB with their gzip copy: the budget holds about 14 of them.
    const big = () => page(`<p>${crypto.randomBytes(30_000).toString("base64")}</p>`);
    for (let index = 0; index < 40; index++) cache.set(`${key} /${index}`, big());
    expect(cache.size().pages).toBeLessThan(20);
    expect(cache.size().pages).toBeGreaterThan(10);
    expect(cache.size().bytes).toBeLessThanOrEqual(1_000_000);
    expect(cache.get(`${key} /0`)).toBeUndefined();
    expect(cache.get(`${key} /39`)).toBeDefined();
    const before = cache.size().bytes;
    const last = cache.get(`${key} /39`)!;
    cache.grew(`${key} /39`, last, 1000);
    expect(cache.size().bytes).toBe(before + 1000);
  });
});
