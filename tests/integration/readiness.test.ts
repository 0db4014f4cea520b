import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATION_LOCK_KEY } from "../../app/platform/db.server.ts";
import { createScratchDatabase, postgresAdminUrl } from "../support/postgres.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { relayTo } from "../support/tcp-relay.ts";

/**
 * /readyz against the production server on PostgreSQL (issue 18): 503 while
 * the migrations wait (another process holds their lock, as when several
 * servers start at once), 200 once serving, 503 within its deadline when the
 * database stops answering, 200 again when it comes back. /healthz stays the
 * liveness answer with its three checks.
 */
const folders: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

async function readiness(server: RunningServer): Promise<{ status: number; body: { status: string; detail?: string } }> {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; detail?: string } };
}

describe.runIf(postgresAdminUrl())("readiness on PostgreSQL", () => {
  it("is 503 while the migrations wait, 200 once serving, 503 while the database is unreachable, 200 when it is back", { timeout: 120_000 }, async () => {
    const database = await createScratchDatabase("ecurie_readiness");
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-readiness-"));
    folders.push(dataDir);
    const relay = await relayTo(new URL(database.url));
    cleanups.push(() => relay.close());
    const throughRelay = new URL(database.url);
    throughRelay.hostname = "127.0.0.1";
    throughRelay.port = String(relay.port);

    // Another process migrating: the lock the server waits for.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    cleanups.push(() => other.end());
    await other.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);

    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: throughRelay.toString(), SEED_DEMO: "0" }, 60_000, { until: "port" });
    cleanups.push(async () => void (await server.stop()));
    expect(await readiness(server)).toEqual({ status: 503, body: { status: "starting", detail: "applying migrations and preparing the content" } });
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toBe("The site is starting. Try again in a moment.\n");
    const form = await fetch(`${server.url}/contact`, { method: "POST", headers: { Origin: server.url }, body: new URLSearchParams({ name: "Early" }) });
    expect(form.status).toBe(503);

    await other.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    await expect.poll(() => server.output(), { timeout: 60_000 }).toMatch(/"msg":"listening"/);
    expect(await readiness(server)).toEqual({ status: 200, body: { status: "ready" } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await relay.cut();
    const cut = await readiness(server);
    expect(cut.status).toBe(503);
    expect(cut.body.status).toBe("unavailable");
    expect(cut.body.detail).toBe("database");
    // What went wrong is for the operator's log, not for whoever asks.
    await expect.poll(() => server.output()).toMatch(/"msg":"readiness: the database did not answer"/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

    await relay.restore();
    await expect.poll(async () => (await readiness(server)).status, { timeout: 30_000 }).toBe(200);
  });
});

describe("readiness on the embedded database", () => {
  it("is 200 once the server listens, and the process still stops cleanly", { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-readiness-pglite-"));
    folders.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "0" });
    expect(await readiness(server)).toEqual({ status: 200, body: { status: "ready" } });
    expect(server.output()).toMatch(/"msg":"port open; starting/);
    expect(await server.stop()).toBe(0);
  });
});
