import { z } from "zod";
import { checkbox, euroAmount, imageUrl, msg, optionalText, requiredText, stockField } from "../admin/schema.ts";
import { postedList } from "../admin/schema.ts";
import { vatRates, type VatRate } from "../../db/enums.ts";
import { shopCategories } from "./rules.ts";

export * from "./rules.ts";

/** The admin's merchandise form and list parameters (client-safe). */

export const merchandiseSorts = ["name", "category", "price", "stock", "created", "updated"] as const;
export type MerchandiseSort = (typeof merchandiseSorts)[number];

export const SIZE_MAX = 20;
export const SIZES_MAX = 20;

/** Sizes as typed, in order: trimmed, empty rows (the editor's spare one) and repeats dropped. */
const sizeList = postedList.transform((values, ctx) => {
  const sizes: string[] = [];
  for (const size of values.map((value) => value.trim()).filter(Boolean)) {
    if (size.length > SIZE_MAX) {
      ctx.addIssue({ code: "custom", message: "admin.field.tooLong" });
      return z.NEVER;
    }
    if (!sizes.some((known) => known.toLowerCase() === size.toLowerCase())) sizes.push(size);
  }
  if (sizes.length > SIZES_MAX) {
    ctx.addIssue({ code: "custom", message: "merch.admin.tooManySizes" });
    return z.NEVER;
  }
  return sizes;
});

/**
 * The VAT rate an item gets when the editor leaves it to its category: books are taxed at 5.5 %
 * in France (CGI art. 278-0 bis), the shop's other goods at the standard 20 %.
 */
export function defaultVatRate(category: string): VatRate {
  return category === "Books & Media" ? 550 : 2000;
}

/** "" (the editor's "as its category") or one of the rates, in basis points. */
const vatRateField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const rate = vatRates.find((known) => String(known) === value);
    if (rate === undefined) {
      ctx.addIssue({ code: "custom", message: "admin.field.choose" });
      return z.NEVER;
    }
    return rate;
  });

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;

export const merchandiseFormSchema = z
  .object({
    name: requiredText(NAME_MAX),
    price: euroAmount(false).transform((value) => value!),
    category: z.enum(shopCategories, msg("admin.field.choose")),
    vat_rate: vatRateField,
    description: optionalText(DESCRIPTION_MAX),
    stock_quantity: stockField,
    sizes_available: sizeList,
    active: checkbox,
    featured: checkbox,
    image_url: imageUrl,
    // The French item, beside the English one: optional, but named once begun.
    name_fr: optionalText(NAME_MAX),
    description_fr: optionalText(DESCRIPTION_MAX),
  })
  .superRefine(
    (value, ctx) => {
      if (value.description_fr !== null && value.name_fr === null) ctx.addIssue({ code: "custom", path: ["name_fr"], message: "merch.admin.frenchNameRequired" });
    },
    { when: () => true },
  );

export type MerchandiseInput = z.infer<typeof merchandiseFormSchema>;
