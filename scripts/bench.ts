// npm run bench: how fast and how lean the production server is (issue 16),
// as ratios against references measured in the same run on the same machine
// (never absolute numbers alone: the machine is shared and noisy). Each part
// is a module of scripts/bench/ that also runs on its own:
//
// - JavaScript each public page loads ÷ a React Router hello world built now
//   (js-weight.ts), and no admin/editor/drag-and-drop code in public chunks;
// - throughput of every public page (site map, both languages), plain and
//   gzip+br, served from the render cache ÷ a plain Node server answering the
//   same bytes — each in its own process, pinned with taskset to one core, wrk
//   on the other — and the uncached render (throughput.ts, decision 018);
// - images: none sent at more than 2 × its displayed size at 390 and 1366 px
//   (images.ts), and Lighthouse mobile on every page (lighthouse.ts; fetched
//   by npx on first use) — after the throughput, on a machine otherwise idle;
// - resident memory of the server through the whole run.
//
// Settings: BENCH_SECONDS (per measurement, default 1), BENCH_ROUNDS (3),
// BENCH_CONNECTIONS (50), BENCH_PAGES=all|kinds (kinds: one page per kind of
// address, e.g. one car of the collection), BENCH_LIGHTHOUSE=0 and
// BENCH_IMAGES=0 to leave those parts out.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatFigures, type BenchFigure } from "./bench/figures.ts";
import { measureImageSizes } from "./bench/images.ts";
import { measureJsWeight } from "./bench/js-weight.ts";
import { measureLighthouse } from "./bench/lighthouse.ts";
import { freePort, ROOT, startPinned, type PinnedProcess } from "./bench/processes.ts";
import { measureThroughput, sitemapPages } from "./bench/throughput.ts";
import { ensureWrk } from "./bench/wrk.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGES = process.env.BENCH_PAGES === "kinds" ? "kinds" : "all";
const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR ?? "build");
const MB = 1024 * 1024;

if (os.cpus().length < 2) throw new Error("npm run bench needs two cores: one for the server under test, one for the load.");
await ensureWrk();

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

/** The session cookie of the bench's admin (made by ADMIN_EMAIL at the first start). */
async function signIn(server: PinnedProcess, origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`the bench admin could not sign in: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  if (!cookies.some((cookie) => cookie.includes("session_token"))) throw new Error("no session cookie after sign-in");
  return cookies.join("; ");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-bench-"));
const admin = { email: "bench@example.com", password: `Bench-${crypto.randomBytes(12).toString("base64url")}` };
const port = await freePort();
const publicUrl = `http://localhost:${port}`;
const goals: BenchFigure[] = [];
let server: PinnedProcess | undefined;
try {
  console.log(`npm run bench: ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}, ${new Date().toISOString()}`);

  const javascript = await measureJsWeight(BUILD_DIR);
  console.log(formatFigures("JavaScript per public page (gzip -9) ÷ React Router hello world built in this run", javascript));
  goals.push(...javascript.filter((figure) => !figure.met || figure.figure.startsWith("public chunks")));

  // A first start on an empty folder: migrations, demo content and its images, then the whole run.
  server = await startPinned(
    ["server/main.ts"],
    { NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: publicUrl, DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    /running on http:\/\/localhost:(\d+)/,
    (match) => `http://127.0.0.1:${match[1]}`,
  );
  const memory = sampleRss(server.pid);
  const pages = sitemapPages(await (await fetch(`${server.url}/sitemap.xml`)).text(), PAGES);
  console.log(`\nthroughput: ${pages.length} pages (${PAGES}), ${SECONDS} s per measurement, ${ROUNDS} rounds, ${CONNECTIONS} connections`);
  const throughput = await measureThroughput(server, {
    pages,
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    workDir: dataDir,
    sessionCookie: await signIn(server, publicUrl, admin.email, admin.password),
    uncachedPages: pages.filter((page) => ["/", "/fr", "/news", "/collection"].includes(page)),
  });
  console.log(formatFigures("Cached public pages: this server ÷ plain Node answering the same bytes (medians)", throughput.pages));
  goals.push(...throughput.summary);

  // The site's own addresses (its public URL), as a browser asks for them.
  const addresses = pages.map((page) => publicUrl + page);
  if (process.env.BENCH_IMAGES !== "0") {
    const images = await measureImageSizes(publicUrl, addresses);
    console.log(formatFigures("Images: file pixels ÷ displayed pixels, worst per page (390 and 1366 px, scale 1)", images));
    goals.push(...images.filter((figure) => !figure.met || figure.figure.startsWith("images at ")));
  }
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    const lighthouse = await measureLighthouse(publicUrl, addresses);
    console.log(formatFigures("Lighthouse mobile (Debian's Chromium, default throttling)", lighthouse));
    goals.push(...lighthouse.filter((figure) => !figure.met || figure.figure.startsWith("Lighthouse mobile, ")));
  }

  memory.stop();
  goals.push({ figure: "resident memory of the server through the run (embedded database, first start)", value: `${Math.round(memory.peak() / MB)} MB`, goal: "≤ 400 MB", met: memory.peak() <= 400 * MB });
  console.log(formatFigures("Goals (issue 16): each figure next to its goal", goals));
  process.exitCode = goals.every((figure) => figure.met) && throughput.pages.every((figure) => figure.met) ? 0 : 1;
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
