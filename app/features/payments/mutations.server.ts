import crypto from "node:crypto";
import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { merchandise } from "../../db/schema/shop.ts";
import { sellerIdentity } from "../../db/schema/legal.ts";
import type { SellerIdentityInput, ShippingZoneInput } from "./admin-schema.ts";
import { documentSequences, invoices, orderHistory, orderLines, orderPayments, shippingZones, shopOrders, stripeEvents, type DeliveryMethod, type DocumentKind, type InvoiceParty } from "../../db/schema/orders.ts";
import type { Locale } from "../../lib/i18n/index.ts";
import { centsOf } from "../../lib/money.ts";
import { bumpContentVersion } from "../../platform/content-version.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { merchandiseIn } from "../shop/queries.server.ts";
import { priceCart, type CartItem, type OrderProblem } from "../shop/mutations.server.ts";
import { getSellerIdentity, pendingRefunds, shippingZoneFor } from "./queries.server.ts";
import { deliveryAddress, documentNumber, mayWithdraw, sellerTaxOf, invoiceTotals, lineLabel, sellerParty, shippingLines, VAT_FRANCHISE_MENTION, type PricedLine, type SellerIdentity } from "./rules.ts";
import { parisCalendarDay } from "../../lib/paris-time.ts";
import type { Logger } from "pino";
import type { PaymentProvider } from "../../platform/stripe.server.ts";
import { renderInvoicePdf, type InvoiceDocument } from "../../platform/invoice-pdf.server.ts";
import { PermanentMailError, storedMessage, type MailComposer } from "../../platform/outbox-worker.server.ts";
import { PRIVATE_KEY_PREFIX, type Storage } from "../../platform/storage.server.ts";
import { requestReference } from "../../lib/ids.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { teamLocale } from "../accounts/queries.server.ts";
import { notificationAddress } from "../bookings/emails.server.ts";
import { getSiteSettings } from "../settings/queries.server.ts";
import { renderLateRefund, renderOrderNotification, renderOrderPaid, renderOrderRefund, renderOrderShipped, renderWithdrawalAcknowledgment, renderWithdrawalNotice, type OrderForMail } from "./emails.server.ts";

/** How long placing an order holds its items: Stripe's shortest Checkout session. */
export const HOLD_MINUTES = 30;

/**
 * The next number of a kind of document for a year. The upsert takes the sequence's row lock
 * until the caller's transaction ends: a concurrent issuer waits for it, and a rollback gives
 * the number back, so numbers are gapless and unique however many orders are paid at once.
 * Call it last in the transaction, to hold the lock for as short a time as possible.
 */
export async function nextDocumentSequence(tx: Database, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ kind, year, last_number: 1 })
    .onConflictDoUpdate({ target: [documentSequences.kind, documentSequences.year], set: { last_number: sql`${documentSequences.last_number} + 1` } })
    .returning({ last: documentSequences.last_number });
  return row!.last;
}

export interface IssueDocument {
  kind: DocumentKind;
  orderId: string;
  issuedAt: Date;
  /** The goods, VAT included, with their rates. */
  lines: PricedLine[];
  shipping: { label: string; cents: number } | null;
  /** The goods whose rates the shipping's VAT follows: the whole order's, so a credit note reverses the invoice's split. */
  shippingBasis?: PricedLine[];
  buyer: InvoiceParty;
  seller: SellerIdentity;
  locale: "en" | "fr";
  /** The invoice a credit note corrects. */
  correctsId?: string;
}

/**
 * Issues an invoice or a credit note inside the caller's transaction: its number, its lines and
 * totals, the seller and buyer as they are now. A seller under the VAT franchise charges none.
 */
export async function issueDocument(tx: Database, document: IssueDocument): Promise<typeof invoices.$inferSelect> {
  const exempt = document.seller.vat_exempt;
  const goods = exempt ? document.lines.map((line) => ({ ...line, vatRate: 0 })) : document.lines;
  const basis = exempt ? (document.shippingBasis ?? goods).map((line) => ({ ...line, vatRate: 0 })) : (document.shippingBasis ?? goods);
  const priced = [...goods, ...(document.shipping ? shippingLines(document.shipping.label, document.shipping.cents, basis) : [])];
  const totals = invoiceTotals(priced);
  const { year } = parisCalendarDay(document.issuedAt);
  const sequence = await nextDocumentSequence(tx, document.kind, year);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: document.kind,
      number: documentNumber(document.kind, year, sequence),
      year,
      sequence,
      order_id: document.orderId,
      corrects_id: document.correctsId ?? null,
      issued_at: document.issuedAt,
      lines: totals.lines,
      total_excl_cents: totals.totalExclCents,
      total_vat_cents: totals.totalVatCents,
      total_incl_cents: totals.totalInclCents,
      seller: sellerParty(document.seller),
      seller_tax: sellerTaxOf(document.seller),
      buyer: document.buyer,
      vat_mention: exempt ? VAT_FRANCHISE_MENTION : null,
      locale: document.locale,
    })
    .returning();
  return row!;
}


export type ShopOrder = typeof shopOrders.$inferSelect;
export type ShopOrderLine = typeof orderLines.$inferSelect;

export interface CheckoutInput {
  name: string;
  email: string;
  phone: string;
  delivery: DeliveryMethod;
  address_line1: string;
  address_line2: string;
  postal_code: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case; empty for a pickup. */
  country: string;
  items: CartItem[];
}

export type CheckoutProblem = OrderProblem | { kind: "no_shipping"; country: string };

export type PlaceOrderResult = { status: "placed"; order: ShopOrder; lines: ShopOrderLine[] } | { status: "rejected"; problems: CheckoutProblem[] };

/** A cart refused inside the order's transaction: the rollback gives back every item held before it. */
class CartRefused extends Error {
  readonly problems: CheckoutProblem[];
  constructor(problems: CheckoutProblem[]) {
    super("cart refused");
    this.problems = problems;
  }
}

