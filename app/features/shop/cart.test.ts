import { describe, expect, it } from "vitest";
import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY, orderRequestSchema } from "../bookings/schema.ts";
import {
  addToCart,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  cartCount,
  cartLineName,
  cartTotalCents,
  lineTotalCents,
  maxQuantity,
  parseCart,
  removeLine,
  serializeCart,
  setQuantity,
  toOrderItems,
  type CartItem,
  type CartLine,
} from "./schema.ts";

const tee: CartItem = { id: "11111111-1111-4111-8111-111111111111", name: "Team T-Shirt", name_fr: "T-shirt de l’écurie", price: "39.00", stock: 3, image: null };
const mug: CartItem = { id: "22222222-2222-4222-8222-222222222222", name: "Enamel Paddock Mug", name_fr: null, price: "19.00", stock: 0, image: null };
const film: CartItem = { id: "33333333-3333-4333-8333-333333333333", name: "Documentary", name_fr: null, price: "24.90", stock: 50, image: "/media/film.webp" };
const SIZES = ["S", "M", "L"];

function add(lines: CartLine[], item: CartItem, size: string | null = null, sizes: string[] = []): CartLine[] {
  const result = addToCart(lines, item, size, sizes);
  if (!result.ok) throw new Error(result.reason);
  return result.lines;
}

describe("the cart's limits", () => {
  it("are the order request's limits", () => {
    expect(CART_MAX_LINES).toBe(ORDER_MAX_LINES);
    expect(CART_MAX_QUANTITY).toBe(ORDER_MAX_QUANTITY);
  });
});

describe("addToCart", () => {
  it("adds a new line, then raises its quantity", () => {
    let lines = add([], film);
    expect(lines).toEqual([{ ...film, size: null, quantity: 1 }]);
    lines = add(lines, film);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(2);
  });

  it("refuses an item out of stock", () => {
    expect(addToCart([], mug, null)).toEqual({ ok: false, reason: "out_of_stock" });
  });

  it("requires a size for an item that has sizes, and one of its sizes", () => {
    expect(addToCart([], tee, null, SIZES)).toEqual({ ok: false, reason: "size_required" });
    expect(addToCart([], tee, "XXL", SIZES)).toEqual({ ok: false, reason: "size_unknown" });
    expect(add([], tee, "M", SIZES)[0]).toMatchObject({ size: "M", quantity: 1 });
  });

  it("ignores a size for an item without sizes", () => {
    expect(add([], film, "M")[0]!.size).toBeNull();
  });

  it("keeps one line per size, and bounds the item's total over all sizes by its stock", () => {
    let lines = add([], tee, "M", SIZES);
    lines = add(lines, tee, "L", SIZES);
    lines = add(lines, tee, "M", SIZES);
    expect(lines.map((line) => [line.size, line.quantity])).toEqual([
      ["M", 2],
      ["L", 1],
    ]);
    expect(addToCart(lines, tee, "S", SIZES)).toEqual({ ok: false, reason: "stock_limit" });
  });

  it("bounds a line by the order limit", () => {
    let lines: CartLine[] = [];
    for (let i = 0; i < CART_MAX_QUANTITY; i++) lines = add(lines, film);
    expect(addToCart(lines, film, null)).toEqual({ ok: false, reason: "stock_limit" });
  });

  it("takes the newest price and stock shown for every size of the item", () => {
    let lines = add([], tee, "M", SIZES);
    lines = add(lines, { ...tee, price: "35.00", stock: 10 }, "L", SIZES);
    expect(lines.map((line) => [line.price, line.stock])).toEqual([
      ["35.00", 10],
      ["35.00", 10],
    ]);
  });

  it("refuses more lines than an order may hold", () => {
    let lines: CartLine[] = [];
    for (let i = 0; i < CART_MAX_LINES; i++) lines = add(lines, { ...film, id: `id-${i}` });
    expect(addToCart(lines, { ...film, id: "one-more" }, null)).toEqual({ ok: false, reason: "cart_full" });
  });
});

describe("quantities", () => {
  const lines = [
    { ...tee, size: "M", quantity: 1 },
    { ...tee, size: "L", quantity: 1 },
    { ...film, size: null, quantity: 2 },
  ];

  it("are bounded by the stock left after the item's other sizes", () => {
    expect(maxQuantity(lines, tee.id, "M")).toBe(2);
    expect(setQuantity(lines, tee.id, "M", 5)[0]!.quantity).toBe(2);
  });

  it("are bounded by the order limit and stay at least 1", () => {
    expect(maxQuantity(lines, film.id, null)).toBe(CART_MAX_QUANTITY);
    expect(setQuantity(lines, film.id, null, 99)[2]!.quantity).toBe(CART_MAX_QUANTITY);
    expect(setQuantity(lines, film.id, null, 0)[2]!.quantity).toBe(1);
    expect(setQuantity(lines, film.id, null, Number.NaN)[2]!.quantity).toBe(1);
    expect(setQuantity(lines, film.id, null, 3.7)[2]!.quantity).toBe(3);
  });

  it("change only the line named", () => {
    const changed = setQuantity(lines, tee.id, "L", 2);
    expect(changed.map((line) => line.quantity)).toEqual([1, 2, 2]);
  });

  it("are summed for the cart count, and lines removed by item and size", () => {
    expect(cartCount(lines)).toBe(4);
    expect(removeLine(lines, tee.id, "M").map((line) => line.size)).toEqual(["L", null]);
    expect(cartCount([])).toBe(0);
  });
});

