import { describe, expect, it } from "vitest";
import { adminTranslator } from "./admin.ts";
import { isMessageKey, translator } from "./all.server.ts";
import { adminEn } from "./en/admin.ts";
import { contentEn } from "./en/content.ts";
import { emailEn } from "./en/email.ts";
import { publicEn } from "./en/public.ts";
import { publicFr } from "./fr/public.ts";
import { DEFAULT_LOCALE, FORMAT_LOCALE, translate } from "./index.ts";
import { pluralKey } from "./core.ts";

const publicTranslator = () => translate(publicEn, "en");

describe("translator", () => {
  const t = translator();

  it("fills in placeholders", () => {
    expect(t("footer.copyright", { year: 2026, team: "X" })).toBe("© 2026 X. All rights reserved.");
    expect(t("footer.copyright", { year: "2027", team: "Écurie Vitesse" })).toBe("© 2027 Écurie Vitesse. All rights reserved.");
  });

  it("leaves unknown placeholders as they are", () => {
    expect(t("footer.copyright", { year: 2026 })).toBe("© 2026 {team}. All rights reserved.");
    expect(t("footer.copyright", { other: "value" })).toBe("© {year} {team}. All rights reserved.");
  });

  it("returns the template untouched without values", () => {
    expect(t("footer.copyright")).toBe("© {year} {team}. All rights reserved.");
    expect(t("footer.copyright")).toBe(publicEn["footer.copyright"]);
  });

  it("inserts values literally, without interpreting replacement patterns", () => {
    expect(t("footer.copyright", { year: 2026, team: "$& $1 {year}" })).toBe("© 2026 $& $1 {year}. All rights reserved.");
  });

  it("defaults to English with US formatting", () => {
    expect(DEFAULT_LOCALE).toBe("en");
    expect(FORMAT_LOCALE.en).toBe("en-US");
    expect(translator("en")("footer.copyright", { year: 1, team: "T" })).toBe("© 1 T. All rights reserved.");
  });
});

describe("French", () => {
  it("translates in French, with French formats", () => {
    expect(FORMAT_LOCALE.fr).toBe("fr-FR");
    expect(translator("fr")("nav.news")).toBe("Actualités");
    expect(translator("fr")("admin.nav.dashboard")).not.toBe("Dashboard");
  });

  it("counts the French way: one for 0 and 1, other from 2, figures grouped with a narrow no-break space", () => {
    const fr = translate(publicFr, "fr");
    const en = translate(publicEn, "en");
    const keys = { one: "cart.articlesOne", other: "cart.articles" } as const;
    expect(fr.count(0, keys)).toBe("0 article");
    expect(fr.count(1, keys)).toBe("1 article");
    expect(fr.count(2, keys)).toBe("2 articles");
    expect(fr.count(1_000_000, keys)).toBe("1\u202F000\u202F000 articles");
    expect(en.count(0, keys)).toBe("0 items");
    expect(en.count(1, keys)).toBe("1 item");
    expect(en.count(1_000_000, keys)).toBe("1,000,000 items");
  });

  it("chooses a count's key ahead of translating it (a flash): one for 0 and 1 in French, for 1 only in English", () => {
    const keys = { one: "editions.sendStarted.one", other: "editions.sendStarted" } as const;
    expect([0, 1, 2].map((count) => pluralKey("fr", count, keys))).toEqual([keys.one, keys.one, keys.other]);
    expect([0, 1, 2].map((count) => pluralKey("en", count, keys))).toEqual([keys.other, keys.one, keys.other]);
    expect(translator("fr")(pluralKey("fr", 1, keys), { count: "1" })).toBe("Envoi en cours à 1 abonné.");
  });
});

describe("catalogues per area", () => {
  it("give every key to exactly one area", () => {
    const areas = [Object.keys(publicEn), Object.keys(adminEn), Object.keys(emailEn), Object.keys(contentEn)];
    const all = areas.flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it("each translator knows its own area: public, admin (public and admin), server (all, with the content)", () => {
    expect(publicTranslator()("nav.news")).toBe("News");
    expect(adminTranslator()("admin.nav.dashboard")).toBe("Dashboard");
    expect(adminTranslator()("nav.news")).toBe("News");
    expect(translator()("editionMail.unsubscribe")).toBe("Unsubscribe");
    expect(translator()("admin.nav.dashboard")).toBe("Dashboard");
    expect(translator()("content.seo.driver.jobTitle")).toMatch(/driver/i);
    expect(publicTranslator()("content.seo.driver.jobTitle" as never)).toBe("content.seo.driver.jobTitle");
  });

  it("have no empty message and no placeholder left unbalanced", () => {
    for (const [key, message] of Object.entries({ ...publicEn, ...adminEn, ...emailEn, ...contentEn })) {
      expect(message.trim(), key).not.toBe("");
      expect(message.split("{").length, key).toBe(message.split("}").length);
    }
  });
});

describe("isMessageKey", () => {
  it("knows the catalogues' keys and nothing else", () => {
    expect(isMessageKey("admin.form.created")).toBe(true);
    expect(isMessageKey("nav.news")).toBe(true);
    expect(isMessageKey("content.seo.driver.jobTitle")).toBe(true);
    expect(isMessageKey("admin.form.nope")).toBe(false);
    expect(isMessageKey("toString")).toBe(false);
    expect(isMessageKey("__proto__")).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
