import { Check, Clock, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/experiences";
import { PageIntro } from "../../components/page-intro.tsx";
import { ResponsiveImage } from "../../components/responsive-image.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { ExperienceRequestForm } from "../../features/bookings/components/experience-request-form.tsx";
import { handleExperienceRequest } from "./visitor-forms.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { experienceOptions, experiencesView } from "../../features/pages/rules.ts";
import { SectionHeading } from "../../features/site/components/section-heading.tsx";
import { TricoloreBar } from "../../features/site/components/tricolore.tsx";
import { cn } from "../../lib/cn.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { metaT, useT, useFormat, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";

/**
 * The team's experiences (Admin › Pages › Experiences), in the page's
 * language only; ?type=vip preselects that experience in the request form
 * (a card's Request button) when the form offers it.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const page = experiencesView((await requestPageDocuments(context, request)).experiences, locale);
  const type = url.searchParams.get("type");
  const [images, seo] = await Promise.all([
    resolveImages(context.get(servicesContext).db, page.cards.map((card) => card.image?.url)),
    pageSeo(context, { url, page: "experiences", breadcrumb: [{ name: translator(locale)("nav.experiences") }] }),
  ]);
  return { page, images, selectedType: page.options.some((option) => option.value === type) ? type : null, seo };
}

/** A request names the experience as the page offers it now, in the visitor's language. */
export async function action({ request, context }: Route.ActionArgs) {
  const options = experienceOptions((await requestPageDocuments(context, request)).experiences, context.get(localeContext));
  return handleExperienceRequest(context, request, options);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("nav.experiences"), matches), loaderData?.seo);

export default function ExperiencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  const { page, images } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={page.intro.eyebrow.text} title={t("nav.experiences")} lead={page.intro.lead.text} />

      <section aria-labelledby="experiences-title" className="mx-auto max-w-7xl px-6 py-20">
        <h2 id="experiences-title" className="sr-only">
          {t("experiences.listTitle")}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {page.cards.map((experience) => (
            <li key={experience.key}>
              <article
                aria-labelledby={`experience-${experience.key}`}
                data-testid="experience"
                className={cn(
                  "relative flex h-full flex-col overflow-hidden rounded-lg border bg-night-2",
                  experience.featured ? "border-gold/50 shadow-[0_0_0_1px_rgb(201_162_39/0.25)]" : "border-white/10",
                )}
              >
                {experience.featured ? <TricoloreBar className="absolute inset-x-0 top-0 z-10 h-1" /> : null}
                {experience.image ? (
                  <ResponsiveImage
                    url={experience.image.url}
                    sources={images}
                    alt={experience.image.alt.text}
                    sizes="(min-width: 1280px) 300px, (min-width: 768px) 50vw, 100vw"
                    className="aspect-[16/10] w-full object-cover"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-7">
                  <div className="flex min-h-7 flex-wrap gap-2 empty:hidden md:empty:flex">
                    {experience.featured ? (
                      <Badge tone="gold">
                        <Sparkles aria-hidden="true" size={12} className="mr-1" />
                        {t("experiences.featured")}
                      </Badge>
                    ) : null}
                    {experience.level.text ? (
                      <Badge tone="red">
                        <span lang={experience.level.lang}>{experience.level.text}</span>
                      </Badge>
                    ) : null}
                  </div>
                  <h3 id={`experience-${experience.key}`} lang={experience.name.lang} className="mt-5 text-2xl leading-tight">
                    {experience.name.text}
                  </h3>
                  <p className="mt-4">
                    <span className="block text-xs font-semibold tracking-widest text-mist uppercase">{t("experiences.from")}</span>
                    <span className="font-display text-4xl text-cream" data-testid="experience-price">
                      {format.euro(experience.price)}
                    </span>
                  </p>
                  {experience.duration.text || experience.note.text ? (
                    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-mist">
                      <Clock aria-hidden="true" size={16} className="text-gold" />
                      {experience.duration.text ? (
                        <span data-testid="experience-duration" lang={experience.duration.lang}>
                          {experience.duration.text}
                        </span>
                      ) : null}
                      {experience.duration.text && experience.note.text ? <span aria-hidden="true">·</span> : null}
                      {experience.note.text ? (
                        <span data-testid="experience-note" lang={experience.note.lang}>
                          {experience.note.text}
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                  {experience.description.text ? (
                    <p lang={experience.description.lang} className="mt-5 text-cream/85">
                      {experience.description.text}
                    </p>
                  ) : null}
                  <ul lang={experience.includes.lang} className="mt-5 flex-1 space-y-2 text-sm">
                    {experience.includes.items.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check aria-hidden="true" size={16} className="mt-0.5 shrink-0 text-signal" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                  {experience.requestable ? (
                    <Link
                      to={`?type=${encodeURIComponent(experience.key)}#request`}
                      className={buttonClass(experience.featured ? "primary" : "ghost", "mt-7 w-full")}
                      aria-label={t("experiences.requestNamed", { name: experience.name.text })}
                    >
                      {t("experiences.request")}
                    </Link>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section id="request" aria-labelledby="request-title" className="scroll-mt-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-6 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading id="request-title" eyebrow={page.request.eyebrow} title={page.request.title} lead={page.request.lead} />
          </div>
          <div className="rounded-lg border border-white/10 bg-night-2 p-6 sm:p-10">
            <ExperienceRequestForm action={localPath("/experiences")} anchor="request" options={page.options} fallback={actionData} defaultType={loaderData.selectedType ?? undefined} />
          </div>
        </div>
      </section>
    </main>
  );
}
