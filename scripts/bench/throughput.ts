/**
 * Throughput of the site's server against a plain Node server answering the
 * same bytes (issue 16). The reference runs in its own process
 * (reference-server.ts), pinned to the server's core and loaded only while
 * the site's server is idle; wrk runs on the other core. Every page is
 * measured plain and with `Accept-Encoding: gzip, br`, in interleaved rounds
 * (reference then server, then server then reference), medians kept; beside
 * each rate, the CPU time each process spent per answer.
 *
 * Then the uncached render: a signed-in admin's pages are rendered every time;
 * its ratio, and its p50/p99 at one connection.
 */
import fs from "node:fs";
import path from "node:path";
import type { BenchFigure } from "./figures.ts";
import { cpuSeconds, LOAD_CORE, median, rawGet, startPinned, type PinnedProcess } from "./processes.ts";
import { wrk } from "./wrk.ts";

/**
 * What the reference answers for a page: the site's very response, headers
 * and body, but for the headers Node writes itself on every answer.
 */
interface StoredAnswer {
  headers: string[];
  body: string;
}
const HOP_BY_HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

function withoutHopByHop(raw: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < raw.length; index += 2) if (!HOP_BY_HOP.has(raw[index]!.toLowerCase())) kept.push(raw[index]!, raw[index + 1]!);
  return kept;
}

const ENCODINGS = { plain: {}, "gzip, br": { "Accept-Encoding": "gzip, br" } } as const;
type Encoding = keyof typeof ENCODINGS;
const GOAL = 0.5;
const rate = (value: number) => `${Math.round(value).toLocaleString("en")} req/s`;

export interface ThroughputOptions {
  /** Paths (with query) of the pages to measure. */
  pages: string[];
  seconds: number;
  rounds: number;
  connections: number;
  /** Where the pages' bytes are written for the reference. */
  workDir: string;
  /** A signed-in admin's cookie, for the uncached render. */
  sessionCookie: string;
  /** The pages whose uncached render is measured. */
  uncachedPages: string[];
  log?: (line: string) => void;
}

export interface ThroughputFigures {
  /** One figure per page and encoding. */
  pages: BenchFigure[];
  /** The lowest cached ratio per encoding, and the uncached renders. */
  summary: BenchFigure[];
}

