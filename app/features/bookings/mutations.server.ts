import { sql, and, eq } from "drizzle-orm";
import { contactMessages, experienceRequests, orderRequests, requestMessages } from "../../db/schema/bookings.ts";
import type { Database } from "../../platform/db.server.ts";
import { env } from "../../platform/env.server.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { getSiteSettings } from "../settings/queries.server.ts";
import { notificationAddress, renderRequestConfirmation, renderRequestNotification, type RequestForMail, renderRequestReply } from "./emails.server.ts";
import { type CarEnquiryInput, type ContactMessageInput, type ExperienceRequestInput, type InboxType, type ReplyInput, type RequestStatus } from "./schema.ts";
import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../platform/context.ts";
import { type FormReply } from "../../lib/form.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { isCarEnquiry, threadTypeOf, type InboxRequest, requestForMail } from "./queries.server.ts";
import { currentAdmin, teamLocale } from "../accounts/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { recordAudit } from "../../platform/audit.server.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The site's address for links in e-mails; a notification without the admin link beats no notification. */
function publicUrl(): string | null {
  try {
    return env().PUBLIC_URL;
  } catch {
    return null;
  }
}

/**
 * Stores a request and queues its two e-mails in one transaction: the team's
 * notification (Reply-To the visitor) and the visitor's confirmation (Reply-To
 * the team). Either the request and both messages commit, or nothing does.
 */
export async function storeWithMails<T extends { id: string; created_at: Date }>(
  db: Database,
  insert: (tx: Transaction) => Promise<T>,
  describe: (row: T) => RequestForMail,
): Promise<T> {
  const settings = await getSiteSettings(db);
  const url = publicUrl();
  const teamLanguage = await teamLocale(db, notificationAddress(settings));
  return db.transaction(async (tx) => {
    const row = await insert(tx);
    const request = describe(row);
    const notification = renderRequestNotification(settings, request, url, teamLanguage);
    await enqueueMail(tx, {
      kind: "request_notification",
      to: notificationAddress(settings),
      subject: notification.subject,
      text: notification.text,
      html: notification.html,
      replyTo: request.email,
      dedupeKey: `request:${request.type}:${request.id}:notification`,
    });
    const confirmation = renderRequestConfirmation(settings, request);
    await enqueueMail(tx, {
      kind: "request_confirmation",
      to: request.email,
      subject: confirmation.subject,
      text: confirmation.text,
      html: confirmation.html,
      replyTo: notificationAddress(settings),
      dedupeKey: `request:${request.type}:${request.id}:confirmation`,
    });
    return row;
  });
}

/** Where a visitor's request came from: their address (for the throttle's records) and the language of the page they used. */
export interface VisitorOrigin {
  clientIp?: string;
  locale?: Locale;
}

/** Stores a contact message; the caller shows success only after this resolves (the row and its e-mails are committed). */
export async function createContactMessage(db: Database, input: ContactMessageInput, { clientIp, locale = DEFAULT_LOCALE }: VisitorOrigin = {}) {
  const row = await storeWithMails(
    db,
    async (tx) => {
      const [inserted] = await tx
        .insert(contactMessages)
        .values({ ...input, client_ip: clientIp ?? null, locale })
        .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
      return inserted!;
    },
    (inserted) => ({ type: "contact", locale, id: inserted.id, name: input.name, email: input.email, message: input.message, createdAt: inserted.created_at, subject: input.subject }),
  );
  return { id: row.id };
}

/** An enquiry about one car is a contact message about cars, linked to the car when it has a row. */
export async function createCarEnquiry(db: Database, input: CarEnquiryInput, { clientIp, locale = DEFAULT_LOCALE }: VisitorOrigin = {}) {
  const message = input.message || translator(locale)("bookings.enquiryDefaultMessage", { car: input.car_name });
  const row = await storeWithMails(
    db,
    async (tx) => {
      const [inserted] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          subject: "cars",
          message,
          car_id: input.car_id ?? null,
          car_name: input.car_name,
          client_ip: clientIp ?? null,
          locale,
        })
        .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
      return inserted!;
    },
    (inserted) => ({ type: "car_enquiry", locale, id: inserted.id, name: input.name, email: input.email, message, createdAt: inserted.created_at, carName: input.car_name }),
  );
  return { id: row.id };
}

/** What is stored: the form's fields with the experience's name as published when it was sent. */
export type ExperienceRequestRow = ExperienceRequestInput & { experience_name: string };

