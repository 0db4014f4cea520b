import { describe, expect, it } from "vitest";
import { preferredLocale } from "./negotiate.ts";

describe("preferredLocale", () => {
  it("takes the best-weighted language the site has", () => {
    expect(preferredLocale("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(preferredLocale("en-GB,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(preferredLocale("de-DE,de;q=0.9,fr;q=0.7,en;q=0.5")).toBe("fr");
    expect(preferredLocale("en;q=0.4, fr;q=0.6")).toBe("fr");
    expect(preferredLocale("FR")).toBe("fr");
  });

  it("falls back to English: nothing said, nothing we have, or a refusal (q=0)", () => {
    expect(preferredLocale(null)).toBe("en");
    expect(preferredLocale("")).toBe("en");
    expect(preferredLocale("de, es;q=0.5")).toBe("en");
    expect(preferredLocale("fr;q=0, de")).toBe("en");
    expect(preferredLocale("*")).toBe("en");
    expect(preferredLocale("fr;q=abc")).toBe("en");
  });
});
