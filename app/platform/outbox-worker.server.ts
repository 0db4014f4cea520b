import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { mailOutbox } from "../db/schema/mail.ts";
import type { Database } from "./db.server.ts";
import type { MailMessage, Mailer } from "./mail.server.ts";

/**
 * Drains `mail_outbox` (see docs/decisions/008-mail-outbox.md). Each row is
 * claimed alone with FOR UPDATE SKIP LOCKED — so several processes share one
 * queue without sending a row twice — under a lease, sent, and marked sent in
 * its own statement as soon as the SMTP server accepted it. A failure backs
 * off exponentially; a permanent one (5xx, invalid address) fails that row
 * only. Sends are paced by a token bucket of MAIL_RATE_PER_MINUTE.
 */
export interface OutboxWorkerOptions {
  db: Database;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  ratePerMinute: number;
  pollMs: number;
  maxAttempts: number;
  /** How long a claimed row stays ours; a process that died loses its rows once it passes. */
  leaseMs?: number;
  /** A send taking longer is abandoned (and retried later), well inside the lease. */
  sendTimeoutMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** The housekeeping jobs and the composers' sweeps run this often (and at start). */
  housekeepingMs?: number;
  /** Rows that hold no message of their own (a newsletter delivery) are written by these when sent. */
  composers?: readonly MailComposer[];
  /** Periodic jobs registered at start-up (the trash purge, unused images…); a failing one is logged, the others still run. */
  housekeeping?: readonly HousekeepingJob[];
  /**
   * On a single-process database (PGlite: its data folder is locked by this
   * process), a row left "sending" can only belong to a process that died:
   * it is claimable at once instead of after its lease.
   */
  reclaimOnStart?: boolean;
  now?: () => Date;
  random?: () => number;
}

export type DeliveryOutcome = "sent" | "skipped" | "retry" | "failed";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Writes the message of a row that stores none (the worker knows no feature:
 * features register composers at start-up, see server/site.ts).
 */
export interface MailComposer {
  /** Whether this composer writes the row's message. */
  handles(row: OutboxRow): boolean;
  /** The message; null when it must not be sent any more (its reader left). Throw PermanentMailError when it never can be. */
  compose(row: OutboxRow): Promise<MailMessage | null>;
  /** Any row (of any kind) is settled for good: sent, skipped or failed. */
  settled?(row: OutboxRow): Promise<void>;
  /** The queue ran dry, or housekeeping: catches a follow-up a crash left undone. */
  sweep?(): Promise<void>;
}

/** The message a row holds as it was rendered when queued (a composer may add to it, e.g. an attachment). */
export function storedMessage(row: OutboxRow): MailMessage {
  return {
    to: row.to_address,
    subject: row.subject ?? "",
    text: row.text_body ?? "",
    ...(row.html_body ? { html: row.html_body } : {}),
    ...(row.reply_to ? { replyTo: row.reply_to } : {}),
    headers: row.headers,
  };
}

export interface HousekeepingJob {
  /** The log message of its result, e.g. "expired trash purged". */
  name: string;
  run(now: Date): Promise<unknown>;
}

export interface OutboxWorker {
  /** Starts the loop (and the housekeeping). */
  start(): void;
  /** Something was queued: look now rather than at the next poll. */
  wake(): void;
  /** Lets the send in flight finish and be recorded, then resolves. */
  stop(): Promise<void>;
  /** Claims and delivers one due row, ignoring the rate; null when nothing is due. For tests and scripts. */
  processNext(): Promise<DeliveryOutcome | null>;
}

const DEFAULT_LEASE_MS = 120_000;
const DEFAULT_SEND_TIMEOUT_MS = 60_000;
const DEFAULT_BACKOFF_BASE_MS = 30_000;
const DEFAULT_BACKOFF_MAX_MS = 60 * 60_000;
const DEFAULT_HOUSEKEEPING_MS = 60 * 60_000;

