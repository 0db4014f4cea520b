import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventsCalendar, eventUid, type PrestigiousEvent } from "./queries.server.ts";

/** The calendar builder alone, on fixed rows: the zone's rules, the all-day shape, escaping. */
const row = (overrides: Partial<PrestigiousEvent>): PrestigiousEvent => ({
  id: "3f2c1a7e-8d44-4c1b-9a57-2f0c9e6b1d10",
  name: "Magny-Cours Track Day",
  event_type: "Track Day",
  location: "Circuit de Nevers Magny-Cours, France",
  event_date: "2026-07-14",
  end_date: null,
  start_time: null,
  end_time: null,
  description: null,
  featured: false,
  image_url: null,
  published: true,
  publish_at: null,
  name_fr: null,
  event_type_fr: null,
  location_fr: null,
  description_fr: null,
  created_at: new Date("2026-01-01T00:00:00Z"),
  updated_at: new Date("2026-02-03T04:05:06Z"),
  deleted_at: null,
  ...overrides,
});

function parse(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const zone of root.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return root.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

const ORIGIN = "https://ecurie.example";

describe("eventsCalendar", () => {
  it("places Paris wall times at the right instant in summer and in winter (TZID=Europe/Paris)", () => {
    const ics = eventsCalendar(
      [
        row({ start_time: "09:30", end_time: "18:00" }),
        row({ id: "4f2c1a7e-8d44-4c1b-9a57-2f0c9e6b1d10", event_date: "2026-12-05", start_time: "09:30", end_time: "18:00" }),
      ],
      { origin: ORIGIN, locale: "en" },
    );
    expect(ics).toContain("DTSTART;TZID=Europe/Paris:20260714T093000");
    expect(ics).toContain("BEGIN:VTIMEZONE");
    const [summer, winter] = parse(ics);
    expect(summer!.startDate.toJSDate().toISOString()).toBe("2026-07-14T07:30:00.000Z");
    expect(summer!.endDate.toJSDate().toISOString()).toBe("2026-07-14T16:00:00.000Z");
    expect(winter!.startDate.toJSDate().toISOString()).toBe("2026-12-05T08:30:00.000Z");
    // The stamp and last change are instants, in UTC.
    expect(ics).toContain("DTSTAMP:20260203T040506Z");
    expect(ics).toContain("LAST-MODIFIED:20260203T040506Z");
  });

  it("writes a day event as all-day, the end the day after the last (exclusive)", () => {
    const ics = eventsCalendar([row({}), row({ id: "5f2c1a7e-8d44-4c1b-9a57-2f0c9e6b1d10", event_date: "2026-12-30", end_date: "2027-01-01" })], { origin: ORIGIN, locale: "en" });
    expect(ics).toContain("DTSTART;VALUE=DATE:20260714");
    expect(ics).toContain("DTEND;VALUE=DATE:20260715");
    expect(ics).toContain("DTEND;VALUE=DATE:20270102");
    const [day] = parse(ics);
    expect(day!.startDate.isDate).toBe(true);
  });

  it("leaves a one-day event's end open when it has only a start time", () => {
    const [event] = parse(eventsCalendar([row({ start_time: "14:00" })], { origin: ORIGIN, locale: "en" }));
    expect(event!.startDate.toString()).toBe("2026-07-14T14:00:00");
    expect(event!.component.hasProperty("dtend")).toBe(false);
  });

  it("escapes the words, keeps one UID per event and links its page", () => {
    const [event] = parse(eventsCalendar([row({ name: "Spa; Classic, Weekend", description: "Line one\nline two" })], { origin: ORIGIN, locale: "fr" }));
    expect(event!.summary).toBe("Spa; Classic, Weekend");
    expect(event!.uid).toBe(eventUid("3f2c1a7e-8d44-4c1b-9a57-2f0c9e6b1d10", ORIGIN));
    expect(event!.uid).toBe("event-3f2c1a7e-8d44-4c1b-9a57-2f0c9e6b1d10@ecurie.example");
    expect(event!.description).toBe(`Line one\nline two\n\n${ORIGIN}/fr/evenements/3f2c1a7e-8d44-4c1b-9a57-2f0c9e6b1d10`);
  });
});
