/**
 * Locale-aware formatting of prices and dates. Prices are euros (§9); dates
 * are shown in US English by default (§2), in French on French pages
 * (`20 novembre 2026`, `15 000 €`, with the narrow no-break spaces Intl
 * writes). Times are the team's, Europe/Paris. Calendar days ("2026-07-14") are
 * read as that day, so no time zone can move them to the day before.
 *
 * The site's two tags, en-US and fr-FR, are written by this module's own
 * tables, not by Intl (issue 16, docs/decisions/018-static-speed.md): the
 * first Intl formatter a page makes costs Chromium 15–50 ms while ICU loads
 * its data, and a page made it during hydration wherever it shows a price or
 * a date; and the same code on the server and in the browser writes the same
 * text, where Node's ICU and a browser's may not (a page whose text differs
 * fails to hydrate). format.test.ts checks every format against Node's Intl.
 * Any other tag, and sizes in bytes (admin only), are Intl's.
 */
import { formatParisDateTime, formatParisTime, parisCalendarDay } from "./paris-time.ts";

/** A calendar day: month 1–12. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** How one of the site's languages writes numbers, prices, days and times. */
interface Writing {
  group: string;
  decimal: string;
  euro(number: string, negative: boolean): string;
  date(day: CalendarDay): string;
  monthYear(day: CalendarDay): string;
  shortDate(day: CalendarDay): string;
  /** Two different days. */
  dateRange(first: CalendarDay, last: CalendarDay): string;
  wallTime(hour: number, minute: number): string;
  /** Two different times. */
  wallTimeRange(start: [number, number], end: [number, number]): string;
}

const EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const EN_SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
const FR_SHORT_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];

const twoDigits = (value: number) => String(value).padStart(2, "0");
const enClock = (hour: number, minute: number) => `${hour % 12 || 12}:${twoDigits(minute)}`;
const enPeriod = (hour: number) => (hour < 12 ? "AM" : "PM");

const ENGLISH: Writing = {
  group: ",",
  decimal: ".",
  euro: (number, negative) => `${negative ? "-" : ""}€${number}`,
  date: ({ year, month, day }) => `${EN_MONTHS[month - 1]} ${day}, ${year}`,
  monthYear: ({ year, month }) => `${EN_MONTHS[month - 1]} ${year}`,
  shortDate: ({ year, month, day }) => `${EN_SHORT_MONTHS[month - 1]} ${day}, ${year}`,
  dateRange(first, last) {
    if (first.year !== last.year) return `${ENGLISH.date(first)} – ${ENGLISH.date(last)}`;
    if (first.month !== last.month) return `${EN_MONTHS[first.month - 1]} ${first.day} – ${EN_MONTHS[last.month - 1]} ${last.day}, ${last.year}`;
    return `${EN_MONTHS[first.month - 1]} ${first.day} – ${last.day}, ${last.year}`;
  },
  wallTime: (hour, minute) => `${enClock(hour, minute)} ${enPeriod(hour)}`,
  wallTimeRange([startHour, startMinute], [endHour, endMinute]) {
    // One period written once, as Intl does: "9:00 – 11:30 AM".
    if (enPeriod(startHour) === enPeriod(endHour)) return `${enClock(startHour, startMinute)} – ${enClock(endHour, endMinute)} ${enPeriod(endHour)}`;
    return `${ENGLISH.wallTime(startHour, startMinute)} – ${ENGLISH.wallTime(endHour, endMinute)}`;
  },
};

const FRENCH: Writing = {
  group: "\u202f",
  decimal: ",",
  euro: (number, negative) => `${negative ? "-" : ""}${number}\u00a0€`,
  date: ({ year, month, day }) => `${day} ${FR_MONTHS[month - 1]} ${year}`,
  monthYear: ({ year, month }) => `${FR_MONTHS[month - 1]} ${year}`,
  shortDate: ({ year, month, day }) => `${day} ${FR_SHORT_MONTHS[month - 1]} ${year}`,
  dateRange(first, last) {
    if (first.year !== last.year) return `${FRENCH.date(first)} – ${FRENCH.date(last)}`;
    if (first.month !== last.month) return `${first.day} ${FR_MONTHS[first.month - 1]} – ${last.day} ${FR_MONTHS[last.month - 1]} ${last.year}`;
    return `${first.day}–${last.day} ${FR_MONTHS[last.month - 1]} ${last.year}`;
  },
  wallTime: (hour, minute) => `${twoDigits(hour)}:${twoDigits(minute)}`,
  wallTimeRange: (start, end) => `${FRENCH.wallTime(...start)} – ${FRENCH.wallTime(...end)}`,
};

const WRITINGS: Record<string, Writing> = { "en-US": ENGLISH, "fr-FR": FRENCH };

/** Digits grouped by thousands: "1234567" → "1,234,567" / "1 234 567". */
function groupThousands(digits: string, group: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, group);
}