/** A failure that retrying cannot fix. */
export class PermanentMailError extends Error {
  override name = "PermanentMailError";
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, mailer, log, publicUrl, maxAttempts } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const sendTimeoutMs = Math.min(options.sendTimeoutMs ?? DEFAULT_SEND_TIMEOUT_MS, leaseMs / 2);
  const backoffBaseMs = options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  const backoffMaxMs = options.backoffMaxMs ?? DEFAULT_BACKOFF_MAX_MS;
  const housekeepingMs = options.housekeepingMs ?? DEFAULT_HOUSEKEEPING_MS;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const messageIdHost = new URL(publicUrl).hostname;
  const bucket = new TokenBucket(options.ratePerMinute);
  const composers = options.composers ?? [];
  const housekeepingJobs = options.housekeeping ?? [];

  let running: Promise<void> | null = null;
  let stopping = false;
  let interrupt: (() => void) | null = null;
  let wakeable = false;

  /** A sleep that stop() always cuts short, and wake() too when `canWake`. */
  function sleep(ms: number, canWake: boolean): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
      wakeable = canWake;
    });
  }

  async function claim(): Promise<OutboxRow | null> {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, "pending"), lte(mailOutbox.next_attempt_at, at)),
          and(eq(mailOutbox.status, "sending"), lte(mailOutbox.locked_until, at)),
        ),
      )
      .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.created_at))
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({ status: "sending", locked_until: new Date(at.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row ?? null;
  }

  /** The message of a row; null when it must not be sent any more (the subscriber left). */
  async function compose(row: OutboxRow): Promise<MailMessage | null> {
    const composer = composers.find((candidate) => candidate.handles(row));
    if (composer) return composer.compose(row);
    return storedMessage(row);
  }

  async function deliver(row: OutboxRow): Promise<DeliveryOutcome> {
    const messageId = `<${row.id}@${messageIdHost}>`;
    let outcome: DeliveryOutcome;
    try {
      const message = await compose(row);
      if (message) {
        // A stable Message-ID: should a crash fall between the server's
        // acceptance and the commit below, the resent copy is recognisable.
        // The signal closes the SMTP connection when the server stalls, so a
        // send never outlives this row's lease (sendTimeoutMs ≤ lease / 2).
        await mailer.send({ ...message, headers: { ...message.headers, "Message-ID": messageId } }, { signal: AbortSignal.timeout(sendTimeoutMs) });
        await settle(row, { status: "sent", sent_at: now(), message_id: messageId, locked_until: null, last_error: null });
        outcome = "sent";
        log.debug({ outbox: row.id, kind: row.kind }, "mail sent");
      } else {
        await settle(row, { status: "sent", locked_until: null, last_error: "Not sent: the subscriber is no longer active." });
        outcome = "skipped";
      }
    } catch (error) {
      outcome = await recordFailure(row, error);
    }
    if (outcome !== "retry") for (const composer of composers) await composer.settled?.(row);
    return outcome;
  }

  /**
   * Records how a claimed row ended, only while the claim is still ours: the
   * lease's end doubles as a fencing token, so a worker that stalled past its
   * lease cannot overwrite what the worker that took the row over recorded.
   */
  async function settle(row: OutboxRow, values: Partial<typeof mailOutbox.$inferInsert>): Promise<void> {
    const settled = await db
      .update(mailOutbox)
      .set(values)
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending"), row.locked_until ? eq(mailOutbox.locked_until, row.locked_until) : isNull(mailOutbox.locked_until)))
      .returning({ id: mailOutbox.id });
    if (settled.length === 0) log.warn({ outbox: row.id, kind: row.kind, status: values.status }, "mail outcome not recorded: the row's lease had passed to another worker");
  }

  async function recordFailure(row: OutboxRow, error: unknown): Promise<DeliveryOutcome> {
    const reason = isAbort(error) ? `The mail server did not answer within ${Math.round(sendTimeoutMs / 1000)} s` : describeError(error);
    const permanent = isPermanentFailure(error);
    if (permanent || row.attempts >= maxAttempts) {
      await settle(row, { status: "failed", locked_until: null, last_error: reason });
      log.warn({ outbox: row.id, kind: row.kind, attempts: row.attempts, permanent, err: reason }, "mail failed for good");
      return "failed";
    }
    const delay = Math.min(backoffMaxMs, backoffBaseMs * 2 ** (row.attempts - 1)) * (0.75 + random() * 0.5);
    await settle(row, { status: "pending", locked_until: null, last_error: reason, next_attempt_at: new Date(now().getTime() + delay) });
    log.warn({ outbox: row.id, kind: row.kind, attempts: row.attempts, retryInMs: Math.round(delay), err: reason }, "mail send failed, will retry");
    return "retry";
  }

  async function sweep(): Promise<void> {
    for (const composer of composers) await composer.sweep?.();
  }

  async function housekeeping(): Promise<void> {
    // In the order registered: a later job may depend on an earlier one's work.
    for (const job of housekeepingJobs) {
      try {
        log.info({ result: await job.run(now()) }, job.name);
      } catch (error) {
        log.error({ err: error, job: job.name }, "outbox housekeeping failed");
      }
    }
    await sweep().catch((error: unknown) => log.error({ err: error }, "outbox sweep failed"));
  }

  async function processNext(): Promise<DeliveryOutcome | null> {
    const row = await claim();
    return row ? deliver(row) : null;
  }

  async function reclaimAbandoned(): Promise<void> {
    const rows = await db
      .update(mailOutbox)
      .set({ locked_until: now() })
      .where(eq(mailOutbox.status, "sending"))
      .returning({ id: mailOutbox.id });
    if (rows.length) log.warn({ rows: rows.length }, "resuming mail left in flight by a stopped process");
  }

  async function loop(): Promise<void> {
    try {
      if (options.reclaimOnStart) await reclaimAbandoned();
    } catch (error) {
      log.error({ err: error }, "could not resume mail left in flight");
    }
    let nextHousekeeping = 0;
    let busy = false;
    while (!stopping) {
      if (performance.now() >= nextHousekeeping) {
        nextHousekeeping = performance.now() + housekeepingMs;
        await housekeeping();
        if (stopping) break;
      }
      const wait = bucket.waitMs();
      if (wait > 0) {
        await sleep(wait, false);
        continue;
      }
      let outcome: DeliveryOutcome | null = null;
      try {
        const row = await claim();
        if (row) {
          bucket.take();
          outcome = await deliver(row);
        }
      } catch (error) {
        log.error({ err: error }, "outbox worker error");
      }
      if (outcome) {
        busy = true;
        continue;
      }
      if (busy) {
        busy = false;
        // The queue just ran dry: an edition whose last row another process finished is caught here too.
        await sweep().catch((error: unknown) => log.error({ err: error }, "outbox sweep failed"));
      }
      if (!stopping) await sleep(options.pollMs, true);
    }
  }

  return {
    start() {
      if (running) return;
      stopping = false;
      running = loop();
      log.info({ ratePerMinute: options.ratePerMinute, pollMs: options.pollMs, transport: mailer.kind }, "outbox worker started");
    },
    wake() {
      if (wakeable) interrupt?.();
    },
    async stop() {
      stopping = true;
      interrupt?.();
      await running;
      running = null;
    },
    processNext,
  };
}

/**
 * At most `perMinute` sends a minute: one token per send, refilled
 * continuously, holding at most a second's worth so an idle spell never
 * turns into a burst above the provider's rate.
 */
export class TokenBucket {
  readonly capacity: number;
  private tokens: number;
  private last: number;
  private readonly perMs: number;
  private readonly clock: () => number;

  constructor(perMinute: number, clock: () => number = () => performance.now()) {
    this.clock = clock;
    this.perMs = perMinute / 60_000;
    this.capacity = Math.max(1, Math.ceil(perMinute / 60));
    this.tokens = this.capacity;
    this.last = this.clock();
  }

  private refill(): void {
    const at = this.clock();
    this.tokens = Math.min(this.capacity, this.tokens + (at - this.last) * this.perMs);
    this.last = at;
  }

  /** How long until a token is there (0: now). */
  waitMs(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil((1 - this.tokens) / this.perMs);
  }

  take(): void {
    this.refill();
    this.tokens -= 1;
  }
}

/** SMTP 5xx, an address the transport refuses, or a message we refuse ourselves: retrying cannot help. */
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof PermanentMailError) return true;
  const details = error as { responseCode?: unknown; code?: unknown; permanent?: unknown; message?: unknown };
  if (typeof details.responseCode === "number") return details.responseCode >= 500 && details.responseCode < 600;
  if (details.permanent === true) return true;
  if (details.code === "EENVELOPE") return true;
  return typeof details.message === "string" && /header values may not contain line breaks/.test(details.message);
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}

/** nodemailer's answer to an aborted send (and the platform's own AbortError/TimeoutError). */
function isAbort(error: unknown): boolean {
  const details = error as { code?: unknown; name?: unknown };
  return details.code === "EABORT" || details.name === "AbortError" || details.name === "TimeoutError";
}
