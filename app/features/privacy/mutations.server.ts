import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { contactMessages, experienceRequests, orderRequests, requestMessages } from "../../db/schema/bookings.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { auditLog, authThrottle } from "../../db/schema/security.ts";
import { siteSettings } from "../../db/schema/site.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { listEmlFiles, readEmlFile } from "../mail/queries.server.ts";
import { findPersonalData, mentions } from "./queries.server.ts";
import { REDACTION_MARK, RETENTION_MONTHS } from "./schema.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A stable, non-reversible stand-in for an address in the activity log (the address itself must leave). */
export function addressFingerprint(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/** Every string in a JSON value with the address replaced by the mark, whatever its case. */
function redactJson(value: unknown, email: string): unknown {
  if (typeof value === "string") return value.split(new RegExp(escapeRegExp(email), "gi")).join(REDACTION_MARK);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, email));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [redactJson(key, email) as string, redactJson(item, email)]));
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What a request keeps once anonymized: the type, subject, car, items, totals and dates; never who sent it nor their words. */
const anonymizedRequest = (at: Date) => ({ name: REDACTION_MARK, email: REDACTION_MARK, message: REDACTION_MARK, client_ip: null, anonymized_at: at, updated_at: at });

/**
 * Anonymizes requests and everything that repeats their words: the thread's
 * notes and replies, and the e-mails about them (the team's notification,
 * the visitor's confirmation, the replies) — those not sent yet are dropped,
 * the others kept as a trace with their content redacted.
 */
async function anonymizeRequests(tx: Transaction, ids: { contact: string[]; experience: string[]; order: string[] }, at: Date): Promise<{ requests: number; mails: number }> {
  let requests = 0;
  if (ids.contact.length) requests += (await tx.update(contactMessages).set(anonymizedRequest(at)).where(inArray(contactMessages.id, ids.contact)).returning({ id: contactMessages.id })).length;
  if (ids.experience.length) requests += (await tx.update(experienceRequests).set(anonymizedRequest(at)).where(inArray(experienceRequests.id, ids.experience)).returning({ id: experienceRequests.id })).length;
  if (ids.order.length) requests += (await tx.update(orderRequests).set(anonymizedRequest(at)).where(inArray(orderRequests.id, ids.order)).returning({ id: orderRequests.id })).length;
  const all = [...ids.contact, ...ids.experience, ...ids.order];
  if (all.length === 0) return { requests, mails: 0 };
  const threads = await tx
    .update(requestMessages)
    .set({ body: REDACTION_MARK })
    .where(and(inArray(requestMessages.request_id, all), sql`${requestMessages.kind} <> 'status'`))
    .returning({ mail_id: requestMessages.mail_id });
  const mailIds = threads.flatMap((entry) => (entry.mail_id ? [entry.mail_id] : []));
  const about = or(mailIds.length ? inArray(mailOutbox.id, mailIds) : undefined, ...all.map((id) => sql`${mailOutbox.dedupe_key} like ${`request:%:${id}:%`}`));
  const mails = await redactMails(tx, about!);
  return { requests, mails };
}

/** E-mails matching `where`: unsent ones are dropped (never sent to nobody), sent or failed ones keep only their trace. */
async function redactMails(tx: Transaction, where: ReturnType<typeof or> & object, to?: string): Promise<number> {
  const dropped = await tx
    .delete(mailOutbox)
    .where(and(where, inArray(mailOutbox.status, ["pending", "sending"])))
    .returning({ id: mailOutbox.id });
  const redacted = await tx
    .update(mailOutbox)
    .set({
      to_address: to ? sql`case when lower(${mailOutbox.to_address}) = ${to} then ${REDACTION_MARK} else ${mailOutbox.to_address} end` : sql`${mailOutbox.to_address}`,
      reply_to: sql`case when ${mailOutbox.reply_to} is null then null else ${REDACTION_MARK} end`,
      subject: REDACTION_MARK,
      text_body: REDACTION_MARK,
      html_body: null,
      headers: {},
      subscriber_id: null,
      last_error: null,
    })
    .where(where)
    .returning({ id: mailOutbox.id });
  return dropped.length + redacted.length;
}

export interface ErasureResult {
  fingerprint: string;
  subscriber: boolean;
  requests: number;
  mails: number;
  activity: number;
  files: number;
}

