import { z } from "zod";
import { parseEuroInput } from "../../lib/euro-input.ts";
import type { SitePageKey } from "../../db/schema/pages.ts";
import { contactSubjects, sitePageKeys } from "../../db/enums.ts";
import { FORMAT_LOCALE, type Locale } from "../../lib/i18n/index.ts";
import { formatWeekday } from "../../lib/format.ts";
import type { LocalText } from "../../lib/local-text.ts";
import { PUBLIC_PAGES } from "../../lib/public-paths.ts";
import { adminMsg, checkbox, imageUrl, msg, slugPattern } from "../admin/schema.ts";

/**
 * The pages the team edits as one document each (issue 15). A page's zod
 * schema is at once the shape stored in `site_pages` (checked again on every
 * read, so a document written by an older version gets today's defaults), and
 * the editor's form: Conform posts nested names (`hero.title.en`,
 * `partners[2].name`), this schema reads them. Client-safe: the editor runs
 * the same schema in the browser.
 *
 * Every visitor's word has an English and a French value (`Bilingual`); a
 * French value left empty shows the English one, marked `lang="en"`, and the
 * dashboard counts it as a missing translation.
 */

export { sitePageKeys };
export type { SitePageKey };

export function isSitePageKey(value: unknown): value is SitePageKey {
  return typeof value === "string" && (sitePageKeys as readonly string[]).includes(value);
}

export interface Bilingual {
  en: string;
  fr: string;
}

const noLineBreak = (value: string) => !/[\r\n]/.test(value);

/** Windows and old Mac line ends become \n, so a paragraph split and a length are the same whatever the browser posted. */
const normalizeLines = (value: string) => value.replace(/\r\n?/g, "\n");

function textOf(max: number, multiline: boolean) {
  const base = z.string().transform(normalizeLines).pipe(z.string().trim().max(max, msg("admin.field.tooLong")));
  return multiline ? base : base.refine(noLineBreak, adminMsg("adminPages.field.oneLine"));
}

/** Conform posts nothing for a group whose fields are all empty: parse it as {} so its own rules (a required field) still run. */
function group<Shape extends z.ZodRawShape>(shape: Shape) {
  const schema = z.object(shape);
  return schema.prefault({} as z.input<typeof schema>);
}

/**
 * A visitor's word in both languages. English is what the specification
 * writes and what every language falls back to: required unless `optional`.
 * Conform reads an empty field as nothing, hence `prefault`: the inner
 * schema still runs, so a missing English value says "required" under it.
 */
export function bilingual(max: number, options: { multiline?: boolean; optional?: boolean } = {}) {
  const text = textOf(max, options.multiline ?? false);
  const en = options.optional ? text.default("") : z.string(msg("admin.field.required")).pipe(text).refine((value) => value !== "", msg("admin.field.required"));
  return group({ en, fr: text.default("") });
}

/** A single-language line: a proper name, a figure ("312"), a year span ("2016 · 2022"). */
export function plainLine(max: number, options: { optional?: boolean } = {}) {
  const text = textOf(max, false);
  return options.optional ? text.default("") : z.string(msg("admin.field.required")).pipe(text).refine((value) => value !== "", msg("admin.field.required"));
}

/**
 * Where a button or a tile leads: a page of this site by its English path
 * ("/collection", "/contact?subject=partnership#contact-form": French pages
 * translate it), a section of the same page ("#news"), or another site
 * (https://…).
 */
