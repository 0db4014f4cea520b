import { sql, and, eq } from "drizzle-orm";
import { contactMessages, experienceRequests, orderRequests, requestMessages } from "../../db/schema/bookings.ts";
import type { Database } from "../../platform/db.server.ts";
import { env } from "../../platform/env.server.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { getSiteSettings } from "../settings/queries.server.ts";
import { notificationAddress, renderRequestConfirmation, renderRequestNotification, type RequestForMail, renderRequestReply } from "./emails.server.ts";
import { type CarEnquiryInput, type ContactMessageInput, type ExperienceRequestInput, carEnquirySchema, enquiryIntent, contactMessageSchema, experienceRequestSchemaOffering, type InboxType, type ReplyInput, type RequestStatus } from "./schema.ts";
import type { RouterContextProvider } from "react-router";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { requestReference } from "../../lib/ids.ts";
import type { z } from "zod";
import { acceptForm, parseForm, refuseForm, type FormReply } from "../../lib/form.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { MINUTE, minutesUntil, reserveAttempt, type ThrottleRule } from "../../platform/auth-throttle.server.ts";
import { isCarEnquiry, threadTypeOf, type InboxRequest, requestForMail } from "./queries.server.ts";
import { currentAdmin, teamLocale } from "../accounts/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { storeOnce, submissionKeyOf } from "../../platform/idempotency.server.ts";

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

export function visitorOrigin(context: Readonly<RouterContextProvider>): VisitorOrigin {
  return { clientIp: context.get(requestContext).clientIp, locale: context.get(localeContext) };
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

/**
 * Validates and stores one car enquiry (the form of a car's page, of the
 * collection's dialog, of F1 Madness). Success is answered only once the
 * contact message is committed; a bad field answers 400 and an unknown car
 * 400 with a message for the form, both with what was typed; too many
 * requests 429.
 */
export async function submitCarEnquiry(
  db: Database,
  formData: FormData,
  findCar: (ref: string) => Promise<EnquiryCar | null> | EnquiryCar | null,
  origin: VisitorOrigin = {},
  /** The public-form throttle (reserveVisitorMail), counted in the submission's transaction; none in tests of the form alone. */
  reserve?: (email: string, tx: Database) => Promise<VisitorMailPermit>,
) {
  const submission = parseForm(formData, carEnquirySchema);
  const posted = formData.get("car");
  const formIntent = enquiryIntent(typeof posted === "string" ? posted : "");
  if (submission.status !== "success") return refuseForm(submission, { formIntent });
  const { car: ref, ...fields } = submission.value;
  const car = await findCar(ref);
  if (!car) return refuseForm(submission, { form: "form.carRequired", formIntent });
  // Once per key: a retry (same key) gets the first one's answer, nothing stored or counted again.
  const { result } = await storeOnce(
    db,
    "car-enquiry",
    submissionKeyOf(formData),
    async (tx): Promise<Throttled<{ id: string }>> => {
      const permit = reserve ? await reserve(fields.email, tx) : { allowed: true as const };
      if (!permit.allowed) return { refused: permit.message };
      return { stored: await createCarEnquiry(tx, { ...fields, car_id: car.id, car_name: car.name }, origin) };
    },
    wasStored,
  );
  if (!("stored" in result)) return refuseForm(submission, { form: result.refused, formIntent }, 429);
  return acceptForm(submission, { reset: true, formIntent, extra: { reference: requestReference(result.stored.id) } });
}

/**
 * A route action for an enquiry form: reads the post, finds the car from its
 * `car` field with `findCar`, stores the enquiry. A database failure answers
 * 500 with the values kept, so nothing typed is lost.
 */
export async function handleCarEnquiry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  findCar: (ref: string) => Promise<EnquiryCar | null> | EnquiryCar | null,
) {
  const formData = await request.formData();
  const { db } = context.get(servicesContext);
  const { log } = context.get(requestContext);
  try {
    return await submitCarEnquiry(db, formData, findCar, visitorOrigin(context), (email, tx) => reserveVisitorMail(context, email, tx));
  } catch (error) {
    log.error({ err: error }, "car enquiry failed");
    const posted = formData.get("car");
    return refuseForm(parseForm(formData, carEnquirySchema), { form: "form.sendFailed", formIntent: enquiryIntent(typeof posted === "string" ? posted : "") }, 500);
  }
}

/** A visitor form's outcome in its transaction: stored, or refused by the throttle with the form's message. */
export type Throttled<T> = { stored: T } | { refused: string };
/** Only a stored submission keeps its key: a throttled one may be sent again, with the same key, later. */
export const wasStored = (outcome: Throttled<unknown>) => "stored" in outcome;

