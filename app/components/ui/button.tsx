import { cn } from "../../lib/cn.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-signal text-cream hover:bg-signal-dark",
  secondary: "bg-racing text-cream hover:bg-racing-light",
  ghost: "border border-white/25 text-cream hover:bg-white/10",
  danger: "bg-signal-dark text-cream hover:bg-signal",
};

/** Class names of a button-looking element (for links that look like buttons too). */
export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded px-5 py-3 text-sm font-semibold tracking-wide uppercase transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    className,
  );
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
