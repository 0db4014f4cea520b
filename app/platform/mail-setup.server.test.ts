import { describe, expect, it } from "vitest";
import { defaultMailFrom, isUnauthenticatableDomain, mailSetup, mailStartupWarnings, senderAddress, senderDomain } from "./mail-setup.server.ts";

describe("defaultMailFrom", () => {
  it("sends from no-reply at the public address's domain, with the team's name", () => {
    expect(defaultMailFrom("https://ecurie-vitesse.fr")).toBe("Écurie Vitesse <no-reply@ecurie-vitesse.fr>");
    expect(defaultMailFrom("https://www.ecurie-vitesse.fr/")).toBe("Écurie Vitesse <no-reply@ecurie-vitesse.fr>");
    expect(defaultMailFrom("https://site.ecurie-vitesse.fr:8443/base")).toBe("Écurie Vitesse <no-reply@site.ecurie-vitesse.fr>");
    expect(defaultMailFrom("http://localhost:3000")).toBe("Écurie Vitesse <no-reply@localhost>");
  });
});

describe("senderAddress and senderDomain", () => {
  it("read the address of `Name <address>` or a bare address", () => {
    expect(senderAddress("Écurie Vitesse <contact@ecurie-vitesse.fr>")).toBe("contact@ecurie-vitesse.fr");
    expect(senderAddress('"Vitesse, Écurie" <contact@ecurie-vitesse.fr>')).toBe("contact@ecurie-vitesse.fr");
    expect(senderAddress(" contact@ecurie-vitesse.fr ")).toBe("contact@ecurie-vitesse.fr");
    expect(senderDomain("Team <No-Reply@Ecurie-Vitesse.FR>")).toBe("ecurie-vitesse.fr");
  });

  it("find none in a name alone or a broken address", () => {
    for (const from of ["Écurie Vitesse", "Écurie Vitesse <>", "no-reply@", "a b@c.fr", "Team <a@b.fr"]) expect(senderAddress(from), from).toBeNull();
  });
});

describe("isUnauthenticatableDomain", () => {
  it.each(["localhost", "app.localhost", "127.0.0.1", "[127.0.0.1]", "[IPv6:::1]", "site", "ecurie.local", "mail.test", "ecurie.example", "example.com", "mail.example.org", "x.invalid", "db.internal", "box.lan", "nas.home.arpa", "localhost."])(
    "refuses %s",
    (domain) => expect(isUnauthenticatableDomain(domain)).toBe(true),
  );

  it.each(["ecurie-vitesse.fr", "mail.ecurie-vitesse.fr", "example-team.com", "testing.fr", "local-racing.com"])("accepts %s", (domain) =>
    expect(isUnauthenticatableDomain(domain)).toBe(false),
  );
});

describe("mailSetup", () => {
  it("says e-mails are not delivered without SMTP, whatever the sender", () => {
    expect(mailSetup({ transport: "outbox", from: "Écurie Vitesse <no-reply@localhost>" })).toEqual({ delivered: false, from: "Écurie Vitesse <no-reply@localhost>", unusableSenderDomain: null });
  });

  it("names the sender's domain when e-mails leave from one no provider accepts", () => {
    expect(mailSetup({ transport: "smtp", from: "Écurie Vitesse <no-reply@localhost>" }).unusableSenderDomain).toBe("localhost");
    expect(mailSetup({ transport: "smtp", from: "Écurie Vitesse <no-reply@ecurie-vitesse.fr>" })).toEqual({
      delivered: true,
      from: "Écurie Vitesse <no-reply@ecurie-vitesse.fr>",
      unusableSenderDomain: null,
    });
  });
});

describe("mailStartupWarnings", () => {
  const base = { DATA_DIR: "/data", MAIL_FROM: "Écurie Vitesse <no-reply@ecurie-vitesse.fr>" };

  it("warns in production that e-mails are written to files without SMTP_URL", () => {
    const warnings = mailStartupWarnings({ ...base, NODE_ENV: "production" });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/^SMTP_URL is not set: e-mails are NOT delivered/);
    expect(mailStartupWarnings({ ...base, NODE_ENV: "development" })).toEqual([]);
  });

  it("warns about a sender domain that cannot be authenticated while e-mails leave, and nothing when all is well", () => {
    const warnings = mailStartupWarnings({ ...base, NODE_ENV: "production", SMTP_URL: "smtp://smtp.provider.example:587", MAIL_FROM: "Écurie Vitesse <no-reply@localhost>" });
    expect(warnings).toEqual([{ msg: expect.stringMatching(/^MAIL_FROM's domain cannot be authenticated/), fields: { mailFrom: "Écurie Vitesse <no-reply@localhost>", domain: "localhost" } }]);
    expect(mailStartupWarnings({ ...base, NODE_ENV: "production", SMTP_URL: "smtp://smtp.provider.example:587" })).toEqual([]);
  });
});
