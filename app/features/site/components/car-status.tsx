import { cn } from "../../../lib/cn.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { statusLabel } from "../../cars/rules.ts";

/** §4 status colours, carried by a dot so the label itself stays high-contrast cream on any card. */
const DOT: Record<string, string> = { available: "bg-emerald-400", on_track: "bg-racing-light", restoration: "bg-gold" };

/** A car's status in the page's language ("on track", "en piste"); a status without words of its own shows its words with spaces. */
export function CarStatus({ status, className }: { status: string; className?: string }) {
  const t = useT();
  return (
    <span className={cn("inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-cream uppercase", className)}>
      <span aria-hidden="true" className={cn("h-2 w-2 rounded-full", DOT[status] ?? "bg-mist")} />
      <span data-testid="car-status">{statusLabel(status, t)}</span>
    </span>
  );
}
