import { cn } from "../../lib/cn.ts";

export type BadgeTone = "neutral" | "green" | "blue" | "gold" | "red";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-white/10 text-cream",
  green: "bg-emerald-500/20 text-emerald-300 ring-1 ring-emerald-400/40",
  blue: "bg-racing/25 text-blue-200 ring-1 ring-racing-light/40",
  gold: "bg-gold/20 text-gold ring-1 ring-gold/40",
  red: "bg-signal/20 text-red-300 ring-1 ring-signal/40",
};

export function Badge({ tone = "neutral", className, children }: { tone?: BadgeTone; className?: string; children: React.ReactNode }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase", tones[tone], className)}>
      {children}
    </span>
  );
}

/** A small neutral label, e.g. a specification of a car. */
export function Chip({ children }: { children: React.ReactNode }) {
  return <span className="inline-flex items-center rounded border border-white/15 bg-night px-2.5 py-1 text-xs text-mist">{children}</span>;
}
