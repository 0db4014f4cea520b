/**
 * Resident memory of the site's server (issue 16): sampled from /proc while it
 * runs, and the load that makes it grow — every page rendered and cached in
 * each encoding, then served under wrk, and signed-in (uncached) renders — so
 * a first start, a restart and a start on PostgreSQL are compared under the
 * same work.
 */
import { LOAD_CORE, rawGet, type PinnedProcess } from "./processes.ts";
import { wrk } from "./wrk.ts";

export const MB = 1024 * 1024;

/**
 * The work memory is measured under: each page asked plain and compressed
 * (rendered, cached, its Brotli variant made), served for a second at
 * `connections`, then the signed-in renders of `uncachedPages`.
 */
export async function exerciseServer(server: PinnedProcess, options: { pages: string[]; uncachedPages: string[]; sessionCookie: string; connections: number }): Promise<void> {
  for (const page of options.pages) {
    await rawGet(server.url + page, {});
    await rawGet(server.url + page, { "Accept-Encoding": "gzip, br" });
  }
  for (const page of options.pages) {
    await wrk({ url: server.url + page, seconds: 1, connections: options.connections, core: LOAD_CORE, headers: { "Accept-Encoding": "gzip, br" } });
  }
  for (const page of options.uncachedPages) {
    await wrk({ url: server.url + page, seconds: 2, connections: 10, core: LOAD_CORE, headers: { Cookie: options.sessionCookie } });
  }
}

export const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
