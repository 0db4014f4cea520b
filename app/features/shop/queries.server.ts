import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { merchandise } from "../../db/schema/shop.ts";
import type { Database } from "../../platform/db.server.ts";
import { pageInfo, type ListParams, type PageInfo } from "../admin/schema.ts";
import type { MerchandiseSort, MerchandiseText, ShopItem } from "./schema.ts";
import { publicationCondition, rowExists, searchCondition } from "../admin/queries.server.ts";
import { DEFAULT_LOCALE, type Locale } from "../../lib/i18n/index.ts";

export type MerchandiseItem = typeof merchandise.$inferSelect;

const notInTrash = isNull(merchandise.deleted_at);

/** Whether the item is in the Pitshop now: its edits may wait as a draft. */
export const isMerchandiseLive = (db: Database, id: string) => rowExists(db, merchandise, and(eq(merchandise.id, id), eq(merchandise.active, true), notInTrash));

/** Active merchandise outside the trash, featured first, then newest (§7); by category and featured. */
export async function listMerchandise(
  db: Database,
  filters: { category?: string; featured?: boolean } = {},
): Promise<MerchandiseItem[]> {
  const conditions: SQL[] = [eq(merchandise.active, true), notInTrash];
  if (filters.category) conditions.push(eq(merchandise.category, filters.category));
  if (filters.featured !== undefined) conditions.push(eq(merchandise.featured, filters.featured));
  return db
    .select()
    .from(merchandise)
    .where(and(...conditions))
    .orderBy(desc(merchandise.featured), desc(merchandise.created_at), desc(merchandise.id));
}

/**
 * An item's words on a page of one language. A French page shows the French
 * item when it has one (its name is set), its English description marked when
 * it has no French one; an item without French is all English, all marked.
 */
export function merchandiseIn(
  item: Pick<MerchandiseItem, "name" | "description" | "name_fr" | "description_fr">,
  locale: Locale,
): { name: string; description: string | null; lang?: Partial<Record<MerchandiseText, Locale>> } {
  const english = { name: item.name, description: item.description };
  if (locale === "en") return english;
  if (item.name_fr === null) return { ...english, lang: item.description === null ? { name: "en" } : { name: "en", description: "en" } };
  if (item.description_fr === null && item.description !== null) return { name: item.name_fr, description: item.description, lang: { description: "en" } };
  return { name: item.name_fr, description: item.description_fr };
}

/** The fields an item card renders, in the page's language, nothing more. */
export function toShopItem(item: MerchandiseItem, locale: Locale = DEFAULT_LOCALE): ShopItem {
  return {
    id: item.id,
    ...merchandiseIn(item, locale),
    names: { en: item.name, fr: item.name_fr },
    category: item.category,
    price: item.price,
    stock: item.stock_quantity,
    sizes: item.sizes_available,
    featured: item.featured,
    image_url: item.image_url,
  };
}

// The admin: every item outside the trash, active (published) or not.

export interface AdminMerchandiseRow {
  id: string;
  name: string;
  category: string;
  price: string;
  stock_quantity: number;
  sizes_available: string[];
  featured: boolean;
  active: boolean;
  image_url: string | null;
  /** ISO. */
  updated_at: string;
  /** Whether the item has its French version (the list marks those that miss one). */
  hasFrench: boolean;
}

function orderOf(sort: MerchandiseSort, dir: "asc" | "desc"): SQL[] {
  const direction = dir === "asc" ? asc : desc;
  const tieBreak = [desc(merchandise.created_at), desc(merchandise.id)];
  switch (sort) {
    case "name":
      return [direction(sql`lower(${merchandise.name})`), ...tieBreak];
    case "category":
      return [direction(merchandise.category), asc(sql`lower(${merchandise.name})`), ...tieBreak];
    case "price":
      return [direction(merchandise.price), ...tieBreak];
    case "stock":
      return [direction(merchandise.stock_quantity), ...tieBreak];
    case "updated":
      return [direction(merchandise.updated_at), desc(merchandise.id)];
    case "created":
      return [direction(merchandise.created_at), direction(merchandise.id)];
  }
}

/** One page of the admin list: search over name, description and category (and the French name and description); status and category filters. */
export async function listAdminMerchandise(
  db: Database,
  params: ListParams<MerchandiseSort>,
): Promise<{ rows: AdminMerchandiseRow[]; page: PageInfo }> {
  const where = and(
    notInTrash,
    searchCondition(params.q, [merchandise.name, merchandise.description, merchandise.category, merchandise.name_fr, merchandise.description_fr]),
    publicationCondition(params.status, merchandise.active),
    params.category ? eq(merchandise.category, params.category) : undefined,
  );
  const [total] = await db.select({ value: count() }).from(merchandise).where(where);
  const page = pageInfo(total?.value ?? 0, params.page);
  const rows = await db
    .select({
      id: merchandise.id,
      name: merchandise.name,
      category: merchandise.category,
      price: merchandise.price,
      stock_quantity: merchandise.stock_quantity,
      sizes_available: merchandise.sizes_available,
      featured: merchandise.featured,
      active: merchandise.active,
      image_url: merchandise.image_url,
      updated_at: merchandise.updated_at,
      name_fr: merchandise.name_fr,
    })
    .from(merchandise)
    .where(where)
    .orderBy(...orderOf(params.sort, params.dir))
    .limit(page.limit)
    .offset(page.offset);
  return { page, rows: rows.map(({ name_fr, ...row }) => ({ ...row, updated_at: row.updated_at.toISOString(), hasFrench: name_fr !== null })) };
}

/** The item as the editor loads it; null when it does not exist or is in the trash. */
export async function getAdminMerchandise(db: Database, id: string): Promise<MerchandiseItem | null> {
  const [row] = await db
    .select()
    .from(merchandise)
    .where(and(eq(merchandise.id, id), notInTrash))
    .limit(1);
  return row ?? null;
}
