import { and, desc, eq, sql } from "drizzle-orm";
import { slugRedirects } from "../../db/schema/redirects.ts";
import type { Database } from "../../platform/db.server.ts";
import type { Locale } from "../../lib/i18n/core.ts";
import type { SlugRedirectType } from "./schema.ts";

/**
 * The item an old address leads to: its id (or "driver"), or null when the
 * address was never one of that type's. Asked only after no live item
 * answered the slug, so a live page always wins over an old address.
 *
 * The page's language is looked up first, then the other: the public pages
 * answer either language's slug (and send it on to their own language's), so
 * an old English slug typed on a French page leads to the item too. The
 * caller then resolves the item's current slug: one hop, however many
 * renames ago the address was.
 */
export async function findSlugRedirect(db: Database, type: SlugRedirectType, locale: Locale, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ targetId: slugRedirects.target_id })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.type, type), eq(slugRedirects.old_slug, slug)))
    .orderBy(sql`${slugRedirects.locale} = ${locale} desc`, desc(slugRedirects.created_at))
    .limit(1);
  return row?.targetId ?? null;
}
