import { z } from "zod";
import type { MessageKey } from "../../lib/i18n/index.ts";

/**
 * Building blocks of the admin's zod schemas (client-safe). Error messages are
 * catalog keys, translated where the field shows them.
 */
export const msg = (key: MessageKey) => ({ error: key });

/** A checkbox posts "on" when checked and nothing when not. */
export const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** Text that must be present, trimmed, at most `max` characters. */
export function requiredText(max: number, required: MessageKey = "admin.field.required", tooLong: MessageKey = "admin.field.tooLong") {
  return z.string(msg(required)).trim().min(1, msg(required)).max(max, msg(tooLong));
}

/** Text that may be empty; empty becomes null so the column holds NULL, not "". */
export function optionalText(max: number, tooLong: MessageKey = "admin.field.tooLong") {
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

/** Field name → catalog key of its first problem. */
export type AdminFieldErrors = Partial<Record<string, MessageKey>>;

/** What an admin form action answers when the input is refused: the messages and everything typed (status 400). */
export interface InvalidForm {
  status: "invalid";
  fieldErrors: AdminFieldErrors;
  /** Text fields as strings, repeated fields (`name[]`) as arrays. */
  values: Record<string, string | string[]>;
}

export function formValue(form: InvalidForm | undefined | null, name: string): string | undefined {
  const value = form?.values[name];
  return typeof value === "string" ? value : undefined;
}

export function formValues(form: InvalidForm | undefined | null, name: string): string[] | undefined {
  const value = form?.values[name];
  return Array.isArray(value) ? value : undefined;
}
