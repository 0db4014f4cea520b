import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { useT, useLocalPath } from "../../../lib/i18n/index.ts";
import { cartCount } from "../rules.ts";
import { useCart } from "./use-cart.ts";

/** "Cart (3)": the link to /pitshop/cart with the number of articles in the browser's cart. */
export function CartLink({ className }: { className?: string }) {
  const t = useT();
  const localPath = useLocalPath();
  const lines = useCart();
  const label = lines === null ? t("shop.cart") : t("shop.cartCount", { count: cartCount(lines) });
  return (
    <Link
      to={localPath("/pitshop/cart")}
      data-testid="cart-link"
      className={cn(
        "inline-flex items-center gap-2 rounded border border-gold/50 px-5 py-2.5 text-sm font-semibold tracking-wide text-cream uppercase transition-colors hover:bg-gold/15",
        className,
      )}
    >
      <ShoppingBag aria-hidden="true" size={18} className="text-gold" />
      {label}
    </Link>
  );
}
