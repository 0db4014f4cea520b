import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text } from "drizzle-orm/pg-core";
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

/**
 * The seller as invoices must name it (Code de commerce R123-237, CGI art. 242 nonies A): one row,
 * filled in by the team before selling online; payments stay off until it is complete.
 */
export const sellerIdentity = pgTable(
  "seller_identity",
  {
    id: integer("id").primaryKey().default(1),
    /** "Écurie Vitesse SAS". */
    legal_name: text("legal_name").notNull().default(""),
    /** "SAS", "SARL", "EURL", "Entreprise individuelle"… */
    legal_form: text("legal_form").notNull().default(""),
    /** The share capital in cents; null for a form that has none (entreprise individuelle). */
    share_capital_cents: integer("share_capital_cents"),
    /** The registered office, as printed (lines separated by new lines). */
    address: text("address").notNull().default(""),
    /** Nine digits. */
    siren: text("siren").notNull().default(""),
    /** The RCS registry's town ("RCS Nevers"). */
    rcs_city: text("rcs_city").notNull().default(""),
    /** "FR12345678901"; empty when the seller is under the VAT franchise. */
    vat_number: text("vat_number").notNull().default(""),
    /** Under the franchise (art. 293 B du CGI): no VAT charged, the mention printed instead. */
    vat_exempt: boolean("vat_exempt").notNull().default(false),
    updated_at: updatedAt(),
  },
  (table) => [
    check("seller_identity_single_row", sql`${table.id} = 1`),
    check("seller_identity_siren_format", sql`${table.siren} = '' or ${table.siren} ~ '^[0-9]{9}$'`),
  ],
);
