import { and, desc, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { newsletterEditions } from "../../db/schema/newsletter.ts";
import type { Database } from "../../platform/db.server.ts";

export type NewsletterEdition = typeof newsletterEditions.$inferSelect;

/** Newsletter editions, newest sent first (§7); an edition is sent when sent_at is set (§4). */
export async function listNewsletterEditions(
  db: Database,
  filters: { sent?: boolean; limit?: number } = {},
): Promise<NewsletterEdition[]> {
  const conditions: SQL[] = [];
  if (filters.sent === true) conditions.push(isNotNull(newsletterEditions.sent_at));
  if (filters.sent === false) conditions.push(isNull(newsletterEditions.sent_at));
  const query = db
    .select()
    .from(newsletterEditions)
    .where(and(...conditions))
    .orderBy(sql`${newsletterEditions.sent_at} desc nulls last`, desc(newsletterEditions.created_at));
  return filters.limit === undefined ? query : query.limit(filters.limit);
}
