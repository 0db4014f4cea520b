import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ownAlt, ResponsiveImage } from "../../../components/responsive-image.tsx";
import { cn } from "../../../lib/cn.ts";
import { useT, useFormat, useLocalPath } from "../../../lib/i18n/index.ts";
import { categoryLabel } from "../rules.ts";
import type { ArticleCard as ArticleCardData } from "../schema.ts";
import type { ImageSources } from "../../../lib/image-sources.ts";

/** An article in the /news grid; the lead story (newest) spans two columns on wide screens. */
export function ArticleCard({ article, images, lead = false }: { article: ArticleCardData; images: Record<string, ImageSources>; lead?: boolean }) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  return (
    <article
      data-testid="article-card"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 transition-colors hover:border-white/25 focus-within:border-gold",
        lead && "md:col-span-2 lg:row-span-2",
      )}
    >
      <div className={cn("relative overflow-hidden bg-night-3", lead ? "aspect-[16/9] lg:aspect-auto lg:min-h-80 lg:flex-1" : "aspect-[16/10]")}>
        {article.image ? (
          <ResponsiveImage
            url={article.image}
            sources={images}
            alt={ownAlt(article.title)}
            sizes={lead ? "(min-width: 1280px) 824px, (min-width: 768px) 66vw, 100vw" : "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"}
            priority={lead}
            className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <div aria-hidden="true" className="flex h-full w-full items-end bg-night-3 p-6">
            <span className="livery-stripe absolute inset-0 opacity-40" />
            <span className="relative font-display text-4xl tracking-wide text-cream/80 uppercase">{categoryLabel(article.category, t)}</span>
          </div>
        )}
        <span className="absolute top-4 left-4 rounded-full bg-night/85 px-3 py-1 text-xs font-semibold tracking-wide text-gold uppercase ring-1 ring-gold/40 backdrop-blur">
          {categoryLabel(article.category, t)}
        </span>
      </div>
      <div className={cn("flex flex-col gap-3 p-6", lead ? "sm:p-8" : "flex-1")}>
        <p className="text-sm font-medium text-mist">
          <time dateTime={article.date}>{format.date(article.date)}</time>
        </p>
        {/* An article not yet in the page's language shows in English, and says so (lang). */}
        <h2 lang={article.lang} className={cn("leading-tight text-cream", lead ? "text-3xl sm:text-4xl" : "text-2xl")}>
          <Link to={localPath(`/news/${article.slug}`)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {article.title}
          </Link>
        </h2>
        <p data-testid="article-excerpt" lang={article.lang} className="text-mist">
          {article.excerpt}
        </p>
        <p aria-hidden="true" className="mt-auto inline-flex items-center gap-2 pt-2 text-sm font-semibold tracking-wide text-cream uppercase">
          {t("news.readArticle")}
          <ArrowRight size={16} className="text-signal transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
