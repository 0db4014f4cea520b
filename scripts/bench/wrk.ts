/**
 * wrk (Debian's package), the bench's load generator: a separate process,
 * pinned to its own core with taskset, so that it never shares a process or
 * a core with the server it measures (issue 16).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface WrkOptions {
  url: string;
  seconds: number;
  connections: number;
  /** The core the load runs on (taskset -c). */
  core: number;
  headers?: Record<string, string>;
  /** Ask wrk for its latency percentiles. */
  latency?: boolean;
  /** A Lua script of wrk's (-s): what each request is, and what is printed at the end. */
  script?: string;
}

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  /** Answers other than 2xx/3xx, and socket errors: a run with any is not a measurement. */
  failures: number;
  /** Socket errors alone (connect, read, write, timeout). */
  socketErrors: number;
  /** wrk's whole report, for what a script printed. */
  output: string;
  /** Milliseconds, when latency was asked. */
  p50?: number;
  p99?: number;
}

export async function ensureWrk(): Promise<void> {
  try {
    await run("wrk", ["--version"]).catch((error: { stdout?: string }) => {
      // wrk --version prints its banner and exits 1.
      if (!/wrk/.test(error.stdout ?? "")) throw error;
    });
  } catch {
    throw new Error("npm run bench needs wrk (Debian: apt-get install wrk) and taskset (util-linux).");
  }
}

export async function wrk(options: WrkOptions): Promise<WrkResult> {
  const args = ["-c", String(options.core), "wrk", "-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--timeout", "10s"];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (options.latency) args.push("--latency");
  if (options.script) args.push("-s", options.script);
  args.push(options.url);
  const { stdout } = await run("taskset", args, { maxBuffer: 1024 * 1024 });
  const number = (pattern: RegExp) => Number(stdout.match(pattern)?.[1] ?? Number.NaN);
  const millis = (percentile: string) => {
    const match = stdout.match(new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, "m"));
    if (!match) return undefined;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  const socketErrors = stdout.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrorCount = socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  const failures = (Number.isNaN(number(/Non-2xx or 3xx responses: (\d+)/)) ? 0 : number(/Non-2xx or 3xx responses: (\d+)/)) + socketErrorCount;
  const result: WrkResult = {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    failures,
    socketErrors: socketErrorCount,
    output: stdout,
  };
  if (options.latency) {
    result.p50 = millis("50");
    result.p99 = millis("99");
  }
  if (Number.isNaN(result.requestsPerSecond)) throw new Error(`wrk printed no rate for ${options.url}:\n${stdout}`);
  return result;
}
