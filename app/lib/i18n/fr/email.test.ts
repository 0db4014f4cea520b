import { describe, expect, it } from "vitest";
import { emailEn } from "../en/email.ts";
import { emailFr } from "./email.ts";

/**
 * The French e-mail catalogue against the English one: every key, the same
 * placeholders, real French text, French typography.
 */

/**
 * Keys whose French is, rightly, the English text: here only a message made of
 * placeholders and symbols.
 */
const SAME_AS_ENGLISH = new Set<string>([
  "bookings.mail.orderLine", // placeholders and symbols only: « {quantity} × {name} — {price} »
]);

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Typography problems of one French message (empty when it is right). */
function typographyProblems(message: string): string[] {
  const problems: string[] = [];
  if (message.includes("'")) problems.push("straight apostrophe: use ’");
  if (message.includes('"') || /[“”]/.test(message)) problems.push("English quotes: use « »");
  if (message.includes("...")) problems.push("three dots: use …");
  if (/[ \u00A0][;:!?]/.test(message)) problems.push("space before ; : ! ? must be U+202F");
  if (/[^\u202F][;!?]/.test(message)) problems.push("; ! ? without U+202F before");
  // A colon followed by a space or ending the message is French punctuation;
  // one inside a token (4:32, https://, minutes:secondes) is not.
  if (/[^\u202F]:(\s|$)/.test(message)) problems.push(": without U+202F before");
  if (/«(?!\u202F)/.test(message) || /(?<!\u202F)»/.test(message)) problems.push("« » without U+202F inside");
  return problems;
}

describe("emailFr", () => {
  it("has exactly the keys of emailEn", () => {
    expect(Object.keys(emailFr).sort()).toEqual(Object.keys(emailEn).sort());
  });

  it.each(Object.keys(emailEn) as Array<keyof typeof emailEn>)("%s: same placeholders, trimmed, translated, French typography", (key) => {
    const french: string = emailFr[key];
    const english: string = emailEn[key];
    expect(placeholders(french)).toEqual(placeholders(english));
    expect(french.trim()).not.toBe("");
    expect(french).toBe(french.trim());
    if (!SAME_AS_ENGLISH.has(key)) expect(french).not.toBe(english);
    expect(typographyProblems(french)).toEqual([]);
  });

  it("keeps its allow-list honest: every key in it exists and really is the English text", () => {
    for (const key of SAME_AS_ENGLISH) {
      expect(Object.hasOwn(emailEn, key), key).toBe(true);
      expect(emailFr[key as keyof typeof emailEn], key).toBe(emailEn[key as keyof typeof emailEn]);
    }
  });

  it("checks typography the way it is meant", () => {
    expect(typographyProblems("Taille\u202F: {size}")).toEqual([]);
    expect(typographyProblems("par exemple 4:32 ou https://")).toEqual([]);
    expect(typographyProblems("Taille : {size}")).not.toEqual([]);
    expect(typographyProblems("Merci!")).not.toEqual([]);
    expect(typographyProblems("l'équipe")).not.toEqual([]);
    expect(typographyProblems("« citation »")).not.toEqual([]);
  });
});
