import { cn } from "../../../lib/cn.ts";
import { useT } from "../../../lib/i18n/index.ts";
import type { StaticCarView as StaticCar } from "../../pages/rules.ts";
import { StatusBadge } from "./car-badges.tsx";
import { InquireButton } from "../../bookings/components/inquire-button.tsx";

const LIVERIES: Record<StaticCar["livery"], string> = {
  bleu: "from-racing/70 via-night-3 to-night-2",
  rouge: "from-signal/70 via-night-3 to-night-2",
  vert: "from-emerald-700/70 via-night-3 to-night-2",
};

/** One of the three historic cars of F1 Madness, with its Inquire Now. */
export function StaticCarCard({ car, onInquire }: { car: StaticCar; onInquire: (car: StaticCar) => void }) {
  const t = useT();
  return (
    <article data-testid="static-car" className="flex h-full flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2">
      {/* Livery art: the car's colours and race number, decoration only. */}
      <div aria-hidden="true" className={cn("relative h-40 overflow-hidden bg-gradient-to-br", LIVERIES[car.livery])}>
        <div className="livery-stripe absolute inset-0 opacity-40" />
        <span className="absolute -right-2 -bottom-10 font-display text-[11rem] leading-none font-bold text-cream/15">{car.number}</span>
        <span className="absolute bottom-4 left-6 font-display text-6xl leading-none text-cream/90">{car.year}</span>
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 className="text-2xl leading-tight">{car.name}</h3>
          <StatusBadge status={car.status} />
        </div>
        <dl className="grid gap-3 text-sm">
          {(
            [
              [t("car.year"), { text: String(car.year) }],
              [t("car.chassis"), car.chassis],
              [t("car.engine"), car.engine],
              [t("car.drivers"), { text: car.drivers }],
            ] as const
          )
            .filter(([, value]) => value.text !== "")
            .map(([term, value]) => (
            <div key={term} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
              <dt className="font-semibold tracking-wide text-mist uppercase">{term}</dt>
              <dd lang={"lang" in value ? value.lang : undefined} className="text-cream">
                {value.text}
              </dd>
            </div>
          ))}
        </dl>
        {car.description.text ? (
          <p lang={car.description.lang} className="leading-relaxed text-mist">
            {car.description.text}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <InquireButton carName={car.name} href={`?inquire=${car.key}#inquire`} onOpen={() => onInquire(car)} className="w-full" />
        </div>
      </div>
    </article>
  );
}
