import { describe, expect, it } from "vitest";
import { translator } from "../../lib/i18n/all.server.ts";
import { CAREER_START_YEAR, careerStats, careerTimeline, driverPageContent, experienceCards, partnerList, seasonCount, serviceSections } from "./content.ts";

const t = translator();

describe("careerTimeline", () => {
  it("runs from 1997 to '<year> – present'", () => {
    const timeline = careerTimeline(t, 2026);
    expect(timeline[0]!.period).toBe("1997");
    expect(timeline[0]).toEqual({ period: "1997", title: "First laps", text: "First karting season at the Magny-Cours kart track, in the family workshop's colours." });
    expect(timeline.at(-1)).toMatchObject({ period: "2026 – present", title: "Season 30", current: true });
    expect(timeline.filter((entry) => entry.current)).toHaveLength(1);
  });

  it("keeps the years in order and never shows a milestone from the future", () => {
    const timeline = careerTimeline(t, 2019);
    const years = timeline.map((entry) => Number(entry.period.slice(0, 4)));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(Math.max(...years)).toBe(2019);
    expect(timeline.at(-1)!.period).toBe("2019 – present");
    expect(timeline.some((entry) => entry.period === "2022")).toBe(false);
  });

  it("follows the calendar in later years", () => {
    expect(careerTimeline(t, 2031).at(-1)!.period).toBe("2031 – present");
    expect(careerTimeline(t, 2031).some((entry) => entry.period === "2024")).toBe(true);
  });
});

describe("careerStats", () => {
  it("counts 1997 as the first season", () => {
    expect(seasonCount(CAREER_START_YEAR)).toBe(1);
    expect(careerStats(t, 2026)[0]).toEqual({ value: "30", label: "Seasons of racing" });
  });
});

describe("the fixed pages' copy, resolved by the translator", () => {
  it("gives the driver page its lead, achievements and journey in words, not keys", () => {
    const content = driverPageContent(t, 2026);
    expect(content.lead).toMatch(/^French karting champion, Formula Renault title winner/);
    expect(content.achievements.map((achievement) => achievement.year)).toEqual(["2016 · 2022", "2018", "2009", "2001"]);
    expect(content.achievements[0]).toEqual({
      year: "2016 · 2022",
      title: "Two-time Historic Formula One Champion",
      detail: "Titles won in the team's own Vitesse VH-78, restored in-house from a bare chassis.",
    });
    expect(content.journey).toHaveLength(4);
    expect(content.stats.map((stat) => stat.label)).toEqual(["Seasons of racing", "Race starts", "Wins", "Podiums", "Championship titles"]);
  });

  it("keeps the experiences' order, prices and copy", () => {
    const cards = experienceCards(t);
    expect(cards.map((card) => [card.type, card.price])).toEqual([
      ["f1_drive", 15_000],
      ["coaching", 2_500],
      ["vip", 8_000],
      ["hot_laps", 1_500],
    ]);
    expect(cards.at(-1)).toMatchObject({ note: "3-5 laps", includes: ["Safety briefing", "3-5 laps at race pace", "Race suit and helmet provided", "Onboard video of your laps"] });
    expect(cards.filter((card) => card.note)).toHaveLength(1);
  });

  it("keeps the partners' brand names and gives each its category", () => {
    expect(partnerList(t)[0]).toEqual({ name: "Vortex Performance", category: "performance parts" });
    expect(partnerList(t)).toHaveLength(8);
  });

  it("gives each of the seven services its words and, when there is one, its related page", () => {
    const services = serviceSections(t);
    expect(services.map((service) => service.id)).toEqual([
      "acquisition",
      "restoration",
      "racing",
      "track-experiences",
      "driver-coaching",
      "team-management",
      "technical-consulting",
    ]);
    expect(services[0]).toMatchObject({ title: "Acquisition", tagline: "The right car, with the right history.", subject: "cars" });
    expect(services[0]!.related).toEqual({ to: "/collection", label: "Browse the collection" });
    expect(services.filter((service) => service.related).map((service) => service.related!.to)).toEqual(["/collection", "/events", "/experiences"]);
    for (const service of services) expect(service.points).toHaveLength(4);
  });
});
