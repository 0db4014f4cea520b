import { z } from "zod";
import { parseEuroInput } from "../../lib/euro-input.ts";
import type { SitePageKey } from "../../db/schema/pages.ts";
import { contactSubjects, sitePageKeys } from "../../db/enums.ts";
import { PUBLIC_PAGES } from "../../lib/public-paths.ts";
import { adminMsg, checkbox, imageUrl, msg, slugPattern } from "../admin/schema.ts";
import {
  CAREER_START_YEAR,
  CUSTOM_EXPERIENCE,
  DESCRIBED_PAGES,
  DESCRIPTION_MAX,
  F1_CAR_STATUSES,
  F1_LIVERIES,
  F1_SERVICE_ICONS,
  HOUR_PATTERN,
  LIST_PAGES,
  minutesOf,
  SERVICE_ICONS,
  TILE_ICONS,
  WEEKDAYS,
  type DescribedPage,
  type ListPage,
} from "./rules.ts";

// What public pages read of a document (views, hours, the text in a language) is in rules.ts,
// without zod; it is re-exported here for the admin and the server.
export * from "./rules.ts";

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

// ——— Experiences ————————————————————————————————————————————————————————

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

// ——— The list pages' introductions ————————————————————————————————————————

export const listingsDocumentSchema = z.object(Object.fromEntries(LIST_PAGES.map((page) => [page, pageIntro()])) as Record<ListPage, ReturnType<typeof pageIntro>>);
export type ListingsDocument = z.output<typeof listingsDocumentSchema>;

// ——— Search and sharing ——————————————————————————————————————————————————

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

// ——— Contact ——————————————————————————————————————————————————————————————

/** A time of a day's hours: checked only when the day is open (a closed day keeps what was typed, for the day it opens again). */
const hourText = z.string().trim().max(8, msg("admin.field.tooLong")).default("");

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

// ——— Translations and the admin's words ———————————————————————————————————

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

