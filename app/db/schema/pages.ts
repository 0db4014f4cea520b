import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sitePageKeys } from "../enums.ts";
import { updatedAt } from "./columns.ts";

export type SitePageKey = (typeof sitePageKeys)[number];

/**
 * The pages the team edits as one document each (home, driver, experiences,
 * F1 Madness, services, contact, the introductions of the list pages, and
 * what every page says of itself to search engines): the words in both languages, the pictures,
 * the lists (partners, timeline, cards). What visitors read is `published`;
 * an edit may wait in `draft`, previewed by the team, until it is published
 * by hand or, when `publish_at` is set, at that moment. The shape of each
 * document is the zod schema of its page (features/pages/schema.ts), checked
 * on every write and on every read.
 */
export const sitePages = pgTable(
  "site_pages",
  {
    key: text("key", { enum: sitePageKeys }).primaryKey(),
    published: jsonb("published").$type<Record<string, unknown>>().notNull(),
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** When the draft goes public by itself; null for a draft that waits for Publish. */
    publish_at: timestamp("publish_at", { withTimezone: true }),
    /** Who saved the draft last, and when (the e-mail: an admin may be deleted later). */
    draft_saved_by: text("draft_saved_by"),
    draft_saved_at: timestamp("draft_saved_at", { withTimezone: true }),
    published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    published_by: text("published_by"),
    updated_at: updatedAt(),
  },
  (table) => [
    check("site_pages_key", sql`${table.key} in ('home', 'driver', 'experiences', 'f1madness', 'services', 'contact', 'search', 'listings')`),
    check("site_pages_schedule_has_draft", sql`${table.publish_at} is null or ${table.draft} is not null`),
  ],
);
