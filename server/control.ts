import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Logger } from "pino";

/**
 * The running server's local control: HTTP on a Unix socket in DATA_DIR
 * (DATA_DIR/control.sock, mode 600), for the operator's commands that need
 * the process holding the embedded database — `npm run backup` while the
 * site runs. Only the server's user can open it, and nothing of it is
 * reachable from the network. Started on the embedded database only: on
 * PostgreSQL the commands open the database themselves.
 */
export const CONTROL_SOCKET = "control.sock";
// sockaddr_un holds 108 bytes on Linux, the terminating NUL included.
const MAX_SOCKET_PATH = 107;

export interface ControlActions {
  /** Takes a backup; resolves with what to tell the operator (JSON). */
  backup(): Promise<unknown>;
}

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_SOCKET);
}

export async function startControlSocket(dataDir: string, actions: ControlActions, log: Logger): Promise<{ close(): Promise<void> } | null> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn({ socketPath }, "control socket not started: its path is too long for a Unix socket (npm run backup needs the server stopped)");
    return null;
  }
  // This process holds the data folder's lock: a socket file there is a crashed run's.
  fs.rmSync(socketPath, { force: true });
  let busy = false;
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (req.method !== "POST" || req.url !== "/backup") return answer(404, { error: "unknown command" });
    if (busy) return answer(409, { error: "a backup is already being taken" });
    busy = true;
    actions
      .backup()
      .then((result) => answer(200, result))
      .catch((error: unknown) => {
        log.error({ err: error }, "backup failed");
        answer(500, { error: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => (busy = false));
  });
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));
  } finally {
    process.umask(previous);
  }
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Asks the server holding a data folder to run a command; resolves with its JSON answer, or rejects with what it said. */
export function askServer(dataDir: string, command: "backup"): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: controlSocketPath(dataDir), path: `/${command}`, method: "POST" }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        let parsed: { error?: string };
        try {
          parsed = JSON.parse(body || "{}") as { error?: string };
        } catch {
          return reject(new Error(`the server answered ${response.statusCode} with something else than JSON`));
        }
        if (response.statusCode === 200) resolve(parsed);
        else reject(new Error(parsed.error ?? `the server answered ${response.statusCode}`));
      });
    });
    request.on("error", reject);
    request.end();
  });
}
