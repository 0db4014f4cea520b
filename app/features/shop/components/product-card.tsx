import { ShoppingCart } from "lucide-react";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../components/ui/toaster.tsx";
import { ownAlt, ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/field.tsx";
import { useT, type PublicKey, useFormat, useLocalPath } from "../../../lib/i18n/index.ts";
import { shopCategoryLabel, addToCart, quantityOfItem, isOutOfStock, type ShopItem } from "../rules.ts";
import { currentCart, updateCart, useCart } from "./use-cart.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

const REFUSALS: Record<string, PublicKey> = {
  stock_limit: "shop.stockLimit",
  cart_full: "shop.cartFull",
  out_of_stock: "shop.outOfStock",
};

/** The smallest stored variant of a picture: enough for the cart's thumbnails. */
function thumbnail(url: string | null, images: Record<string, ImageSources>): string | null {
  if (!url) return null;
  const first = images[url]?.srcSet.split(",")[0]?.trim().split(/\s+/)[0];
  return first || url;
}

/** One Pitshop item: picture, facts, stock, size choice and Add to Cart. */
export function ProductCard({ item, images, priority = false }: { item: ShopItem; images: Record<string, ImageSources>; priority?: boolean }) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  const navigate = useNavigate();
  const lines = useCart();
  const [size, setSize] = useState("");
  const [sizeError, setSizeError] = useState(false);
  const stockId = useId();
  const outOfStock = isOutOfStock(item);
  const hasSizes = item.sizes.length > 0;
  const inCart = lines ? quantityOfItem(lines, item.id) : 0;

  function add() {
    if (hasSizes && !size) {
      setSizeError(true);
      return;
    }
    const result = addToCart(
      currentCart(),
      { id: item.id, name: item.names.en, name_fr: item.names.fr, price: item.price, stock: item.stock, image: thumbnail(item.image_url, images) },
      hasSizes ? size : null,
      item.sizes,
    );
    if (!result.ok) {
      toast.error(t(REFUSALS[result.reason] ?? "shop.sizeRequired", { count: item.stock }));
      return;
    }
    updateCart(() => result.lines);
    toast.success(t("shop.added", { item: hasSizes ? `${item.name} (${size})` : item.name }), {
      action: { label: t("shop.viewCart"), onClick: () => navigate(localPath("/pitshop/cart")) },
    });
  }

  return (
    <article
      data-testid="product-card"
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 transition-colors hover:border-white/25"
    >
      <div className="relative aspect-square overflow-hidden bg-night-3">
        {/* The picture's alt text is the item's name: in its language. */}
        <div lang={item.lang?.name} className="contents">
          <ResponsiveImage
            url={item.image_url}
            sources={images}
            alt={ownAlt(item.name)}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </div>
        {item.featured ? (
          <div className="absolute top-3 left-3 rounded-full bg-night/90 shadow-lg">
            <Badge tone="gold">{t("shop.featured")}</Badge>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p data-testid="category" className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">
          {shopCategoryLabel(item.category, t)}
        </p>
        <h3 lang={item.lang?.name} className="text-xl leading-tight">
          {item.name}
        </h3>
        {item.description ? (
          <p lang={item.lang?.description} className="text-sm leading-relaxed text-mist">
            {item.description}
          </p>
        ) : null}
        <div className="mt-auto flex items-baseline justify-between gap-3 pt-2">
          <p className="font-display text-2xl tracking-wide text-cream">{format.euro(item.price)}</p>
          <p id={stockId} data-testid="stock" className={outOfStock ? "text-sm font-semibold text-red-300" : "text-sm text-emerald-300"}>
            {outOfStock ? t("shop.outOfStock") : t("shop.inStock", { count: item.stock })}
          </p>
        </div>
        {hasSizes && !outOfStock ? (
          <SelectField
            label={t("shop.size")}
            name="size"
            value={size}
            onChange={(event) => {
              setSize(event.target.value);
              setSizeError(false);
            }}
            placeholder={t("shop.sizePlaceholder")}
            options={item.sizes.map((value) => ({ value, label: value }))}
            error={sizeError ? t("shop.sizeRequired") : undefined}
          />
        ) : null}
        <Button
          onClick={add}
          disabled={outOfStock}
          aria-describedby={outOfStock ? stockId : undefined}
          className="w-full"
          variant={outOfStock ? "ghost" : "primary"}
        >
          <ShoppingCart aria-hidden="true" size={18} />
          {t("shop.addToCart")}
        </Button>
        {inCart > 0 ? (
          <p className="text-center text-xs text-mist" data-testid="in-cart">
            {t("shop.inCart", { count: inCart })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
