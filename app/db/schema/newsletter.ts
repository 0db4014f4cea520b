import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, locale, updatedAt } from "./columns.ts";

export const newsletterEditions = pgTable(
  "newsletter_editions",
  {
    id: id(),
    title: text("title").notNull(),
    subject: text("subject").notNull(),
    /** HTML, sanitized before any visitor sees it. */
    content: text("content").notNull().default(""),
    /** The French edition, for subscribers who read French; empty when the edition is English only (they get the English one). */
    title_fr: text("title_fr"),
    subject_fr: text("subject_fr"),
    content_fr: text("content_fr"),
    /** An edition counts as sent when sent_at is set (§4). */
    sent_at: timestamp("sent_at", { withTimezone: true }),
    /**
     * Set when "send to all" queued one delivery per active subscriber. An
     * edition is a draft before, sending between this and sent_at, sent after.
     */
    send_started_at: timestamp("send_started_at", { withTimezone: true }),
    /** How many deliveries the send queued (the progress bar's 100 %). */
    recipient_count: integer("recipient_count").notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
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
  /** Secret of the subscriber's confirm and unsubscribe links (random, never shown elsewhere). */
  token: text("token").notNull().unique().default(sql`gen_random_uuid()::text`),
  confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribed_at: timestamp("unsubscribed_at", { withTimezone: true }),
  /** The language of the page they subscribed from: their e-mails and edition are in it. */
  locale: locale(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

/**
 * The proof of each consent to the newsletter (GDPR art. 7(1)): when, which
 * wording the subscriber was shown (its version, kept in code beside the
 * sentence: features/newsletter/schema.ts), in which language and on which
 * page. A re-subscription adds a row; erasing the subscriber deletes them.
 */
export const newsletterConsents = pgTable(
  "newsletter_consents",
  {
    id: id(),
    subscriber_id: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    given_at: timestamp("given_at", { withTimezone: true }).notNull().defaultNow(),
    wording_version: text("wording_version").notNull(),
    locale: locale(),
    /** The path of the page the form was on (e.g. "/fr"), or of the subscriber's link page for "subscribe again". */
    page: text("page").notNull(),
  },
  (table) => [index("newsletter_consents_subscriber_idx").on(table.subscriber_id, table.given_at)],
);
