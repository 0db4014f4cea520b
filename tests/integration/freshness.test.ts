import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Freshness at scale (issue 16): two server processes on one PostgreSQL, each
 * with its render cache. A write acknowledged by one must show in the other's
 * very next answer — not within a second, at once: the cache answers a request
 * only with a content version read after that request arrived.
 */
const ADMIN = { email: "fresh@example.com", password: "Fresh-Paint-Monza-1971" };
const ROUNDS = 20;

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let writer: RunningServer | undefined;
  let reader: RunningServer | undefined;
  let client: Client;
  const name = `ecurie_fresh_${Date.now()}`;
  const folders: string[] = [];

  beforeAll(async () => {
    const pg = await import("pg");
    client = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const folder = () => {
      const made = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-fresh-"));
      folders.push(made);
      return made;
    };
    // One after the other: the first migrates and seeds, the second finds the site made.
    writer = await startServer({ DATA_DIR: folder(), DATABASE_URL: url.toString(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    reader = await startServer({ DATA_DIR: folder(), DATABASE_URL: url.toString() });
  }, 120_000);

  afterAll(async () => {
    await writer?.stop();
    await reader?.stop();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("a write through one is seen by the other's next request, while the other still answers from its cache", async () => {
    const post = (pathname: string, fields: Record<string, string>, cookie = "") =>
      fetch(writer!.url + pathname, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: writer!.url, Cookie: cookie },
        body: new URLSearchParams(fields),
      });
    const signedIn = await post("/admin/login", ADMIN);
    expect(signedIn.status).toBe(302);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    let stale = 0;
    let hits = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // The reader has the page in its cache before the write.
      await (await fetch(`${reader!.url}/privacy`)).text();
      const mark = `Freshness mark ${round}-${Math.random().toString(36).slice(2)}.`;
      const saved = await post("/admin/legal/privacy", { body: `# Privacy\n\n${mark}`, body_fr: "" }, cookie);
      expect(saved.status, await saved.clone().text()).toBeLessThan(400);
      const next = await fetch(`${reader!.url}/privacy`);
      if (!(await next.text()).includes(mark)) stale++;
      const again = await fetch(`${reader!.url}/privacy`);
      expect(await again.text()).toContain(mark);
      if (again.headers.get("x-render-cache") === "hit") hits++;
    }
    expect(stale).toBe(0);
    // Fresh, and still served from the cache between writes.
    expect(hits).toBe(ROUNDS);
  });
});
