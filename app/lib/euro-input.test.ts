import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseEuroInput } from "./euro-input.ts";

const cents = (text: string) => {
  const parsed = parseEuroInput(text);
  return parsed.ok ? parsed.cents : parsed.reason;
};

describe("parseEuroInput", () => {
  it("reads an amount grouped the English way or the French way", () => {
    expect(cents("1,200,000")).toBe(120_000_000);
    expect(cents("1 200 000 €")).toBe(120_000_000);
    expect(cents("1\u202f200\u202f000\u00a0€")).toBe(120_000_000);
    expect(cents("1.200.000")).toBe(120_000_000);
    expect(cents("1'200'000")).toBe(120_000_000);
    expect(cents("€1,200,000.50")).toBe(120_000_050);
    expect(cents("1 200 000,50 €")).toBe(120_000_050);
    expect(cents("1.200.000,5")).toBe(120_000_050);
    expect(cents("250000")).toBe(25_000_000);
  });

  it("takes one mark before three digits as grouping, before one or two as decimals", () => {
    expect(cents("16,500")).toBe(1_650_000);
    expect(cents("16.500")).toBe(1_650_000);
    expect(cents("16,50")).toBe(1_650);
    expect(cents("99.90")).toBe(9_990);
    expect(cents("99,9")).toBe(9_990);
    expect(cents("0,05")).toBe(5);
  });

  it("refuses what it would have to guess", () => {
    for (const text of ["1,20,000", "1,2000", "12,", ",5", "1.200.5", "1,200,00", "1.2.3", "12.345,678", "1,5.00", "abc", "1e5", "12 eur", "--5"]) {
      expect(cents(text), text).toBe("number");
    }
    expect(cents("12345678901")).toBe("number");
    expect(cents("  ")).toBe("empty");
    expect(cents("-5")).toBe("negative");
    expect(cents("- 1 200")).toBe("negative");
  });

  it("reads back any amount as either language writes it", () => {
    const english = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });
    const french = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
    const plainEnglish = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 });
    const plainFrench = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_99 }), (amount) => {
        for (const format of [english, french, plainEnglish, plainFrench]) expect(cents(format.format(amount / 100))).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });
});