/**
 * Places an order and holds its items in one transaction: each item's stock goes down by a
 * conditional update (never below zero, whatever runs beside it), so two buyers of the last cap
 * cannot both hold it. Items are taken in the order of their ids, so two carts never wait on
 * each other in a circle. Nothing is held when any line is refused.
 */
export async function placeOrder(
  db: Database,
  input: CheckoutInput,
  { locale, clientIp = null, now = new Date() }: { locale: Locale; clientIp?: string | null; now?: Date },
): Promise<PlaceOrderResult> {
  // Holds past their time go back first (their webhook may be late or lost): a buyer is never
  // refused an item that only an abandoned payment page still holds.
  await releaseExpiredHolds(db, now);
  try {
    const placed = await db.transaction(async (tx) => {
      const cart = await priceCart(tx, input.items, locale);
      if (cart.problems.length > 0) throw new CartRefused(cart.problems);
      const zone = input.delivery === "shipping" ? await shippingZoneFor(tx, input.country) : null;
      if (input.delivery === "shipping" && !zone) throw new CartRefused([{ kind: "no_shipping", country: input.country }]);

      for (const [id, quantity] of [...cart.quantityById].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const held = await tx
          .update(merchandise)
          .set({ stock_quantity: sql`${merchandise.stock_quantity} - ${quantity}` })
          .where(and(eq(merchandise.id, id), gte(merchandise.stock_quantity, quantity), eq(merchandise.active, true), isNull(merchandise.deleted_at)))
          .returning({ id: merchandise.id });
        if (held.length === 0) {
          const [now] = await tx.select({ stock: merchandise.stock_quantity }).from(merchandise).where(eq(merchandise.id, id));
          const product = cart.products.get(id)!;
          throw new CartRefused([{ kind: "out_of_stock", id, name: merchandiseIn(product, locale).name, available: now?.stock ?? 0 }]);
        }
      }

      const subtotal = cart.lines.reduce((sum, line) => sum + centsOf(line.unit_price) * line.quantity, 0);
      const shippingCents = zone?.price_cents ?? 0;
      const [order] = await tx
        .insert(shopOrders)
        .values({
          access_token: crypto.randomBytes(24).toString("base64url"),
          name: input.name,
          email: input.email,
          phone: input.phone,
          delivery: input.delivery,
          ...(input.delivery === "shipping" && {
            address_line1: input.address_line1,
            address_line2: input.address_line2,
            postal_code: input.postal_code,
            city: input.city,
            country: input.country,
          }),
          shipping_zone_id: zone?.id ?? null,
          shipping_label: zone ? ((locale === "fr" ? zone.name_fr : null) ?? zone.name) : "",
          shipping_cents: shippingCents,
          subtotal_cents: subtotal,
          total_cents: subtotal + shippingCents,
          locale,
          hold_expires_at: new Date(now.getTime() + HOLD_MINUTES * 60_000),
          client_ip: clientIp,
          created_at: now,
        })
        .returning();
      const lines = await tx
        .insert(orderLines)
        .values(
          cart.lines.map((line, position) => {
            const product = cart.products.get(line.merchandise_id)!;
            return {
              order_id: order!.id,
              position,
              merchandise_id: line.merchandise_id,
              name: merchandiseIn(product, locale).name,
              size: line.size,
              quantity: line.quantity,
              unit_price_cents: centsOf(line.unit_price),
              vat_rate: product.vat_rate,
            };
          }),
        )
        .returning();
      await tx.insert(orderHistory).values({ order_id: order!.id, kind: "placed", details: { total_cents: order!.total_cents }, created_at: now });
      return { order: order!, lines };
    });
    // The Pitshop shows what is left: its cached pages go.
    await bumpContentVersion(db);
    return { status: "placed", ...placed };
  } catch (error) {
    if (error instanceof CartRefused) return { status: "rejected", problems: error.problems };
    throw error;
  }
}

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
}

/**
 * Opens the order's Stripe Checkout session (the payment page the buyer goes to). When Stripe
 * cannot be reached the hold is released at once: the buyer may try again, and nobody else waits
 * half an hour for items nobody can pay for.
 */
export async function openCheckout(db: Database, provider: PaymentProvider, order: ShopOrder, lines: ShopOrderLine[], urls: CheckoutUrls): Promise<{ url: string } | null> {
  try {
    const session = await provider.createCheckout({
      orderId: order.id,
      email: order.email,
      locale: order.locale,
      lines: [
        ...lines.map((line) => ({ name: lineLabel(line), unitAmountCents: line.unit_price_cents, quantity: line.quantity })),
        ...(order.shipping_cents > 0 ? [{ name: order.shipping_label, unitAmountCents: order.shipping_cents, quantity: 1 }] : []),
      ],
      expiresAt: order.hold_expires_at,
      successUrl: urls.successUrl,
      cancelUrl: urls.cancelUrl,
    });
    await db.update(shopOrders).set({ checkout_session_id: session.id }).where(eq(shopOrders.id, order.id));
    return { url: session.url };
  } catch {
    await releaseOrder(db, order.id, "checkout_failed");
    return null;
  }
}

/**
 * Cancels an unpaid order and gives its items back to stock, exactly once: the status change is
 * conditional, and only the transaction that made it adds the quantities back.
 */
export async function releaseOrder(db: Database, orderId: string, reason: string, now = new Date()): Promise<boolean> {
  return db.transaction((tx) => releaseOrderIn(tx, orderId, reason, now));
}

