/**
 * Sizes in bytes, in the admin's language (the system page): Intl's unit
 * formats. Apart from format.ts, which every public page's shell carries.
 */
import { cached } from "./format.ts";

// From kilobytes up: English's short unit for a byte is the word "byte".
const BYTE_UNITS = ["kilobyte", "megabyte", "gigabyte", "terabyte"] as const;
const byteFormats = new Map<string, Intl.NumberFormat>();

/** A size in bytes in the language's own units: "1.4 MB" / "1,4 Mo", "0.3 kB" / "0,3 ko" (powers of 1024, one decimal). */
export function formatBytes(bytes: number, locale = "en-US"): string {
  let unit = 0;
  let value = bytes / 1024;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const key = `${locale} ${unit}`;
  return cached(byteFormats, key, () => new Intl.NumberFormat(locale, { style: "unit", unit: BYTE_UNITS[unit]!, unitDisplay: "short", maximumFractionDigits: 1 })).format(value);
}
