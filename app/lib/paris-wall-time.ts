/**
 * Paris wall times typed and read back ("Publish at": an
 * <input type="datetime-local"> has no zone, and the instant is stored) and
 * written for structured data. Apart from paris-time.ts, which every public
 * page's shell carries: these are the admin's and the server's.
 */
import { wallClockMs } from "./paris-time.ts";

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

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