export const linkTarget = z
  .string(msg("admin.field.required"))
  .trim()
  .max(500, msg("admin.field.tooLong"))
  .refine((value) => /^\/(?!\/)[^\s"'<>]*$/.test(value) || /^#[A-Za-z][\w-]*$/.test(value) || /^https:\/\/[^\s"'<>]+$/.test(value), adminMsg("adminPages.field.link"));

/** An optional link to another site (a partner's). */
const externalLink = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .max(500, msg("admin.field.tooLong"))
    .refine((value) => /^https:\/\/[^\s"'<>]+$/.test(value), adminMsg("adminPages.field.https"))
    .nullable()
    .default(null),
);

/** A stored video of the media library (/media/…), or an https address; empty for none. */
const videoUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .max(1000, msg("admin.field.tooLong"))
    .refine((value) => value.startsWith("/media/") || /^https:\/\/[^\s"'<>]+$/.test(value), adminMsg("adminPages.field.video"))
    .nullable()
    .default(null),
);

/** A whole number in a range, typed in a text box or stored as a number. */
function wholeNumber(min: number, max: number, rangeMessage: ReturnType<typeof adminMsg>) {
  return z.unknown().transform((value, ctx): number => {
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    if (text === "") {
      ctx.addIssue({ code: "custom", message: "admin.field.required" });
      return z.NEVER;
    }
    if (!/^-?\d+$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "admin.field.integer" });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < min || number > max) {
      ctx.addIssue({ code: "custom", message: rangeMessage.error });
      return z.NEVER;
    }
    return number;
  });
}

/** A whole number of euros, grouped as either language writes it ("16,500", "16 500 €": lib/euro-input.ts). */
function wholeEuros(max: number, rangeMessage: ReturnType<typeof adminMsg>) {
  return z.unknown().transform((value, ctx): number => {
    const parsed = parseEuroInput(typeof value === "number" ? String(value) : typeof value === "string" ? value : "");
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.reason === "empty" ? "admin.field.required" : parsed.reason === "negative" ? rangeMessage.error : "admin.field.number" });
      return z.NEVER;
    }
    if (parsed.cents % 100 !== 0) {
      ctx.addIssue({ code: "custom", message: "admin.field.integer" });
      return z.NEVER;
    }
    if (parsed.cents / 100 > max) {
      ctx.addIssue({ code: "custom", message: rangeMessage.error });
      return z.NEVER;
    }
    return parsed.cents / 100;
  });
}

/** A list of repeated groups; none posted is an empty list. */
function list<Item extends z.ZodType>(item: Item, max: number, tooMany: ReturnType<typeof adminMsg>) {
  return z.array(item).max(max, tooMany).default([]);
}

/** An item's stable reference within its list (a car's, a section's): lowercase, trimmed, matching `pattern`. */
function reference(max: number, pattern: RegExp, message: { error: string }) {
  return z
    .string(msg("admin.field.required"))
    .trim()
    .toLowerCase()
    .max(max, msg("admin.field.tooLong"))
    .refine((value) => pattern.test(value), message);
}

/** The introduction of a page under its title: the line above it and the text under it. */
const pageIntro = () => group({ eyebrow: bilingual(120, { optional: true }), lead: bilingual(600, { multiline: true, optional: true }) });

/** An image shown to visitors, with the words that replace it for those who cannot see it (required with the image, issue 15). */
function describedImage() {
  return group({ url: imageUrl, alt: bilingual(200, { optional: true }) }).superRefine((image, ctx) => {
      if (image.url && image.alt.en === "") ctx.addIssue({ code: "custom", path: ["alt", "en"], message: "adminPages.field.altRequired" });
    });
}

// ——— Home ———————————————————————————————————————————————————————————————

export const TILE_ICONS = ["news", "car", "calendar", "trophy", "wrench", "flag", "camera", "mail"] as const;
export type TileIcon = (typeof TILE_ICONS)[number];

/** A button of the hero: without words it is not shown. */
const button = group({ label: bilingual(60, { optional: true }), href: linkTarget });

