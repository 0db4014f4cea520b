import { pathIn } from "../../lib/public-paths.ts";
import type { ContentKey } from "../../lib/i18n/en/content.ts";
import type { Translate } from "../../lib/i18n/index.ts";

/**
 * The fixed pages of the site feature not yet edited in Admin › Pages: the
 * services (§1) and the experiences (§9) (the home page and the driver's
 * career are the team's documents: features/pages). This module
 * holds their structure (ids, order, years, prices, images) and the keys of
 * their words in the content catalogue (`lib/i18n/en/content.ts`). A route
 * loader resolves them with `translator()` and sends the page plain strings,
 * so the copy never reaches the browser's JavaScript.
 * No English words in this file: `lib/i18n/content.test.ts` refuses them.
 */
type ContentT = Translate<ContentKey>;

/**
 * The four experiences of §9, exactly as priced there, with their copy.
 * `type` is the value of the request form's experience type; the
 * experience's name is the public message `experience.type.<type>`.
 */
export type ExperienceCardType = "f1_drive" | "coaching" | "vip" | "hot_laps";

interface ExperienceData {
  type: ExperienceCardType;
  /** "From" price in euro. */
  price: number;
  duration: "full_day" | "weekend" | "half_day";
  level?: "advanced";
  featured: boolean;
  /** A short note shown with the duration, e.g. the number of laps. */
  note?: ContentKey;
  description: ContentKey;
  includes: readonly ContentKey[];
}

/** An experience card as the page receives it: the copy in the request's words. */
export interface Experience extends Omit<ExperienceData, "note" | "description" | "includes"> {
  note?: string;
  description: string;
  includes: string[];
}

const EXPERIENCES: readonly ExperienceData[] = [
  {
    type: "f1_drive",
    price: 15_000,
    duration: "full_day",
    level: "advanced",
    featured: true,
    description: "content.experience.f1_drive.description",
    includes: [
      "content.experience.f1_drive.include.fitting",
      "content.experience.f1_drive.include.warmUp",
      "content.experience.f1_drive.include.runs",
      "content.experience.f1_drive.include.debrief",
    ],
  },
  {
    type: "coaching",
    price: 2_500,
    duration: "full_day",
    featured: false,
    description: "content.experience.coaching.description",
    includes: [
      "content.experience.coaching.include.trackWalk",
      "content.experience.coaching.include.sessions",
      "content.experience.coaching.include.telemetry",
      "content.experience.coaching.include.report",
    ],
  },
  {
    type: "vip",
    price: 8_000,
    duration: "weekend",
    featured: true,
    description: "content.experience.vip.description",
    includes: [
      "content.experience.vip.include.garage",
      "content.experience.vip.include.gridWalk",
      "content.experience.vip.include.hospitality",
      "content.experience.vip.include.meet",
    ],
  },
  {
    type: "hot_laps",
    price: 1_500,
    duration: "half_day",
    note: "content.experience.hot_laps.note",
    featured: false,
    description: "content.experience.hot_laps.description",
    includes: [
      "content.experience.hot_laps.include.safety",
      "content.experience.hot_laps.include.laps",
      "content.experience.hot_laps.include.gear",
      "content.experience.hot_laps.include.video",
    ],
  },
];

export function experienceCards(t: ContentT): Experience[] {
  return EXPERIENCES.map(({ note, description, includes, ...rest }) => ({
    ...rest,
    ...(note ? { note: t(note) } : {}),
    description: t(description),
    includes: includes.map((key) => t(key)),
  }));
}

/**
 * The seven services of the team (§1), each a section of /services whose id
 * the footer links to.
 */
export type ServiceId =
  | "acquisition"
  | "restoration"
  | "racing"
  | "track-experiences"
  | "driver-coaching"
  | "team-management"
  | "technical-consulting";

/** The contact form's subject a service's enquiry starts with (§5 options). */
export type ServiceSubject = "racing" | "coaching" | "cars" | "partnership" | "media" | "other";

