import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { DEFAULT_LOCALE, FORMAT_LOCALE, isMessageKey, translator } from "./index.ts";

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
    expect(t("footer.copyright")).toBe(en["footer.copyright"]);
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

describe("isMessageKey", () => {
  it("knows the catalogue's keys and nothing else", () => {
    expect(isMessageKey("admin.form.created")).toBe(true);
    expect(isMessageKey("admin.form.nope")).toBe(false);
    expect(isMessageKey("toString")).toBe(false);
    expect(isMessageKey("__proto__")).toBe(false);
    expect(isMessageKey(42)).toBe(false);
  });
});
