import type { sellerIdentity } from "../../db/schema/legal.ts";
import type { InvoiceLine, InvoiceParty, SellerTax } from "../../db/schema/orders.ts";
import { euroText, formatRate } from "../../lib/money.ts";

// The invoice PDF (app/platform/invoice-pdf.server.ts) writes amounts and rates the same way: both live in lib/.
export { euroText, formatRate };

/**
 * An invoice's amounts from prices that include VAT, as a French shop sells to consumers: every
 * figure an integer of cents, each line's VAT the difference between its price and its price
 * without VAT rounded to the cent (half up), so each line and the totals add up exactly.
 */

/** A priced line as the order holds it: its unit price VAT included, its rate in basis points. */
export interface PricedLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}

/** `numerator / denominator` rounded half up, both non-negative integers. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The amount without VAT in an amount with VAT at `rate` basis points, to the cent. */
export function excludingVat(inclCents: number, rate: number): number {
  return divideRounded(inclCents * 10_000, 10_000 + rate);
}

export function invoiceLineOf({ name, quantity, unitPriceCents, vatRate }: PricedLine): InvoiceLine {
  const totalInclCents = unitPriceCents * quantity;
  const totalExclCents = excludingVat(totalInclCents, vatRate);
  return {
    name,
    quantity,
    unitPriceExclCents: excludingVat(unitPriceCents, vatRate),
    vatRate,
    totalExclCents,
    vatCents: totalInclCents - totalExclCents,
    totalInclCents,
  };
}

/**
 * Shipping follows the VAT of the goods it carries (BOFiP TVA-LIQ-20-10): with goods at several
 * rates, its price is split between the rates in proportion to their amounts, the cent left by
 * rounding going to the largest share. One line per rate, named `label` (with the rate when several).
 */
export function shippingLines(label: string, shippingCents: number, goods: PricedLine[]): PricedLine[] {
  if (shippingCents === 0 || goods.length === 0) return [];
  const byRate = new Map<number, number>();
  for (const line of goods) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.unitPriceCents * line.quantity);
  const rates = [...byRate.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const goodsTotal = rates.reduce((sum, [, amount]) => sum + amount, 0);
  if (rates.length === 1 || goodsTotal === 0) return [{ name: label, quantity: 1, unitPriceCents: shippingCents, vatRate: rates[0]![0] }];
  const shares = rates.map(([rate, amount]) => ({ rate, cents: Math.floor((shippingCents * amount) / goodsTotal) }));
  shares[0]!.cents += shippingCents - shares.reduce((sum, share) => sum + share.cents, 0);
  return shares.filter((share) => share.cents > 0).map((share) => ({ name: `${label} (${formatRate(share.rate)})`, quantity: 1, unitPriceCents: share.cents, vatRate: share.rate }));
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  totalExclCents: number;
  totalVatCents: number;
  totalInclCents: number;
  /** VAT per rate, for the invoice's summary and the accountant's CSV. */
  vatByRate: { rate: number; baseCents: number; vatCents: number }[];
}

export function invoiceTotals(priced: PricedLine[]): InvoiceTotals {
  const lines = priced.map(invoiceLineOf);
  const byRate = new Map<number, { rate: number; baseCents: number; vatCents: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0 };
    entry.baseCents += line.totalExclCents;
    entry.vatCents += line.vatCents;
    byRate.set(line.vatRate, entry);
  }
  return {
    lines,
    totalExclCents: lines.reduce((sum, line) => sum + line.totalExclCents, 0),
    totalVatCents: lines.reduce((sum, line) => sum + line.vatCents, 0),
    totalInclCents: lines.reduce((sum, line) => sum + line.totalInclCents, 0),
    vatByRate: [...byRate.values()].sort((a, b) => b.rate - a.rate),
  };
}

/** "F-2026-000123", "A-2026-000004": the kind's letter, the year, the number on six digits. */
export function documentNumber(kind: "invoice" | "credit_note", year: number, sequence: number): string {
  return `${kind === "invoice" ? "F" : "A"}-${year}-${String(sequence).padStart(6, "0")}`;
}

// ---------------------------------------------------------------------------
// The seller on the invoice

/** Printed instead of VAT by a seller under the franchise. */
export const VAT_FRANCHISE_MENTION = "TVA non applicable, art. 293 B du CGI";

export type SellerIdentity = typeof sellerIdentity.$inferSelect;