/** releaseOrder inside the caller's transaction. */
async function releaseOrderIn(tx: Database, orderId: string, reason: string, now: Date): Promise<boolean> {
  const [released] = await tx
    .update(shopOrders)
    .set({ status: "cancelled", stock_taken: false, cancelled_at: now, cancel_reason: reason })
    .where(and(eq(shopOrders.id, orderId), eq(shopOrders.status, "awaiting_payment"), eq(shopOrders.stock_taken, true)))
    .returning({ id: shopOrders.id });
  if (!released) return false;
  await giveBackStock(tx, orderId);
  await tx.insert(orderHistory).values({ order_id: orderId, kind: "released", details: { reason }, created_at: now });
  return true;
}

async function giveBackStock(tx: Database, orderId: string): Promise<void> {
  const lines = await tx.select({ id: orderLines.merchandise_id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.order_id, orderId)).orderBy(asc(orderLines.merchandise_id));
  for (const line of lines) {
    await tx
      .update(merchandise)
      .set({ stock_quantity: sql`${merchandise.stock_quantity} + ${line.quantity}` })
      .where(eq(merchandise.id, line.id));
  }
}

/** Takes an expired order's items again for a payment that came late; false when any is gone. */
async function retakeStock(tx: Database, orderId: string): Promise<boolean> {
  const lines = await tx.select({ id: orderLines.merchandise_id, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.order_id, orderId));
  const byItem = new Map<string, number>();
  for (const line of lines) byItem.set(line.id, (byItem.get(line.id) ?? 0) + line.quantity);
  // In a savepoint: when one item is gone, the items taken before it go back with it.
  try {
    await tx.transaction(async (savepoint) => {
      for (const [id, quantity] of [...byItem].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const taken = await savepoint
          .update(merchandise)
          .set({ stock_quantity: sql`${merchandise.stock_quantity} - ${quantity}` })
          .where(and(eq(merchandise.id, id), gte(merchandise.stock_quantity, quantity)))
          .returning({ id: merchandise.id });
        if (taken.length === 0) throw new StockGone();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof StockGone) return false;
    throw error;
  }
}

class StockGone extends Error {}

/**
 * The buyer cancels an order still waiting for its payment: Stripe's session is closed first, and
 * only once Stripe confirms it can no longer be paid do the items go back (a payment made a
 * moment before keeps the order; its webhook fulfils it).
 */
export async function cancelUnpaidOrder(db: Database, provider: PaymentProvider | null, order: ShopOrder): Promise<boolean> {
  if (order.status !== "awaiting_payment") return false;
  if (order.checkout_session_id) {
    if (!provider) return false;
    try {
      await provider.expireCheckout(order.checkout_session_id);
    } catch {
      return false;
    }
  }
  const released = await releaseOrder(db, order.id, "cancelled_by_buyer");
  if (released) await bumpContentVersion(db);
  return released;
}

/** A refund the webhook decided on, sent to Stripe once its transaction committed. */
export interface DueRefund {
  paymentId: string;
  orderId: string;
  paymentIntentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type StripeEventOutcome =
  | { handled: "duplicate" }
  | { handled: "ignored"; reason: string }
  | { handled: "paid"; orderId: string; invoiceNumber: string }
  | { handled: "released"; orderId: string }
  | { handled: "late_payment_refunded"; orderId: string; refund: DueRefund }
  | { handled: "unchanged"; orderId: string };

const FULFILLING = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const RELEASING = new Set(["checkout.session.expired", "checkout.session.async_payment_failed"]);

/**
 * Applies one verified Stripe event. The event's id is recorded in the same transaction as the
 * change it makes: a replay (Stripe retries, or the same event delivered twice at once) finds the
 * id taken and changes nothing. Events may come in any order: a session that expired after it
 * was paid stays paid; a payment for an order whose hold expired takes the items again if they
 * are still there, else it is refunded.
 */
export async function applyStripeEvent(db: Database, event: Stripe.Event, { now = new Date(), publicUrl = "" }: { now?: Date; publicUrl?: string } = {}): Promise<StripeEventOutcome> {
  if (!FULFILLING.has(event.type) && !RELEASING.has(event.type)) return { handled: "ignored", reason: `event type ${event.type}` };
  const session = event.data.object as Stripe.Checkout.Session;
  const orderId = session.metadata?.order_id ?? session.client_reference_id;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return { handled: "ignored", reason: "no order id" };
  // Read before the transaction, which then only writes: who the team is and the language it reads.
  const settings = FULFILLING.has(event.type) ? await getSiteSettings(db) : null;
  const teamAddress = settings ? notificationAddress(settings) : "";
  const teamLanguage = settings ? await teamLocale(db, teamAddress) : "en";

  return db.transaction(async (tx) => {
    const recorded = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, order_id: orderId, received_at: now }).onConflictDoNothing().returning({ id: stripeEvents.id });
    if (recorded.length === 0) return { handled: "duplicate" } as const;
    // The order's row is locked for the rest of the transaction: two different events of one
    // order (completed, then expired at once) are applied one after the other.
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for("update");
    if (!order || (order.checkout_session_id !== null && order.checkout_session_id !== session.id)) return { handled: "ignored", reason: "no such order or session" } as const;

    if (RELEASING.has(event.type)) {
      const released = await releaseOrderIn(tx, order.id, event.type === "checkout.session.expired" ? "expired" : "payment_failed", now);
      return released ? ({ handled: "released", orderId: order.id } as const) : ({ handled: "unchanged", orderId: order.id } as const);
    }
    // A completed session with a payment still on its way (a bank transfer) is fulfilled by async_payment_succeeded.
    if (session.payment_status !== "paid") return { handled: "unchanged", orderId: order.id } as const;
    if (order.status !== "awaiting_payment" && order.status !== "cancelled") return { handled: "unchanged", orderId: order.id } as const;
    if (order.paid_at !== null) return { handled: "unchanged", orderId: order.id } as const;
    if (session.amount_total !== order.total_cents || session.currency !== "eur") {
      await tx.insert(orderHistory).values({ order_id: order.id, kind: "amount_mismatch", details: { paid: session.amount_total, currency: session.currency, expected: order.total_cents }, created_at: now });
      return { handled: "ignored", reason: "amount differs from the order's" } as const;
    }
    const paymentIntentId = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? "");
    const [payment] = await tx
      .insert(orderPayments)
      .values({ order_id: order.id, kind: "payment", amount_cents: order.total_cents, payment_intent_id: paymentIntentId, created_at: now })
      .returning({ id: orderPayments.id });

    const stockHeld = order.status === "awaiting_payment" ? true : await retakeStock(tx, order.id);
    if (!stockHeld) {
      const refund: DueRefund = { paymentId: payment!.id, orderId: order.id, paymentIntentId, amountCents: order.total_cents, idempotencyKey: `late-payment-${order.id}` };
      await tx
        .update(shopOrders)
        .set({ payment_intent_id: paymentIntentId, paid_at: now, cancel_reason: "late_payment_refunded" })
        .where(eq(shopOrders.id, order.id));
      await tx.insert(orderPayments).values({
        order_id: order.id,
        kind: "refund",
        amount_cents: order.total_cents,
        payment_intent_id: paymentIntentId,
        idempotency_key: refund.idempotencyKey,
        status: "pending",
        reason: "late_payment",
        created_at: now,
      });
      await tx.insert(orderHistory).values({ order_id: order.id, kind: "late_payment_refunded", details: { amount_cents: order.total_cents }, created_at: now });
      const mail = await orderForMail(tx, order);
      const orderUrl = `${publicUrl}${pathIn(`/orders/${order.access_token}`, order.locale)}`;
      const buyer = renderLateRefund(settings!, mail, orderUrl);
      await enqueueMail(tx, { kind: "order_late_refund", to: order.email, subject: buyer.subject, text: buyer.text, html: buyer.html, replyTo: teamAddress, dedupeKey: `order:${order.id}:late-refund` });
      const team = renderOrderNotification(settings!, mail, teamLanguage, "late_refund", `${publicUrl}/admin/orders/${order.id}`);
      await enqueueMail(tx, { kind: "order_notification", to: teamAddress, subject: team.subject, text: team.text, html: team.html, replyTo: order.email, dedupeKey: `order:${order.id}:late-refund:team` });
      return { handled: "late_payment_refunded", orderId: order.id, refund } as const;
    }

    await tx
      .update(shopOrders)
      .set({ status: "paid", stock_taken: true, payment_intent_id: paymentIntentId, paid_at: now, cancelled_at: null, cancel_reason: null })
      .where(eq(shopOrders.id, order.id));
    await tx.insert(orderHistory).values({ order_id: order.id, kind: order.status === "cancelled" ? "paid_after_expiry" : "paid", details: { amount_cents: order.total_cents }, created_at: now });
    const mail = await orderForMail(tx, order);
    const orderUrl = `${publicUrl}${pathIn(`/orders/${order.access_token}`, order.locale)}`;
    // Numbered last: the sequence's row stays locked from here to the commit.
    const invoice = await issueOrderInvoice(tx, order, now);
    const buyer = renderOrderPaid(settings!, mail, invoice.number, orderUrl);
    await enqueueMail(tx, { kind: "order_paid", to: order.email, subject: buyer.subject, text: buyer.text, html: buyer.html, replyTo: teamAddress, dedupeKey: `order:${order.id}:paid` });
    const team = renderOrderNotification(settings!, mail, teamLanguage, "paid", `${publicUrl}/admin/orders/${order.id}`);
    await enqueueMail(tx, { kind: "order_notification", to: teamAddress, subject: team.subject, text: team.text, html: team.html, replyTo: order.email, dedupeKey: `order:${order.id}:paid:team` });
    return { handled: "paid", orderId: order.id, invoiceNumber: invoice.number } as const;
  });
}

