import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/car";
import { isPreviewRequest } from "../../features/pages/queries.server.ts";
import { ErrorState } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { ownAlt, ResponsiveImage } from "../../components/responsive-image.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { CarPrice, OfferBadges, StatusBadge } from "../../features/cars/components/car-badges.tsx";
import { CarEnquiryForm } from "../../features/bookings/components/enquiry-form.tsx";
import { handleCarEnquiry } from "./visitor-forms.server.ts";
import { findCarForEnquiry, getCarView } from "../../features/cars/queries.server.ts";
import { statusLabel } from "../../features/cars/rules.ts";
import type { CarDetail } from "../../features/cars/schema.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { useT, useLocalPath, metaT, type Locale } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { carLd, describe, shareImage } from "../../features/seo/schema.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";
import type { ImageSources } from "../../lib/image-sources.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(pageTitle(loaderData?.car ? loaderData.car.name : metaT(matches)("nav.collection"), matches), loaderData?.seo);

/**
 * A public car in the page's language; another address of it (the other
 * language's slug, a slug it had before a rename) answers a 301 to this
 * language's; an unknown slug is a 404.
 */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  // An admin's preview (`?preview=draft`) shows the car before it is published.
  const preview = await isPreviewRequest(context, request);
  const result = await loadSection(context, request, "car", ({ db }) => getCarView(db, params.slug, locale, { preview }));
  if (!result.ok) return data({ car: null, images: {} as Record<string, ImageSources>, seo: null }, { status: 500 });
  if (!result.data) throw data(null, { status: 404 });
  if ("redirect" in result.data) throw redirect(result.data.redirect, 301);
  const images = await resolveImages(context.get(servicesContext).db, [result.data.image_url, ...result.data.images]);
  // The switcher and hreflang read `alternates`: a language the car has no version in is left out.
  const car = result.data;
  const seo = await pageSeo(context, {
    url,
    description: car.description,
    image: shareImage(context.get(servicesContext).env.PUBLIC_URL, car.image_url, images, car.name),
    alternates: car.alternates,
    breadcrumb: [{ name: translator(locale)("nav.collection"), path: "/collection" }, { name: car.name }],
    structuredData: (team) => [
      carLd(team, {
        name: car.name,
        url: team.origin + url.pathname,
        description: describe(car.description),
        images: [car.image_url, ...car.images].flatMap((image) => shareImage(team.origin, image, images, car.name)?.url ?? []),
        year: car.year,
        engine: car.engine,
        price: car.price === null ? null : Number(car.price),
        forSale: car.for_sale,
      }),
    ],
  });
  return { car, alternates: car.alternates, images, seo };
}

