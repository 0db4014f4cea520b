import { and, desc, eq, isNotNull, isNull, sql, type SQL, asc, count, inArray } from "drizzle-orm";
import { newsletterConsents, newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { type Database, executeRows } from "../../platform/db.server.ts";
import { stringify } from "csv-stringify/sync";
import { mailOutbox } from "../../db/schema/mail.ts";
import { pageInfo, type PageInfo, type ListParams } from "../admin/schema.ts";
import { SUBSCRIBER_STATUSES, type SubscriberSort, type SubscriberStatusName, type EditionCard, type EditionView, type EditionStatus, type EditionSort, editionStatus, type EditionProgress, type BilingualEdition, editionHasFrench, editionIn } from "./schema.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";
import { searchCondition } from "../admin/queries.server.ts";
import { isUuid } from "../../lib/ids.ts";

export type NewsletterEdition = typeof newsletterEditions.$inferSelect;

/** Newsletter editions outside the trash, newest sent first (§7); an edition is sent when sent_at is set (§4). */
export async function listNewsletterEditions(
  db: Database,
  filters: { sent?: boolean; limit?: number } = {},
): Promise<NewsletterEdition[]> {
  const conditions: SQL[] = [isNull(newsletterEditions.deleted_at)];
  if (filters.sent === true) conditions.push(isNotNull(newsletterEditions.sent_at));
  if (filters.sent === false) conditions.push(isNull(newsletterEditions.sent_at));
  const query = db
    .select()
    .from(newsletterEditions)
    .where(and(...conditions))
    .orderBy(sql`${newsletterEditions.sent_at} desc nulls last`, desc(newsletterEditions.created_at));
  return filters.limit === undefined ? query : query.limit(filters.limit);
}


/** One sent edition (§4: sent when sent_at is set); null when unknown, unsent, in the trash, or the id is not a UUID at all. */
export async function getSentEdition(db: Database, id: string): Promise<NewsletterEdition | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), isNotNull(newsletterEditions.sent_at), isNull(newsletterEditions.deleted_at)))
    .limit(1);
  return row ?? null;
}

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

/** The proof of one consent to the newsletter. */
export interface ConsentProof {
  given_at: Date;
  wording_version: string;
  locale: Locale;
  page: string;
}

/** Every consent of these subscribers, newest first, by subscriber. */
export async function consentsOf(db: Database, subscriberIds: readonly string[]): Promise<Map<string, ConsentProof[]>> {
  const byId = new Map<string, ConsentProof[]>();
  if (subscriberIds.length === 0) return byId;
  const rows = await db
    .select({ subscriber_id: newsletterConsents.subscriber_id, given_at: newsletterConsents.given_at, wording_version: newsletterConsents.wording_version, locale: newsletterConsents.locale, page: newsletterConsents.page })
    .from(newsletterConsents)
    .where(inArray(newsletterConsents.subscriber_id, [...subscriberIds]))
    .orderBy(desc(newsletterConsents.given_at));
  for (const { subscriber_id, ...proof } of rows) byId.set(subscriber_id, [...(byId.get(subscriber_id) ?? []), proof]);
  return byId;
}

/** The rows with the proof of their latest consent (null for a subscriber from before proofs were kept). */
export async function withLatestConsent<Row extends { id: string }>(db: Database, rows: readonly Row[]): Promise<Array<Row & { consent: ConsentProof | null }>> {
  const consents = await consentsOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, consent: consents.get(row.id)?.[0] ?? null }));
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

