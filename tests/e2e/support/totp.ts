import { TOTP } from "otpauth";

export function totpFor(secret: string) {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: "SHA1" });
}

/**
 * A code the server has not seen yet (codes are single-use): this period's,
 * or if it was used, the next period's at once, as an authenticator whose
 * clock runs a little ahead shows it. The server takes the codes of the
 * periods either side of its own (RFC 6238's allowance for clock drift,
 * better-auth's window of 1), so the next one is accepted now, and still if
 * a period ends before the server reads it; no need to wait up to 30 s for
 * the period to turn. The previous period's is never used: a period ending
 * on the way would put it out of the window.
 */
export function freshCode(secret: string, used: Set<string>): string {
  const totp = totpFor(secret);
  const now = Date.now();
  for (const ahead of [0, 1]) {
    const code = totp.generate({ timestamp: now + ahead * totp.period * 1000 });
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  throw new Error("this period's code and the next one were both used already");
}
