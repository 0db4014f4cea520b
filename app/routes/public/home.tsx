import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonClass } from "../../components/ui/button.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { SubscribeForm } from "../../features/newsletter/components/subscribe-form.tsx";
import { handleSubscribe } from "./subscribe.server.ts";
import { DotNav } from "../../features/site/components/dot-nav.tsx";
import { HeroVideo } from "../../features/site/components/hero-video.tsx";
import { HomeArticles, HomeNewsletter } from "../../features/site/components/home-news.tsx";
import { IntroTiles } from "../../features/site/components/intro-tiles.tsx";
import { PartnersGrid } from "../../features/site/components/partners-grid.tsx";
import { SectionHeading } from "../../features/site/components/section-heading.tsx";
import { homeArticles, homeNewsletters } from "../../features/site/queries.server.ts";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { homeView } from "../../features/pages/rules.ts";
import { useT, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { sportsTeamLd, webSiteLd } from "../../features/seo/schema.ts";
import { loadSection } from "../../platform/load-section.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  const [pages, articles, newsletters] = await Promise.all([
    requestPageDocuments(context, request),
    loadSection(context, request, "home-news", (services) => homeArticles(services.db, locale)),
    loadSection(context, request, "home-newsletter", (services) => homeNewsletters(services.db, locale)),
  ]);
  // The team's words (Admin › Pages), in the page's language only: the other language never reaches the browser.
  const home = homeView(pages.home, locale);
  const images = await resolveImages(db, [home.hero.posterUrl, ...home.partners.map((partner) => partner.logoUrl), ...(articles.ok ? articles.data.map((article) => article.image) : [])]);
  const seo = await pageSeo(context, { url, page: "home", structuredData: (team) => [sportsTeamLd(team), webSiteLd(team, locale)] });
  return { home, articles, newsletters, images, seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(undefined, matches), loaderData?.seo);

/** The home page's form: the newsletter subscription (it also works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return handleSubscribe(context, form);
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { home, articles, newsletters, images } = loaderData;
  const { hero, intro, partners } = home;
  const sections = [
    { id: "home", label: t("home.section.home") },
    { id: "intro", label: t("home.section.intro") },
    { id: "news", label: t("home.section.news") },
    { id: "partners", label: t("home.section.partners") },
  ];

  return (
    <main id="main">
      <DotNav items={sections} label={t("home.section.label")} />

      <HeroVideo id="home" hero={hero} images={images} nextId="intro" />

      <section id="intro" aria-labelledby="intro-title" className="scroll-mt-16 border-b border-white/10 py-24 sm:py-32">
        <div className="mx-auto max-w-7xl px-6">
          <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-end">
            <SectionHeading id="intro-title" eyebrow={intro.eyebrow} title={intro.title} />
            {intro.text.text ? (
              <p lang={intro.text.lang} className="text-lg text-mist">
                {intro.text.text}
              </p>
            ) : null}
          </div>
          {intro.tiles.length > 0 ? (
            <div className="mt-14">
              <IntroTiles tiles={intro.tiles} />
            </div>
          ) : null}
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
            <PartnersGrid partners={partners} images={images} />
          </div>
        </div>
      </section>
    </main>
  );
}
