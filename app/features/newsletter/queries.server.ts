import { and, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import type { Database } from "../../platform/db.server.ts";

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One sent edition (§4: sent when sent_at is set); null when unknown, unsent, in the trash, or the id is not a UUID at all. */
export async function getSentEdition(db: Database, id: string): Promise<NewsletterEdition | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), isNotNull(newsletterEditions.sent_at), isNull(newsletterEditions.deleted_at)))
    .limit(1);
  return row ?? null;
}
