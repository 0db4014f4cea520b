import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/mail.ts";
import { media } from "../db/schema/media.ts";
import { newsletterEditions, newsletterSubscribers } from "../db/schema/newsletter.ts";
import { contentVersion } from "../db/schema/site.ts";
import { rawHeader, startSmtpSink, type SmtpSink } from "../../tests/integration/smtp-sink.ts";
import { openTestDatabase, testDatabaseKinds } from "../../tests/support/databases.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { createMailer, type MailMessage, type Mailer } from "./mail.server.ts";
import { enqueueMail } from "./outbox.server.ts";
import { createLocalStorage, type Storage } from "./storage.server.ts";
import { siteOutboxJobs } from "../../server/site.ts";
import { createOutboxWorker, isPermanentFailure, TokenBucket, type OutboxWorkerOptions } from "./outbox-worker.server.ts";

const PUBLIC_URL = "https://ecurie.example";
const silent = pino({ level: "silent" });

function mail(to: string, subject = "Hello"): Parameters<typeof enqueueMail>[1] {
  return { kind: "welcome", to, subject, text: `Text for ${to}` };
}

describe("TokenBucket", () => {
  it("allows a second's worth at once, then paces to the rate per minute", () => {
    let clock = 0;
    const bucket = new TokenBucket(120, () => clock);
    expect(bucket.capacity).toBe(2);
    bucket.take();
    bucket.take();
    expect(bucket.waitMs()).toBe(500);
    clock += 500;
    expect(bucket.waitMs()).toBe(0);
    // A long idle spell never banks more than the capacity.
    clock += 60_000;
    bucket.take();
    bucket.take();
    expect(bucket.waitMs()).toBeGreaterThan(0);
  });
});

describe("isPermanentFailure", () => {
  it("tells SMTP 5xx and refused addresses from what a retry can fix", () => {
    expect(isPermanentFailure(Object.assign(new Error("550"), { responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error("451"), { responseCode: 451, code: "EENVELOPE" }))).toBe(false);
    expect(isPermanentFailure(Object.assign(new Error("Invalid recipient"), { code: "EENVELOPE" }))).toBe(true);
    expect(isPermanentFailure(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }))).toBe(false);
  });
});

