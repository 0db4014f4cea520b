import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { stringify } from "csv-stringify/sync";
import { simpleParser, type AddressObject } from "mailparser";
import { and, asc, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/mail.ts";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { executeRows, type Database } from "../../platform/db.server.ts";
import { searchCondition } from "../admin/list.server.ts";
import { pageInfo, type PageInfo } from "../admin/list.ts";
import {
  EML_FILE_PATTERN,
  SUBSCRIBER_STATUSES,
  type MailStatusName,
  type SubscriberSort,
  type SubscriberStatusName,
} from "./subscriber-schema.ts";

/**
 * The admin's side of the newsletter audience (list, counts, growth, export,
 * manual unsubscribe, erasure) and of the mail the site sent (the outbox
 * table and, without SMTP, the .eml files).
 */

export interface SubscriberFilters {
  q: string;
  status: SubscriberStatusName | null;
}

export interface SubscriberListParams extends SubscriberFilters {
  sort: SubscriberSort;
  dir: "asc" | "desc";
  page: number;
}

export interface SubscriberRow {
  id: string;
  email: string;
  status: SubscriberStatusName;
  created_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  created_at: newsletterSubscribers.created_at,
  confirmed_at: newsletterSubscribers.confirmed_at,
  unsubscribed_at: newsletterSubscribers.unsubscribed_at,
};

function subscriberWhere(filters: SubscriberFilters): SQL | undefined {
  return and(searchCondition(filters.q, [newsletterSubscribers.email]), filters.status ? eq(newsletterSubscribers.status, filters.status) : undefined);
}

const SORT_COLUMNS = {
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  subscribed: newsletterSubscribers.created_at,
} as const;

export async function listSubscribers(db: Database, params: SubscriberListParams): Promise<{ rows: SubscriberRow[]; info: PageInfo }> {
  const where = subscriberWhere(params);
  const [total] = await db.select({ value: count() }).from(newsletterSubscribers).where(where);
  const info = pageInfo(total?.value ?? 0, params.page);
  const order = params.dir === "asc" ? asc : desc;
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(order(SORT_COLUMNS[params.sort]), asc(newsletterSubscribers.email))
    .limit(info.limit)
    .offset(info.offset);
  return { rows, info };
}

/** Every subscriber matching the filters, oldest first: the CSV export. */
export async function subscribersForExport(db: Database, filters: SubscriberFilters): Promise<SubscriberRow[]> {
  return db.select(subscriberColumns).from(newsletterSubscribers).where(subscriberWhere(filters)).orderBy(asc(newsletterSubscribers.created_at), asc(newsletterSubscribers.email));
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ (or a tab or a
 * carriage return) as a formula: such a cell gets a leading quote so it stays
 * text (CSV injection). An address may legally start with "-" or "=".
 */
export function neutralizeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function subscribersCsv(rows: readonly SubscriberRow[]): string {
  const iso = (value: Date | null) => (value ? value.toISOString() : "");
  return stringify(
    rows.map((row) => [row.email, row.status, iso(row.created_at), iso(row.confirmed_at), iso(row.unsubscribed_at)].map(neutralizeFormula)),
    { header: true, columns: ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"] },
  );
}

export async function subscriberStatusCounts(db: Database): Promise<Record<SubscriberStatusName, number>> {
  const rows = await db.select({ status: newsletterSubscribers.status, value: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as Record<SubscriberStatusName, number>;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

export interface GrowthPoint {
  /** "2026-03" */
  month: string;
  /** Subscribers active at the end of that month (now, for the current month). */
  active: number;
}

/**
 * Active subscribers at the end of each of the last `months` months. A
 * subscriber counts from the start of its subscription (confirmation under
 * double opt-in) until it unsubscribed; pending addresses never count. A
 * re-subscription restarts the subscription, so only the current one counts.
 */
export async function subscriberGrowth(db: Database, months = 12, now = new Date()): Promise<GrowthPoint[]> {
  const s = newsletterSubscribers;
  const rows = await executeRows<{ month: string; active: number | string }>(db, sql`
    with months as (
      select generate_series(
        date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC') - make_interval(months => ${months - 1}),
        date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC'),
        interval '1 month'
      ) as start
    )
    select to_char(m.start, 'YYYY-MM') as month,
      (select count(*) from ${s}
        where ${s.status} <> 'pending'
          and coalesce(${s.confirmed_at}, ${s.created_at}) < (m.start + interval '1 month') at time zone 'UTC'
          and (${s.unsubscribed_at} is null or ${s.unsubscribed_at} >= (m.start + interval '1 month') at time zone 'UTC')
      )::int as active
    from months m
    order by m.start
  `);
  return rows.map((row) => ({ month: row.month, active: Number(row.active) }));
}

/** The admin's "Unsubscribe": the row before, or null when there is nothing to change. */
export async function adminUnsubscribe(db: Database, id: string, now = new Date()): Promise<{ email: string; status: SubscriberStatusName } | null> {
  if (!isUuid(id)) return null;
  const [before] = await db.select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
  if (!before || before.status === "unsubscribed") return null;
  const changed = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribed_at: now, updated_at: now })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")))
    .returning({ id: newsletterSubscribers.id });
  return changed.length ? before : null;
}

/** A stable, non-reversible stand-in for an address in the audit log (the address itself must leave for good). */
export function emailFingerprint(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/**
 * GDPR erasure: the subscriber row and every queued or sent message to that
 * address or of that subscriber, in one transaction; with the .eml outbox,
 * the written copies addressed to it too. Answers what the audit may keep (no
 * address), or null when the subscriber does not exist.
 */
export async function eraseSubscriber(
  db: Database,
  id: string,
  options: { outboxDir?: string | undefined } = {},
): Promise<{ fingerprint: string; status: SubscriberStatusName; deletedMails: number; deletedFiles: number } | null> {
  if (!isUuid(id)) return null;
  const erased = await db.transaction(async (tx) => {
    const [subscriber] = await tx.select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).for("update");
    if (!subscriber) return null;
    const mails = await tx
      .delete(mailOutbox)
      .where(or(eq(mailOutbox.subscriber_id, id), eq(sql`lower(${mailOutbox.to_address})`, subscriber.email.toLowerCase())))
      .returning({ id: mailOutbox.id });
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    return { email: subscriber.email, status: subscriber.status, deletedMails: mails.length };
  });
  if (!erased) return null;
  const deletedFiles = options.outboxDir ? await deleteEmlFilesTo(options.outboxDir, erased.email) : 0;
  return { fingerprint: emailFingerprint(erased.email), status: erased.status, deletedMails: erased.deletedMails, deletedFiles };
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

// ——— The sent-mail screen ———

export interface OutboxFilters {
  q: string;
  status: MailStatusName | null;
  kind: string | null;
  page: number;
}

export interface OutboxRow {
  id: string;
  kind: string;
  to: string;
  subject: string | null;
  status: MailStatusName;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

export async function listOutbox(db: Database, filters: OutboxFilters): Promise<{ rows: OutboxRow[]; info: PageInfo }> {
  const where = and(
    searchCondition(filters.q, [mailOutbox.to_address]),
    filters.status ? eq(mailOutbox.status, filters.status) : undefined,
    filters.kind ? eq(mailOutbox.kind, filters.kind) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(mailOutbox).where(where);
  const info = pageInfo(total?.value ?? 0, filters.page);
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to_address,
      // Newsletter deliveries are rendered at send time: their subject is the edition's.
      subject: sql<string | null>`coalesce(${mailOutbox.subject}, ${newsletterEditions.subject})`,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.last_error,
      createdAt: mailOutbox.created_at,
      sentAt: mailOutbox.sent_at,
      nextAttemptAt: mailOutbox.next_attempt_at,
    })
    .from(mailOutbox)
    .leftJoin(newsletterEditions, eq(newsletterEditions.id, mailOutbox.edition_id))
    .where(where)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(info.limit)
    .offset(info.offset);
  return { rows, info };
}

/** The kinds present in the outbox, for the filter. */
export async function outboxKinds(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ kind: mailOutbox.kind }).from(mailOutbox).orderBy(asc(mailOutbox.kind));
  return rows.map((row) => row.kind);
}

/** A failed message goes back to the queue, due now, with a fresh count of attempts. Null when it is not (or no longer) failed. */
export async function retryMail(db: Database, id: string, now = new Date()): Promise<{ kind: string } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(mailOutbox)
    .set({ status: "pending", next_attempt_at: now, attempts: 0, locked_until: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning({ kind: mailOutbox.kind });
  return row ?? null;
}

// ——— The .eml outbox (no SMTP_URL) ———

export interface EmlFile {
  name: string;
  size: number;
}

/** The outbox's files, newest first (their names sort by time). */
export async function listEmlFiles(outboxDir: string): Promise<EmlFile[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => EML_FILE_PATTERN.test(name)).sort().reverse();
  return Promise.all(
    files.map(async (name) => ({ name, size: (await fs.promises.stat(path.join(outboxDir, name)).catch(() => ({ size: 0 }))).size })),
  );
}

/**
 * One file of the outbox, by a name that must be one the outbox gives (see
 * EML_FILE_PATTERN): no separator, no "..", nothing outside the folder. Null
 * when the name is refused or the file does not exist.
 */
export async function readEmlFile(outboxDir: string, name: string): Promise<Buffer | null> {
  if (!EML_FILE_PATTERN.test(name) || path.basename(name) !== name) return null;
  try {
    return await fs.promises.readFile(path.join(outboxDir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The headers of a message: up to the first blank line. */
function headerBlock(source: Buffer): string {
  const text = source.subarray(0, 64 * 1024).toString("utf8");
  const end = text.search(/\r?\n\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/** Deletes the outbox files whose To header holds the address; answers how many. */
async function deleteEmlFilesTo(outboxDir: string, email: string): Promise<number> {
  const files = await listEmlFiles(outboxDir);
  const needle = email.toLowerCase();
  let deleted = 0;
  for (const file of files) {
    const source = await readEmlFile(outboxDir, file.name);
    if (!source) continue;
    // Folded header lines are joined before looking at To.
    const headers = headerBlock(source).replace(/\r?\n[ \t]+/g, " ");
    const to = headers.match(/^to:(.*)$/im)?.[1] ?? "";
    if (to.toLowerCase().includes(needle)) {
      await fs.promises.rm(path.join(outboxDir, file.name), { force: true });
      deleted++;
    }
  }
  return deleted;
}

/** The end of the header block (the first blank line): a list of files does not parse whole bodies. */
function headerEnd(source: Buffer): number {
  const index = source.indexOf("\n\n");
  return index === -1 ? source.length : index + 2;
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(", ");
}

export interface EmlSummary {
  name: string;
  to: string;
  subject: string;
  date: string | null;
}

/** One page of the outbox's files, newest first, with the headers a list shows. */
export async function emlFilePage(outboxDir: string, requestedPage: number, pageSize: number): Promise<{ info: PageInfo; rows: EmlSummary[] }> {
  const all = await listEmlFiles(outboxDir);
  const info = pageInfo(all.length, requestedPage, pageSize);
  const rows = await Promise.all(
    all.slice(info.offset, info.offset + info.limit).map(async (file) => {
      const source = await readEmlFile(outboxDir, file.name);
      const parsed = source ? await simpleParser(source.subarray(0, headerEnd(source)), { skipHtmlToText: true, skipTextToHtml: true }) : null;
      return { name: file.name, to: addressText(parsed?.to), subject: parsed?.subject ?? "", date: parsed?.date?.toISOString() ?? null };
    }),
  );
  return { info, rows };
}

export interface EmlMessage {
  from: string;
  to: string;
  subject: string;
  date: string | null;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  text: string | null;
  html: string | null;
}

/** A message of the outbox as its reader shows it; null for a refused name or a missing file. */
export async function readEmlMessage(outboxDir: string, name: string): Promise<EmlMessage | null> {
  const source = await readEmlFile(outboxDir, name);
  if (!source) return null;
  const parsed = await simpleParser(source, { skipTextToHtml: true });
  // The raw header lines: mailparser turns List-* headers into objects, the reader wants them as written.
  const raw = (key: string) => {
    const line = parsed.headerLines.find((header) => header.key === key)?.line;
    return line ? line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ").trim() : null;
  };
  return {
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    subject: parsed.subject ?? "",
    date: parsed.date?.toISOString() ?? null,
    listUnsubscribe: raw("list-unsubscribe"),
    listUnsubscribePost: raw("list-unsubscribe-post"),
    text: parsed.text ?? null,
    html: typeof parsed.html === "string" ? parsed.html : null,
  };
}
