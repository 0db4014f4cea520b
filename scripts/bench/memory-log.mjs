// Loaded into the server by memory-probe.ts (`node --import`): appends the
// process's memory (process.memoryUsage, in MB) to $MEMORY_LOG at each new
// resident peak, so the probe can say what the peak was made of.
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { setInterval } from "node:timers";

const file = process.env.MEMORY_LOG;
let peak = 0;
const timer = setInterval(() => {
  const usage = process.memoryUsage();
  if (usage.rss <= peak) return;
  peak = usage.rss;
  const inMegabytes = Object.fromEntries(Object.entries(usage).map(([name, bytes]) => [name, Math.round(bytes / 1048576)]));
  fs.appendFileSync(file, `${JSON.stringify({ ms: Math.round(performance.now()), ...inMegabytes })}\n`);
}, 250);
timer.unref();
