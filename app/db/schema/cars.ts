import { sql } from "drizzle-orm";
import { boolean, check, index, integer, json, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, updatedAt } from "./columns.ts";

export const carCategories = ["catalog", "team"] as const;
export type CarCategory = (typeof carCategories)[number];

/** Specifications are an object of text values, shown as chips (§9). */
export type CarSpecifications = Record<string, string>;

export const historicF1Cars = pgTable(
  "historic_f1_cars",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    year: integer("year").notNull(),
    price: numeric("price", { precision: 12, scale: 2 }),
    description: text("description").notNull().default(""),
    engine: text("engine"),
    chassis: text("chassis"),
    drivers: text("drivers"),
    status: text("status").notNull().default("available"),
    // json, not jsonb: json keeps the keys in the order the team typed them.
    specifications: json("specifications").$type<CarSpecifications>().notNull().default({}),
    car_category: text("car_category", { enum: carCategories }).notNull().default("catalog"),
    for_sale: boolean("for_sale").notNull().default(false),
    for_rent: boolean("for_rent").notNull().default(false),
    for_experience: boolean("for_experience").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    image_url: text("image_url"),
    /** More photos of the car, after image_url (the main one), in display order. */
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /** Drafts are visible in the admin only. */
    published: boolean("published").notNull().default(true),
    /**
     * The French car (issue 13, decision 013): it exists when description_fr
     * is set. slug_fr and name_fr are optional (a model name and its address
     * usually read the same in French): null means the English one. The other
     * texts fall back to the English one by one.
     */
    slug_fr: text("slug_fr").unique(),
    name_fr: text("name_fr"),
    description_fr: text("description_fr"),
    engine_fr: text("engine_fr"),
    chassis_fr: text("chassis_fr"),
    drivers_fr: text("drivers_fr"),
    specifications_fr: json("specifications_fr").$type<CarSpecifications>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (table) => [
    check("historic_f1_cars_category_check", sql`${table.car_category} in ('catalog', 'team')`),
    index("historic_f1_cars_category_created_idx").on(table.car_category, table.created_at),
  ],
);
