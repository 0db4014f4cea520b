/**
 * The server under load (issue 17): 50 connections for 30 s on the home page,
 * then 50 connections for 30 s of newsletter subscriptions, each a new
 * address with its own idempotency key, all from one client as an attacker's
 * script would send them. Goals: no answer but the expected ones (200 for the
 * page; 2xx, 3xx or the per-address limit's 429 for the form), no socket
 * error or timeout, and exactly as many subscribers stored as subscriptions
 * acknowledged — never more than the hourly limit lets one client in, however
 * many arrive at once. wrk runs on the load core, the server on its own.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { BenchFigure } from "./figures.ts";
import { LOAD_CORE, type PinnedProcess } from "./processes.ts";
import { wrk } from "./wrk.ts";

export interface LoadOptions {
  seconds: number;
  connections: number;
  /** The site's public origin: a form post carries it (the cross-site check). */
  origin: string;
  /** A signed-in admin's cookie: the stored subscribers are read from the admin's CSV export. */
  sessionCookie: string;
  /** FORM_LIMIT_PER_IP of the server under load. */
  formLimitPerIp: number;
  workDir: string;
}

/** wrk's Lua: counts the answers by status and prints them at the end, one `status <code> <count>` line each. */
const COUNT_STATUSES = `
statuses = {}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end
function done(summary, latency, requests)
  for _, thread in ipairs(threads) do
    for code, count in pairs(thread:get("statuses")) do io.write(string.format("status %d %d\\n", code, count)) end
  end
end
`;

/**
 * Each request a new subscription, as the home page's form posts it: its own
 * address and idempotency key (a UUID), from the site's public origin to its
 * public host (React Router refuses a form post whose Origin is not its Host).
 */
function subscriptionScript(origin: string, run: string): string {
  return `${COUNT_STATUSES}
local serial = 0
function request()
  serial = serial + 1
  local body = string.format("email=load-%s-%d%%40example.com&idempotency_key=%s-%04x-4000-8000-%012x", "${run}", serial, "${run}", serial % 65536, serial)
  return wrk.format("POST", "/?index", { ["Host"] = "${new URL(origin).host}", ["Content-Type"] = "application/x-www-form-urlencoded", ["Origin"] = "${origin}" }, body)
end
`;
}

function statusCounts(output: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const match of output.matchAll(/^status (\d+) (\d+)$/gm)) counts.set(Number(match[1]), (counts.get(Number(match[1])) ?? 0) + Number(match[2]));
  return counts;
}

const describeCounts = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count.toLocaleString("en")} × ${status}`)
    .join(", ") || "no answers";

export async function measureLoad(server: PinnedProcess, options: LoadOptions): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];

  const pageScript = path.join(options.workDir, "load-page.lua");
  fs.writeFileSync(pageScript, COUNT_STATUSES);
  const page = await wrk({ url: `${server.url}/`, seconds: options.seconds, connections: options.connections, core: LOAD_CORE, script: pageScript });
  const pageCounts = statusCounts(page.output);
  const pageUnexpected = [...pageCounts].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0);
  figures.push({
    figure: `load: GET / at ${options.connections} connections for ${options.seconds} s`,
    value: `${Math.round(page.requestsPerSecond).toLocaleString("en")} req/s; ${describeCounts(pageCounts)}; ${page.socketErrors} socket errors`,
    goal: "every answer 200, no socket error",
    met: pageUnexpected === 0 && page.socketErrors === 0 && (pageCounts.get(200) ?? 0) > 0,
  });

  // A run's own addresses: a second run on the same data folder counts only its own.
  const run = crypto.randomBytes(4).toString("hex");
  const formScript = path.join(options.workDir, "load-subscribe.lua");
  fs.writeFileSync(formScript, subscriptionScript(options.origin, run));
  const form = await wrk({ url: server.url, seconds: options.seconds, connections: options.connections, core: LOAD_CORE, script: formScript });
  const formCounts = statusCounts(form.output);
  const acknowledged = [...formCounts].filter(([status]) => status >= 200 && status < 400).reduce((sum, [, count]) => sum + count, 0);
  const unexpected = [...formCounts].filter(([status]) => status >= 400 && status !== 429).reduce((sum, [, count]) => sum + count, 0);
  const exported = await fetch(`${server.url}/admin/subscribers/export.csv`, { headers: { Cookie: options.sessionCookie } });
  if (!exported.ok) throw new Error(`the subscribers' export answered ${exported.status}`);
  const stored = (await exported.text()).split("\n").filter((line) => line.includes(`load-${run}-`)).length;
  figures.push({
    figure: `load: POST /?index (subscriptions, one client) at ${options.connections} connections for ${options.seconds} s`,
    value: `${describeCounts(formCounts)}; ${form.socketErrors} socket errors; ${stored} stored for ${acknowledged} acknowledged (limit ${options.formLimitPerIp} per client per hour)`,
    goal: "only 2xx/3xx and 429, no socket error, stored = acknowledged ≤ the limit",
    met: unexpected === 0 && form.socketErrors === 0 && (formCounts.get(429) ?? 0) > 0 && stored === acknowledged && acknowledged <= options.formLimitPerIp,
  });
  return figures;
}
