import type { ContentState } from "./content-version.server.ts";
import { todayInParis } from "../lib/format.ts";

import type { CachedPage } from "./cached-page.server.ts";

/**
 * The render cache of public pages for anonymous visitors (decision 005). A
 * page is rendered once per content version (and per day, since "upcoming"
 * events depend on the date; and never past the next scheduled publication),
 * then answered from memory as prepared bytes (cached-page.server.ts).
 *
 * Freshness, two ways:
 * - one process owns the database (the embedded one, whose folder is locked):
 *   its own writes drop the state at once (forgetState), and the content
 *   version is re-read at most once a second for what happens without a
 *   request (a scheduled page going live, the newsletter worker);
 * - several processes share one PostgreSQL (`strict`): a request is answered
 *   from the cache only with a content version read *after* it arrived, so a
 *   write acknowledged by any process is seen by every process's next request.
 *   Requests arriving together share one read.
 */
export type { CachedPage } from "./cached-page.server.ts";

const STATE_TTL_MS = 1_000;
const MAX_ENTRIES = 2_000;
/** All variants of all pages together, by default; the oldest pages leave first. */
const MAX_BYTES = 64 * 1024 * 1024;

export interface RenderCacheOptions {
  readState: () => Promise<ContentState>;
  now?: () => number;
  /** Several processes share the database: see above. */
  strict?: boolean;
  /** The bytes all pages may hold together (default 64 MB). */
  maxBytes?: number;
}

export interface Generation {
  key: string;
  expiresAt: number;
}

interface StateRead {
  /** When the read started, on the cache's clock: it is fresh for requests that arrived before that. */
  startedAt: number;
  promise: Promise<void>;
}

export class RenderCache {
  private entries = new Map<string, CachedPage>();
  private bytes = 0;
  private state: { value: ContentState; readAt: number; key: string; startedAt: number } | undefined;
  private pending: StateRead | undefined;
  /** Orders arrivals, reads and this process's writes: each event takes the next number. */
  private clock = 0;
  /** The moment of this process's last write: only a read started later may answer. */
  private forgottenAt = 0;
  private readonly readState: () => Promise<ContentState>;
  private readonly now: () => number;
  private readonly strict: boolean;
  private readonly maxBytes: number;

  constructor(options: RenderCacheOptions) {
    this.readState = options.readState;
    this.now = options.now ?? Date.now;
    this.strict = options.strict ?? false;
    this.maxBytes = options.maxBytes ?? MAX_BYTES;
  }

  /** Numbers a request as it arrives: in strict mode, only a state read started after it answers it. */
  arrival(): number {
    return ++this.clock;
  }

  /**
   * The generation at once, without waiting, when the state in hand may
   * answer a request arriving now: never in strict mode, nor when a read is due.
   */
  generationNow(): Generation | undefined {
    const state = this.state;
    if (this.strict || !state || state.startedAt < this.forgottenAt || this.now() - state.readAt >= STATE_TTL_MS) return undefined;
    return this.generationOf(state);
  }

  /** The cache key's generation (content version and today's date) for a request that arrived at `arrival`. Entries of older generations are dropped. */
  async generation(arrival = this.arrival()): Promise<Generation> {
    const freshAfter = () => (this.strict ? arrival : this.forgottenAt);
    for (;;) {
      const state = this.state;
      if (state && state.startedAt > freshAfter() && (this.strict || this.now() - state.readAt < STATE_TTL_MS)) return this.generationOf(state);
      // One read at a time, whatever the number of requests waiting for it; a
      // request that came after the read in flight started waits for the next.
      const pending = this.pending;
      if (pending && pending.startedAt > freshAfter()) {
        await pending.promise;
        return this.generationOf(this.state!);
      }
      if (pending) {
        await pending.promise.catch(() => {});
        continue;
      }
      await this.startRead();
      return this.generationOf(this.state!);
    }
  }

  private startRead(): Promise<void> {
    const startedAt = ++this.clock;
    const readAt = this.now();
    const promise = this.readState().then(
      (value) => {
        const key = `${value.version}|${todayInParis(new Date(readAt))}`;
        if (this.state && this.state.key !== key) this.clearEntries();
        // A slower, older read never replaces a newer one.
        if (!this.state || startedAt > this.state.startedAt) this.state = { value, readAt, key, startedAt };
      },
    );
    const read = { startedAt, promise: promise.finally(() => {
      if (this.pending === read) this.pending = undefined;
    }) };
    this.pending = read;
    return read.promise;
  }

  private generationOf(state: { value: ContentState; key: string }): Generation {
    const now = this.now();
    const next = state.value.nextPublishAt?.getTime();
    return { key: state.key, expiresAt: next && next > now ? next : Number.POSITIVE_INFINITY };
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, page: CachedPage): void {
    if (page.bytes > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, page);
    this.bytes += page.bytes;
    this.evict();
  }

  /** A page whose variants grew (its Brotli variant was added): counted, and the cache kept within its bounds. */
  grew(key: string, page: CachedPage, added: number): void {
    if (this.entries.get(key) !== page) return;
    this.bytes += added;
    this.evict();
  }

  /** Bytes held now, all pages and variants. */
  size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  private evict(): void {
    while (this.entries.size > MAX_ENTRIES || this.bytes > this.maxBytes) this.delete(this.entries.keys().next().value!);
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private clearEntries(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Re-read the content version at the next request (after a write made by this process): no read started before now answers again. */
  forgetState(): void {
    // The state stays: the next read compares its key to drop the old pages.
    this.forgottenAt = ++this.clock;
  }

  clear(): void {
    this.clearEntries();
    this.state = undefined;
  }
}

const UNCACHEABLE_PREFIXES = ["/admin", "/api/", "/healthz", "/media/"];
/** The same addresses without their trailing slash ("/media" itself). */
const UNCACHEABLE_TARGETS = new Set(UNCACHEABLE_PREFIXES.map((prefix) => prefix.replace(/\/$/, "")));
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.|(?:^|;\s*)test-/;

/**
 * Only what every anonymous visitor sees alike: a GET (or HEAD) of a public
 * page or its client-navigation data, without a session or test cookie.
 * Works on the raw request line, so that a cache hit needs nothing more.
 */
export function isCacheableTarget(method: string | undefined, target: string | undefined, cookie: string | undefined): boolean {
  if ((method !== "GET" && method !== "HEAD") || !target?.startsWith("/")) return false;
  if (UNCACHEABLE_TARGETS.has(target)) return false;
  for (const prefix of UNCACHEABLE_PREFIXES) if (target.startsWith(prefix)) return false;
  return !cookie || !SESSION_COOKIE.test(cookie);
}

/** A request whose answer may be rendered into the cache: a cacheable target asked with GET. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  return isCacheableTarget("GET", url.pathname + url.search, request.headers.get("cookie") ?? undefined);
}

/** A response fit to be shared: a complete 200 that sets no cookie. */
export function isCacheableResponse(response: Response): boolean {
  return response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(response.headers.get("cache-control") ?? "");
}
