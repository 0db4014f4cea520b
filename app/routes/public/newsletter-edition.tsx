import { data } from "react-router";
import type { Route } from "./+types/newsletter-edition";
import { BackLink } from "../../features/news/components/back-link.tsx";
import { Prose } from "../../features/news/components/prose.tsx";
import { getEditionView } from "../../features/newsletter/queries.server.ts";
import { useT, metaT, useFormat, useLocalPath } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(pageTitle(loaderData?.edition.subject ?? metaT(matches)("notFound.title"), matches), loaderData?.seo);

/** A sent edition (§4); unsent or unknown editions are a 404. Its HTML is sanitized on the server. */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  const edition = await getEditionView(context.get(servicesContext).db, params.editionId, context.get(localeContext));
  if (!edition) throw data(null, { status: 404 });
  const t = translator(context.get(localeContext));
  const seo = await pageSeo(context, {
    url,
    description: edition.html,
    alternates: edition.alternates,
    published: edition.sentAt,
    breadcrumb: [
      { name: t("news.title"), path: "/news" },
      { name: t("news.tab.newsletter"), path: "/news?category=newsletter" },
      { name: edition.subject },
    ],
  });
  return { edition, alternates: edition.alternates, seo };
}

export default function NewsletterEditionPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const format = useFormat();
  const { edition } = loaderData;
  return (
    <main id="main">
      <article>
        <header className="relative overflow-hidden border-b border-white/10 bg-night-2">
          <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-20" />
          <div className="relative mx-auto max-w-4xl px-6 pt-12 pb-16 sm:pt-16 sm:pb-20">
            <BackLink to={localPath("/news?category=newsletter")}>{t("newsletter.backToNewsletters")}</BackLink>
            <p className="mt-10 text-sm font-semibold tracking-[0.3em] text-gold uppercase">
              {t("newsletter.eyebrow")} · <span lang={edition.lang}>{edition.title}</span>
            </p>
            {/* An edition without French shows its English on a French page, and says so (lang). */}
            <h1 lang={edition.lang} className="mt-4 text-4xl leading-[1.05] sm:text-6xl">
              {edition.subject}
            </h1>
            <p className="mt-6 text-mist">
              <time dateTime={edition.sentAt}>{t("newsletter.sentOn", { date: format.date(edition.sentAt) })}</time>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-6 py-12 sm:py-16">
          <div className="rounded-lg border border-white/10 bg-night-2/60 p-6 sm:p-10">
            <div lang={edition.lang}>
              <Prose html={edition.html} />
            </div>
          </div>
          <div className="mt-12">
            <BackLink to={localPath("/news?category=newsletter")}>{t("newsletter.backToNewsletters")}</BackLink>
          </div>
        </div>
      </article>
    </main>
  );
}
