import { describe, expect, it } from "vitest";
import { translator } from "../../lib/i18n/all.server.ts";
import { authMessage, signInReasonWords } from "./mutations.server.ts";

describe("authMessage", () => {
  const inTenMinutes = new Date(Date.now() + 10 * 60_000 - 1000).toISOString();

  it("says a refused sign-in in the reader's language", () => {
    expect(authMessage({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, translator("en"))).toBe("Invalid email or password");
    expect(authMessage({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, translator("fr"))).toBe("E-mail ou mot de passe incorrect");
  });

  it("says when a locked account may try again, in minutes, in words of the language", () => {
    const locked = { code: "TOO_MANY_ATTEMPTS", message: "Too many attempts. Try again in 10 minutes.", retryAt: inTenMinutes };
    expect(authMessage(locked, translator("en"))).toBe("Too many attempts. Try again in 10 minutes.");
    expect(authMessage(locked, translator("fr"))).toBe("Trop de tentatives. Réessayez dans 10 minutes.");
  });

  it("says why a password is refused in the reader's language (the API's codes, worded here)", () => {
    const weak = { code: "WEAK_PASSWORD", message: "This password is too weak: Use 12 to 128 characters.", reasons: ["length"] };
    expect(authMessage(weak, translator("en"))).toBe("This password is too weak: Use 12 to 128 characters.");
    expect(authMessage(weak, translator("fr"))).toBe("Ce mot de passe est trop faible\u202f: Utilisez de 12 à 128 caractères.");
  });

  it("keeps better-auth's words for a code it does not know", () => {
    expect(authMessage({ code: "SOMETHING_NEW", message: "Something new" }, translator("fr"))).toBe("Something new");
    expect(authMessage({ message: "Fallback" }, translator("fr"))).toBe("Fallback");
  });
});

describe("signInReasonWords", () => {
  it("says the reason the activity log kept for a refused sign-in in the reader's language, by better-auth's words or code", () => {
    expect(signInReasonWords("Invalid email or password", translator("fr"))).toBe("E-mail ou mot de passe incorrect");
    expect(signInReasonWords("INVALID_EMAIL_OR_PASSWORD", translator("fr"))).toBe("E-mail ou mot de passe incorrect");
    expect(signInReasonWords("Invalid email or password", translator("en"))).toBe("Invalid email or password");
    expect(signInReasonWords("something new", translator("fr"))).toBeUndefined();
    expect(signInReasonWords(42, translator("fr"))).toBeUndefined();
  });
});
