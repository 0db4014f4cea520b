// npm run bench: throughput of the production server, as ratios against a
// reference measured in the same run on the same machine (never absolute
// numbers: the machine is shared and noisy).
//
// - reference: a plain Node HTTP server answering a static string of the same
//   size as the home page;
// - cached: the home page and /events for an anonymous visitor (render cache);
// - uncached: the same pages rendered by React Router every time (a session
//   cookie bypasses the cache).
// Target (DESIGN.md "Budgets"): cached ≥ 0.5 × reference.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const root = path.resolve(import.meta.dirname, "..");

async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function startApp(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/running on http:\/\/localhost:(\d+)/);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-bench-"));
const app = await startApp(dataDir);
try {
  const homeHtml = await (await fetch(`${app.url}/`)).text();
  const reference = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(homeHtml);
  });
  await new Promise<void>((resolve) => reference.listen(0, "127.0.0.1", resolve));
  const referenceUrl = `http://127.0.0.1:${(reference.address() as { port: number }).port}/`;

  const rows: Array<[string, number]> = [];
  const referenceRps = await measure(referenceUrl);
  rows.push(["reference: static string, same size", referenceRps]);
  for (const page of ["/", "/events"]) {
    rows.push([`cached ${page}`, await measure(app.url + page)]);
    rows.push([`uncached ${page}`, await measure(app.url + page, { cookie: "better-auth.session_token=bench" })]);
  }
  reference.close();

  console.log(`\nThroughput over ${DURATION_S} s, ${CONNECTIONS} connections (home page ${homeHtml.length} bytes)\n`);
  for (const [name, rps] of rows) console.log(`${name.padEnd(40)} ${rps.toFixed(0).padStart(8)} req/s   ${(rps / referenceRps).toFixed(3)} × reference`);
  const cachedHome = rows.find(([name]) => name === "cached /")![1] / referenceRps;
  console.log(`\ncached home page: ${cachedHome.toFixed(2)} × reference (target ≥ 0.50): ${cachedHome >= 0.5 ? "met" : "NOT met"}`);
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
