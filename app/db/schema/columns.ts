import { timestamp, uuid } from "drizzle-orm/pg-core";

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
