/**
 * The processes of `npm run bench`: each server pinned to its core with
 * taskset, its CPU time read from /proc, a free port, a GET that keeps the
 * bytes as sent.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");
/** The server under test and the reference run on this core, one loaded at a time; the load runs on the other. */
export const SERVER_CORE = 1;
export const LOAD_CORE = 0;

export interface PinnedProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  output(): string;
  /** Its resident memory, sampled from the moment it was spawned (start-up included). */
  rss: RssSampler;
  stop(): Promise<void>;
}

/** Starts `node <args>` pinned to the server core; resolves once `ready` matches its output. */
export function startPinned(args: string[], env: Record<string, string>, ready: RegExp, toUrl: (match: RegExpMatchArray) => string): Promise<PinnedProcess> {
  // taskset execs node: the child's pid is the server's.
  const child = spawn("taskset", ["-c", String(SERVER_CORE), process.execPath, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const rss = sampleRss(child.pid!);
  child.once("exit", () => rss.stop());
  let output = "";
  // Only the start is kept: a long run's log is not the bench's to hold.
  const keep = (chunk: Buffer) => {
    if (output.length < 1_000_000) output += chunk;
  };
  child.stderr!.on("data", keep);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(" ")} did not start:\n${output}`)), 180_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      keep(chunk);
      const match = output.match(ready);
      if (!match || !timer) return;
      clearTimeout(timer);
      resolve({
        child,
        pid: child.pid!,
        url: toUrl(match),
        output: () => output,
        rss,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`)));
  });
}

/** Resident memory of a process, sampled until stopped. */
export type RssSampler = ReturnType<typeof sampleRss>;

export function sampleRss(pid: number, everyMs = 100) {
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

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU time a process has used (user and system), in seconds: per answer, a figure the machine's other load barely moves. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** A GET whose body is kept as sent (fetch would decode it), with its headers as sent ([name, value, …]). */
export function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; encoding?: string; headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, encoding: response.headers["content-encoding"], headers: response.rawHeaders, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
