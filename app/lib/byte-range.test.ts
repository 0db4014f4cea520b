import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range.ts";

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", { start: 0, end: 99 }],
    ["bytes=100-", { start: 100, end: 999 }],
    ["bytes=-100", { start: 900, end: 999 }],
    ["bytes=900-5000", { start: 900, end: 999 }],
    ["bytes=0-0,5-9", { start: 0, end: 0 }],
  ])("reads %s of a 1000-byte file", (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });

  it.each(["bytes=1000-", "bytes=5-2", "bytes=-", "items=0-1", "bytes=-0"])("refuses %s", (header) => {
    expect(parseRange(header, 1000)).toBeNull();
  });
});
