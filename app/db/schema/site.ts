import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";

/** The social networks the footer can link to (their order and rules: features/site/social.ts). */
export type SocialNetwork = "instagram" | "facebook" | "youtube" | "x" | "linkedin" | "tiktok";
/** A page of the team on each network it uses. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** One row (id = 1): the names and contact details the whole site shows. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer("id").primaryKey().default(1),
    team_name: text("team_name").notNull(),
    driver_name: text("driver_name").notNull(),
    /** The driver career page lives at /{driver_slug}. */
    driver_slug: text("driver_slug").notNull(),
    contact_email: text("contact_email").notNull(),
    contact_phone: text("contact_phone").notNull(),
    address: text("address").notNull(),
    /** The address on French pages; the English one when null (names and contact details are the same in both). The opening hours are the contact page's (site_pages). */
    address_fr: text("address_fr"),
    /** When on, a new subscriber stays pending until the link of the confirmation e-mail is followed. */
    newsletter_double_opt_in: boolean("newsletter_double_opt_in").notNull().default(false),
    /** The team's pages on social networks: the footer shows an icon for each one set (issue 14). */
    social_links: jsonb("social_links").$type<SocialLinks>().notNull().default({}),
    /** Where notifications of new requests go; contact_email when unset. */
    notification_email: text("notification_email"),
    /** Visitors' requests older than this many months are anonymized automatically (issue 14: personal data kept no longer than needed). */
    request_retention_months: integer("request_retention_months").notNull().default(36),
    updated_at: updatedAt(),
  },
  (table) => [
    check("site_settings_single_row", sql`${table.id} = 1`),
    check("site_settings_retention_range", sql`${table.request_retention_months} between 1 and 120`),
    check("site_settings_slug_format", sql`${table.driver_slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * One row whose version every content write increases: each process compares
 * it (at most once a second) so no render cache serves a page older than the
 * content, even with several processes.
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(1),
    updated_at: updatedAt(),
  },
  (table) => [check("content_version_single_row", sql`${table.id} = 1`)],
);
