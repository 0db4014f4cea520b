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

/** Today's calendar day in Paris, the team's time zone: what "upcoming" is measured against. */
export function todayInParis(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
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
  }));
}
