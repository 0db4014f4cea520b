export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive, as HTTP ranges count. */
  end: number;
}

/** One range of "bytes=a-b", "bytes=a-" or "bytes=-n" within the size; several ranges are answered with the first. */
export function parseRange(header: string, size: number): ByteRange | null {
  const match = header.match(/^bytes=(\d*)-(\d*)/);
  if (!match || size === 0) return null;
  const [, from, to] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const length = Math.min(Number(to), size);
    return length > 0 ? { start: size - length, end: size - 1 } : null;
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}
