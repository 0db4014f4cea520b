import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { sellerIdentity } from "../../db/schema/legal.ts";
import { invoices, orderHistory, orderLines, orderPayments, shippingZones, shopOrders } from "../../db/schema/orders.ts";
import type { Database } from "../../platform/db.server.ts";
import { stringify } from "csv-stringify/sync";
import { vatRates } from "../../db/enums.ts";
import { decimalOf } from "../../lib/money.ts";
import { parisCalendarDay } from "../../lib/paris-time.ts";
import { searchCondition } from "../admin/queries.server.ts";
import { neutralizeFormula } from "../newsletter/queries.server.ts";
import { pageInfo, type PageInfo } from "../admin/schema.ts";
import type { OrderListParams } from "./admin-schema.ts";
import { requestReference } from "../../lib/ids.ts";
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

export async function shippingZoneById(db: Pick<Database, "select">, id: string) {
  const [zone] = await db.select().from(shippingZones).where(eq(shippingZones.id, id));
  return zone ?? null;
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

// ---------------------------------------------------------------------------
// The admin's orders

export const ORDERS_PAGE_SIZE = 25;

/** Orders the team has to know of: placed ones, whatever became of them (an abandoned payment page included). */
function orderSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const byWords = searchCondition(q, [shopOrders.name, shopOrders.email]);
  const compact = q.replace(/\s+/g, "").toUpperCase();
  const byReference = /^[0-9A-F]{4,32}$/.test(compact) ? sql`upper(replace(${shopOrders.id}::text, '-', '')) like ${`${compact}%`}` : undefined;
  const byDocument = /^[FA]-\d{4}-\d{1,6}$/.test(compact)
    ? inArray(
        shopOrders.id,
        sql`(select ${invoices.order_id} from ${invoices} where ${invoices.number} = ${compact.replace(/^([FA]-\d{4}-)(\d+)$/, (_, prefix: string, n: string) => prefix + n.padStart(6, "0"))})`,
      )
    : undefined;
  return or(...[byWords, byReference, byDocument].filter((condition) => condition !== undefined));
}

export interface OrderListRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  status: typeof shopOrders.$inferSelect.status;
  delivery: typeof shopOrders.$inferSelect.delivery;
  totalCents: number;
  refundedCents: number;
  invoiceNumber: string | null;
  itemCount: number;
  withdrawn: boolean;
}

/** One page of orders, newest first, with their invoice's number and how many items each holds. */
export async function listOrders(db: Database, params: OrderListParams): Promise<{ rows: OrderListRow[]; info: PageInfo }> {
  const where = and(params.status === "all" ? undefined : eq(shopOrders.status, params.status), orderSearch(params.q));
  const [total] = await db.select({ value: count() }).from(shopOrders).where(where);
  const info = pageInfo(Number(total?.value ?? 0), params.page, ORDERS_PAGE_SIZE);
  const rows = await db
    .select({
      id: shopOrders.id,
      createdAt: shopOrders.created_at,
      name: shopOrders.name,
      email: shopOrders.email,
      status: shopOrders.status,
      delivery: shopOrders.delivery,
      totalCents: shopOrders.total_cents,
      refundedCents: shopOrders.refunded_cents,
      withdrawalRequestedAt: shopOrders.withdrawal_requested_at,
      // Aliased: in a one-table select Drizzle writes columns unqualified, and "id" here would be the subquery's own.
      invoiceNumber: sql<string | null>`(select document.number from ${invoices} document where document.order_id = ${sql.raw('"shop_orders"."id"')} and document.kind = 'invoice' limit 1)`,
      itemCount: sql<number>`(select coalesce(sum(line.quantity), 0)::int from ${orderLines} line where line.order_id = ${sql.raw('"shop_orders"."id"')})`,
    })
    .from(shopOrders)
    .where(where)
    .orderBy(desc(shopOrders.created_at), desc(shopOrders.id))
    .limit(info.limit)
    .offset(info.offset);
  return { info, rows: rows.map(({ withdrawalRequestedAt, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString(), itemCount: Number(row.itemCount), withdrawn: withdrawalRequestedAt !== null })) };
}

/** How many orders stand in each state, for the list's filters. */
export async function countOrdersByStatus(db: Database): Promise<Partial<Record<OrderListRow["status"], number>>> {
  const rows = await db.select({ status: shopOrders.status, value: count() }).from(shopOrders).groupBy(shopOrders.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.value)]));
}

