import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { REDACTED, redactUrl } from "./log-redaction.server.ts";
import { createLogger } from "./logger.server.ts";

const TOKEN = "3f9c2a7e-0b1d-4c5e-9f80-123456789abc";

describe("redactUrl", () => {
  it.each([
    [`/newsletter/confirm/${TOKEN}`, `/newsletter/confirm/${REDACTED}`],
    [`/newsletter/unsubscribe/${TOKEN}`, `/newsletter/unsubscribe/${REDACTED}`],
    [`/fr/newsletter/confirmation/${TOKEN}`, `/fr/newsletter/confirmation/${REDACTED}`],
    [`/fr/newsletter/desinscription/${TOKEN}?source=mail`, `/fr/newsletter/desinscription/${REDACTED}?source=mail`],
    // Routes match whatever the case, and with doubled or trailing slashes.
    [`/Newsletter/CONFIRM/${TOKEN}`, `/Newsletter/CONFIRM/${REDACTED}`],
    [`//newsletter/unsubscribe/${TOKEN}/`, `//newsletter/unsubscribe/${REDACTED}/`],
    [`/api/auth/reset-password/${TOKEN}?callbackURL=%2Fadmin%2Freset-password`, `/api/auth/reset-password/${REDACTED}?callbackURL=%2Fadmin%2Freset-password`],
    [`/admin/reset-password?token=${TOKEN}`, `/admin/reset-password?token=${REDACTED}`],
    [`/admin/accept-invite?token=${TOKEN}&lang=fr`, `/admin/accept-invite?token=${REDACTED}&lang=fr`],
    [`/api/auth/verify-email?callbackURL=%2Fadmin&token=eyJ.abc.def`, `/api/auth/verify-email?callbackURL=%2Fadmin&token=${REDACTED}`],
    // Named in another case or encoded, a secret parameter is still one.
    [`/x?TOKEN=a&%74oken=b&secret=c&code=123456&password=p`, `/x?TOKEN=${REDACTED}&%74oken=${REDACTED}&secret=${REDACTED}&code=${REDACTED}&password=${REDACTED}`],
    [`/admin/reset-password?token=${TOKEN}#top`, `/admin/reset-password?token=${REDACTED}#top`],
    // Absolute addresses: a browser's CSP report names the page whole.
    [`https://ecurie.example/newsletter/confirm/${TOKEN}`, `https://ecurie.example/newsletter/confirm/${REDACTED}`],
    [`http://localhost:3000/admin/accept-invite?token=${TOKEN}`, `http://localhost:3000/admin/accept-invite?token=${REDACTED}`],
  ])("hides the secret in %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    "/",
    "/news/first-race-of-the-season",
    "/collection/ferrari-312t?photo=2",
    "/newsletter/confirm",
    "/newsletters/42",
    "/news?category=newsletter&page=2",
    "/fr/actualites?tab=token",
    "/x?tokens=a&mytoken=b",
    "https://ecurie.example",
    "https://ecurie.example/collection?photo=2",
  ])("keeps %s as it came", (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it("leaves what is not an address alone", () => {
    expect(redactUrl(undefined)).toBeUndefined();
    expect(redactUrl(42)).toBe(42);
  });
});

describe("the process logger", () => {
  it("redacts every url field it writes, in children too, and still serializes errors", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger(sink).child({ reqId: "r1" });
    log.info({ url: `/newsletter/unsubscribe/${TOKEN}`, status: 200 }, "request");
    log.error({ err: new Error("boom") }, "failed");
    const [request, failure] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request!.url).toBe(`/newsletter/unsubscribe/${REDACTED}`);
    expect(lines.join("")).not.toContain(TOKEN);
    expect(failure!.err).toMatchObject({ type: "Error", message: "boom" });
  });
});
