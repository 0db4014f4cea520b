import type { ContentState } from "./content-version.server.ts";
import { todayInParis } from "../lib/format.ts";

/**
 * The render cache of public pages for anonymous visitors. A page is rendered
 * once per content version (and per day, since "upcoming" events depend on the
 * date; and never past the next scheduled article's publication), then served
 * from memory with a fresh CSP nonce spliced in per response.
 *
 * The content version is read from the database at most once a second, so a
 * write made by any process reaches every process's visitors within a second;
 * a write made by this process is seen at its next request (forgetState).
 */
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The body with every occurrence of the rendering's nonce replaced by NONCE_SLOT. */
  body: string;
  expiresAt: number;
}

export const NONCE_SLOT = "__CSP_NONCE_SLOT__";
const STATE_TTL_MS = 1_000;
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2_000_000;

export interface RenderCacheOptions {
  readState: () => Promise<ContentState>;
  now?: () => number;
}

export class RenderCache {
  private entries = new Map<string, CachedPage>();
  private state: { value: ContentState; readAt: number; key: string } | undefined;
  private pendingState: Promise<ContentState> | undefined;
  private readonly readState: () => Promise<ContentState>;
  private readonly now: () => number;

  constructor(options: RenderCacheOptions) {
    this.readState = options.readState;
    this.now = options.now ?? Date.now;
  }

  /** The cache key's generation: content version and today's date. Entries of older generations are dropped. */
  async generation(): Promise<{ key: string; expiresAt: number }> {
    const now = this.now();
    if (!this.state || now - this.state.readAt >= STATE_TTL_MS) {
      // One read at a time, whatever the number of requests waiting for it.
      this.pendingState ??= this.readState().finally(() => (this.pendingState = undefined));
      const value = await this.pendingState;
      const key = `${value.version}|${todayInParis(new Date(now))}`;
      if (this.state && this.state.key !== key) this.entries.clear();
      this.state = { value, readAt: now, key };
    }
    const next = this.state.value.nextPublishAt?.getTime();
    return { key: this.state.key, expiresAt: next && next > now ? next : Number.POSITIVE_INFINITY };
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, page: CachedPage): void {
    if (page.body.length > MAX_BODY_BYTES) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, page);
  }

  /** Re-read the content version at the next request (after a write in this process). */
  forgetState(): void {
    // Keep the key: the next read compares against it to drop the old pages.
    if (this.state) this.state.readAt = Number.NEGATIVE_INFINITY;
  }

  clear(): void {
    this.entries.clear();
    this.state = undefined;
  }
}

const UNCACHEABLE_PREFIXES = ["/admin", "/api/", "/healthz", "/media/"];

/**
 * Only what every anonymous visitor sees alike: GET of a public page (or its
 * client-navigation data), without a session or test cookie.
 */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  const url = new URL(request.url);
  if (UNCACHEABLE_PREFIXES.some((prefix) => url.pathname === prefix.replace(/\/$/, "") || url.pathname.startsWith(prefix))) return false;
  const cookie = request.headers.get("cookie") ?? "";
  return !/(?:^|;\s*)(?:__Secure-)?better-auth\.|(?:^|;\s*)test-/.test(cookie);
}

/** A response fit to be shared: a complete 200 that sets no cookie. */
export function isCacheableResponse(response: Response): boolean {
  return response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(response.headers.get("cache-control") ?? "");
}