/** An order as the team's page shows it: lines, money moved, documents and what happened, oldest first. */
export async function adminOrder(db: Database, id: string) {
  const found = await orderWithLines(db, id);
  if (!found) return null;
  const [payments, documents, history] = await Promise.all([
    db.select().from(orderPayments).where(eq(orderPayments.order_id, id)).orderBy(asc(orderPayments.created_at)),
    db.select().from(invoices).where(eq(invoices.order_id, id)).orderBy(asc(invoices.issued_at), asc(invoices.number)),
    db.select().from(orderHistory).where(eq(orderHistory.order_id, id)).orderBy(asc(orderHistory.created_at)),
  ]);
  return { ...found, payments, documents, history };
}

/** An invoice or credit note by its number. */
export async function documentByNumber(db: Pick<Database, "select">, number: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number));
  return row ?? null;
}

/**
 * The money that moved between two instants, oldest first, each with the document that accounts
 * for it: a payment with its invoice, a refund with its credit note. A payment refunded because
 * it came too late has neither (nothing was sold).
 */
export async function accountingEntries(db: Database, from: Date, until: Date) {
  return db
    .select({ payment: orderPayments, document: invoices, orderName: shopOrders.name, orderEmail: shopOrders.email })
    .from(orderPayments)
    .innerJoin(shopOrders, eq(shopOrders.id, orderPayments.order_id))
    .leftJoin(
      invoices,
      sql`${invoices.id} = case when ${orderPayments.kind} = 'refund' then ${orderPayments.credit_note_id} else (select ${invoices.id} from ${invoices} where ${invoices.order_id} = ${orderPayments.order_id} and ${invoices.kind} = 'invoice' limit 1) end`,
    )
    .where(and(gte(orderPayments.created_at, from), lt(orderPayments.created_at, until), eq(orderPayments.status, "succeeded")))
    .orderBy(asc(orderPayments.created_at), asc(orderPayments.id));
}

type AccountingEntry = Awaited<ReturnType<typeof accountingEntries>>[number];

/** "20", "5_5": a rate in a column's name. */
const rateColumn = (rate: number) => String(rate / 100).replace(".", "_");

/**
 * The accountant's CSV: one row per payment received or refund sent, in euros with a decimal
 * point (refunds negative), its document's base and VAT for each French rate, and Stripe's
 * reference to reconcile with the payouts. A payment with no document (refunded because it came
 * too late: nothing was sold) has no VAT columns.
 */
export function accountingCsv(entries: readonly AccountingEntry[]): string {
  const euros = (cents: number) => (cents < 0 ? `-${decimalOf(-cents)}` : decimalOf(cents));
  return stringify(
    entries.map(({ payment, document, orderName, orderEmail }) => {
      const sign = payment.kind === "refund" ? -1 : 1;
      const byRate = new Map<number, { base: number; vat: number }>();
      for (const line of document?.lines ?? []) {
        const entry = byRate.get(line.vatRate) ?? { base: 0, vat: 0 };
        entry.base += line.totalExclCents;
        entry.vat += line.vatCents;
        byRate.set(line.vatRate, entry);
      }
      const { year, month, day } = parisCalendarDay(payment.created_at);
      return [
        `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
        payment.kind,
        document?.number ?? "",
        requestReference(payment.order_id),
        neutralizeFormula(orderName),
        neutralizeFormula(orderEmail),
        euros(sign * payment.amount_cents),
        ...vatRates.flatMap((rate) => {
          const amounts = byRate.get(rate);
          return amounts ? [euros(sign * amounts.base), euros(sign * amounts.vat)] : ["", ""];
        }),
        document ? euros(sign * document.total_excl_cents) : "",
        document ? euros(sign * document.total_vat_cents) : "",
        payment.refund_id ?? payment.payment_intent_id ?? "",
      ];
    }),
    {
      header: true,
      columns: [
        "date",
        "kind",
        "document",
        "order",
        "buyer",
        "email",
        "amount_incl_vat",
        ...vatRates.flatMap((rate) => [`base_${rateColumn(rate)}`, `vat_${rateColumn(rate)}`]),
        "total_excl_vat",
        "total_vat",
        "stripe_reference",
      ],
    },
  );
}
