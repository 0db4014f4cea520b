/**
 * Locale-aware formatting of prices and dates. Prices are euros (§9); dates
 * are shown in US English by default (§2), in French on French pages
 * (`20 novembre 2026`, `15 000 €`, with the narrow no-break spaces Intl
 * writes). Times are the team's, Europe/Paris. Calendar days ("2026-07-14") are
 * read as that day, so no time zone can move them to the day before.
 *
 * The site writes two languages, and these formats write them from their own
 * tables, not with Intl (issue 16, docs/decisions/018-static-speed.md): the
 * first Intl formatter a page makes costs Chromium 15–50 ms while ICU loads
 * its data, and a page made one during hydration wherever it showed a price or
 * a date; and the same code on the server and in the browser writes the same
 * text, where Node's ICU and a browser's may not (a page whose text differs
 * fails to hydrate). A tag starting "fr" is written in French, any other in
 * US English; format.test.ts checks every format against Intl for en-US and
 * fr-FR. Sizes in bytes (admin only) are Intl's, in format-bytes.ts.
 */
import { parisCalendarDay, wallClockMs } from "./paris-time.ts";

const EN_MONTHS = "January February March April May June July August September October November December".split(" ");
const FR_MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" ");
const FR_SHORT_MONTHS = "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.".split(" ");

const isFrench = (locale: string) => locale.startsWith("fr");
const twoDigits = (value: number) => String(value).padStart(2, "0");

/** Digits grouped by thousands: "1234567" → "1,234,567" / "1 234 567" (a narrow no-break space). */
function groupThousands(digits: string, french: boolean): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, french ? "\u202f" : ",");
}

/**
 * "€15,000" / "15 000 €" for whole amounts, "€29.90" / "29,90 €" otherwise. Accepts PostgreSQL
 * numerics as strings. Cents are rounded half up on the amount's decimal form, as Intl does:
 * `1.005` is read as 100.5 cents (`"1.005e2"`) and shows €1.01, where toFixed reads the binary
 * value just below and writes 1.00.
 */
export function formatEuro(amount: number | string, locale = "en-US"): string {
  const value = Number(amount);
  const whole = Number.isInteger(value);
  const scaled = Math.round(Number(`${Math.abs(value)}e${whole ? 0 : 2}`));
  const french = isFrench(locale);
  const digits = String(scaled).padStart(whole ? 1 : 3, "0");
  // Not a price (NaN, beyond 2^53 cents): written as JavaScript writes it, "€NaN".
  const number = !Number.isSafeInteger(scaled) ? String(Math.abs(value)) : whole ? groupThousands(digits, french) : `${groupThousands(digits.slice(0, -2), french)}${french ? "," : "."}${digits.slice(-2)}`;
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return french ? `${sign}${number}\u00a0€` : `${sign}€${number}`;
}

