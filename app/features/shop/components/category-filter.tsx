import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { useT, useLocalPath } from "../../../lib/i18n/index.ts";
import { SHOP_CATEGORY_LABELS, shopCategories, type ShopCategory } from "../rules.ts";

/**
 * The filter buttons of §2: links, so the filter is in the URL and works
 * without JavaScript. All Items is the page without a filter.
 */
export function CategoryFilter({ current }: { current: ShopCategory | null }) {
  const t = useT();
  const localPath = useLocalPath();
  const filters = [
    { to: "/pitshop", label: t("shop.filter.all"), selected: current === null },
    ...shopCategories.map((category) => ({
      to: `/pitshop?${new URLSearchParams({ category })}`,
      label: t(SHOP_CATEGORY_LABELS[category]),
      selected: current === category,
    })),
  ];
  return (
    <nav aria-label={t("shop.filterLabel")} className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <Link
          key={filter.to}
          to={localPath(filter.to)}
          preventScrollReset
          aria-current={filter.selected ? "page" : undefined}
          className={cn(
            "rounded px-5 py-2.5 text-sm font-semibold tracking-wide uppercase transition-colors",
            filter.selected ? "bg-signal text-cream" : "border border-white/20 text-cream/85 hover:bg-white/10",
          )}
        >
          {filter.label}
        </Link>
      ))}
    </nav>
  );
}