describe.each(testDatabaseKinds())("the outbox worker (%s)", (kind) => {
  let database: DatabaseHandle;
  let sink: SmtpSink;
  let mailer: Mailer;
  const rejected = "bounce@example.test";

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    sink = await startSmtpSink({ rejectRecipients: new Set([rejected]) });
    mailer = createMailer({ smtpUrl: sink.url, from: "Ecurie <news@ecurie.example>", dataDir: "/nonexistent" });
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterEditions);
    await database.db.delete(newsletterSubscribers);
    sink.messages.length = 0;
  });

  /** A worker with the site's own jobs (newsletter deliveries, purges), as server/site.ts registers them. */
  function worker(overrides: Partial<OutboxWorkerOptions> & { storage?: Storage } = {}) {
    const { storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-worker-"))), ...options } = overrides;
    return createOutboxWorker({
      db: database.db,
      mailer,
      log: silent,
      publicUrl: PUBLIC_URL,
      ratePerMinute: 100_000,
      pollMs: 50,
      maxAttempts: 3,
      ...siteOutboxJobs({ db: database.db, storage }, { log: silent, publicUrl: PUBLIC_URL }),
      ...options,
    });
  }

  async function rowFor(id: string) {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row!;
  }

  it("delivers a queued message through SMTP with a Message-ID of its row, and marks it sent", async () => {
    const id = (await enqueueMail(database.db, { ...mail("fan@example.test", "Welcome aboard"), replyTo: "team@example.test" }))!;
    await expect(worker().processNext()).resolves.toBe("sent");
    await expect(worker().processNext()).resolves.toBeNull();

    expect(sink.messages).toHaveLength(1);
    const [received] = sink.messages;
    expect(received!.to).toEqual(["fan@example.test"]);
    expect(received!.parsed.subject).toBe("Welcome aboard");
    expect(received!.parsed.messageId).toBe(`<${id}@ecurie.example>`);
    expect(received!.parsed.replyTo?.text).toBe("team@example.test");
    expect(received!.parsed.text?.trim()).toBe("Text for fan@example.test");
    const row = await rowFor(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, message_id: `<${id}@ecurie.example>`, locked_until: null, last_error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it("fails only the row whose recipient the server refuses with 5xx; the others go", async () => {
    const good1 = (await enqueueMail(database.db, mail("one@example.test")))!;
    const bad = (await enqueueMail(database.db, mail(rejected)))!;
    const good2 = (await enqueueMail(database.db, mail("two@example.test")))!;
    const outcomes = [];
    const w = worker();
    for (let outcome = await w.processNext(); outcome; outcome = await w.processNext()) outcomes.push(outcome);
    expect(outcomes.sort()).toEqual(["failed", "sent", "sent"]);
    expect((await rowFor(good1)).status).toBe("sent");
    expect((await rowFor(good2)).status).toBe("sent");
    const failed = await rowFor(bad);
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.last_error).toMatch(/550|Mailbox unavailable/);
    expect(sink.messages.map((message) => message.to[0]).sort()).toEqual(["one@example.test", "two@example.test"]);
  });

  it("retries a transient failure with exponential back-off, then gives up after MAIL_MAX_ATTEMPTS", async () => {
    let clock = new Date("2026-05-01T10:00:00Z");
    const id = (await enqueueMail(database.db, { ...mail("flaky@example.test"), notBefore: clock }))!;
    const flaky: Mailer = {
      kind: "smtp",
      send: () => Promise.reject(Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" })),
      check: async () => {},
      close: () => {},
    };
    const w = worker({ mailer: flaky, now: () => clock, random: () => 0.5, backoffBaseMs: 30_000 });

    await expect(w.processNext()).resolves.toBe("retry");
    let row = await rowFor(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "Greeting never received", locked_until: null });
    expect(row.next_attempt_at.getTime() - clock.getTime()).toBe(30_000);
    // Not due before its time.
    clock = new Date(clock.getTime() + 29_000);
    await expect(w.processNext()).resolves.toBeNull();

    clock = new Date(row.next_attempt_at.getTime());
    await expect(w.processNext()).resolves.toBe("retry");
    row = await rowFor(id);
    expect(row.attempts).toBe(2);
    expect(row.next_attempt_at.getTime() - clock.getTime()).toBe(60_000);

    clock = new Date(row.next_attempt_at.getTime());
    await expect(w.processNext()).resolves.toBe("failed");
    row = await rowFor(id);
    expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "Greeting never received" });
    clock = new Date(clock.getTime() + 24 * 3600_000);
    await expect(w.processNext()).resolves.toBeNull();
  });

  it("claims a row whose lease passed (its worker died), and not one still leased", async () => {
    const at = new Date();
    const id = (await enqueueMail(database.db, mail("lease@example.test")))!;
    await database.db.update(mailOutbox).set({ status: "sending", attempts: 1, locked_until: new Date(at.getTime() + 60_000) }).where(eq(mailOutbox.id, id));
    await expect(worker().processNext()).resolves.toBeNull();
    await expect(worker({ now: () => new Date(at.getTime() + 61_000) }).processNext()).resolves.toBe("sent");
    expect(await rowFor(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sink.countFor("lease@example.test")).toBe(1);
  });

  it("with reclaimOnStart, resumes a row left in flight by a killed process at once", async () => {
    const id = (await enqueueMail(database.db, mail("resume@example.test")))!;
    await database.db.update(mailOutbox).set({ status: "sending", attempts: 1, locked_until: new Date(Date.now() + 3600_000) }).where(eq(mailOutbox.id, id));
    const w = worker({ reclaimOnStart: true });
    w.start();
    await expect.poll(async () => (await rowFor(id)).status, { timeout: 10_000 }).toBe("sent");
    await w.stop();
    expect(sink.countFor("resume@example.test")).toBe(1);
  });

  it("renders newsletter deliveries at send time with the unsubscribe link and headers, skips those who left, then marks the edition sent", async () => {
    const [edition] = await database.db
      .insert(newsletterEditions)
      .values({
        title: "Monaco special",
        subject: "Monaco: the weekend",
        content: `<p>Hello <a href="/news">news</a></p><script>alert(1)</script><img src="/media/a.jpg" onerror="alert(2)">`,
        send_started_at: new Date(),
        recipient_count: 2,
      })
      .returning();
    const subscribers = await database.db
      .insert(newsletterSubscribers)
      .values([
        { email: "reader@example.test", status: "active" },
        { email: "gone@example.test", status: "active" },
      ])
      .returning();
    for (const subscriber of subscribers) {
      await database.db.insert(mailOutbox).values({
        kind: "newsletter",
        to_address: subscriber.email,
        edition_id: edition!.id,
        subscriber_id: subscriber.id,
        dedupe_key: `edition:${edition!.id}:${subscriber.id}`,
      });
    }
    await database.db.update(newsletterSubscribers).set({ status: "unsubscribed" }).where(eq(newsletterSubscribers.email, "gone@example.test"));
    const [before] = await database.db.select().from(contentVersion);

    const w = worker();
    const outcomes = [await w.processNext(), await w.processNext(), await w.processNext()];
    expect(outcomes.sort()).toEqual([null, "sent", "skipped"].sort());

    expect(sink.messages).toHaveLength(1);
    const [received] = sink.messages;
    const reader = subscribers.find((subscriber) => subscriber.email === "reader@example.test")!;
    const unsubscribe = `${PUBLIC_URL}/newsletter/unsubscribe/${reader.token}`;
    expect(received!.to).toEqual(["reader@example.test"]);
    expect(received!.parsed.subject).toBe("Monaco: the weekend");
    expect(rawHeader(received!.raw, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(rawHeader(received!.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const html = String(received!.parsed.html);
    expect(html).toContain(`<a href="${unsubscribe}"`);
    expect(html).toContain(`href="${PUBLIC_URL}/news"`);
    expect(html).toContain(`src="${PUBLIC_URL}/media/a.jpg"`);
    expect(html).not.toMatch(/<script|onerror|alert/);
    expect(received!.parsed.text).toContain(`Unsubscribe: ${unsubscribe}`);
    expect(received!.parsed.text).toContain("Hello news (https://ecurie.example/news)");

    const rows = await database.db.select().from(mailOutbox);
    const skipped = rows.find((row) => row.to_address === "gone@example.test")!;
    expect(skipped).toMatchObject({ status: "sent", message_id: null, sent_at: null });
    const [after] = await database.db.select().from(newsletterEditions).where(eq(newsletterEditions.id, edition!.id));
    expect(after!.sent_at).toBeInstanceOf(Date);
    const [version] = await database.db.select().from(contentVersion);
    expect(version!.version).toBeGreaterThan(before?.version ?? 1);
  });

  it("two workers draining one queue never send a row twice", async () => {
    for (let index = 0; index < 30; index++) await enqueueMail(database.db, mail(`pair${index}@example.test`));
    const drain = async () => {
      const w = worker();
      let sent = 0;
      while ((await w.processNext()) !== null) sent++;
      return sent;
    };
    const [first, second] = await Promise.all([drain(), drain()]);
    expect(first + second).toBe(30);
    expect(sink.messages).toHaveLength(30);
    for (let index = 0; index < 30; index++) expect(sink.countFor(`pair${index}@example.test`)).toBe(1);
  });

  it.runIf(kind === "postgres")("skips a row another transaction holds and claims the next (FOR UPDATE SKIP LOCKED)", async () => {
    const first = (await enqueueMail(database.db, { ...mail("locked@example.test"), notBefore: new Date(Date.now() - 10_000) }))!;
    const second = (await enqueueMail(database.db, mail("free@example.test")))!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from mail_outbox where id = ${first} for update`);
      locked();
      await held;
    });
    await isLocked;
    try {
      await expect(worker().processNext()).resolves.toBe("sent");
      expect((await rowFor(first)).status).toBe("pending");
      expect((await rowFor(second)).status).toBe("sent");
    } finally {
      release();
      await holder;
    }
  });

  it("keeps to the rate per minute", async () => {
    for (let index = 0; index < 6; index++) await enqueueMail(database.db, mail(`rate${index}@example.test`));
    // 120 a minute: two at once, then one every 500 ms.
    const w = worker({ ratePerMinute: 120 });
    const started = performance.now();
    w.start();
    await expect.poll(() => sink.messages.length, { timeout: 15_000, interval: 50 }).toBe(6);
    const elapsed = performance.now() - started;
    await w.stop();
    expect(elapsed).toBeGreaterThanOrEqual(1_900);
  });

  it("stop() lets the send in flight finish and be recorded", async () => {
    const id = (await enqueueMail(database.db, mail("slow@example.test")))!;
    let sending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const slow: Mailer = {
      kind: "smtp",
      async send(message: MailMessage) {
        sending();
        await new Promise((resolve) => setTimeout(resolve, 300));
        return mailer.send(message);
      },
      check: async () => {},
      close: () => {},
    };
    const w = worker({ mailer: slow });
    w.start();
    await started;
    await w.stop();
    expect((await rowFor(id)).status).toBe("sent");
    expect(sink.countFor("slow@example.test")).toBe(1);
  });

  it("cuts off a mail server that stalls at the send timeout, closing the connection, and retries the row later", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // This server takes the message, then never answers: the socket stays open and silent.
    const stalled = await startSmtpSink({ onMessage: async () => (await held, "drop" as const) });
    const stalledMailer = createMailer({ smtpUrl: stalled.url, from: "Ecurie <news@ecurie.example>", dataDir: "/nonexistent" });
    try {
      const id = (await enqueueMail(database.db, mail("patient@example.test")))!;
      const started = performance.now();
      await expect(worker({ mailer: stalledMailer, sendTimeoutMs: 1_000 }).processNext()).resolves.toBe("retry");
      // Cut at the timeout, not at nodemailer's 45 s socket timeout (nor its default of 10 minutes).
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(await rowFor(id)).toMatchObject({ status: "pending", last_error: "The mail server did not answer within 1 s", locked_until: null });
    } finally {
      release();
      stalledMailer.close();
      await stalled.close();
    }
    expect(stalled.messages).toHaveLength(0);
  });

  it("a worker that stalled past its lease cannot overwrite what the worker that took the row over recorded", async () => {
    const id = (await enqueueMail(database.db, mail("fenced@example.test")))!;
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    let sending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    // A's server ends up answering 451 — far too late: its lease is gone.
    const late: Mailer = {
      kind: "smtp",
      async send() {
        sending();
        await failing;
        throw Object.assign(new Error("451 try again later"), { responseCode: 451 });
      },
      check: async () => {},
      close: () => {},
    };
    const outcomeA = worker({ mailer: late, leaseMs: 200 }).processNext();
    await started;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(worker().processNext()).resolves.toBe("sent");
    fail();
    await outcomeA;
    // Without the fence, A's "retry later" would put the delivered row back in the queue: a second copy.
    expect(await rowFor(id)).toMatchObject({ status: "sent", last_error: null, attempts: 2 });
    await expect(worker().processNext()).resolves.toBeNull();
    expect(sink.countFor("fenced@example.test")).toBe(1);
  });

  it("purges the expired trash when it starts", async () => {
    const [old] = await database.db
      .insert(newsletterEditions)
      .values({ title: "Long gone", subject: "s", deleted_at: new Date(Date.now() - 40 * 24 * 3600_000) })
      .returning();
    // An image the purged edition was the last to use, with its file: both go too.
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-worker-")));
    await storage.put("uploads/2026/01/gone-1600.webp", new Uint8Array([1]), "image/webp");
    await database.db.insert(media).values({ key: "uploads/2026/01/gone-1600.webp", content_type: "image/webp", bytes: 1, created_at: new Date(Date.now() - 40 * 24 * 3600_000) });
    const w = worker({ storage });
    w.start();
    await expect.poll(async () => (await database.db.select().from(newsletterEditions).where(eq(newsletterEditions.id, old!.id))).length).toBe(0);
    await expect.poll(async () => (await database.db.select().from(media).where(eq(media.key, "uploads/2026/01/gone-1600.webp"))).length).toBe(0);
    expect(await storage.get("uploads/2026/01/gone-1600.webp")).toBeNull();
    await w.stop();
  });
});