export const homeDocumentSchema = z.object({
  hero: group({
      /** The background film (muted, looping) and the still shown before it plays, and instead of it with reduced motion. */
      videoUrl,
      posterUrl: imageUrl,
      eyebrow: bilingual(120, { optional: true }),
      title: bilingual(120),
      lead: bilingual(400, { multiline: true, optional: true }),
      primary: button,
      secondary: button,
    }),
  intro: group({
      eyebrow: bilingual(120, { optional: true }),
      title: bilingual(160),
      text: bilingual(1200, { multiline: true, optional: true }),
      tiles: list(
        z.object({ icon: z.enum(TILE_ICONS, adminMsg("adminPages.field.choose")).default("news"), title: bilingual(80), text: bilingual(300, { multiline: true, optional: true }), href: linkTarget }),
        3,
        adminMsg("adminPages.field.tooManyTiles"),
      ),
    }),
  /** The partners of the home page, in this order; the footer's ticker shows the same. */
  partners: list(
    z.object({
      name: plainLine(80),
      category: bilingual(80, { optional: true }),
      /** The partner's logo; its name is its alternative text. */
      logoUrl: imageUrl,
      url: externalLink,
    }),
    40,
    adminMsg("adminPages.field.tooManyItems"),
  ),
});
export type HomeDocument = z.output<typeof homeDocumentSchema>;

// ——— Driver ——————————————————————————————————————————————————————————————

/** The career's first season: the timeline accepts years from here to next season. */
export const CAREER_START_YEAR = 1997;

/** The first words of every other address of the site: the driver's page cannot live there. */
const TAKEN_FIRST_SEGMENTS = new Set([
  ...PUBLIC_PAGES.flatMap((page) => [page.en, page.fr].map((path) => path.split("/")[0]!)).filter((segment) => segment !== "" && !segment.startsWith(":") && segment !== "*"),
  "fr",
  "admin",
  "api",
  "media",
  "healthz",
  "share",
  "assets",
]);

export const driverDocumentSchema = z.object({
  /** The driver's name: the menu, the page's title, the share cards. */
  name: plainLine(120),
  /** The page's address, /{slug} in both languages; an old one keeps answering with a redirect. */
  slug: z
    .string(msg("admin.field.required"))
    .trim()
    .toLowerCase()
    .max(80, msg("admin.field.tooLong"))
    .refine((value) => slugPattern.test(value), msg("admin.field.slug"))
    .refine((value) => !TAKEN_FIRST_SEGMENTS.has(value), adminMsg("adminPages.field.slugTaken")),
  portrait: describedImage(),
  lead: bilingual(600, { multiline: true, optional: true }),
  quote: bilingual(300, { multiline: true, optional: true }),
  /** Paragraphs separated by an empty line. */
  biography: bilingual(6000, { multiline: true, optional: true }),
  achievements: list(z.object({ years: plainLine(40), title: bilingual(120), detail: bilingual(400, { multiline: true, optional: true }) }), 12, adminMsg("adminPages.field.tooManyItems")),
  stats: list(z.object({ value: plainLine(20), label: bilingual(60) }), 8, adminMsg("adminPages.field.tooManyItems")),
  /** The seasons, in the order shown; an entry "to the present" reads "{year} – present". */
  timeline: list(
    z.object({
      year: wholeNumber(CAREER_START_YEAR, 2100, adminMsg("adminPages.field.careerYear")),
      toPresent: checkbox.default(false),
      title: bilingual(120),
      text: bilingual(600, { multiline: true, optional: true }),
    }),
    80,
    adminMsg("adminPages.field.tooManyItems"),
  ),
  /** The team's cars shown on the page, in this order; none chosen shows every team car, featured first. */
  highlightCarIds: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.uuid(adminMsg("adminPages.field.choose"))).max(12, adminMsg("adminPages.field.tooManyItems"))),
  cta: group({ title: bilingual(120, { optional: true }), text: bilingual(300, { multiline: true, optional: true }) }),
});
export type DriverDocument = z.output<typeof driverDocumentSchema>;

// ——— F1 Madness ———————————————————————————————————————————————————————————

export const F1_CAR_STATUSES = ["available", "on_track", "restoration"] as const;
export const F1_LIVERIES = ["bleu", "rouge", "vert"] as const;
export const F1_SERVICE_ICONS = ["search", "wrench", "flag", "gauge", "graduation", "clipboard"] as const;
export type F1ServiceIcon = (typeof F1_SERVICE_ICONS)[number];