/** An order as its e-mails tell it. */
async function orderForMail(tx: Database, order: ShopOrder): Promise<OrderForMail> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id)).orderBy(asc(orderLines.position));
  const [zone] = order.shipping_zone_id ? await tx.select().from(shippingZones).where(eq(shippingZones.id, order.shipping_zone_id)) : [];
  return {
    id: order.id,
    name: order.name,
    email: order.email,
    locale: order.locale,
    delivery: order.delivery,
    address: deliveryAddress(order),
    shippingLabel: order.shipping_label,
    shippingCents: order.shipping_cents,
    totalCents: order.total_cents,
    lines: lines.map((line) => ({ name: lineLabel(line), quantity: line.quantity, totalCents: line.unit_price_cents * line.quantity })),
    deliveryDays: zone ? { min: zone.delivery_days_min, max: zone.delivery_days_max } : null,
  };
}

/** The order's invoice, numbered in this transaction (the last thing it does: the sequence's lock is held until commit). */
async function issueOrderInvoice(tx: Database, order: ShopOrder, now: Date) {
  const seller = await getSellerIdentity(tx);
  if (!seller) throw new Error("the seller's identity is missing: payments must stay off until it is filled in");
  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id)).orderBy(asc(orderLines.position));
  return issueDocument(tx, {
    kind: "invoice",
    orderId: order.id,
    issuedAt: now,
    lines: lines.map((line) => pricedLineOf(line, line.quantity)),
    shipping: order.shipping_cents > 0 ? { label: order.shipping_label, cents: order.shipping_cents } : null,
    buyer: buyerParty(order),
    seller,
    locale: order.locale,
  });
}

/** An order's line as a document prints it, for `quantity` of its items. */
function pricedLineOf(line: ShopOrderLine, quantity: number): PricedLine {
  return { name: lineLabel(line), quantity, unitPriceCents: line.unit_price_cents, vatRate: line.vat_rate };
}

