import type { BadgeTone } from "../../components/ui/badge.tsx";
import type { CarCategory } from "../../db/schema/cars.ts";
import type { Locale, PublicKey, Translate } from "../../lib/i18n/index.ts";
import type { CarCard } from "./schema.ts";

// How cars are shown (§3, §4, §9): the pure rules public pages need, without zod (schema.ts re-exports them), so a car list loads no form code.

/** The two tabs of /collection, in order; the first is the default. */
export const carTabs = ["catalog", "team"] as const satisfies readonly CarCategory[];
export type CarTab = (typeof carTabs)[number];

export function parseCarTab(value: string | null | undefined): CarTab {
  return carTabs.find((tab) => tab === value) ?? "catalog";
}

/** Statuses are stored with underscores ("on_track") and shown with spaces ("on track"). */
export function statusLabel(status: string, t: Translate<PublicKey>): string {
  return (carStatuses as readonly string[]).includes(status) ? t(`car.status.${status}` as PublicKey) : status.replace(/_/g, " ");
}

const STATUS_TONES: Record<string, BadgeTone> = { available: "green", on_track: "blue", restoration: "gold" };

/** available → green, on_track → blue, restoration → gold (§4); any other status stays neutral. */
export function statusTone(status: string): BadgeTone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status]! : "neutral";
}

export const CAR_CHIP_LIMIT = 4;

/** One chip of a car card: its text, and its language when it is not the page's. */
export interface SpecificationChip {
  text: string;
  lang?: Locale;
}

/**
 * The specification chips of a car card (§9): engine, status, then the text
 * values of its specifications, empty values skipped, at most four. A chip
 * whose text is the English one on a French page carries its `lang`.
 */
export function specificationChips(car: Pick<CarCard, "engine" | "status" | "specifications" | "langs">, t: Translate<PublicKey>): SpecificationChip[] {
  const candidates: [unknown, Locale | undefined][] = [
    [car.engine, car.langs?.engine],
    [car.status ? statusLabel(car.status, t) : null, undefined],
    ...Object.values(car.specifications ?? {}).map((value): [unknown, Locale | undefined] => [value, car.langs?.specifications]),
  ];
  const chips: SpecificationChip[] = [];
  for (const [candidate, lang] of candidates) {
    if (chips.length === CAR_CHIP_LIMIT) break;
    const text = typeof candidate === "string" ? candidate.trim() : "";
    if (text) chips.push(lang ? { text, lang } : { text });
  }
  return chips;
}

/** The offer badges of a car (§9), in this order. */
export function carBadges(car: Pick<CarCard, "for_sale" | "for_rent" | "for_experience">): PublicKey[] {
  const badges: PublicKey[] = [];
  if (car.for_sale) badges.push("car.forSale");
  if (car.for_rent) badges.push("car.forRent");
  if (car.for_experience) badges.push("car.forExperience");
  return badges;
}

/** The statuses the form offers, in the order of the select; shown with spaces (§4). */
export const carStatuses = ["available", "on_track", "restoration", "sold"] as const;
export type CarStatus = (typeof carStatuses)[number];
