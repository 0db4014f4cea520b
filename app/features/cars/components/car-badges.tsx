import { Badge, Chip } from "../../../components/ui/badge.tsx";
import { useT, useFormat } from "../../../lib/i18n/index.ts";
import { carBadges, specificationChips, statusLabel, statusTone } from "../rules.ts";
import type { CarCard } from "../schema.ts";

/** The status of a car: green, blue, gold or neutral, with spaces for underscores (§4). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useT();
  return (
    <Badge tone={statusTone(status)} className={className}>
      <span data-testid="car-status">{statusLabel(status, t)}</span>
    </Badge>
  );
}

/** For Sale, Available to Rent, Experience Available (§9). */
export function OfferBadges({ car }: { car: Pick<CarCard, "for_sale" | "for_rent" | "for_experience"> }) {
  const t = useT();
  const badges = carBadges(car);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("car.offers")}>
      {badges.map((key) => (
        <li key={key}>
          <Badge tone={key === "car.forSale" ? "red" : "neutral"}>{t(key)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** At most four chips: engine, status, then specification values (§9). */
export function SpecificationChips({ car }: { car: Pick<CarCard, "engine" | "status" | "specifications" | "langs"> }) {
  const t = useT();
  const chips = specificationChips(car, t);
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("car.keySpecifications")}>
      {chips.map((chip, index) => (
        <li key={`${index}-${chip.text}`} lang={chip.lang}>
          <Chip>{chip.text}</Chip>
        </li>
      ))}
    </ul>
  );
}

/** The price in euro, or "Price on request" for a car without one. */
export function CarPrice({ price, className }: { price: string | null; className?: string }) {
  const t = useT();
  const format = useFormat();
  return <p className={className}>{price === null ? t("car.priceOnRequest") : format.euro(price)}</p>;
}
