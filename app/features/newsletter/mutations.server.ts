import { and, eq, lt, ne, or } from "drizzle-orm";
import { newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { postgresErrorCode, UNIQUE_VIOLATION, type Database } from "../../platform/db.server.ts";
import { env } from "../../platform/env.server.ts";
import { getSiteSettings } from "../site/queries.server.ts";
import { queueConfirmationMail, queueWelcomeMail } from "./subscriber-mail.server.ts";
import { maskEmail, subscriberTokenPattern } from "./subscriber-schema.ts";

/** A pending address that subscribes again gets a new confirmation e-mail at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;

export type SubscribeResult = { status: "subscribed" } | { status: "already_subscribed" };

export interface SubscribeOptions {
  /** Absolute base of the links in the e-mails (PUBLIC_URL by default). */
  publicUrl?: string;
  now?: Date;
}

const subscriberForMail = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  token: newsletterSubscribers.token,
  since: newsletterSubscribers.created_at,
};

/**
 * Subscribes an address (§7): status active, or pending when the site asks
 * for double opt-in, with the welcome (or the confirmation) e-mail queued in
 * the same transaction.
 *
 * An address that unsubscribed earlier comes back through a conditional
 * update of its own row (the unique e-mail stays): its subscription starts
 * anew, so created_at is the date of this subscription. So does an address
 * still pending whose confirmation went out more than
 * CONFIRMATION_RESEND_MS ago: whoever lost that e-mail gets a new one, and
 * nobody can make the site send more than a few to one inbox. Otherwise the insert
 * runs, and the unique e-mail makes a second subscription of an active or
 * pending address fail with 23505, which becomes "already_subscribed" (§8);
 * any other failure is thrown to the caller. Two racing re-subscriptions
 * serialize on the row lock: the second one finds no unsubscribed row and
 * gets the 23505 answer.
 */
export async function subscribeToNewsletter(db: Database, rawEmail: string, options: SubscribeOptions = {}): Promise<SubscribeResult> {
  const email = rawEmail.trim().toLowerCase();
  const publicUrl = options.publicUrl ?? env().PUBLIC_URL;
  const settings = await getSiteSettings(db);
  const status = settings.newsletter_double_opt_in ? "pending" : "active";
  const now = options.now ?? new Date();
  try {
    await db.transaction(async (tx) => {
      const [returning] = await tx
        .update(newsletterSubscribers)
        .set({ status, created_at: now, confirmed_at: null, unsubscribed_at: null, updated_at: now })
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            or(
              eq(newsletterSubscribers.status, "unsubscribed"),
              and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.created_at, new Date(now.getTime() - CONFIRMATION_RESEND_MS))),
            ),
          ),
        )
        .returning(subscriberForMail);
      const subscriber = returning ?? (await tx.insert(newsletterSubscribers).values({ email, status, created_at: now }).returning(subscriberForMail))[0]!;
      const mail = { publicUrl, teamName: settings.team_name };
      if (status === "pending") await queueConfirmationMail(tx, subscriber, mail);
      else await queueWelcomeMail(tx, subscriber, mail);
    });
    return { status: "subscribed" };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "already_subscribed" };
    throw error;
  }
}

export type ConfirmResult = "confirmed" | "already_confirmed" | "unsubscribed" | "not_found";

/**
 * The link of the confirmation e-mail: a pending subscriber becomes active
 * (confirmed_at set) and gets the welcome. Only the first visit changes
 * anything, so a link opened twice (or by a mail scanner) sends one welcome.
 */
export async function confirmSubscription(db: Database, token: string, options: SubscribeOptions = {}): Promise<ConfirmResult> {
  if (!subscriberTokenPattern.test(token)) return "not_found";
  const publicUrl = options.publicUrl ?? env().PUBLIC_URL;
  const settings = await getSiteSettings(db);
  const now = options.now ?? new Date();
  const confirmed = await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({ status: "active", confirmed_at: now, updated_at: now })
      .where(and(eq(newsletterSubscribers.token, token), eq(newsletterSubscribers.status, "pending")))
      .returning(subscriberForMail);
    if (!subscriber) return false;
    await queueWelcomeMail(tx, subscriber, { publicUrl, teamName: settings.team_name });
    return true;
  });
  if (confirmed) return "confirmed";
  const current = await findByToken(db, token);
  if (!current) return "not_found";
  return current.status === "unsubscribed" ? "unsubscribed" : "already_confirmed";
}

export interface SubscriptionView {
  /** Masked: the page proves whose link it is without showing the whole address to whoever holds it. */
  maskedEmail: string;
  status: "active" | "pending" | "unsubscribed";
}

/** What the unsubscribe page shows of the link's subscriber; null for an unknown token. */
export async function getSubscriptionByToken(db: Database, token: string): Promise<SubscriptionView | null> {
  if (!subscriberTokenPattern.test(token)) return null;
  const row = await findByToken(db, token);
  return row ? { maskedEmail: maskEmail(row.email), status: row.status } : null;
}

/**
 * One-click unsubscribe (RFC 8058) and the page's button: the token is the
 * only authority. Idempotent: a second call changes nothing and answers the
 * same. Null for an unknown token.
 */
export async function unsubscribeByToken(db: Database, token: string, now = new Date()): Promise<SubscriptionView | null> {
  if (!subscriberTokenPattern.test(token)) return null;
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribed_at: now, updated_at: now })
    .where(and(eq(newsletterSubscribers.token, token), ne(newsletterSubscribers.status, "unsubscribed")));
  return getSubscriptionByToken(db, token);
}

async function findByToken(db: Database, token: string) {
  const [row] = await db
    .select({ email: newsletterSubscribers.email, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token))
    .limit(1);
  return row ?? null;
}

export type ResubscribeResult = "active" | "pending" | "not_found";

/**
 * The unsubscribe page's "subscribe again": the same path as the form (the
 * welcome, or the confirmation under double opt-in), for the link's address.
 */
export async function resubscribeByToken(db: Database, token: string, options: SubscribeOptions = {}): Promise<ResubscribeResult> {
  if (!subscriberTokenPattern.test(token)) return "not_found";
  const row = await findByToken(db, token);
  if (!row) return "not_found";
  if (row.status === "unsubscribed") await subscribeToNewsletter(db, row.email, options);
  const after = await findByToken(db, token);
  return after?.status === "pending" ? "pending" : after ? "active" : "not_found";
}
