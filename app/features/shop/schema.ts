import type { MerchandiseCategory } from "../../db/schema/shop.ts";
import type { OrderProblem } from "../bookings/mutations.server.ts";
import type { FieldErrors } from "../bookings/schema.ts";

/** The Pitshop as the browser sees it. Safe on both sides: no database here. */

/** The filter buttons after All Items, in order; the query parameter carries these exact names. */
export const shopCategories = ["Apparel", "Accessories", "Collectibles", "Books & Media"] as const satisfies readonly MerchandiseCategory[];
export type ShopCategory = (typeof shopCategories)[number];

/** The category of `?category=`, or null for All Items (no filter). */
export function parseShopCategory(value: string | null | undefined): ShopCategory | null {
  return shopCategories.find((category) => category === value) ?? null;
}

/** What an item card renders: only these fields leave the server. */
export interface ShopItem {
  id: string;
  name: string;
  category: string;
  description: string | null;
  /** Euro as a decimal string. */
  price: string;
  stock: number;
  sizes: string[];
  featured: boolean;
  image_url: string | null;
}

/** §4: an item is out of stock when its stock_quantity is 0. */
export function isOutOfStock(item: Pick<ShopItem, "stock">): boolean {
  return item.stock <= 0;
}

export interface OrderValues {
  name: string;
  email: string;
  message: string;
}

export type { OrderProblem };

/** The answer of the cart's "Request order" post. */
export type OrderOutcome =
  | { status: "created"; reference: string; total: string; count: number }
  | { status: "invalid"; fieldErrors: FieldErrors; values: OrderValues }
  | { status: "rejected"; problems: OrderProblem[]; values: OrderValues }
  | { status: "failed"; values: OrderValues; /** Too many requests: "in 12 minutes". */ retryIn?: string };
