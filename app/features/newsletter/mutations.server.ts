import { newsletterSubscribers } from "../../db/schema/newsletter.ts";
import { postgresErrorCode, UNIQUE_VIOLATION, type Database } from "../../platform/db.server.ts";

export type SubscribeResult = { status: "subscribed" } | { status: "already_subscribed" };

/**
 * Subscribes an address with status active (§7). The unique e-mail makes a
 * second subscription fail with 23505, which becomes "already_subscribed";
 * any other failure is thrown to the caller.
 */
export async function subscribeToNewsletter(db: Database, email: string): Promise<SubscribeResult> {
  try {
    await db.insert(newsletterSubscribers).values({ email: email.trim().toLowerCase(), status: "active" });
    return { status: "subscribed" };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return { status: "already_subscribed" };
    throw error;
  }
}
