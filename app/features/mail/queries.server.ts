import fs from "node:fs";
import path from "node:path";
import type { AddressObject } from "mailparser";
import type { Database } from "../../platform/db.server.ts";
import { type PageInfo, pageInfo } from "../admin/schema.ts";
import { and, eq, count, sql, desc, asc } from "drizzle-orm";
import { searchCondition } from "../admin/queries.server.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import { type MailStatusName, EML_FILE_PATTERN } from "./schema.ts";

/** mailparser (~6 MB of heap) loads when an admin first opens a written e-mail, not in every server process. */
const parser = async () => (await import("mailparser")).simpleParser;

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
  /** The language the message is written in (its HTML part's `lang`, its reader's), when known. */
  lang: string | null;
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
      lang: sql<string | null>`substring(${mailOutbox.html_body} from '<html[^>]* lang="([a-z]{2})"')`,
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
export function headerBlock(source: Buffer): string {
  const text = source.subarray(0, 64 * 1024).toString("utf8");
  const end = text.search(/\r?\n\r?\n/);
  return end === -1 ? text : text.slice(0, end);
}

/** Deletes the outbox files whose To header holds the address; answers how many. */
function headerEnd(source: Buffer): number {
  const index = source.indexOf("\n\n");
  return index === -1 ? source.length : index + 2;
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(", ");
}

/** The `lang` of a message's HTML part, read from its source (quoted-printable writes `=` as `=3D`). */
export function htmlLang(source: Buffer): string | null {
  return /<html[^>]* lang=(?:3D)?"([a-z]{2})"/.exec(source.toString("latin1"))?.[1] ?? null;
}

export interface EmlSummary {
  name: string;
  to: string;
  subject: string;
  /** The language the message is written in (its HTML part's `lang`, its reader's), when known. */
  lang: string | null;
  date: string | null;
}

/** One page of the outbox's files, newest first, with the headers a list shows. */
export async function emlFilePage(outboxDir: string, requestedPage: number, pageSize: number): Promise<{ info: PageInfo; rows: EmlSummary[] }> {
  const all = await listEmlFiles(outboxDir);
  const info = pageInfo(all.length, requestedPage, pageSize);
  const rows = await Promise.all(
    all.slice(info.offset, info.offset + info.limit).map(async (file) => {
      const source = await readEmlFile(outboxDir, file.name);
      const parsed = source ? await (await parser())(source.subarray(0, headerEnd(source)), { skipHtmlToText: true, skipTextToHtml: true }) : null;
      return { name: file.name, to: addressText(parsed?.to), subject: parsed?.subject ?? "", lang: source ? htmlLang(source) : null, date: parsed?.date?.toISOString() ?? null };
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
  const parsed = await (await parser())(source, { skipTextToHtml: true });
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

/** The Newsletter tab: sent editions, newest sent first (§7). */
