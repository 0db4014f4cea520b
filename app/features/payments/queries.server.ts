import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { sellerIdentity } from "../../db/schema/legal.ts";
import { invoices, orderLines, orderPayments, shippingZones, shopOrders } from "../../db/schema/orders.ts";
import type { Database } from "../../platform/db.server.ts";
import type { DueRefund } from "./mutations.server.ts";
import type { SellerIdentity } from "./rules.ts";

/** The seller as invoices name it; null until the team fills it in. */
export async function getSellerIdentity(db: Pick<Database, "select">): Promise<SellerIdentity | null> {
  const [row] = await db.select().from(sellerIdentity).where(eq(sellerIdentity.id, 1));
  return row ?? null;
}

/** The active zone that ships to a country, the cheapest first when zones overlap. */
export async function shippingZoneFor(db: Pick<Database, "select">, country: string) {
  const [zone] = await db
    .select()
    .from(shippingZones)
    .where(and(eq(shippingZones.active, true), sql`${country} = any(${shippingZones.countries})`))
    .orderBy(asc(shippingZones.price_cents), asc(shippingZones.position))
    .limit(1);
  return zone ?? null;
}

/** Refunds decided and not yet answered by Stripe (a failed call, a process that stopped): sent again. */
export async function pendingRefunds(db: Database): Promise<DueRefund[]> {
  const rows = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.kind, "refund"), eq(orderPayments.status, "pending")));
  return rows.map((row) => ({ paymentId: row.id, orderId: row.order_id, paymentIntentId: row.payment_intent_id ?? "", amountCents: row.amount_cents, idempotencyKey: row.idempotency_key ?? "" }));
}

export async function getOrderByToken(db: Database, token: string) {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.access_token, token));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.order_id, order.id)).orderBy(asc(orderLines.position));
  return { order, lines };
}

export async function ordersByIds(db: Database, ids: string[]) {
  return ids.length === 0 ? [] : db.select().from(shopOrders).where(inArray(shopOrders.id, ids));
}

/** The active shipping zones, in the admin's order. */
export async function listShippingZones(db: Database) {
  return db.select().from(shippingZones).where(eq(shippingZones.active, true)).orderBy(asc(shippingZones.position), asc(shippingZones.price_cents));
}

/** An order and its lines, by id. */
export async function orderWithLines(db: Database, id: string) {
  const [order] = await db.select().from(shopOrders).where(eq(shopOrders.id, id));
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.order_id, id)).orderBy(asc(orderLines.position));
  return { order, lines };
}

/** The numbers of an order's invoices and credit notes, oldest first. */
export async function orderDocuments(db: Database, orderId: string) {
  return db.select({ kind: invoices.kind, number: invoices.number, issued_at: invoices.issued_at }).from(invoices).where(eq(invoices.order_id, orderId)).orderBy(asc(invoices.issued_at));
}
