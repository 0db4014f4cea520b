/**
 * Locale-aware formatting of prices and dates. Prices are euros (§9); dates
 * are shown in US English by default (§2), in French on French pages
 * (`20 novembre 2026`, `15 000 €`, with the narrow no-break spaces Intl
 * writes). Times are the team's, Europe/Paris. Calendar days ("2026-07-14") are
 * formatted in UTC so no time zone can move them to the day before.
 */
import { formatParisDateTime, formatParisTime } from "./paris-time.ts";

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

function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  // A bare calendar day is midnight UTC, formatted in UTC below.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

function isCalendarDay(value: Date | string): boolean {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
}

function format(value: Date | string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const timeZone = isCalendarDay(value) ? "UTC" : (options.timeZone ?? "Europe/Paris");
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  return cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, { ...options, timeZone })).format(toDate(value));
}

/** "July 14, 2026" */
export function formatDate(value: Date | string, locale = "en-US"): string {
  return format(value, locale, { year: "numeric", month: "long", day: "numeric" });
}

/** "July 2026": events are shown as month and year (§2). */
export function formatMonthYear(value: Date | string, locale = "en-US"): string {
  return format(value, locale, { year: "numeric", month: "long" });
}

/** "Jul 14, 2026" */
export function formatShortDate(value: Date | string, locale = "en-US"): string {
  return format(value, locale, { year: "numeric", month: "short", day: "numeric" });
}

/** "July 10 – 12, 2026" / "10–12 juillet 2026": a meeting's days; one day when the last is missing or the same. */
export function formatDateRange(first: string, last: string | null, locale = "en-US"): string {
  if (!last || last === first) return formatDate(first, locale);
  const key = `${locale}|range`;
  const format = cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }));
  return plainSpaces(format.formatRange(toDate(first), toDate(last)));
}

/**
 * Thin and narrow no-break spaces as plain ones: Node's ICU puts U+2009 around
 * a range's dash where the browser's puts spaces, and a page whose text
 * differs between the server and the browser fails to hydrate (React
 * throws the server's HTML away and renders the page again in the browser).
 */
function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, " ");
}

/**
 * A wall-clock time, "HH:MM" as the team typed it in Paris: "9:30 AM" /
 * "09:30". It is a time of day, not an instant: formatted in UTC from a fixed
 * day so no zone moves it.
 */
function wallTimeFormat(locale: string): Intl.DateTimeFormat {
  return cached(dateFormats, `${locale}|wall`, () =>
    new Intl.DateTimeFormat(locale, { hour: locale.startsWith("en") ? "numeric" : "2-digit", minute: "2-digit", timeZone: "UTC" }),
  );
}

const timeOfDay = (time: string) => new Date(`1970-01-01T${time.slice(0, 5)}:00Z`);

export function formatWallTime(time: string, locale = "en-US"): string {
  return plainSpaces(wallTimeFormat(locale).format(timeOfDay(time)));
}

/** "9:00 AM – 6:30 PM" / "09:00 – 18:30"; the start alone when there is no end. */
export function formatWallTimeRange(start: string, end: string | null, locale = "en-US"): string {
  return end ? plainSpaces(wallTimeFormat(locale).formatRange(timeOfDay(start), timeOfDay(end))) : formatWallTime(start, locale);
}

/** Today's calendar day in Paris, the team's time zone: what "upcoming" is measured against. */
export function todayInParis(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
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
