import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes.ts";
import { formatCount, formatParisDateTime, formatParisDateTimeSeconds, formatParisTime, formatWeekday, formatDate, formatDateRange, formatEuro, formatMonthYear, formatShortDate, formatShortMonth, formatShortMonthYear, formatWallTime, formatWallTimeRange, todayInParis } from "./format.ts";

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

/**
 * The site's two tags are written by format.ts's own tables, not by Intl
 * (the first Intl formatter costs a browser 15–50 ms): each format must write
 * what Node's Intl writes, so the tables change nothing a visitor reads.
 */
describe("en-US and fr-FR, written without Intl, as Intl writes them", () => {
  const TAGS = ["en-US", "fr-FR"] as const;
  const plain = (text: string) => text.replace(/[\u2009\u202f]/g, " ");
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const DAY_MS = 86_400_000;
  const FROM = Date.UTC(2024, 0, 1);

  it("prices, rounded on their decimal form as Intl rounds them", () => {
    const amounts = [0, 5, 29.9, 0.5, 1234, 15000, 1234567.5, 0.125, 1.005, 2.675, 999.995, 9.995, 0.001, 1e15, -5.5, -1234, 99.99, 100.1];
    for (let cents = 0; cents < 300_000; cents += 997) amounts.push(cents / 100);
    for (const tag of TAGS) {
      for (const amount of amounts) {
        const whole = Number.isInteger(amount);
        const intl = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
        expect(formatEuro(amount, tag), `${tag} ${amount}`).toBe(intl.format(amount));
        expect(formatEuro(String(amount), tag)).toBe(intl.format(amount));
      }
    }
    expect(formatEuro(15000, "fr-FR")).toBe("15\u202f000\u00a0€");
  });

  it("counts", () => {
    for (const tag of TAGS) {
      for (const count of [0, 1, 2, 999, 1000, 12_345, 1_000_000, 987_654_321, -1200]) {
        expect(formatCount(count, tag)).toBe(new Intl.NumberFormat(tag).format(count));
      }
    }
  });

  it("calendar days, every day of three years", () => {
    for (const tag of TAGS) {
      const long = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
      const short = new Intl.DateTimeFormat(tag, { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
      const monthYear = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", timeZone: "UTC" });
      for (let ms = FROM; ms < FROM + 3 * 366 * DAY_MS; ms += DAY_MS) {
        expect(formatDate(day(ms), tag)).toBe(long.format(ms));
        expect(formatShortDate(day(ms), tag)).toBe(short.format(ms));
        expect(formatMonthYear(day(ms), tag)).toBe(monthYear.format(ms));
      }
    }
  });

  it("short months, alone and with their year, as Intl writes them, of a day or a \"2026-07\" month", () => {
    for (const tag of TAGS) {
      const month = new Intl.DateTimeFormat(tag, { month: "short", timeZone: "UTC" });
      const monthYear = new Intl.DateTimeFormat(tag, { month: "short", year: "numeric", timeZone: "UTC" });
      for (let index = 0; index < 36; index++) {
        const ms = Date.UTC(2025, index, 1);
        const key = new Date(ms).toISOString().slice(0, 7);
        expect(formatShortMonth(key, tag)).toBe(month.format(ms));
        expect(formatShortMonthYear(key, tag)).toBe(monthYear.format(ms));
        expect(formatShortMonthYear(`${key}-15`, tag)).toBe(monthYear.format(ms));
      }
    }
  });

  it("instants, as their day in Paris, every seven hours of three years", () => {
    for (const tag of TAGS) {
      const long = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", day: "numeric", timeZone: "Europe/Paris" });
      for (let ms = FROM; ms < FROM + 3 * 366 * DAY_MS; ms += 7 * 3_600_000) {
        expect(formatDate(new Date(ms), tag)).toBe(long.format(ms));
        expect(formatDate(new Date(ms).toISOString(), tag)).toBe(long.format(ms));
      }
    }
  });

  it("instants in Paris time, every 7 hours and 13 minutes of three years", () => {
    for (const tag of TAGS) {
      // French writes the hour on two digits everywhere (09:05), as Intl's medium style does; English does not (9:05 AM).
      const hour = tag === "en-US" ? "numeric" : "2-digit";
      const dateTime = new Intl.DateTimeFormat(tag, { timeZone: "Europe/Paris", year: "numeric", month: "short", day: "numeric", hour, minute: "2-digit" });
      const seconds = new Intl.DateTimeFormat(tag, { timeZone: "Europe/Paris", year: "numeric", month: "short", day: "numeric", hour, minute: "2-digit", second: "2-digit" });
      const time = new Intl.DateTimeFormat(tag, { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });
      for (let ms = FROM; ms < FROM + 3 * 366 * DAY_MS; ms += 433 * 60_000 + 17_000) {
        expect(formatParisDateTime(new Date(ms), tag)).toBe(plain(dateTime.format(ms)));
        expect(formatParisDateTimeSeconds(new Date(ms).toISOString(), tag)).toBe(plain(seconds.format(ms)));
        expect(formatParisTime(new Date(ms).toISOString(), tag)).toBe(plain(time.format(ms)));
      }
      // The days of the week, Monday first, as Intl names them.
      const weekday = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
      for (let index = 0; index < 7; index++) expect(formatWeekday(index, tag)).toBe(weekday.format(Date.UTC(2024, 0, 1 + index)));
      expect(() => formatWeekday(7, tag)).toThrow(RangeError);
    }
  });

  it("a meeting's days: within a month, across months, across years", () => {
    for (const tag of TAGS) {
      const range = new Intl.DateTimeFormat(tag, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
      for (let ms = FROM; ms < FROM + 2 * 366 * DAY_MS; ms += 3 * DAY_MS) {
        for (const length of [1, 2, 5, 20, 40, 400]) {
          expect(formatDateRange(day(ms), day(ms + length * DAY_MS), tag)).toBe(plain(range.formatRange(ms, ms + length * DAY_MS)));
        }
      }
    }
  });

  it("wall times and their ranges, every five minutes", () => {
    const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    for (const tag of TAGS) {
      const wall = new Intl.DateTimeFormat(tag, { hour: tag === "en-US" ? "numeric" : "2-digit", minute: "2-digit", timeZone: "UTC" });
      for (let minutes = 0; minutes < 24 * 60; minutes += 5) {
        expect(formatWallTime(clock(minutes), tag)).toBe(plain(wall.format(minutes * 60_000)));
        expect(formatWallTime(`${clock(minutes)}:00`, tag)).toBe(plain(wall.format(minutes * 60_000)));
        for (const end of [minutes, minutes + 30, minutes + 155, minutes + 720, 1439, 0]) {
          expect(formatWallTimeRange(clock(minutes), clock(end % 1440), tag), `${tag} ${clock(minutes)} ${clock(end % 1440)}`).toBe(plain(wall.formatRange(minutes * 60_000, (end % 1440) * 60_000)));
        }
      }
    }
  });
});
