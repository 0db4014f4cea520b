import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_ENV, serverCommand } from "../../server/node-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the production server (npm run build must have run) and waits until it serves
 * ("listening"), or only until its port is open (`until: "port"`: still starting, answering 503).
 */
export function startServer(env: Record<string, string>, timeoutMs = 60_000, { until = "listening" }: { until?: "listening" | "port" } = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, serverCommand(env.BUILD_DIR), {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV, NODE_ENV: "production", LOG_LEVEL: "info", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in time:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = output.match(until === "port" ? /"port":(\d+)[^\n]*"msg":"port open/ : /"port":(\d+)[^\n]*"msg":"listening"/);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve({
        url: `http://127.0.0.1:${match[1]}`,
        process: child,
        output: () => output,
        async stop() {
          child.kill("SIGTERM");
          return exited;
        },
      });
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
}

/** Runs a command of the project to its end. */
export function runNode(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** Runs the Dockerfile's HEALTHCHECK command against a running server, as the container runtime does; resolves with its exit code. */
export async function runDockerHealthCheck(server: RunningServer): Promise<number | null> {
  const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const command = JSON.parse(/^HEALTHCHECK [^\n]*\\\n\s*CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
  if (command[0] !== "node") throw new Error(`the health check runs ${command[0]}, not node`);
  return (await runNode(command.slice(1), { PORT: new URL(server.url).port })).code;
}
