import { describe, expect, it } from "vitest";
import { publicEn } from "../../lib/i18n/en/public.ts";
import { publicFr } from "../../lib/i18n/fr/public.ts";
import { consentPage, NEWSLETTER_CONSENT } from "./schema.ts";

/**
 * Every version of the newsletter's consent sentence, word for word: a
 * subscriber's proof names a version, and this says what it read. Changing
 * the sentence in a catalogue fails here until a new version is added below
 * and NEWSLETTER_CONSENT.version names it (older versions stay: they are
 * what earlier subscribers agreed to).
 */
const WORDINGS: Record<string, { en: string; fr: string }> = {
  "2026-12-newsletter-1": {
    en: "By subscribing, you agree to receive our newsletter by e-mail, about once a month; you can unsubscribe at any time with the link in each e-mail.",
    fr: "En vous abonnant, vous acceptez de recevoir notre newsletter par e-mail, environ une fois par mois\u202F; vous pouvez vous désabonner à tout moment grâce au lien présent dans chaque e-mail.",
  },
};

describe("the newsletter's consent", () => {
  it("shows the words of its current version, in both languages", () => {
    expect({ en: publicEn[NEWSLETTER_CONSENT.key], fr: publicFr[NEWSLETTER_CONSENT.key] }).toEqual(WORDINGS[NEWSLETTER_CONSENT.version]);
  });

  it("records the page as a site path, without its query, or the language's home page", () => {
    expect(consentPage("/fr/actualites?category=newsletter#x", "fr")).toBe("/fr/actualites");
    expect(consentPage("/newsletter/unsubscribe/:token", "en")).toBe("/newsletter/unsubscribe/:token");
    expect(consentPage(undefined, "fr")).toBe("/fr");
    expect(consentPage("https://evil.example/", "en")).toBe("/");
    expect(consentPage("//evil.example/x", "en")).toBe("/");
    expect(consentPage("/<script>", "en")).toBe("/");
  });
});