/**
 * Erases a person (GDPR art. 17), in one transaction: the subscriber and
 * its proofs of consent deleted, every request they sent anonymized (with
 * its thread and e-mails), every e-mail to or about them redacted, the
 * form throttle's counter of their address deleted, and every activity log
 * entry that mentions the address redacted. With the .eml outbox, the
 * written copies that mention it are deleted after the commit. The answer
 * holds no address: it is what the log of the erasure may keep.
 */
export async function erasePerson(db: Database, rawEmail: string, options: { outboxDir?: string | undefined; now?: Date } = {}): Promise<ErasureResult> {
  const email = rawEmail.trim().toLowerCase();
  const at = options.now ?? new Date();
  const counts = await db.transaction(async (tx) => {
    const found = await findPersonalData(tx, email);
    if (found.subscriber) await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, found.subscriber.id));
    const { requests, mails: requestMails } = await anonymizeRequests(
      tx,
      {
        contact: [...found.contactMessages, ...found.carEnquiries].map((row) => row.id),
        experience: found.experienceRequests.map((row) => row.id),
        order: found.orderRequests.map((row) => row.id),
      },
      at,
    );
    // What is left: e-mails to the address, or naming it, not tied to a request (the newsletter's, a reply-to).
    const otherMails = await redactMails(
      tx,
      or(sql`lower(${mailOutbox.to_address}) = ${email}`, mentions(mailOutbox.reply_to, email), mentions(mailOutbox.subject, email), mentions(mailOutbox.text_body, email), mentions(mailOutbox.html_body, email))!,
      email,
    );
    await tx.delete(authThrottle).where(mentions(authThrottle.key, email));
    for (const entry of found.activity) {
      await tx
        .update(auditLog)
        .set({
          actor_email: entry.actor_email && entry.actor_email.toLowerCase().includes(email) ? REDACTION_MARK : entry.actor_email,
          target_id: entry.target_id && entry.target_id.toLowerCase().includes(email) ? REDACTION_MARK : entry.target_id,
          details: redactJson(entry.details, email) as Record<string, unknown>,
        })
        .where(eq(auditLog.id, entry.id));
    }
    return { subscriber: Boolean(found.subscriber), requests, mails: requestMails + otherMails, activity: found.activity.length };
  });
  const files = options.outboxDir ? await deleteEmlFilesMentioning(options.outboxDir, email) : 0;
  return { fingerprint: addressFingerprint(email), ...counts, files };
}

/** The .eml copies (no SMTP) that name the address anywhere: headers, text or HTML (quoted-printable soft breaks joined). */
async function deleteEmlFilesMentioning(outboxDir: string, email: string): Promise<number> {
  let deleted = 0;
  for (const file of await listEmlFiles(outboxDir)) {
    const source = await readEmlFile(outboxDir, file.name);
    if (!source) continue;
    const text = source.toString("utf8").replace(/=\r?\n/g, "").replace(/=40/gi, "@").toLowerCase();
    if (text.includes(email)) {
      await fs.promises.rm(path.join(outboxDir, file.name), { force: true });
      deleted++;
    }
  }
  return deleted;
}

/**
 * The retention period (site settings): requests older than that many
 * months, not yet anonymized, are anonymized with their threads and e-mails.
 * Run at start-up and every hour by the outbox worker's housekeeping
 * (server/site.ts), logged by it; each run that changed something is also in
 * the activity log.
 */
export async function anonymizeExpiredRequests(db: Database, log: Pick<Logger, "info" | "error">, now = new Date()): Promise<{ requests: number; mails: number; before: string }> {
  const [settings] = await db.select({ months: siteSettings.request_retention_months }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const months = settings?.months ?? RETENTION_MONTHS.default;
  const before = new Date(now);
  before.setUTCMonth(before.getUTCMonth() - months);
  const expired = async (table: typeof contactMessages | typeof experienceRequests | typeof orderRequests) => {
    const rows = await db
      .select({ id: table.id })
      .from(table as typeof contactMessages)
      .where(and(lt(table.created_at, before), isNull(table.anonymized_at)));
    return rows.map((row) => row.id);
  };
  const [contact, experience, order] = await Promise.all([expired(contactMessages), expired(experienceRequests), expired(orderRequests)]);
  const result = await db.transaction((tx) => anonymizeRequests(tx, { contact, experience, order }, now));
  if (result.requests > 0) {
    await recordAudit(db, log, { action: "request.retention_anonymize", details: { months, before: before.toISOString(), requests: result.requests, mails: result.mails } });
  }
  return { ...result, before: before.toISOString() };
}
