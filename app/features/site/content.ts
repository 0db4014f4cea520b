import { pathIn } from "../../lib/public-paths.ts";
import type { ContentKey } from "../../lib/i18n/en/content.ts";
import type { Translate } from "../../lib/i18n/index.ts";

/**
 * The fixed pages of the site feature: the driver's career (§2), the
 * services (§1), the experiences (§9) and the partners (§2). This module
 * holds their structure (ids, order, years, prices, images) and the keys of
 * their words in the content catalogue (`lib/i18n/en/content.ts`). A route
 * loader resolves them with `translator()` and sends the page plain strings,
 * so the copy never reaches the browser's JavaScript. Proper names stay here
 * as data: the partners' brand names (the driver's name is a site setting).
 * No English words in this file: `lib/i18n/content.test.ts` refuses them.
 */
type ContentT = Translate<ContentKey>;

/** The career starts here; the timeline runs from this year to the present one. */
export const CAREER_START_YEAR = 1997;

/** The helmet artwork the demo seed stores; shown only when the media library has it. */
export const DRIVER_PORTRAIT_URL = "/media/demo/hero/driver-1600.webp";

export interface Achievement {
  /** "2016 · 2022": the seasons it was won in. */
  year: string;
  title: string;
  detail: string;
}

const ACHIEVEMENTS: readonly { years: readonly number[]; title: ContentKey; detail: ContentKey }[] = [
  { years: [2016, 2022], title: "content.driver.achievement.historicF1.title", detail: "content.driver.achievement.historicF1.detail" },
  { years: [2018], title: "content.driver.achievement.monaco.title", detail: "content.driver.achievement.monaco.detail" },
  { years: [2009], title: "content.driver.achievement.leMans.title", detail: "content.driver.achievement.leMans.detail" },
  { years: [2001], title: "content.driver.achievement.formulaRenault.title", detail: "content.driver.achievement.formulaRenault.detail" },
];

const JOURNEY: readonly ContentKey[] = [
  "content.driver.journey.workshop",
  "content.driver.journey.singleSeaters",
  "content.driver.journey.team",
  "content.driver.journey.today",
];

export interface CareerStat {
  value: string;
  label: string;
}

/** 1997 is the first season: in 2026 the driver is in his 30th. */
export function seasonCount(currentYear: number): number {
  return currentYear - CAREER_START_YEAR + 1;
}

/** The stats cards; the seasons follow the calendar. */
export function careerStats(t: ContentT, currentYear: number): CareerStat[] {
  return [
    { value: String(seasonCount(currentYear)), label: t("content.driver.stat.seasons") },
    { value: "312", label: t("content.driver.stat.starts") },
    { value: "47", label: t("content.driver.stat.wins") },
    { value: "118", label: t("content.driver.stat.podiums") },
    { value: "4", label: t("content.driver.stat.titles") },
  ];
}

export interface TimelineEntry {
  /** "1997", or "2026 – present" for the current season. */
  period: string;
  title: string;
  text: string;
  /** True for the entry that runs to the present. */
  current?: boolean;
}

const MILESTONES: readonly { year: number; title: ContentKey; text: ContentKey }[] = [
  { year: 1997, title: "content.driver.milestone.1997.title", text: "content.driver.milestone.1997.text" },
  { year: 1998, title: "content.driver.milestone.1998.title", text: "content.driver.milestone.1998.text" },
  { year: 2000, title: "content.driver.milestone.2000.title", text: "content.driver.milestone.2000.text" },
  { year: 2001, title: "content.driver.milestone.2001.title", text: "content.driver.milestone.2001.text" },
  { year: 2003, title: "content.driver.milestone.2003.title", text: "content.driver.milestone.2003.text" },
  { year: 2005, title: "content.driver.milestone.2005.title", text: "content.driver.milestone.2005.text" },
  { year: 2007, title: "content.driver.milestone.2007.title", text: "content.driver.milestone.2007.text" },
  { year: 2009, title: "content.driver.milestone.2009.title", text: "content.driver.milestone.2009.text" },
  { year: 2012, title: "content.driver.milestone.2012.title", text: "content.driver.milestone.2012.text" },
  { year: 2014, title: "content.driver.milestone.2014.title", text: "content.driver.milestone.2014.text" },
  { year: 2016, title: "content.driver.milestone.2016.title", text: "content.driver.milestone.2016.text" },
  { year: 2018, title: "content.driver.milestone.2018.title", text: "content.driver.milestone.2018.text" },
  { year: 2020, title: "content.driver.milestone.2020.title", text: "content.driver.milestone.2020.text" },
  { year: 2022, title: "content.driver.milestone.2022.title", text: "content.driver.milestone.2022.text" },
  { year: 2024, title: "content.driver.milestone.2024.title", text: "content.driver.milestone.2024.text" },
];

/**
 * The complete history: every milestone up to the given year, then the
 * current season, "{year} – present", so the timeline always reaches today.
 */
export function careerTimeline(t: ContentT, currentYear: number): TimelineEntry[] {
  const past = MILESTONES.filter((milestone) => milestone.year < currentYear).map((milestone) => ({
    period: String(milestone.year),
    title: t(milestone.title),
    text: t(milestone.text),
  }));
  return [
    ...past,
    {
      period: t("content.driver.present.period", { year: currentYear }),
      title: t("content.driver.present.title", { season: seasonCount(currentYear) }),
      text: t("content.driver.present.text"),
      current: true,
    },
  ];
}

/** Everything the driver page shows of its fixed copy, in the request's words. */
export function driverPageContent(t: ContentT, currentYear: number) {
  return {
    lead: t("content.driver.lead"),
    achievements: ACHIEVEMENTS.map(({ years, title, detail }): Achievement => ({ year: years.join(" · "), title: t(title), detail: t(detail) })),
    journey: JOURNEY.map((key) => t(key)),
    stats: careerStats(t, currentYear),
    timeline: careerTimeline(t, currentYear),
  };
}

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

/** The eight partners of the home page and the footer ticker (§2), each with its category. */
export interface Partner {
  name: string;
  category: string;
}

/** The partners' names are brands: data, the same in every language. */
const PARTNERS: readonly { name: string; category: ContentKey }[] = [
  { name: "Vortex Performance", category: "content.partner.category.performanceParts" },
  { name: "Roulements Arnaud", category: "content.partner.category.bearings" },
  { name: "Huiles Castellane", category: "content.partner.category.lubricants" },
  { name: "Chimie Lafarge Racing", category: "content.partner.category.chemicals" },
  { name: "Paddock Revue", category: "content.partner.category.media" },
  { name: "Pneus Héritage", category: "content.partner.category.tires" },
  { name: "Freinage Duroc", category: "content.partner.category.braking" },
  { name: "Équipement Piste", category: "content.partner.category.equipment" },
];

export function partnerList(t: ContentT): Partner[] {
  return PARTNERS.map(({ name, category }) => ({ name, category: t(category) }));
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
