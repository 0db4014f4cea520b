import { describe, expect, it } from "vitest";
import { checkPassword } from "./password-policy.server.ts";

describe("password policy", () => {
  it("refuses passwords outside 12 to 128 characters", () => {
    expect(checkPassword("Sh0rt!pass")).toEqual({ ok: false, reasons: ["Use 12 to 128 characters."] });
    expect(checkPassword("x".repeat(129))).toEqual({ ok: false, reasons: ["Use 12 to 128 characters."] });
  });

  it.each(["password1234", "qwertyuiop123", "aaaaaaaaaaaa", "iloveyou2024!"])("refuses the common or guessable %s with a reason", (password) => {
    const verdict = checkPassword(password);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(verdict.reasons.length).toBeGreaterThan(0);
  });

  it("says when a password is a common one", () => {
    expect(checkPassword("password1234")).toEqual({
      ok: false,
      reasons: ["This is similar to a commonly used password.", "Add more words that are less common."],
    });
  });

  it("refuses a password made of the account's own e-mail", () => {
    expect(checkPassword("lucasdelaunay1", ["lucas.delaunay@ecurie-vitesse.example"]).ok).toBe(false);
  });

  it.each(["correct horse battery staple", "e2e-Grand-Prix-1978!", "Vintage-Monza-1971!"])("accepts the strong %s", (password) => {
    expect(checkPassword(password)).toEqual({ ok: true });
  });
});
