import { describe, expect, it } from "vitest";
import { checkPassword, passwordReasonsIn } from "./password-policy.server.ts";

describe("password policy", () => {
  it("refuses passwords outside 12 to 128 characters", async () => {
    expect(await checkPassword("Sh0rt!pass")).toEqual({ ok: false, reasons: ["length"] });
    expect(await checkPassword("x".repeat(129))).toEqual({ ok: false, reasons: ["length"] });
    expect(passwordReasonsIn(["length"], "en")).toEqual(["Use 12 to 128 characters."]);
    expect(passwordReasonsIn(["length"], "fr")).toEqual(["Utilisez de 12 à 128 caractères."]);
  });

  it.each(["password1234", "qwertyuiop123", "aaaaaaaaaaaa", "iloveyou2024!", "motdepasse2024", "bonjour123456"])("refuses the common or guessable %s with a reason", async (password) => {
    const verdict = await checkPassword(password);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(passwordReasonsIn(verdict.reasons, "fr").length).toBeGreaterThan(0);
  });

  it("says when a password is a common one, as codes worded in each language", async () => {
    const verdict = await checkPassword("password1234");
    expect(verdict).toEqual({ ok: false, reasons: ["warnings.similarToCommon", "suggestions.anotherWord"] });
    const reasons = verdict.ok ? [] : verdict.reasons;
    expect(passwordReasonsIn(reasons, "en")).toEqual(["This is similar to a commonly used password.", "Add more words that are less common."]);
    const french = passwordReasonsIn(reasons, "fr");
    expect(french).toHaveLength(2);
    expect(french.join(" ")).toMatch(/mot de passe/);
    expect(french.join(" ")).not.toMatch(/password|words/);
  });

  it("leaves out a code it does not know (an answer from another version)", () => {
    expect(passwordReasonsIn(["warnings.somethingNew", "tooEasy"], "en")).toEqual(["This password is too easy to guess: add more uncommon words."]);
  });

  it("refuses a password made of the account's own e-mail", async () => {
    expect((await checkPassword("lucasdelaunay1", ["lucas.delaunay@ecurie-vitesse.example"])).ok).toBe(false);
  });

  it.each(["correct horse battery staple", "e2e-Grand-Prix-1978!", "Vintage-Monza-1971!"])("accepts the strong %s", async (password) => {
    expect(await checkPassword(password)).toEqual({ ok: true });
  });
});

describe("the estimator's worker", () => {
  it("answers checks made at once, each with its own verdict", async () => {
    const passwords = ["password1234", "Vintage-Monza-1971!", "qwertyuiop123", "correct horse battery staple"];
    const verdicts = await Promise.all(passwords.map((password) => checkPassword(password)));
    expect(verdicts.map((verdict) => verdict.ok)).toEqual([false, true, false, true]);
  });
});
