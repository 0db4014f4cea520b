import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";

export interface LinkTab {
  /** The value of the query parameter this tab selects. */
  value: string;
  label: string;
}

/**
 * Tabs that are links (?category=…): the selected tab is in the URL, so it
 * survives a reload, can be shared, and works without JavaScript.
 */
export function LinkTabs({
  tabs,
  current,
  param = "category",
  label,
  className,
}: {
  tabs: readonly LinkTab[];
  current: string;
  param?: string;
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {tabs.map((tab) => {
        const selected = tab.value === current;
        return (
          <Link
            key={tab.value}
            to={`?${new URLSearchParams({ [param]: tab.value })}`}
            preventScrollReset
            aria-current={selected ? "page" : undefined}
            className={cn(
              "rounded px-5 py-2.5 text-sm font-semibold tracking-wide uppercase transition-colors",
              selected ? "bg-signal text-cream" : "border border-white/20 text-cream/85 hover:bg-white/10",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
