import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { mailOutbox } from "./mail.ts";
import { historicF1Cars } from "./cars.ts";
import { createdAt, id, locale, updatedAt } from "./columns.ts";
import { contactSubjects, requestStatuses } from "../enums.ts";

/**
 * What visitors send: contact messages (including car enquiries), experience
 * requests and order requests. Each starts as "new"; the admin inbox moves it on.
 */
export type RequestStatus = (typeof requestStatuses)[number];

export type ContactSubject = (typeof contactSubjects)[number];

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject", { enum: contactSubjects }).notNull(),
    message: text("message").notNull(),
    /** Set for an enquiry about one car (Inquire Now, a car's page). */
    car_id: uuid("car_id").references(() => historicF1Cars.id, { onDelete: "set null" }),
    /** The car's name as the visitor saw it, kept if the car is later removed (static F1 Madness cars have no row). */
    car_name: text("car_name"),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    client_ip: text("client_ip"),
    locale: locale(),
    /** When the person's name, address and words were replaced by redaction marks (their erasure, or the retention period). */
    anonymized_at: timestamp("anonymized_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index("contact_messages_status_created_idx").on(table.status, table.created_at)],
);

export const experienceRequests = pgTable(
  "experience_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The experience's reference on the experiences page (a card's key, or "custom"): the team edits the cards (issue 15). */
    experience_type: text("experience_type").notNull(),
    /** Its name as the visitor read it when sending (a card may be renamed or removed later). */
    experience_name: text("experience_name").notNull(),
    message: text("message").notNull().default(""),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    client_ip: text("client_ip"),
    locale: locale(),
    /** When the person's name, address and words were replaced by redaction marks (their erasure, or the retention period). */
    anonymized_at: timestamp("anonymized_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index("experience_requests_status_created_idx").on(table.status, table.created_at)],
);

export interface OrderLine {
  merchandise_id: string;
  name: string;
  size: string | null;
  quantity: number;
  /** Unit price in euros at the time of the request, as a decimal string. */
  unit_price: string;
}

/** A Pitshop cart sent to the team (no payment online): the team answers by e-mail. */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull().default(""),
    items: jsonb("items").$type<OrderLine[]>().notNull(),
    item_count: integer("item_count").notNull(),
    total: numeric("total", { precision: 10, scale: 2 }).notNull(),
    status: text("status", { enum: requestStatuses }).notNull().default("new"),
    client_ip: text("client_ip"),
    locale: locale(),
    /** When the person's name, address and words were replaced by redaction marks (their erasure, or the retention period). */
    anonymized_at: timestamp("anonymized_at", { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [index("order_requests_status_created_idx").on(table.status, table.created_at)],
);

export const requestTypes = ["contact", "experience", "order"] as const;
export type RequestType = (typeof requestTypes)[number];

/**
 * The thread of one request in the admin inbox: internal notes, replies sent
 * to the visitor (with their outbox row) and status changes, oldest first.
 */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: id(),
    request_type: text("request_type", { enum: requestTypes }).notNull(),
    request_id: uuid("request_id").notNull(),
    /** "note" (internal), "reply" (e-mailed to the visitor), "status" (a status change). */
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    author_id: text("author_id"),
    author_email: text("author_email"),
    mail_id: uuid("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (table) => [index("request_messages_request_idx").on(table.request_type, table.request_id, table.created_at)],
);
