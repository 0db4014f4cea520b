import type { Route } from "./+types/events-past";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { listIntroView } from "../../features/pages/rules.ts";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { EventCard } from "../../features/events/components/event-card.tsx";
import { listPastEventCards } from "../../features/events/queries.server.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { BackLink } from "../../features/news/components/back-link.tsx";
import { metaT, useLocalPath, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("events.past.title"), matches), loaderData?.seo);

/** The archive: published events whose last day has passed, newest first; each keeps its page. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The introduction the team wrote (Admin › Pages › Lists: introductions), in the page's language.
  const intro = listIntroView((await requestPageDocuments(context, request)).listings, "pastEvents", context.get(localeContext));
  const locale = context.get(localeContext);
  const events = await loadSection(context, request, "past-events", ({ db }) => listPastEventCards(db, locale));
  const images = events.ok ? await resolveImages(context.get(servicesContext).db, events.data.map((event) => event.image)) : {};
  const t = translator(locale);
  const seo = await pageSeo(context, {
    url,
    description: intro.lead.text || null,
    breadcrumb: [{ name: t("events.title"), path: "/events" }, { name: t("events.past.title") }],
  });
  return { intro, events, images, seo };
}

export default function PastEventsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { events, images } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={loaderData.intro.eyebrow.text} title={t("events.past.title")} lead={loaderData.intro.lead.text} />
      <section aria-labelledby="past-events-title" className="mx-auto max-w-7xl px-6 py-14 sm:py-20">
        <h2 id="past-events-title" className="sr-only">
          {t("events.past.title")}
        </h2>
        <BackLink to={localPath("/events")} className="mb-10">
          {t("events.backToEvents")}
        </BackLink>
        <DataView result={events} errorMessage={t("error.events")} emptyMessage={t("empty.pastEvents")}>
          {(items) => (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((event, index) => (
                <EventCard key={event.id} event={event} images={images} priority={index === 0} />
              ))}
            </div>
          )}
        </DataView>
      </section>
    </main>
  );
}
