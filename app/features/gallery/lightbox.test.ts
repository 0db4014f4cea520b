import { describe, expect, it } from "vitest";
import { photoIndexFromParam, wrapIndex } from "./schema.ts";

describe("wrapIndex", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(0, 8)).toBe(0);
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(3, 8)).toBe(3);
    expect(wrapIndex(0, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("photoIndexFromParam", () => {
  it("reads a 1-based photo number within the album", () => {
    expect(photoIndexFromParam("1", 8)).toBe(0);
    expect(photoIndexFromParam("8", 8)).toBe(7);
  });

  it("ignores missing, out-of-range and malformed values", () => {
    for (const value of [null, "", "0", "9", "-1", "1.5", "abc", "1e2", "99999999"]) expect(photoIndexFromParam(value, 8), String(value)).toBeNull();
  });
});