describe("totals", () => {
  it("are exact in cents", () => {
    const lines = [
      { ...film, size: null, quantity: 3 },
      { ...tee, price: "0.10", size: "M", quantity: 3 },
    ];
    expect(lineTotalCents(lines[0]!)).toBe(7470);
    expect(lineTotalCents(lines[1]!)).toBe(30);
    expect(cartTotalCents(lines)).toBe(7500);
    expect(cartTotalCents([])).toBe(0);
  });
});

describe("storage", () => {
  it("reads back what it wrote", () => {
    const lines = add(add([], tee, "M", SIZES), film);
    expect(parseCart(serializeCart(lines))).toEqual(lines);
  });

  it("reads nothing from a missing, broken or foreign value", () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart("")).toEqual([]);
    expect(parseCart("{not json")).toEqual([]);
    expect(parseCart('{"lines":[]}')).toEqual([]);
  });

  it("drops malformed lines and duplicates, keeps the rest", () => {
    const raw = JSON.stringify([
      { id: tee.id, name: "Tee", price: "39.00", size: "M", quantity: 2, stock: 3 },
      { id: tee.id, name: "Tee", price: "39.00", size: "M", quantity: 1, stock: 3 },
      { id: film.id, name: "Film", price: "abc", quantity: 1, stock: 5 },
      { id: film.id, name: "Film", price: "24.90", quantity: 0, stock: 5 },
      { id: film.id, name: "Film", price: "24.90", quantity: 1.5, stock: 5 },
      { id: 42, name: "Film", price: "24.90", quantity: 1, stock: 5 },
      null,
      "text",
      { id: film.id, name: "Film", price: "24.90", size: "", quantity: 4, stock: 50, image: 7 },
    ]);
    expect(parseCart(raw)).toEqual([
      { id: tee.id, name: "Tee", name_fr: null, price: "39.00", size: "M", quantity: 2, stock: 3, image: null },
      { id: film.id, name: "Film", name_fr: null, price: "24.90", size: null, quantity: 4, stock: 50, image: null },
    ]);
  });

  it("keeps a line's French name, and reads a cart stored before names had a language as English only", () => {
    const raw = JSON.stringify([
      { id: tee.id, name: "Team T-Shirt", name_fr: "T-shirt de l’écurie", price: "39.00", size: "M", quantity: 1, stock: 3 },
      { id: film.id, name: "Documentary", price: "24.90", quantity: 1, stock: 5 },
      { id: mug.id, name: "Mug", name_fr: 42, price: "19.00", quantity: 1, stock: 5 },
    ]);
    expect(parseCart(raw).map((line) => line.name_fr)).toEqual(["T-shirt de l’écurie", null, null]);
  });

  it("keeps a stored quantity above the stock for the server to judge", () => {
    const raw = JSON.stringify([{ id: tee.id, name: "Tee", price: "39.00", size: "M", quantity: 9, stock: 3 }]);
    expect(parseCart(raw)[0]!.quantity).toBe(9);
  });
});

describe("toOrderItems", () => {
  it("sends ids, sizes and quantities only, in the shape the order schema accepts", () => {
    const lines = add(add([], tee, "M", SIZES), film);
    const items = toOrderItems(lines);
    expect(items).toEqual([
      { merchandise_id: tee.id, size: "M", quantity: 1 },
      { merchandise_id: film.id, size: null, quantity: 1 },
    ]);
    expect(orderRequestSchema.safeParse({ name: "Ada", email: "ada@example.com", items }).success).toBe(true);
  });
});

describe("cartLineName", () => {
  it("names a line in the page's language, the English name marked on a French page when the item has no French", () => {
    const lines = add(add([], tee, "M", SIZES), film);
    expect(lines.map((line) => cartLineName(line, "fr"))).toEqual([{ name: "T-shirt de l’écurie" }, { name: "Documentary", lang: "en" }]);
    expect(lines.map((line) => cartLineName(line, "en"))).toEqual([{ name: "Team T-Shirt" }, { name: "Documentary" }]);
  });

  it("takes the newest names the visitor saw when the item is added again", () => {
    const renamed = { ...tee, name_fr: "T-shirt Écurie 2026", stock: 5 };
    const lines = add(add([], tee, "M", SIZES), renamed, "L", SIZES);
    expect(lines.map((line) => cartLineName(line, "fr").name)).toEqual(["T-shirt Écurie 2026", "T-shirt Écurie 2026"]);
  });
});
