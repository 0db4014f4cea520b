import { describe, expect, it } from "vitest";
import { formatParisDateTime } from "./format.ts";
import { dateToParisWallTime, parisWallTimeToDate } from "./paris-wall-time.ts";

describe("Paris wall time", () => {
  it("reads summer and winter times with their offsets", () => {
    expect(parisWallTimeToDate("2026-07-14T09:30")?.toISOString()).toBe("2026-07-14T07:30:00.000Z");
    expect(parisWallTimeToDate("2026-01-10T09:30")?.toISOString()).toBe("2026-01-10T08:30:00.000Z");
    expect(parisWallTimeToDate("2026-01-10T09:30:15")?.toISOString()).toBe("2026-01-10T08:30:15.000Z");
  });

  it("handles the days the clocks change", () => {
    // 29 March 2026: 02:00 → 03:00 (UTC+1 → UTC+2).
    expect(parisWallTimeToDate("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
    expect(parisWallTimeToDate("2026-03-29T03:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
    // 25 October 2026: 03:00 → 02:00 (UTC+2 → UTC+1).
    expect(parisWallTimeToDate("2026-10-25T04:00")?.toISOString()).toBe("2026-10-25T03:00:00.000Z");
  });

  it("refuses what is not a wall time", () => {
    for (const bad of ["", "tomorrow", "2026-02-30T10:00", "2026-13-01T10:00", "2026-01-01T24:00", "2026-01-01 10:00"]) {
      expect(parisWallTimeToDate(bad)).toBeNull();
    }
  });

  it("writes an instant back as the input's value, and round-trips", () => {
    expect(dateToParisWallTime(new Date("2026-07-14T07:30:00Z"))).toBe("2026-07-14T09:30");
    expect(dateToParisWallTime("2026-12-31T23:30:00Z")).toBe("2027-01-01T00:30");
    const value = "2026-11-22T18:05";
    expect(dateToParisWallTime(parisWallTimeToDate(value)!)).toBe(value);
  });

  it("formats for people in Paris time", () => {
    expect(formatParisDateTime("2026-07-14T07:30:00Z")).toMatch(/^Jul 14, 2026, 9:30\sAM$/);
  });
});

describe("Paris's offset, the EU's summer time written out", () => {
  const icu = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
  const icuWallTime = (ms: number) => {
    const parts = Object.fromEntries(icu.formatToParts(ms).map((part) => [part.type, part.value]));
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
  };

  it("agrees with ICU's time-zone data every hour from 1996 to 2060", () => {
    const HOUR = 3_600_000;
    for (let ms = Date.UTC(1996, 0, 1); ms < Date.UTC(2061, 0, 1); ms += HOUR) {
      if (dateToParisWallTime(new Date(ms)) !== icuWallTime(ms)) expect(dateToParisWallTime(new Date(ms)), new Date(ms).toISOString()).toBe(icuWallTime(ms));
    }
  });
});
