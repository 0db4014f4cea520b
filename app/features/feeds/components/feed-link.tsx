import { Rss } from "lucide-react";
import { useLocale, useT } from "../../../lib/i18n/index.ts";
import { FEED_PATHS } from "../schema.ts";

/**
 * A visible link to one of this language's RSS feeds, with the usual icon.
 * A plain link: the feed is a resource route, not a page of the app.
 */
export function FeedLink({ feed }: { feed: keyof typeof FEED_PATHS }) {
  const t = useT();
  const locale = useLocale();
  return (
    <a
      href={FEED_PATHS[feed][locale]}
      type="application/rss+xml"
      data-testid="feed-link"
      className="inline-flex items-center gap-2 text-sm font-semibold tracking-[0.15em] text-gold uppercase transition-colors hover:text-cream"
    >
      <Rss aria-hidden="true" size={16} />
      {t(feed === "news" ? "news.feed" : "newsletter.feed")}
    </a>
  );
}