/** A heading and its lead, over a section of cards. */
const sectionWords = { title: bilingual(120), lead: bilingual(400, { multiline: true, optional: true }) };

export const f1madnessDocumentSchema = z.object({
  hero: group({
    eyebrow: bilingual(120, { optional: true }),
    title: bilingual(80),
    lead: bilingual(600, { multiline: true, optional: true }),
    stats: list(z.object({ value: plainLine(20), label: bilingual(80) }), 6, adminMsg("adminPages.field.tooManyItems")),
  }),
  /** The historic cars shown with their livery and an Inquire button (they are not in the collection). */
  cars: group({
    ...sectionWords,
    items: list(
      z.object({
        /** Stable: the enquiry form posts it, the server maps it back to the name. */
        key: reference(60, slugPattern, msg("admin.field.slug")),
        name: plainLine(80),
        year: wholeNumber(1946, 2100, adminMsg("adminPages.field.carYear")),
        chassis: bilingual(120, { optional: true }),
        engine: bilingual(120, { optional: true }),
        drivers: plainLine(200, { optional: true }),
        status: z.enum(F1_CAR_STATUSES, adminMsg("adminPages.field.choose")).default("available"),
        description: bilingual(1000, { multiline: true, optional: true }),
        /** The race number painted on the card's livery art. */
        number: wholeNumber(0, 999, adminMsg("adminPages.field.raceNumber")),
        livery: z.enum(F1_LIVERIES, adminMsg("adminPages.field.choose")).default("bleu"),
      }),
      6,
      adminMsg("adminPages.field.tooManyItems"),
    ).refine((cars) => new Set(cars.map((car) => car.key)).size === cars.length, adminMsg("adminPages.field.duplicateKey")),
  }),
  services: group({
    ...sectionWords,
    items: list(z.object({ icon: z.enum(F1_SERVICE_ICONS, adminMsg("adminPages.field.choose")).default("search"), title: bilingual(80), text: bilingual(400, { multiline: true, optional: true }) }), 9, adminMsg("adminPages.field.tooManyItems")),
  }),
  /** The team's other pages, each a link with its words. */
  ecosystem: group({
    ...sectionWords,
    items: list(z.object({ title: bilingual(60), text: bilingual(200, { multiline: true, optional: true }), href: linkTarget }), 8, adminMsg("adminPages.field.tooManyItems")),
  }),
});
export type F1madnessDocument = z.output<typeof f1madnessDocumentSchema>;

// ——— Services ————————————————————————————————————————————————————————————

export const SERVICE_ICONS = ["search", "wrench", "flag", "gauge", "graduation", "users", "settings"] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const servicesDocumentSchema = z.object({
  intro: pageIntro(),
  /** The sections of /services, in this order; the footer's services column and the page's menu list their short names. */
  sections: list(
    z.object({
      /** The section's address on the page (/services#restoration): links from elsewhere use it. */
      anchor: reference(60, slugPattern, msg("admin.field.slug")),
      shortName: bilingual(40),
      icon: z.enum(SERVICE_ICONS, adminMsg("adminPages.field.choose")).default("search"),
      title: bilingual(80),
      tagline: bilingual(160, { optional: true }),
      description: bilingual(2000, { multiline: true, optional: true }),
      /** One point per line. */
      points: bilingual(1200, { multiline: true, optional: true }),
      /** The contact form's subject the Enquire button chooses. */
      subject: z.enum(contactSubjects, adminMsg("adminPages.field.choose")).default("other"),
      /** Another page that tells more: shown when it has words. */
      related: group({ label: bilingual(60, { optional: true }), href: z.string().trim().max(500, msg("admin.field.tooLong")).default("") }).superRefine((related, ctx) => {
        if (related.label.en !== "" && !linkTarget.safeParse(related.href).success) ctx.addIssue({ code: "custom", path: ["href"], message: "adminPages.field.link" });
      }),
    }),
    12,
    adminMsg("adminPages.field.tooManyItems"),
  ).refine((sections) => new Set(sections.map((section) => section.anchor)).size === sections.length, adminMsg("adminPages.field.duplicateAnchor")),
  cta: group({ title: bilingual(120, { optional: true }), text: bilingual(400, { multiline: true, optional: true }) }),
});
export type ServicesDocument = z.output<typeof servicesDocumentSchema>;

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

