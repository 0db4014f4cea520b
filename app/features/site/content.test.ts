import { describe, expect, it } from "vitest";
import { CAREER_START_YEAR, careerStats, careerTimeline, seasonCount } from "./content.ts";

describe("careerTimeline", () => {
  it("runs from 1997 to '<year> – present'", () => {
    const timeline = careerTimeline(2026);
    expect(timeline[0]!.period).toBe("1997");
    expect(timeline.at(-1)).toMatchObject({ period: "2026 – present", title: "Season 30", current: true });
    expect(timeline.filter((entry) => entry.current)).toHaveLength(1);
  });

  it("keeps the years in order and never shows a milestone from the future", () => {
    const timeline = careerTimeline(2019);
    const years = timeline.map((entry) => Number(entry.period.slice(0, 4)));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(Math.max(...years)).toBe(2019);
    expect(timeline.at(-1)!.period).toBe("2019 – present");
    expect(timeline.some((entry) => entry.period === "2022")).toBe(false);
  });

  it("follows the calendar in later years", () => {
    expect(careerTimeline(2031).at(-1)!.period).toBe("2031 – present");
    expect(careerTimeline(2031).some((entry) => entry.period === "2024")).toBe(true);
  });
});

describe("careerStats", () => {
  it("counts 1997 as the first season", () => {
    expect(seasonCount(CAREER_START_YEAR)).toBe(1);
    expect(careerStats(2026)[0]).toEqual({ value: "30", label: "Seasons of racing" });
  });
});
