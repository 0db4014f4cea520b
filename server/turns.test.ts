import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTurnQueue } from "./turns.ts";

/** Keeps the thread busy, as a render does. */
function work(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("createTurnQueue", () => {
  it("starts the waiting requests in the order they came", async () => {
    const turns = createTurnQueue();
    const started: number[] = [];
    await Promise.all([0, 1, 2, 3, 4].map((index) => turns.turn().then(() => started.push(index))));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(turns.waiting()).toBe(0);
  });

  it("lets the event loop accept a new connection between two starts", async () => {
    const events: string[] = [];
    const server = net.createServer((socket) => {
      events.push("accepted");
      socket.destroy();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    const turns = createTurnQueue();
    const requests = [0, 1, 2, 3, 4].map((index) =>
      turns.turn().then(() => {
        events.push(`start ${index}`);
        // The first request's work begins while a visitor connects.
        if (index === 0) net.connect(port, "127.0.0.1").on("error", () => {});
        work(10);
      }),
    );
    await Promise.all(requests);
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Started all in one turn, the five would run before the poll phase accepts the connection.
    expect(events.indexOf("accepted")).toBeGreaterThan(0);
    expect(events.indexOf("accepted")).toBeLessThan(events.indexOf("start 4"));
  });

  it("starts a request that comes when nobody waits on the next turn, and one that comes later too", async () => {
    const turns = createTurnQueue();
    await turns.turn();
    await new Promise((resolve) => setImmediate(resolve));
    await turns.turn();
    expect(turns.waiting()).toBe(0);
  });
});
