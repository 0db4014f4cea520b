import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { isUuid } from "../../lib/ids.ts";
import { unionAll, type PgColumn } from "drizzle-orm/pg-core";
import {
  contactMessages,
  experienceRequests,
  orderRequests,
  requestMessages,
  type ContactSubject,
  type OrderLine,
  type RequestType,
} from "../../db/schema/bookings.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { mailOutbox, type MailStatus } from "../../db/schema/mail.ts";
import type { Database } from "../../platform/db.server.ts";
import { pageInfo, type PageInfo } from "../admin/schema.ts";
import { searchCondition } from "../admin/queries.server.ts";
import { defaultReplySubject, type RequestForMail } from "./emails.server.ts";
import type { Locale } from "../../lib/i18n/index.ts";
import type { InboxParams, InboxStatusFilter, InboxType, RequestStatus } from "./schema.ts";

/**
 * The admin inbox: every request visitors send (contact messages, car
 * enquiries, experience requests, order requests) read as one list, and the
 * thread of each (internal notes, replies e-mailed through the outbox, status
 * changes). Requests are private: writes are audited, never bump the public
 * content version.
 */

export const INBOX_PAGE_SIZE = 20;
const EXCERPT_LENGTH = 160;

/** A car enquiry is a contact message with a car (a catalogue row, or a static car by name). */
export const isCarEnquiry = sql`(${contactMessages.car_id} is not null or ${contactMessages.car_name} is not null)`;

/** The table behind each inbox type; thread entries of car enquiries belong to "contact". */
export function threadTypeOf(type: InboxType): RequestType {
  return type === "car_enquiry" ? "contact" : type;
}

function statusCondition(column: PgColumn, filter: InboxStatusFilter): SQL | undefined {
  if (filter === "all") return undefined;
  if (filter === "open") return inArray(column, ["new", "in_progress"]);
  return eq(column, filter);
}

export interface InboxRow {
  type: InboxType;
  id: string;
  name: string;
  email: string;
  status: RequestStatus;
  /** contact: the subject value; car_enquiry: the car's name; experience: its name as the visitor read it; order: null. */
  topic: string | null;
  excerpt: string;
  /** The language of the site the visitor wrote from: their words are in it. */
  locale: Locale;
  itemCount: number | null;
  total: string | null;
  createdAt: string;
}

function contactBranch(db: Database, type: InboxType | "all", params: InboxParams) {
  const kind = type === "contact" ? sql`not ${isCarEnquiry}` : type === "car_enquiry" ? isCarEnquiry : undefined;
  return db
    .select({
      type: sql<InboxType>`case when ${isCarEnquiry} then 'car_enquiry' else 'contact' end`.as("type"),
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      status: contactMessages.status,
      topic: sql<string | null>`case when ${isCarEnquiry} then coalesce(${contactMessages.car_name}, '') else ${contactMessages.subject} end`.as("topic"),
      excerpt: sql<string>`left(${contactMessages.message}, ${EXCERPT_LENGTH})`.as("excerpt"),
      locale: contactMessages.locale,
      item_count: sql<number | null>`null::integer`.as("item_count"),
      total: sql<string | null>`null::text`.as("total"),
      created_at: contactMessages.created_at,
    })
    .from(contactMessages)
    .where(
      and(
        kind,
        statusCondition(contactMessages.status, params.status),
        searchCondition(params.q, [contactMessages.name, contactMessages.email, contactMessages.message]),
      ),
    );
}

function experienceBranch(db: Database, params: InboxParams) {
  return db
    .select({
      type: sql<InboxType>`'experience'`.as("type"),
      id: experienceRequests.id,
      name: experienceRequests.name,
      email: experienceRequests.email,
      status: experienceRequests.status,
      topic: sql<string | null>`${experienceRequests.experience_name}`.as("topic"),
      excerpt: sql<string>`left(${experienceRequests.message}, ${EXCERPT_LENGTH})`.as("excerpt"),
      locale: experienceRequests.locale,
      item_count: sql<number | null>`null::integer`.as("item_count"),
      total: sql<string | null>`null::text`.as("total"),
      created_at: experienceRequests.created_at,
    })
    .from(experienceRequests)
    .where(
      and(
        statusCondition(experienceRequests.status, params.status),
        searchCondition(params.q, [experienceRequests.name, experienceRequests.email, experienceRequests.message]),
      ),
    );
}

