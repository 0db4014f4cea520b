import type { FieldErrors } from "../schema.ts";

/**
 * What a visitor form's action answers: success once the row is stored; the
 * field messages and the typed values (400) so the form comes back filled; or
 * a failure to store (500), values kept too.
 */
export type FormResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; values: Record<string, string> };

export function resultValues(result: FormResult | undefined): Record<string, string> {
  return result && result.status !== "success" ? result.values : {};
}

export function resultErrors(result: FormResult | undefined): FieldErrors {
  return result?.status === "invalid" ? result.fieldErrors : {};
}
