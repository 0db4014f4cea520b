import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/mail.ts";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import type { Database } from "../../platform/db.server.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { pageInfo, type ListParams, type PageInfo } from "../admin/list.ts";
import { searchCondition } from "../admin/list.server.ts";
import { moveToTrash } from "../trash/trash.server.ts";
import { renderEditionMail } from "./edition-mail.server.ts";
import { editionStatus, type EditionForm, type EditionProgress, type EditionSort, type EditionStatus } from "./edition-schema.ts";

/**
 * The admin's side of newsletter editions: list, compose, test, send. A send
 * is one outbox row per active subscriber, queued in the transaction that
 * marks the edition as sending; the outbox worker delivers them and sets
 * sent_at when the last one is done (docs/decisions/008-mail-outbox.md).
 */
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

export async function createEdition(db: Database, form: EditionForm): Promise<EditionRow> {
  const [row] = await db.insert(newsletterEditions).values({ title: form.title, subject: form.subject, content: form.content }).returning();
  return row!;
}

export type EditionWriteResult = { ok: true; before: EditionRow; after: EditionRow } | { ok: false; reason: "notFound" | "locked" };

/** Only a draft can change: what was sent (or is being sent) stays what the readers received. */
export async function updateEdition(db: Database, id: string, form: EditionForm): Promise<EditionWriteResult> {
  const before = await getAdminEdition(db, id);
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db
    .update(newsletterEditions)
    .set({ title: form.title, subject: form.subject, content: form.content, updated_at: new Date() })
    .where(and(eq(newsletterEditions.id, id), live, isNull(newsletterEditions.send_started_at)))
    .returning();
  return after ? { ok: true, before, after } : { ok: false, reason: "locked" };
}

/**
 * Drafts and sent editions go to the trash (a sent one leaves the website's
 * newsletter tab); one being sent stays until its last delivery is done.
 */
export async function trashEdition(db: Database, id: string): Promise<{ ok: true; before: EditionRow } | { ok: false; reason: "notFound" | "locked" }> {
  const before = await getAdminEdition(db, id);
  if (!before) return { ok: false, reason: "notFound" };
  if (before.send_started_at && !before.sent_at) return { ok: false, reason: "locked" };
  const trashed = await moveToTrash(db, "edition", id);
  return trashed ? { ok: true, before } : { ok: false, reason: "notFound" };
}

export async function countActiveSubscribers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "active"));
  return row?.total ?? 0;
}

export type StartSendResult =
  | { ok: true; before: EditionRow; after: EditionRow; recipients: number }
  | { ok: false; reason: "notFound" | "alreadyStarted" | "noSubscribers" };

class NoSubscribers extends Error {}

/**
 * Queues the edition for every active subscriber, all in one transaction:
 * the edition becomes "sending" and gets one delivery row per subscriber
 * (one INSERT … SELECT, whatever their number), or nothing happens. The
 * dedupe key makes a second queuing of the same reader impossible.
 */
export async function startSend(db: Database, editionId: string, now = new Date()): Promise<StartSendResult> {
  const before = await getAdminEdition(db, editionId);
  if (!before) return { ok: false, reason: "notFound" };
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(newsletterEditions)
        .set({ send_started_at: now })
        .where(and(eq(newsletterEditions.id, editionId), live, isNull(newsletterEditions.send_started_at)))
        .returning({ id: newsletterEditions.id });
      if (!claimed) return { ok: false as const, reason: "alreadyStarted" as const };
      await tx.execute(sql`
        insert into ${mailOutbox} (kind, dedupe_key, to_address, edition_id, subscriber_id, next_attempt_at)
        select 'newsletter', 'edition:' || ${editionId} || ':' || ${newsletterSubscribers.id}, ${newsletterSubscribers.email},
               ${editionId}::uuid, ${newsletterSubscribers.id}, ${now.toISOString()}::timestamptz
        from ${newsletterSubscribers}
        where ${newsletterSubscribers.status} = 'active'
        on conflict (dedupe_key) do nothing`);
      const [queued] = await tx.select({ total: count() }).from(mailOutbox).where(eq(mailOutbox.edition_id, editionId));
      const recipients = queued?.total ?? 0;
      if (recipients === 0) throw new NoSubscribers();
      const [after] = await tx
        .update(newsletterEditions)
        .set({ recipient_count: recipients, updated_at: now })
        .where(eq(newsletterEditions.id, editionId))
        .returning();
      return { ok: true as const, before, after: after!, recipients };
    });
  } catch (error) {
    if (error instanceof NoSubscribers) return { ok: false, reason: "noSubscribers" };
    throw error;
  }
}

/** Where a send stands, counted from its delivery rows (true across processes). */
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
export async function queueTestSend(
  db: Database,
  options: { edition: Pick<EditionRow, "id" | "title" | "subject" | "content">; to: string; publicUrl: string; teamName: string; subjectPrefix: string },
): Promise<string | null> {
  const [subscriber] = await db
    .select({ token: newsletterSubscribers.token })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, options.to.toLowerCase()), eq(newsletterSubscribers.status, "active")))
    .limit(1);
  const rendered = renderEditionMail({
    edition: options.edition,
    token: subscriber?.token ?? "test-preview",
    publicUrl: options.publicUrl,
    teamName: options.teamName,
  });
  return enqueueMail(db, {
    kind: "newsletter_test",
    to: options.to,
    subject: `${options.subjectPrefix} ${rendered.subject}`,
    text: rendered.text,
    html: rendered.html,
    headers: rendered.headers,
  });
}
