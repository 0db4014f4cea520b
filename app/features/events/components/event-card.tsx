import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { ownAlt, ResponsiveImage } from "../../../components/responsive-image.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { cn } from "../../../lib/cn.ts";
import { useLocalPath, useT, type Locale } from "../../../lib/i18n/index.ts";
import type { EventCard as EventCardData } from "../schema.ts";
import { EventDate } from "./event-date.tsx";
import type { ImageSources } from "../../../lib/image-sources.ts";

export function EventBadges({ event }: { event: EventCardData }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone="neutral">
        <span lang={event.lang?.eventType}>{event.eventType}</span>
      </Badge>
      {event.featured ? (
        <Badge tone="gold">
          <Star aria-hidden="true" size={12} className="mr-1.5 fill-current" />
          {t("events.featured")}
        </Badge>
      ) : null}
    </div>
  );
}

/** The event's name, leading to its page. */
function EventName({ event, className }: { event: EventCardData; className: string }) {
  const localPath = useLocalPath();
  return (
    <h3 lang={event.lang?.name} className={className}>
      <Link to={localPath(`/events/${event.id}`)} className="decoration-signal decoration-2 underline-offset-4 transition-colors hover:underline">
        {event.name}
      </Link>
    </h3>
  );
}

export function Location({ location, lang }: { location: string; lang: Locale | undefined }) {
  const t = useT();
  return (
    <p className="flex items-start gap-2 text-cream/85">
      <MapPin aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-signal" />
      <span>
        <span className="sr-only">{t("events.location")} </span>
        <span lang={lang}>{location}</span>
      </span>
    </p>
  );
}

/** The next event: full width and larger than the others (§2). */
export function LeadEventCard({ event, images }: { event: EventCardData; images: Record<string, ImageSources> }) {
  const t = useT();
  return (
    <article
      id={`event-${event.id}`}
      data-testid="event-card"
      data-lead="true"
      className="scroll-mt-28 overflow-hidden rounded-xl border border-white/10 bg-night-2 shadow-2xl lg:grid lg:grid-cols-[1.15fr_1fr]"
    >
      <div className="relative aspect-[16/10] bg-night-3 lg:aspect-auto lg:min-h-[26rem]">
        <ResponsiveImage
          url={event.image}
          sources={images}
          alt={ownAlt(event.name)}
          sizes="(min-width: 1280px) 680px, (min-width: 1024px) 54vw, 100vw"
          priority
          className="absolute inset-0 h-full w-full object-cover"
        />
        <span aria-hidden="true" className="livery-stripe absolute inset-x-0 bottom-0 h-2 opacity-90" />
      </div>
      <div className="relative flex flex-col gap-5 p-7 sm:p-10">
        <p className="text-xs font-semibold tracking-[0.3em] text-red-400 uppercase">{t("events.nextUp")}</p>
        <EventDate event={event} size="lg" />
        <EventName event={event} className="text-3xl leading-tight sm:text-4xl" />
        <EventBadges event={event} />
        <Location location={event.location} lang={event.lang?.location} />
        {event.description ? (
          <p lang={event.lang?.description} className="text-lg leading-relaxed text-mist">
            {event.description}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Any event after the first, in the grid; `priority` for the first card of a page (its largest paint on a phone). */
export function EventCard({ event, images, priority = false }: { event: EventCardData; images: Record<string, ImageSources>; priority?: boolean }) {
  return (
    <article
      id={`event-${event.id}`}
      data-testid="event-card"
      className={cn("flex scroll-mt-28 flex-col overflow-hidden rounded-lg border border-white/10 bg-night-2 transition-colors hover:border-white/25")}
    >
      <div className="relative aspect-[16/9] bg-night-3">
        <ResponsiveImage
          url={event.image}
          sources={images}
          alt={ownAlt(event.name)}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 45vw, 100vw"
          priority={priority}
          className="absolute inset-0 h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <EventDate event={event} />
        <EventName event={event} className="text-2xl leading-tight" />
        <EventBadges event={event} />
        <Location location={event.location} lang={event.lang?.location} />
        {event.description ? (
          <p lang={event.lang?.description} className="leading-relaxed text-mist">
            {event.description}
          </p>
        ) : null}
      </div>
    </article>
  );
}
