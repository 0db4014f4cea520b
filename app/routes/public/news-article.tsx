import { data, redirect } from "react-router";
import type { Route } from "./+types/news-article";
import { isPreviewRequest } from "../../features/pages/queries.server.ts";
import { ownAlt, ResponsiveImage } from "../../components/responsive-image.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { categoryLabel } from "../../features/news/rules.ts";
import { BackLink } from "../../features/news/components/back-link.tsx";
import { Prose } from "../../features/news/components/prose.tsx";
import { SubscribeBlock } from "../../features/newsletter/components/subscribe-block.tsx";
import { getArticleView } from "../../features/news/queries.server.ts";
import { LOCALES, useT, metaT, useFormat, useLocalPath } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { describe, newsArticleLd, shareImage } from "../../features/seo/schema.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(pageTitle(loaderData?.article.title ?? metaT(matches)("notFound.title"), matches), loaderData?.seo);

/** An article visitors may read now (published, publication time reached); anything else is a 404. */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // An admin's preview (`?preview=draft`) shows a draft or a scheduled article as it will be.
  const article = await getArticleView(db, params.slug, context.get(localeContext), { preview: await isPreviewRequest(context, request) });
  if (!article) throw data(null, { status: 404 });
  // Another address of the article (its other language's slug, a slug it had before a rename): the one of this page's language.
  if ("redirect" in article) throw redirect(article.redirect, 301);
  // The switcher and hreflang read `alternates`: a language the article has no version in is left out.
  const images = await resolveImages(db, [article.image]);
  const locale = context.get(localeContext);
  const image = shareImage(context.get(servicesContext).env.PUBLIC_URL, article.image, images, article.title);
  // The lead when the editor wrote one, else the article's first words.
  const description = describe(article.lead ?? article.html);
  const seo = await pageSeo(context, {
    url,
    description,
    image,
    type: "article",
    alternates: article.alternates,
    published: article.date,
    modified: article.modified,
    breadcrumb: [{ name: translator(locale)("news.title"), path: "/news" }, { name: article.title }],
    structuredData: (team) => [
      newsArticleLd(team, {
        headline: article.title,
        url: team.origin + url.pathname,
        description,
        images: image ? [image.url] : [team.logo],
        published: article.date,
        modified: article.modified,
        inLanguage: article.lang ?? locale,
      }),
    ],
  });
  // A language the article has no version in: the switcher offers that language's news list.
  const languageFallbacks = Object.fromEntries(LOCALES.filter((language) => !article.alternates[language]).map((language) => [language, pathIn("/news", language)]));
  return { article, alternates: article.alternates, languageFallbacks, images, seo };
}

export default function NewsArticlePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  const { article, images } = loaderData;
  return (
    <main id="main">
      <article>
        <header className="relative overflow-hidden border-b border-white/10 bg-night-2">
          <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-20" />
          <div className="relative mx-auto max-w-4xl px-6 pt-12 pb-16 sm:pt-16 sm:pb-20">
            <BackLink to={localPath("/news")}>{t("news.backToNews")}</BackLink>
            <p className="mt-10 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <span className="rounded-full bg-gold/15 px-3 py-1 font-semibold tracking-wide text-gold uppercase ring-1 ring-gold/40">
                {categoryLabel(article.category, t)}
              </span>
              <time dateTime={article.date} className="text-mist">
                {t("news.publishedOn", { date: format.date(article.date) })}
              </time>
            </p>
            {/* An article not yet in French shows its English on a French page, and says so (lang). */}
            <h1 lang={article.lang} className="mt-5 text-4xl leading-[1.05] sm:text-6xl">
              {article.title}
            </h1>
            {article.lead ? (
              <p lang={article.lang} className="mt-6 max-w-3xl text-xl text-mist">
                {article.lead}
              </p>
            ) : null}
          </div>
        </header>
        {article.image ? (
          <div className="mx-auto max-w-4xl sm:px-6 sm:pt-10">
            <ResponsiveImage
              url={article.image}
              sources={images}
              alt={ownAlt(article.title)}
              sizes="(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 48px), 100vw"
              priority
              className="aspect-[16/9] w-full object-cover sm:rounded-lg"
            />
          </div>
        ) : null}
        <div className="mx-auto max-w-4xl px-6 py-12 sm:py-16">
          <div lang={article.lang}>
            <Prose html={article.html} className="max-w-3xl" />
          </div>
          <div className="mt-14 border-t border-white/10 pt-8">
            <BackLink to={localPath("/news")}>{t("news.backToNews")}</BackLink>
          </div>
        </div>
      </article>
      <div className="mx-auto max-w-7xl px-6 pb-20">
        <SubscribeBlock />
      </div>
    </main>
  );
}