/** The buyer as their documents name them: the delivery address when shipped, and the e-mail. */
function buyerParty(order: ShopOrder): InvoiceParty {
  return { name: order.name, lines: [...(order.delivery === "shipping" ? deliveryAddress(order) : []), order.email] };
}

/**
 * Sends a refund decided earlier to Stripe and records its answer. Stripe's idempotency key is
 * ours: sent twice (a retry after a lost answer, two processes), it refunds once.
 */
export async function sendDueRefund(db: Database, provider: PaymentProvider, refund: DueRefund): Promise<void> {
  const answer = await provider.refund({ paymentIntentId: refund.paymentIntentId, amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey, orderId: refund.orderId });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderPayments)
      .set({ refund_id: answer.id, status: answer.status === "failed" ? "failed" : "succeeded" })
      .where(and(eq(orderPayments.idempotency_key, refund.idempotencyKey), eq(orderPayments.status, "pending")))
      .returning({ amount: orderPayments.amount_cents });
    if (!row) return;
    if (answer.status === "failed") {
      // Stripe refused it (a closed card, a disputed payment): nothing came back to the buyer; the team sees it on the order.
      await tx.insert(orderHistory).values({ order_id: refund.orderId, kind: "refund_failed", details: { refund_id: answer.id, amount_cents: row.amount } });
      return;
    }
    const [order] = await tx
      .update(shopOrders)
      .set({ refunded_cents: sql`${shopOrders.refunded_cents} + ${row.amount}` })
      .where(eq(shopOrders.id, refund.orderId))
      .returning();
    // Whole (a late payment's, or a sale's every item), or part of a sale (it may have been shipped: shipped_at says so).
    if (order && order.paid_at && order.refunded_cents >= order.total_cents) await tx.update(shopOrders).set({ status: "refunded" }).where(eq(shopOrders.id, order.id));
    else if (order && (order.status === "paid" || order.status === "shipped")) await tx.update(shopOrders).set({ status: "partly_refunded" }).where(eq(shopOrders.id, order.id));
    await tx.insert(orderHistory).values({ order_id: refund.orderId, kind: "refund_sent", details: { refund_id: answer.id, amount_cents: row.amount } });
  });
}

/** Sends again every refund Stripe has not answered yet; the number sent. */
export async function sendPendingRefunds(db: Database, provider: PaymentProvider, log: Pick<Logger, "error">): Promise<number> {
  let sent = 0;
  for (const refund of await pendingRefunds(db)) {
    try {
      await sendDueRefund(db, provider, refund);
      sent++;
    } catch (error) {
      log.error({ err: error, order: refund.orderId }, "refund not sent yet: it will be retried");
    }
  }
  return sent;
}

/** Unpaid orders whose hold is over (their webhook lost, or not yet come): released here. */
export async function releaseExpiredHolds(db: Database, now = new Date()): Promise<number> {
  const expired = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.status, "awaiting_payment"), lte(shopOrders.hold_expires_at, now)));
  let released = 0;
  for (const { id } of expired) if (await releaseOrder(db, id, "expired", now)) released++;
  if (released > 0) await bumpContentVersion(db);
  return released;
}

// ---------------------------------------------------------------------------
// Stripe's webhook

export interface WebhookServices {
  db: Database;
  /** The site's address, for the order's link in its e-mails. */
  publicUrl: string;
  provider: PaymentProvider;
  log: Pick<Logger, "info" | "warn" | "error">;
}

export interface WebhookAnswer {
  status: number;
  body: { received: true; outcome: StripeEventOutcome["handled"] } | { error: string };
}

/**
 * Stripe's webhook: the signature first, on the raw bytes, before anything is read from the body
 * (400 when missing, wrong or older than five minutes: Stripe shows the failure on its dashboard);
 * then the event applied exactly once. A 2xx tells Stripe to stop retrying, so it is sent only once
 * the change is committed; a failure answers 500 and Stripe sends the event again later.
 */
export async function receiveStripeWebhook(services: WebhookServices, rawBody: string, signature: string | null, now = new Date()): Promise<WebhookAnswer> {
  if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header" } };
  let event;
  try {
    event = services.provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    services.log.warn({ reason: error instanceof Error ? error.message : String(error) }, "stripe webhook refused: signature");
    return { status: 400, body: { error: "Invalid Stripe-Signature" } };
  }
  const outcome = await applyStripeEvent(services.db, event, { now, publicUrl: services.publicUrl });
  services.log.info({ event: event.id, type: event.type, outcome: outcome.handled, order: "orderId" in outcome ? outcome.orderId : undefined }, "stripe event");
  if (outcome.handled === "late_payment_refunded") {
    // Committed as due: sent now, and again by the sweeper if Stripe cannot be reached now.
    await sendDueRefund(services.db, services.provider, outcome.refund).catch((error: unknown) =>
      services.log.error({ err: error, order: outcome.orderId }, "late payment's refund not sent yet: it will be retried"),
    );
  }
  return { status: 200, body: { received: true, outcome: outcome.handled } };
}

// ---------------------------------------------------------------------------
// The team's work on an order

/** Who acts, and where the buyer's links lead. */
export interface OrderActor {
  email: string;
  publicUrl: string;
  now?: Date;
}

export type ShipResult = { status: "shipped"; order: ShopOrder } | { status: "refused"; reason: "not_found" | "not_paid" | "already_shipped" };

/**
 * Marks a paid order shipped (with its tracking number) or, for a pickup, ready at the workshop,
 * and tells the buyer in their language. Once: the change is conditional on the order not being
 * shipped yet, and its e-mail has a key of its own.
 */
