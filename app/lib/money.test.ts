import { describe, expect, it } from "vitest";
import { centsOf, decimalOf, lineCents } from "./money.ts";

describe("money in cents", () => {
  it("reads a numeric column's text exactly, whatever float would make of it", () => {
    expect(centsOf("24.90")).toBe(2490);
    expect(centsOf("0.1")).toBe(10);
    expect(centsOf("650000")).toBe(65_000_000);
    expect(centsOf("0.07")).toBe(7);
    // Float arithmetic gets these wrong: 1.005 * 100 is 100.49999…, 4.35 * 100 is 434.99999…
    expect(centsOf("4.35") * 3).toBe(1305);
    expect(lineCents("0.10", 3) + lineCents("0.20", 1)).toBe(50);
    expect(centsOf("90071992547409.91")).toBe(9_007_199_254_740_991);
  });

  it("refuses what is not an amount of euros instead of guessing", () => {
    for (const text of ["", "12,50", "1.234", "-5.00", "€12", " 12", "1e3", "NaN", "90071992547409.92"]) expect(() => centsOf(text), text).toThrow(RangeError);
  });

  it("writes cents back as the column stores them, and refuses a fraction of a cent", () => {
    expect(decimalOf(120_000_050)).toBe("1200000.50");
    expect(decimalOf(5)).toBe("0.05");
    expect(decimalOf(0)).toBe("0.00");
    expect(decimalOf(999_999_999_999)).toBe("9999999999.99");
    expect(() => decimalOf(12.5)).toThrow(RangeError);
    expect(() => decimalOf(-1)).toThrow(RangeError);
  });
});