/** The enquiry form of this page: works without JavaScript, answers 400 with the form filled. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  return handleCarEnquiry(context, request, () => findCarForEnquiry(db, params.slug, context.get(localeContext)));
}

export default function CarPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { car, images } = loaderData;
  if (!car) {
    return (
      <main id="main">
        <PageIntro title={t("nav.collection")} />
        <div className="mx-auto max-w-7xl px-6 py-16">
          <ErrorState message={t("error.cars")} />
        </div>
      </main>
    );
  }
  return (
    <main id="main">
      <CarHero car={car} images={images} />
      {car.images.length > 0 ? <CarGallery car={car} images={images} /> : null}
      <div className="mx-auto grid max-w-7xl gap-14 px-6 py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <Specifications car={car} />
        <section id="enquire" aria-labelledby="enquire-heading" className="scroll-mt-24 rounded-lg border border-white/10 bg-night-2 p-6 sm:p-8">
          <h2 id="enquire-heading" className="text-3xl">
            {t("car.enquiryTitle", { car: car.name })}
          </h2>
          <p className="mt-3 mb-6 text-mist">{t("car.enquiryLead")}</p>
          <CarEnquiryForm car={{ ref: car.slug, name: car.name }} action={localPath(`/collection/${car.slug}`)} anchor="enquire" fallback={actionData} />
        </section>
      </div>
    </main>
  );
}

function CarHero({ car, images }: { car: CarDetail; images: Record<string, ImageSources> }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section className="relative overflow-hidden border-b border-white/10 bg-night-2">
      <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-20" />
      <div className="relative mx-auto max-w-7xl px-6 pt-8 pb-14 sm:pb-20">
        <Link
          to={localPath(`/collection?category=${car.car_category}`)}
          className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-cream/85 uppercase hover:text-cream"
        >
          <ArrowLeft aria-hidden="true" size={16} />
          {t("car.backToCollection")}
        </Link>
        <div className="mt-8 grid items-center gap-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
          <div className="overflow-hidden rounded-lg border border-white/10 bg-night-3 shadow-2xl shadow-black/40">
            <ResponsiveImage
              url={car.image_url}
              sources={images}
              alt={ownAlt(t("car.imageAlt", { car: car.name, year: car.year }))}
              sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
              priority
              className="aspect-[16/10] h-full w-full object-cover"
            />
          </div>
          <div className="space-y-6">
            <p className="text-sm font-semibold tracking-[0.3em] text-gold uppercase">
              {car.year} · {t(`cars.tab.${car.car_category}`)}
            </p>
            {/* A text not yet in the page's language shows in English, and says so (lang). */}
            <h1 lang={car.langs?.name} className="text-5xl leading-none sm:text-6xl">
              {car.name}
            </h1>
            <div className="flex flex-wrap items-center gap-3">
              <StatusBadge status={car.status} />
              <OfferBadges car={car} />
            </div>
            <CarPrice price={car.price} className="font-display text-4xl tracking-wide" />
            {car.description ? (
              <p lang={car.langs?.description} className="text-lg leading-relaxed text-mist">
                {car.description}
              </p>
            ) : null}
            <a href="#enquire" className={buttonClass("primary")}>
              {t("car.inquire")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The car's other photos, after the main one, in the order the team chose. */
function CarGallery({ car, images }: { car: CarDetail; images: Record<string, ImageSources> }) {
  const t = useT();
  return (
    <section aria-labelledby="car-gallery-heading" className="mx-auto max-w-7xl px-6 pt-16">
      <h2 id="car-gallery-heading" className="text-3xl">
        {t("car.gallery")}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="car-gallery">
        {car.images.map((url, index) => (
          <li key={url} className="overflow-hidden rounded-lg border border-white/10 bg-night-3">
            <ResponsiveImage
              url={url}
              sources={images}
              alt={ownAlt(t("car.photoAlt", { car: car.name, year: car.year, n: index + 1 }))}
              sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw"
              className="aspect-[4/3] h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Specifications({ car }: { car: CarDetail }) {
  const t = useT();
  const langs = car.langs ?? {};
  // Term, value, and the value's language (the term's too for a specification) when it is not the page's.
  const facts: [string, string, Locale?][] = [
    [t("car.year"), String(car.year)],
    [t("car.status"), statusLabel(car.status, t)],
    ...(car.engine ? [[t("car.engine"), car.engine, langs.engine] as [string, string, Locale?]] : []),
    ...(car.chassis ? [[t("car.chassis"), car.chassis, langs.chassis] as [string, string, Locale?]] : []),
    ...(car.drivers ? [[t("car.drivers"), car.drivers, langs.drivers] as [string, string, Locale?]] : []),
  ];
  const specifications = Object.entries(car.specifications).filter(([, value]) => typeof value === "string" && value.trim() !== "");
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="text-3xl">
        {t("car.specifications")}
      </h2>
      <dl className="mt-6 divide-y divide-white/10 border-y border-white/10">
        {facts.map(([term, value, lang]) => (
          <div key={term} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-4">
            <dt className="text-sm font-semibold tracking-wide text-mist uppercase">{term}</dt>
            <dd lang={lang} className="text-cream">
              {value}
            </dd>
          </div>
        ))}
        {specifications.map(([term, value]) => (
          <div key={`spec-${term}`} lang={langs.specifications} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-4">
            <dt className="text-sm font-semibold tracking-wide text-mist uppercase">{term}</dt>
            <dd className="text-cream">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
