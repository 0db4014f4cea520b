import { sql } from "drizzle-orm";
import { check, pgTable, text } from "drizzle-orm/pg-core";
import { legalPageKeys } from "../enums.ts";
import { user } from "./auth.ts";
import { updatedAt } from "./columns.ts";

export type LegalPageKey = (typeof legalPageKeys)[number];

/**
 * The legal pages (legal notice, privacy policy, terms, cookies), written by
 * the team in Markdown, English and French. Values only the team can know are
 * written as placeholders, `[[Numéro RCS]]`, shown highlighted on the page and
 * counted by the dashboard until replaced.
 */
export const legalPages = pgTable(
  "legal_pages",
  {
    key: text("key", { enum: legalPageKeys }).primaryKey(),
    /** Markdown, rendered and sanitized like an article. */
    body: text("body").notNull().default(""),
    /** The French page; null until written (French pages show the English, marked lang="en"). */
    body_fr: text("body_fr"),
    updated_at: updatedAt(),
    /** The admin who saved it last (null for the demo content, or once that admin is deleted). */
    updated_by: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [check("legal_pages_key", sql`${table.key} in ('legal-notice', 'privacy', 'terms', 'cookies')`)],
);
