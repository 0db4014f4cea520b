import { useState } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/collection";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { listIntroView } from "../../features/pages/rules.ts";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { CarCard } from "../../features/cars/components/car-card.tsx";
import { EnquiryDialog } from "../../features/bookings/components/enquiry-dialog.tsx";
import type { EnquiryTarget } from "../../features/bookings/components/enquiry-form.tsx";
import { handleCarEnquiry } from "./visitor-forms.server.ts";
import { findCarForEnquiry, listCarCards } from "../../features/cars/queries.server.ts";
import { carTabs, parseCarTab } from "../../features/cars/rules.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { metaT, useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { loadSection } from "../../platform/load-section.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaT(matches);
  // The team's tab is a page of its own: its own title, description and canonical address.
  const title = loaderData?.category === "team" ? `${t("cars.tab.team")} – ${t("nav.collection")}` : t("nav.collection");
  return seoMeta(pageTitle(title, matches), loaderData?.seo);
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The introduction the team wrote (Admin › Pages › Lists: introductions), in the page's language.
  const intro = listIntroView((await requestPageDocuments(context, request)).listings, "collection", context.get(localeContext));
  const category = parseCarTab(url.searchParams.get("category"));
  const locale = context.get(localeContext);
  const cars = await loadSection(context, request, "cars", ({ db }) => listCarCards(db, category, locale));
  const images = cars.ok ? await resolveImages(context.get(servicesContext).db, cars.data.map((car) => car.image_url)) : {};
  const t = translator(locale);
  const seo = await pageSeo(context, {
    url,
    ...(category === "team"
      ? { query: { category }, page: "collectionTeam", breadcrumb: [{ name: t("nav.collection"), path: "/collection" }, { name: t("cars.tab.team") }] }
      : { page: "collection", breadcrumb: [{ name: t("nav.collection") }] }),
  });
  return { intro, category, cars, images, seo };
}

/** Inquire Now on a card posts here (with JavaScript; without, the card links to the car's page). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  return handleCarEnquiry(context, request, (slug) => findCarForEnquiry(db, slug, context.get(localeContext)));
}

/** An enquiry changes nothing this page shows: no need to read the cars again after one. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { category, cars, images } = loaderData;
  const [enquiry, setEnquiry] = useState<EnquiryTarget | null>(null);
  const tabs = carTabs.map((value) => ({ value, label: t(`cars.tab.${value}`) }));

  return (
    <main id="main">
      <PageIntro eyebrow={loaderData.intro.eyebrow.text} title={t("nav.collection")} lead={loaderData.intro.lead.text} />
      <section aria-labelledby="cars-heading" className="mx-auto max-w-7xl px-6 py-14 sm:py-20">
        <div className="mb-10 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            <h2 id="cars-heading" className="text-3xl sm:text-4xl">
              {t(`cars.heading.${category}`)}
            </h2>
            <p className="mt-3 text-mist">{t(`cars.intro.${category}`)}</p>
          </div>
          <LinkTabs tabs={tabs} current={category} label={t("cars.tabsLabel")} className="shrink-0" />
        </div>
        <DataView result={cars} errorMessage={t("error.cars")} emptyMessage={t("empty.cars")}>
          {(items) => (
            <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
              {items.map((car, index) => (
                <li key={car.id}>
                  <CarCard car={car} images={images} priority={index === 0} onInquire={(chosen) => setEnquiry({ ref: chosen.slug, name: chosen.name })} />
                </li>
              ))}
            </ul>
          )}
        </DataView>
      </section>
      <EnquiryDialog car={enquiry} action={localPath("/collection")} onClose={() => setEnquiry(null)} />
    </main>
  );
}
