import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { orderRequests, type OrderLine } from "../../db/schema/bookings.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { type FormReply } from "../../lib/form.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { decimalOf, lineCents } from "../../lib/money.ts";
import type { Database } from "../../platform/db.server.ts";
import { storeWithMails, type VisitorOrigin } from "../bookings/mutations.server.ts";
import { type OrderRequestInput } from "../bookings/schema.ts";
import type { ContentEditorWrites } from "../admin/mutations.server.ts";
import { moveToTrash, type Trashable } from "../trash/mutations.server.ts";
import { defaultVatRate, type MerchandiseInput } from "./schema.ts";
import { isMerchandiseLive, merchandiseIn, type MerchandiseItem } from "./queries.server.ts";

export const merchandiseTrash: Trashable = { table: merchandise, id: merchandise.id, deletedAt: merchandise.deleted_at, title: sql<string>`${merchandise.name}` };

/**
 * Writes of the admin's merchandise editor. Each returns the row before and
 * after so the route can record the change (audit log, fresh public pages).
 */

export type MerchandiseWriteResult = { ok: true; before: MerchandiseItem | null; after: MerchandiseItem } | { ok: false; reason: "notFound" };

const current = (id: string) => and(eq(merchandise.id, id), isNull(merchandise.deleted_at));

/** The form's "as its category" made the category's rate, so every row holds the rate its invoices print. */
function withVatRate(input: MerchandiseInput) {
  return { ...input, vat_rate: input.vat_rate ?? defaultVatRate(input.category) };
}

export async function createMerchandise(db: Database, input: MerchandiseInput): Promise<MerchandiseWriteResult> {
  const [row] = await db.insert(merchandise).values(withVatRate(input)).returning();
  return { ok: true, before: null, after: row! };
}

export async function updateMerchandise(db: Database, id: string, input: MerchandiseInput, now = new Date()): Promise<MerchandiseWriteResult> {
  const [before] = await db.select().from(merchandise).where(current(id));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db
    .update(merchandise)
    .set({ ...withVatRate(input), updated_at: now })
    .where(current(id))
    .returning();
  if (!after) return { ok: false, reason: "notFound" };
  return { ok: true, before, after };
}

/** The list's quick Publish / Unpublish: `active` is merchandise's published flag. */
export async function setMerchandiseActive(db: Database, id: string, active: boolean, now = new Date()): Promise<MerchandiseWriteResult> {
  const [before] = await db.select().from(merchandise).where(current(id));
  if (!before) return { ok: false, reason: "notFound" };
  const [after] = await db.update(merchandise).set({ active, updated_at: now }).where(current(id)).returning();
  if (!after) return { ok: false, reason: "notFound" };
  return { ok: true, before, after };
}

/** Moves the item to the trash, with the row as it was; null when there was none outside it. */
export async function trashMerchandise(db: Database, id: string): Promise<{ before: MerchandiseItem } | null> {
  const [before] = await db.select().from(merchandise).where(current(id));
  if (!before) return null;
  return (await moveToTrash(db, merchandiseTrash, id)) ? { before } : null;
}

/** The merchandise as the admin's content kit writes it; "published" is `active` (shown in the Pitshop). */
export const merchandiseWrites: ContentEditorWrites<MerchandiseInput, MerchandiseItem> = {
  type: "merchandise",
  listPath: "/admin/merchandise",
  itemPath: (id) => `/admin/merchandise/${id}`,
  create: (db, input) => createMerchandise(db, input),
  update: (db, id, input) => updateMerchandise(db, id, input),
  live: isMerchandiseLive,
  trash: async (db, id) => {
    const trashed = await trashMerchandise(db, id);
    return trashed && { name: trashed.before.name, before: trashed.before };
  },
  setPublished: async (db, id, active) => {
    const result = await setMerchandiseActive(db, id, active);
    if (!result.ok) return null;
    return { ...result, flash: { message: result.after.active ? "adminContent.nowPublic" : "adminContent.nowHidden", values: { name: result.after.name } } };
  },
};

// ---------------------------------------------------------------------------
// The cart's order request

