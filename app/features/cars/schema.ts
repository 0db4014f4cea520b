import type { BadgeTone } from "../../components/ui/badge.tsx";
import type { CarCategory } from "../../db/schema/cars.ts";
import type { MessageKey } from "../../lib/i18n/index.ts";
import type { FieldErrors } from "../bookings/schema.ts";

/**
 * Cars as visitors see them, and the pure rules of how they are shown (§3, §4,
 * §9). Safe on both sides: no database here.
 */

/** The two tabs of /collection, in order; the first is the default. */
export const carTabs = ["catalog", "team"] as const satisfies readonly CarCategory[];
export type CarTab = (typeof carTabs)[number];

export function parseCarTab(value: string | null | undefined): CarTab {
  return carTabs.find((tab) => tab === value) ?? "catalog";
}

/** What a car card renders: only these fields leave the server. */
export interface CarCard {
  id: string;
  slug: string;
  name: string;
  year: number;
  /** Euro as a decimal string, or null: "Price on request". */
  price: string | null;
  engine: string | null;
  status: string;
  specifications: Record<string, string>;
  for_sale: boolean;
  for_rent: boolean;
  for_experience: boolean;
  image_url: string | null;
}

/** A car's own page adds the long fields. */
export interface CarDetail extends CarCard {
  car_category: CarTab;
  description: string;
  chassis: string | null;
  drivers: string | null;
  /** More photos after image_url, in display order. */
  images: string[];
}

/** Statuses are stored with underscores ("on_track") and shown with spaces ("on track"). */
export function statusLabel(status: string): string {
  return status.replace(/_/g, " ");
}

const STATUS_TONES: Record<string, BadgeTone> = { available: "green", on_track: "blue", restoration: "gold" };

/** available → green, on_track → blue, restoration → gold (§4); any other status stays neutral. */
export function statusTone(status: string): BadgeTone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status]! : "neutral";
}

export const CAR_CHIP_LIMIT = 4;

/**
 * The specification chips of a car card (§9): engine, status, then the text
 * values of its specifications, empty values skipped, at most four.
 */
export function specificationChips(car: Pick<CarCard, "engine" | "status" | "specifications">): string[] {
  const candidates = [car.engine, car.status ? statusLabel(car.status) : null, ...Object.values(car.specifications ?? {})];
  const chips: string[] = [];
  for (const candidate of candidates) {
    if (chips.length === CAR_CHIP_LIMIT) break;
    const text = typeof candidate === "string" ? candidate.trim() : "";
    if (text) chips.push(text);
  }
  return chips;
}

/** The offer badges of a car (§9), in this order. */
export function carBadges(car: Pick<CarCard, "for_sale" | "for_rent" | "for_experience">): MessageKey[] {
  const badges: MessageKey[] = [];
  if (car.for_sale) badges.push("car.forSale");
  if (car.for_rent) badges.push("car.forRent");
  if (car.for_experience) badges.push("car.forExperience");
  return badges;
}

/** What a car enquiry form sends back, beside the stored row's id on success. */
export interface EnquiryValues {
  name: string;
  email: string;
  message: string;
}

/**
 * The answer of an enquiry post. `car` names the car it was about (a slug, or
 * the key of a static F1 Madness car) so that only that car's form shows it.
 */
export type EnquiryOutcome =
  | { status: "sent"; car: string; reference: string }
  | { status: "invalid"; car: string; fieldErrors: FieldErrors; values: EnquiryValues }
  | { status: "failed"; car: string; values: EnquiryValues; /** Too many requests: "in 12 minutes". */ retryIn?: string };

/** A short, human reference for a stored request: the first block of its id. */
export function requestReference(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
