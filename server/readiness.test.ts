import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answerReadiness, answerStarting, isReadinessRequest, type Phase } from "./readiness.ts";

/** A server answering every request as main.ts does for /readyz, in a given phase, with a given database ping. */
async function serve(phase: Phase, ping: () => Promise<void>, onFailure?: (error: unknown) => void) {
  const server = http.createServer((req, res) => {
    if (!isReadinessRequest(req)) return void answerStarting(req, res);
    void answerReadiness(res, phase, ping, onFailure);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("/readyz", () => {
  it("is 503 while the process stops, without asking the database", async () => {
    let asked = false;
    const url = await serve("stopping", async () => void (asked = true));
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "stopping" });
    expect(asked).toBe(false);
  });

  it("is 503 when the database does not answer within its deadline", async () => {
    const url = await serve("serving", () => new Promise(() => {}));
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", detail: "database" });
  });

  it("tells a caller which part failed, never the database's error: that goes to the log", async () => {
    const logged: unknown[] = [];
    const url = await serve("serving", () => Promise.reject(new Error('password authentication failed for user "site" at db.internal:5432')), (error) => logged.push(error));
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "unavailable", detail: "database" });
    expect(body).not.toMatch(/password|db\.internal|site/);
    expect(logged).toHaveLength(1);
    expect(String(logged[0])).toContain("db.internal");
  });

  it("is 200 when the database answers, and takes a query string but no other method", async () => {
    const url = await serve("serving", async () => {});
    expect((await fetch(`${url}/readyz?probe=lb`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`, { method: "POST" })).status).toBe(503);
  });
});

describe("a request while the process starts", () => {
  /**
   * A POST whose body is sent in pieces, over a while, on a keep-alive connection of its own:
   * the answer and whether the connection stays, once the whole body is sent without an error.
   */
  function post(url: string, pieces: number, pieceBytes: number): Promise<{ status: number; text: string; connection: string | undefined }> {
    const agent = new http.Agent({ keepAlive: true });
    const sent = new Promise<void>((resolve, reject) => {
      const request = http.request(`${url}/contact`, { method: "POST", agent, headers: { "Content-Length": String(pieces * pieceBytes) } }, (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.on("end", () => answered({ status: response.statusCode ?? 0, text, connection: response.headers.connection }));
      });
      request.on("error", reject);
      let written = 0;
      const next = () => {
        if (written++ === pieces) return void request.end(resolve);
        request.write(Buffer.alloc(pieceBytes, 120), (error) => (error ? reject(error) : setTimeout(next, 5)));
      };
      next();
    });
    let answered!: (answer: { status: number; text: string; connection: string | undefined }) => void;
    const answer = new Promise<{ status: number; text: string; connection: string | undefined }>((resolve) => (answered = resolve));
    return Promise.all([answer, sent])
      .then(([result]) => result)
      .finally(() => agent.destroy());
  }

  it("answers 503 to a form and keeps the connection: Node drops its small body", async () => {
    const url = await serve("starting", async () => {});
    expect(await post(url, 1, 200)).toEqual({ status: 503, text: "The site is starting. Try again in a moment.\n", connection: "keep-alive" });
  });

  it("reads a large body still coming before it answers and closes: the client gets the 503, not a reset", async () => {
    const url = await serve("starting", async () => {});
    expect(await post(url, 40, 64 * 1024)).toEqual({ status: 503, text: "The site is starting. Try again in a moment.\n", connection: "close" });
  });
});
