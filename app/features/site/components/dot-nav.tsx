import { useEffect, useRef, useState } from "react";
import { cn } from "../../../lib/cn.ts";

export interface DotNavItem {
  id: string;
  label: string;
}

/** §9: a section is current once more than half of it is in view. */
const VISIBLE_SHARE = 0.5;

/**
 * The side dot navigation of a long page: one labelled link per section
 * (plain anchors, so it works without JavaScript and scrolls smoothly through
 * the page's scroll-behavior), and the section more than 50 % in view marked
 * current. A section taller than twice the window can never be half visible,
 * so filling more than half the window counts as well.
 */
export function DotNav({ items, label }: { items: readonly DotNavItem[]; label: string }) {
  const [current, setCurrent] = useState<string>(items[0]?.id ?? "");
  const currentRef = useRef(current);
  useEffect(() => {
    currentRef.current = current;
  }, [current]);

  useEffect(() => {
    const elements = items.map((item) => document.getElementById(item.id)).filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const shares = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const ofSection = entry.intersectionRatio;
          const ofWindow = entry.rootBounds && entry.rootBounds.height > 0 ? entry.intersectionRect.height / entry.rootBounds.height : 0;
          shares.set(entry.target.id, Math.max(ofSection, ofWindow));
        }
        // The section more than half in view wins (the most visible one, ties to the first in page order).
        // When none is, e.g. at the very bottom with the footer filling the window, the most visible
        // one stays marked, so the mark never points at a section that is off screen.
        let best: { id: string; share: number } | null = null;
        for (const element of elements) {
          const share = shares.get(element.id) ?? 0;
          if (share > 0 && (!best || share > best.share)) best = { id: element.id, share };
        }
        if (best && (best.share > VISIBLE_SHARE || (shares.get(currentRef.current) ?? 0) === 0)) setCurrent(best.id);
      },
      { threshold: [0, 0.25, 0.5, 0.51, 0.75, 1] },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav aria-label={label} className="fixed top-1/2 right-0.5 z-30 -translate-y-1/2 sm:right-4">
      <ul className="flex flex-col gap-1 rounded-full bg-night/40 py-2 backdrop-blur-sm">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={active ? "true" : undefined}
                className="group relative flex h-6 w-6 items-center justify-center rounded-full sm:h-7 sm:w-7 focus-visible:outline-offset-0"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block rounded-full border transition-all duration-300",
                    active ? "h-3 w-3 border-signal bg-signal shadow-[0_0_0_3px_rgb(225_6_0/0.25)]" : "h-2 w-2 border-cream/70 bg-transparent group-hover:bg-cream/70",
                  )}
                />
                <span className="pointer-events-none absolute right-full mr-2 rounded bg-night-2/95 px-2.5 py-1 text-xs font-semibold tracking-wider whitespace-nowrap text-cream uppercase opacity-0 shadow-lg ring-1 ring-white/10 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 max-sm:sr-only">
                  {item.label}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