export async function createExperienceRequest(db: Database, input: ExperienceRequestRow, { clientIp, locale = DEFAULT_LOCALE }: VisitorOrigin = {}) {
  const row = await storeWithMails(
    db,
    async (tx) => {
      const [inserted] = await tx
        .insert(experienceRequests)
        .values({ ...input, client_ip: clientIp ?? null, locale })
        .returning({ id: experienceRequests.id, created_at: experienceRequests.created_at });
      return inserted!;
    },
    (inserted) => ({
      type: "experience",
      locale,
      id: inserted.id,
      name: input.name,
      email: input.email,
      message: input.message,
      createdAt: inserted.created_at,
      experienceName: input.experience_name,
    }),
  );
  return { id: row.id };
}

/** The car an enquiry is about, as the server knows it: never the name the browser sent. */
export interface EnquiryCar {
  /** The slug of a catalogue car, or the key of a static F1 Madness car. */
  ref: string;
  /** Set for a car that has a row. */
  id?: string;
  name: string;
}

/** The reply of a visitor form that stores a request (contact, experience, car enquiry): on success, its short reference. */
export type RequestReply = FormReply & { reference?: string };
/** The reply of a car enquiry. */
export type EnquiryReply = RequestReply;

/* ---------- The inbox: statuses, notes and replies ---------- */

export interface Actor {
  id: string;
  email: string;
}

function tableOf(type: InboxType) {
  if (type === "experience") return experienceRequests;
  if (type === "order") return orderRequests;
  return contactMessages;
}

/** Moves the request to `status` and records the change in its thread; null when it was already there. */
async function setStatus(tx: Transaction, actor: Actor, type: InboxType, id: string, status: RequestStatus, at: Date) {
  const table = tableOf(type);
  const kind = type === "contact" ? sql`not ${isCarEnquiry}` : type === "car_enquiry" ? isCarEnquiry : undefined;
  const [before] = await tx
    .select({ status: table.status })
    .from(table)
    .where(and(eq(table.id, id), kind))
    .for("update");
  if (!before || before.status === status) return before ? { from: before.status, changed: false } : null;
  await tx.update(table).set({ status, updated_at: at }).where(eq(table.id, id));
  await tx.insert(requestMessages).values({
    request_type: threadTypeOf(type),
    request_id: id,
    kind: "status",
    body: status,
    author_id: actor.id,
    author_email: actor.email,
    created_at: at,
  });
  return { from: before.status, changed: true };
}

export async function changeRequestStatus(db: Database, actor: Actor, type: InboxType, id: string, status: RequestStatus) {
  return db.transaction((tx) => setStatus(tx, actor, type, id, status, new Date()));
}

export async function addRequestNote(db: Database, actor: Actor, type: InboxType, id: string, note: string): Promise<string> {
  const [row] = await db
    .insert(requestMessages)
    .values({ request_type: threadTypeOf(type), request_id: id, kind: "note", body: note, author_id: actor.id, author_email: actor.email, created_at: new Date() })
    .returning({ id: requestMessages.id });
  return row!.id;
}

/**
 * Queues the reply to the visitor (Reply-To the team) and keeps it in the
 * thread, linked to its outbox row, in one transaction. A new request
 * answered is in progress: the status moves with the reply.
 */
export async function sendRequestReply(db: Database, actor: Actor, request: InboxRequest, reply: ReplyInput): Promise<{ mailId: string; entryId: string }> {
  const settings = await getSiteSettings(db);
  const mail = renderRequestReply(settings, requestForMail(request), reply);
  return db.transaction(async (tx) => {
    const now = Date.now();
    if (request.status === "new") await setStatus(tx, actor, request.type, request.id, "in_progress", new Date(now));
    const mailId = await enqueueMail(tx, {
      kind: "request_reply",
      to: request.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: notificationAddress(settings),
    });
    const [entry] = await tx
      .insert(requestMessages)
      .values({
        request_type: threadTypeOf(request.type),
        request_id: request.id,
        kind: "reply",
        body: reply.message,
        author_id: actor.id,
        author_email: actor.email,
        mail_id: mailId,
        created_at: new Date(now + 1),
      })
      .returning({ id: requestMessages.id });
    return { mailId: mailId!, entryId: entry!.id };
  });
}

/** The audit record of an inbox write (who, what, which request). Not a content change: public caches stay. */
export async function auditRequest(
  context: Readonly<RouterContextProvider>,
  action: "request.status" | "request.note" | "request.reply",
  target: { type: InboxType; id: string },
  details: Record<string, unknown>,
): Promise<void> {
  const { db, log } = context.get(servicesContext);
  const { user } = currentAdmin(context);
  await recordAudit(db, log, {
    action,
    actor: { id: user.id, email: user.email },
    target: { type: target.type, id: target.id },
    ip: context.get(requestContext).clientIp,
    details,
  });
}