export async function markOrderShipped(tx: Database, orderId: string, tracking: string, actor: OrderActor): Promise<ShipResult> {
  const now = actor.now ?? new Date();
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for("update");
  if (!order) return { status: "refused", reason: "not_found" };
  if (order.shipped_at) return { status: "refused", reason: "already_shipped" };
  if (order.status !== "paid" && order.status !== "partly_refunded") return { status: "refused", reason: "not_paid" };
  const [shipped] = await tx
    .update(shopOrders)
    .set({ status: order.status === "paid" ? "shipped" : order.status, shipped_at: now, tracking_number: tracking || null, updated_at: now })
    .where(and(eq(shopOrders.id, orderId), isNull(shopOrders.shipped_at)))
    .returning();
  await tx.insert(orderHistory).values({ order_id: orderId, kind: order.delivery === "pickup" ? "ready_for_pickup" : "shipped", details: tracking ? { tracking } : {}, actor_email: actor.email, created_at: now });
  const settings = await getSiteSettings(tx);
  const mail = renderOrderShipped(settings, await orderForMail(tx, order), tracking, orderPageUrl(actor.publicUrl, order));
  await enqueueMail(tx, { kind: "order_shipped", to: order.email, subject: mail.subject, text: mail.text, html: mail.html, replyTo: notificationAddress(settings), dedupeKey: `order:${orderId}:shipped` });
  return { status: "shipped", order: shipped! };
}

function orderPageUrl(publicUrl: string, order: ShopOrder): string {
  return `${publicUrl}${pathIn(`/orders/${order.access_token}`, order.locale)}`;
}

export interface RefundRequestInput {
  /** The form's key: the same form posted twice is one refund. */
  refundKey: string;
  /** Items given back, by order line id; lines not named give nothing back. */
  lines: { id: string; quantity: number }[];
  shipping: boolean;
  /** Whether the items go back on sale (not yet shipped, or returned in a state to sell). */
  restock: boolean;
  reason: string;
}

export type RefundProblem = "not_found" | "not_paid" | "nothing" | "too_many" | "shipping_refunded" | "already_done";

export type RefundResult = { status: "refunding"; refund: DueRefund; creditNoteNumber: string; amountCents: number } | { status: "refused"; problem: RefundProblem };

/**
 * Refunds some or all of a paid order: the lines' quantities given back (never more than were
 * bought, however many refunds), the shipping once, the items back on sale if asked, a credit note
 * numbered in its own gapless sequence, and the refund committed as due with our idempotency key;
 * the caller then sends it to Stripe (`sendDueRefund`), and the housekeeping retries it if Stripe
 * cannot be reached. The order's row is locked: two refunds of one order run one after the other.
 */
export async function refundOrder(tx: Database, orderId: string, input: RefundRequestInput, actor: OrderActor): Promise<RefundResult> {
  const now = actor.now ?? new Date();
  const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for("update");
  if (!order) return { status: "refused", problem: "not_found" };
  const idempotencyKey = `refund-${input.refundKey}`;
  const [done] = await tx.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.idempotency_key, idempotencyKey));
  if (done) return { status: "refused", problem: "already_done" };
  if (!order.paid_at || !order.payment_intent_id || !["paid", "shipped", "partly_refunded"].includes(order.status)) return { status: "refused", problem: "not_paid" };

  const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, orderId)).orderBy(asc(orderLines.position));
  const asked = new Map<string, number>();
  for (const line of input.lines) if (line.quantity > 0) asked.set(line.id, (asked.get(line.id) ?? 0) + line.quantity);
  const given = lines.filter((line) => asked.has(line.id)).map((line) => ({ line, quantity: asked.get(line.id)! }));
  if (given.length !== asked.size || given.some(({ line, quantity }) => line.refunded_quantity + quantity > line.quantity)) return { status: "refused", problem: "too_many" };
  const refundShipping = input.shipping && order.shipping_cents > 0;
  if (refundShipping) {
    const earlier = await tx.select({ lines: orderPayments.lines }).from(orderPayments).where(and(eq(orderPayments.order_id, orderId), eq(orderPayments.kind, "refund")));
    if (earlier.some((refund) => refund.lines.shipping)) return { status: "refused", problem: "shipping_refunded" };
  }
  const amountCents = given.reduce((sum, { line, quantity }) => sum + line.unit_price_cents * quantity, 0) + (refundShipping ? order.shipping_cents : 0);
  if (amountCents === 0) return { status: "refused", problem: "nothing" };

  for (const { line, quantity } of given) {
    await tx
      .update(orderLines)
      .set({ refunded_quantity: sql`${orderLines.refunded_quantity} + ${quantity}` })
      .where(eq(orderLines.id, line.id));
  }
  if (input.restock) {
    for (const { line, quantity } of [...given].sort((a, b) => (a.line.merchandise_id < b.line.merchandise_id ? -1 : 1))) {
      await tx
        .update(merchandise)
        .set({ stock_quantity: sql`${merchandise.stock_quantity} + ${quantity}` })
        .where(eq(merchandise.id, line.merchandise_id));
    }
  }
  const [payment] = await tx
    .insert(orderPayments)
    .values({
      order_id: orderId,
      kind: "refund",
      amount_cents: amountCents,
      payment_intent_id: order.payment_intent_id,
      idempotency_key: idempotencyKey,
      status: "pending",
      lines: { ...Object.fromEntries(given.map(({ line, quantity }) => [line.id, quantity])), ...(refundShipping && { shipping: 1 }) },
      reason: input.reason || null,
      created_at: now,
    })
    .returning({ id: orderPayments.id });
  await tx.insert(orderHistory).values({
    order_id: orderId,
    kind: "refund_decided",
    details: { amount_cents: amountCents, restock: input.restock, ...(input.reason && { reason: input.reason }) },
    actor_email: actor.email,
    created_at: now,
  });

  const seller = await getSellerIdentity(tx);
  const [invoice] = await tx.select({ id: invoices.id, number: invoices.number }).from(invoices).where(and(eq(invoices.order_id, orderId), eq(invoices.kind, "invoice")));
  if (!seller || !invoice) throw new Error("a paid order without its invoice or seller cannot be credited");
  const settings = await getSiteSettings(tx);
  const mail = await orderForMail(tx, order);
  // Numbered last but one: the sequence's row stays locked from here to the commit.
  const creditNote = await issueDocument(tx, {
    kind: "credit_note",
    orderId,
    issuedAt: now,
    lines: given.map(({ line, quantity }) => pricedLineOf(line, quantity)),
    shipping: refundShipping ? { label: order.shipping_label, cents: order.shipping_cents } : null,
    shippingBasis: lines.map((line) => pricedLineOf(line, line.quantity)),
    buyer: buyerParty(order),
    seller,
    locale: order.locale,
    correctsId: invoice.id,
  });
  await tx.update(orderPayments).set({ credit_note_id: creditNote.id }).where(eq(orderPayments.id, payment!.id));
  const buyer = renderOrderRefund(settings, mail, { amountCents, creditNote: creditNote.number, items: given.map(({ line, quantity }) => ({ name: lineLabel(line), quantity })), shipping: refundShipping }, orderPageUrl(actor.publicUrl, order));
  await enqueueMail(tx, { kind: "order_refund", to: order.email, subject: buyer.subject, text: buyer.text, html: buyer.html, replyTo: notificationAddress(settings), dedupeKey: `order:${orderId}:credit-note:${creditNote.number}` });
  return {
    status: "refunding",
    refund: { paymentId: payment!.id, orderId, paymentIntentId: order.payment_intent_id, amountCents, idempotencyKey },
    creditNoteNumber: creditNote.number,
    amountCents,
  };
}

