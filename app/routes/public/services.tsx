import { ArrowRight, Check, Flag, Gauge, GraduationCap, Search, Settings, Users, Wrench } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/services";
import { PageIntro } from "../../components/page-intro.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { serviceSections, type ServiceId } from "../../features/site/content.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";
import { metaT, useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";

/** The sections' copy, resolved on the server: its words stay out of the page's JavaScript. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const t = translator(context.get(localeContext));
  const seo = await pageSeo(context, { url, page: "services", breadcrumb: [{ name: t("nav.services") }] });
  return { services: serviceSections(t), seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("nav.services"), matches), loaderData?.seo);

const icons: Record<ServiceId, typeof Search> = {
  acquisition: Search,
  restoration: Wrench,
  racing: Flag,
  "track-experiences": Gauge,
  "driver-coaching": GraduationCap,
  "team-management": Users,
  "technical-consulting": Settings,
};

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { services } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={t("services.eyebrow")} title={t("nav.services")} lead={t("services.lead")} />

      <nav aria-label={t("services.nav")} className="border-b border-white/10 bg-night">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-2 px-6 py-5">
          {services.map((service) => (
            <li key={service.id}>
              <a href={`#${service.id}`} className="inline-block rounded border border-white/15 px-3.5 py-2 text-xs font-semibold tracking-wider text-cream/85 uppercase hover:bg-white/10 hover:text-cream">
                {service.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div>
        {services.map((service, index) => {
          const Icon = icons[service.id];
          return (
            <section
              key={service.id}
              id={service.id}
              aria-labelledby={`${service.id}-title`}
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
                  <h2 id={`${service.id}-title`} className="text-4xl leading-none sm:text-5xl">
                    {service.title}
                  </h2>
                  <p className="mt-4 font-display text-xl tracking-wide text-gold uppercase">{service.tagline}</p>
                  <p className="mt-5 text-lg leading-relaxed text-cream/85">{service.description}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <Link
                      to={localPath(`/contact?subject=${service.subject}#contact-form`)}
                      className={buttonClass("primary")}
                      aria-label={t("services.enquireNamed", { service: service.title })}
                    >
                      {t("services.enquire")}
                    </Link>
                    {service.related ? (
                      <Link to={service.related.to} className={buttonClass("ghost")}>
                        {service.related.label}
                        <ArrowRight aria-hidden="true" size={16} />
                      </Link>
                    ) : null}
                  </div>
                </div>
                <ul className="space-y-3 self-start rounded-lg border border-white/10 bg-night-2 p-6 sm:p-8">
                  {service.points.map((point) => (
                    <li key={point} className="flex gap-3">
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
            <h2 id="services-cta" className="text-4xl">
              {t("services.cta.title")}
            </h2>
            <p className="mt-4 text-lg text-mist">{t("services.cta.text")}</p>
            <Link to={localPath("/contact#contact-form")} className={buttonClass("primary", "mt-8")}>
              {t("footer.contactUs")}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
