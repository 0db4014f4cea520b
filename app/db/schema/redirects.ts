import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { LOCALES } from "../../lib/i18n/core.ts";
import { slugRedirectTypes } from "../enums.ts";

export type SlugRedirectType = (typeof slugRedirectTypes)[number];

/**
 * Addresses that never break (issue 15): every slug an item had, in one
 * language, and the item it leads to. The item's id is stored, never its new
 * slug, so a chain of renames (a → b → c) answers in one hop with the slug the
 * item has when the old address is asked for. Written in the transaction that
 * changes the slug (features/redirects).
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    type: text("type", { enum: slugRedirectTypes }).notNull(),
    /** The language whose slug this was ("en": the slug column, "fr": slug_fr). */
    locale: text("locale", { enum: LOCALES }).notNull(),
    old_slug: text("old_slug").notNull(),
    /** The item's id as text (uuids, and "driver" for the driver page). */
    target_id: text("target_id").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("slug_redirects_type_locale_old_slug_unique").on(table.type, table.locale, table.old_slug),
    // A trashed item purged for good takes its old addresses with it (by target).
    index("slug_redirects_target_idx").on(table.type, table.target_id),
    check("slug_redirects_type_check", sql`${table.type} in ('article', 'car', 'album', 'driver')`),
    check("slug_redirects_locale_check", sql`${table.locale} in ('en', 'fr')`),
  ],
);
