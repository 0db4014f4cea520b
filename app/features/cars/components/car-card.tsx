import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ownAlt, ResponsiveImage } from "../../../components/responsive-image.tsx";
import { useT, useLocalPath } from "../../../lib/i18n/index.ts";
import type { CarCard as CarCardData } from "../schema.ts";
import { CarPrice, OfferBadges, SpecificationChips, StatusBadge } from "./car-badges.tsx";
import { InquireButton } from "../../bookings/components/inquire-button.tsx";
import type { ImageSources } from "../../../lib/image-sources.ts";

/** One car of /collection: its picture, facts and offers, a link to its page and Inquire Now. */
export function CarCard({
  car,
  images,
  priority = false,
  onInquire,
}: {
  car: CarCardData;
  images: Record<string, ImageSources>;
  priority?: boolean;
  onInquire: (car: CarCardData) => void;
}) {
  const t = useT();
  const localPath = useLocalPath();
  const href = localPath(`/collection/${car.slug}`);
  return (
    <article
      data-testid="car-card"
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 shadow-xl shadow-black/20 transition-colors hover:border-white/25"
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-night-3">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full">
          <ResponsiveImage
            url={car.image_url}
            sources={images}
            alt={ownAlt(car.name)}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            priority={priority}
            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </Link>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-night-2/90 to-transparent" />
        <div className="absolute top-3 left-3 rounded-full bg-night/90 shadow-lg">
          <StatusBadge status={car.status} />
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          {/* A text not yet in the page's language shows in English, and says so (lang). */}
          <h3 lang={car.langs?.name} className="text-2xl leading-tight">
            <Link to={href} className="hover:text-gold focus-visible:text-gold">
              {car.name}
            </Link>
          </h3>
          <span className="shrink-0 font-display text-xl text-gold">
            {car.year}
          </span>
        </div>
        <CarPrice price={car.price} className="font-display text-xl tracking-wide text-cream" />
        <OfferBadges car={car} />
        <SpecificationChips car={car} />
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
          <InquireButton carName={car.name} href={`${href}#enquire`} onOpen={() => onInquire(car)} className="flex-1 whitespace-nowrap sm:flex-none" />
          <Link
            to={href}
            aria-label={t("car.viewDetailsOf", { car: car.name })}
            className="inline-flex items-center gap-2 px-2 py-3 text-sm font-semibold tracking-wide whitespace-nowrap text-cream/85 uppercase hover:text-cream"
          >
            {t("car.viewDetails")}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}
