import type { AlbumCard, YearGroup } from "./schema.ts";

// The pure rules public pages need, without zod (schema.ts re-exports them): the gallery loads no form code.

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

/**
 * Lightbox arithmetic. The previous and next buttons wrap around: after the
 * last photo comes the first, before the first the last, so both buttons
 * always work and the keys never dead-end.
 */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0) return 0;
  return ((index % total) + total) % total;
}

/** ?photo=<n> (1-based, as shown in "n / total") to an index; null when absent or out of range. */
export function photoIndexFromParam(value: string | null, total: number): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= total ? n - 1 : null;
}