/** What is wrong with a cart, each item named in the page's language; an item short of stock by its id too (the cart bounds that line). */
export type OrderProblem =
  | { kind: "unavailable"; name: string }
  | { kind: "out_of_stock"; id: string; name: string; available: number }
  | { kind: "size"; name: string };

export type OrderResult = { status: "created"; id: string; total: string } | { status: "rejected"; problems: OrderProblem[] };

/** A cart's line as the browser sends it. */
export type CartItem = OrderRequestInput["items"][number];

/** The items a cart names and the problems of its lines, with the database's names, prices and stock. */
export interface PricedCart {
  lines: OrderLine[];
  problems: OrderProblem[];
  products: Map<string, typeof merchandise.$inferSelect>;
  /** The quantity of each item, its lines (sizes) together. */
  quantityById: Map<string, number>;
}

/**
 * Prices a cart from the database, not from the browser: a cart kept on the visitor's side may
 * be stale or forged. A problem names its item in the page's language.
 */
export async function priceCart(db: Pick<Database, "select">, items: CartItem[], locale: Locale): Promise<PricedCart> {
  const ids = [...new Set(items.map((item) => item.merchandise_id))];
  const products = await db.select().from(merchandise).where(inArray(merchandise.id, ids));
  const byId = new Map(products.map((product) => [product.id, product]));
  const problems: OrderProblem[] = [];
  const lines: OrderLine[] = [];
  const quantityById = new Map<string, number>();
  for (const item of items) quantityById.set(item.merchandise_id, (quantityById.get(item.merchandise_id) ?? 0) + item.quantity);

  for (const item of items) {
    const product = byId.get(item.merchandise_id);
    if (!product || !product.active || product.deleted_at) {
      problems.push({ kind: "unavailable", name: product ? merchandiseIn(product, locale).name : translator(locale)("cart.unknownItem") });
      continue;
    }
    const sizes = product.sizes_available;
    if (sizes.length > 0 ? !item.size || !sizes.includes(item.size) : item.size) {
      problems.push({ kind: "size", name: merchandiseIn(product, locale).name });
      continue;
    }
    lines.push({
      merchandise_id: product.id,
      name: product.name,
      size: sizes.length > 0 ? item.size : null,
      quantity: item.quantity,
      unit_price: product.price,
    });
  }
  for (const [id, quantity] of quantityById) {
    const product = byId.get(id);
    if (product?.active && !product.deleted_at && quantity > product.stock_quantity) {
      problems.push({ kind: "out_of_stock", id, name: merchandiseIn(product, locale).name, available: product.stock_quantity });
    }
  }
  return { lines, problems, products: byId, quantityById };
}

/** Stores an order request (payments off): the team answers it by e-mail. */
export async function createOrderRequest(db: Database, input: OrderRequestInput, { clientIp, locale = DEFAULT_LOCALE }: VisitorOrigin = {}): Promise<OrderResult> {
  const { lines, problems, products: byId } = await priceCart(db, input.items, locale);
  if (problems.length > 0) return { status: "rejected", problems };

  const total = decimalOf(lines.reduce((sum, line) => sum + lineCents(line.unit_price, line.quantity), 0));
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const row = await storeWithMails(
    db,
    async (tx) => {
      const [inserted] = await tx
        .insert(orderRequests)
        .values({
          name: input.name,
          email: input.email,
          message: input.message,
          items: lines,
          item_count: itemCount,
          total,
          client_ip: clientIp ?? null,
          locale,
        })
        .returning({ id: orderRequests.id, created_at: orderRequests.created_at });
      return inserted!;
    },
    (inserted) => ({
      type: "order",
      locale,
      id: inserted.id,
      name: input.name,
      email: input.email,
      message: input.message,
      createdAt: inserted.created_at,
      // The e-mails name each item in their reader's language: the French name beside the stored English one.
      items: lines.map((line) => ({ ...line, name_fr: byId.get(line.merchandise_id)?.name_fr ?? null })),
      itemCount,
      total,
    }),
  );
  return { status: "created", id: row.id, total };
}

/** The reply of the cart's order request: on success its reference, total and article count; refused, what is wrong with the cart. */
export type OrderReply = FormReply & { reference?: string; total?: string; count?: number; problems?: OrderProblem[] };
