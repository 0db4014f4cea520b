import { Check, Clock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/experiences";
import { PageIntro } from "../../components/page-intro.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ExperienceRequestForm, isExperienceType } from "../../features/bookings/components/experience-request-form.tsx";
import { SectionHeading } from "../../features/site/components/section-heading.tsx";
import { TricoloreBar } from "../../features/site/components/tricolore.tsx";
import { experienceCards } from "../../features/site/content.ts";
import { handleExperienceRequest } from "../../features/bookings/mutations.server.ts";
import { cn } from "../../lib/cn.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext } from "../../platform/context.ts";
import { metaT, useT, type PublicKey, useFormat, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";

/**
 * The cards' copy, resolved on the server (its words stay out of the page's
 * JavaScript); ?type=vip preselects that experience in the request form (a
 * card's Request button).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const type = url.searchParams.get("type");
  const t = translator(context.get(localeContext));
  const seo = await pageSeo(context, { url, page: "experiences", breadcrumb: [{ name: t("nav.experiences") }] });
  return { experiences: experienceCards(t), selectedType: isExperienceType(type) ? type : null, seo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleExperienceRequest(context, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("nav.experiences"), matches), loaderData?.seo);

export default function ExperiencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  return (
    <main id="main">
      <PageIntro eyebrow={t("experiences.eyebrow")} title={t("nav.experiences")} lead={t("experiences.lead")} />

      <section aria-labelledby="experiences-title" className="mx-auto max-w-7xl px-6 py-20">
        <h2 id="experiences-title" className="sr-only">
          {t("experiences.listTitle")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {loaderData.experiences.map((experience) => {
            const name = t(`experience.type.${experience.type}` as PublicKey);
            return (
              <li key={experience.type}>
                <article
                  aria-labelledby={`experience-${experience.type}`}
                  data-testid="experience"
                  className={cn(
                    "relative flex h-full flex-col overflow-hidden rounded-lg border bg-night-2 p-7",
                    experience.featured ? "border-gold/50 shadow-[0_0_0_1px_rgb(201_162_39/0.25)]" : "border-white/10",
                  )}
                >
                  {experience.featured ? <TricoloreBar className="absolute inset-x-0 top-0 h-1" /> : null}
                  <div className="flex min-h-7 flex-wrap gap-2 empty:hidden md:empty:flex">
                    {experience.featured ? (
                      <Badge tone="gold">
                        <Sparkles aria-hidden="true" size={12} className="mr-1" />
                        {t("experiences.featured")}
                      </Badge>
                    ) : null}
                    {experience.level ? <Badge tone="red">{t(`experiences.level.${experience.level}` as PublicKey)}</Badge> : null}
                  </div>
                  <h3 id={`experience-${experience.type}`} className="mt-5 text-2xl leading-tight">
                    {name}
                  </h3>
                  <p className="mt-4">
                    <span className="block text-xs font-semibold tracking-widest text-mist uppercase">{t("experiences.from")}</span>
                    <span className="font-display text-4xl text-cream" data-testid="experience-price">
                      {format.euro(experience.price)}
                    </span>
                  </p>
                  <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-mist">
                    <Clock aria-hidden="true" size={16} className="text-gold" />
                    <span data-testid="experience-duration">{t(`experiences.duration.${experience.duration}` as PublicKey)}</span>
                    {experience.note ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span data-testid="experience-note">{experience.note}</span>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-5 text-cream/85">{experience.description}</p>
                  <ul className="mt-5 flex-1 space-y-2 text-sm">
                    {experience.includes.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-signal" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={`?type=${experience.type}#request`}
                    className={buttonClass(experience.featured ? "primary" : "ghost", "mt-7 w-full")}
                    aria-label={t("experiences.requestNamed", { name })}
                  >
                    {t("experiences.request")}
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="request" aria-labelledby="request-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading id="request-title" eyebrow={t("experiences.custom.eyebrow")} title={t("experiences.custom.title")} lead={t("experiences.custom.lead")} />
          </div>
          <div className="rounded-lg border border-white/10 bg-night-2 p-6 sm:p-10">
            <ExperienceRequestForm action={localPath("/experiences")} fallback={actionData} defaultType={loaderData.selectedType ?? undefined} />
          </div>
        </div>
      </section>
    </main>
  );
}
