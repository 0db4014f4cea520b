import type { Route } from "./+types/events";
import { requestPageDocuments } from "../../features/pages/queries.server.ts";
import { listIntroView } from "../../features/pages/rules.ts";
import { DataView } from "../../components/data-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { CalendarSubscribe } from "../../features/events/components/calendar-subscribe.tsx";
import { EventCard, LeadEventCard } from "../../features/events/components/event-card.tsx";
import { UpcomingSidebar } from "../../features/events/components/upcoming-sidebar.tsx";
import { listUpcomingEventCards } from "../../features/events/queries.server.ts";
import { EVENTS_CALENDAR_PATH } from "../../features/events/rules.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { useT, metaT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";
import { loadSection } from "../../platform/load-section.server.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => seoMeta(pageTitle(metaT(matches)("events.title"), matches), loaderData?.seo);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // The introduction the team wrote (Admin › Pages › Lists: introductions), in the page's language.
  const intro = listIntroView((await requestPageDocuments(context, request)).listings, "events", context.get(localeContext));
  const locale = context.get(localeContext);
  const events = await loadSection(context, request, "events", ({ db }) => listUpcomingEventCards(db, locale));
  const images = events.ok ? await resolveImages(context.get(servicesContext).db, events.data.map((event) => event.image)) : {};
  // Each event's structured data (SportsEvent) is on its own page, which every card links to: repeating it here would double this page's head.
  const seo = await pageSeo(context, { url, page: "events", breadcrumb: [{ name: translator(locale)("events.title") }] });
  // The feed of upcoming events: webcal:// makes a phone subscribe (absolute, from the site's address), https downloads it.
  const download = EVENTS_CALENDAR_PATH[locale];
  const webcal = context.get(servicesContext).env.PUBLIC_URL.replace(/^https?:/, "webcal:") + download;
  return { intro, events, images, calendar: { webcal, download }, seo };
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { events, images, calendar } = loaderData;
  return (
    <main id="main">
      <PageIntro eyebrow={loaderData.intro.eyebrow.text} title={t("events.title")} lead={loaderData.intro.lead.text} />
      <section aria-labelledby="event-calendar-title" className="mx-auto max-w-7xl px-6 py-14 sm:py-20">
        <h2 id="event-calendar-title" className="sr-only">
          {t("events.calendar")}
        </h2>
        <DataView result={events} errorMessage={t("error.events")} emptyMessage={t("empty.events")}>
          {([first, ...rest]) => (
            <div className="space-y-10">
              <LeadEventCard event={first!} images={images} />
              <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
                <div className="grid content-start gap-6 sm:grid-cols-2">
                  {rest.map((event) => (
                    <EventCard key={event.id} event={event} images={images} />
                  ))}
                </div>
                <UpcomingSidebar events={[first!, ...rest]} />
              </div>
            </div>
          )}
        </DataView>
        <div className="mt-16">
          <CalendarSubscribe webcal={calendar.webcal} download={calendar.download} />
        </div>
      </section>
    </main>
  );
}
