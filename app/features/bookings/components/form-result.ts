import type { Translate } from "../../../lib/i18n/index.ts";
import type { FieldErrors } from "../schema.ts";

/**
 * What a visitor form's action answers: success once the row is stored; the
 * field messages and the typed values (400) so the form comes back filled; or
 * a failure to store (500), values kept too.
 */
export type FormResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; values: Record<string, string>; /** Set when the visitor sent too much: "in 12 minutes". */ retryIn?: string };

/** The sentence of a send that did not happen: after too many requests, when to come back. */
export function sendFailedMessage(t: Translate, retryIn?: string): string {
  return retryIn ? t("form.throttled", { when: retryIn }) : t("form.sendFailed");
}

export function resultValues(result: FormResult | undefined): Record<string, string> {
  return result && result.status !== "success" ? result.values : {};
}

export function resultErrors(result: FormResult | undefined): FieldErrors {
  return result?.status === "invalid" ? result.fieldErrors : {};
}