export async function measureThroughput(server: PinnedProcess, options: ThroughputOptions): Promise<ThroughputFigures> {
  const log = options.log ?? console.log;
  // The bytes the site answers for each page, plain and encoded, for the reference to answer alike.
  const stored: Record<string, Record<"plain" | "encoded", StoredAnswer>> = {};
  const keep = (answer: Awaited<ReturnType<typeof rawGet>>): StoredAnswer => ({ headers: withoutHopByHop(answer.headers), body: answer.body.toString("base64") });
  for (const page of options.pages) {
    const plain = await rawGet(server.url + page, {});
    if (plain.status !== 200) throw new Error(`${page} answered ${plain.status}`);
    await rawGet(server.url + page, { "Accept-Encoding": "gzip, br" });
  }
  // Brotli variants are made in the background after a page's first answer: the reference must
  // answer the bytes the server will (Brotli's, not gzip's), and no compression may still be
  // running on the server's core when the measures begin.
  const deadline = Date.now() + 120_000;
  for (const page of options.pages) {
    while ((await rawGet(server.url + page, { "Accept-Encoding": "gzip, br" })).encoding === "gzip") {
      if (Date.now() > deadline) throw new Error(`${page}: no Brotli variant 2 minutes after its first answer`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  for (const page of options.pages) {
    stored[page] = { plain: keep(await rawGet(server.url + page, {})), encoded: keep(await rawGet(server.url + page, { "Accept-Encoding": "gzip, br" })) };
  }
  const pagesFile = path.join(options.workDir, "bench-pages.json");
  fs.writeFileSync(pagesFile, JSON.stringify(stored));
  const reference = await startPinned(["scripts/bench/reference-server.ts", pagesFile], {}, /"port":(\d+)/, (match) => `http://127.0.0.1:${match[1]}`);
  try {
    // Warm both (JIT, caches): the measured runs come after.
    for (const target of [server, reference]) await wrk({ url: `${target.url}${options.pages[0]}`, seconds: 3, connections: options.connections, core: LOAD_CORE });

    const results = new Map<string, Record<"server" | "reference", { rates: number[]; cpu: number[] }>>();
    for (let round = 0; round < options.rounds; round++) {
      for (const page of options.pages) {
        for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
          const key = `${page}\t${encoding}`;
          const entry = results.get(key) ?? { server: { rates: [], cpu: [] }, reference: { rates: [], cpu: [] } };
          results.set(key, entry);
          const order = round % 2 === 0 ? (["reference", "server"] as const) : (["server", "reference"] as const);
          for (const which of order) {
            const target = which === "server" ? server : reference;
            const cpuBefore = cpuSeconds(target.pid);
            const result = await wrk({ url: target.url + page, seconds: options.seconds, connections: options.connections, core: LOAD_CORE, headers: ENCODINGS[encoding] });
            if (result.failures > 0) throw new Error(`${which} ${page} (${encoding}): ${result.failures} failed answers`);
            entry[which].rates.push(result.requestsPerSecond);
            entry[which].cpu.push(((cpuSeconds(target.pid) - cpuBefore) / result.requests) * 1e6);
          }
        }
      }
      log(`throughput: round ${round + 1}/${options.rounds} done`);
    }

    const pages: BenchFigure[] = [];
    const lowest = new Map<Encoding, { ratio: number; page: string; value: string }>();
    for (const [key, entry] of results) {
      const [page, encoding] = key.split("\t") as [string, Encoding];
      const ratio = median(entry.server.rates) / median(entry.reference.rates);
      const value =
        `${ratio.toFixed(2)} × (${rate(median(entry.server.rates))} ÷ ${rate(median(entry.reference.rates))}); ` +
        `CPU per answer ${median(entry.server.cpu).toFixed(1)} µs ÷ ${median(entry.reference.cpu).toFixed(1)} µs`;
      if (ratio < (lowest.get(encoding)?.ratio ?? Infinity)) lowest.set(encoding, { ratio, page, value });
      // A pair under its goal shows each round's own ratio: one slow round among good ones is the machine's noise, every round slow is the server.
      const rounds = ratio >= GOAL ? "" : `; rounds ${entry.server.rates.map((rate, round) => (rate / entry.reference.rates[round]!).toFixed(2)).join(", ")}`;
      pages.push({ figure: `cached ${page} (${encoding})`, value: value + rounds, goal: `≥ ${GOAL.toFixed(2)} ×`, met: ratio >= GOAL });
    }
    const summary: BenchFigure[] = [...lowest].map(([encoding, { ratio, page, value }]) => ({
      figure: `lowest cached ratio of ${options.pages.length} pages, ${encoding}: ${page}`,
      value,
      goal: `≥ ${GOAL.toFixed(2)} ×`,
      met: ratio >= GOAL,
    }));

    for (const page of options.uncachedPages) {
      const headers = { Cookie: options.sessionCookie };
      const loaded = await wrk({ url: server.url + page, seconds: Math.max(3, options.seconds), connections: 10, core: LOAD_CORE, headers });
      const single = await wrk({ url: server.url + page, seconds: Math.max(3, options.seconds), connections: 1, core: LOAD_CORE, headers, latency: true });
      if (loaded.failures + single.failures > 0) throw new Error(`uncached ${page}: failed answers`);
      const referenceRate = median(results.get(`${page}\tplain`)?.reference.rates ?? [Number.NaN]);
      summary.push({
        figure: `uncached ${page} (a signed-in admin, every request rendered)`,
        value: `${(loaded.requestsPerSecond / referenceRate).toFixed(3)} × (${rate(loaded.requestsPerSecond)} at 10 connections); 1 connection: p50 ${single.p50?.toFixed(1)} ms, p99 ${single.p99?.toFixed(1)} ms`,
        goal: "reported",
        met: true,
      });
    }
    return { pages, summary };
  } finally {
    await reference.stop();
  }
}

/** The public pages of a site map (path and query), all of them or one per kind of address (one car, one article…). */
export function sitemapPages(sitemap: string, which: "all" | "kinds"): string[] {
  const targets = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
  if (which === "all") return targets;
  const kinds = new Map<string, string>();
  for (const target of targets) {
    const [pathname = "", search = ""] = target.split("?");
    const segments = pathname.split("/").filter(Boolean);
    const language = segments[0] === "fr" ? segments.shift() : "";
    const kind = `${language}/${segments.map((segment, index) => (index === 0 ? segment : "*")).join("/")}?${search}`;
    if (!kinds.has(kind)) kinds.set(kind, target);
  }
  return [...kinds.values()];
}