/** The export, with the proof of each subscriber's latest consent (when, wording version, language, page). */
export function subscribersCsv(rows: ReadonlyArray<SubscriberRow & { consent: ConsentProof | null }>): string {
  const iso = (value: Date | null | undefined) => (value ? value.toISOString() : "");
  return stringify(
    rows.map((row) =>
      [row.email, row.status, iso(row.created_at), iso(row.confirmed_at), iso(row.unsubscribed_at), iso(row.consent?.given_at), row.consent?.wording_version ?? "", row.consent?.locale ?? "", row.consent?.page ?? ""].map(neutralizeFormula),
    ),
    { header: true, columns: ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at", "consent_at", "consent_wording", "consent_language", "consent_page"] },
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
export async function listEditionCards(db: Database, locale: Locale = DEFAULT_LOCALE): Promise<EditionCard[]> {
  const rows = await listNewsletterEditions(db, { sent: true });
  return rows.flatMap((row) => {
    if (!row.sent_at) return [];
    const words = editionIn(row, locale);
    return [{ id: row.id, title: words.title, subject: words.subject, sentAt: row.sent_at.toISOString(), ...fallbackLang(row, locale) }];
  });
}

/** A French page showing an edition that has no French: its words are marked English. */
function fallbackLang(row: BilingualEdition, locale: Locale): { lang?: Locale } {
  return locale === "fr" && !editionHasFrench(row) ? { lang: "en" } : {};
}

/** An edition's page: sent editions only, content sanitized, in the page's language (English when it has no French). */
export async function getEditionView(db: Database, id: string, locale: Locale = DEFAULT_LOCALE): Promise<EditionView | null> {
  const row = await getSentEdition(db, id);
  if (!row?.sent_at) return null;
  const words = editionIn(row, locale);
  return {
    id: row.id,
    title: words.title,
    subject: words.subject,
    sentAt: row.sent_at.toISOString(),
    html: sanitizeNewsletterHtml(words.content),
    alternates: { en: `/newsletters/${row.id}`, fr: editionHasFrench(row) ? pathIn(`/newsletters/${row.id}`, "fr") : null },
    ...fallbackLang(row, locale),
  };
}

export type EditionRow = typeof newsletterEditions.$inferSelect;

const live = isNull(newsletterEditions.deleted_at);

function statusCondition(status: EditionStatus | ""): SQL | undefined {
  if (status === "sent") return isNotNull(newsletterEditions.sent_at);
  if (status === "sending") return and(isNotNull(newsletterEditions.send_started_at), isNull(newsletterEditions.sent_at));
  if (status === "draft") return isNull(newsletterEditions.send_started_at);
  return undefined;
}

export interface AdminEditionListItem {
  id: string;
  title: string;
  subject: string;
  status: EditionStatus;
  recipientCount: number;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Deliveries done so far, for editions being sent. */
  done: number;
}

export async function listAdminEditions(
  db: Database,
  params: Pick<ListParams<EditionSort>, "q" | "sort" | "dir" | "page"> & { editionStatus: EditionStatus | "" },
): Promise<{ rows: AdminEditionListItem[]; page: PageInfo }> {
  const where = and(live, searchCondition(params.q, [newsletterEditions.title, newsletterEditions.subject]), statusCondition(params.editionStatus));
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(newsletterEditions).where(where);
  const page = pageInfo(total, params.page);
  const direction = params.dir === "asc" ? asc : desc;
  // Drafts, then sending, then sent (or the reverse); "date" is when it was sent, else last edited.
  const statusRank = sql`case when ${newsletterEditions.sent_at} is not null then 2 when ${newsletterEditions.send_started_at} is not null then 1 else 0 end`;
  const order =
    params.sort === "title"
      ? [direction(newsletterEditions.title)]
      : params.sort === "subject"
        ? [direction(newsletterEditions.subject)]
        : params.sort === "status"
          ? [direction(statusRank), desc(newsletterEditions.updated_at)]
          : [direction(sql`coalesce(${newsletterEditions.sent_at}, ${newsletterEditions.updated_at})`)];
  const rows = await db
    .select()
    .from(newsletterEditions)
    .where(where)
    .orderBy(...order, desc(newsletterEditions.created_at), asc(newsletterEditions.id))
    .limit(page.limit)
    .offset(page.offset);
  const sending = rows.filter((row) => editionStatus(row) === "sending").map((row) => row.id);
  const doneBy = new Map<string, number>();
  if (sending.length) {
    const counts = await db
      .select({ id: mailOutbox.edition_id, done: count() })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.edition_id, sending), inArray(mailOutbox.status, ["sent", "failed"])))
      .groupBy(mailOutbox.edition_id);
    for (const row of counts) if (row.id) doneBy.set(row.id, row.done);
  }
  return {
    page,
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      subject: row.subject,
      status: editionStatus(row),
      recipientCount: row.recipient_count,
      sentAt: row.sent_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      done: doneBy.get(row.id) ?? 0,
    })),
  };
}

/** One edition outside the trash, or null. */
export async function getAdminEdition(db: Database, id: string): Promise<EditionRow | null> {
  const [row] = await db
    .select()
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), live))
    .limit(1);
  return row ?? null;
}

export async function countActiveSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "active"));
  return row?.total ?? 0;
}

export async function editionProgress(db: Database, editionId: string): Promise<EditionProgress | null> {
  const edition = await getAdminEdition(db, editionId);
  if (!edition) return null;
  const rows = await db
    .select({ status: mailOutbox.status, delivered: sql<boolean>`${mailOutbox.message_id} is not null`, total: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.edition_id, editionId))
    .groupBy(mailOutbox.status, sql`${mailOutbox.message_id} is not null`);
  const progress: EditionProgress = {
    status: editionStatus(edition),
    total: edition.recipient_count,
    sent: 0,
    skipped: 0,
    failed: 0,
    pending: 0,
    sentAt: edition.sent_at?.toISOString() ?? null,
  };
  for (const row of rows) {
    if (row.status === "sent") progress[row.delivered ? "sent" : "skipped"] += row.total;
    else if (row.status === "failed") progress.failed += row.total;
    else progress.pending += row.total;
  }
  return progress;
}

/**
 * "Send a test to me": the message a subscriber would get, to the admin's
 * own address, queued now. Their unsubscribe link is the real one when the
 * admin is a subscriber too, otherwise a sample that leads nowhere.
 */
