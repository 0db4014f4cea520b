import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { deliveryMethods, orderStatuses } from "../enums.ts";
import { createdAt, id, locale, updatedAt } from "./columns.ts";

/**
 * Orders paid online (Stripe Checkout), their invoices and refunds. Every amount is an integer
 * of euro cents, VAT included unless its name says otherwise; a VAT rate is in basis points
 * (2000 = 20 %, 550 = 5.5 %), so no rate or amount is ever a float.
 */

export { orderStatuses, type OrderStatus } from "../enums.ts";

export type DeliveryMethod = (typeof deliveryMethods)[number];

/** Where the shop ships and at what price; an order to a country of no active zone is picked up at the workshop. */
export const shippingZones = pgTable(
  "shipping_zones",
  {
    id: id(),
    name: text("name").notNull(),
    name_fr: text("name_fr"),
    /** ISO 3166-1 alpha-2 codes, upper case ("FR", "MC"). */
    countries: text("countries").array().notNull(),
    price_cents: integer("price_cents").notNull(),
    /** Delivery time in working days, shown at checkout as the law asks. */
    delivery_days_min: integer("delivery_days_min").notNull(),
    delivery_days_max: integer("delivery_days_max").notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check("shipping_zones_price_check", sql`${table.price_cents} >= 0`),
    check("shipping_zones_days_check", sql`${table.delivery_days_min} >= 0 and ${table.delivery_days_max} >= ${table.delivery_days_min}`),
  ],
);

