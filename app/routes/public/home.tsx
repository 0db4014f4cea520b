import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonClass } from "../../components/ui/button.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { SubscribeForm } from "../../features/newsletter/components/subscribe-form.tsx";
import { handleSubscribe } from "../../features/newsletter/mutations.server.ts";
import { DotNav } from "../../features/site/components/dot-nav.tsx";
import { HeroVideo } from "../../features/site/components/hero-video.tsx";
import { HomeArticles, HomeNewsletter } from "../../features/site/components/home-news.tsx";
import { IntroTiles } from "../../features/site/components/intro-tiles.tsx";
import { PartnersGrid } from "../../features/site/components/partners-grid.tsx";
import { SectionHeading } from "../../features/site/components/section-heading.tsx";
import { homeArticles, homeNewsletters, getHeroMedia } from "../../features/site/queries.server.ts";
import { partnerList } from "../../features/site/content.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { sportsTeamLd, webSiteLd } from "../../features/seo/schema.ts";
import { loadSection } from "../../platform/load-section.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [hero, articles, newsletters] = await Promise.all([
    getHeroMedia(db),
    loadSection(context, request, "home-news", (services) => homeArticles(services.db, context.get(localeContext))),
    loadSection(context, request, "home-newsletter", (services) => homeNewsletters(services.db, context.get(localeContext))),
  ]);
  const images = await resolveImages(db, [hero.posterUrl, ...(articles.ok ? articles.data.map((article) => article.image) : [])]);
  // The partners' categories are resolved here: their words stay out of the page's JavaScript.
  const locale = context.get(localeContext);
  const seo = await pageSeo(context, { url, page: "home", structuredData: (team) => [sportsTeamLd(team), webSiteLd(team, locale)] });
  return { hero, articles, newsletters, images, partners: partnerList(translator(locale)), seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(undefined, matches), loaderData?.seo);

/** The home page's form: the newsletter subscription (it also works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return handleSubscribe(context, form);
}

export default function Home({ loaderData, matches, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const layout = matches.find((match) => match?.id.startsWith("routes/public/layout"))?.loaderData as { teamName: string } | undefined;
  const { hero, articles, newsletters, images, partners } = loaderData;
  const sections = [
    { id: "home", label: t("home.section.home") },
    { id: "intro", label: t("home.section.intro") },
    { id: "news", label: t("home.section.news") },
    { id: "partners", label: t("home.section.partners") },
  ];

  return (
    <main id="main">
      <DotNav items={sections} label={t("home.section.label")} />

      <HeroVideo id="home" title={layout?.teamName ?? t("nav.home")} videoUrl={hero.videoUrl} posterUrl={hero.posterUrl} images={images} nextId="intro" />

      <section id="intro" aria-labelledby="intro-title" className="scroll-mt-16 border-b border-white/10 py-24 sm:py-32">
        <div className="mx-auto max-w-7xl px-6">
          <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-end">
            <SectionHeading id="intro-title" eyebrow={t("home.intro.eyebrow")} title={t("home.intro.title")} />
            <p className="text-lg text-mist">{t("home.intro.text")}</p>
          </div>
          <div className="mt-14">
            <IntroTiles />
          </div>
        </div>
      </section>

      <section id="news" aria-labelledby="news-title" className="scroll-mt-16 bg-night-2/40 py-24 sm:py-32">
        <div className="mx-auto max-w-7xl px-6">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading id="news-title" eyebrow={t("home.news.eyebrow")} title={t("home.news.title")} />
            <Link to={localPath("/news")} className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold uppercase hover:text-cream">
              {t("home.news.all")}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </div>
          <div className="mt-12 grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2" data-section="home-news">
              <HomeArticles result={articles} images={images} />
            </div>
            <div data-section="home-newsletter">
              <HomeNewsletter result={newsletters} />
            </div>
          </div>

          <div className="relative mt-10 overflow-hidden rounded-lg border border-white/10 bg-night p-8 sm:p-10">
            <div aria-hidden="true" className="livery-stripe pointer-events-none absolute inset-y-0 -right-40 w-[32rem] opacity-20" />
            <div className="relative grid gap-8 lg:grid-cols-2 lg:items-center">
              <div>
                <h3 className="text-3xl">{t("subscribe.title")}</h3>
                <p className="mt-3 text-mist">{t("subscribe.text")}</p>
              </div>
              <SubscribeForm fallback={actionData} />
            </div>
          </div>
        </div>
      </section>

      <section id="partners" aria-labelledby="partners-title" className="scroll-mt-16 py-24 sm:py-32">
        <div className="mx-auto max-w-7xl px-6">
          <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <SectionHeading id="partners-title" eyebrow={t("home.partners.eyebrow")} title={t("home.partners.title")} lead={t("home.partners.lead")} />
            <Link to={localPath("/contact?subject=partnership#contact-form")} className={buttonClass("ghost", "shrink-0")}>
              {t("home.partners.inquiries")}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </div>
          <div className="mt-12">
            <PartnersGrid partners={partners} />
          </div>
        </div>
      </section>
    </main>
  );
}
