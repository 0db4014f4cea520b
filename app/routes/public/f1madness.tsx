import { ArrowRight, ClipboardCheck, Flag, Gauge, GraduationCap, Search, Wrench } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/f1madness";
import { buttonClass } from "../../components/ui/button.tsx";
import { EnquiryDialog } from "../../features/bookings/components/enquiry-dialog.tsx";
import { CarEnquiryForm, type EnquiryTarget } from "../../features/bookings/components/enquiry-form.tsx";
import { StaticCarCard } from "../../features/cars/components/static-car-card.tsx";
import { handleCarEnquiry } from "./visitor-forms.server.ts";
import { enquiryCarOf } from "../../features/bookings/rules.ts";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { f1madnessView, type F1ServiceIcon } from "../../features/pages/rules.ts";
import { PageLink } from "../../features/site/components/page-link.tsx";
import type { LocalText } from "../../lib/local-text.ts";
import { localeContext } from "../../platform/context.ts";
import { useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(loaderData?.page.hero.title.text, matches), loaderData?.seo);

/**
 * The page's copy, cars and services, resolved on the server (their words
 * stay out of the page's JavaScript); `?inquire=<car>` renders that car's
 * enquiry form in the page: Inquire Now without JavaScript.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  // The team's words (Admin › Pages › F1 Madness), in the page's language only.
  const page = f1madnessView((await requestPageDocuments(context, request)).f1madness, context.get(localeContext));
  const seo = await pageSeo(context, { url, description: page.hero.lead.text, breadcrumb: [{ name: page.hero.title.text }] });
  const inquire = url.searchParams.get("inquire");
  return { page, inquire: page.cars.items.some((car) => car.key === inquire) ? inquire : null, seo };
}

/** Enquiries about the page's cars: the server maps the posted key to the car's name, as published now. */
export async function action({ request, context }: Route.ActionArgs) {
  const { f1madness } = await requestPageDocuments(context, request);
  return handleCarEnquiry(context, request, (key) => {
    const car = f1madness.cars.items.find((candidate) => candidate.key === key);
    return car ? { ref: car.key, name: car.name } : null;
  });
}

const SERVICE_ICONS: Record<F1ServiceIcon, typeof Search> = {
  search: Search,
  wrench: Wrench,
  flag: Flag,
  gauge: Gauge,
  graduation: GraduationCap,
  clipboard: ClipboardCheck,
};