function orderBranch(db: Database, params: InboxParams) {
  return db
    .select({
      type: sql<InboxType>`'order'`.as("type"),
      id: orderRequests.id,
      name: orderRequests.name,
      email: orderRequests.email,
      status: orderRequests.status,
      topic: sql<string | null>`null::text`.as("topic"),
      excerpt: sql<string>`left(${orderRequests.message}, ${EXCERPT_LENGTH})`.as("excerpt"),
      locale: orderRequests.locale,
      item_count: sql<number | null>`${orderRequests.item_count}`.as("item_count"),
      total: sql<string | null>`${orderRequests.total}::text`.as("total"),
      created_at: orderRequests.created_at,
    })
    .from(orderRequests)
    .where(
      and(
        statusCondition(orderRequests.status, params.status),
        searchCondition(params.q, [orderRequests.name, orderRequests.email, orderRequests.message]),
      ),
    );
}

/**
 * One page of the inbox, newest first: the three tables as one UNION ALL,
 * each branch filtered on its own columns (so the status indexes serve it).
 */
export async function listInbox(db: Database, params: InboxParams): Promise<{ rows: InboxRow[]; info: PageInfo }> {
  const branches = [];
  if (params.type === "all" || params.type === "contact" || params.type === "car_enquiry") branches.push(contactBranch(db, params.type, params));
  if (params.type === "all" || params.type === "experience") branches.push(experienceBranch(db, params));
  if (params.type === "all" || params.type === "order") branches.push(orderBranch(db, params));
  const [first, second, ...rest] = branches as [ReturnType<typeof contactBranch>, ...ReturnType<typeof contactBranch>[]];
  const inbox = (second ? unionAll(first, second, ...rest) : first).as("inbox");

  const [total] = await db.select({ value: count() }).from(inbox);
  const info = pageInfo(Number(total?.value ?? 0), params.page, INBOX_PAGE_SIZE);
  const rows = await db
    .select()
    .from(inbox)
    .orderBy(desc(inbox.created_at), desc(inbox.id))
    .limit(info.limit)
    .offset(info.offset);
  return {
    info,
    rows: rows.map((row) => ({
      type: row.type,
      id: row.id,
      name: row.name,
      email: row.email,
      status: row.status,
      topic: row.topic,
      excerpt: row.excerpt,
      locale: row.locale,
      itemCount: row.item_count === null ? null : Number(row.item_count),
      total: row.total,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

export type NewRequestCounts = Record<InboxType, number> & { total: number };

/** How many requests of each type are still "new": one query, served by the (status, created_at) indexes. */
export async function countNewRequests(db: Database): Promise<NewRequestCounts> {
  const [row] = await db
    .select({
      contact: sql<number>`(select count(*) from ${contactMessages} where ${contactMessages.status} = 'new' and not ${isCarEnquiry})`.mapWith(Number),
      car_enquiry: sql<number>`(select count(*) from ${contactMessages} where ${contactMessages.status} = 'new' and ${isCarEnquiry})`.mapWith(Number),
      experience: sql<number>`(select count(*) from ${experienceRequests} where ${experienceRequests.status} = 'new')`.mapWith(Number),
      order: sql<number>`(select count(*) from ${orderRequests} where ${orderRequests.status} = 'new')`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  const counts = { contact: row?.contact ?? 0, car_enquiry: row?.car_enquiry ?? 0, experience: row?.experience ?? 0, order: row?.order ?? 0 };
  return { ...counts, total: counts.contact + counts.car_enquiry + counts.experience + counts.order };
}

/* ---------- One request and its thread ---------- */

interface RequestBase {
  id: string;
  name: string;
  email: string;
  message: string;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  /** The visitor's language (the page they wrote from): replies go out in it, and the admin sees it. */
  locale: Locale;
}

export type InboxRequest = RequestBase &
  (
    | { type: "contact"; subject: ContactSubject }
    | { type: "car_enquiry"; subject: ContactSubject; carName: string; car: { id: string; slug: string; name: string; inTrash: boolean } | null }
    | { type: "experience"; experienceType: string; experienceName: string }
    | { type: "order"; items: OrderLine[]; itemCount: number; total: string }
  );

export interface ThreadEntry {
  id: string;
  kind: "note" | "reply" | "status";
  body: string;
  authorEmail: string | null;
  createdAt: string;
  /** Replies: where the e-mail is ("pending"/"sending" = queued). */
  mail: { status: MailStatus; subject: string | null; sentAt: string | null; error: string | null } | null;
}


/** The request of that type and id, or null (unknown id, or an id of another type). */
export async function getRequest(db: Database, type: InboxType, id: string): Promise<InboxRequest | null> {
  if (!isUuid(id)) return null;
  const iso = (value: Date) => value.toISOString();
  if (type === "contact" || type === "car_enquiry") {
    const [row] = await db
      .select({
        message: contactMessages,
        car: { id: historicF1Cars.id, slug: historicF1Cars.slug, name: historicF1Cars.name, deletedAt: historicF1Cars.deleted_at },
      })
      .from(contactMessages)
      .leftJoin(historicF1Cars, eq(historicF1Cars.id, contactMessages.car_id))
      .where(eq(contactMessages.id, id))
      .limit(1);
    if (!row) return null;
    const m = row.message;
    const base = { id: m.id, name: m.name, email: m.email, message: m.message, status: m.status, createdAt: iso(m.created_at), updatedAt: iso(m.updated_at), locale: m.locale };
    const carEnquiry = m.car_id !== null || m.car_name !== null;
    if (carEnquiry !== (type === "car_enquiry")) return null;
    if (!carEnquiry) return { ...base, type: "contact", subject: m.subject };
    const car = row.car?.id ? { id: row.car.id, slug: row.car.slug, name: row.car.name, inTrash: row.car.deletedAt !== null } : null;
    return { ...base, type: "car_enquiry", subject: m.subject, carName: m.car_name ?? car?.name ?? "", car };
  }
  if (type === "experience") {
    const [m] = await db.select().from(experienceRequests).where(eq(experienceRequests.id, id)).limit(1);
    if (!m) return null;
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      status: m.status,
      createdAt: iso(m.created_at),
      updatedAt: iso(m.updated_at),
      locale: m.locale,
      type: "experience",
      experienceType: m.experience_type,
      experienceName: m.experience_name,
    };
  }
  const [m] = await db.select().from(orderRequests).where(eq(orderRequests.id, id)).limit(1);
  if (!m) return null;
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    message: m.message,
    status: m.status,
    createdAt: iso(m.created_at),
    updatedAt: iso(m.updated_at),
    locale: m.locale,
    type: "order",
    items: m.items,
    itemCount: m.item_count,
    total: m.total,
  };
}

/** The request's thread, oldest first, each reply with the state of its e-mail. */
export async function getThread(db: Database, type: InboxType, id: string): Promise<ThreadEntry[]> {
  const rows = await db
    .select({
      id: requestMessages.id,
      kind: requestMessages.kind,
      body: requestMessages.body,
      authorEmail: requestMessages.author_email,
      createdAt: requestMessages.created_at,
      mailId: mailOutbox.id,
      mailStatus: mailOutbox.status,
      mailSubject: mailOutbox.subject,
      mailSentAt: mailOutbox.sent_at,
      mailError: mailOutbox.last_error,
    })
    .from(requestMessages)
    .leftJoin(mailOutbox, eq(mailOutbox.id, requestMessages.mail_id))
    .where(and(eq(requestMessages.request_type, threadTypeOf(type)), eq(requestMessages.request_id, id)))
    .orderBy(asc(requestMessages.created_at), asc(requestMessages.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === "reply" || row.kind === "status" ? row.kind : "note",
    body: row.body,
    authorEmail: row.authorEmail,
    createdAt: row.createdAt.toISOString(),
    mail:
      row.mailId && row.mailStatus
        ? { status: row.mailStatus, subject: row.mailSubject, sentAt: row.mailSentAt?.toISOString() ?? null, error: row.mailError }
        : null,
  }));
}

/** What the reply e-mail and the default "Re: …" subject are built from. */
export function requestForMail(request: InboxRequest): RequestForMail {
  const base = { id: request.id, name: request.name, email: request.email, message: request.message, createdAt: new Date(request.createdAt), locale: request.locale };
  switch (request.type) {
    case "contact":
      return { ...base, type: "contact", subject: request.subject };
    case "car_enquiry":
      return { ...base, type: "car_enquiry", carName: request.carName };
    case "experience":
      return { ...base, type: "experience", experienceName: request.experienceName };
    case "order":
      return { ...base, type: "order", items: request.items, itemCount: request.itemCount, total: request.total };
  }
}

export function replySubjectFor(request: InboxRequest): string {
  return defaultReplySubject(requestForMail(request));
}

