import { boolean, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, updatedAt } from "./columns.ts";

export const prestigiousEvents = pgTable(
  "prestigious_events",
  {
    id: id(),
    name: text("name").notNull(),
    event_type: text("event_type").notNull(),
    location: text("location").notNull(),
    /** A calendar day (no time): upcoming means today or later (§4). */
    event_date: date("event_date", { mode: "string" }).notNull(),
    description: text("description"),
    featured: boolean("featured").notNull().default(false),
    image_url: text("image_url"),
    /** Drafts are visible in the admin only. */
    published: boolean("published").notNull().default(true),
    /** The French event: it exists when name_fr is set; its other texts fall back to the English one by one. */
    name_fr: text("name_fr"),
    event_type_fr: text("event_type_fr"),
    location_fr: text("location_fr"),
    description_fr: text("description_fr"),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (table) => [index("prestigious_events_date_idx").on(table.event_date)],
);