/**
 * A non-negative number with exactly `decimals` decimals, rounded half away
 * from zero on its shortest decimal form as Intl rounds ("1.005" → "1.01",
 * where toFixed reads the binary value just below and writes "1.00").
 * Null when the number is written with an exponent (beyond 1e21 or below 1e-6).
 */
function roundDecimal(value: number, decimals: number): { whole: string; fraction: string } | null {
  const text = String(value);
  if (text.includes("e")) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= decimals) return { whole, fraction: fraction.padEnd(decimals, "0") };
  let digits = whole + fraction.slice(0, decimals);
  if (fraction.charCodeAt(decimals) >= 53 /* "5" */) {
    // Add one at the last kept digit, carrying left: "0999" → "1000".
    const carried = digits.split("").reverse();
    let index = 0;
    while (index < carried.length && carried[index] === "9") carried[index++] = "0";
    if (index === carried.length) carried.push("1");
    else carried[index] = String(Number(carried[index]) + 1);
    digits = carried.reverse().join("");
  }
  return { whole: digits.slice(0, digits.length - decimals) || "0", fraction: digits.slice(digits.length - decimals) };
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (!value) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** "€15,000" for whole amounts, "€29.90" otherwise. Accepts PostgreSQL numerics as strings. */
export function formatEuro(amount: number | string, locale = "en-US"): string {
  const value = typeof amount === "string" ? Number(amount) : amount;
  const whole = Number.isInteger(value);
  const writing = WRITINGS[locale];
  const rounded = writing && Number.isFinite(value) ? roundDecimal(Math.abs(value), whole ? 0 : 2) : null;
  if (writing && rounded) {
    const number = groupThousands(rounded.whole, writing.group) + (whole ? "" : writing.decimal + rounded.fraction);
    return writing.euro(number, value < 0 || Object.is(value, -0));
  }
  const format = cached(numberFormats, `${locale}|${whole}`, () =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }),
  );
  return format.format(value);
}

/** A whole count in the language: "1,000,000" / "1 000 000". */
export function formatCount(count: number, locale = "en-US"): string {
  const writing = WRITINGS[locale];
  if (writing && Number.isSafeInteger(count)) return (count < 0 ? "-" : "") + groupThousands(String(Math.abs(count)), writing.group);
  return cached(numberFormats, `${locale}|count`, () => new Intl.NumberFormat(locale)).format(count);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // A bare calendar day is midnight UTC, formatted in UTC below.
  return new Date(CALENDAR_DAY.test(value) ? `${value}T00:00:00Z` : value);
}

/** The day a value names: a calendar day as it is, an instant as its day in Paris. Null for an invalid date. */
function calendarDay(value: Date | string): CalendarDay | null {
  const match = typeof value === "string" ? CALENDAR_DAY.exec(value) : null;
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const instant = toDate(value);
  return Number.isNaN(instant.getTime()) ? null : parisCalendarDay(instant);
}

function intlDate(value: Date | string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const timeZone = typeof value === "string" && CALENDAR_DAY.test(value) ? "UTC" : "Europe/Paris";
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  return cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, { ...options, timeZone })).format(toDate(value));
}

/** A day in one of the site's writings, Intl's otherwise (and for an invalid date, which Intl refuses). */
function formatDay(value: Date | string, locale: string, write: (writing: Writing, day: CalendarDay) => string, options: Intl.DateTimeFormatOptions): string {
  const writing = WRITINGS[locale];
  const day = writing ? calendarDay(value) : null;
  return writing && day ? write(writing, day) : intlDate(value, locale, options);
}

/** "July 14, 2026" */
export function formatDate(value: Date | string, locale = "en-US"): string {
  return formatDay(value, locale, (writing, day) => writing.date(day), { year: "numeric", month: "long", day: "numeric" });
}

/** "July 2026": events are shown as month and year (§2). */
export function formatMonthYear(value: Date | string, locale = "en-US"): string {
  return formatDay(value, locale, (writing, day) => writing.monthYear(day), { year: "numeric", month: "long" });
}

/** "Jul 14, 2026" */
export function formatShortDate(value: Date | string, locale = "en-US"): string {
  return formatDay(value, locale, (writing, day) => writing.shortDate(day), { year: "numeric", month: "short", day: "numeric" });
}

