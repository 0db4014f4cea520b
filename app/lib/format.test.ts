import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatDateRange, formatEuro, formatMonthYear, formatShortDate, formatWallTime, formatWallTimeRange, todayInParis } from "./format.ts";

describe("formatEuro", () => {
  it("shows whole amounts without decimals", () => {
    expect(formatEuro(15000)).toBe("€15,000");
    expect(formatEuro(0)).toBe("€0");
  });

  it("accepts PostgreSQL numerics as strings", () => {
    expect(formatEuro("29.90")).toBe("€29.90");
    expect(formatEuro("2500.00")).toBe("€2,500");
    expect(formatEuro("1234567.5")).toBe("€1,234,567.50");
  });

  it("shows two decimals for fractional amounts", () => {
    expect(formatEuro(29.9)).toBe("€29.90");
    expect(formatEuro(0.5)).toBe("€0.50");
  });

  it("does not mix up the cached whole and fractional formats", () => {
    expect(formatEuro(10)).toBe("€10");
    expect(formatEuro(10.5)).toBe("€10.50");
    expect(formatEuro(10)).toBe("€10");
  });
});

describe("dates", () => {
  it("runs under a non-UTC process time zone", () => {
    // vitest.config.ts sets TZ so that a calendar day parsed as local time would show the day before.
    expect(new Date("2026-07-14T00:00:00Z").getTimezoneOffset()).not.toBe(0);
  });

  it("formats a calendar day as that day, whatever the process time zone", () => {
    expect(formatDate("2026-07-14")).toBe("July 14, 2026");
    expect(formatDate("2026-01-01")).toBe("January 1, 2026");
    expect(formatShortDate("2026-07-14")).toBe("Jul 14, 2026");
  });

  it("formats an instant as the day in Paris", () => {
    // 23:30 UTC on July 14 is 01:30 on July 15 in Paris (UTC+2 in summer); New York is still on July 14.
    expect(formatDate(new Date("2026-07-14T23:30:00Z"))).toBe("July 15, 2026");
    expect(formatDate(new Date("2026-07-14T21:30:00Z"))).toBe("July 14, 2026");
    // A full ISO timestamp string is an instant too.
    expect(formatDate("2026-07-14T23:30:00Z")).toBe("July 15, 2026");
  });

  it("formats month and year", () => {
    expect(formatMonthYear("2026-07-01")).toBe("July 2026");
    expect(formatMonthYear("2026-12-31")).toBe("December 2026");
    // New Year's Eve 23:30 UTC is already January in Paris.
    expect(formatMonthYear(new Date("2026-12-31T23:30:00Z"))).toBe("January 2027");
  });

  it("gives today's calendar day in Paris", () => {
    expect(todayInParis(new Date("2026-06-14T22:30:00Z"))).toBe("2026-06-15");
    expect(todayInParis(new Date("2026-06-14T21:30:00Z"))).toBe("2026-06-14");
    // Winter time: Paris is UTC+1.
    expect(todayInParis(new Date("2026-01-14T22:30:00Z"))).toBe("2026-01-14");
    expect(todayInParis(new Date("2026-01-14T23:30:00Z"))).toBe("2026-01-15");
    expect(todayInParis()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("an event's days and times", () => {
  // Node's ICU writes thin and narrow no-break spaces around the dash and before AM where Chromium writes
  // plain ones; the server's text must equal the browser's or the page fails to hydrate (React error 418).
  const noThinSpace = (text: string) => {
    expect(text).not.toMatch(/[\u2009\u202f]/);
    return text;
  };

  it("writes a meeting's days as one range in each language, one day when there is no other", () => {
    expect(noThinSpace(formatDateRange("2026-07-10", "2026-07-12"))).toBe("July 10 – 12, 2026");
    expect(noThinSpace(formatDateRange("2026-07-10", "2026-07-12", "fr-FR"))).toBe("10–12 juillet 2026");
    expect(noThinSpace(formatDateRange("2026-07-31", "2026-08-02", "fr-FR"))).toBe("31 juillet – 2 août 2026");
    expect(noThinSpace(formatDateRange("2026-12-31", "2027-01-01"))).toBe("December 31, 2026 – January 1, 2027");
    expect(noThinSpace(formatDateRange("2026-07-10", null))).toBe("July 10, 2026");
    expect(noThinSpace(formatDateRange("2026-07-10", "2026-07-10", "fr-FR"))).toBe("10 juillet 2026");
  });

  it("writes a Paris wall time as typed, whatever the process's zone", () => {
    expect(noThinSpace(formatWallTime("09:30"))).toBe("9:30 AM");
    expect(noThinSpace(formatWallTime("18:05", "fr-FR"))).toBe("18:05");
    expect(noThinSpace(formatWallTime("09:30", "fr-FR"))).toBe("09:30");
    expect(noThinSpace(formatWallTimeRange("09:00", "18:30"))).toBe("9:00 AM – 6:30 PM");
    expect(noThinSpace(formatWallTimeRange("09:00", "18:30", "fr-FR"))).toBe("09:00 – 18:30");
    expect(noThinSpace(formatWallTimeRange("10:00", null, "fr-FR"))).toBe("10:00");
  });
});

describe("formatBytes", () => {
  it("says a size in each language's units, powers of 1024, one decimal", () => {
    expect(formatBytes(300, "en-US")).toBe("0.3 kB");
    expect(formatBytes(1_536_000, "en-US")).toBe("1.5 MB");
    expect(formatBytes(5.5 * 1024 ** 3, "en-US")).toBe("5.5 GB");
    // French puts a narrow no-break space between the number and its unit.
    expect(formatBytes(1_536_000, "fr-FR")).toBe("1,5\u202fMo");
    expect(formatBytes(2048, "fr-FR")).toBe("2\u202fko");
  });
});
