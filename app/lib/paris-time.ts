/**
 * The team works in Paris: "Publish at" is typed and shown as Paris wall time
 * (an <input type="datetime-local"> has no zone), and stored as an instant.
 * Client-safe: the browser and the server must agree on both directions.
 */
export const TEAM_TIME_ZONE = "Europe/Paris";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Paris's offset from UTC at an instant: +2 h from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, +1 h otherwise:
 * the European Union's summer time (Directive 2000/84/EC; France has kept
 * these dates since 1996). Written out rather than asked of Intl: the first
 * formatter a page makes costs Chromium 15–50 ms (ICU loads its data; issue
 * 16, a third of a page's blocking time), and the same arithmetic in the
 * browser and on the server cannot disagree. paris-time.test.ts checks it
 * hour by hour against ICU's time-zone data; outside 1996–2099 ICU answers.
 */
function parisOffsetMs(instant: Date): number {
  const year = instant.getUTCFullYear();
  if (year < 1996 || year > 2099) return icuWallClockMs(instant) - instant.getTime();
  const time = instant.getTime();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU changes its clocks. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The Paris wall clock at an instant, as the milliseconds of the same reading in UTC. */
function wallClockMs(instant: Date): number {
  return instant.getTime() + parisOffsetMs(instant);
}

/** The Paris calendar day of an instant: { year, month (1–12), day }. */
export function parisCalendarDay(instant: Date): { year: number; month: number; day: number } {
  const wall = new Date(wallClockMs(instant));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

let partsFormat: Intl.DateTimeFormat | undefined;

/** ICU's reading of the Paris wall clock, for the years the rule above does not cover. */
function icuWallClockMs(instant: Date): number {
  partsFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TEAM_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** "2026-07-14T09:30" read in Paris → the instant; null when the text is not a valid wall time. */
export function parisWallTimeToDate(value: string): Date | null {
  const match = WALL_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const second = match[6] ? Number(match[6]) : 0;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  // Date.UTC rolls "02-30" over to March: refuse what the calendar does not have.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offset at the guess, then at the corrected instant: right on both sides of a DST change.
  let instant = asUtc - (wallClockMs(new Date(asUtc)) - asUtc);
  instant = asUtc - (wallClockMs(new Date(instant)) - instant);
  return new Date(instant);
}

/** An instant as the value of a datetime-local input in Paris time: "2026-07-14T09:30". */
export function dateToParisWallTime(value: Date | string): string {
  const instant = typeof value === "string" ? new Date(value) : value;
  return new Date(wallClockMs(instant)).toISOString().slice(0, 16);
}

const parisFormats = new Map<string, Intl.DateTimeFormat>();

function parisFormat(tag: string, kind: "dateTime" | "time"): Intl.DateTimeFormat {
  const key = `${tag}|${kind}`;
  let format = parisFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      tag,
      kind === "dateTime"
        ? { timeZone: TEAM_TIME_ZONE, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }
        : { timeZone: TEAM_TIME_ZONE, hour: "2-digit", minute: "2-digit" },
    );
    parisFormats.set(key, format);
  }
  return format;
}

/** "Jul 14, 2026, 9:30 AM" (en-US) or "14 juil. 2026, 09:30" (fr-FR) in Paris time, for lists and badges. */
export function formatParisDateTime(value: Date | string, tag = "en-US"): string {
  return parisFormat(tag, "dateTime").format(typeof value === "string" ? new Date(value) : value);
}

/** "09:17 AM" or "09:17", in the team's time zone on the server and in the browser alike (no hydration mismatch). */
export function formatParisTime(value: string | Date, tag = "en-US"): string {
  return parisFormat(tag, "time").format(typeof value === "string" ? new Date(value) : value);
}

/**
 * A Paris wall time as ISO 8601 with its offset that day:
 * ("2026-07-10", "09:00") → "2026-07-10T09:00:00+02:00" (summer), "+01:00" in
 * winter. What structured data wants for an event's start and end.
 */
export function parisIsoDateTime(day: string, time: string): string | null {
  const instant = parisWallTimeToDate(`${day}T${time.slice(0, 5)}`);
  if (!instant) return null;
  const offsetMinutes = Math.round((wallClockMs(instant) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offsetMinutes) % 60).padStart(2, "0");
  return `${day}T${time.slice(0, 5)}:00${sign}${hours}:${minutes}`;
}