/** A whole count in the language: "1,000,000" / "1 000 000". */
export function formatCount(count: number, locale = "en-US"): string {
  return (count < 0 ? "-" : "") + groupThousands(String(Math.abs(Math.round(count))), isFrench(locale));
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day a value names: a calendar day as it is, an instant as its day in Paris; a RangeError for no date, as Intl throws. */
function calendarDay(value: Date | string): { year: number; month: number; day: number } {
  const match = typeof value === "string" ? CALENDAR_DAY.exec(value) : null;
  if (match) return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const instant = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
  return parisCalendarDay(instant);
}

/** "July 14, 2026" / "14 juillet 2026" */
export function formatDate(value: Date | string, locale = "en-US"): string {
  const { year, month, day } = calendarDay(value);
  return isFrench(locale) ? `${day} ${FR_MONTHS[month - 1]} ${year}` : `${EN_MONTHS[month - 1]} ${day}, ${year}`;
}

/** "July 2026" / "juillet 2026": events are shown as month and year (§2). */
export function formatMonthYear(value: Date | string, locale = "en-US"): string {
  const { year, month } = calendarDay(value);
  return `${(isFrench(locale) ? FR_MONTHS : EN_MONTHS)[month - 1]} ${year}`;
}

/** A month in short: "Jul" / "juil." ("2026-07" or any day of it). Admin only: kept out of `Formats`, which every public page loads. */
export function formatShortMonth(value: Date | string, locale = "en-US"): string {
  const { month } = calendarDay(/^\d{4}-\d{2}$/.test(String(value)) ? `${String(value)}-01` : value);
  return isFrench(locale) ? FR_SHORT_MONTHS[month - 1]! : EN_MONTHS[month - 1]!.slice(0, 3);
}

/** A month and its year in short: "Jul 2026" / "juil. 2026" ("2026-07" or any day of it). */
export function formatShortMonthYear(value: Date | string, locale = "en-US"): string {
  const { year } = calendarDay(/^\d{4}-\d{2}$/.test(String(value)) ? `${String(value)}-01` : value);
  return `${formatShortMonth(value, locale)} ${year}`;
}

/** "Jul 14, 2026" / "14 juil. 2026" */
export function formatShortDate(value: Date | string, locale = "en-US"): string {
  const { year, month, day } = calendarDay(value);
  return isFrench(locale) ? `${day} ${FR_SHORT_MONTHS[month - 1]} ${year}` : `${EN_MONTHS[month - 1]!.slice(0, 3)} ${day}, ${year}`;
}

/**
 * A meeting's days, each part written once as Intl does: "July 10 – 12, 2026",
 * "July 31 – August 2, 2026" / "10–12 juillet 2026", "31 juillet – 2 août 2026";
 * one day when the last is missing or the same.
 */
export function formatDateRange(first: string, last: string | null, locale = "en-US"): string {
  if (!last || last === first) return formatDate(first, locale);
  const [from, to] = [calendarDay(first), calendarDay(last)];
  if (from.year !== to.year) return `${formatDate(first, locale)} – ${formatDate(last, locale)}`;
  if (isFrench(locale)) {
    const month = (day: typeof from) => FR_MONTHS[day.month - 1];
    return from.month === to.month ? `${from.day}–${to.day} ${month(to)} ${to.year}` : `${from.day} ${month(from)} – ${to.day} ${month(to)} ${to.year}`;
  }
  const start = from.month === to.month ? `${EN_MONTHS[from.month - 1]} ${from.day}` : `${EN_MONTHS[from.month - 1]} ${from.day} – ${EN_MONTHS[to.month - 1]}`;
  return from.month === to.month ? `${start} – ${to.day}, ${to.year}` : `${start} ${to.day}, ${to.year}`;
}

/** "09:30" or "09:30:00" → [9, 30]; a RangeError for what is not a time of day. */
function clock(time: string): [number, number] {
  const [hour, minute] = [Number(time.slice(0, 2)), Number(time.slice(3, 5))];
  if (!/^\d{2}:\d{2}/.test(time) || hour > 23 || minute > 59) throw new RangeError(`Invalid time of day: ${time}`);
  return [hour, minute];
}

const period = (hour: number) => (hour < 12 ? "AM" : "PM");
const englishClock = ([hour, minute]: [number, number]) => `${hour % 12 || 12}:${twoDigits(minute)}`;

/**
 * A wall-clock time, "HH:MM" as the team typed it in Paris: "9:30 AM" /
 * "09:30". It is a time of day, not an instant: no zone moves it.
 */
export function formatWallTime(time: string, locale = "en-US"): string {
  const [hour, minute] = clock(time);
  return isFrench(locale) ? `${twoDigits(hour)}:${twoDigits(minute)}` : `${englishClock([hour, minute])} ${period(hour)}`;
}

/** "9:00 AM – 6:30 PM", "9:00 – 11:30 AM" / "09:00 – 18:30"; the start alone when there is no end, or the same. */
export function formatWallTimeRange(start: string, end: string | null, locale = "en-US"): string {
  if (!end || end.slice(0, 5) === start.slice(0, 5)) return formatWallTime(start, locale);
  const [from, to] = [clock(start), clock(end)];
  if (!isFrench(locale) && period(from[0]) === period(to[0])) return `${englishClock(from)} – ${englishClock(to)} ${period(to[0])}`;
  return `${formatWallTime(start, locale)} – ${formatWallTime(end, locale)}`;
}

/** An instant's Paris wall clock: day, hour and minute. */
function parisClock(value: Date | string): { year: number; month: number; day: number; hour: number; minute: number } {
  const instant = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
  const wall = new Date(wallClockMs(instant));
  return { ...parisCalendarDay(instant), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

/** An instant in Paris time, for lists and badges: "Jul 14, 2026, 9:30 AM" / "14 juil. 2026, 09:30". */
export function formatParisDateTime(value: Date | string, locale = "en-US"): string {
  const { year, month, day, hour, minute } = parisClock(value);
  if (isFrench(locale)) return `${day} ${FR_SHORT_MONTHS[month - 1]} ${year}, ${twoDigits(hour)}:${twoDigits(minute)}`;
  return `${EN_MONTHS[month - 1]!.slice(0, 3)} ${day}, ${year}, ${englishClock([hour, minute])} ${period(hour)}`;
}

/** The same to the second, where two moments a minute apart must stay apart (a history's versions): "Nov 20, 2026, 9:14:05 AM" / "20 nov. 2026, 09:14:05". */
export function formatParisDateTimeSeconds(value: Date | string, locale = "en-US"): string {
  const instant = typeof value === "string" ? new Date(value) : value;
  const seconds = twoDigits(new Date(wallClockMs(instant)).getUTCSeconds());
  const { year, month, day, hour, minute } = parisClock(instant);
  if (isFrench(locale)) return `${day} ${FR_SHORT_MONTHS[month - 1]} ${year}, ${twoDigits(hour)}:${twoDigits(minute)}:${seconds}`;
  return `${EN_MONTHS[month - 1]!.slice(0, 3)} ${day}, ${year}, ${englishClock([hour, minute])}:${seconds} ${period(hour)}`;
}

const EN_WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split(" ");
const FR_WEEKDAYS = "lundi mardi mercredi jeudi vendredi samedi dimanche".split(" ");

/** A day of the week by its place, Monday first (0) to Sunday (6): "Monday" / "lundi". */
export function formatWeekday(index: number, locale = "en-US"): string {
  const name = (isFrench(locale) ? FR_WEEKDAYS : EN_WEEKDAYS)[index];
  if (name === undefined) throw new RangeError(`no weekday ${index}`);
  return name;
}

/** An instant's time in Paris: "09:17 AM" / "09:17", on the server and in the browser alike. */
export function formatParisTime(value: Date | string, locale = "en-US"): string {
  const { hour, minute } = parisClock(value);
  return isFrench(locale) ? `${twoDigits(hour)}:${twoDigits(minute)}` : `${twoDigits(hour % 12 || 12)}:${twoDigits(minute)} ${period(hour)}`;
}

/** Today's calendar day in Paris, the team's time zone: what "upcoming" is measured against. */
export function todayInParis(now = new Date()): string {
  const { year, month, day } = parisCalendarDay(now);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The value kept under a key, made the first time it is asked for. */
export function cached<K, T>(map: Map<K, T>, key: K, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
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
  }));
}
