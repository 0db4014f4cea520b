import { z } from "zod";
import { checkbox, imageUrl, msg, optionalText, requiredText, slugify, slugPattern } from "../admin/form.ts";
import { carTabs } from "./schema.ts";

/**
 * The admin's car form and list parameters (client-safe): the same rules
 * check the form in the browser's round trip and on the server.
 */

/** The statuses the form offers, in the order of the select; shown with spaces (§4). */
export const carStatuses = ["available", "on_track", "restoration", "sold"] as const;
export type CarStatus = (typeof carStatuses)[number];

export const carSorts = ["name", "year", "price", "created", "updated"] as const;
export type CarSort = (typeof carSorts)[number];

export const NAME_MAX = 200;
export const SHORT_TEXT_MAX = 300;
export const DESCRIPTION_MAX = 5000;
export const SPEC_MAX_ROWS = 30;
export const SPEC_TEXT_MAX = 200;
export const IMAGES_MAX = 30;

/** A list posted as `name[]`: one value arrives as an array too (formObject), nothing as undefined. */
export const postedList = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string()));

/**
 * A price in euro with at most 2 decimals ("250000", "1 150 000", "99.90"):
 * the decimal string the numeric column stores, or null when `optional` and empty.
 */
export function euroAmount(optional: boolean) {
  return z.unknown().transform((value, ctx): string | null => {
    const text = typeof value === "string" ? value.replace(/[\s\u00a0\u202f€]/g, "") : "";
    if (text === "") {
      if (optional) return null;
      ctx.addIssue({ code: "custom", message: "admin.field.required" });
      return z.NEVER;
    }
    if (text.startsWith("-") && /^-\d/.test(text)) {
      ctx.addIssue({ code: "custom", message: "admin.field.min0" });
      return z.NEVER;
    }
    if (!/^\d{1,10}(?:[.,]\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "admin.field.number" });
      return z.NEVER;
    }
    return Number(text.replace(",", ".")).toFixed(2);
  });
}

/** An optional whole number in a range, from a text input. */
function integerField(min: number, max: number, rangeMessage: "admin.field.year" | "admin.field.min0") {
  return z.unknown().transform((value, ctx): number => {
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "") {
      ctx.addIssue({ code: "custom", message: "admin.field.required" });
      return z.NEVER;
    }
    if (!/^-?\d+$/.test(text)) {
      ctx.addIssue({ code: "custom", message: /^-?\d*[.,]\d+$/.test(text) ? "admin.field.integer" : "admin.field.number" });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < min || number > max) {
      ctx.addIssue({ code: "custom", message: rangeMessage });
      return z.NEVER;
    }
    return number;
  });
}

export const yearField = integerField(1900, 2100, "admin.field.year");
export const stockField = integerField(0, 1_000_000, "admin.field.min0");

/** An optional slug: empty means "make it from the name". */
export const slugInput = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : ""),
  z
    .string()
    .max(80, msg("admin.field.tooLong"))
    .refine((value) => value === "" || slugPattern.test(value), msg("admin.field.slug")),
);

/** Extra photos: the stored URLs in order, empty entries dropped. */
const imageList = postedList.transform((urls, ctx) => {
  const kept: string[] = [];
  for (const url of urls.map((value) => value.trim()).filter(Boolean)) {
    const parsed = imageUrl.safeParse(url);
    if (!parsed.success || !parsed.data) {
      ctx.addIssue({ code: "custom", message: "admin.field.imageInvalid" });
      return z.NEVER;
    }
    if (!kept.includes(parsed.data)) kept.push(parsed.data);
  }
  if (kept.length > IMAGES_MAX) {
    ctx.addIssue({ code: "custom", message: "cars.admin.tooManyImages" });
    return z.NEVER;
  }
  return kept;
});

/**
 * The specification rows (`spec_key[]`, `spec_value[]`, by position) as the
 * object of text values the column holds. Fully empty rows are the editor's
 * spare row and are dropped.
 */
export function specificationsFromRows(keys: readonly string[], values: readonly string[]): { ok: true; value: Record<string, string> } | { ok: false; message: "cars.admin.specNameRequired" | "cars.admin.specDuplicate" | "cars.admin.specTooMany" | "admin.field.tooLong" } {
  const specifications: Record<string, string> = {};
  let rows = 0;
  for (let index = 0; index < Math.max(keys.length, values.length); index++) {
    const key = (keys[index] ?? "").trim();
    const value = (values[index] ?? "").trim();
    if (!key && !value) continue;
    if (!key) return { ok: false, message: "cars.admin.specNameRequired" };
    if (key.length > SPEC_TEXT_MAX || value.length > SPEC_TEXT_MAX) return { ok: false, message: "admin.field.tooLong" };
    if (Object.hasOwn(specifications, key)) return { ok: false, message: "cars.admin.specDuplicate" };
    if (++rows > SPEC_MAX_ROWS) return { ok: false, message: "cars.admin.specTooMany" };
    specifications[key] = value;
  }
  return { ok: true, value: specifications };
}

const specificationRows = z.object({ keys: postedList, values: postedList }).transform((rows, ctx) => {
  const result = specificationsFromRows(rows.keys, rows.values);
  if (!result.ok) {
    ctx.addIssue({ code: "custom", message: result.message });
    return z.NEVER;
  }
  return result.value;
});

export const carFormSchema = z.preprocess(
  // The rows arrive as two parallel lists; they are read together as one field.
  (raw) => (raw && typeof raw === "object" ? { ...raw, specifications: { keys: (raw as Record<string, unknown>).spec_key, values: (raw as Record<string, unknown>).spec_value } } : raw),
  z
    .object({
      name: requiredText(NAME_MAX),
      slug: slugInput,
      year: yearField,
      price: euroAmount(true),
      description: z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string().max(DESCRIPTION_MAX, msg("admin.field.tooLong"))),
      engine: optionalText(SHORT_TEXT_MAX),
      chassis: optionalText(SHORT_TEXT_MAX),
      drivers: optionalText(SHORT_TEXT_MAX),
      status: z.enum(carStatuses, msg("admin.field.choose")),
      specifications: specificationRows,
      car_category: z.enum(carTabs, msg("admin.field.choose")),
      for_sale: checkbox,
      for_rent: checkbox,
      for_experience: checkbox,
      featured: checkbox,
      published: checkbox,
      image_url: imageUrl,
      images: imageList,
    })
    .transform((value, ctx) => {
      // An empty slug is made from the name, so the editor rarely has to think about it.
      const slug = value.slug || slugify(value.name);
      if (!slugPattern.test(slug)) {
        ctx.addIssue({ code: "custom", path: ["slug"], message: value.slug ? "admin.field.slug" : "admin.field.required" });
        return z.NEVER;
      }
      return { ...value, slug };
    }),
);

export type CarInput = z.infer<typeof carFormSchema>;

export const carIdSchema = z.uuid();
