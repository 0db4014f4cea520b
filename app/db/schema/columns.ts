import { text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../lib/i18n/core.ts";

/** Columns every content table shares. Timestamps are timestamptz, always. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Set when an admin deletes the row: it leaves every list and page at once and
 * stays restorable from the trash for 30 days, after which it is purged.
 */
export const deletedAt = () => timestamp("deleted_at", { withTimezone: true });

/**
 * The language a person reads us in ("en", "fr"): recorded with a visitor's
 * request and a subscriber (from the page they used), so every e-mail to them
 * goes out in it.
 */
export const locale = () => text("locale", { enum: LOCALES }).notNull().default("en");