interface ServiceData {
  id: ServiceId;
  title: ContentKey;
  tagline: ContentKey;
  description: ContentKey;
  points: readonly ContentKey[];
  subject: ServiceSubject;
  /** Another page that tells more, when there is one. */
  related?: { to: string; label: ContentKey };
}

/** A service section as the page receives it: the copy in the request's words. */
export interface Service {
  id: ServiceId;
  title: string;
  tagline: string;
  description: string;
  points: string[];
  subject: ServiceSubject;
  related?: { to: string; label: string };
}

const SERVICES: readonly ServiceData[] = [
  {
    id: "acquisition",
    title: "content.service.acquisition.title",
    tagline: "content.service.acquisition.tagline",
    description: "content.service.acquisition.description",
    points: [
      "content.service.acquisition.point.search",
      "content.service.acquisition.point.history",
      "content.service.acquisition.point.inspection",
      "content.service.acquisition.point.transport",
    ],
    subject: "cars",
    related: { to: "/collection", label: "content.service.acquisition.related" },
  },
  {
    id: "restoration",
    title: "content.service.restoration.title",
    tagline: "content.service.restoration.tagline",
    description: "content.service.restoration.description",
    points: [
      "content.service.restoration.point.stripDown",
      "content.service.restoration.point.rebuilds",
      "content.service.restoration.point.livery",
      "content.service.restoration.point.file",
    ],
    subject: "cars",
  },
  {
    id: "racing",
    title: "content.service.racing.title",
    tagline: "content.service.racing.tagline",
    description: "content.service.racing.description",
    points: [
      "content.service.racing.point.arriveAndDrive",
      "content.service.racing.point.preparation",
      "content.service.racing.point.entries",
      "content.service.racing.point.data",
    ],
    subject: "racing",
    related: { to: "/events", label: "content.service.racing.related" },
  },
  {
    id: "track-experiences",
    title: "content.service.track-experiences.title",
    tagline: "content.service.track-experiences.tagline",
    description: "content.service.track-experiences.description",
    points: [
      "content.service.track-experiences.point.days",
      "content.service.track-experiences.point.equipment",
      "content.service.track-experiences.point.coach",
      "content.service.track-experiences.point.video",
    ],
    subject: "other",
    related: { to: "/experiences", label: "content.service.track-experiences.related" },
  },
  {
    id: "driver-coaching",
    title: "content.service.driver-coaching.title",
    tagline: "content.service.driver-coaching.tagline",
    description: "content.service.driver-coaching.description",
    points: [
      "content.service.driver-coaching.point.sessions",
      "content.service.driver-coaching.point.reviews",
      "content.service.driver-coaching.point.raceWeekend",
      "content.service.driver-coaching.point.licence",
    ],
    subject: "coaching",
  },
  {
    id: "team-management",
    title: "content.service.team-management.title",
    tagline: "content.service.team-management.tagline",
    description: "content.service.team-management.description",
    points: [
      "content.service.team-management.point.planning",
      "content.service.team-management.point.crew",
      "content.service.team-management.point.spares",
      "content.service.team-management.point.transport",
    ],
    subject: "racing",
  },
  {
    id: "technical-consulting",
    title: "content.service.technical-consulting.title",
    tagline: "content.service.technical-consulting.tagline",
    description: "content.service.technical-consulting.description",
    points: [
      "content.service.technical-consulting.point.authenticity",
      "content.service.technical-consulting.point.setUp",
      "content.service.technical-consulting.point.valuations",
      "content.service.technical-consulting.point.museums",
    ],
    subject: "other",
  },
];

export function serviceSections(t: ContentT): Service[] {
  return SERVICES.map(({ title, tagline, description, points, related, ...rest }) => ({
    ...rest,
    title: t(title),
    tagline: t(tagline),
    description: t(description),
    points: points.map((key) => t(key)),
    ...(related ? { related: { to: pathIn(related.to, t.locale), label: t(related.label) } } : {}),
  }));
}
