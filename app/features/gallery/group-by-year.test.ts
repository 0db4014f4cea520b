import { describe, expect, it } from "vitest";
import { groupAlbumsByYear, type AlbumCard } from "./schema.ts";

const album = (id: string, year: number): AlbumCard => ({ id, slug: id, title: id, year, date: null, cover: null, photoCount: 0 });

describe("groupAlbumsByYear", () => {
  it("groups by year, newest year first, keeping the order inside a year", () => {
    const groups = groupAlbumsByYear([album("a", 2025), album("b", 2026), album("c", 2025), album("d", 2024), album("e", 2026)]);
    expect(groups.map((group) => [group.year, group.albums.map((item) => item.id)])).toEqual([
      [2026, ["b", "e"]],
      [2025, ["a", "c"]],
      [2024, ["d"]],
    ]);
  });

  it("returns no group for no album", () => {
    expect(groupAlbumsByYear([])).toEqual([]);
  });
});
