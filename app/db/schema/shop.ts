import { sql } from "drizzle-orm";
import { boolean, check, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, deletedAt, id, updatedAt } from "./columns.ts";

export const merchandiseCategories = ["Apparel", "Accessories", "Collectibles", "Books & Media"] as const;
export type MerchandiseCategory = (typeof merchandiseCategories)[number];

export const merchandise = pgTable(
  "merchandise",
  {
    id: id(),
    name: text("name").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    category: text("category").notNull(),
    description: text("description"),
    image_url: text("image_url"),
    featured: boolean("featured").notNull().default(false),
    active: boolean("active").notNull().default(true),
    stock_quantity: integer("stock_quantity").notNull().default(0),
    /** VAT in basis points (2000 = 20 %; 550 for books): printed per line on the invoice. */
    vat_rate: integer("vat_rate").notNull().default(2000),
    sizes_available: text("sizes_available").array().notNull().default(sql`'{}'::text[]`),
    /** The French item: it exists when name_fr is set. */
    name_fr: text("name_fr"),
    description_fr: text("description_fr"),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: deletedAt(),
  },
  (table) => [
    check("merchandise_stock_check", sql`${table.stock_quantity} >= 0`),
    check("merchandise_price_check", sql`${table.price} >= 0`),
    check("merchandise_vat_rate_check", sql`${table.vat_rate} in (2000, 1000, 550, 210, 0)`),
  ],
);
