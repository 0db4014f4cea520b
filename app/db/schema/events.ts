import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    /** The last day of a meeting over several days (null: one day). Upcoming lasts until it has passed. */
    end_date: date("end_date", { mode: "string" }),
    /**
     * Paris wall-clock times, "HH:MM" (null: a day event). The start is on the
     * first day, the end on the last; a calendar gets them with TZID=Europe/Paris.
     */
    start_time: text("start_time"),
    end_time: text("end_time"),
    description: text("description"),
    featured: boolean("featured").notNull().default(false),
    image_url: text("image_url"),
    /** Drafts are visible in the admin only. */
    published: boolean("published").notNull().default(true),
    /**
     * When a published event goes public (issue 15: scheduled like an
     * article); null: as soon as it is published. Until then visitors, the
     * calendars and the site map do not see it.
     */
    publish_at: timestamp("publish_at", { withTimezone: true }),
    /** The French event: it exists when name_fr is set; its other texts fall back to the English one by one. */
    name_fr: text("name_fr"),
    event_type_fr: text("event_type_fr"),
    location_fr: text("location_fr"),
    description_fr: text("description_fr"),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (table) => [
    index("prestigious_events_date_idx").on(table.event_date),
    check("prestigious_events_end_date_check", sql`${table.end_date} >= ${table.event_date}`),
    check("prestigious_events_start_time_format", sql`${table.start_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("prestigious_events_end_time_format", sql`${table.end_time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    // An end time needs a start time: the day's times are a range or nothing.
    check("prestigious_events_end_time_needs_start", sql`${table.end_time} is null or ${table.start_time} is not null`),
  ],
);