// ——— Experiences ————————————————————————————————————————————————————————

/** The request form's value for "something else": never a card's key. */
export const CUSTOM_EXPERIENCE = "custom";

/** An experience's key: lowercase words joined by "-" or "_" ("f1_drive", "hot-laps"). */
const experienceKeyPattern = /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/;

export const experiencesDocumentSchema = z.object({
  intro: pageIntro(),
  /** The cards of /experiences, in this order. */
  cards: list(
    z.object({
      /**
       * Stable: a card's Request link (/experiences?type=vip) and the request
       * form post it; the server stores the experience's name as published then.
       */
      key: reference(40, experienceKeyPattern, adminMsg("adminPages.field.key")).refine((value) => value !== CUSTOM_EXPERIENCE, adminMsg("adminPages.experiences.customTaken")),
      name: bilingual(80),
      /** "From" price in euro, whole. */
      price: wholeEuros(10_000_000, adminMsg("adminPages.field.price")),
      duration: bilingual(40, { optional: true }),
      /** A short note shown after the duration ("3-5 laps"). */
      note: bilingual(60, { optional: true }),
      /** A level badge ("Advanced"); empty shows none. */
      level: bilingual(40, { optional: true }),
      featured: checkbox.default(false),
      description: bilingual(1000, { multiline: true, optional: true }),
      /** One line per thing included. */
      includes: bilingual(1200, { multiline: true, optional: true }),
      image: describedImage(),
      /** Offered in the request form's list, and its card has a Request button. */
      requestable: checkbox.default(false),
    }),
    12,
    adminMsg("adminPages.field.tooManyItems"),
  ).refine((cards) => new Set(cards.map((card) => card.key)).size === cards.length, adminMsg("adminPages.experiences.duplicateKey")),
  /** The request form's section; `customLabel` names its "something else" choice (empty: not offered). */
  request: group({
    eyebrow: bilingual(120, { optional: true }),
    title: bilingual(120),
    lead: bilingual(600, { multiline: true, optional: true }),
    customLabel: bilingual(80, { optional: true }),
  }),
});
export type ExperiencesDocument = z.output<typeof experiencesDocumentSchema>;

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

// ——— The list pages' introductions ————————————————————————————————————————

/** The pages that list items (news, events, cars, albums, merchandise): each opens with a line and a lead the team writes. */
export const LIST_PAGES = ["news", "events", "pastEvents", "collection", "gallery", "pitshop"] as const;
export type ListPage = (typeof LIST_PAGES)[number];

export const listingsDocumentSchema = z.object(Object.fromEntries(LIST_PAGES.map((page) => [page, pageIntro()])) as Record<ListPage, ReturnType<typeof pageIntro>>);
export type ListingsDocument = z.output<typeof listingsDocumentSchema>;

/** A list page's introduction in the page's language. */
export function listIntroView(document: ListingsDocument, page: ListPage, locale: Locale): { eyebrow: LocalText; lead: LocalText } {
  return { eyebrow: textIn(document[page].eyebrow, locale), lead: textIn(document[page].lead, locale) };
}

// ——— Search and sharing ——————————————————————————————————————————————————

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

