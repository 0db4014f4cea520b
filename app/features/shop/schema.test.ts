import { describe, expect, it } from "vitest";
import { merchandiseCategories } from "../../db/schema/shop.ts";
import { isOutOfStock, parseShopCategory, shopCategories, shopCategoryLabel } from "./schema.ts";
import { translator } from "../../lib/i18n/all.server.ts";

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

  it("are named in the reader's language; an unknown stored value as it is", () => {
    expect(shopCategoryLabel("Books & Media", translator("fr"))).toBe("Livres et médias");
    expect(shopCategoryLabel("Books & Media", translator("en"))).toBe("Books & Media");
    expect(shopCategoryLabel("Posters", translator("fr"))).toBe("Posters");
  });
});

describe("isOutOfStock", () => {
  it("is true when the stock quantity is 0", () => {
    expect(isOutOfStock({ stock: 0 })).toBe(true);
    expect(isOutOfStock({ stock: 1 })).toBe(false);
  });
});
