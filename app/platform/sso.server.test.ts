import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authBrowser, type AuthBrowser } from "../../tests/support/auth-browser.ts";
import { openTestDatabase, testDatabaseKinds } from "../../tests/support/databases.ts";
import { signInAtProvider, startOidcProvider, type OidcProviderHandle } from "../../tests/support/oidc-provider.ts";
import { account, user, verification } from "../db/schema/auth.ts";
import { auditLog, authThrottle } from "../db/schema/security.ts";
import { accountEmails } from "../features/accounts/emails.server.ts";
import { type Auth, createAdminUser, createAuth } from "./auth.server.ts";
import { RULES, throttleKeys } from "./auth-throttle.server.ts";
import { createBackgroundTasks } from "./background.server.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { createMailer } from "./mail.server.ts";
import { domainAllowed, providerDidMfa, SSO_CALLBACK_PATH, ssoNeedsSiteTotp, type SsoTotpRule } from "./sso.server.ts";

const ORIGIN = "https://www.ecurie-vitesse.example";
const PASSWORD = "Historic-Reims-1966!";
const DOMAIN = "ecurie-vitesse.example";

describe("the provider's word on a second factor (RFC 8176 amr)", () => {
  it("counts 'mfa', or two kinds of factor; one kind, nothing or garbage is one factor", () => {
    expect(providerDidMfa(["pwd", "mfa"])).toBe(true);
    expect(providerDidMfa(["mfa"])).toBe(true);
    expect(providerDidMfa(["pwd", "otp"])).toBe(true);
    expect(providerDidMfa(["hwk", "fpt"])).toBe(true);
    expect(providerDidMfa(["pwd"])).toBe(false);
    expect(providerDidMfa(["pwd", "kba"])).toBe(false);
    expect(providerDidMfa(["otp", "sms"])).toBe(false);
    expect(providerDidMfa(undefined)).toBe(false);
    expect(providerDidMfa("mfa")).toBe(false);
    expect(providerDidMfa([1, null])).toBe(false);
  });

  it("asks the site's code by the rule: auto (unless the provider did), always, never", () => {
    expect(ssoNeedsSiteTotp("auto", ["pwd"])).toBe(true);
    expect(ssoNeedsSiteTotp("auto", ["pwd", "mfa"])).toBe(false);
    expect(ssoNeedsSiteTotp("always", ["pwd", "mfa"])).toBe(true);
    expect(ssoNeedsSiteTotp("never", ["pwd"])).toBe(false);
  });

  it("keeps addresses to the allowed domains, exactly", () => {
    expect(domainAllowed("a@ecurie-vitesse.example", [])).toBe(true);
    expect(domainAllowed("a@Ecurie-Vitesse.example", [DOMAIN])).toBe(true);
    expect(domainAllowed("a@evil-ecurie-vitesse.example", [DOMAIN])).toBe(false);
    expect(domainAllowed("a@sub.ecurie-vitesse.example", [DOMAIN])).toBe(false);
  });
});

/**
 * Single sign-on through a real OpenID provider on loopback (oidc-provider),
 * with the real auth configuration: the browser's part is walked by hand
 * (our start, the provider's login page, our callback), and the database
 * says what was made (sessions, linked accounts, activity log).
 */
