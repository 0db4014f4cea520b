import { describe, expect, it } from "vitest";

/**
 * The checks every French catalogue passes against its English one (issue 13:
 * a key in one language and not the other fails `npm test`): the same keys,
 * the same `{placeholders}`, no empty or padded message, nothing left in
 * English but an allow-list that must stay true, and French typography.
 */
export function checkTranslation(name: string, english: Readonly<Record<string, string>>, french: Readonly<Record<string, string>>, sameAsEnglish: ReadonlySet<string>) {
  const keys = Object.keys(english);
  describe(name, () => {
    it("has exactly the English keys", () => {
      expect(Object.keys(french).sort()).toEqual([...keys].sort());
    });

    it("keeps every message's placeholders, and adds none", () => {
      for (const key of keys) expect(placeholders(french[key]!), key).toEqual(placeholders(english[key]!));
    });

    it("has no empty message, no space at either end, no double space", () => {
      for (const key of keys) {
        const message = french[key]!;
        expect(message.trim(), key).not.toBe("");
        expect(message, key).toBe(message.trim());
        expect(message, key).not.toMatch(/\s{2}/u);
      }
    });

    it("translates every message but the allowed ones, which all still are the English text", () => {
      const same = keys.filter((key) => french[key] === english[key]);
      expect(same.filter((key) => !sameAsEnglish.has(key))).toEqual([]);
      expect([...sameAsEnglish].filter((key) => !same.includes(key))).toEqual([]);
    });

    it("follows French typography", () => {
      for (const key of keys) expect(typographyProblems(french[key]!), key).toEqual([]);
    });
  });
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/**
 * Typography problems of one French message (empty when it is right): ’ not
 * ', « » not quotes, … not three dots, a narrow no-break space (U+202F) before
 * ; : ! ? and inside « ». A colon inside a token (4:32, https://) is not
 * punctuation.
 */
export function typographyProblems(message: string): string[] {
  const problems: string[] = [];
  if (message.includes("'")) problems.push("straight apostrophe: use ’");
  if (message.includes('"') || /[“”]/.test(message)) problems.push("English quotes: use « »");
  if (message.includes("...")) problems.push("three dots: use …");
  if (/[ \u00A0][;:!?]/.test(message)) problems.push("space before ; : ! ? must be U+202F");
  if (/[^\u202F][;!?]/.test(message)) problems.push("; ! ? without U+202F before");
  if (/[^\u202F]:(\s|$)/.test(message)) problems.push(": without U+202F before");
  if (/«(?!\u202F)/.test(message) || /(?<!\u202F)»/.test(message)) problems.push("« » without U+202F inside");
  return problems;
}
