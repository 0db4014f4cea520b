import { inArray } from "drizzle-orm";
import { contactMessages, experienceRequests, orderRequests, type OrderLine } from "../../db/schema/bookings.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { Database } from "../../platform/db.server.ts";
import { env } from "../../platform/env.server.ts";
import { enqueueMail } from "../../platform/outbox.server.ts";
import { getSiteSettings } from "../site/queries.server.ts";
import { notificationAddress, renderRequestConfirmation, renderRequestNotification, type RequestForMail } from "./emails.server.ts";
import type { CarEnquiryInput, ContactMessageInput, ExperienceRequestInput, OrderRequestInput } from "./schema.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The site's address for links in e-mails; a notification without the admin link beats no notification. */
function publicUrl(): string | null {
  try {
    return env().PUBLIC_URL;
  } catch {
    return null;
  }
}

/**
 * Stores a request and queues its two e-mails in one transaction: the team's
 * notification (Reply-To the visitor) and the visitor's confirmation (Reply-To
 * the team). Either the request and both messages commit, or nothing does.
 */
async function storeWithMails<T extends { id: string; created_at: Date }>(
  db: Database,
  insert: (tx: Transaction) => Promise<T>,
  describe: (row: T) => RequestForMail,
): Promise<T> {
  const settings = await getSiteSettings(db);
  const url = publicUrl();
  return db.transaction(async (tx) => {
    const row = await insert(tx);
    const request = describe(row);
    const notification = renderRequestNotification(settings, request, url);
    await enqueueMail(tx, {
      kind: "request_notification",
      to: notificationAddress(settings),
      subject: notification.subject,
      text: notification.text,
      html: notification.html,
      replyTo: request.email,
      dedupeKey: `request:${request.type}:${request.id}:notification`,
    });
    const confirmation = renderRequestConfirmation(settings, request);
    await enqueueMail(tx, {
      kind: "request_confirmation",
      to: request.email,
      subject: confirmation.subject,
      text: confirmation.text,
      html: confirmation.html,
      replyTo: notificationAddress(settings),
      dedupeKey: `request:${request.type}:${request.id}:confirmation`,
    });
    return row;
  });
}

/** Stores a contact message; the caller shows success only after this resolves (the row and its e-mails are committed). */
export async function createContactMessage(db: Database, input: ContactMessageInput, clientIp?: string) {
  const row = await storeWithMails(
    db,
    async (tx) => {
      const [inserted] = await tx
        .insert(contactMessages)
        .values({ ...input, client_ip: clientIp ?? null })
        .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
      return inserted!;
    },
    (inserted) => ({ type: "contact", id: inserted.id, name: input.name, email: input.email, message: input.message, createdAt: inserted.created_at, subject: input.subject }),
  );
  return { id: row.id };
}

/** An enquiry about one car is a contact message about cars, linked to the car when it has a row. */
export async function createCarEnquiry(db: Database, input: CarEnquiryInput, clientIp?: string) {
  const message = input.message || `I would like to know more about the ${input.car_name}.`;
  const row = await storeWithMails(
    db,
    async (tx) => {
      const [inserted] = await tx
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
        .returning({ id: contactMessages.id, created_at: contactMessages.created_at });
      return inserted!;
    },
    (inserted) => ({ type: "car_enquiry", id: inserted.id, name: input.name, email: input.email, message, createdAt: inserted.created_at, carName: input.car_name }),
  );
  return { id: row.id };
}

export async function createExperienceRequest(db: Database, input: ExperienceRequestInput, clientIp?: string) {
  const row = await storeWithMails(
    db,
    async (tx) => {
      const [inserted] = await tx
        .insert(experienceRequests)
        .values({ ...input, client_ip: clientIp ?? null })
        .returning({ id: experienceRequests.id, created_at: experienceRequests.created_at });
      return inserted!;
    },
    (inserted) => ({
      type: "experience",
      id: inserted.id,
      name: input.name,
      email: input.email,
      message: input.message,
      createdAt: inserted.created_at,
      experienceType: input.experience_type,
    }),
  );
  return { id: row.id };
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
    if (!product || !product.active || product.deleted_at) {
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
    if (product?.active && !product.deleted_at && quantity > product.stock_quantity) {
      problems.push({ kind: "out_of_stock", name: product.name, available: product.stock_quantity });
    }
  }
  if (problems.length > 0) return { status: "rejected", problems };

  // Cents as integers: no floating-point drift in the total.
  const totalCents = lines.reduce((sum, line) => sum + Math.round(Number(line.unit_price) * 100) * line.quantity, 0);
  const total = (totalCents / 100).toFixed(2);
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
        })
        .returning({ id: orderRequests.id, created_at: orderRequests.created_at });
      return inserted!;
    },
    (inserted) => ({
      type: "order",
      id: inserted.id,
      name: input.name,
      email: input.email,
      message: input.message,
      createdAt: inserted.created_at,
      items: lines,
      itemCount,
      total,
    }),
  );
  return { status: "created", id: row.id, total };
}
