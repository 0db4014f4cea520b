// npm run bench: how fast and how lean the production server is, as ratios
// against references measured in the same run on the same machine (issue 16;
// never absolute numbers: the machine is shared and noisy).
//
// The method (a reference is fair only when it shares neither a process nor
// a core with the load generator or the server under test):
// - the site's server runs in its own process pinned to one core (taskset),
//   on a fresh embedded database with the demo content;
// - the reference, a plain Node server answering the very bytes the site
//   answered for each page, runs in another process pinned to that same core,
//   loaded only while the site's server is idle;
// - the load generator, wrk, runs in its own process on the other core;
// - every public page of the site map, in both languages, plain and with
//   `Accept-Encoding: gzip, br`, in interleaved rounds (reference, server;
//   then server, reference), the median of the rounds taken.
// Beside each rate, the CPU time each process spent per answer (from /proc),
// a figure that other load on the machine barely moves.
// Then the uncached render (a signed-in admin: every request a render), its
// ratio and its p50/p99 at one connection; and the resident memory of the
// server through the whole run.
//
// Settings: BENCH_SECONDS (per measurement, default 1), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (50), BENCH_PAGES=all|kinds (kinds: one page per kind of
// address, e.g. one car of the collection).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatFigures, type BenchFigure } from "./bench/figures.ts";
import { ensureWrk, wrk } from "./bench/wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = process.env.BENCH_PAGES === "kinds" ? "kinds" : "all";
const SERVER_CORE = 1;
const LOAD_CORE = 0;
const ENCODINGS = { plain: {}, "gzip, br": { "Accept-Encoding": "gzip, br" } } as const;
type Encoding = keyof typeof ENCODINGS;
const root = path.resolve(import.meta.dirname, "..");

if (os.cpus().length < 2) throw new Error("npm run bench needs two cores: one for the server under test, one for the load.");
await ensureWrk();

