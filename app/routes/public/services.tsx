import { ArrowRight, Check, Flag, Gauge, GraduationCap, Search, Settings, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { PageIntro } from "../../components/page-intro.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { servicesView, type ServiceIcon } from "../../features/pages/rules.ts";
import { PageLink } from "../../features/site/components/page-link.tsx";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";
import { metaT, useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";

/** The team's sections (Admin › Pages › Services), in the page's language only. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const page = servicesView((await requestPageDocuments(context, request)).services, locale);
  const seo = await pageSeo(context, { url, page: "services", breadcrumb: [{ name: translator(locale)("nav.services") }] });
  return { page, seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("nav.services"), matches), loaderData?.seo);

const icons: Record<ServiceIcon, typeof Search> = {
  search: Search,
  wrench: Wrench,
  flag: Flag,
  gauge: Gauge,
  graduation: GraduationCap,
  users: Users,
  settings: Settings,
};

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { intro, sections: services, cta } = loaderData.page;
  return (
    <main id="main">
      <PageIntro eyebrow={intro.eyebrow.text} title={t("nav.services")} lead={intro.lead.text} />

      <nav aria-label={t("services.nav")} className="border-b border-white/10 bg-night">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-6 py-5">
          {services.map((service) => (
            <li key={service.anchor}>
              <a
                href={`#${service.anchor}`}
                lang={service.shortName.lang}
                className="inline-block rounded border border-white/15 px-3.5 py-2 text-xs font-semibold tracking-wider text-cream/85 uppercase hover:bg-white/10 hover:text-cream"
              >
                {service.shortName.text}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div>
        {services.map((service, index) => {
          const Icon = icons[service.icon];
          return (
            <section
              key={service.anchor}
              id={service.anchor}
              aria-labelledby={`${service.anchor}-title`}
              className={`scroll-mt-16 border-b border-white/10 ${index % 2 === 1 ? "bg-night-2/40" : ""}`}
              data-testid="service"
            >
              <div className="mx-auto grid max-w-7xl gap-10 px-6 py-16 sm:py-20 lg:grid-cols-[5rem_1fr_1fr]">
                <div className="flex items-center gap-4 lg:flex-col lg:items-start">
                  <span
                    aria-hidden="true"
                    data-numeral={String(index + 1).padStart(2, "0")}
                    className="font-display text-5xl text-white/15 before:content-[attr(data-numeral)]"
                  />
                  <span className="flex h-12 w-12 items-center justify-center rounded-full bg-racing/25 text-racing-light ring-1 ring-racing-light/40">
                    <Icon aria-hidden="true" size={22} />
                  </span>
                </div>
                <div>
                  <h2 id={`${service.anchor}-title`} lang={service.title.lang} className="text-4xl leading-none sm:text-5xl">
                    {service.title.text}
                  </h2>
                  {service.tagline.text ? (
                    <p lang={service.tagline.lang} className="mt-4 font-display text-xl tracking-wide text-gold uppercase">
                      {service.tagline.text}
                    </p>
                  ) : null}
                  {service.description.text ? (
                    <p lang={service.description.lang} className="mt-5 text-lg leading-relaxed text-cream/85">
                      {service.description.text}
                    </p>
                  ) : null}
                  <div className="mt-8 flex flex-wrap gap-3">
                    <Link
                      to={localPath(`/contact?subject=${service.subject}#contact-form`)}
                      className={buttonClass("primary")}
                      aria-label={t("services.enquireNamed", { service: service.title.text })}
                    >
                      {t("services.enquire")}
                    </Link>
                    {service.related ? (
                      <PageLink href={service.related.href} lang={service.related.label.lang} className={buttonClass("ghost")}>
                        {service.related.label.text}
                        <ArrowRight aria-hidden="true" size={16} />
                      </PageLink>
                    ) : null}
                  </div>
                </div>
                <ul lang={service.points.lang} className="space-y-3 self-start rounded-lg border border-white/10 bg-night-2 p-6 sm:p-8 empty:hidden">
                  {service.points.items.map((point, pointIndex) => (
                    <li key={pointIndex} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-0.5 shrink-0 text-signal" size={20} />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          );
        })}
      </div>

      <section aria-labelledby="services-cta" className="mx-auto mt-20 max-w-7xl px-6">
        <div className="relative overflow-hidden rounded-lg border border-white/10 bg-night-2 p-8 sm:p-12">
          <div aria-hidden="true" className="livery-stripe pointer-events-none absolute inset-y-0 -right-40 w-[32rem] opacity-25" />
          <div className="relative max-w-2xl">
            <h2 id="services-cta" lang={cta.title.lang} className="text-4xl">
              {cta.title.text || t("footer.contactUs")}
            </h2>
            {cta.text.text ? (
              <p lang={cta.text.lang} className="mt-4 text-lg text-mist">
                {cta.text.text}
              </p>
            ) : null}
            <Link to={localPath("/contact#contact-form")} className={buttonClass("primary", "mt-8")}>
              {t("footer.contactUs")}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
