import { ArrowRight, Trophy } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/driver";
import { DataView } from "../../components/data-states.tsx";
import { ownAlt, ResponsiveImage } from "../../components/responsive-image.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { CarStatus } from "../../features/site/components/car-status.tsx";
import { SectionHeading } from "../../features/site/components/section-heading.tsx";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { findSlugRedirect } from "../../features/redirects/queries.server.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { driverView } from "../../features/pages/rules.ts";
import { driverCollection } from "../../features/site/queries.server.ts";
import { todayInParis } from "../../lib/format.ts";
import { useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { driverJobTitle, pageDescription, pageSeo } from "../../features/seo/queries.server.ts";
import { driverLd, shareImage } from "../../features/seo/schema.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

/** The driver career page, at the address the team chose (Admin › Pages › Driver); any other single-segment path is a 404. */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const pages = await requestPageDocuments(context, request);
  const page = pages.driver;
  if (params.driverSlug !== page.slug) {
    // An address the page had before (Admin › Pages › Driver): a permanent redirect to today's.
    const moved = await findSlugRedirect(db, "driver", locale, params.driverSlug);
    if (moved) throw redirect(pathIn(`/${page.slug}`, locale), 301);
    throw data(null, { status: 404 });
  }
  const cars = await loadSection(context, request, "driver-cars", (services) => driverCollection(services.db, locale, page.highlightCarIds));
  const images = await resolveImages(db, [page.portrait.url, ...(cars.ok ? cars.data.map((car) => car.image) : [])]);
  // The team's words, in the page's language only: the other language never reaches the browser.
  const driver = driverView(page, locale);
  // The team's calendar decides which season is "present", not the server's time zone.
  const currentYear = Number(todayInParis().slice(0, 4));
  const portrait = shareImage(context.get(servicesContext).env.PUBLIC_URL, page.portrait.url, images, driver.portrait.alt.text || page.name);
  const [description, jobTitle] = await Promise.all([pageDescription(context, "driver", { driverName: page.name, otherwise: driver.lead.text }), driverJobTitle(context)]);
  const seo = await pageSeo(context, {
    url,
    description,
    image: portrait,
    type: "profile",
    breadcrumb: [{ name: page.name }],
    structuredData: (team) => [driverLd({ ...team, driver: { ...team.driver, name: page.name } }, { description, jobTitle, ...(portrait ? { image: portrait.url } : {}) })],
  });
  return { driver, currentYear, cars, images, seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(loaderData?.driver.name, matches), loaderData?.seo);

const anchors = [
  { id: "career-summary", key: "driver.nav.summary" },
  { id: "cars", key: "driver.nav.cars" },
  { id: "complete-history", key: "driver.nav.history" },
] as const;

export default function DriverPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { driver, currentYear, cars, images } = loaderData;
  const { name: driverName, lead, quote, biography, achievements, stats, timeline, cta } = driver;
  const portrait = driver.portrait.url && images[driver.portrait.url] ? driver.portrait.url : null;

  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-white/10 bg-night-2">
        <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-25" />
        <div className="relative mx-auto grid max-w-7xl gap-10 px-6 py-20 sm:py-24 lg:grid-cols-[1.15fr_1fr] lg:items-center">
          <div>
            <p className="mb-3 text-sm font-semibold tracking-[0.3em] text-gold uppercase">{t("driver.eyebrow")}</p>
            <h1 className="text-5xl leading-none sm:text-7xl">{driverName}</h1>
            {lead.text ? (
              <p lang={lead.lang} className="mt-6 max-w-2xl text-lg text-mist">
                {lead.text}
              </p>
            ) : null}
            <nav aria-label={t("driver.nav.label")} className="mt-10">
              <ul className="flex flex-wrap gap-2">
                {anchors.map((anchor) => (
                  <li key={anchor.id}>
                    <a href={`#${anchor.id}`} className="inline-block rounded border border-white/20 px-4 py-2 text-sm font-semibold tracking-wide text-cream/90 uppercase hover:bg-white/10">
                      {t(anchor.key)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          {portrait ? (
            <div className="relative">
              <div aria-hidden="true" className="absolute -inset-3 rotate-2 rounded-lg bg-signal/30" />
              <ResponsiveImage
                url={portrait}
                sources={images}
                alt={driver.portrait.alt.text}
                sizes="(min-width: 1024px) 560px, 100vw"
                priority
                className="relative aspect-[16/10] w-full rounded-lg object-cover shadow-2xl ring-1 ring-white/10"
              />
            </div>
          ) : null}
        </div>
      </section>

      <section id="career-summary" aria-labelledby="career-summary-title" className="scroll-mt-16 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading id="career-summary-title" eyebrow={t("driver.summary.eyebrow")} title={t("driver.summary.title")} />

          {achievements.length > 0 ? (
            <>
              <h3 className="mt-14 text-2xl text-gold">{t("driver.achievements")}</h3>
              <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
                {achievements.map((achievement, index) => (
                  <li key={index} className="relative overflow-hidden rounded-lg border border-white/10 bg-night-2 p-6">
                    <Trophy aria-hidden="true" className="text-gold" size={26} />
                    <p className="mt-5 text-sm font-semibold tracking-widest text-mist uppercase">{achievement.years}</p>
                    <p lang={achievement.title.lang} className="mt-2 font-display text-xl leading-tight tracking-wide uppercase">
                      {achievement.title.text}
                    </p>
                    {achievement.detail.text ? (
                      <p lang={achievement.detail.lang} className="mt-3 text-sm text-mist">
                        {achievement.detail.text}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}

          <div className="mt-20 grid gap-12 lg:grid-cols-[1fr_1.4fr]">
            <div>
              <h3 className="text-2xl text-gold">{t("driver.journey")}</h3>
              {quote.text ? (
                <blockquote lang={quote.lang} className="mt-6 border-l-4 border-signal pl-6 font-display text-3xl leading-tight tracking-wide text-cream uppercase">
                  {quote.text}
                </blockquote>
              ) : null}
            </div>
            <div lang={biography.lang} className="space-y-5 text-lg leading-relaxed text-cream/85">
              {biography.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>

          <h3 className="sr-only">{t("driver.stats")}</h3>
          {/* Two a row on a phone, one row from md: any number of figures fills its rows, the last one widening to the end, never an empty box. */}
          <dl data-testid="driver-stats" className="mt-20 flex flex-wrap gap-px overflow-hidden rounded-lg border border-white/10 bg-white/10">
            {stats.map((stat, index) => (
              <div key={index} className="flex grow basis-[calc(50%-1px)] flex-col-reverse bg-night-2 p-6 text-center md:basis-0">
                <dt lang={stat.label.lang} className="mt-2 text-sm font-semibold tracking-widest text-mist uppercase">
                  {stat.label.text}
                </dt>
                <dd className="font-display text-5xl text-cream">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="cars" aria-labelledby="cars-title" className="scroll-mt-16 border-y border-white/10 bg-night-2/40 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-6">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading id="cars-title" eyebrow={t("driver.cars.eyebrow")} title={t("driver.cars.title")} lead={t("driver.cars.lead")} />
            <Link to={localPath("/collection?category=team")} className="inline-flex shrink-0 items-center gap-2 text-sm font-semibold tracking-wide text-gold uppercase hover:text-cream">
              {t("driver.cars.all")}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </div>
          <div className="mt-12">
            <DataView result={cars} errorMessage={t("error.cars")} emptyMessage={t("empty.cars")}>
              {(list) => (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                  {list.map((car) => (
                    <li key={car.slug}>
                      <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 transition-colors focus-within:border-gold hover:border-white/25">
                        <div className="aspect-[3/2] overflow-hidden bg-night-3">
                          <ResponsiveImage
                            url={car.image}
                            sources={images}
                            alt={ownAlt(t("driver.cars.imageAlt", { name: car.name, year: car.year }))}
                            sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                            className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                          />
                        </div>
                        <div className="flex flex-1 flex-col p-5">
                          <div className="flex flex-wrap items-center gap-2">
                            <CarStatus status={car.status} />
                            {car.featured ? <span className="text-xs font-semibold tracking-widest text-gold uppercase">{t("driver.cars.featured")}</span> : null}
                          </div>
                          <h3 lang={car.langs?.name} className="mt-4 text-xl leading-tight">
                            <Link to={localPath(`/collection/${car.slug}`)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
                              {car.name}
                            </Link>
                          </h3>
                          <p className="mt-1 text-sm text-mist">
                            {car.year}
                            {car.engine ? (
                              <>
                                {" · "}
                                <span lang={car.langs?.engine}>{car.engine}</span>
                              </>
                            ) : null}
                          </p>
                        </div>
                      </article>
                    </li>
                  ))}
                </ul>
              )}
            </DataView>
          </div>
        </div>
      </section>

      <section id="complete-history" aria-labelledby="complete-history-title" className="scroll-mt-16 py-20 sm:py-28">
        <div className="mx-auto max-w-7xl px-6">
          <SectionHeading
            id="complete-history-title"
            eyebrow={t("driver.history.eyebrow")}
            title={t("driver.history.title")}
            lead={timeline.length > 0 ? t("driver.history.lead", { from: Math.min(...timeline.map((entry) => entry.year)), to: currentYear }) : undefined}
          />
          <ol className="relative mt-14 border-l-2 border-white/10 pl-8 sm:ml-40 lg:ml-56" data-testid="timeline">
            {timeline.map((entry, index) => (
              <li key={index} className="relative pb-10 last:pb-0" data-testid="timeline-entry">
                <span
                  aria-hidden="true"
                  className={`absolute top-1.5 -left-[2.55rem] h-4 w-4 rounded-full border-2 ${entry.toPresent ? "border-signal bg-signal shadow-[0_0_0_5px_rgb(225_6_0/0.25)]" : "border-gold bg-night"}`}
                />
                <p className={`font-display text-xl tracking-wider sm:absolute sm:-left-48 sm:w-36 sm:text-right ${entry.toPresent ? "text-cream" : "text-gold"}`} data-testid="timeline-period">
                  {entry.toPresent ? t("driver.history.present", { year: entry.year }) : entry.year}
                </p>
                <h3 lang={entry.title.lang} className="mt-1 text-xl sm:mt-0">
                  {entry.title.text}
                </h3>
                {entry.text.text ? (
                  <p lang={entry.text.lang} className="mt-2 max-w-2xl text-mist">
                    {entry.text.text}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>

          <div className="mt-20 flex flex-col items-start gap-6 rounded-lg border border-white/10 bg-night-2 p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
            <div>
              <h3 lang={cta.title.lang} className="text-3xl">
                {cta.title.text || t("driver.cta.fallbackTitle")}
              </h3>
              {cta.text.text ? (
                <p lang={cta.text.lang} className="mt-2 text-mist">
                  {cta.text.text}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to={localPath("/experiences")} className={buttonClass("primary")}>
                {t("driver.cta.experiences")}
              </Link>
              <Link to={localPath("/contact?subject=coaching#contact-form")} className={buttonClass("ghost")}>
                {t("driver.cta.contact")}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
