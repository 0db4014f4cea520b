/**
 * Money as the site keeps it: integer euro cents in every computation, the
 * exact decimal text of a `numeric(…, 2)` column at the database's edge, and
 * words only when shown (`format.euro`). No amount goes through float
 * arithmetic: 0.1 + 0.2 is not 0.3, and an invoice must add up.
 */

const DECIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

/** A `numeric(…, 2)` column's text ("24.90", "650000", "0.5") as integer cents; a RangeError for anything else. */
export function centsOf(decimal: string): number {
  const match = DECIMAL.exec(decimal);
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : NaN;
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount of euros: ${JSON.stringify(decimal)}`);
  return cents;
}

/** Cents as the decimal text a `numeric(…, 2)` column stores: 120000050 → "1200000.50". */
export function decimalOf(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not a whole number of cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A line of an order: its unit price times its quantity, in cents. */
export function lineCents(unitPrice: string, quantity: number): number {
  return centsOf(unitPrice) * quantity;
}

/** "12 345,00 €" the way French documents (invoices, credit notes) write it, from cents. */
export function euroText(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "\u202f");
  return `${sign}${whole},${String(Math.abs(cents) % 100).padStart(2, "0")}\u00a0€`;
}

/** 2000 → "20 %", 550 → "5,5 %" (the French way: invoices are French documents). */
export function formatRate(rate: number): string {
  return `${String(rate / 100).replace(".", ",")}\u00a0%`;
}
