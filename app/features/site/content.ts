import type { ContentKey } from "../../lib/i18n/en/content.ts";
import type { Translate } from "../../lib/i18n/index.ts";

/**
 * The fixed page of the site feature not yet edited in Admin › Pages: the
 * experiences (§9) (the home page, the driver's career and the services are
 * the team's documents: features/pages). This module
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
