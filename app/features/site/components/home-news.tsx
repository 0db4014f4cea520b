import { ArrowRight, Mail } from "lucide-react";
import { Link } from "react-router";
import { DataView } from "../../../components/data-states.tsx";
import { ownAlt, ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { useT, useFormat, useLocalPath } from "../../../lib/i18n/index.ts";
import { categoryLabel } from "../../news/rules.ts";
import type { HomeArticleCard, HomeNewsletterCard } from "../schema.ts";
import type { Loaded } from "../../../lib/loaded.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

/** §2: an article leads to the News tab, the newsletter to the Newsletter tab. */
export const NEWS_TAB_URL = "/news?category=news";
export const NEWSLETTER_TAB_URL = "/news?category=newsletter";

const cardClass =
  "group relative flex h-full flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 transition-colors focus-within:border-gold hover:border-white/25";
// The title's link covers the whole card: one link per card, named by its title, yet the whole card is clickable.
const stretchedLink = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";

export function HomeArticles({ result, images }: { result: Loaded<HomeArticleCard[]>; images: Record<string, ImageSources> }) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  return (
    <DataView result={result} errorMessage={t("error.homeNews")} emptyMessage={t("empty.homeNews")}>
      {(articles) => (
        <ul className="grid h-full gap-6 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.id}>
              <article className={cardClass} data-testid="home-article">
                <div className="aspect-[16/10] overflow-hidden bg-night-3">
                  {article.image ? (
                    <ResponsiveImage
                      url={article.image}
                      sources={images}
                      alt={ownAlt(article.title)}
                      sizes="(min-width: 1280px) 400px, (min-width: 768px) 45vw, 100vw"
                      className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  ) : (
                    <div aria-hidden="true" className="livery-stripe h-full w-full opacity-60" />
                  )}
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex flex-wrap items-center gap-3 text-sm text-mist">
                    <Badge>{categoryLabel(article.category, t)}</Badge>
                    {article.publishedAt ? <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time> : null}
                  </div>
                  <h3 lang={article.lang} className="mt-4 text-2xl leading-tight">
                    <Link to={localPath(NEWS_TAB_URL)} className={stretchedLink}>
                      {article.title}
                    </Link>
                  </h3>
                  <p lang={article.lang} className="mt-3 flex-1 text-mist">{article.excerpt}</p>
                  <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold uppercase">
                    {t("home.news.readMore")}
                    <ArrowRight size={16} className="transition-transform group-hover:translate-x-1" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}

export function HomeNewsletter({ result }: { result: Loaded<HomeNewsletterCard[]> }) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  return (
    <DataView result={result} errorMessage={t("error.homeNews")} emptyMessage={t("empty.homeNewsletters")}>
      {(editions) => (
        <ul className="h-full">
          {editions.map((edition) => (
            <li key={edition.id} className="h-full">
              <article className={`${cardClass} isolate bg-gradient-to-br from-racing/30 via-night-2 to-night-2 p-6`} data-testid="home-newsletter">
                <div aria-hidden="true" className="livery-stripe pointer-events-none absolute -top-6 -right-24 -z-10 h-24 w-72 opacity-40" />
                <div className="flex items-center gap-3 text-sm text-mist">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-gold/20 text-gold ring-1 ring-gold/40">
                    <Mail aria-hidden="true" size={18} />
                  </span>
                  <span className="font-semibold tracking-widest text-gold uppercase">{t("home.news.newsletter")}</span>
                </div>
                <time dateTime={edition.sentAt} className="mt-6 block text-sm text-mist">
                  {format.date(edition.sentAt)}
                </time>
                <h3 lang={edition.lang} className="mt-2 text-2xl leading-tight">
                  <Link to={localPath(NEWSLETTER_TAB_URL)} className={stretchedLink}>
                    {edition.title}
                  </Link>
                </h3>
                <p lang={edition.lang} className="mt-2 font-semibold text-cream/90">{edition.subject}</p>
                <p lang={edition.lang} className="mt-3 flex-1 text-mist">{edition.preview}</p>
                <span aria-hidden="true" className="mt-5 inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-gold uppercase">
                  {t("home.news.readNewsletter")}
                  <ArrowRight size={16} className="transition-transform group-hover:translate-x-1" />
                </span>
              </article>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );
}
