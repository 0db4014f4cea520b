import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../support/databases.ts";
import { serverDatabase, type ServerDatabase } from "../support/server-database.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

/**
 * "Send me a reset link" must not tell an admin's address from a stranger's by
 * the time it takes: for an admin a link is made and e-mailed, for a stranger
 * nothing is. Against a mail server that takes 200 ms to accept a message (a
 * remote one under load), the answer for the admin's address used to wait for
 * it: slower in every pair. Now the e-mail leaves after the answer. Measured in
 * pairs, the order within a pair alternating, through the admin's form and the
 * auth API, on both databases; every admin request still gets its e-mail.
 */
const ADMIN = { email: "keeper-of-links@example.com", password: "Reset-Spa-Francorchamps-1970" };
const PAIRS = 40;
const SMTP_DELAY_MS = 200;

interface Channel {
  name: string;
  send(server: RunningServer, email: string, client: string): Promise<Response>;
}

const CHANNELS: Channel[] = [
  {
    name: "the forgot-password form",
    send: (server, email, client) =>
      fetch(`${server.url}/admin/forgot-password`, { method: "POST", headers: { Origin: server.url, "X-Forwarded-For": client }, body: new URLSearchParams({ email }) }),
  },
  {
    name: "the auth API",
    send: (server, email, client) =>
      fetch(`${server.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/json", "X-Forwarded-For": client },
        body: JSON.stringify({ email, redirectTo: "/admin/reset-password" }),
      }),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(testDatabaseKinds())("forgot-password on %s", (kind) => {
  let dataDir: string;
  let database: ServerDatabase;
  let server: RunningServer;
  let sink: SmtpSink;
  let pairNumber = 0;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-forgot-"));
    database = await serverDatabase(kind, dataDir, "ecurie_forgot");
    sink = await startSmtpSink({ onMessage: () => new Promise((resolve) => setTimeout(resolve, SMTP_DELAY_MS)) });
    server = await startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      SMTP_URL: sink.url,
      TRUST_PROXY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...database.env,
    });
  }, 120_000);
  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    await sink?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(CHANNELS)("through $name: the same answer in the same time for an admin's address and a stranger's", { timeout: 120_000 }, async (channel) => {
    const before = sink.countFor(ADMIN.email);
    const admin: number[] = [];
    const stranger: number[] = [];
    let adminSlower = 0;
    for (let pair = 0; pair < PAIRS; pair++) {
      // A client of its own per pair: the per-address limits (10 an hour) stay out of the measure.
      const client = `198.51.100.${++pairNumber}`;
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await channel.send(server, email, client);
        const body = await response.text();
        return { ms: performance.now() - started, status: response.status, body };
      };
      const strangerEmail = `nobody-${pairNumber}@example.com`;
      let adminAnswer, strangerAnswer;
      if (pair % 2 === 0) {
        adminAnswer = await timed(ADMIN.email);
        strangerAnswer = await timed(strangerEmail);
      } else {
        strangerAnswer = await timed(strangerEmail);
        adminAnswer = await timed(ADMIN.email);
      }
      expect(adminAnswer.status).toBe(200);
      expect(strangerAnswer.status).toBe(200);
      // The same words for both: nothing in the answer tells them apart either (the page's per-response token and the typed address aside).
      const words = (answer: { body: string }, email: string) => answer.body.replaceAll(email, "<address>").replace(/nonce="[^"]*"/g, "");
      expect(words(adminAnswer, ADMIN.email)).toBe(words(strangerAnswer, strangerEmail));
      admin.push(adminAnswer.ms);
      stranger.push(strangerAnswer.ms);
      if (adminAnswer.ms > strangerAnswer.ms) adminSlower++;
      // The admin's link made and sent before the next pair: each answer is timed on a server at rest.
      await expect.poll(() => sink.countFor(ADMIN.email) - before, { timeout: 30_000 }).toBe(pair + 1);
    }
    const gap = median(admin) - median(stranger);
    const figures = `admin slower in ${adminSlower} of ${PAIRS} pairs; medians ${median(admin).toFixed(0)} ms (admin) and ${median(stranger).toFixed(0)} ms (stranger)`;
    console.info(`forgot-password timing, ${kind}, ${channel.name}: ${figures}`);
    // With the e-mail in the answer's time, the admin's was slower in every pair, by the mail server's 200 ms.
    // Without, which of the two is slower is a coin toss: 32 of 40 or more happens once in 10,000 runs.
    expect(adminSlower, figures).toBeLessThan(32);
    expect(gap, figures).toBeLessThan(SMTP_DELAY_MS / 2);
    // Every admin request got its link, once.
    expect(sink.countFor(ADMIN.email) - before).toBe(PAIRS);
  });
});
