import type { Locale } from "../../lib/i18n/index.ts";
import { z } from "zod";
import { checkbox, euroAmount, imageUrl, msg, optionalText, postedList, requiredText, slugify, slugInput, slugPattern, yearField } from "../admin/schema.ts";

import { carStatuses, carTabs, type CarTab } from "./rules.ts";

export * from "./rules.ts";

/**
 * Cars as visitors see them (the pure rules of how they are shown are in
 * rules.ts, re-exported), and the admin's form. Safe on both sides: no
 * database here.
 */

/** A car's texts a visitor reads (decision 013): each has its French column. */
export const carTexts = ["name", "description", "engine", "chassis", "drivers", "specifications"] as const;
export type CarText = (typeof carTexts)[number];

/**
 * Which of a car's texts are shown in another language than the page's: on
 * a French page, the English of a car without French (all of them), or of
 * one French field left empty (its engine, its specifications…). The
 * component puts that `lang` on the text's element.
 */
export type CarLangs = Partial<Record<CarText, Locale>>;

/** What a car card renders: only these fields leave the server. */
export interface CarCard {
  id: string;
  slug: string;
  name: string;
  year: number;
  /** Euro as a decimal string, or null: "Price on request". */
  price: string | null;
  engine: string | null;
  status: string;
  specifications: Record<string, string>;
  for_sale: boolean;
  for_rent: boolean;
  for_experience: boolean;
  image_url: string | null;
  /** The texts not in the page's language (absent when all are). */
  langs?: CarLangs;
}

/** A car's own page adds the long fields. */
export interface CarDetail extends CarCard {
  car_category: CarTab;
  description: string;
  chassis: string | null;
  drivers: string | null;
  /** More photos after image_url, in display order. */
  images: string[];
  /** The car's address in each language; null where it has no version (not announced there). */
  alternates: Record<Locale, string | null>;
  /** Set when the car has no version in the page's language (shown in English on a French page). */
  lang?: Locale;
}

/**
 * The admin's car form and list parameters (client-safe): the same rules
 * check the form in the browser's round trip and on the server.
 */

export const carSorts = ["name", "year", "price", "created", "updated"] as const;
export type CarSort = (typeof carSorts)[number];

export const NAME_MAX = 200;
export const SHORT_TEXT_MAX = 300;
export const DESCRIPTION_MAX = 5000;
export const SPEC_MAX_ROWS = 30;
export const SPEC_TEXT_MAX = 200;
export const IMAGES_MAX = 30;



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

/** Whether a posted value has any text (a refinement that runs despite other issues sees raw input). */
const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * The car editor's form. The specification rows arrive as two parallel lists
 * (`spec_key`, `spec_value`) and are read together into `specifications`; an
 * empty slug is made from the name, so the editor rarely has to think about it.
 *
 * The French car sits beside the English one (decision 013): optional as a
 * whole, but once any French field is filled it needs its description (the
 * column that says the car has French). Its name and address may stay empty:
 * a model's name and its slug usually read the same in French, and null
 * means the English one. Any other French text left empty shows the English
 * one on the French page, marked as English.
 */
export const carFormSchema = z
  .object({
    name: requiredText(NAME_MAX),
    slug: slugInput,
    year: yearField,
    price: euroAmount(true),
    description: z.string().trim().max(DESCRIPTION_MAX, msg("admin.field.tooLong")).default(""),
    engine: optionalText(SHORT_TEXT_MAX),
    chassis: optionalText(SHORT_TEXT_MAX),
    drivers: optionalText(SHORT_TEXT_MAX),
    status: z.enum(carStatuses, msg("admin.field.choose")),
    spec_key: postedList,
    spec_value: postedList,
    car_category: z.enum(carTabs, msg("admin.field.choose")),
    for_sale: checkbox,
    for_rent: checkbox,
    for_experience: checkbox,
    featured: checkbox,
    published: checkbox,
    image_url: imageUrl,
    images: imageList,
    name_fr: optionalText(NAME_MAX),
    slug_fr: slugInput,
    description_fr: optionalText(DESCRIPTION_MAX),
    engine_fr: optionalText(SHORT_TEXT_MAX),
    chassis_fr: optionalText(SHORT_TEXT_MAX),
    drivers_fr: optionalText(SHORT_TEXT_MAX),
    spec_key_fr: postedList,
    spec_value_fr: postedList,
  })
  // The rows and the French version's rule are checked even when another field is wrong, so every message shows at once.
  .superRefine(
    (value, ctx) => {
      for (const [keys, values, path] of [
        [value.spec_key, value.spec_value, "specifications"],
        [value.spec_key_fr, value.spec_value_fr, "specifications_fr"],
      ] as const) {
        const rows = specificationsFromRows(listOf(keys), listOf(values));
        if (!rows.ok) ctx.addIssue({ code: "custom", path: [path], message: rows.message });
      }
      const frenchTexts = [value.name_fr, value.slug_fr, value.engine_fr, value.chassis_fr, value.drivers_fr, ...listOf(value.spec_key_fr), ...listOf(value.spec_value_fr)];
      if (frenchTexts.some(filled) && !filled(value.description_fr)) {
        ctx.addIssue({ code: "custom", path: ["description_fr"], message: "cars.admin.frenchDescriptionRequired" });
      }
    },
    { when: () => true },
  )
  .transform(({ spec_key, spec_value, spec_key_fr, spec_value_fr, ...value }, ctx) => {
    const specifications = specificationsFromRows(spec_key, spec_value);
    const specificationsFr = specificationsFromRows(spec_key_fr, spec_value_fr);
    const slug = value.slug || slugify(value.name);
    if (!slugPattern.test(slug)) ctx.addIssue({ code: "custom", path: ["slug"], message: value.slug ? "admin.field.slug" : "admin.field.required" });
    if (!specifications.ok || !specificationsFr.ok || !slugPattern.test(slug)) return z.NEVER;
    const french = value.description_fr !== null;
    return {
      ...value,
      specifications: specifications.value,
      slug,
      // The English address typed again is no French address of its own.
      slug_fr: french && value.slug_fr !== "" && value.slug_fr !== slug ? value.slug_fr : null,
      // No French rows: the French page shows the English ones, marked.
      specifications_fr: french && Object.keys(specificationsFr.value).length > 0 ? specificationsFr.value : null,
    };
  });

/** A posted list as far as it parsed (a refinement that runs despite other issues sees raw input). */
function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export type CarInput = z.infer<typeof carFormSchema>;