/** What an invoice must say and the team has not filled in yet (payments stay off until none is left). */
export function missingSellerDetails(seller: SellerIdentity | null): string[] {
  if (!seller) return ["legal_name", "legal_form", "address", "siren", "rcs_city", "vat_number"];
  const missing: string[] = [];
  if (!seller.legal_name.trim()) missing.push("legal_name");
  if (!seller.legal_form.trim()) missing.push("legal_form");
  if (!seller.address.trim()) missing.push("address");
  if (!/^\d{9}$/.test(seller.siren)) missing.push("siren");
  if (!seller.rcs_city.trim()) missing.push("rcs_city");
  if (!seller.vat_exempt && !seller.vat_number.trim()) missing.push("vat_number");
  return missing;
}

/** The seller as every invoice prints it (frozen in the invoice's row). */
export function sellerParty(seller: SellerIdentity): InvoiceParty {
  const form = seller.share_capital_cents === null ? seller.legal_form : `${seller.legal_form} au capital de ${euroText(seller.share_capital_cents)}`;
  return {
    name: seller.legal_name,
    lines: [
      form,
      ...seller.address.split("\n").map((line) => line.trim()).filter(Boolean),
      `SIREN ${seller.siren} — RCS ${seller.rcs_city}`,
      ...(seller.vat_exempt ? [] : [`TVA intracommunautaire ${seller.vat_number}`]),
    ],
  };
}

/** A shipping zone as the checkout offers it, in the page's language. */
export interface CheckoutZone {
  id: string;
  name: string;
  countries: string[];
  priceCents: number;
  daysMin: number;
  daysMax: number;
}

// ---------------------------------------------------------------------------
// An order as its pages, e-mails and documents write it

/** "Team cap (M)": an order line's item with its size. */
export function lineLabel(line: { name: string; size: string | null }): string {
  return line.size ? `${line.name} (${line.size})` : line.name;
}

/** A shipped order's address, one line each, empty lines left out. */
export function deliveryAddress(order: { address_line1: string; address_line2: string; postal_code: string; city: string; country: string }): string[] {
  return [order.address_line1, order.address_line2, `${order.postal_code} ${order.city}`.trim(), order.country].filter((line) => line.trim());
}

/**
 * The seller's identifiers and address for an e-invoice's data: the registered office as typed
 * (its last line "58470 Magny-Cours" read as postal code and city), in France.
 */
export function sellerTaxOf(seller: SellerIdentity): SellerTax {
  const lines = seller.address.split("\n").map((line) => line.trim()).filter(Boolean);
  const cityLine = /^(\d{5})\s+(.+)$/.exec(lines.at(-1) ?? "");
  return {
    siren: seller.siren,
    vatNumber: seller.vat_exempt ? null : seller.vat_number || null,
    countryCode: "FR",
    ...(cityLine ? { postalCode: cityLine[1], city: cityLine[2], addressLine: lines.slice(0, -1).join(", ") || undefined } : { addressLine: lines.join(", ") || undefined }),
  };
}

// ---------------------------------------------------------------------------
// The withdrawal right for goods (Code de la consommation, L221-18)

export const WITHDRAWAL_DAYS = 14;
/** What the buyer may add to their withdrawal (optional: no reason is owed). */
export const WITHDRAWAL_MESSAGE_MAX = 1000;
const DAY_MS = 86_400_000;

/**
 * Until when the order page offers "Withdraw from the contract here". The law's 14 days run from
 * the buyer's receipt, which the site does not see: they are counted from the shipping (or the
 * pickup's announcement) plus the zone's longest delivery time in calendar days, so the button
 * never closes before the buyer's period does. Before it leaves the workshop, an order may always
 * be withdrawn from: null.
 */
export function withdrawalOpenUntil(order: { shipped_at: Date | null }, deliveryDaysMax: number): Date | null {
  if (!order.shipped_at) return null;
  return new Date(order.shipped_at.getTime() + (WITHDRAWAL_DAYS + Math.ceil((deliveryDaysMax * 7) / 5)) * DAY_MS);
}

/** Whether the buyer may still withdraw: a paid order, not refunded whole, not withdrawn already, within its period. */
export function mayWithdraw(
  order: { status: string; paid_at: Date | null; shipped_at: Date | null; withdrawal_requested_at: Date | null },
  deliveryDaysMax: number,
  now: Date,
): boolean {
  if (!order.paid_at || order.withdrawal_requested_at || !["paid", "shipped", "partly_refunded"].includes(order.status)) return false;
  const until = withdrawalOpenUntil(order, deliveryDaysMax);
  return until === null || now < until;
}
