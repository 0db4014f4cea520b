// The Pitshop's pure rules, without zod (schema.ts re-exports them): the shop page, which has no form, loads no zod.
import type { MerchandiseCategory } from "../../db/schema/shop.ts";
import type { Locale, PublicKey, Translate } from "../../lib/i18n/index.ts";
import { lineCents } from "../../lib/money.ts";

/** The Pitshop as the browser sees it. Safe on both sides: no database here. */

/** The filter buttons after All Items, in order; the query parameter carries these exact names. */
export const shopCategories = ["Apparel", "Accessories", "Collectibles", "Books & Media"] as const satisfies readonly MerchandiseCategory[];

/** How each category is named to visitors (the stored value is the English name). */
export const SHOP_CATEGORY_LABELS: Record<(typeof shopCategories)[number], PublicKey> = {
  Apparel: "shop.filter.apparel",
  Accessories: "shop.filter.accessories",
  Collectibles: "shop.filter.collectibles",
  "Books & Media": "shop.filter.booksMedia",
};
export type ShopCategory = (typeof shopCategories)[number];

/** A category as a reader of the page's (or the admin's) language names it; an unknown stored value as it is. */
export function shopCategoryLabel(category: string, t: Translate<PublicKey>): string {
  const known = parseShopCategory(category);
  return known ? t(SHOP_CATEGORY_LABELS[known]) : category;
}

/** The category of `?category=`, or null for All Items (no filter). */
export function parseShopCategory(value: string | null | undefined): ShopCategory | null {
  return shopCategories.find((category) => category === value) ?? null;
}

/** An item's texts a visitor reads: each may be shown in the other language than its page's. */
export type MerchandiseText = "name" | "description";

