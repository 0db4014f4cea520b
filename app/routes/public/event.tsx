import { CalendarPlus } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/event";
import { isPreviewRequest } from "../../features/pages/queries.server.ts";
import { ownAlt, ResponsiveImage } from "../../components/responsive-image.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { EventBadges, Location } from "../../features/events/components/event-card.tsx";
import { EventDate } from "../../features/events/components/event-date.tsx";
import { getEventView } from "../../features/events/queries.server.ts";
import { eventCalendarPath } from "../../features/events/rules.ts";
import { resolveImages } from "../../features/media/queries.server.ts";
import { BackLink } from "../../features/news/components/back-link.tsx";
import { formatsFor } from "../../lib/format.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { FORMAT_LOCALE, metaT, useLocale, useLocalPath, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { seoMeta } from "../../lib/seo.ts";
import { pageSeo } from "../../features/seo/queries.server.ts";
import { eventDates, shareImage, sportsEventLd } from "../../features/seo/schema.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta(pageTitle(loaderData?.event.name ?? metaT(matches)("notFound.title"), matches), loaderData?.seo);

/**
 * A published event's page, past or upcoming, in the page's language (English
 * marked where the event has no French); drafts, the trash and unknown ids are
 * a 404. Its "Add to calendar" file is a resource route beside it.
 */
export async function loader({ params, context, request, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = context.get(localeContext);
  // An admin's preview (`?preview=draft`) shows a draft or a scheduled event as it will be.
  const event = await getEventView(db, params.eventId, locale, { preview: await isPreviewRequest(context, request) });
  if (!event) throw data(null, { status: 404 });
  const format = formatsFor(FORMAT_LOCALE[locale]);
  const description =
    event.description ?? translator(locale)("events.pageDescription", { name: event.name, date: format.dateRange(event.date, event.endDate), location: event.location });
  const images = await resolveImages(db, [event.image]);
  const t = translator(locale);
  const image = shareImage(context.get(servicesContext).env.PUBLIC_URL, event.image, images, event.name);
  const seo = await pageSeo(context, {
    url,
    description,
    image,
    alternates: event.alternates,
    breadcrumb: event.past
      ? [{ name: t("events.title"), path: "/events" }, { name: t("events.past.title"), path: "/events/past" }, { name: event.name }]
      : [{ name: t("events.title"), path: "/events" }, { name: event.name }],
    structuredData: (team) => [
      sportsEventLd(team, {
        name: event.name,
        url: team.origin + url.pathname,
        description,
        image: image?.url,
        ...eventDates(event),
        location: event.location,
        inLanguage: event.lang?.name ?? locale,
      }),
    ],
  });
  // The switcher and hreflang read `alternates`: an event without French is not announced in French.
  return { event, alternates: event.alternates, images, seo };
}

export default function EventPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const localPath = useLocalPath();
  const { event, images } = loaderData;
  const back = event.past ? <BackLink to={localPath("/events/past")}>{t("events.backToPast")}</BackLink> : <BackLink to={localPath("/events")}>{t("events.backToEvents")}</BackLink>;
  return (
    <main id="main">
      <article>
        <header className="relative overflow-hidden border-b border-white/10 bg-night-2">
          <div aria-hidden="true" className="livery-stripe absolute inset-0 opacity-20" />
          <div className="relative mx-auto max-w-5xl px-6 pt-12 pb-16 sm:pt-16 sm:pb-20">
            {back}
            <div className="mt-10 flex flex-wrap items-center gap-2">
              <EventBadges event={event} />
              {event.past ? <Badge tone="red">{t("events.pastBadge")}</Badge> : null}
            </div>
            {/* An event not yet in French shows its English on a French page, and says so (lang). */}
            <h1 lang={event.lang?.name} className="mt-5 text-4xl leading-[1.05] sm:text-6xl">
              {event.name}
            </h1>
            <div className="mt-8 grid gap-6 sm:grid-cols-[auto_1fr] sm:items-end sm:gap-12">
              <EventDate event={event} size="lg" />
              <Location location={event.location} lang={event.lang?.location} />
            </div>
            <p className="mt-10">
              {/* A file to open in a calendar app: a plain link, the browser downloads it. */}
              <a href={eventCalendarPath(event.id, locale)} download className={buttonClass("primary")}>
                <CalendarPlus aria-hidden="true" size={18} />
                {t("events.addToCalendar")}
              </a>
            </p>
          </div>
        </header>
        {event.image ? (
          <div className="mx-auto max-w-5xl sm:px-6 sm:pt-10">
            <ResponsiveImage
              url={event.image}
              sources={images}
              alt={ownAlt(event.name)}
              sizes="(min-width: 1024px) 976px, (min-width: 640px) calc(100vw - 48px), 100vw"
              priority
              className="aspect-[16/9] w-full object-cover sm:rounded-lg"
            />
          </div>
        ) : null}
        <div className="mx-auto max-w-5xl px-6 py-12 sm:py-16">
          {event.description ? (
            <p lang={event.lang?.description} className="max-w-3xl text-lg leading-relaxed whitespace-pre-line text-mist">
              {event.description}
            </p>
          ) : null}
          <div className="mt-14 border-t border-white/10 pt-8">{back}</div>
        </div>
      </article>
    </main>
  );
}
