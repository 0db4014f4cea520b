import { and, eq, like, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { media } from "../../db/schema/media.ts";
import { executeRows, type Database } from "../../platform/db.server.ts";
import type { Storage } from "../../platform/storage.server.ts";

/**
 * Stored images nobody uses any more: an item purged from the trash, a photo
 * replaced, an upload whose form was never saved. Left alone, their files stay
 * reachable at /media/… for ever — a photo the team deleted, say for a
 * person's privacy, would still be online. So the hourly housekeeping deletes
 * the files and rows of images that no row of the site's tables mentions.
 *
 * What counts as "mentioned" is read from every table but the few listed
 * below (the audit log keeps old values for ever, the outbox old e-mails, the
 * rest are sign-in machinery): a content table added later protects its
 * images without anyone remembering to list it here. A row in the trash still
 * mentions its images, so restoring it brings them back whole.
 */
const TABLES_THAT_DO_NOT_KEEP_IMAGES = new Set([
  "media",
  "audit_log",
  "mail_outbox",
  "session",
  "account",
  "verification",
  "two_factor",
  "jwks",
  "used_totp_codes",
  "auth_throttle",
  "rate_limit",
  // Addresses only, and the largest table of all on a site with a following.
  "newsletter_subscribers",
]);

/** An upload younger than this is kept: its form may still be open in an admin's browser. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** The part every file of one image shares: uploads/2026/11/<uuid> of uploads/2026/11/<uuid>-1600.webp. */
function stemOf(key: string): string {
  return key.replace(/-\d+\.[a-z0-9]+$/i, "");
}

/** The text of every row that may mention an image, each table at once. */
async function mentioningText(db: Database): Promise<string> {
  const tables = (
    await executeRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)
  ).filter(({ name }) => !TABLES_THAT_DO_NOT_KEEP_IMAGES.has(name));
  const texts = await Promise.all(
    tables.map(async ({ name }) => {
      const [row] = await executeRows<{ text: string | null }>(db, sql`select string_agg(t::text, ' ') as text from ${sql.identifier(name)} t`);
      return row?.text ?? "";
    }),
  );
  return texts.join(" ");
}

/**
 * Deletes the files, then the row, of every uploaded image older than the
 * grace that no table mentions. A file that cannot be deleted keeps its row,
 * so the next run tries again. Returns how many images went.
 */
export async function purgeOrphanMedia(db: Database, storage: Storage, log: Pick<Logger, "warn">, now = new Date()): Promise<number> {
  const candidates = await db
    .select({ id: media.id, key: media.key, variants: media.variants })
    .from(media)
    // Admins' uploads only: the demo's images are also named by the code (the driver's portrait).
    .where(and(like(media.key, "uploads/%"), lt(media.created_at, new Date(now.getTime() - ORPHAN_GRACE_MS))));
  if (candidates.length === 0) return 0;
  const text = await mentioningText(db);
  let purged = 0;
  for (const image of candidates) {
    if (text.includes(stemOf(image.key))) continue;
    try {
      const keys = new Set([image.key, ...image.variants.map((variant) => variant.key)]);
      for (const key of keys) await storage.delete(key);
      await db.delete(media).where(eq(media.id, image.id));
      purged++;
    } catch (error) {
      log.warn({ err: error, key: image.key }, "unused image could not be deleted; will retry");
    }
  }
  return purged;
}
