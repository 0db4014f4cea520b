import { describe, expect, it } from "vitest";
import { translator } from "../../lib/i18n/all.server.ts";
import { experienceCards } from "./content.ts";

const t = translator();

describe("the fixed pages' copy, resolved by the translator", () => {
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

});
