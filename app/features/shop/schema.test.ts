import { describe, expect, it } from "vitest";
import { merchandiseCategories } from "../../db/schema/shop.ts";
import { isOutOfStock, parseShopCategory, shopCategories } from "./schema.ts";

describe("shop categories", () => {
  it("are the merchandise categories, in the order of the filter buttons", () => {
    expect(shopCategories).toEqual(merchandiseCategories);
    expect(shopCategories).toEqual(["Apparel", "Accessories", "Collectibles", "Books & Media"]);
  });

  it("are read from ?category= by exact name, anything else meaning All Items", () => {
    expect(parseShopCategory("Books & Media")).toBe("Books & Media");
    expect(parseShopCategory("Apparel")).toBe("Apparel");
    expect(parseShopCategory("apparel")).toBeNull();
    expect(parseShopCategory("")).toBeNull();
    expect(parseShopCategory(null)).toBeNull();
  });
});

describe("isOutOfStock", () => {
  it("is true when the stock quantity is 0", () => {
    expect(isOutOfStock({ stock: 0 })).toBe(true);
    expect(isOutOfStock({ stock: 1 })).toBe(false);
  });
});
