/**
 * One server under the bench's memory work (memory.ts), with the Node flags
 * given: its peak resident memory, what process.memoryUsage said at that peak,
 * and on request the uncached render's rate and the process's mappings by
 * kind. How the heap flags of server/node-flags.ts were chosen.
 *
 *   node scripts/bench/memory-probe.ts <new | dataDir> [node flag …]
 *     PROBE_DATABASE_URL=postgresql://…   on PostgreSQL (an empty database: a first start)
 *     PROBE_UNCACHED=1                    also 3 × 8 s of signed-in /collection at 10 connections
 *     PROBE_MAPPINGS=1                    also resident memory by mapping (/proc/<pid>/smaps)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV, serverEntry } from "../../server/node-flags.ts";
import { exerciseServer, megabytes } from "./memory.ts";
import { freePort, LOAD_CORE, startPinned } from "./processes.ts";
import { sitemapPages } from "./throughput.ts";
import { wrk } from "./wrk.ts";

const [folder, ...nodeFlags] = process.argv.slice(2);
if (!folder) throw new Error("usage: node scripts/bench/memory-probe.ts <new | dataDir> [node flag …]");
const dataDir = folder === "new" ? fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-memory-")) : folder;
const memoryLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-memory-log-")), "log.jsonl");
const port = await freePort();
const publicUrl = `http://localhost:${port}`;
const admin = { email: "probe@example.com", password: "Probe-password-2026!" };

const started = Date.now();
const server = await startPinned(
  [...nodeFlags, "--import", path.join(import.meta.dirname, "memory-log.mjs"), serverEntry()],
  {
    ...SERVER_ENV,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: publicUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATA_DIR: dataDir,
    MEMORY_LOG: memoryLog,
    ...(process.env.PROBE_DATABASE_URL ? { DATABASE_URL: process.env.PROBE_DATABASE_URL } : {}),
  },
  /running on http:\/\/localhost:(\d+)/,
  (match) => `http://127.0.0.1:${match[1]}`,
);
try {
  console.log(`started in ${Date.now() - started} ms, ${megabytes(server.rss.peak())} at most so far`);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, { method: "POST", headers: { "Content-Type": "application/json", Origin: publicUrl }, body: JSON.stringify(admin) });
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const pages = sitemapPages(await (await fetch(`${server.url}/sitemap.xml`)).text(), "kinds");
  await exerciseServer(server, { pages, uncachedPages: pages.filter((page) => ["/", "/fr", "/news", "/collection"].includes(page)), sessionCookie: cookie, connections: 50 });
  if (process.env.PROBE_UNCACHED) {
    const rates: number[] = [];
    for (let round = 0; round < 3; round++) rates.push((await wrk({ url: `${server.url}/collection`, seconds: 8, connections: 10, core: LOAD_CORE, headers: { Cookie: cookie } })).requestsPerSecond);
    console.log(`uncached /collection: ${rates.map((rate) => Math.round(rate)).join(", ")} req/s`);
  }
  console.log(`peak ${megabytes(server.rss.peak())} (data folder ${dataDir})`);
  console.log(`at the peak, process.memoryUsage() in MB: ${fs.readFileSync(memoryLog, "utf8").trim().split("\n").at(-1)}`);
  if (process.env.PROBE_MAPPINGS) printMappings(server.pid);
} finally {
  await server.stop();
}

/** Resident memory by mapping: V8's heap pages are anonymous 256 kB mappings, malloc's heap is [heap], the binary is itself. */
function printMappings(pid: number) {
  const kinds = new Map<string, { kilobytes: number; count: number }>();
  for (const block of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split(/\n(?=[0-9a-f]+-[0-9a-f]+ )/)) {
    const size = Number(/\nSize:\s+(\d+)/.exec(block)?.[1] ?? 0);
    const rss = Number(/\nRss:\s+(\d+)/.exec(block)?.[1] ?? 0);
    const name = block.split("\n")[0]!.split(/\s+/).slice(5).join(" ") || (size === 256 ? "[anonymous, 256 kB: V8 heap pages]" : "[anonymous]");
    const kind = kinds.get(name) ?? { kilobytes: 0, count: 0 };
    kind.kilobytes += rss;
    kind.count++;
    kinds.set(name, kind);
  }
  for (const [name, { kilobytes, count }] of [...kinds].sort((a, b) => b[1].kilobytes - a[1].kilobytes).slice(0, 12)) console.log(`${String(Math.round(kilobytes / 1024)).padStart(6)} MB  ${count} ×  ${name}`);
}
