import { cn } from "../../../lib/cn.ts";

/** The team's blue-white-red tick, slanted like the livery: marks an eyebrow line. */
export function TricoloreTick({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn("inline-flex h-3.5 shrink-0 -skew-x-12", className)}>
      <span className="w-1.5 bg-racing" />
      <span className="w-1.5 bg-cream" />
      <span className="w-1.5 bg-signal" />
    </span>
  );
}

/** A full-width blue-white-red band, e.g. along the top of a featured card. */
export function TricoloreBar({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn("flex", className)}>
      <span className="flex-1 bg-racing" />
      <span className="flex-1 bg-cream" />
      <span className="flex-1 bg-signal" />
    </span>
  );
}
