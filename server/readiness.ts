import type { IncomingMessage, ServerResponse } from "node:http";
import { lingerOnUnreadBody, smallDeclaredBody } from "./unread-body.ts";

/**
 * What the process answers before the site can serve, and `/readyz`
 * (issue 18). The port opens first, so a load balancer and an operator see
 * the process starting instead of a refused connection; until the database
 * is migrated and the first content prepared, every request is answered 503
 * with Retry-After. Then:
 *
 * - `/healthz` (the app's route) stays the liveness answer: the database,
 *   the storage and the mail transport each checked, and only the verdict
 *   told (the detail goes to the log and the admin's System page);
 * - `/readyz` says whether to send traffic here: 503 while starting, while
 *   stopping (the load balancer drains this process before it exits), and
 *   when the database does not answer within READY_TIMEOUT_MS.
 */
export type Phase = "starting" | "serving" | "stopping";
export const READINESS_PATH = "/readyz";
const READY_TIMEOUT_MS = 2_000;

function answerJson(res: ServerResponse, status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers }).end(JSON.stringify(body));
}

export function isReadinessRequest(req: IncomingMessage): boolean {
  return (req.method === "GET" || req.method === "HEAD") && (req.url === READINESS_PATH || req.url?.startsWith(`${READINESS_PATH}?`) === true);
}

/** Any request while the site is starting: 503, come back in a few seconds. */
export async function answerStarting(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // The body is not read. A small declared one Node drops after the answer and the connection
  // stays; any other is read and dropped first, then the connection ends: closed on bytes still
  // coming, it would be reset, and the client could lose this answer (server/unread-body.ts).
  let close = false;
  if (!req.complete && !smallDeclaredBody(req)) {
    await lingerOnUnreadBody(req);
    close = true;
  }
  const headers = { "Retry-After": "5", ...(close ? { Connection: "close" } : {}) };
  if (isReadinessRequest(req) || req.url === "/healthz") {
    return answerJson(res, 503, { status: "starting", detail: "applying migrations and preparing the content" }, headers);
  }
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers }).end("The site is starting. Try again in a moment.\n");
}

/**
 * /readyz once started: the phase, then a database round trip with a deadline.
 * Anyone may ask, so a failure says only which part failed; its error (which
 * may name the database's host or user) goes to `onFailure`, for the log.
 */
export async function answerReadiness(res: ServerResponse, phase: Phase, pingDatabase: () => Promise<void>, onFailure: (error: unknown) => void = () => {}): Promise<void> {
  if (phase !== "serving") return answerJson(res, 503, { status: phase }, { "Retry-After": "5" });
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDatabase(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      }),
    ]);
    answerJson(res, 200, { status: "ready" });
  } catch (error) {
    onFailure(error);
    answerJson(res, 503, { status: "unavailable", detail: "database" }, { "Retry-After": "5" });
  } finally {
    clearTimeout(timer);
  }
}
