import { z } from "zod";
import { orderStatuses } from "../../db/enums.ts";
import { parseEuroInput } from "../../lib/euro-input.ts";
import { checkbox, requiredText } from "../admin/schema.ts";

/**
 * The admin's "Online sales" forms: the seller as invoices print it, and the shipping zones the
 * checkout offers. Messages are admin catalogue keys.
 */

/** What the fields' placeholders show: formats, the same in every language. */
export const SELLING_EXAMPLES = { legalForm: "SAS", vatNumber: "FR12345678901", countries: "FR, MC" } as const;

/** Cents from an amount typed in either language ("6,90", "10 000 €"); empty is null when allowed. */
function cents(optional: boolean) {
  return z.unknown().transform((value, ctx): number | null => {
    const parsed = parseEuroInput(typeof value === "string" ? value : "");
    if (parsed.ok) return parsed.cents;
    if (parsed.reason === "empty" && optional) return null;
    ctx.addIssue({ code: "custom", message: parsed.reason === "empty" ? "admin.field.required" : parsed.reason === "negative" ? "admin.field.min0" : "admin.field.number" });
    return z.NEVER;
  });
}

export const sellerIdentitySchema = z
  .object({
    legalName: requiredText(200),
    legalForm: requiredText(80),
    shareCapital: cents(true),
    address: requiredText(500),
    siren: z
      .string({ error: "admin.field.required" })
      .transform((value) => value.replace(/[\s\u00a0\u202f.]/g, ""))
      .pipe(z.string().regex(/^\d{9}$/, { error: "selling.sirenInvalid" })),
    rcsCity: requiredText(80),
    vatExempt: checkbox,
    vatNumber: z
      .string()
      .default("")
      .transform((value) => value.replace(/[\s\u00a0\u202f]/g, "").toUpperCase()),
  })
  .superRefine((value, ctx) => {
    if (value.vatExempt) return;
    if (!value.vatNumber) ctx.addIssue({ code: "custom", path: ["vatNumber"], message: "selling.vatNumberRequired" });
    else if (!/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value.vatNumber)) ctx.addIssue({ code: "custom", path: ["vatNumber"], message: "selling.vatNumberInvalid" });
  });
export type SellerIdentityInput = z.infer<typeof sellerIdentitySchema>;

/** Countries as typed: "FR, MC, be" → ["FR", "MC", "BE"], each a two-letter ISO code. */
const countryList = z.string({ error: "admin.field.required" }).transform((value, ctx) => {
  const codes = [...new Set(value.split(/[\s,;]+/).map((code) => code.trim().toUpperCase()).filter(Boolean))];
  if (codes.length === 0) ctx.addIssue({ code: "custom", message: "admin.field.required" });
  else if (codes.some((code) => !/^[A-Z]{2}$/.test(code)) || codes.length > 60) ctx.addIssue({ code: "custom", message: "selling.countriesInvalid" });
  return codes;
});

const days = z.coerce.number({ error: "admin.field.integer" }).int({ error: "admin.field.integer" }).min(0, { error: "admin.field.min0" }).max(60, { error: "selling.daysRange" });

export const shippingZoneSchema = z
  .object({
    zoneId: z.uuid().optional(),
    name: requiredText(80),
    nameFr: z.string().trim().max(80, { error: "admin.field.tooLong" }).default(""),
    countries: countryList,
    price: cents(false),
    daysMin: days,
    daysMax: days,
  })
  .superRefine((value, ctx) => {
    if (value.daysMax < value.daysMin) ctx.addIssue({ code: "custom", path: ["daysMax"], message: "selling.daysOrder" });
  });
export type ShippingZoneInput = z.infer<typeof shippingZoneSchema>;

// ---------------------------------------------------------------------------
// The admin's orders

export const orderStatusFilters = ["all", ...orderStatuses] as const;
export type OrderStatusFilter = (typeof orderStatusFilters)[number];

export interface OrderListParams {
  status: OrderStatusFilter;
  /** Name, e-mail, reference ("1A2B3C4D") or invoice number. */
  q: string;
  page: number;
}

export function parseOrderListParams(search: URLSearchParams): OrderListParams {
  const status = search.get("status");
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    status: orderStatusFilters.find((filter) => filter === status) ?? "all",
    q: (search.get("q") ?? "").trim().slice(0, 200),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export const TRACKING_MAX = 100;
export const REFUND_REASON_MAX = 500;

/**
 * The forms of an order's page, one per `intent`: mark it shipped (or collected), and refund some
 * or all of it. A refund's key is made when the page is drawn: the same form posted twice (a
 * double click, a retry) is one refund.
 */
export const orderForms = {
  ship: z.object({
    intent: z.literal("ship"),
    tracking: z.string().trim().max(TRACKING_MAX, { error: "admin.field.tooLong" }).default(""),
  }),
  refund: z.object({
    intent: z.literal("refund"),
    refundKey: z.uuid({ error: "orders.refund.stale" }),
    lines: z
      .array(
        z.object({
          id: z.uuid(),
          quantity: z.coerce.number({ error: "admin.field.integer" }).int({ error: "admin.field.integer" }).min(0, { error: "admin.field.min0" }).max(10_000, { error: "admin.field.integer" }),
        }),
      )
      .default([]),
    shipping: checkbox,
    restock: checkbox,
    reason: z.string().trim().max(REFUND_REASON_MAX, { error: "admin.field.tooLong" }).default(""),
  }),
};
export type OrderIntent = keyof typeof orderForms;
export const isOrderIntent = (value: unknown): value is OrderIntent => typeof value === "string" && Object.hasOwn(orderForms, value);
export type RefundInput = z.infer<typeof orderForms.refund>;

/** The accountant's export: payments and refunds between two days (Paris), both included. */
export const accountingRangeSchema = z
  .object({
    from: z.iso.date({ error: "orders.export.dateInvalid" }),
    to: z.iso.date({ error: "orders.export.dateInvalid" }),
  })
  .refine((range) => range.from <= range.to, { path: ["to"], error: "orders.export.dateOrder" });
