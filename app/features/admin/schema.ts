import { z } from "zod";
import { parseEuroInput } from "../../lib/euro-input.ts";
import { decimalOf } from "../../lib/money.ts";
import type { PublicKey } from "../../lib/i18n/index.ts";
import { parisWallTimeToDate } from "../../lib/paris-wall-time.ts";
import { adminMsg, msg } from "../../lib/schema-messages.ts";

/**
 * Building blocks of the admin's zod schemas (client-safe). Error messages are
 * catalog keys, translated where the field shows them.
 */
export { adminMsg, msg };

/** A checkbox posts "on" when checked and nothing when not. */
export const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** Text that must be present, trimmed, at most `max` characters. */
export function requiredText(max: number, required: PublicKey = "admin.field.required", tooLong: PublicKey = "admin.field.tooLong") {
  return z.string(msg(required)).trim().min(1, msg(required)).max(max, msg(tooLong));
}

/** Text that may be empty; empty becomes null so the column holds NULL, not "". */
export function optionalText(max: number, tooLong: PublicKey = "admin.field.tooLong") {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string().trim().max(max, msg(tooLong)).nullable().default(null),
  );
}

/** A URL-safe slug: lowercase words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Lowercase, accents removed, anything else turned into single hyphens: "Grand Prix de Monaco 1978" → "grand-prix-de-monaco-1978". */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

/** An optional slug: empty means "make it from the name". */
export const slugInput = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, msg("admin.field.tooLong"))
  .refine((value) => value === "" || slugPattern.test(value), msg("admin.field.slug"))
  .default("");

/**
 * A list of text fields posted under one name: one value arrives as an array
 * too, nothing as []. An empty entry stays "" (`.default`, not a preprocess:
 * the form library reads an empty string as "nothing" before the schema).
 */
export const postedList = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.string().default("")));

/** A stored image reference: a /media/… URL from the uploader (or an absolute https URL), or null. */
export const imageUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .trim()
    .max(1000, msg("admin.field.tooLong"))
    .refine((value) => value.startsWith("/media/") || /^https:\/\/[^\s"'<>]+$/.test(value), msg("admin.field.imageInvalid"))
    .nullable()
    .default(null),
);

/**
 * "Publish at": Paris wall time from a datetime-local input, an instant once
 * read; empty = none. Articles, events and albums share it (issue 15: every
 * content type with a date can be scheduled).
 */
/** The editor's field saying when a scheduled draft of a live item publishes itself (Paris time, as a datetime-local field posts it). */
export const DRAFT_PUBLISH_AT = "draft_publish_at";

export const publishAtField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string()
    .transform((value, ctx) => {
      const date = parisWallTimeToDate(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: "admin.field.date" });
        return z.NEVER;
      }
      return date;
    })
    .nullable()
    .default(null),
);

/**
 * Where an item stands with visitors. Draft: not published. Scheduled:
 * published with a publication time still ahead (it goes public by itself
 * then). Published: public now.
 */
export const publicationStatuses = ["published", "scheduled", "draft"] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

export function publicationStatus(published: boolean, publishAt: Date | string | null, now = new Date()): PublicationStatus {
  if (!published) return "draft";
  if (publishAt && new Date(publishAt).getTime() > now.getTime()) return "scheduled";
  return "published";
}

/**
 * The query string of an admin list (search, sort, filters, page), parsed
 * the same way by the loader and the links of the table. Client-safe.
 */
export const ADMIN_PAGE_SIZE = 20;

/** "scheduled" only means something for the types that can be scheduled (articles, events, albums); elsewhere it finds nothing. */
export const publicationFilters = ["all", "published", "scheduled", "draft"] as const;
export type PublicationFilter = (typeof publicationFilters)[number];

export interface ListParams<Sort extends string = string> {
  /** Free text, trimmed; "" when absent. */
  q: string;
  sort: Sort;
  dir: "asc" | "desc";
  /** 1-based, never below 1 (a page past the end shows the last one: see `pageInfo`). */
  page: number;
  status: PublicationFilter;
  /** A category value, or "" for all. */
  category: string;
  /** A year, or null for all. */
  year: number | null;
}

export function parseListParams<Sort extends string>(
  search: URLSearchParams,
  sorts: readonly Sort[],
  defaults: { sort: Sort; dir: "asc" | "desc" },
): ListParams<Sort> {
  const sortValue = search.get("sort") ?? "";
  const sort = (sorts as readonly string[]).includes(sortValue) ? (sortValue as Sort) : defaults.sort;
  const dirValue = search.get("dir");
  const dir = dirValue === "asc" || dirValue === "desc" ? dirValue : defaults.dir;
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  const statusValue = search.get("status") ?? "all";
  const status = (publicationFilters as readonly string[]).includes(statusValue) ? (statusValue as PublicationFilter) : "all";
  const year = Number.parseInt(search.get("year") ?? "", 10);
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    sort,
    dir,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
    status,
    category: (search.get("category") ?? "").trim().slice(0, 100),
    year: Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : null,
  };
}

/**
 * A link to the same list with some parameters changed (null removes one).
 * Any change other than the page itself goes back to page 1.
 */
export function listHref(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  if (!("page" in changes)) next.delete("page");
  const query = next.toString();
  return query ? `?${query}` : "?";
}

export interface PageInfo {
  page: number;
  pageCount: number;
  total: number;
  offset: number;
  limit: number;
}

/** Clamps the requested page to the ones that exist. */
export function pageInfo(total: number, requestedPage: number, pageSize = ADMIN_PAGE_SIZE): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  return { page, pageCount, total, offset: (page - 1) * pageSize, limit: pageSize };
}

/**
 * A price in euro with at most 2 decimals, grouped and marked as either
 * language writes it ("250000", "1,150,000", "1 150 000 €", "99,90":
 * lib/euro-input.ts): the decimal string the numeric column stores, or null
 * when `optional` and empty.
 */
export function euroAmount(optional: boolean) {
  return z.unknown().transform((value, ctx): string | null => {
    const parsed = parseEuroInput(typeof value === "string" ? value : "");
    if (parsed.ok) return decimalOf(parsed.cents);
    if (parsed.reason === "empty" && optional) return null;
    ctx.addIssue({ code: "custom", message: parsed.reason === "empty" ? "admin.field.required" : parsed.reason === "negative" ? "admin.field.min0" : "admin.field.number" });
    return z.NEVER;
  });
}

/** An optional whole number in a range, from a text input. */
function integerField(min: number, max: number, rangeMessage: "admin.field.year" | "admin.field.min0") {
  return z.unknown().transform((value, ctx): number => {
    const text = typeof value === "string" ? value.trim() : "";
    if (text === "") {
      ctx.addIssue({ code: "custom", message: "admin.field.required" });
      return z.NEVER;
    }
    if (!/^-?\d+$/.test(text)) {
      ctx.addIssue({ code: "custom", message: /^-?\d*[.,]\d+$/.test(text) ? "admin.field.integer" : "admin.field.number" });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < min || number > max) {
      ctx.addIssue({ code: "custom", message: rangeMessage });
      return z.NEVER;
    }
    return number;
  });
}

export const yearField = integerField(1900, 2100, "admin.field.year");
export const stockField = integerField(0, 1_000_000, "admin.field.min0");
