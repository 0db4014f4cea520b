import { and, desc, eq, type SQL } from "drizzle-orm";
import { merchandise } from "../../db/schema/shop.ts";
import type { Database } from "../../platform/db.server.ts";
import type { ShopItem } from "./schema.ts";

export type MerchandiseItem = typeof merchandise.$inferSelect;

/** Active merchandise only, featured first, then newest (§7); by category and featured. */
export async function listMerchandise(
  db: Database,
  filters: { category?: string; featured?: boolean } = {},
): Promise<MerchandiseItem[]> {
  const conditions: SQL[] = [eq(merchandise.active, true)];
  if (filters.category) conditions.push(eq(merchandise.category, filters.category));
  if (filters.featured !== undefined) conditions.push(eq(merchandise.featured, filters.featured));
  return db
    .select()
    .from(merchandise)
    .where(and(...conditions))
    .orderBy(desc(merchandise.featured), desc(merchandise.created_at), desc(merchandise.id));
}

/** The fields an item card renders, nothing more. */
export function toShopItem(item: MerchandiseItem): ShopItem {
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    description: item.description,
    price: item.price,
    stock: item.stock_quantity,
    sizes: item.sizes_available,
    featured: item.featured,
    image_url: item.image_url,
  };
}
