import { describe, expect, it } from "vitest";
import { publicEn } from "../en/public.ts";
import { publicFr } from "./public.ts";
import { checkTranslation, typographyProblems } from "../../../../tests/support/translation.ts";

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

checkTranslation("publicFr", publicEn, publicFr, SAME_AS_ENGLISH);

describe("the typography check", () => {
  it("tells French punctuation from a colon inside a token, and refuses English habits", () => {
    expect(typographyProblems("Taille\u202F: {size}")).toEqual([]);
    expect(typographyProblems("par exemple 4:32 ou https://")).toEqual([]);
    expect(typographyProblems("Taille : {size}")).not.toEqual([]);
    expect(typographyProblems("Merci!")).not.toEqual([]);
    expect(typographyProblems("l'équipe")).not.toEqual([]);
    expect(typographyProblems("« citation »")).not.toEqual([]);
  });
});