export const searchDocumentSchema = z.object({
  /**
   * What each page says of itself, in both languages; empty keeps the site's
   * own words for it. `{team}` and `{driver}` become the names.
   */
  descriptions: group(Object.fromEntries(DESCRIBED_PAGES.map((page) => [page, bilingual(DESCRIPTION_MAX, { optional: true })])) as Record<DescribedPage, ReturnType<typeof bilingual>>),
  /** The driver's job, in his page's structured data (Person); empty keeps the site's. */
  driverJobTitle: bilingual(80, { optional: true }),
});
export type SearchDocument = z.output<typeof searchDocumentSchema>;

/** The site's own words, what an empty field keeps: shown under each field of the editor. */
export type SearchDefaults = { descriptions: Record<DescribedPage, Bilingual>; driverJobTitle: Bilingual };

// ——— Contact ——————————————————————————————————————————————————————————————

/** The week as the contact page lists it: Monday first, as in France. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "HH:MM", 24-hour: what <input type="time"> posts (seconds, if a browser adds them, are dropped). */
const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:00)?$/;

/** A time of a day's hours: checked only when the day is open (a closed day keeps what was typed, for the day it opens again). */
const hourText = z.string().trim().max(8, msg("admin.field.tooLong")).default("");

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One weekday: closed, or open from `opens` to `closes`, with an optional break (lunch) inside. */
const dayHours = group({
  closed: checkbox.default(false),
  opens: hourText,
  closes: hourText,
  breakStart: hourText,
  breakEnd: hourText,
}).transform((day, ctx) => {
  if (day.closed) return day;
  const bad = (path: keyof typeof day, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  const times = { opens: day.opens, closes: day.closes, breakStart: day.breakStart, breakEnd: day.breakEnd };
  for (const [name, value] of Object.entries(times) as [keyof typeof times, string][]) {
    if ((name === "opens" || name === "closes") && value === "") bad(name, "admin.field.required");
    else if (value !== "" && !HOUR_PATTERN.test(value)) bad(name, "adminPages.field.hour");
  }
  const short = { ...day, opens: day.opens.slice(0, 5), closes: day.closes.slice(0, 5), breakStart: day.breakStart.slice(0, 5), breakEnd: day.breakEnd.slice(0, 5) };
  const valid = (value: string) => HOUR_PATTERN.test(value);
  if (valid(day.opens) && valid(day.closes) && minutesOf(day.closes) <= minutesOf(day.opens)) bad("closes", "adminPages.field.closesAfterOpens");
  if ((day.breakStart === "") !== (day.breakEnd === "")) bad(day.breakStart === "" ? "breakStart" : "breakEnd", "adminPages.field.breakBoth");
  else if (valid(day.breakStart) && valid(day.breakEnd) && valid(day.opens) && valid(day.closes)) {
    const [opens, closes, start, end] = [short.opens, short.closes, short.breakStart, short.breakEnd].map(minutesOf) as [number, number, number, number];
    if (end <= start) bad("breakEnd", "adminPages.field.breakEndAfterStart");
    else if (start <= opens || end >= closes) bad("breakStart", "adminPages.field.breakWithin");
  }
  return short;
});

/** Seven days, Monday to Sunday: a day posted with nothing (every field empty) is still a day, so its own rules say what is missing. */
const weekHours = z.preprocess(
  (value) => WEEKDAYS.map((_, index) => (Array.isArray(value) ? value[index] : undefined) ?? {}),
  z.array(dayHours).length(WEEKDAYS.length),
);

/** A real calendar day, required. */
const calendarDay = z.string(msg("admin.field.required")).trim().min(1, msg("admin.field.required")).refine((value) => isCalendarDay(value), msg("admin.field.date"));

/** A closure: one day, or from a day to another (both included), with its reason if the team gives one. */
const closure = z
  .object({
    from: calendarDay,
    to: z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), z.string().trim().refine(isCalendarDay, msg("admin.field.date")).nullable().default(null)),
    reason: bilingual(120, { optional: true }),
  })
  .superRefine((closure, ctx) => {
    if (closure.to !== null && closure.to < closure.from) ctx.addIssue({ code: "custom", path: ["to"], message: "adminPages.field.closureToBeforeFrom" });
  });