export const shopOrders = pgTable(
  "shop_orders",
  {
    id: id(),
    /** The secret of the buyer's order page (/orders/{token}): whoever has the link sees the order. */
    access_token: text("access_token").notNull().unique(),
    status: text("status", { enum: orderStatuses }).notNull().default("awaiting_payment"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    delivery: text("delivery", { enum: deliveryMethods }).notNull(),
    address_line1: text("address_line1").notNull().default(""),
    address_line2: text("address_line2").notNull().default(""),
    postal_code: text("postal_code").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    shipping_zone_id: uuid("shipping_zone_id").references(() => shippingZones.id, { onDelete: "set null" }),
    /** The zone's name and price as they were when the order was placed. */
    shipping_label: text("shipping_label").notNull().default(""),
    shipping_cents: integer("shipping_cents").notNull().default(0),
    subtotal_cents: integer("subtotal_cents").notNull(),
    total_cents: integer("total_cents").notNull(),
    refunded_cents: integer("refunded_cents").notNull().default(0),
    locale: locale(),
    checkout_session_id: text("checkout_session_id").unique(),
    payment_intent_id: text("payment_intent_id"),
    /** Until then the items are held for this order; past it, and unpaid, they go back to stock. */
    hold_expires_at: timestamp("hold_expires_at", { withTimezone: true }).notNull(),
    /** Whether this order's items are taken from stock (held, or sold); cleared exactly once when they go back. */
    stock_taken: boolean("stock_taken").notNull().default(true),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    shipped_at: timestamp("shipped_at", { withTimezone: true }),
    tracking_number: text("tracking_number"),
    /** When the buyer used the withdrawal function of the order page (Code de la consommation, L221-18). */
    withdrawal_requested_at: timestamp("withdrawal_requested_at", { withTimezone: true }),
    withdrawal_message: text("withdrawal_message"),
    cancelled_at: timestamp("cancelled_at", { withTimezone: true }),
    /** "expired", "cancelled_by_buyer", "payment_failed", "late_payment_refunded". */
    cancel_reason: text("cancel_reason"),
    client_ip: text("client_ip"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    check("shop_orders_amounts_check", sql`${table.subtotal_cents} >= 0 and ${table.shipping_cents} >= 0 and ${table.total_cents} = ${table.subtotal_cents} + ${table.shipping_cents}`),
    check("shop_orders_refunded_check", sql`${table.refunded_cents} between 0 and ${table.total_cents}`),
    index("shop_orders_status_created_idx").on(table.status, table.created_at),
    index("shop_orders_hold_idx").on(table.hold_expires_at).where(sql`${table.status} = 'awaiting_payment'`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => shopOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    merchandise_id: uuid("merchandise_id").notNull(),
    /** The item's name in the buyer's language when ordered; an invoice never changes with the catalogue. */
    name: text("name").notNull(),
    size: text("size"),
    quantity: integer("quantity").notNull(),
    unit_price_cents: integer("unit_price_cents").notNull(),
    vat_rate: integer("vat_rate").notNull(),
    refunded_quantity: integer("refunded_quantity").notNull().default(0),
  },
  (table) => [
    check("order_lines_quantity_check", sql`${table.quantity} > 0 and ${table.refunded_quantity} between 0 and ${table.quantity}`),
    check("order_lines_price_check", sql`${table.unit_price_cents} >= 0 and ${table.vat_rate} between 0 and 10000`),
    unique("order_lines_order_position_key").on(table.order_id, table.position),
  ],
);

/** Each Stripe event handled, by its id: inserted in the transaction of the change it made, so a replay changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  order_id: uuid("order_id"),
  received_at: createdAt(),
});

/** What happened to an order, oldest first: placed, paid, shipped, refunded, withdrawal asked… */
export const orderHistory = pgTable(
  "order_history",
  {
    id: id(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => shopOrders.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    actor_email: text("actor_email"),
    created_at: createdAt(),
  },
  (table) => [index("order_history_order_idx").on(table.order_id, table.created_at)],
);

export const documentKinds = ["invoice", "credit_note"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/**
 * The last number given per kind of document and year. Taken by an upsert in the transaction
 * that issues the document: concurrent issuers queue on the row, and a transaction that fails
 * gives its number back with everything else, so the numbers have no gap and no duplicate.
 */
export const documentSequences = pgTable(
  "document_sequences",
  {
    kind: text("kind", { enum: documentKinds }).notNull(),
    year: integer("year").notNull(),
    last_number: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] }), check("document_sequences_positive", sql`${table.last_number} > 0`)],
);

/** One line of an invoice or credit note, as printed. */
export interface InvoiceLine {
  name: string;
  quantity: number;
  unitPriceExclCents: number;
  vatRate: number;
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
}

/** The seller as an e-invoice's data names it (Factur-X), frozen with the printed lines. */
export interface SellerTax {
  siren: string;
  vatNumber: string | null;
  countryCode: string;
  postalCode?: string;
  city?: string;
  addressLine?: string;
}

/** The seller and the buyer as printed on the document, frozen when it is issued. */
export interface InvoiceParty {
  name: string;
  lines: string[];
}

export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** "F-2026-000123" (invoice) or "A-2026-000004" (credit note). */
    number: text("number").notNull().unique(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => shopOrders.id),
    /** The invoice a credit note corrects. */
    corrects_id: uuid("corrects_id"),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    total_excl_cents: integer("total_excl_cents").notNull(),
    total_vat_cents: integer("total_vat_cents").notNull(),
    total_incl_cents: integer("total_incl_cents").notNull(),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    /** The seller's identifiers and address field by field, for the document's Factur-X data. */
    seller_tax: jsonb("seller_tax").$type<SellerTax>(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    /** "TVA non applicable, art. 293 B du CGI" when the seller charges no VAT. */
    vat_mention: text("vat_mention"),
    locale: locale(),
    /** The PDF in storage; written once, never replaced. */
    pdf_key: text("pdf_key"),
    created_at: createdAt(),
  },
  (table) => [
    unique("invoices_kind_year_sequence_key").on(table.kind, table.year, table.sequence),
    check("invoices_totals_check", sql`${table.total_incl_cents} = ${table.total_excl_cents} + ${table.total_vat_cents}`),
    index("invoices_order_idx").on(table.order_id),
  ],
);

export const paymentKinds = ["payment", "refund"] as const;

/** Money that moved: a payment received or a refund sent, for the order page and the accountant's CSV. */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: id(),
    order_id: uuid("order_id")
      .notNull()
      .references(() => shopOrders.id),
    kind: text("kind", { enum: paymentKinds }).notNull(),
    amount_cents: integer("amount_cents").notNull(),
    payment_intent_id: text("payment_intent_id"),
    /** Stripe's refund id, once Stripe answered. */
    refund_id: text("refund_id").unique(),
    /** Our own key for the refund call, so a retry or a second click never refunds twice. */
    idempotency_key: text("idempotency_key").unique(),
    /** "pending" until Stripe answers a refund; a payment is "succeeded" when recorded. */
    status: text("status").notNull().default("succeeded"),
    /** The lines and quantities a refund gives back (order line id → quantity). */
    lines: jsonb("lines").$type<Record<string, number>>().notNull().default({}),
    reason: text("reason"),
    credit_note_id: uuid("credit_note_id"),
    created_at: createdAt(),
  },
  (table) => [check("order_payments_amount_check", sql`${table.amount_cents} > 0`), index("order_payments_order_idx").on(table.order_id)],
);
