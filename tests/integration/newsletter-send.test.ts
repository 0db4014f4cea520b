import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../app/db/schema/mail.ts";
import { newsletterSubscribers } from "../../app/db/schema/newsletter.ts";
import { openDatabase } from "../../app/platform/db.server.ts";
import { readFlash } from "../../app/platform/flash.server.ts";
import { createMailer } from "../../app/platform/mail.server.ts";
import { migrateDatabase } from "../../app/platform/migrate.server.ts";
import { enqueueMail } from "../../app/platform/outbox.server.ts";
import { createOutboxWorker } from "../../app/platform/outbox-worker.server.ts";
import pg from "pg";
import { openTestDatabase, testDatabaseKinds } from "../support/databases.ts";
import { databaseUrlFor } from "../support/global-setup.ts";
import { postgresAdminUrl } from "../support/postgres.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { rawHeader, startSmtpSink, type SmtpSink } from "./smtp-sink.ts";

/**
 * The newsletter as it really leaves: a reader subscribes through the site and
 * another leaves by a cookie-less one-click POST, then the production server
 * sends an edition to the 200 active subscribers through a real SMTP server
 * on loopback, is killed with
 * SIGKILL in the middle of a delivery, restarts on the same data folder, and
 * every active subscriber ends with exactly one copy. Needs the production
 * build (npm run build).
 */
const ADMIN = { email: "editor@example.com", password: "Newsletter-Monza-1971" };
const PUBLIC_URL = "http://ecurie.test";
const ACTIVE = 200;
const KILL_AT = 70;

