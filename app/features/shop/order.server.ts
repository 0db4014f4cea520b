import { data, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import { createOrderRequest } from "../bookings/mutations.server.ts";
import { fieldErrors, orderRequestSchema } from "../bookings/schema.ts";
import { requestReference } from "../cars/schema.ts";
import { reserveVisitorMail, type VisitorMailPermit } from "../site/visitor-throttle.server.ts";
import type { OrderOutcome, OrderValues } from "./schema.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function readItems(value: unknown): unknown {
  try {
    return JSON.parse(text(value));
  } catch {
    return undefined;
  }
}

/**
 * Validates and stores an order request from the cart. The cart sends ids,
 * sizes and quantities (`items`, JSON); names, prices and stock are the
 * database's. "created" is answered only once the row is committed.
 */
export async function submitOrderRequest(
  db: Database,
  fields: Record<string, unknown>,
  clientIp?: string,
  /** The public-form throttle (see visitor-throttle.server.ts); none in tests of the form alone. */
  reserve?: (email: string) => Promise<VisitorMailPermit>,
): Promise<{ outcome: OrderOutcome; status: number }> {
  const values: OrderValues = { name: text(fields.name), email: text(fields.email), message: text(fields.message) };
  const parsed = orderRequestSchema.safeParse({ ...values, items: readItems(fields.items) });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // Item problems other than an empty cart carry zod's own words: the visitor sees one plain message instead.
    if (errors.items && errors.items !== "order.empty") errors.items = "order.invalidItems";
    return { outcome: { status: "invalid", fieldErrors: errors, values }, status: 400 };
  }
  const permit = reserve ? await reserve(parsed.data.email) : { allowed: true as const };
  if (!permit.allowed) return { outcome: { status: "failed", values, retryIn: permit.retryIn }, status: 429 };
  const result = await createOrderRequest(db, parsed.data, clientIp);
  if (result.status === "rejected") return { outcome: { status: "rejected", problems: result.problems, values }, status: 409 };
  const count = parsed.data.items.reduce((sum, item) => sum + item.quantity, 0);
  return { outcome: { status: "created", reference: requestReference(result.id), total: result.total, count }, status: 200 };
}

/** The cart route's action. A database failure answers "failed" (500) and keeps the typed values. */
export async function handleOrderRequest(context: Readonly<RouterContextProvider>, request: Request) {
  const fields = Object.fromEntries(await request.formData());
  const { db } = context.get(servicesContext);
  const { clientIp, log } = context.get(requestContext);
  try {
    const { outcome, status } = await submitOrderRequest(db, fields, clientIp, (email) => reserveVisitorMail(context, email));
    return data(outcome, { status });
  } catch (error) {
    log.error({ err: error }, "order request failed");
    return data<OrderOutcome>(
      { status: "failed", values: { name: text(fields.name), email: text(fields.email), message: text(fields.message) } },
      { status: 500 },
    );
  }
}
