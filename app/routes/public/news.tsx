import type { Route } from "./+types/news";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { listIntroView } from "../../features/pages/rules.ts";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { LinkTabs } from "../../components/ui/link-tabs.tsx";
import { resolveImages } from "../../features/media/queries.server.ts";
import { FeedLink } from "../../features/feeds/components/feed-link.tsx";
import { ArticleCard } from "../../features/news/components/article-card.tsx";
import { SubscribeBlock } from "../../features/newsletter/components/subscribe-block.tsx";
import { listArticleCards } from "../../features/news/queries.server.ts";
import { EditionCard } from "../../features/newsletter/components/edition-card.tsx";
import { listEditionCards } from "../../features/newsletter/queries.server.ts";
import { useT, metaT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { loadSection } from "../../platform/load-section.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaT(matches);
  // The newsletter tab is a page of its own: its own title, description and canonical address.
  const title = loaderData?.category === "newsletter" ? `${t("news.tab.newsletter")} – ${t("news.title")}` : t("news.title");
  return seoMeta(pageTitle(title, matches), loaderData?.seo);
};

/** ?category=newsletter selects the Newsletter tab; anything else (missing, unknown) is News (§2). */
function parseCategory(value: string | null): "news" | "newsletter" {
  return value === "newsletter" ? "newsletter" : "news";
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The introduction the team wrote (Admin › Pages › Lists: introductions), in the page's language.
  const intro = listIntroView((await requestPageDocuments(context, request)).listings, "news", context.get(localeContext));
  const category = parseCategory(url.searchParams.get("category"));
  const t = translator(context.get(localeContext));
  const seo = await pageSeo(context, {
    url,
    ...(category === "newsletter"
      ? { query: { category }, page: "newsletter", breadcrumb: [{ name: t("news.title"), path: "/news" }, { name: t("news.tab.newsletter") }] }
      : { page: "news", breadcrumb: [{ name: t("news.title") }] }),
  });
  if (category === "newsletter") {
    const editions = await loadSection(context, request, "newsletters", ({ db }) => listEditionCards(db, context.get(localeContext)));
    return { intro, category, editions, articles: null, images: {}, seo };
  }
  const articles = await loadSection(context, request, "news", ({ db }) => listArticleCards(db, context.get(localeContext)));
  const images = articles.ok ? await resolveImages(context.get(servicesContext).db, articles.data.map((article) => article.image)) : {};
  return { intro, category, articles, editions: null, images, seo };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category, articles, editions, images } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={loaderData.intro.eyebrow.text} title={t("news.title")} lead={loaderData.intro.lead.text} />
      <div className="mx-auto max-w-7xl space-y-16 px-6 py-14 sm:py-20">
        <div className="space-y-10">
          <div className="flex flex-wrap items-center justify-between gap-x-8 gap-y-4">
            <LinkTabs
              label={t("news.tabs")}
              current={category}
              tabs={[
                { value: "news", label: t("news.tab.news") },
                { value: "newsletter", label: t("news.tab.newsletter") },
              ]}
            />
            {/* Each tab's feed: the news, or the newsletter's sent editions. */}
            <FeedLink feed={category === "newsletter" ? "newsletters" : "news"} />
          </div>
          {articles ? (
            <DataView result={articles} errorMessage={t("error.news")} emptyMessage={t("empty.articles")}>
              {(items) => (
                <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {items.map((article, index) => (
                    <ArticleCard key={article.slug} article={article} images={images} lead={index === 0} />
                  ))}
                </div>
              )}
            </DataView>
          ) : null}
          {editions ? (
            <DataView result={editions} errorMessage={t("error.news")} emptyMessage={t("empty.articles")}>
              {(items) => (
                <div className="grid gap-6 lg:grid-cols-2">
                  {items.map((edition) => (
                    <EditionCard key={edition.id} edition={edition} />
                  ))}
                </div>
              )}
            </DataView>
          ) : null}
        </div>
        <SubscribeBlock />
      </div>
    </main>
  );
}