interface Process {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node <args>` pinned to the server core; resolves once `ready` matches its output. */
function startPinned(args: string[], env: Record<string, string>, ready: RegExp, toUrl: (match: RegExpMatchArray) => string): Promise<Process> {
  const child = spawn("taskset", ["-c", String(SERVER_CORE), process.execPath, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start:\n${output}`)), 120_000);
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = output.match(ready);
      if (match && timer) {
        clearTimeout(timer);
        resolve({
          child,
          url: toUrl(match),
          output: () => output,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`)));
  });
}

/** Resident memory of a process, sampled until stopped. */
function sampleRss(pid: number, everyMs = 200) {
  const read = () => {
    try {
      const kb = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)?.[1];
      return kb ? Number(kb) * 1024 : 0;
    } catch {
      return 0;
    }
  };
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), everyMs);
  return { peak: () => Math.max(peak, read()), current: read, stop: () => clearInterval(timer) };
}

/** CPU time a process has used (user and system), in seconds: per answer, a figure the machine's other load barely moves. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const rate = (value: number) => `${Math.round(value).toLocaleString("en")} req/s`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The public pages to measure: the site map's addresses (path and query), or one per kind of address. */
function pagesOf(sitemap: string): string[] {
  const targets = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
  if (PAGES === "all") return targets;
  const kinds = new Map<string, string>();
  for (const target of targets) {
    const [pathname, search = ""] = target.split("?");
    const segments = pathname!.split("/").filter(Boolean);
    const language = segments[0] === "fr" ? segments.shift() : "";
    const kind = `${language}/${segments.map((segment, index) => (index === 0 ? segment : "*")).join("/")}?${search}`;
    if (!kinds.has(kind)) kinds.set(kind, target);
  }
  return [...kinds.values()];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-bench-"));
const adminEmail = "bench@example.com";
const adminPassword = `Bench-${crypto.randomBytes(12).toString("base64url")}`;
const port = await freePort();
// The site's own address: sign-in checks the Origin against it.
const serverEnv = { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword };
const figures: BenchFigure[] = [];
let server: Process | undefined;
let reference: Process | undefined;
try {
  console.log(`npm run bench: ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}, ${new Date().toISOString()}`);
  server = await startPinned(["server/main.ts"], serverEnv, /running on http:\/\/localhost:(\d+)/, (match) => `http://127.0.0.1:${match[1]}`);
  const memory = sampleRss(server.child.pid!);
  const pages = pagesOf(await (await fetch(`${server.url}/sitemap.xml`)).text());
  console.log(`${pages.length} pages (${PAGES}), ${SECONDS} s per measurement, ${ROUNDS} rounds, ${CONNECTIONS} connections`);

  // The bytes the site answers for each page, plain and encoded, for the reference to answer alike.
  const stored: Record<string, { plain: string; encoded?: { encoding: string; body: string } }> = {};
  for (const page of pages) {
    const plain = await fetch(server.url + page, { headers: { "Accept-Encoding": "identity" }, redirect: "manual" });
    if (plain.status !== 200) throw new Error(`${page} answered ${plain.status}`);
    stored[page] = { plain: Buffer.from(await plain.arrayBuffer()).toString("base64") };
    // fetch() would decode the body: ask with node:http's raw bytes instead.
    const encoded = await rawGet(server.url + page, { "Accept-Encoding": "gzip, br" });
    if (encoded.encoding) stored[page].encoded = { encoding: encoded.encoding, body: encoded.body.toString("base64") };
  }
  const pagesFile = path.join(dataDir, "bench-pages.json");
  fs.writeFileSync(pagesFile, JSON.stringify(stored));
  reference = await startPinned(["scripts/bench/reference-server.ts", pagesFile], {}, /"port":(\d+)/, (match) => `http://127.0.0.1:${match[1]}`);

  // Warm both (JIT, caches): the measured runs come after.
  for (const target of [server.url, reference.url]) await wrk({ url: `${target}/`, seconds: 3, connections: CONNECTIONS, core: LOAD_CORE });

  const results = new Map<string, { server: number[]; reference: number[]; serverCpu: number[]; referenceCpu: number[] }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of pages) {
      for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
        const key = `${page}\t${encoding}`;
        const entry = results.get(key) ?? { server: [], reference: [], serverCpu: [], referenceCpu: [] };
        results.set(key, entry);
        const order = round % 2 === 0 ? (["reference", "server"] as const) : (["server", "reference"] as const);
        for (const which of order) {
          const target = which === "server" ? server : reference;
          const cpuBefore = cpuSeconds(target.child.pid!);
          const result = await wrk({ url: target.url + page, seconds: SECONDS, connections: CONNECTIONS, core: LOAD_CORE, headers: ENCODINGS[encoding] });
          if (result.failures > 0) throw new Error(`${which} ${page} (${encoding}): ${result.failures} failed answers`);
          entry[which].push(result.requestsPerSecond);
          entry[which === "server" ? "serverCpu" : "referenceCpu"].push(((cpuSeconds(target.child.pid!) - cpuBefore) / result.requests) * 1e6);
        }
      }
    }
    console.log(`round ${round + 1}/${ROUNDS} done`);
  }
  const cached: BenchFigure[] = [];
  const lowest: Record<Encoding, { ratio: number; page: string }> = { plain: { ratio: Infinity, page: "" }, "gzip, br": { ratio: Infinity, page: "" } };
  for (const [key, entry] of results) {
    const [page, encoding] = key.split("\t") as [string, Encoding];
    const ratio = median(entry.server) / median(entry.reference);
    if (ratio < lowest[encoding].ratio) lowest[encoding] = { ratio, page };
    cached.push({
      figure: `cached ${page} (${encoding})`,
      value: `${ratio.toFixed(2)} × (${rate(median(entry.server))} ÷ ${rate(median(entry.reference))}); CPU per answer ${median(entry.serverCpu).toFixed(1)} µs ÷ ${median(entry.referenceCpu).toFixed(1)} µs`,
      goal: "≥ 0.50 ×",
      met: ratio >= 0.5,
    });
  }
  console.log(formatFigures("Cached public pages: this server ÷ plain Node answering the same bytes (medians)", cached));
  for (const encoding of Object.keys(lowest) as Encoding[]) {
    figures.push({ figure: `lowest cached ratio, ${encoding} (${lowest[encoding].page})`, value: `${lowest[encoding].ratio.toFixed(2)} ×`, goal: "≥ 0.50 ×", met: lowest[encoding].ratio >= 0.5 });
  }

  // Uncached: a signed-in admin's request is rendered every time.
  const cookie = await signIn(server.url, adminEmail, adminPassword);
  const uncachedPages = pages.filter((page) => ["/", "/fr", "/news", "/collection", "/events"].includes(page));
  for (const page of uncachedPages) {
    const throughput = await wrk({ url: server.url + page, seconds: Math.max(3, SECONDS), connections: 10, core: LOAD_CORE, headers: { Cookie: cookie } });
    const single = await wrk({ url: server.url + page, seconds: Math.max(3, SECONDS), connections: 1, core: LOAD_CORE, headers: { Cookie: cookie }, latency: true });
    if (throughput.failures + single.failures > 0) throw new Error(`uncached ${page}: failed answers`);
    const referenceRate = median(results.get(`${page}\tplain`)!.reference);
    figures.push({
      figure: `uncached ${page}: server ÷ plain Node`,
      value: `${(throughput.requestsPerSecond / referenceRate).toFixed(3)} × (${rate(throughput.requestsPerSecond)}); 1 connection p50 ${single.p50?.toFixed(1)} ms, p99 ${single.p99?.toFixed(1)} ms`,
      goal: "reported",
      met: true,
    });
  }

  memory.stop();
  figures.push({ figure: "resident memory of the server through the run (embedded database)", value: mb(memory.peak()), goal: "≤ 400 MB", met: memory.peak() <= 400 * 1024 * 1024 });
  console.log(formatFigures("Goals (issue 16)", figures));
  process.exitCode = figures.every((figure) => figure.met) && cached.every((figure) => figure.met) ? 0 : 1;
} finally {
  await reference?.stop();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** A GET whose body is kept as sent (fetch would decode it). */
async function rawGet(url: string, headers: Record<string, string>): Promise<{ encoding?: string; body: Buffer }> {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The session cookie of the bench's admin (created by ADMIN_EMAIL at the first start). */
async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`the bench admin could not sign in: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  if (!cookies.some((cookie) => cookie.includes("session_token"))) throw new Error("no session cookie after sign-in");
  return cookies.join("; ");
}
