import type { AlbumCard, YearGroup } from "./types.ts";

/**
 * Albums grouped by year, newest year first (§2). Albums keep their order
 * within a year, and a year that comes back later in the list joins its group
 * rather than starting a second one.
 */
export function groupAlbumsByYear(albums: readonly AlbumCard[]): YearGroup[] {
  const groups = new Map<number, AlbumCard[]>();
  for (const album of albums) {
    const group = groups.get(album.year);
    if (group) group.push(album);
    else groups.set(album.year, [album]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, items]) => ({ year, albums: items }));
}
