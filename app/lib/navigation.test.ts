import { describe, expect, it } from "vitest";
import { isCurrentEntry, menuEntries } from "./navigation.ts";

const entries = menuEntries({ slug: "lucas-delaunay", name: "Lucas Delaunay" });
const current = (pathname: string) => entries.filter((entry) => isCurrentEntry(entry, pathname)).map((entry) => entry.to);

describe("the current menu entry", () => {
  it.each([
    ["/", ["/"]],
    ["/news", ["/news"]],
    ["/news/some-article", ["/news"]],
    ["/newsletters/123", ["/news"]],
    ["/collection/marchal-mr9", ["/collection"]],
    ["/gallery/albums/1", ["/gallery"]],
    ["/pitshop/cart", ["/pitshop"]],
    ["/lucas-delaunay", ["/lucas-delaunay"]],
    ["/services", []],
    ["/newsroom", []],
  ])("on %s is %j", (pathname, expected) => {
    expect(current(pathname)).toEqual(expected);
  });
});
