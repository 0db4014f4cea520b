import { cn } from "../../lib/cn.ts";

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? "status" : undefined} className={cn("inline-flex items-center gap-3", className)}>
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-white/20 border-t-signal" />
      {label ? <span>{label}</span> : null}
    </span>
  );
}
