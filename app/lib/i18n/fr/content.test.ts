import { describe, expect, it } from "vitest";
import { contentEn } from "../en/content.ts";
import { contentFr } from "./content.ts";

/**
 * The French content catalogue against the English one: the same keys, the
 * same placeholders, no empty or padded message, no English left behind, and
 * French typography (’, narrow no-break spaces before ; : ! ? and inside « »).
 */
type Key = keyof typeof contentEn;

/**
 * Messages allowed to read exactly as in English, each for its reason. Any
 * other message identical to the English one is an untranslated string.
 */
const SAME_AS_ENGLISH: ReadonlySet<Key> = new Set<Key>([
  // Proper names: the page's brand, the shop's brand, the team's name.
  "content.f1.title", // "F1 Madness"
  "content.f1.ecosystem.pitshop.title", // "Pitshop"
  "content.driver.milestone.2012.title", // "Écurie Vitesse Historique"
  // The same word in both languages.
  "content.service.acquisition.title", // "Acquisition", the service's name
  "content.f1.service.acquisition.title", // "Acquisition"
  "content.driver.stat.podiums", // "Podiums", a stat's label
]);

const NARROW_NBSP = "\u202F";

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const entries = Object.entries(contentFr) as [Key, string][];

describe("the French content catalogue", () => {
  it("has exactly the English keys", () => {
    expect(Object.keys(contentFr).sort()).toEqual(Object.keys(contentEn).sort());
  });

  it("keeps every English placeholder, and adds none", () => {
    for (const [key, message] of entries) expect(placeholders(message), key).toEqual(placeholders(contentEn[key]));
  });

  it("has no empty message, and none starting or ending with a space", () => {
    for (const [key, message] of entries) {
      expect(message.trim(), key).not.toBe("");
      expect(message, key).toBe(message.trim());
      expect(message, key).not.toMatch(/\s{2}/u);
    }
  });

  it("differs from the English text, except for the allow-list", () => {
    const untranslated = entries.filter(([key, message]) => message === contentEn[key] && !SAME_AS_ENGLISH.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("allows only messages that really are the same as in English", () => {
    for (const key of SAME_AS_ENGLISH) expect(contentFr[key], key).toBe(contentEn[key]);
  });

  it("follows French typography: ’, « », a narrow no-break space before ; : ! ?", () => {
    for (const [key, message] of entries) {
      expect(message, key).not.toMatch(/['"“”]/u);
      // Every ; : ! ? follows a narrow no-break space, and no other space does.
      for (const match of message.matchAll(/[;:!?]/gu)) expect(message[match.index - 1], `${key} at ${match.index}`).toBe(NARROW_NBSP);
      for (const match of message.matchAll(/«/gu)) expect(message[match.index + 1], key).toBe(NARROW_NBSP);
      for (const match of message.matchAll(/»/gu)) expect(message[match.index - 1], key).toBe(NARROW_NBSP);
    }
  });
});
