import { inArray } from "drizzle-orm";
import { contactMessages, experienceRequests, orderRequests, type OrderLine } from "../../db/schema/bookings.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { Database } from "../../platform/db.server.ts";
import type { CarEnquiryInput, ContactMessageInput, ExperienceRequestInput, OrderRequestInput } from "./schema.ts";

/** Stores a contact message; the caller shows success only after this resolves (the row is committed). */
export async function createContactMessage(db: Database, input: ContactMessageInput, clientIp?: string) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, client_ip: clientIp ?? null })
    .returning({ id: contactMessages.id });
  return row!;
}

/** An enquiry about one car is a contact message about cars, linked to the car when it has a row. */
export async function createCarEnquiry(db: Database, input: CarEnquiryInput, clientIp?: string) {
  const message = input.message || `I would like to know more about the ${input.car_name}.`;
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      subject: "cars",
      message,
      car_id: input.car_id ?? null,
      car_name: input.car_name,
      client_ip: clientIp ?? null,
    })
    .returning({ id: contactMessages.id });
  return row!;
}

export async function createExperienceRequest(db: Database, input: ExperienceRequestInput, clientIp?: string) {
  const [row] = await db
    .insert(experienceRequests)
    .values({ ...input, client_ip: clientIp ?? null })
    .returning({ id: experienceRequests.id });
  return row!;
}

export type OrderProblem =
  | { kind: "unavailable"; name: string }
  | { kind: "out_of_stock"; name: string; available: number }
  | { kind: "size"; name: string };

export type OrderResult = { status: "created"; id: string; total: string } | { status: "rejected"; problems: OrderProblem[] };

/**
 * Stores an order request. Prices, names and stock come from the database, not
 * from the browser: a cart kept on the visitor's side may be stale or forged.
 */
export async function createOrderRequest(db: Database, input: OrderRequestInput, clientIp?: string): Promise<OrderResult> {
  const ids = [...new Set(input.items.map((item) => item.merchandise_id))];
  const products = await db.select().from(merchandise).where(inArray(merchandise.id, ids));
  const byId = new Map(products.map((product) => [product.id, product]));
  const problems: OrderProblem[] = [];
  const lines: OrderLine[] = [];
  const quantityById = new Map<string, number>();
  for (const item of input.items) quantityById.set(item.merchandise_id, (quantityById.get(item.merchandise_id) ?? 0) + item.quantity);

  for (const item of input.items) {
    const product = byId.get(item.merchandise_id);
    if (!product || !product.active) {
      problems.push({ kind: "unavailable", name: product?.name ?? "An item" });
      continue;
    }
    const sizes = product.sizes_available;
    if (sizes.length > 0 ? !item.size || !sizes.includes(item.size) : item.size) {
      problems.push({ kind: "size", name: product.name });
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
    if (product?.active && quantity > product.stock_quantity) {
      problems.push({ kind: "out_of_stock", name: product.name, available: product.stock_quantity });
    }
  }
  if (problems.length > 0) return { status: "rejected", problems };

  // Cents as integers: no floating-point drift in the total.
  const totalCents = lines.reduce((sum, line) => sum + Math.round(Number(line.unit_price) * 100) * line.quantity, 0);
  const total = (totalCents / 100).toFixed(2);
  const [row] = await db
    .insert(orderRequests)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      items: lines,
      item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
      total,
      client_ip: clientIp ?? null,
    })
    .returning({ id: orderRequests.id });
  return { status: "created", id: row!.id, total };
}
