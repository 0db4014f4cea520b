import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's 0–4 scale: 3 means "safely unguessable: moderate protection from offline attacks". */
const MIN_SCORE = 3;

/**
 * The password rules of every admin account: 12 to 128 characters, and not a
 * common, breached-looking or easily guessed one. No network lookup is possible
 * here, so the check uses zxcvbn-ts with its bundled dictionaries (the most
 * common leaked passwords, English words and names) and pattern matching.
 */
let estimator: ZxcvbnFactory | undefined;

export type PasswordVerdict = { ok: true } | { ok: false; reasons: string[] };

export function checkPassword(password: string, userInputs: string[] = []): PasswordVerdict {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, reasons: [`Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`] };
  }
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  // The e-mail's parts and the name are easy guesses for anyone who knows the account.
  const inputs = userInputs
    .map((input) => input.toLowerCase())
    .flatMap((input) => [input, input.split("@")[0]!.replace(/[._\s-]+/g, ""), ...input.split(/[@._\s-]+/)])
    .filter((part) => part.length >= 3);
  const result = estimator.check(password, inputs);
  if (result.score >= MIN_SCORE) return { ok: true };
  const reasons = [result.feedback.warning, ...result.feedback.suggestions].filter((reason): reason is string => Boolean(reason));
  return { ok: false, reasons: reasons.length ? reasons : ["This password is too easy to guess: add more uncommon words."] };
}