export const contactDocumentSchema = z.object({
  /** The page's introduction, above the contact details. */
  intro: pageIntro(),
  /** The title and the sentence over the contact form. */
  form: group({ title: bilingual(120), lead: bilingual(400, { multiline: true, optional: true }) }),
  /** Monday to Sunday, in this order. */
  hours: weekHours,
  /** Days the workshop is closed out of its weekly hours (holidays, a race weekend away): the page lists those to come. */
  closedDays: list(closure, 40, adminMsg("adminPages.field.tooManyItems")),
});
export type ContactDocument = z.output<typeof contactDocumentSchema>;
export type DayHours = ContactDocument["hours"][number];
export type ClosedDay = ContactDocument["closedDays"][number];

/** Whether a text is a real calendar day, "YYYY-MM-DD" (what <input type="date"> posts). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 2200;
}

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

// ——— All pages ———————————————————————————————————————————————————————————

export const PAGE_DOCUMENT_SCHEMAS = {
  home: homeDocumentSchema,
  driver: driverDocumentSchema,
  f1madness: f1madnessDocumentSchema,
  services: servicesDocumentSchema,
  experiences: experiencesDocumentSchema,
  contact: contactDocumentSchema,
  listings: listingsDocumentSchema,
  search: searchDocumentSchema,
} as const;

/** The pages edited as documents so far; the others keep their words in code until they join. */
export type EditablePageKey = keyof typeof PAGE_DOCUMENT_SCHEMAS;
export const EDITABLE_PAGE_KEYS = Object.keys(PAGE_DOCUMENT_SCHEMAS) as EditablePageKey[];
export type PageDocument<Key extends EditablePageKey> = z.output<(typeof PAGE_DOCUMENT_SCHEMAS)[Key]>;

export function isEditablePageKey(value: unknown): value is EditablePageKey {
  return typeof value === "string" && value in PAGE_DOCUMENT_SCHEMAS;
}

// ——— Reading a document in the page's language ————————————————————————————

export type { LocalText };

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

/** Every Bilingual of a document whose English is written and French is not: the missing translations. */
export function missingFrench(document: unknown, path = ""): string[] {
  if (Array.isArray(document)) return document.flatMap((item, index) => missingFrench(item, `${path}[${index}]`));
  if (document === null || typeof document !== "object") return [];
  const record = document as Record<string, unknown>;
  if (typeof record.en === "string" && typeof record.fr === "string" && Object.keys(record).length === 2) {
    return record.en !== "" && record.fr === "" ? [path] : [];
  }
  return Object.entries(record).flatMap(([key, value]) => missingFrench(value, path ? `${path}.${key}` : key));
}

/**
 * The activity log's type of a page ("home_page"): each page is a content
 * item of its own, whose versions are its publications (features/versions).
 */
export function pageAuditType(key: EditablePageKey): `${EditablePageKey}_page` {
  return `${key}_page`;
}

/** The admin's list of pages: where each is seen, and which sentence describes it. */
export const PAGE_ADMIN = {
  home: { title: "adminPages.page.home", publicPath: "/" },
  driver: { title: "adminPages.page.driver", publicPath: null },
  f1madness: { title: "adminPages.page.f1madness", publicPath: "/f1madness" },
  services: { title: "adminPages.page.services", publicPath: "/services" },
  experiences: { title: "adminPages.page.experiences", publicPath: "/experiences" },
  contact: { title: "adminPages.page.contact", publicPath: "/contact" },
  // Several pages' introductions, and words seen in every page's head: no preview of their own.
  listings: { title: "adminPages.page.listings", publicPath: null },
  search: { title: "adminPages.page.search", publicPath: null },
} as const satisfies Record<EditablePageKey, { title: string; publicPath: string | null }>;

// ——— What a public page receives: one language, plain data ——————————————————

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