/** "July 10 – 12, 2026" / "10–12 juillet 2026": a meeting's days; one day when the last is missing or the same. */
export function formatDateRange(first: string, last: string | null, locale = "en-US"): string {
  if (!last || last === first) return formatDate(first, locale);
  const writing = WRITINGS[locale];
  if (writing && CALENDAR_DAY.test(first) && CALENDAR_DAY.test(last)) return writing.dateRange(calendarDay(first)!, calendarDay(last)!);
  const format = cached(dateFormats, `${locale}|range`, () => new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
  return plainSpaces(format.formatRange(toDate(first), toDate(last)));
}

/**
 * Thin and narrow no-break spaces as plain ones, where Intl writes a range or
 * a time for a tag of its own: Node's ICU puts U+2009 around a range's dash
 * where a browser's may put spaces, and a page whose text differs between the
 * server and the browser fails to hydrate.
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, " ");
}

/** "09:30" or "09:30:00" → [9, 30]; null when it is not a time of day. */
function hourAndMinute(time: string): [number, number] | null {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? [hour, minute] : null;
}

/**
 * A wall-clock time, "HH:MM" as the team typed it in Paris: "9:30 AM" /
 * "09:30". It is a time of day, not an instant: no zone moves it.
 */
function wallTimeFormat(locale: string): Intl.DateTimeFormat {
  return cached(dateFormats, `${locale}|wall`, () =>
    new Intl.DateTimeFormat(locale, { hour: locale.startsWith("en") ? "numeric" : "2-digit", minute: "2-digit", timeZone: "UTC" }),
  );
}

const timeOfDay = (time: string) => new Date(`1970-01-01T${time.slice(0, 5)}:00Z`);

export function formatWallTime(time: string, locale = "en-US"): string {
  const writing = WRITINGS[locale];
  const clock = hourAndMinute(time);
  if (writing && clock) return writing.wallTime(...clock);
  return plainSpaces(wallTimeFormat(locale).format(timeOfDay(time)));
}

/** "9:00 AM – 6:30 PM" / "09:00 – 18:30"; the start alone when there is no end (or the same). */
export function formatWallTimeRange(start: string, end: string | null, locale = "en-US"): string {
  if (!end) return formatWallTime(start, locale);
  const writing = WRITINGS[locale];
  const [from, to] = [hourAndMinute(start), hourAndMinute(end)];
  if (writing && from && to) return from[0] === to[0] && from[1] === to[1] ? writing.wallTime(...from) : writing.wallTimeRange(from, to);
  return plainSpaces(wallTimeFormat(locale).formatRange(timeOfDay(start), timeOfDay(end)));
}

/** Today's calendar day in Paris, the team's time zone: what "upcoming" is measured against. */
export function todayInParis(now = new Date()): string {
  const { year, month, day } = parisCalendarDay(now);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

// From kilobytes up: English's short unit for a byte is the word "byte".
const BYTE_UNITS = ["kilobyte", "megabyte", "gigabyte", "terabyte"] as const;
const byteFormats = new Map<string, Intl.NumberFormat>();

/** A size in bytes in the language's own units: "1.4 MB" / "1,4 Mo", "0.3 kB" / "0,3 ko" (powers of 1024, one decimal). */
export function formatBytes(bytes: number, locale = "en-US"): string {
  let unit = 0;
  let value = bytes / 1024;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const key = `${locale} ${unit}`;
  return cached(byteFormats, key, () => new Intl.NumberFormat(locale, { style: "unit", unit: BYTE_UNITS[unit]!, unitDisplay: "short", maximumFractionDigits: 1 })).format(value);
}

/** The formats of one language, for components (`useFormat()`) and server code (`formatsFor(locale)`). */
export interface Formats {
  euro(amount: number | string): string;
  date(value: Date | string): string;
  monthYear(value: Date | string): string;
  shortDate(value: Date | string): string;
  /** Date and time in Paris: "Jul 14, 2026, 9:30 AM" / "14 juil. 2026, 09:30". */
  dateTime(value: Date | string): string;
  /** Time in Paris: "09:17 AM" / "09:17". */
  time(value: Date | string): string;
  /** Days of a meeting: "July 10 – 12, 2026" / "10–12 juillet 2026". */
  dateRange(first: string, last: string | null): string;
  /** A Paris wall-clock time typed as "HH:MM": "9:30 AM" / "09:30". */
  wallTime(time: string): string;
  /** "9:00 AM – 6:30 PM" / "09:00 – 18:30". */
  wallTimeRange(start: string, end: string | null): string;
  /** "1.4 MB" / "1,4 Mo". */
  bytes(value: number): string;
}

const formatsByTag = new Map<string, Formats>();

/** The formats of a BCP 47 tag (`en-US`, `fr-FR`). */
export function formatsFor(tag: string): Formats {
  return cached(formatsByTag, tag, () => ({
    euro: (amount) => formatEuro(amount, tag),
    date: (value) => formatDate(value, tag),
    monthYear: (value) => formatMonthYear(value, tag),
    shortDate: (value) => formatShortDate(value, tag),
    dateTime: (value) => formatParisDateTime(value, tag),
    time: (value) => formatParisTime(value, tag),
    dateRange: (first, last) => formatDateRange(first, last, tag),
    wallTime: (time) => formatWallTime(time, tag),
    wallTimeRange: (start, end) => formatWallTimeRange(start, end, tag),
    bytes: (value) => formatBytes(value, tag),
  }));
}
