import { and, eq, inArray } from "drizzle-orm";
import { slugRedirects } from "../../db/schema/redirects.ts";
import type { Database } from "../../platform/db.server.ts";
import { slugChanges, type SlugChange, type SlugRedirectType, type SlugsByLocale } from "./schema.ts";

/**
 * Writes of the old addresses. Each is called with the transaction that
 * changes the slug, so a slug and its redirect are saved together or not at all.
 */

/**
 * Records one slug change: the old slug now leads to the item (by its id, so
 * later renames need no update), and the new slug is no longer anyone's old
 * address (of this type, in either language: the pages answer both
 * languages' slugs). That second part is why going back to an old slug never
 * loops, and why an item taking a freed slug is never shadowed by the
 * redirect of the item that had it. Nothing is recorded when the slug did
 * not change or there was none before.
 */
export async function recordSlugChange(db: Database, change: SlugChange, now = new Date()): Promise<void> {
  const { type, locale, from, to, targetId } = change;
  if (to !== null) await db.delete(slugRedirects).where(and(eq(slugRedirects.type, type), eq(slugRedirects.old_slug, to)));
  if (from === null || from === to) return;
  await db
    .insert(slugRedirects)
    .values({ type, locale, old_slug: from, target_id: targetId, created_at: now })
    .onConflictDoUpdate({ target: [slugRedirects.type, slugRedirects.locale, slugRedirects.old_slug], set: { target_id: targetId, created_at: now } });
}

/**
 * Every change of one save of an item with a slug per language (see
 * `slugChanges`); `before` is null for a new item, whose slugs only clear
 * old addresses.
 */
export async function recordSlugChanges(db: Database, type: SlugRedirectType, targetId: string, before: SlugsByLocale | null, after: SlugsByLocale, now = new Date()): Promise<void> {
  for (const change of slugChanges(type, targetId, before, after)) await recordSlugChange(db, change, now);
}

/** Forgets the old addresses of items deleted for good (the trash's purge): they would only lead to a 404. */
export async function dropSlugRedirects(db: Database, type: SlugRedirectType, targetIds: readonly string[]): Promise<void> {
  if (targetIds.length === 0) return;
  await db.delete(slugRedirects).where(and(eq(slugRedirects.type, type), inArray(slugRedirects.target_id, [...targetIds])));
}
