import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A published item's pending edit (issue 39): what its editor's "Save draft"
 * keeps beside the live row, which visitors keep seeing until the draft is
 * published, or until its time comes when it is scheduled. One per item. `values` is the item as it will be once
 * published, its fields as a version holds them (features/versions), so the
 * editor shows it, a preview lays it over the live row, and publishing it is
 * the type's own update, checked as a save is.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    /** The content type's key (app/content/): "car", "article"… */
    type: text("type").notNull(),
    /** The item's id as text. */
    item_id: text("item_id").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    saved_at: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who saved it last (their e-mail, as the audit log keeps it). */
    saved_by: text("saved_by"),
    /** When it is published by itself (Schedule); null: it waits for Save. */
    publish_at: timestamp("publish_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ name: "content_drafts_pkey", columns: [table.type, table.item_id] })],
);
