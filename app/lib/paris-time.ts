/**
 * The team works in Paris: the Paris clock at an instant and the Paris day of
 * an instant. Client-safe: the browser and the server must agree. Instants
 * are written in Paris time by format.ts; wall times typed in a form
 * ("Publish at") are read and written back by paris-wall-time.ts.
 */
export const TEAM_TIME_ZONE = "Europe/Paris";

/**
 * Paris's offset from UTC at an instant: +2 h from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, +1 h otherwise:
 * the European Union's summer time (Directive 2000/84/EC; France has kept
 * these dates since 1996). Written out rather than asked of Intl: the first
 * formatter a page makes costs Chromium 15–50 ms (ICU loads its data; issue
 * 16, a third of a page's blocking time), and the same arithmetic in the
 * browser and on the server cannot disagree. paris-time.test.ts checks it
 * hour by hour against ICU's time-zone data from 1996 to 2060. Before 1996
 * France ended summer time in September: an instant of those weeks is read an
 * hour off, in the browser and on the server alike. The site's instants are
 * its own (published, sent, updated), none from then.
 */
function parisOffsetMs(instant: Date): number {
  const year = instant.getUTCFullYear();
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
export function wallClockMs(instant: Date): number {
  return instant.getTime() + parisOffsetMs(instant);
}

/** The Paris calendar day of an instant: { year, month (1–12), day }. */
export function parisCalendarDay(instant: Date): { year: number; month: number; day: number } {
  const wall = new Date(wallClockMs(instant));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}
