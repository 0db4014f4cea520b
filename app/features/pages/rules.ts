import type { contactSubjects } from "../../db/enums.ts";
import { FORMAT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { formatWeekday } from "../../lib/format.ts";
import type { LocalText } from "../../lib/local-text.ts";
import type { ClosedDay, ContactDocument, DayHours, DriverDocument, ExperiencesDocument, F1madnessDocument, HomeDocument, ListingsDocument, ServicesDocument } from "./schema.ts";

/**
 * What a public page reads of a page the team edits (schema.ts holds the
 * documents' zod schemas, the admin's form): the fixed lists a document's
 * choices come from, a document's words in the page's language, and the
 * plain data each page receives (its view). No zod here: the pages that
 * show a document load none of the admin's forms.
 */

export type { LocalText };

export interface Bilingual {
  en: string;
  fr: string;
}

export const TILE_ICONS = ["news", "car", "calendar", "trophy", "wrench", "flag", "camera", "mail"] as const;

export type TileIcon = (typeof TILE_ICONS)[number];

/** The career's first season: the timeline accepts years from here to next season. */
export const CAREER_START_YEAR = 1997;

export const F1_CAR_STATUSES = ["available", "on_track", "restoration"] as const;

export const F1_LIVERIES = ["bleu", "rouge", "vert"] as const;

export const F1_SERVICE_ICONS = ["search", "wrench", "flag", "gauge", "graduation", "clipboard"] as const;

export type F1ServiceIcon = (typeof F1_SERVICE_ICONS)[number];

export const SERVICE_ICONS = ["search", "wrench", "flag", "gauge", "graduation", "users", "settings"] as const;

export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export interface ServiceSectionView {
  anchor: string;
  shortName: LocalText;
  icon: ServiceIcon;
  title: LocalText;
  tagline: LocalText;
  description: LocalText;
  points: { items: string[]; lang?: Locale };
  subject: (typeof contactSubjects)[number];
  related: { label: LocalText; href: string } | null;
}

export interface ServicesView {
  intro: { eyebrow: LocalText; lead: LocalText };
  sections: ServiceSectionView[];
  cta: { title: LocalText; text: LocalText };
}

export function servicesView(document: ServicesDocument, locale: Locale): ServicesView {
  return {
    intro: { eyebrow: textIn(document.intro.eyebrow, locale), lead: textIn(document.intro.lead, locale) },
    sections: document.sections.map((section) => {
      return {
        anchor: section.anchor,
        shortName: textIn(section.shortName, locale),
        icon: section.icon,
        title: textIn(section.title, locale),
        tagline: textIn(section.tagline, locale),
        description: textIn(section.description, locale),
        points: linesIn(section.points, locale),
        subject: section.subject,
        related: section.related.label.en !== "" ? { label: textIn(section.related.label, locale), href: section.related.href } : null,
      };
    }),
    cta: { title: textIn(document.cta.title, locale), text: textIn(document.cta.text, locale) },
  };
}

/** The request form's value for "something else": never a card's key. */
export const CUSTOM_EXPERIENCE = "custom";

export interface ExperienceCardView {
  key: string;
  name: LocalText;
  price: number;
  duration: LocalText;
  note: LocalText;
  level: LocalText;
  featured: boolean;
  description: LocalText;
  includes: { items: string[]; lang?: Locale };
  image: { url: string; alt: LocalText } | null;
  requestable: boolean;
}

/** A choice of the request form: its value and the words it shows. */
export interface ExperienceOption {
  value: string;
  label: string;
}

export interface ExperiencesView {
  intro: { eyebrow: LocalText; lead: LocalText };
  cards: ExperienceCardView[];
  request: { eyebrow: LocalText; title: LocalText; lead: LocalText };
  options: ExperienceOption[];
}

/** The request form's choices in the page's language: the requestable cards, then the custom one. */
export function experienceOptions(document: ExperiencesDocument, locale: Locale): ExperienceOption[] {
  return [
    ...document.cards.filter((card) => card.requestable).map((card) => ({ value: card.key, label: textIn(card.name, locale).text })),
    ...(document.request.customLabel.en !== "" ? [{ value: CUSTOM_EXPERIENCE, label: textIn(document.request.customLabel, locale).text }] : []),
  ];
}

export function experiencesView(document: ExperiencesDocument, locale: Locale): ExperiencesView {
  return {
    intro: { eyebrow: textIn(document.intro.eyebrow, locale), lead: textIn(document.intro.lead, locale) },
    cards: document.cards.map((card) => ({
      key: card.key,
      name: textIn(card.name, locale),
      price: card.price,
      duration: textIn(card.duration, locale),
      note: textIn(card.note, locale),
      level: textIn(card.level, locale),
      featured: card.featured,
      description: textIn(card.description, locale),
      includes: linesIn(card.includes, locale),
      image: card.image.url ? { url: card.image.url, alt: textIn(card.image.alt, locale) } : null,
      requestable: card.requestable,
    })),
    request: { eyebrow: textIn(document.request.eyebrow, locale), title: textIn(document.request.title, locale), lead: textIn(document.request.lead, locale) },
    options: experienceOptions(document, locale),
  };
}

/** The pages that list items (news, events, cars, albums, merchandise): each opens with a line and a lead the team writes. */
export const LIST_PAGES = ["news", "events", "pastEvents", "collection", "gallery", "pitshop"] as const;

export type ListPage = (typeof LIST_PAGES)[number];

/** A list page's introduction in the page's language. */
export function listIntroView(document: ListingsDocument, page: ListPage, locale: Locale): { eyebrow: LocalText; lead: LocalText } {
  return { eyebrow: textIn(document[page].eyebrow, locale), lead: textIn(document[page].lead, locale) };
}

/**
 * The pages that describe themselves to search engines and social networks
 * (their meta description) when they have no item of their own to describe
 * them: the keys of `PAGE_DESCRIPTIONS` (features/seo/content.ts).
 */
export const DESCRIBED_PAGES = [
  "home",
  "driver",
  "f1madness",
  "services",
  "news",
  "newsletter",
  "events",
  "collection",
  "collectionTeam",
  "gallery",
  "galleryVideos",
  "experiences",
  "pitshop",
  "contact",
  "privacy",
  "terms",
  "legalNotice",
  "cookies",
] as const;

export type DescribedPage = (typeof DESCRIBED_PAGES)[number];

/** A description search engines show in one or two lines: longer is cut there anyway. */
export const DESCRIPTION_MAX = 300;

/** The site's own words, what an empty field keeps: shown under each field of the editor. */
export type SearchDefaults = { descriptions: Record<DescribedPage, Bilingual>; driverJobTitle: Bilingual };

/** The week as the contact page lists it: Monday first, as in France. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM", 24-hour: what <input type="time"> posts (seconds, if a browser adds them, are dropped). */
export const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The periods a day is open, "HH:MM" pairs: none when closed, two around a break. */
export function openPeriods(day: DayHours): [string, string][] {
  if (day.closed) return [];
  return day.breakStart && day.breakEnd
    ? [
        [day.opens, day.breakStart],
        [day.breakEnd, day.closes],
      ]
    : [[day.opens, day.closes]];
}

/** A line of the hours as the page shows it: "Monday - Friday" | "9:00 AM - 6:00 PM". */
export interface HoursLine {
  days: string;
  hours: string;
}

const weekdayName = (index: number, locale: Locale) => formatWeekday(index, FORMAT_LOCALE[locale]);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A time as the page writes it. English: "9:00 AM", with a plain space, as
 * the specification writes it (Intl puts a narrow no-break space before AM).
 * French: "9 h", "9 h 30", with the narrow no-break spaces of French typography.
 */
export function hourLabel(time: string, locale: Locale): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  if (locale === "fr") return minutes === "00" ? `${hours}\u202Fh` : `${hours}\u202Fh\u202F${minutes}`;
  return `${((hours + 11) % 12) + 1}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}

const HOURS_WORDS = {
  en: { closed: "Closed", to: " - ", and: ", " },
  fr: { closed: "Fermé", to: " – ", and: " et " },
} as const;

function daysLabel(first: number, last: number, locale: Locale): string {
  if (first === last) return capitalized(weekdayName(first, locale));
  if (locale === "fr") return last === first + 1 ? `${capitalized(weekdayName(first, "fr"))} et ${weekdayName(last, "fr")}` : `Du ${weekdayName(first, "fr")} au ${weekdayName(last, "fr")}`;
  return `${weekdayName(first, "en")} - ${weekdayName(last, "en")}`;
}

/**
 * The week as lines, consecutive days with the same hours on one line:
 * "Monday - Friday" | "9:00 AM - 6:00 PM", "Sunday" | "Closed"; in French
 * "Du lundi au vendredi" | "9 h – 18 h", "Dimanche" | "Fermé".
 */
export function hoursLines(week: readonly DayHours[], locale: Locale): HoursLine[] {
  const words = HOURS_WORDS[locale];
  const labels = week.map((day) => {
    const periods = openPeriods(day);
    return periods.length === 0 ? words.closed : periods.map(([from, to]) => `${hourLabel(from, locale)}${words.to}${hourLabel(to, locale)}`).join(words.and);
  });
  const lines: HoursLine[] = [];
  let first = 0;
  for (let index = 1; index <= labels.length; index++) {
    if (index < labels.length && labels[index] === labels[first]) continue;
    lines.push({ days: daysLabel(first, index - 1, locale), hours: labels[first]! });
    first = index;
  }
  return lines;
}

/** A closure as the page lists it; `today` when the workshop is closed today. */
export interface ClosureView {
  from: string;
  to: string | null;
  reason: LocalText;
  today: boolean;
}

/** How many closures to come the page lists: the next ones, the rest later. */
export const UPCOMING_CLOSURES = 5;

/** The closures that have not ended by `today` ("YYYY-MM-DD", Paris), soonest first, at most a few. */
export function upcomingClosures(closedDays: readonly ClosedDay[], today: string, locale: Locale): ClosureView[] {
  return closedDays
    .filter((closure) => (closure.to ?? closure.from) >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .slice(0, UPCOMING_CLOSURES)
    .map((closure) => ({ from: closure.from, to: closure.to, reason: textIn(closure.reason, locale), today: closure.from <= today }));
}

/** The hours as structured data reads them (schema.org OpeningHoursSpecification): days with the same periods together, English day names. */
export interface OpeningHours {
  weekly: { dayOfWeek: Capitalize<Weekday>[]; opens: string; closes: string }[];
  /** The closures not over by `today`: closed all day, said as opening and closing at midnight. */
  closures: { validFrom: string; validThrough: string }[];
}

export function openingHoursOf(document: Pick<ContactDocument, "hours" | "closedDays">, today: string): OpeningHours {
  const weekly: OpeningHours["weekly"] = [];
  document.hours.forEach((day, index) => {
    const name = capitalized(WEEKDAYS[index]!) as Capitalize<Weekday>;
    for (const [opens, closes] of openPeriods(day)) {
      const same = weekly.find((spec) => spec.opens === opens && spec.closes === closes);
      if (same) same.dayOfWeek.push(name);
      else weekly.push({ dayOfWeek: [name], opens, closes });
    }
  });
  const closures = document.closedDays
    .filter((closure) => (closure.to ?? closure.from) >= today)
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((closure) => ({ validFrom: closure.from, validThrough: closure.to ?? closure.from }));
  return { weekly, closures };
}

export interface ContactView {
  intro: { eyebrow: LocalText; lead: LocalText };
  form: { title: LocalText; lead: LocalText };
  hours: HoursLine[];
  closures: ClosureView[];
}

export function contactView(document: ContactDocument, locale: Locale, today: string): ContactView {
  return {
    intro: { eyebrow: textIn(document.intro.eyebrow, locale), lead: textIn(document.intro.lead, locale) },
    form: { title: textIn(document.form.title, locale), lead: textIn(document.form.lead, locale) },
    hours: hoursLines(document.hours, locale),
    closures: upcomingClosures(document.closedDays, today, locale),
  };
}

export function textIn(value: Bilingual, locale: Locale): LocalText {
  if (locale === "fr" && value.fr !== "") return { text: value.fr };
  return locale === "fr" && value.en !== "" ? { text: value.en, lang: "en" } : { text: value.en };
}

/** Text with empty lines between paragraphs, as paragraphs. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Lines of a multi-line text as a list, marked English when the French is missing. */
export function linesIn(value: Bilingual, locale: Locale): { items: string[]; lang?: Locale } {
  const text = textIn(value, locale);
  return { items: text.text.split("\n").map((line) => line.trim()).filter(Boolean), ...(text.lang ? { lang: text.lang } : {}) };
}

export interface LinkView {
  label: LocalText;
  /** An English path ("/collection": the component translates it), a section ("#news") or another site. */
  href: string;
}

export interface HomeView {
  hero: { videoUrl: string | null; posterUrl: string | null; eyebrow: LocalText; title: LocalText; lead: LocalText; buttons: LinkView[] };
  intro: { eyebrow: LocalText; title: LocalText; text: LocalText; tiles: { icon: TileIcon; title: LocalText; text: LocalText; href: string }[] };
  partners: PartnerView[];
}

export interface PartnerView {
  name: string;
  category: LocalText;
  logoUrl: string | null;
  url: string | null;
}

export function homeView(document: HomeDocument, locale: Locale): HomeView {
  const { hero, intro } = document;
  return {
    hero: {
      videoUrl: hero.videoUrl,
      posterUrl: hero.posterUrl,
      eyebrow: textIn(hero.eyebrow, locale),
      title: textIn(hero.title, locale),
      lead: textIn(hero.lead, locale),
      // A button without words is not shown.
      buttons: [hero.primary, hero.secondary].filter((button) => button.label.en !== "").map((button) => ({ label: textIn(button.label, locale), href: button.href })),
    },
    intro: {
      eyebrow: textIn(intro.eyebrow, locale),
      title: textIn(intro.title, locale),
      text: textIn(intro.text, locale),
      tiles: intro.tiles.map((tile) => ({ icon: tile.icon, title: textIn(tile.title, locale), text: textIn(tile.text, locale), href: tile.href })),
    },
    partners: partnersView(document, locale),
  };
}

/** The partners in the page's language: the home page's grid and the footer's ticker. */
export function partnersView(document: HomeDocument, locale: Locale): PartnerView[] {
  return document.partners.map((partner) => ({ name: partner.name, category: textIn(partner.category, locale), logoUrl: partner.logoUrl, url: partner.url }));
}

export interface TimelineView {
  year: number;
  toPresent: boolean;
  title: LocalText;
  text: LocalText;
}

export interface DriverView {
  name: string;
  portrait: { url: string | null; alt: LocalText };
  lead: LocalText;
  quote: LocalText;
  biography: { paragraphs: string[]; lang?: Locale };
  achievements: { years: string; title: LocalText; detail: LocalText }[];
  stats: { value: string; label: LocalText }[];
  timeline: TimelineView[];
  cta: { title: LocalText; text: LocalText };
}

export function driverView(document: DriverDocument, locale: Locale): DriverView {
  const biography = textIn(document.biography, locale);
  return {
    name: document.name,
    portrait: { url: document.portrait.url, alt: textIn(document.portrait.alt, locale) },
    lead: textIn(document.lead, locale),
    quote: textIn(document.quote, locale),
    biography: { paragraphs: paragraphsOf(biography.text), ...(biography.lang ? { lang: biography.lang } : {}) },
    achievements: document.achievements.map((item) => ({ years: item.years, title: textIn(item.title, locale), detail: textIn(item.detail, locale) })),
    stats: document.stats.map((stat) => ({ value: stat.value, label: textIn(stat.label, locale) })),
    timeline: document.timeline.map((entry) => ({ year: entry.year, toPresent: entry.toPresent, title: textIn(entry.title, locale), text: textIn(entry.text, locale) })),
    cta: { title: textIn(document.cta.title, locale), text: textIn(document.cta.text, locale) },
  };
}

export interface F1madnessView {
  hero: { eyebrow: LocalText; title: LocalText; lead: LocalText; stats: { value: string; label: LocalText }[] };
  cars: { title: LocalText; lead: LocalText; items: StaticCarView[] };
  services: { title: LocalText; lead: LocalText; items: { icon: F1ServiceIcon; title: LocalText; text: LocalText }[] };
  ecosystem: { title: LocalText; lead: LocalText; items: { title: LocalText; text: LocalText; href: string }[] };
}

/** A car of F1 Madness as its card shows it. */
export interface StaticCarView {
  key: string;
  name: string;
  year: number;
  chassis: LocalText;
  engine: LocalText;
  drivers: string;
  status: (typeof F1_CAR_STATUSES)[number];
  description: LocalText;
  number: number;
  livery: (typeof F1_LIVERIES)[number];
}

export function f1madnessView(document: F1madnessDocument, locale: Locale): F1madnessView {
  const words = (section: { title: Bilingual; lead: Bilingual }) => ({ title: textIn(section.title, locale), lead: textIn(section.lead, locale) });
  return {
    hero: { eyebrow: textIn(document.hero.eyebrow, locale), title: textIn(document.hero.title, locale), lead: textIn(document.hero.lead, locale), stats: document.hero.stats.map((stat) => ({ value: stat.value, label: textIn(stat.label, locale) })) },
    cars: {
      ...words(document.cars),
      items: document.cars.items.map((car) => ({ ...car, chassis: textIn(car.chassis, locale), engine: textIn(car.engine, locale), description: textIn(car.description, locale) })),
    },
    services: { ...words(document.services), items: document.services.items.map((service) => ({ icon: service.icon, title: textIn(service.title, locale), text: textIn(service.text, locale) })) },
    ecosystem: { ...words(document.ecosystem), items: document.ecosystem.items.map((item) => ({ title: textIn(item.title, locale), text: textIn(item.text, locale), href: item.href })) },
  };
}
