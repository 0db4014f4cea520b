import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { answerReadiness, answerStarting, isReadinessRequest, type Phase } from "./readiness.ts";

/** A server answering every request as main.ts does for /readyz, in a given phase, with a given database ping. */
async function serve(phase: Phase, ping: () => Promise<void>) {
  const server = http.createServer((req, res) => {
    if (!isReadinessRequest(req)) return answerStarting(req, res);
    void answerReadiness(res, phase, ping);
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
    expect(await response.json()).toEqual({ status: "unavailable", detail: "database: no answer in 2000 ms" });
  });

  it("is 200 when the database answers, and takes a query string but no other method", async () => {
    const url = await serve("serving", async () => {});
    expect((await fetch(`${url}/readyz?probe=lb`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`, { method: "POST" })).status).toBe(503);
  });
});
