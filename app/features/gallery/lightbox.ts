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