export default function F1Madness({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { hero, cars, services, ecosystem } = loaderData.page;
  const [enquiry, setEnquiry] = useState<EnquiryTarget | null>(null);
  const inlineKey = loaderData.inquire ?? enquiryCarOf(actionData?.formIntent);
  const inline = cars.items.find((car) => car.key === inlineKey) ?? null;

  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-white/10 bg-night-2">
        <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-25" />
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(225,6,0,0.25),transparent_60%)]" />
        <div className="relative mx-auto max-w-7xl px-6 py-20 sm:py-32">
          {hero.eyebrow.text ? (
            <p lang={hero.eyebrow.lang} className="mb-4 text-sm font-semibold tracking-[0.3em] text-gold uppercase">
              {hero.eyebrow.text}
            </p>
          ) : null}
          <h1 lang={hero.title.lang} className="max-w-4xl text-6xl leading-none sm:text-8xl">
            {hero.title.text}
          </h1>
          {hero.lead.text ? (
            <p lang={hero.lead.lang} className="mt-6 max-w-2xl text-lg text-mist sm:text-xl">
              {hero.lead.text}
            </p>
          ) : null}
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to={localPath("/collection")} className={buttonClass("primary")}>
              {t("f1.exploreCollection")}
            </Link>
            <Link to={localPath("/contact")} className={buttonClass("ghost")}>
              {t("f1.contactTeam")}
            </Link>
          </div>
          <dl className="mt-14 grid max-w-3xl gap-6 border-t border-white/15 pt-8 sm:grid-cols-3">
            {hero.stats.map((stat, index) => (
              <div key={index} className="flex flex-col-reverse gap-1">
                <dt lang={stat.label.lang} className="text-sm text-mist">
                  {stat.label.text}
                </dt>
                <dd className="font-display text-4xl text-cream">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="cars-heading" className="mx-auto max-w-7xl px-6 py-16 sm:py-24">
        <SectionHeading id="cars-heading" title={cars.title} lead={cars.lead} />
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {cars.items.map((car) => (
            <li key={car.key}>
              <StaticCarCard car={car} onInquire={(chosen) => setEnquiry({ ref: chosen.key, name: chosen.name })} />
            </li>
          ))}
        </ul>
        {inline ? (
          <section id="inquire" aria-labelledby="inquire-heading" className="mt-14 scroll-mt-24 rounded-lg border border-white/10 bg-night-2 p-6 sm:p-8">
            <h2 id="inquire-heading" className="text-3xl">
              {t("car.enquiryTitle", { car: inline.name })}
            </h2>
            <p className="mt-3 mb-6 max-w-2xl text-mist">{t("car.enquiryLead")}</p>
            <CarEnquiryForm car={{ ref: inline.key, name: inline.name }} action={localPath(`/f1madness?inquire=${inline.key}`)} anchor="inquire" fallback={actionData} />
          </section>
        ) : null}
      </section>

      <section aria-labelledby="services-heading" className="border-y border-white/10 bg-night-2/60">
        <div className="mx-auto max-w-7xl px-6 py-16 sm:py-24">
          <SectionHeading id="services-heading" title={services.title} lead={services.lead} />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.items.map((service, index) => {
              const Icon = SERVICE_ICONS[service.icon];
              return (
                <li key={index} data-testid="service-card" className="rounded-lg border border-white/10 bg-night p-7 transition-colors hover:border-gold/50">
                  <span className="mb-5 flex h-12 w-12 items-center justify-center rounded bg-signal/15 text-signal">
                    <Icon aria-hidden="true" size={24} />
                  </span>
                  <h3 lang={service.title.lang} className="text-xl">
                    {service.title.text}
                  </h3>
                  {service.text.text ? (
                    <p lang={service.text.lang} className="mt-3 leading-relaxed text-mist">
                      {service.text.text}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="ecosystem-heading" className="mx-auto max-w-7xl px-6 py-16 sm:py-24">
        <div className="relative overflow-hidden rounded-xl border border-white/10 bg-gradient-to-br from-night-3 to-night-2 p-8 sm:p-12">
          <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-15" />
          <div className="relative">
            <SectionHeading id="ecosystem-heading" title={ecosystem.title} lead={ecosystem.lead} />
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {ecosystem.items.map((pillar, index) => (
                <li key={index}>
                  <PageLink href={pillar.href} className="group flex h-full flex-col gap-2 rounded-lg border border-white/10 bg-night/70 p-5 transition-colors hover:border-gold/60">
                    <span lang={pillar.title.lang} className="flex items-center justify-between font-display text-lg tracking-wide uppercase">
                      {pillar.title.text}
                      <ArrowRight aria-hidden="true" size={18} className="text-gold transition-transform group-hover:translate-x-1" />
                    </span>
                    {pillar.text.text ? (
                      <span lang={pillar.text.lang} className="text-sm text-mist">
                        {pillar.text.text}
                      </span>
                    ) : null}
                  </PageLink>
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap gap-4">
              <Link to={localPath("/collection")} className={buttonClass("primary")}>
                {t("f1.viewCollection")}
              </Link>
              <Link to={localPath("/contact")} className={buttonClass("ghost")}>
                {t("f1.contactUs")}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <EnquiryDialog car={enquiry} action={localPath("/f1madness")} onClose={() => setEnquiry(null)} />
    </main>
  );
}

function SectionHeading({ id, title, lead }: { id: string; title: LocalText; lead: LocalText }) {
  return (
    <div className="mb-10 max-w-3xl">
      <h2 id={id} lang={title.lang} className="text-4xl sm:text-5xl">
        {title.text}
      </h2>
      {lead.text ? (
        <p lang={lead.lang} className="mt-4 text-lg text-mist">
          {lead.text}
        </p>
      ) : null}
    </div>
  );
}