/** What an item card renders, in the page's language: only these fields leave the server. */
export interface ShopItem {
  id: string;
  name: string;
  category: string;
  description: string | null;
  /**
   * The texts shown in another language than the page's: both for an item
   * without its French version, the description alone for a French item
   * that has none. Absent when every text is in the page's language.
   */
  lang?: Partial<Record<MerchandiseText, Locale>>;
  /** The item's name in each language (null: no French), so the cart can name it on either site. */
  names: { en: string; fr: string | null };
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



/**
 * The Pitshop cart: pure functions over a list of lines, kept in the
 * visitor's browser. Quantities are bounded by the stock the page showed
 * (summed over the sizes of one item) and by the order limit per line; the
 * server checks stock and prices again when the order request is sent.
 */
export interface CartLine {
  /** merchandise id */
  id: string;
  /** The English name (older carts: the name the page showed). */
  name: string;
  /** The French name; null when the item has none (the French cart shows the English one, marked). */
  name_fr: string | null;
  /** Unit price in euro as a decimal string, as the page showed it. */
  price: string;
  size: string | null;
  quantity: number;
  /** stock_quantity as the page showed it. */
  stock: number;
  /** A small picture for the cart page. */
  image: string | null;
}

export type CartItem = Omit<CartLine, "quantity" | "size">;

export const CART_STORAGE_KEY = "evh-pitshop-cart";

/*
 * The order request's limits (bookings/schema.ts: ORDER_MAX_LINES and
 * ORDER_MAX_QUANTITY), repeated here so the browser bundle does not pull in
 * the server's schema modules; cart.test.ts keeps them equal.
 */
export const CART_MAX_LINES = 20;
export const CART_MAX_QUANTITY = 10;

const sameLine = (line: Pick<CartLine, "id" | "size">, id: string, size: string | null) => line.id === id && line.size === size;

/** How many of one item the cart holds, over all its sizes. */
export function quantityOfItem(lines: readonly CartLine[], id: string): number {
  return lines.reduce((sum, line) => (line.id === id ? sum + line.quantity : sum), 0);
}

/** The highest quantity a line may have: what is left of the stock after the item's other sizes, and the order limit. */
export function maxQuantity(lines: readonly CartLine[], id: string, size: string | null): number {
  const line = lines.find((entry) => sameLine(entry, id, size));
  const stock = line?.stock ?? 0;
  const others = quantityOfItem(lines, id) - (line?.quantity ?? 0);
  return Math.max(0, Math.min(CART_MAX_QUANTITY, stock - others));
}

export type AddResult =
  | { ok: true; lines: CartLine[] }
  | { ok: false; reason: "out_of_stock" | "size_required" | "size_unknown" | "stock_limit" | "cart_full" };

/** Adds one of an item (in a size when it has sizes) unless stock, size or the cart's limits forbid it. */
export function addToCart(lines: readonly CartLine[], item: CartItem, size: string | null, sizes: readonly string[] = []): AddResult {
  if (item.stock <= 0) return { ok: false, reason: "out_of_stock" };
  if (sizes.length > 0 && !size) return { ok: false, reason: "size_required" };
  if (sizes.length > 0 && size && !sizes.includes(size)) return { ok: false, reason: "size_unknown" };
  const chosenSize = sizes.length > 0 ? size : null;
  const existing = lines.find((line) => sameLine(line, item.id, chosenSize));
  // The newest price and stock the visitor saw win over older ones for every size of the item.
  const refreshed = lines.map((line) => (line.id === item.id ? { ...line, name: item.name, name_fr: item.name_fr, price: item.price, stock: item.stock, image: item.image } : line));
  if (quantityOfItem(refreshed, item.id) >= item.stock) return { ok: false, reason: "stock_limit" };
  if (existing) {
    if (existing.quantity >= CART_MAX_QUANTITY) return { ok: false, reason: "stock_limit" };
    return { ok: true, lines: refreshed.map((line) => (sameLine(line, item.id, chosenSize) ? { ...line, quantity: line.quantity + 1 } : line)) };
  }
  if (lines.length >= CART_MAX_LINES) return { ok: false, reason: "cart_full" };
  return { ok: true, lines: [...refreshed, { ...item, size: chosenSize, quantity: 1 }] };
}

/** Sets a line's quantity within 1 and its bound. */
export function setQuantity(lines: readonly CartLine[], id: string, size: string | null, quantity: number): CartLine[] {
  const bound = maxQuantity(lines, id, size);
  const wanted = Number.isFinite(quantity) ? Math.trunc(quantity) : 1;
  const next = Math.max(1, Math.min(bound, wanted));
  return lines.map((line) => (sameLine(line, id, size) ? { ...line, quantity: next } : line));
}

export function removeLine(lines: readonly CartLine[], id: string, size: string | null): CartLine[] {
  return lines.filter((line) => !sameLine(line, id, size));
}

/** A cart line's name on a page of one language, with `lang` when it is the other language's (an item without French). */
export function cartLineName(line: Pick<CartLine, "name" | "name_fr">, locale: Locale): { name: string; lang?: Locale } {
  if (locale === "fr") return line.name_fr !== null ? { name: line.name_fr } : { name: line.name, lang: "en" };
  return { name: line.name };
}

/** Number of articles, e.g. for "Cart (3)". */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A line's total, in cents (app/lib/money.ts). */
export function lineTotalCents(line: CartLine): number {
  return lineCents(line.price, line.quantity);
}

/** The cart's total, in cents. */
export function cartTotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** What the order request form sends: ids, sizes and quantities only; the server reads names, prices and stock itself. */
export function toOrderItems(lines: readonly CartLine[]): { merchandise_id: string; size: string | null; quantity: number }[] {
  return lines.map((line) => ({ merchandise_id: line.id, size: line.size, quantity: line.quantity }));
}

const isText = (value: unknown): value is string => typeof value === "string";

/**
 * Reads a stored cart, keeping only well-formed lines: storage is the
 * visitor's to edit, and an older or broken value must not break the page.
 * Quantities are kept as stored (whole, at least 1): the server decides about
 * stock, so a stale cart shows the server's answer rather than a silent change.
 */
export function parseCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const entries = Array.isArray(value) ? value : [];
  const lines: CartLine[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== "object") continue;
    const line = entry as Record<string, unknown>;
    if (!isText(line.id) || !isText(line.name) || !isText(line.price) || !Number.isFinite(Number(line.price))) continue;
    const quantity = Number(line.quantity);
    const stock = Number(line.stock);
    if (!Number.isInteger(quantity) || quantity < 1 || !Number.isInteger(stock) || stock < 0) continue;
    const size = isText(line.size) && line.size !== "" ? line.size : null;
    if (lines.some((existing) => sameLine(existing, line.id as string, size))) continue;
    lines.push({
      id: line.id,
      name: line.name,
      name_fr: isText(line.name_fr) && line.name_fr.trim() !== "" ? line.name_fr : null,
      price: line.price,
      size,
      quantity,
      stock,
      image: isText(line.image) ? line.image : null,
    });
    if (lines.length === CART_MAX_LINES) break;
  }
  return lines;
}

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines);
}
