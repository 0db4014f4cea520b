import { boolean, date, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index("prestigious_events_date_idx").on(table.event_date)],
);
