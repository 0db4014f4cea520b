import { data } from "react-router";
import type { z } from "zod";
import type { MessageKey } from "../../lib/i18n/index.ts";
import type { AdminFieldErrors, InvalidForm } from "./form.ts";

/**
 * Reads a form into a plain object: `name[]` fields (repeated) become arrays
 * under `name`, files are left out (uploads go through /admin/media/upload).
 */
export function formObject(formData: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [rawKey, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    if (rawKey.endsWith("[]")) {
      const key = rawKey.slice(0, -2);
      const list = values[key];
      values[key] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      values[rawKey] = value;
    }
  }
  return values;
}

export function zodFieldErrors(error: z.ZodError): AdminFieldErrors {
  const errors: AdminFieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message as MessageKey;
  }
  return errors;
}

/** The 400 answer of a refused form: field messages plus everything the admin typed, so the form comes back filled. */
export function invalidForm(values: Record<string, string | string[]>, fieldErrors: AdminFieldErrors) {
  return data<InvalidForm>({ status: "invalid", fieldErrors, values }, { status: 400 });
}

/**
 * Parses a posted form with the feature's schema: `{ ok: true, data }`, or
 * `{ ok: false, response }` to return from the action as it is.
 */
export function parseAdminForm<Schema extends z.ZodType>(
  formData: FormData,
  schema: Schema,
): { ok: true; data: z.infer<Schema>; values: Record<string, string | string[]> } | { ok: false; response: ReturnType<typeof invalidForm> } {
  const values = formObject(formData);
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, response: invalidForm(values, zodFieldErrors(parsed.error)) };
  return { ok: true, data: parsed.data, values };
}