// ---------------------------------------------------------------------------
// The buyer's withdrawal

export type WithdrawalResult = { status: "recorded"; at: Date } | { status: "refused"; reason: "closed" | "already" };

/**
 * The buyer withdraws from the contract through the order page (the second step of its two):
 * recorded once on the order and in its history, acknowledged at once by e-mail in the buyer's
 * language (the law asks for an acknowledgment on a durable medium), and the team told.
 */
export async function requestWithdrawal(db: Database, orderId: string, message: string, { publicUrl, now = new Date() }: { publicUrl: string; now?: Date }): Promise<WithdrawalResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(shopOrders).where(eq(shopOrders.id, orderId)).for("update");
    if (!order) return { status: "refused", reason: "closed" } as const;
    if (order.withdrawal_requested_at) return { status: "refused", reason: "already" } as const;
    const [zone] = order.shipping_zone_id ? await tx.select().from(shippingZones).where(eq(shippingZones.id, order.shipping_zone_id)) : [];
    if (!mayWithdraw(order, zone?.delivery_days_max ?? 0, now)) return { status: "refused", reason: "closed" } as const;
    await tx
      .update(shopOrders)
      .set({ withdrawal_requested_at: now, withdrawal_message: message || null, updated_at: now })
      .where(and(eq(shopOrders.id, orderId), isNull(shopOrders.withdrawal_requested_at)));
    await tx.insert(orderHistory).values({ order_id: orderId, kind: "withdrawal_requested", details: message ? { message } : {}, created_at: now });
    const settings = await getSiteSettings(tx);
    const teamAddress = notificationAddress(settings);
    const mail = await orderForMail(tx, order);
    // Where the items go back: the seller's registered office, as invoices print it.
    const seller = await getSellerIdentity(tx);
    const returnAddress = seller ? [seller.legal_name, ...seller.address.split("\n")].map((line) => line.trim()).filter(Boolean).join(", ") : settings.team_name;
    const buyer = renderWithdrawalAcknowledgment(settings, mail, now, returnAddress, orderPageUrl(publicUrl, order));
    await enqueueMail(tx, { kind: "order_withdrawal", to: order.email, subject: buyer.subject, text: buyer.text, html: buyer.html, replyTo: teamAddress, dedupeKey: `order:${orderId}:withdrawal` });
    const team = renderWithdrawalNotice(settings, mail, await teamLocale(tx, teamAddress), message, `${publicUrl}/admin/orders/${orderId}`);
    await enqueueMail(tx, { kind: "order_notification", to: teamAddress, subject: team.subject, text: team.text, html: team.html, replyTo: order.email, dedupeKey: `order:${orderId}:withdrawal:team` });
    return { status: "recorded", at: now } as const;
  });
}

// ---------------------------------------------------------------------------
// The documents' PDFs

export interface DocumentServices {
  db: Database;
  storage: Storage;
}

type DocumentRow = typeof invoices.$inferSelect;

/** Where an issued document's PDF is kept: under the storage's private prefix (never served by /media), one key per number. */
function documentPdfKey(row: DocumentRow): string {
  return `${PRIVATE_KEY_PREFIX}invoices/${row.year}/${row.number}.pdf`;
}