async function withPostgres(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

interface Reader {
  email: string;
  token: string;
}

describe.each(testDatabaseKinds())("sending an edition to 200 subscribers across a crash (%s)", (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-send-"));
  // On PostgreSQL a database of its own; the process that restarts cannot know the dead one is
  // dead, so what it left in flight waits for its lease, shortened here from 2 minutes.
  const postgres = kind === "postgres" ? { adminUrl: postgresAdminUrl()!, name: `ecurie_send_${crypto.randomBytes(6).toString("hex")}` } : null;
  const active: Reader[] = Array.from({ length: ACTIVE }, (_, index) => ({ email: `reader${index}@example.test`, token: crypto.randomUUID() }));
  const unsubscribed: Reader[] = Array.from({ length: 5 }, (_, index) => ({ email: `former${index}@example.test`, token: crypto.randomUUID() }));
  const pending: Reader = { email: "unconfirmed@example.test", token: crypto.randomUUID() };
  // Active when the server starts, gone by the one-click link before the send.
  const leaver: Reader = { email: "leaver@example.test", token: crypto.randomUUID() };
  // The last of the 200 subscribes through the home page's form once the server runs.
  const newcomer = active.at(-1)!;
  let sink: SmtpSink;
  let server: RunningServer | undefined;
  let killed: Promise<unknown> | null = null;
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL,
    MAIL_RATE_PER_MINUTE: "3000",
    OUTBOX_POLL_MS: "100",
    ...(postgres ? { DATABASE_URL: databaseUrlFor(postgres.adminUrl, postgres.name), MAIL_LEASE_SECONDS: "5" } : {}),
  };

  beforeAll(async () => {
    // The subscribers exist before the server starts, as on a site that has been running a while.
    if (postgres) await withPostgres(postgres.adminUrl, (client) => client.query(`create database ${postgres.name}`));
    const database = postgres ? await openDatabase({ databaseUrl: databaseUrlFor(postgres.adminUrl, postgres.name) }) : await openDatabase({ dataDir, purpose: "test set-up" });
    await migrateDatabase(database);
    await database.db.insert(newsletterSubscribers).values([
      ...active.filter((reader) => reader !== newcomer).map((reader) => ({ ...reader, status: "active" as const })),
      { ...leaver, status: "active" as const },
      ...unsubscribed.map((reader) => ({ ...reader, status: "unsubscribed" as const, unsubscribed_at: new Date() })),
      { ...pending, status: "pending" as const },
    ]);
    await database.close();

    sink = await startSmtpSink({
      onMessage(count) {
        // A third of the way, while this message is on the wire and not yet accepted: the process dies.
        if (count !== KILL_AT || !server) return;
        const victim = server.process;
        killed = new Promise((resolve) => victim.once("exit", resolve));
        victim.kill("SIGKILL");
        return "drop";
      },
    });
    server = await startServer({ ...env, SMTP_URL: sink.url });
  });
  afterAll(async () => {
    if (server?.process.exitCode === null && server.process.signalCode === null) await server.stop();
    await sink?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (postgres) await withPostgres(postgres.adminUrl, (client) => client.query(`drop database if exists ${postgres.name} with (force)`));
  });

  async function signIn(url: string): Promise<string> {
    const response = await fetch(`${url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
      body: new URLSearchParams(ADMIN),
    });
    expect(response.status).toBe(302);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  function post(url: string, pathname: string, cookie: string, fields: Record<string, string>) {
    return fetch(url + pathname, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, cookie },
      body: new URLSearchParams(fields),
    });
  }

  /** Copies of the edition (the newcomer's welcome e-mail also went through the sink). */
  const copiesFor = (email: string) => sink.messages.filter((message) => message.to.includes(email) && message.parsed.subject === "Spa: the restart").length;

  it("delivers exactly one copy to each active subscriber and none to the others, with the unsubscribe headers", { timeout: 240_000 }, async () => {
    const first = server!;

    // A visitor subscribes on the home page (the form works without JavaScript) and gets the welcome.
    const subscribed = await fetch(`${first.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: first.url },
      body: new URLSearchParams({ email: newcomer.email }),
    });
    expect(subscribed.status).toBe(200);
    await expect.poll(() => sink.countFor(newcomer.email), { timeout: 30_000, interval: 50 }).toBe(1);

    // A reader leaves by RFC 8058 one-click: the mail provider's POST, no cookie, its own Origin.
    const left = await fetch(`${first.url}/newsletter/unsubscribe/${leaver.token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.provider.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(left.status).toBe(200);

    const cookie = await signIn(first.url);
    const edition = {
      title: "Crash-proof edition",
      subject: "Spa: the restart",
      content: `<h2>Spa</h2><p>Green flag <a href="/events">events</a>.</p><script>alert("x")</script><img src="x" onerror="alert(1)">`,
    };

    // A subject with a line break could add a header: refused as a field error, nothing saved.
    const injected = await post(first.url, "/admin/newsletter/new", cookie, { ...edition, subject: "Hello\r\nBcc: everyone@example.test", intent: "save" });
    expect(injected.status).toBe(400);

    const created = await post(first.url, "/admin/newsletter/new", cookie, { ...edition, intent: "save" });
    expect(created.status).toBe(302);
    const page = created.headers.get("location")!;
    expect(page).toMatch(/^\/admin\/newsletter\/[0-9a-f-]{36}$/);

    const sent = await post(first.url, page, cookie, { ...edition, intent: "send" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(page);
    // "Sending to N subscribers." rides a flash cookie to the edition's page.
    const flashCookie = sent.headers.getSetCookie().find((line) => line.startsWith("flash="))!.split(";")[0]!;
    expect(readFlash(new Request(first.url, { headers: { cookie: flashCookie } })).flash).toEqual({ message: "editions.sendStarted", values: { count: String(ACTIVE) } });
    // A second "send" is refused: the edition is already on its way.
    expect((await post(first.url, page, cookie, { ...edition, intent: "send" })).status).toBe(409);

    await expect.poll(() => killed !== null, { timeout: 60_000, interval: 50 }).toBe(true);
    await killed;
    const beforeRestart = sink.messages.length;
    expect(beforeRestart).toBe(KILL_AT - 1);

    server = await startServer({ ...env, SMTP_URL: sink.url });
    const progressUrl = `${server.url}${page}/progress`;
    let progress: { status: string; total: number; sent: number; failed: number; pending: number; sentAt: string | null } | undefined;
    await expect
      .poll(
        async () => {
          progress = (await (await fetch(progressUrl, { headers: { cookie } })).json()) as typeof progress;
          return progress!.status;
        },
        { timeout: 120_000, interval: 250 },
      )
      .toBe("sent");
    expect(progress).toMatchObject({ total: ACTIVE, sent: ACTIVE, failed: 0, pending: 0 });
    expect(progress!.sentAt).not.toBeNull();

    // Exactly once each, whatever the crash did; the welcome was the only other message.
    expect(sink.messages).toHaveLength(ACTIVE + 1);
    for (const reader of active) expect(copiesFor(reader.email), reader.email).toBe(1);
    for (const reader of [...unsubscribed, pending, leaver]) expect(sink.countFor(reader.email), reader.email).toBe(0);

    for (const reader of active.slice(0, 20)) {
      const message = sink.messages.find((received) => received.to.includes(reader.email))!;
      const unsubscribe = `${PUBLIC_URL}/newsletter/unsubscribe/${reader.token}`;
      expect(message.parsed.subject).toBe("Spa: the restart");
      expect(rawHeader(message.raw, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
      expect(rawHeader(message.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(rawHeader(message.raw, "Message-ID")).toMatch(/^<[0-9a-f-]{36}@ecurie\.test>$/);
      const html = String(message.parsed.html);
      expect(html).toContain(`href="${unsubscribe}"`);
      expect(html).toContain(`href="${PUBLIC_URL}/events"`);
      expect(html).not.toMatch(/<script|onerror|alert\(/i);
      expect(message.parsed.text).toContain(unsubscribe);
    }

    // Sent editions appear on the public newsletter tab.
    const tab = await (await fetch(`${server.url}/news?category=newsletter`)).text();
    expect(tab).toContain("Crash-proof edition");
  });
});

describe.each(testDatabaseKinds())("header injection (%s)", (kind) => {
  it("refuses a line break in any header at enqueue, and never sends a row that carries one", async () => {
    const database = await openTestDatabase(kind);
    const sink = await startSmtpSink();
    const mailer = createMailer({ smtpUrl: sink.url, from: "Ecurie <news@ecurie.example>", dataDir: "/nonexistent" });
    try {
      const base = { kind: "request_confirmation", to: "visitor@example.test", subject: "Your request", text: "Thanks" };
      await expect(enqueueMail(database.db, { ...base, subject: "Hi\r\nBcc: victim@example.test" })).rejects.toThrow(/line breaks/);
      await expect(enqueueMail(database.db, { ...base, to: "visitor@example.test\nBcc: victim@example.test" })).rejects.toThrow(/line breaks/);
      await expect(enqueueMail(database.db, { ...base, replyTo: "Lucas\r\nX-Evil: 1 <lucas@example.test>" })).rejects.toThrow(/line breaks/);
      await expect(enqueueMail(database.db, { ...base, headers: { "X-Name": "A\nB" } })).rejects.toThrow(/line breaks/);
      expect(await database.db.select().from(mailOutbox)).toHaveLength(0);

      // A row written around enqueueMail is still refused by the mailer, and failed at once.
      const [row] = await database.db
        .insert(mailOutbox)
        .values({ kind: "request_confirmation", to_address: "visitor@example.test", subject: "Hi\r\nBcc: victim@example.test", text_body: "x" })
        .returning();
      const worker = createOutboxWorker({ db: database.db, mailer, log: pino({ level: "silent" }), publicUrl: "https://ecurie.example", ratePerMinute: 600, pollMs: 50, maxAttempts: 5 });
      await expect(worker.processNext()).resolves.toBe("failed");
      const [after] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      expect(after).toMatchObject({ status: "failed", attempts: 1 });
      expect(sink.messages).toHaveLength(0);
    } finally {
      mailer.close();
      await sink.close();
      await database.close();
    }
  });
});
