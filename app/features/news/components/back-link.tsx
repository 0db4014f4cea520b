import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";

/** "← Back to …": the way back from a detail page to its list. */
export function BackLink({ to, children, className }: { to: string; children: React.ReactNode; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        "group inline-flex items-center gap-2 text-sm font-semibold tracking-[0.2em] text-gold uppercase transition-colors hover:text-cream",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" size={16} className="transition-transform group-hover:-translate-x-1" />
      {children}
    </Link>
  );
}
