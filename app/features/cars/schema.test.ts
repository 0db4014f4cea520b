import { describe, expect, it } from "vitest";
import { translate } from "../../lib/i18n/core.ts";
import { publicEn } from "../../lib/i18n/en/public.ts";
import { publicFr } from "../../lib/i18n/fr/public.ts";
import { requestReference } from "../../lib/ids.ts";
import { carBadges, parseCarTab, specificationChips, statusLabel, statusTone } from "./schema.ts";

const en = translate(publicEn, "en");
const fr = translate(publicFr, "fr");

/** The chips' texts only. */
const chipTexts = (...args: Parameters<typeof specificationChips>) => specificationChips(...args).map((chip) => chip.text);

describe("specificationChips", () => {
  const car = {
    engine: "Ford Cosworth DFV 3.0 V8",
    status: "on_track",
    specifications: { Power: "485 hp", Weight: "575 kg", Gearbox: "Hewland FGA 400", Tyres: "Goodyear slicks" },
  };

  it("lists the engine, the status, then the specification values, at most four", () => {
    expect(chipTexts(car, en)).toEqual(["Ford Cosworth DFV 3.0 V8", "on track", "485 hp", "575 kg"]);
  });

  it("shows the status with spaces instead of underscores", () => {
    expect(chipTexts({ ...car, engine: null, status: "in_period_livery", specifications: {} }, en)).toEqual(["in period livery"]);
  });

  it("skips empty values and lets later values take their place", () => {
    expect(
      chipTexts({ engine: "  ", status: "available", specifications: { Power: "", Weight: "550 kg", Gearbox: "  ", Tyres: "Firestone", Fuel: "Avgas" } }, en),
    ).toEqual(["available", "550 kg", "Firestone", "Avgas"]);
    expect(chipTexts({ engine: null, status: "", specifications: {} }, en)).toEqual([]);
  });

  it("keeps fewer than four when there are fewer", () => {
    expect(chipTexts({ engine: "V8", status: "restoration", specifications: { Power: "410 hp" } }, en)).toEqual(["V8", "restoration", "410 hp"]);
  });

  it("ignores values that are not text", () => {
    const specifications = { Power: 485, Weight: "575 kg" } as unknown as Record<string, string>;
    expect(chipTexts({ engine: null, status: "available", specifications }, en)).toEqual(["available", "575 kg"]);
  });

  it("marks the chips whose text is the English one on a French page, and those only", () => {
    expect(specificationChips({ ...car, langs: { engine: "en" } }, fr)).toEqual([
      { text: "Ford Cosworth DFV 3.0 V8", lang: "en" },
      { text: "en piste" },
      { text: "485 hp" },
      { text: "575 kg" },
    ]);
    expect(specificationChips({ ...car, engine: "V8 3,0 litres", langs: { specifications: "en" } }, fr)).toEqual([
      { text: "V8 3,0 litres" },
      { text: "en piste" },
      { text: "485 hp", lang: "en" },
      { text: "575 kg", lang: "en" },
    ]);
    expect(specificationChips(car, en).every((chip) => chip.lang === undefined)).toBe(true);
  });
});

describe("status", () => {
  it("replaces every underscore with a space", () => {
    expect(statusLabel("on_track", en)).toBe("on track");
    expect(statusLabel("awaiting_parts_delivery", en)).toBe("awaiting parts delivery");
    expect(statusLabel("available", en)).toBe("available");
  });

  it("names the four statuses in French", () => {
    expect(["available", "on_track", "restoration", "sold"].map((status) => statusLabel(status, fr))).toEqual(["disponible", "en piste", "en restauration", "vendue"]);
  });

  it("colours available green, on_track blue, restoration gold and anything else neutral", () => {
    expect(statusTone("available")).toBe("green");
    expect(statusTone("on_track")).toBe("blue");
    expect(statusTone("restoration")).toBe("gold");
    expect(statusTone("sold")).toBe("neutral");
    expect(statusTone("constructor")).toBe("neutral");
  });
});

describe("carBadges", () => {
  it("shows For Sale, Available to Rent and Experience Available for the flags that are set, in that order", () => {
    expect(carBadges({ for_sale: true, for_rent: true, for_experience: true })).toEqual(["car.forSale", "car.forRent", "car.forExperience"]);
    expect(carBadges({ for_sale: false, for_rent: true, for_experience: false })).toEqual(["car.forRent"]);
    expect(carBadges({ for_sale: false, for_rent: false, for_experience: false })).toEqual([]);
  });
});

describe("parseCarTab", () => {
  it("defaults to the catalog and accepts only the two tabs", () => {
    expect(parseCarTab(null)).toBe("catalog");
    expect(parseCarTab("team")).toBe("team");
    expect(parseCarTab("catalog")).toBe("catalog");
    expect(parseCarTab("TEAM")).toBe("catalog");
    expect(parseCarTab("toString")).toBe("catalog");
  });
});

describe("requestReference", () => {
  it("is the first eight hexadecimal digits of the id, upper case", () => {
    expect(requestReference("3f2a9c1b-0d4e-4f6a-9b8c-7d6e5f4a3b2c")).toBe("3F2A9C1B");
  });
});
