import { describe, expect, it } from "vitest";
import { publicEn } from "../en/public.ts";
import { publicFr } from "./public.ts";

/**
 * The French public catalogue against the English one: every key, the same
 * placeholders, real French text, French typography.
 */

/**
 * Keys whose French is, rightly, the English text: proper names, words French
 * shares with English, and messages made only of placeholders and figures.
 */
const SAME_AS_ENGLISH = new Set<string>([
  "nav.f1madness", // a proper name (the page of the team's F1 cars)
  "nav.collection", // French word « Collection » (glossary)
  "nav.contact", // French word « Contact » (glossary)
  "nav.services", // French word « Services » (glossary)
  "footer.services", // idem
  "footer.service.acquisition", // French word « Acquisition »
  "form.message", // French word « Message »
  "home.news.newsletter", // « Newsletter » (glossary)
  "news.tab.newsletter", // idem
  "newsletter.eyebrow", // idem
  "subscriptionConfirm.eyebrow", // idem
  "unsubscribe.eyebrow", // idem
  "gallery.tab.photos", // French word « Photos »
  "gallery.photos", // idem
  "gallery.photoCount", // « {count} photos »
  "gallery.photoCountOne", // « 1 photo »
  "cart.total", // French word « Total »
  "driver.cars.imageAlt", // placeholders only: « {name}, {year} »
  "gallery.position", // placeholders only: « {n} / {total} »
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

describe("publicFr", () => {
  it("has exactly the keys of publicEn", () => {
    expect(Object.keys(publicFr).sort()).toEqual(Object.keys(publicEn).sort());
  });

  it.each(Object.keys(publicEn) as Array<keyof typeof publicEn>)("%s: same placeholders, trimmed, translated, French typography", (key) => {
    const french: string = publicFr[key];
    const english: string = publicEn[key];
    expect(placeholders(french)).toEqual(placeholders(english));
    expect(french.trim()).not.toBe("");
    expect(french).toBe(french.trim());
    if (!SAME_AS_ENGLISH.has(key)) expect(french).not.toBe(english);
    expect(typographyProblems(french)).toEqual([]);
  });

  it("keeps its allow-list honest: every key in it exists and really is the English text", () => {
    for (const key of SAME_AS_ENGLISH) {
      expect(Object.hasOwn(publicEn, key), key).toBe(true);
      expect(publicFr[key as keyof typeof publicEn], key).toBe(publicEn[key as keyof typeof publicEn]);
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
