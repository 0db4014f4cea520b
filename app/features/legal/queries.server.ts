import { eq } from "drizzle-orm";
import { user } from "../../db/schema/auth.ts";
import { legalPages } from "../../db/schema/legal.ts";
import type { Database } from "../../platform/db.server.ts";
import { renderMarkdownWithPlaceholders } from "../../platform/rich-text.server.ts";
import type { Locale } from "../../lib/i18n/index.ts";
import { readDraft, withDraft } from "../admin/queries.server.ts";
import { LEGAL_PAGE_KEYS, placeholdersIn, type LegalPageKey } from "./schema.ts";

export type LegalPageRow = typeof legalPages.$inferSelect;

/** What a public legal page shows: its sanitized HTML, placeholders marked. */
export interface LegalPageView {
  html: string;
  /** Set when the text is in the other language (the page's own is not written yet). */
  lang?: Locale;
  updatedAt: string | null;
}

/**
 * A legal page in the page's language; the other language's text, marked
 * with its `lang`, when that one is not written; empty HTML when the page has
 * no text at all (the route says so).
 */
export async function getLegalPage(db: Database, key: LegalPageKey, locale: Locale, { preview = false }: { preview?: boolean } = {}): Promise<LegalPageView> {
  const [stored] = await db.select().from(legalPages).where(eq(legalPages.key, key)).limit(1);
  if (!stored) return { html: "", updatedAt: null };
  // An admin's preview shows the page with its draft waiting.
  const row = preview ? withDraft(stored, (await readDraft(db, "legal_page", key))?.values) : stored;
  const english = row.body.trim();
  const french = row.body_fr?.trim() ?? "";
  const own = locale === "fr" ? french : english;
  const other = locale === "fr" ? english : french;
  const otherLocale: Locale = locale === "fr" ? "en" : "fr";
  const updatedAt = row.updated_at.toISOString();
  if (own) return { html: renderMarkdownWithPlaceholders(own), updatedAt };
  if (other) return { html: renderMarkdownWithPlaceholders(other), lang: otherLocale, updatedAt };
  return { html: "", updatedAt };
}

/** When each legal page was last saved: its `lastmod` in the site map. */
export async function legalPagesChanged(db: Database): Promise<Map<LegalPageKey, Date>> {
  const rows = await db.select({ key: legalPages.key, updatedAt: legalPages.updated_at }).from(legalPages);
  return new Map(rows.map((row) => [row.key, row.updatedAt]));
}

export interface AdminLegalPage {
  key: LegalPageKey;
  body: string;
  body_fr: string;
  updatedAt: string | null;
  updatedBy: string | null;
  placeholders: number;
}

async function adminRows(db: Database) {
  return db
    .select({ key: legalPages.key, body: legalPages.body, body_fr: legalPages.body_fr, updatedAt: legalPages.updated_at, updatedBy: user.email })
    .from(legalPages)
    .leftJoin(user, eq(user.id, legalPages.updated_by));
}

function toAdmin(key: LegalPageKey, row: Awaited<ReturnType<typeof adminRows>>[number] | undefined): AdminLegalPage {
  return {
    key,
    body: row?.body ?? "",
    body_fr: row?.body_fr ?? "",
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
    placeholders: placeholdersIn(row?.body).length + placeholdersIn(row?.body_fr).length,
  };
}

/** The four pages in their fixed order, written or not, for the admin's list. */
export async function listAdminLegalPages(db: Database): Promise<AdminLegalPage[]> {
  const rows = await adminRows(db);
  return LEGAL_PAGE_KEYS.map((key) => toAdmin(key, rows.find((row) => row.key === key)));
}

export async function getAdminLegalPage(db: Database, key: LegalPageKey): Promise<AdminLegalPage> {
  const rows = await adminRows(db);
  return toAdmin(key, rows.find((row) => row.key === key));
}

/** The placeholders still waiting in the legal pages (both languages), and the pages with no text yet: the dashboard warns while either is left. */
export async function countLegalPlaceholders(db: Database): Promise<{ placeholders: number; pages: number; unwritten: number }> {
  const rows = await db.select({ body: legalPages.body, body_fr: legalPages.body_fr }).from(legalPages);
  const counts = rows.map((row) => placeholdersIn(row.body).length + placeholdersIn(row.body_fr).length);
  const written = rows.filter((row) => row.body.trim() !== "" || (row.body_fr ?? "").trim() !== "").length;
  return { placeholders: counts.reduce((sum, value) => sum + value, 0), pages: counts.filter((value) => value > 0).length, unwritten: LEGAL_PAGE_KEYS.length - written };
}
