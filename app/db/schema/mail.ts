import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { newsletterEditions, newsletterSubscribers } from "./newsletter.ts";

export const mailStatuses = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * The outbox: every e-mail the site sends is first a row here, committed with
 * the change that caused it, then delivered by the worker (claimed with
 * FOR UPDATE SKIP LOCKED, retried with back-off). A newsletter send is one row
 * per subscriber; `dedupe_key` makes queuing the same message twice a no-op.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** What the message is: "newsletter", "newsletter_test", "welcome", "confirm", "request_notification", "request_confirmation", "request_reply"... */
    kind: text("kind").notNull(),
    /** Unique when set: e.g. "edition:{editionId}:{subscriberId}". */
    dedupe_key: text("dedupe_key").unique(),
    to_address: text("to_address").notNull(),
    /** Rendered message; null for newsletter deliveries, rendered from the edition when sent. */
    subject: text("subject"),
    text_body: text("text_body"),
    html_body: text("html_body"),
    reply_to: text("reply_to"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    edition_id: uuid("edition_id").references(() => newsletterEditions.id, { onDelete: "cascade" }),
    subscriber_id: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before this time (back-off after a failure, or the send rate). */
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A claimed row whose lease passed belongs to a worker that died: it may be claimed again. */
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_error: text("last_error"),
    message_id: text("message_id"),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.next_attempt_at),
    index("mail_outbox_edition_idx").on(table.edition_id, table.status),
  ],
);
