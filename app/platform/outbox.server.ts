import { mailOutbox } from "../db/schema/mail.ts";
import type { Database } from "./db.server.ts";
import { assertNoHeaderInjection } from "./mail.server.ts";

/**
 * Queuing e-mail: the row is the promise that the message will leave. Call
 * it inside the transaction of the change that causes the message (pass the
 * transaction as `db`) so both commit or neither does; the outbox worker
 * delivers it, retries with back-off, and never sends one row twice.
 */
export interface QueuedMail {
  /** What the message is, e.g. "welcome", "request_notification" (see mail_outbox.kind). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Queuing the same key twice keeps the first row only (returns null the second time). */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  notBefore?: Date;
}

type Executor = Pick<Database, "insert">;

/**
 * Refuses header injection at the door (a visitor's name or subject with a
 * line break never reaches the queue) and returns the new row's id, or null
 * when `dedupeKey` was already queued.
 */
export async function enqueueMail(db: Executor, mail: QueuedMail): Promise<string | null> {
  assertNoHeaderInjection({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, headers: mail.headers });
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      reply_to: mail.replyTo ?? null,
      headers: mail.headers ?? {},
      dedupe_key: mail.dedupeKey ?? null,
      next_attempt_at: mail.notBefore ?? new Date(),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupe_key })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}
