import type { Database } from "../../platform/db.server.ts";
import { sanitizeNewsletterHtml } from "./content.server.ts";
import { getSentEdition, listNewsletterEditions } from "./queries.server.ts";
import type { EditionCard, EditionView } from "./types.ts";

/** The Newsletter tab: sent editions, newest sent first (§7). */
export async function listEditionCards(db: Database): Promise<EditionCard[]> {
  const rows = await listNewsletterEditions(db, { sent: true });
  return rows.flatMap((row) => (row.sent_at ? [{ id: row.id, title: row.title, subject: row.subject, sentAt: row.sent_at.toISOString() }] : []));
}

/** An edition's page: sent editions only, content sanitized. */
export async function getEditionView(db: Database, id: string): Promise<EditionView | null> {
  const row = await getSentEdition(db, id);
  if (!row?.sent_at) return null;
  return { id: row.id, title: row.title, subject: row.subject, sentAt: row.sent_at.toISOString(), html: sanitizeNewsletterHtml(row.content) };
}
