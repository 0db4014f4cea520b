import { z } from "zod";
import { checkbox, imageUrl, msg, optionalText, requiredText } from "../admin/form.ts";
import { euroAmount, postedList, stockField } from "../cars/admin-schema.ts";
import { shopCategories } from "./schema.ts";

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

export const merchandiseFormSchema = z.object({
  name: requiredText(200),
  price: euroAmount(false).transform((value) => value!),
  category: z.enum(shopCategories, msg("admin.field.choose")),
  description: optionalText(5000),
  stock_quantity: stockField,
  sizes_available: sizeList,
  active: checkbox,
  featured: checkbox,
  image_url: imageUrl,
});

export type MerchandiseInput = z.infer<typeof merchandiseFormSchema>;

export const merchandiseIdSchema = z.uuid();
