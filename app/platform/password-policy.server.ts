import type { TranslationKeys } from "@zxcvbn-ts/core";
// The language packs' words only: their dictionaries load in the estimator's
// worker (password-estimator.server.ts), never in the server's heap.
import enWords from "@zxcvbn-ts/language-en/dist/translations.mjs";
import frWords from "@zxcvbn-ts/language-fr/dist/translations.mjs";
import { translator } from "../lib/i18n/all.server.ts";
import type { Locale } from "../lib/i18n/core.ts";
import { estimatePassword } from "./password-estimator.server.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's 0–4 scale: 3 means "safely unguessable: moderate protection from offline attacks". */
const MIN_SCORE = 3;

/**
 * Why a password is refused, as a code the reader's language words later
 * (`passwordReasonsIn`): "length", "tooEasy", or one of zxcvbn's feedback
 * keys ("warnings.commonNames", "suggestions.capitalization"…).
 */
export type PasswordReason = string;

/** zxcvbn-ts's own words for its feedback keys, in each language (its language packs). */
const FEEDBACK_WORDS: Record<Locale, TranslationKeys> = { en: enWords, fr: frWords };

export type PasswordVerdict = { ok: true } | { ok: false; reasons: PasswordReason[] };

/**
 * The password rules of every admin account: 12 to 128 characters, and not a
 * common, breached-looking or easily guessed one. No network lookup is possible
 * here, so the check uses zxcvbn-ts with its bundled dictionaries (the most
 * common leaked passwords, English and French words and names) and pattern
 * matching.
 */
export async function checkPassword(password: string, userInputs: string[] = []): Promise<PasswordVerdict> {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return { ok: false, reasons: ["length"] };
  // The e-mail's parts and the name are easy guesses for anyone who knows the account.
  const inputs = userInputs
    .map((input) => input.toLowerCase())
    .flatMap((input) => [input, input.split("@")[0]!.replace(/[._\s-]+/g, ""), ...input.split(/[@._\s-]+/)])
    .filter((part) => part.length >= 3);
  const estimate = await estimatePassword(password, inputs);
  if (estimate.score >= MIN_SCORE) return { ok: true };
  const reasons = [estimate.warning, ...estimate.suggestions].filter((reason): reason is string => Boolean(reason));
  return { ok: false, reasons: reasons.length ? reasons : ["tooEasy"] };
}

/** The reasons in a language; a code this version does not know is left out (an answer from another version). */
export function passwordReasonsIn(reasons: readonly PasswordReason[], locale: Locale): string[] {
  const t = translator(locale);
  return reasons.flatMap((reason) => {
    if (reason === "length") return [t("auth.passwordLength", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })];
    if (reason === "tooEasy") return [t("auth.passwordTooEasy")];
    const [group, key] = reason.split(".") as [string, string | undefined];
    const words = group === "warnings" || group === "suggestions" ? (FEEDBACK_WORDS[locale][group] as Record<string, string>)[key ?? ""] : undefined;
    return words ? [words] : [];
  });
}