/**
 * Parses, validates and stores one visitor form. Success is answered only
 * once the row is committed (the form is emptied); invalid input answers 400
 * with the field messages, too many requests 429, a storage failure 500 —
 * all with what was typed.
 */
async function handleVisitorForm<T extends { email: string }>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  schema: z.ZodType<T>,
  store: (db: Database, input: T) => Promise<{ id: string }>,
  form: { name: string; label: string },
) {
  const formData = await request.formData();
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return refuseForm(submission);
  const { db } = context.get(servicesContext);
  let stored: { id: string };
  try {
    // Once per key: a retry (same key) gets the same answer, nothing stored or counted again.
    const { result } = await storeOnce(
      db,
      form.name,
      submissionKeyOf(formData),
      async (tx): Promise<Throttled<{ id: string }>> => {
        const permit = await reserveVisitorMail(context, submission.value.email, tx);
        if (!permit.allowed) return { refused: permit.message };
        return { stored: await store(tx, submission.value) };
      },
      wasStored,
    );
    if (!("stored" in result)) return refuseForm(submission, { form: result.refused }, 429);
    stored = result.stored;
  } catch (error) {
    context.get(requestContext).log.error({ err: error }, `${form.label} could not be stored`);
    return refuseForm(submission, { form: "form.sendFailed" }, 500);
  }
  // The visitor's proof that it left: the reference the team finds it by in the inbox.
  // (A key stored before references were answered holds no id.)
  return acceptForm(submission, { reset: true, extra: typeof stored.id === "string" ? { reference: requestReference(stored.id) } : {} });
}

export function handleContactForm(context: Readonly<RouterContextProvider>, request: Request) {
  return handleVisitorForm(context, request, contactMessageSchema, (db, input) => createContactMessage(db, input, visitorOrigin(context)), { name: "contact", label: "contact message" });
}

/**
 * The experiences page's action. `offered` are the choices the page offers
 * now (its published cards, then the custom one), in the visitor's language:
 * a choice no longer offered (a stale page, a forged post) is refused under
 * the field with the rest of the form's messages; the request keeps the
 * chosen experience's name as the visitor read it.
 */
export function handleExperienceRequest(context: Readonly<RouterContextProvider>, request: Request, offered: readonly { value: string; label: string }[]) {
  const names = new Map(offered.map((option) => [option.value, option.label]));
  return handleVisitorForm(
    context,
    request,
    experienceRequestSchemaOffering([...names.keys()]),
    (db, input) => createExperienceRequest(db, { ...input, experience_name: names.get(input.experience_type)! }, visitorOrigin(context)),
    { name: "experience", label: "experience request" },
  );
}

/**
 * Every public form that sends e-mail (subscribe, contact, car enquiry,
 * experience and order requests) sends one to the address typed into it. So
 * the site cannot be used to flood somebody's inbox, or as a spam relay, a
 * valid submission is counted per client IP and per recipient address, in the
 * database (across restarts and processes), with the sign-in throttle's
 * counters. Limits are per hour: FORM_LIMIT_PER_IP, FORM_LIMIT_PER_ADDRESS.
 */
/** Refused: the sentence the form shows, in the visitor's language, with when to come back. */
export type VisitorMailPermit = { allowed: true } | { allowed: false; message: string };

const HOUR = 60 * MINUTE;

export async function reserveVisitorMail(
  context: Readonly<RouterContextProvider>,
  address: string,
  /** The transaction the submission is stored in, when there is one: its count stands or falls with the row. */
  db: Database = context.get(servicesContext).db,
  now = new Date(),
): Promise<VisitorMailPermit> {
  const { env } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const rule = (max: number): ThrottleRule => ({ max, windowMs: HOUR, lockMs: HOUR });
  const checks: Array<[string, ThrottleRule]> = [
    [`visitor-mail:ip:${clientIp}`, rule(env.FORM_LIMIT_PER_IP)],
    [`visitor-mail:to:${address.trim().toLowerCase()}`, rule(env.FORM_LIMIT_PER_ADDRESS)],
  ];
  for (const [key, limit] of checks) {
    const attempt = await reserveAttempt(db, key, limit, now);
    if (!attempt.allowed) {
      context.get(requestContext).log.warn({ key: key.startsWith("visitor-mail:ip:") ? key : "visitor-mail:to:<address>" }, "visitor form throttled");
      const t = translator(context.get(localeContext));
      const when = t.count(minutesUntil(attempt.retryAt, now), { one: "form.retryInMinutesOne", other: "form.retryInMinutes" });
      return { allowed: false, message: t("form.throttled", { when }) };
    }
  }
  return { allowed: true };
}

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
