import { Link } from "react-router";
import { Button, buttonClass, type ButtonVariant } from "../../../components/ui/button.tsx";
import { useT } from "../../../lib/i18n/index.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/**
 * "Inquire Now": a button opening the enquiry dialog once the page runs, and
 * until then (or without JavaScript) a link to a page holding the same form.
 */
export function InquireButton({
  carName,
  href,
  onOpen,
  variant = "primary",
  className,
}: {
  carName: string;
  href: string;
  onOpen: () => void;
  variant?: ButtonVariant;
  className?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const label = t("car.inquireAbout", { car: carName });
  if (!hydrated) {
    return (
      <Link to={href} aria-label={label} className={buttonClass(variant, className)}>
        {t("car.inquire")}
      </Link>
    );
  }
  return (
    <Button variant={variant} aria-label={label} aria-haspopup="dialog" onClick={onOpen} className={className}>
      {t("car.inquire")}
    </Button>
  );
}