/** "30/11/2026": a date as a French document writes it, in Paris. */
function frenchDate(instant: Date): string {
  const { year, month, day } = parisCalendarDay(instant);
  return `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
}

/** A document as its PDF prints it: its frozen row, and its order for the buyer's address and reference. */
async function printedDocument(db: Database, row: DocumentRow): Promise<InvoiceDocument> {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, row.order_id));
  if (!order) throw new Error(`document ${row.number} has no order`);
  const [corrected] = row.corrects_id ? await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.corrects_id)) : [];
  const sellerNow = row.seller_tax ? null : await getSellerIdentity(db);
  const sellerTax = row.seller_tax ?? (sellerNow ? sellerTaxOf(sellerNow) : { siren: "", vatNumber: null, countryCode: "FR" });
  const vatByRate = new Map<number, { rate: number; baseCents: number; vatCents: number }>();
  for (const line of row.lines) {
    const entry = vatByRate.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0 };
    entry.baseCents += line.totalExclCents;
    entry.vatCents += line.vatCents;
    vatByRate.set(line.vatRate, entry);
  }
  return {
    kind: row.kind,
    number: row.number,
    issuedAt: row.issued_at,
    ...(corrected && { correctsNumber: corrected.number }),
    orderReference: requestReference(order.id),
    seller: row.seller,
    sellerTax,
    buyer: row.buyer,
    buyerEmail: order.email,
    ...(order.delivery === "shipping" && {
      buyerAddress: { line1: order.address_line1, line2: order.address_line2, postalCode: order.postal_code, city: order.city, countryCode: order.country },
    }),
    lines: row.lines,
    totalExclCents: row.total_excl_cents,
    totalVatCents: row.total_vat_cents,
    totalInclCents: row.total_incl_cents,
    vatByRate: [...vatByRate.values()].sort((a, b) => b.rate - a.rate),
    vatMention: row.vat_mention,
    paymentNote: row.kind === "invoice" ? `Payée par carte le ${frenchDate(order.paid_at ?? row.issued_at)} (Stripe)` : `Remboursé sur la carte du paiement le ${frenchDate(row.issued_at)} (Stripe)`,
    locale: row.locale,
  };
}

/**
 * A document's PDF: from storage once written, else rendered and written now. Written once and
 * never replaced (the row's key is set only while empty); the same document renders the same
 * bytes, so two processes writing it at once write the same file.
 */
export async function documentPdf(services: DocumentServices, row: DocumentRow): Promise<Uint8Array> {
  if (row.pdf_key) {
    const stored = await services.storage.get(row.pdf_key);
    if (stored) return new Uint8Array(await new Response(stored.body).arrayBuffer());
  }
  const bytes = await renderInvoicePdf(await printedDocument(services.db, row));
  const key = documentPdfKey(row);
  await services.storage.put(key, bytes, "application/pdf");
  await services.db
    .update(invoices)
    .set({ pdf_key: key })
    .where(and(eq(invoices.id, row.id), isNull(invoices.pdf_key)));
  return bytes;
}

/** Documents whose PDF a stop between their commit and its writing left unwritten: written now. */
export async function storeMissingDocumentPdfs(services: DocumentServices, log: Pick<Logger, "error">): Promise<number> {
  let stored = 0;
  for (const row of await services.db.select().from(invoices).where(isNull(invoices.pdf_key)).limit(200)) {
    try {
      await documentPdf(services, row);
      stored++;
    } catch (error) {
      log.error({ err: error, document: row.number }, "document PDF not written yet: it will be tried again");
    }
  }
  return stored;
}

/** The mail of a document: "order:{id}:paid" carries the order's invoice, "order:{id}:credit-note:{number}" that credit note. */
const DOCUMENT_MAIL = /^order:([0-9a-f-]{36}):(?:paid|credit-note:([A-Z]-\d{4}-\d{6}))$/;

/** The buyer's confirmation and refund e-mails leave with their invoice's or credit note's PDF attached. */
export function orderDocumentMails(services: DocumentServices): MailComposer {
  return {
    handles: (row) => (row.kind === "order_paid" || row.kind === "order_refund") && DOCUMENT_MAIL.test(row.dedupe_key ?? ""),
    async compose(row) {
      const [, orderId, creditNote] = DOCUMENT_MAIL.exec(row.dedupe_key ?? "")!;
      const [document] = await services.db
        .select()
        .from(invoices)
        .where(creditNote ? eq(invoices.number, creditNote) : and(eq(invoices.order_id, orderId!), eq(invoices.kind, "invoice")));
      if (!document) throw new PermanentMailError(`the document of ${row.dedupe_key} does not exist`);
      const pdf = await documentPdf(services, document);
      return { ...storedMessage(row), attachments: [{ filename: `${document.number}.pdf`, content: pdf, contentType: "application/pdf" }] };
    },
  };
}

// ---------------------------------------------------------------------------
// The admin's online sales settings

/** Saves the seller's identity (one row); returns it before and after, for the activity log. */
export async function saveSellerIdentity(tx: Database, input: SellerIdentityInput) {
  const before = (await getSellerIdentity(tx)) ?? null;
  const values = {
    legal_name: input.legalName,
    legal_form: input.legalForm,
    share_capital_cents: input.shareCapital,
    address: input.address,
    siren: input.siren,
    rcs_city: input.rcsCity,
    vat_number: input.vatExempt ? "" : input.vatNumber,
    vat_exempt: input.vatExempt,
  };
  const [after] = await tx.insert(sellerIdentity).values({ id: 1, ...values }).onConflictDoUpdate({ target: sellerIdentity.id, set: values }).returning();
  return { before, after: after! };
}

function zoneValues(input: ShippingZoneInput) {
  return {
    name: input.name,
    name_fr: input.nameFr || null,
    countries: input.countries,
    price_cents: input.price!,
    delivery_days_min: input.daysMin,
    delivery_days_max: input.daysMax,
  };
}

/** Adds a zone, or changes the one of `input.zoneId`; null when that zone is gone. */
export async function saveShippingZone(tx: Database, input: ShippingZoneInput) {
  if (!input.zoneId) {
    const [after] = await tx.insert(shippingZones).values(zoneValues(input)).returning();
    return { before: null, after: after! };
  }
  const [before] = await tx.select().from(shippingZones).where(eq(shippingZones.id, input.zoneId));
  if (!before) return null;
  const [after] = await tx.update(shippingZones).set(zoneValues(input)).where(eq(shippingZones.id, input.zoneId)).returning();
  return { before, after: after! };
}

/** Removes a zone; orders placed to it keep its name and price. */
export async function deleteShippingZone(tx: Database, id: string) {
  const [before] = await tx.delete(shippingZones).where(eq(shippingZones.id, id)).returning();
  return before ?? null;
}
