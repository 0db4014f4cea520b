import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

export const newsletterEditions = pgTable(
  "newsletter_editions",
  {
    id: id(),
    title: text("title").notNull(),
    subject: text("subject").notNull(),
    /** HTML, sanitized before any visitor sees it. */
    content: text("content").notNull().default(""),
    /** An edition counts as sent when sent_at is set (§4). */
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index("newsletter_editions_sent_at_idx").on(table.sent_at)],
);

export const subscriberStatuses = ["active", "pending", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: id(),
  /** Unique: a second subscription fails with PostgreSQL's 23505, which the site turns into "already subscribed". */
  email: text("email").notNull().unique(),
  status: text("status", { enum: subscriberStatuses }).notNull().default("active"),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
