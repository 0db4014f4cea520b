import { asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { contactMessages, experienceRequests, orderRequests, requestMessages } from "../../db/schema/bookings.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { newsletterConsents, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { auditLog } from "../../db/schema/security.ts";
import type { Database } from "../../platform/db.server.ts";

/**
 * Everything the site holds about one person, found from their e-mail
 * address (GDPR art. 15 and 20): the subscriber and the proofs of consent,
 * every request they sent (contact, car enquiry, experience, order) with its
 * thread, every e-mail to, from or about them in the outbox, and the activity
 * log entries that mention the address. Addresses are compared lowercased;
 * "mentions" is a plain substring search (no LIKE: `_` and `%` are common in
 * addresses).
 */

/** Whether a text column holds the address anywhere, whatever the case. */
export function mentions(column: AnyPgColumn | SQL, email: string): SQL {
  return sql`position(${email.toLowerCase()} in lower(${column})) > 0`;
}

const sameAddress = (column: AnyPgColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

export async function findPersonalData(db: Database, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase();
  const [subscriber] = await db.select().from(newsletterSubscribers).where(sameAddress(newsletterSubscribers.email, email)).limit(1);
  const consents = subscriber ? await db.select().from(newsletterConsents).where(eq(newsletterConsents.subscriber_id, subscriber.id)).orderBy(desc(newsletterConsents.given_at)) : [];
  const [contacts, experiences, orders] = await Promise.all([
    db.select().from(contactMessages).where(sameAddress(contactMessages.email, email)).orderBy(asc(contactMessages.created_at)),
    db.select().from(experienceRequests).where(sameAddress(experienceRequests.email, email)).orderBy(asc(experienceRequests.created_at)),
    db.select().from(orderRequests).where(sameAddress(orderRequests.email, email)).orderBy(asc(orderRequests.created_at)),
  ]);
  const requestIds = [...contacts, ...experiences, ...orders].map((row) => row.id);
  const threads = requestIds.length
    ? await db.select().from(requestMessages).where(inArray(requestMessages.request_id, requestIds)).orderBy(asc(requestMessages.created_at))
    : [];
  const threadMailIds = threads.flatMap((entry) => (entry.mail_id ? [entry.mail_id] : []));
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(
      or(
        sameAddress(mailOutbox.to_address, email),
        mentions(mailOutbox.reply_to, email),
        mentions(mailOutbox.subject, email),
        mentions(mailOutbox.text_body, email),
        mentions(mailOutbox.html_body, email),
        subscriber ? eq(mailOutbox.subscriber_id, subscriber.id) : undefined,
        threadMailIds.length ? inArray(mailOutbox.id, threadMailIds) : undefined,
        ...requestIds.map((id) => sql`${mailOutbox.dedupe_key} like ${`request:%:${id}:%`}`),
      ),
    )
    .orderBy(asc(mailOutbox.created_at));
  const activity = await db
    .select()
    .from(auditLog)
    .where(or(mentions(auditLog.actor_email, email), mentions(auditLog.target_id, email), mentions(sql`${auditLog.details}::text`, email), subscriber ? eq(auditLog.target_id, subscriber.id) : undefined))
    .orderBy(asc(auditLog.created_at));
  return {
    email,
    subscriber: subscriber ? { ...subscriber, consents } : null,
    contactMessages: contacts.filter((row) => !row.car_id && !row.car_name),
    carEnquiries: contacts.filter((row) => row.car_id || row.car_name),
    experienceRequests: experiences,
    orderRequests: orders,
    requestThreads: threads,
    mails,
    activity,
  };
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;

/** Whether anything at all was found. */
export function holdsAnything(data: PersonalData): boolean {
  return Boolean(data.subscriber) || [data.contactMessages, data.carEnquiries, data.experienceRequests, data.orderRequests, data.mails, data.activity].some((rows) => rows.length > 0);
}

/** The export: every row found, as JSON a person can read and take elsewhere (dates as ISO strings). */
export function personalDataJson(data: PersonalData, exportedAt = new Date()): string {
  return JSON.stringify({ exportedAt: exportedAt.toISOString(), ...data }, null, 2);
}