describe.each(testDatabaseKinds())("single sign-on on %s", (kind) => {
  let database: DatabaseHandle;
  let provider: OidcProviderHandle;
  const auths = {} as Record<SsoTotpRule, Auth>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-sso-"));
  let client = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    provider = await startOidcProvider({ redirectUris: [`${ORIGIN}${SSO_CALLBACK_PATH}`] });
    const log = pino({ level: "silent" });
    for (const totp of ["auto", "always", "never"] as const) {
      auths[totp] = createAuth({
        db: database.db,
        baseURL: ORIGIN,
        secret: "a-test-secret-that-is-long-enough-0123456789",
        mailer: createMailer({ from: "t <t@example.com>", dataDir }),
        log,
        emails: accountEmails(async () => "Écurie Vitesse", async () => "en"),
        background: createBackgroundTasks(log),
        sso: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, allowedDomains: [DOMAIN], totp },
      });
    }
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const browser = () => authBrowser(database.db, ORIGIN, `198.51.100.${++client}`);
  type Browser = AuthBrowser;

  /** "Sign in with …" as /admin/login/sso calls it: where the browser is sent, and the cookie naming its state. */
  async function start(b: Browser, auth: Auth): Promise<string> {
    const response = await b.call((headers) =>
      auth.api.signInSocial({ body: { provider: "sso", callbackURL: "/admin/pages", errorCallbackURL: "/admin/login", disableRedirect: true }, headers, asResponse: true }),
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { url: string }).url;
  }

  /** The provider's return, as the browser brings it to our callback: where it is sent next. */
  async function callback(b: Browser, auth: Auth, url: URL | string): Promise<URL> {
    const response = await b.call((headers) => auth.handler(new Request(url, { headers })));
    expect(response.status).toBe(302);
    return new URL(response.headers.get("location")!, ORIGIN);
  }

  /** A whole sign-in: start, the provider's login page, the callback. */
  async function signIn(email: string, { auth = auths.auto, mfa = false, b = browser() } = {}) {
    const landed = await callback(b, auth, await signInAtProvider(await start(b, auth), email, { mfa }));
    return { b, landed };
  }

  let accounts = 0;
  async function admin({ twoFactor = false, email = `pilot-${++accounts}@${DOMAIN}` } = {}) {
    await createAdminUser(auths.auto, { email, password: PASSWORD });
    if (!twoFactor) return { email, authenticator: null };
    const b = browser();
    await b.call((headers) => auths.auto.api.signInEmail({ body: { email, password: PASSWORD }, headers, asResponse: true }));
    const enabled = (await (await b.call((headers) => auths.auto.api.enableTwoFactor({ body: { password: PASSWORD }, headers, asResponse: true }))).json()) as { totpURI: string };
    const authenticator = new TOTP({ secret: new URL(enabled.totpURI).searchParams.get("secret")!, digits: 6, period: 30, algorithm: "SHA1" });
    expect((await b.call((headers) => auths.auto.api.verifyTOTP({ body: { code: authenticator.generate() }, headers, asResponse: true }))).status).toBe(200);
    return { email, authenticator };
  }
  const totp = async (b: Browser, auth: Auth, code: string) => (await b.call((headers) => auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }))).status;
  const nextCode = (authenticator: TOTP) => authenticator.generate({ timestamp: Date.now() + 30_000 });

  const auditOf = async (email: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.actor_email, email))).map((row) => ({ action: row.action, details: row.details }));
  const refusal = (landed: URL) => ({ path: landed.pathname, error: landed.searchParams.get("error") });

  it("signs in an existing admin whose verified address matches, and ties the provider's account to theirs", async () => {
    const { email } = await admin();
    const { b, landed } = await signIn(email);
    expect(landed.pathname + landed.search).toBe("/admin/pages");
    expect(await b.sessionMethod()).toBe("sso");
    const [linked] = await database.db.select().from(account).where(and(eq(account.providerId, "sso")));
    expect(linked).toBeDefined();
    expect(await auditOf(email)).toContainEqual({ action: "auth.sign_in", details: { method: "sso", amr: ["pwd"] } });

    // Next time, through the tie made.
    const again = await signIn(email);
    expect(again.landed.pathname).toBe("/admin/pages");
    expect(await again.b.sessionMethod()).toBe("sso");
  });

  it("refuses an address no admin has, creates nobody, and logs the address", async () => {
    const stranger = `stranger@${DOMAIN}`;
    const { b, landed } = await signIn(stranger);
    expect(refusal(landed)).toEqual({ path: "/admin/login", error: "signup_disabled" });
    expect(await b.sessionMethod()).toBeUndefined();
    expect(await database.db.$count(user, eq(user.email, stranger))).toBe(0);
    expect(await auditOf(stranger)).toEqual([{ action: "auth.sign_in_failed", details: { method: "sso", reason: "signup_disabled" } }]);
  });

  it("refuses an address the provider has not verified, one outside the allowed domains, and an admin whose address moved", async () => {
    const { email: unverified } = await admin({ email: `unverified-${++accounts}@${DOMAIN}` });
    const first = await signIn(unverified);
    expect(refusal(first.landed)).toEqual({ path: "/admin/login", error: "account_not_linked" });
    expect(await first.b.sessionMethod()).toBeUndefined();
    expect(await auditOf(unverified)).toContainEqual({ action: "auth.sign_in_failed", details: { method: "sso", reason: "account_not_linked" } });

    const { email: outsider } = await admin({ email: `outsider-${++accounts}@elsewhere.example` });
    const second = await signIn(outsider);
    expect(refusal(second.landed)).toEqual({ path: "/admin/login", error: "sso_domain_not_allowed" });
    expect(await second.b.sessionMethod()).toBeUndefined();
    expect(await database.db.$count(account, and(eq(account.providerId, "sso"), eq(account.accountId, outsider)))).toBe(0);

    // The provider's account was tied to this admin; their address here changed since: the tie no longer signs them in.
    const { email: moved } = await admin();
    expect((await signIn(moved)).landed.pathname).toBe("/admin/pages");
    await database.db.update(user).set({ email: `moved-${accounts}@${DOMAIN}` }).where(eq(user.email, moved));
    const third = await signIn(moved);
    expect(refusal(third.landed)).toEqual({ path: "/admin/login", error: "email_does_not_match" });
    expect(await third.b.sessionMethod()).toBeUndefined();
  });

  it("comes back refused, nobody signed in, when the person cancels at the provider", async () => {
    const { email } = await admin();
    const b = browser();
    const back = await signInAtProvider(await start(b, auths.auto), email, { cancel: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(refusal(await callback(b, auths.auto, back))).toEqual({ path: "/admin/login", error: "access_denied" });
    expect(await b.sessionMethod()).toBeUndefined();
  });

  it("refuses a tampered state, a return to another browser, and a return used twice", async () => {
    const { email } = await admin();
    const b = browser();
    const back = await signInAtProvider(await start(b, auths.auto), email);
    const tampered = new URL(back);
    tampered.searchParams.set("state", `${back.searchParams.get("state")}x`);
    expect(refusal(await callback(b, auths.auto, tampered)).error).toMatch(/^state_/);
    expect(await b.sessionMethod()).toBeUndefined();

    const elsewhere = browser();
    const b2 = browser();
    const back2 = await signInAtProvider(await start(b2, auths.auto), email);
    expect(refusal(await callback(elsewhere, auths.auto, back2)).error).toMatch(/^state_/);
    expect(await elsewhere.sessionMethod()).toBeUndefined();

    expect((await callback(b2, auths.auto, back2)).pathname).toBe("/admin/pages");
    const replay = browser();
    for (const [name, value] of b2.cookies) if (name.includes("state")) replay.cookies.set(name, value);
    expect(refusal(await callback(replay, auths.auto, back2)).path).toBe("/admin/login");
    expect(await replay.sessionMethod()).toBeUndefined();
  });

  it.each([
    ["a wrong nonce", { claims: (claims: Record<string, unknown>) => ({ ...claims, nonce: "not-the-nonce-we-sent" }) }],
    ["an expired id token", { claims: (claims: Record<string, unknown>) => ({ ...claims, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }) }],
    ["an id token for another client", { claims: (claims: Record<string, unknown>) => ({ ...claims, aud: "another-client" }) }],
    ["an id token from another issuer", { claims: (claims: Record<string, unknown>) => ({ ...claims, iss: "https://accounts.elsewhere.example" }) }],
    ["an id token signed with a key the provider never published", { foreignKey: true }],
  ])("refuses %s: no session, and the refusal is logged", async (_name, change) => {
    const { email } = await admin();
    const refusals = () => database.db.$count(auditLog, and(eq(auditLog.action, "auth.sign_in_failed"), sql`${auditLog.details}->>'reason' = 'unable_to_get_user_info'`));
    const refusedBefore = await refusals();
    provider.tamperIdTokens(change);
    try {
      const { b, landed } = await signIn(email);
      expect(refusal(landed)).toEqual({ path: "/admin/login", error: "unable_to_get_user_info" });
      expect(await b.sessionMethod()).toBeUndefined();
      expect(await refusals()).toBe(refusedBefore + 1);
      expect((await auditOf(email)).map((row) => row.action)).not.toContain("auth.sign_in");
    } finally {
      provider.tamperIdTokens(null);
    }
    // The same admin, the provider honest again: signed in.
    expect((await signIn(email)).landed.pathname).toBe("/admin/pages");
  });

  it("accepts an id token signed again with the provider's own key, claims untouched: the refusals above are the claims' and the key's", async () => {
    const { email } = await admin();
    provider.tamperIdTokens({ claims: (claims) => claims });
    try {
      expect((await signIn(email)).landed.pathname).toBe("/admin/pages");
    } finally {
      provider.tamperIdTokens(null);
    }
  });

  it("asks the site's code after single sign-on by the rule: auto unless the provider did MFA, always, never", async () => {
    const { email, authenticator } = await admin({ twoFactor: true });

    // auto, the provider checked a password only: the code is asked, then the session says both.
    const pending = await signIn(email);
    expect(pending.landed.pathname + pending.landed.search).toBe(`/admin/two-factor?${new URLSearchParams({ redirectTo: "/admin/pages" })}`);
    expect(await pending.b.sessionMethod()).toBeUndefined();
    expect(pending.b.hasPendingSecondFactor()).toBe(true);
    expect(await auditOf(email)).toContainEqual({ action: "auth.sign_in_sso_ok_two_factor_pending", details: { amr: ["pwd"] } });
    expect(await totp(pending.b, auths.auto, "000000")).toBe(401);
    expect(await totp(pending.b, auths.auto, nextCode(authenticator!))).toBe(200);
    expect(await pending.b.sessionMethod()).toBe("sso+totp");

    // auto, the provider did MFA: signed in at once.
    const trusted = await signIn(email, { mfa: true });
    expect(trusted.landed.pathname).toBe("/admin/pages");
    expect(await trusted.b.sessionMethod()).toBe("sso");

    // always: asked even after the provider's MFA.
    const always = await signIn(email, { auth: auths.always, mfa: true });
    expect(always.landed.pathname).toBe("/admin/two-factor");
    expect(await always.b.sessionMethod()).toBeUndefined();

    // never: signed in without it, even after a password alone.
    const never = await signIn(email, { auth: auths.never });
    expect(never.landed.pathname).toBe("/admin/pages");
    expect(await never.b.sessionMethod()).toBe("sso");
  });

  it("refuses to start more sign-ins than the address's budget, storing nothing for them", async () => {
    const b = browser();
    await database.db.insert(authThrottle).values({ key: throttleKeys.ceremonyIp(b.ip), failures: RULES.ceremonyIp.max, window_started_at: new Date(), locked_until: null });
    const before = await database.db.$count(verification);
    const refused = await b.call((headers) => auths.auto.api.signInSocial({ body: { provider: "sso", callbackURL: "/admin", disableRedirect: true }, headers, asResponse: true }));
    expect(refused.status).toBe(429);
    expect(await database.db.$count(verification)).toBe(before);
    // Another address starts as usual.
    expect(await start(browser(), auths.auto)).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
  });

  it("cannot be started or linked over HTTP: only the admin's own route starts it", async () => {
    for (const pathname of ["/sign-in/social", "/link-social"]) {
      const response = await auths.auto.handler(
        new Request(`${ORIGIN}/api/auth${pathname}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: ORIGIN },
          body: JSON.stringify({ provider: "sso", idToken: { token: "forged" } }),
        }),
      );
      expect(response.status, pathname).toBe(404);
    }
  });
});
