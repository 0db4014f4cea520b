import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { documentNumber, excludingVat, formatRate, invoiceTotals, mayWithdraw, shippingLines, withdrawalOpenUntil } from "./rules.ts";

describe("invoice amounts", () => {
  it("takes VAT out of a price to the cent, half up", () => {
    expect(excludingVat(3500, 2000)).toBe(2917); // 29.1666…
    expect(excludingVat(4250, 550)).toBe(4028); // 40.2843…
    expect(excludingVat(120, 2000)).toBe(100);
    expect(excludingVat(3, 2000)).toBe(3); // 2.5 rounds up
    expect(excludingVat(1_500_000, 2000)).toBe(1_250_000);
    expect(excludingVat(999, 0)).toBe(999);
  });

  it("adds up exactly: each line's VAT is its price less its amount without VAT, and the totals are the lines'", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constant("item"), quantity: fc.integer({ min: 1, max: 50 }), unitPriceCents: fc.integer({ min: 0, max: 2_000_000 }), vatRate: fc.constantFrom(2000, 1000, 550, 210, 0) }), { minLength: 1, maxLength: 8 }),
        (lines) => {
          const totals = invoiceTotals(lines);
          for (const line of totals.lines) expect(line.totalExclCents + line.vatCents).toBe(line.totalInclCents);
          expect(totals.totalExclCents + totals.totalVatCents).toBe(totals.totalInclCents);
          expect(totals.totalInclCents).toBe(lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0));
          expect(totals.vatByRate.reduce((sum, rate) => sum + rate.vatCents, 0)).toBe(totals.totalVatCents);
        },
      ),
    );
  });

  it("splits shipping between the goods' rates in proportion, the rounding cent to the largest share", () => {
    const goods = [
      { name: "cap", quantity: 2, unitPriceCents: 3500, vatRate: 2000 },
      { name: "book", quantity: 1, unitPriceCents: 4250, vatRate: 550 },
    ];
    expect(shippingLines("Shipping", 690, goods)).toEqual([
      { name: "Shipping (20\u00a0%)", quantity: 1, unitPriceCents: 430, vatRate: 2000 },
      { name: "Shipping (5,5\u00a0%)", quantity: 1, unitPriceCents: 260, vatRate: 550 },
    ]);
    expect(shippingLines("Shipping", 690, goods.slice(0, 1))).toEqual([{ name: "Shipping", quantity: 1, unitPriceCents: 690, vatRate: 2000 }]);
    expect(shippingLines("Shipping", 0, goods)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (shipping, a, b) => {
        const split = shippingLines("S", shipping, [
          { name: "a", quantity: 1, unitPriceCents: a, vatRate: 2000 },
          { name: "b", quantity: 1, unitPriceCents: b, vatRate: 550 },
        ]);
        expect(split.reduce((sum, line) => sum + line.unitPriceCents, 0)).toBe(shipping);
      }),
    );
  });

  it("numbers documents by kind and year on six digits, and writes rates the French way", () => {
    expect(documentNumber("invoice", 2026, 123)).toBe("F-2026-000123");
    expect(documentNumber("credit_note", 2027, 4)).toBe("A-2027-000004");
    expect(formatRate(550)).toBe("5,5\u00a0%");
    expect(formatRate(2000)).toBe("20\u00a0%");
  });
});

describe("the withdrawal period", () => {
  const paid = { status: "shipped", paid_at: new Date("2026-11-02T10:00:00Z"), withdrawal_requested_at: null };
  it("is open before the order leaves, then until 14 days after the zone's longest delivery", () => {
    expect(withdrawalOpenUntil({ shipped_at: null }, 4)).toBeNull();
    // 4 working days are counted as 6 calendar days, so the button never closes before the law's 14 days do.
    expect(withdrawalOpenUntil({ shipped_at: new Date("2026-11-03T09:00:00Z") }, 4)).toEqual(new Date("2026-11-23T09:00:00Z"));
    expect(mayWithdraw({ ...paid, status: "paid", shipped_at: null }, 4, new Date("2027-06-01"))).toBe(true);
    expect(mayWithdraw({ ...paid, shipped_at: new Date("2026-11-03T09:00:00Z") }, 4, new Date("2026-11-23T08:59:59Z"))).toBe(true);
    expect(mayWithdraw({ ...paid, shipped_at: new Date("2026-11-03T09:00:00Z") }, 4, new Date("2026-11-23T09:00:00Z"))).toBe(false);
  });
  it("is closed to an unpaid, refunded or already withdrawn order", () => {
    const now = new Date("2026-11-04");
    expect(mayWithdraw({ ...paid, status: "awaiting_payment", paid_at: null, shipped_at: null }, 0, now)).toBe(false);
    expect(mayWithdraw({ ...paid, status: "refunded", shipped_at: null }, 0, now)).toBe(false);
    expect(mayWithdraw({ ...paid, shipped_at: null, withdrawal_requested_at: new Date("2026-11-03") }, 0, now)).toBe(false);
  });
});
