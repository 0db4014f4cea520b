import { z } from "zod";
import { deliveryMethods } from "../../db/enums.ts";
import type { PublicKey } from "../../lib/i18n/index.ts";
import { orderFormSchema, SINGLE_LINE, visitorEmailSchema, visitorNameSchema } from "../bookings/schema.ts";

/**
 * The cart's checkout when payments are on: who pays, where the parcel goes (or a pickup at the
 * workshop), and the cart's lines as JSON in one hidden field, as for an order request. The
 * browser checks it with this schema; the action parses the post with it again.
 */
const msg = (key: PublicKey) => ({ error: key });
const line = (max: number, required: PublicKey) => z.string(msg(required)).regex(SINGLE_LINE, msg("form.noLineBreaks")).trim().max(max, msg("checkout.tooLong"));

export const checkoutFormSchema = z
  .object({
    name: visitorNameSchema,
    email: visitorEmailSchema,
    phone: z.string().regex(SINGLE_LINE, msg("form.noLineBreaks")).trim().max(40, msg("checkout.tooLong")).regex(/^[0-9+().\s-]*$/, msg("checkout.phoneInvalid")).default(""),
    delivery: z.enum(deliveryMethods, msg("checkout.deliveryRequired")),
    address_line1: line(120, "checkout.addressRequired").default(""),
    address_line2: line(120, "checkout.addressRequired").default(""),
    postal_code: line(12, "checkout.postalCodeRequired").default(""),
    city: line(80, "checkout.cityRequired").default(""),
    country: z.string().trim().toUpperCase().regex(/^([A-Z]{2})?$/, msg("checkout.countryRequired")).default(""),
    terms: z.literal("on", msg("checkout.termsRequired")),
    items: orderFormSchema.shape.items,
  })
  .superRefine((value, ctx) => {
    if (value.delivery !== "shipping") return;
    const required: [keyof typeof value, PublicKey][] = [
      ["address_line1", "checkout.addressRequired"],
      ["postal_code", "checkout.postalCodeRequired"],
      ["city", "checkout.cityRequired"],
      ["country", "checkout.countryRequired"],
    ];
    for (const [field, message] of required) if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message });
  });
export type CheckoutFormInput = z.infer<typeof checkoutFormSchema>;
