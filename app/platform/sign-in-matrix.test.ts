import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authBrowser, type AuthBrowser } from "../../tests/support/auth-browser.ts";
import { openTestDatabase, testDatabaseKinds } from "../../tests/support/databases.ts";
import { session as sessionTable, user, verification } from "../db/schema/auth.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import { auditLog } from "../db/schema/security.ts";
import { accountEmails } from "../features/accounts/emails.server.ts";
import { createAdminUser, createAuth, SIGN_IN_CODE_PATH } from "./auth.server.ts";
import { createBackgroundTasks, type BackgroundTasks } from "./background.server.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { createMailer } from "./mail.server.ts";
import { SSO_CALLBACK_PATH } from "./sso.server.ts";
import { signInAtProvider, startOidcProvider, type OidcProviderHandle } from "../../tests/support/oidc-provider.ts";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "Historic-Reims-1966!";

/**
 * Every way into the admin, with two-factor off and on: which ones ask for
 * the authenticator's code after them. The password and the e-mailed code
 * are first factors (the code is asked next when two-factor is on); so is
 * single sign-on, unless the provider says it checked a second factor itself
 * (the rule's default; its other settings in sso.server.test.ts); a passkey
 * with user verification is both factors (passkey.server.test.ts).
 */
describe.each(testDatabaseKinds())("the ways in, with and without two-factor, on %s", (kind) => {
  let database: DatabaseHandle;
  let auth: ReturnType<typeof createAuth>;
  let provider: OidcProviderHandle;
  let background: BackgroundTasks;
  /** Set: work a request leaves for after its answer waits here until a test runs it. */
  let heldBack: Array<() => Promise<unknown>> | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-matrix-"));
  let client = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    provider = await startOidcProvider({ redirectUris: [`${ORIGIN}${SSO_CALLBACK_PATH}`] });
    const log = pino({ level: "silent" });
    const tasks = createBackgroundTasks(log);
    background = { ...tasks, later: (task, delayMs) => (heldBack ? heldBack.push(task) : tasks.later(task, delayMs)) };
    auth = createAuth({
      db: database.db,
      baseURL: ORIGIN,
      secret: "a-test-secret-that-is-long-enough-0123456789",
      mailer: createMailer({ from: "t <t@example.com>", dataDir }),
      log,
      emails: accountEmails(async () => "Écurie Vitesse", async () => "en"),
      background,
      sso: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, allowedDomains: [], totp: "auto" },
    });
  });
  afterAll(async () => {
    await provider?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const browser = () => authBrowser(database.db, ORIGIN, `203.0.113.${++client}`);
  type Browser = AuthBrowser;

  const password = (b: Browser, email: string) => b.call((headers) => auth.api.signInEmail({ body: { email, password: PASSWORD }, headers, asResponse: true }));
  /** Asks for a code, and waits for the request's background part (the code made and queued) to end. */
  const askCode = async (b: Browser, email: string) => {
    const answer = await b.call((headers) => auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers, asResponse: true }));
    await background.settle(10_000);
    return answer;
  };
  const signInWithCode = (b: Browser, email: string, otp: string) => b.call((headers) => auth.api.signInEmailOTP({ body: { email, otp }, headers, asResponse: true }));
  const totp = (b: Browser, code: string) => b.call((headers) => auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }));
  const backupCode = (b: Browser, code: string) => b.call((headers) => auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true }));

  /** "Sign in with …", the provider's login page, and its return to our callback: where the browser lands. */
  async function singleSignOn(b: Browser, email: string, { mfa = false } = {}): Promise<string> {
    const started = await b.call((headers) =>
      auth.api.signInSocial({ body: { provider: "sso", callbackURL: "/admin", errorCallbackURL: "/admin/login", disableRedirect: true }, headers, asResponse: true }),
    );
    const back = await signInAtProvider(((await started.json()) as { url: string }).url, email, { mfa });
    const landed = await b.call((headers) => auth.handler(new Request(back, { headers })));
    const url = new URL(landed.headers.get("location")!, ORIGIN);
    return url.pathname;
  }

  const readMails = new Set<string>();
  /** The code of the one sign-in e-mail queued for this address since the last look, and the link it carries. */
  async function lastCode(email: string): Promise<{ code: string; link: string }> {
    const mails = await database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.kind, "sign_in_code")));
    const fresh = mails.filter((mail) => !readMails.has(mail.id));
    expect(fresh).toHaveLength(1);
    readMails.add(fresh[0]!.id);
    const text = fresh[0]!.text_body ?? "";
    return { code: /Your sign-in code: (\d{6})/.exec(text)![1]!, link: /(http\S+\/admin\/login\/code\?\S+)/.exec(text)![1]! };
  }

  let accounts = 0;
  /** An admin, with two-factor turned on (and confirmed) when asked: its authenticator and backup codes. */
  async function admin(twoFactor: boolean) {
    const email = `matrix-${++accounts}@ecurie-vitesse.example`;
    await createAdminUser(auth, { email, password: PASSWORD });
    if (!twoFactor) return { email, authenticator: null, backupCodes: [] as string[] };
    const b = browser();
    await password(b, email);
    const enabled = (await (await b.call((headers) => auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers, asResponse: true }))).json()) as { totpURI: string; backupCodes: string[] };
    const authenticator = new TOTP({ secret: new URL(enabled.totpURI).searchParams.get("secret")!, digits: 6, period: 30, algorithm: "SHA1" });
    expect((await totp(b, authenticator.generate())).status).toBe(200);
    return { email, authenticator, backupCodes: enabled.backupCodes };
  }
  /** A code the server has not seen for this account: the next period's (a code is single-use; the window takes it). */
  const nextCode = (authenticator: TOTP) => authenticator.generate({ timestamp: Date.now() + 30_000 });

  it("password, two-factor off: signed in at once", async () => {
    const { email } = await admin(false);
    const b = browser();
    const answer = await password(b, email);
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty("twoFactorRedirect");
    expect(await b.sessionMethod()).toBe("password");
  });

  it("password, two-factor on: the code is asked, then the session says both", async () => {
    const { email, authenticator } = await admin(true);
    const b = browser();
    expect(await (await password(b, email)).json()).toMatchObject({ twoFactorRedirect: true });
    expect(await b.sessionMethod()).toBeUndefined();
    expect(b.hasPendingSecondFactor()).toBe(true);
    expect((await totp(b, nextCode(authenticator!))).status).toBe(200);
    expect(await b.sessionMethod()).toBe("password+totp");
  });

  it("e-mailed code, two-factor off: signed in by the code, which works once", async () => {
    const { email } = await admin(false);
    const b = browser();
    expect((await askCode(b, email)).status).toBe(200);
    const { code, link } = await lastCode(email);
    expect(new URL(link).pathname).toBe(SIGN_IN_CODE_PATH);
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({ email, code });
    const answer = await signInWithCode(b, email, code);
    expect(answer.status).toBe(200);
    expect(await answer.json()).not.toHaveProperty("twoFactorRedirect");
    expect(await b.sessionMethod()).toBe("email-code");
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.actor_email, email))).map((row) => [row.action, row.details]);
    expect(actions).toContainEqual(["auth.sign_in", { method: "email-code" }]);

    const again = await signInWithCode(browser(), email, code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: "INVALID_OTP" });
  });

  it("e-mailed code, two-factor on: the code is a first factor, the authenticator's is asked after it", async () => {
    const { email, authenticator, backupCodes } = await admin(true);
    const sessionsBefore = await database.db.$count(sessionTable);
    const b = browser();
    await askCode(b, email);
    const answer = await signInWithCode(b, email, (await lastCode(email)).code);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // No session was left behind by the code: the one it made is gone with its cookie.
    expect(await b.sessionMethod()).toBeUndefined();
    expect(await database.db.$count(sessionTable)).toBe(sessionsBefore);
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.actor_email, email))).map((row) => row.action);
    expect(actions).toContain("auth.sign_in_code_ok_two_factor_pending");
    expect((await totp(b, "000000")).status).toBe(401);
    expect((await totp(b, nextCode(authenticator!))).status).toBe(200);
    expect(await b.sessionMethod()).toBe("email-code+totp");

    // With a backup code instead of the authenticator.
    const other = browser();
    await askCode(other, email);
    await signInWithCode(other, email, (await lastCode(email)).code);
    expect((await backupCode(other, backupCodes[0]!)).status).toBe(200);
    expect(await other.sessionMethod()).toBe("email-code+backup-code");
  });

  it("single sign-on, two-factor off: signed in at once, whatever the provider checked", async () => {
    const { email } = await admin(false);
    const b = browser();
    expect(await singleSignOn(b, email)).toBe("/admin");
    expect(await b.sessionMethod()).toBe("sso");
  });

  it("single sign-on, two-factor on, the provider checked a password only: the code is asked after it", async () => {
    const { email, authenticator } = await admin(true);
    const b = browser();
    expect(await singleSignOn(b, email)).toBe("/admin/two-factor");
    expect(await b.sessionMethod()).toBeUndefined();
    expect(b.hasPendingSecondFactor()).toBe(true);
    expect((await totp(b, nextCode(authenticator!))).status).toBe(200);
    expect(await b.sessionMethod()).toBe("sso+totp");
  });

  it("single sign-on, two-factor on, the provider says it checked a second factor (amr): signed in at once", async () => {
    const { email } = await admin(true);
    const b = browser();
    expect(await singleSignOn(b, email, { mfa: true })).toBe("/admin");
    expect(await b.sessionMethod()).toBe("sso");
    expect(b.hasPendingSecondFactor()).toBe(false);
  });

  it("an e-mailed code is refused when wrong three times, expired, for another address or for an unconfirmed account", async () => {
    const { email } = await admin(false);
    const b = browser();
    await askCode(b, email);
    const { code } = await lastCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 3; attempt++) expect(await (await signInWithCode(b, email, wrong)).json()).toMatchObject({ code: "INVALID_OTP" });
    expect(await (await signInWithCode(b, email, code)).json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
    expect(await b.sessionMethod()).toBeUndefined();

    await askCode(b, email);
    await database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verification.identifier, `sign-in-otp-${email}`));
    expect(await (await signInWithCode(b, email, (await lastCode(email)).code)).json()).toMatchObject({ code: "OTP_EXPIRED" });

    const { email: someoneElse } = await admin(false);
    await askCode(b, email);
    expect(await (await signInWithCode(b, someoneElse, (await lastCode(email)).code)).json()).toMatchObject({ code: "INVALID_OTP" });

    const { email: unconfirmed } = await admin(false);
    await database.db.update(user).set({ emailVerified: false }).where(eq(user.email, unconfirmed));
    await askCode(b, unconfirmed);
    expect(await (await signInWithCode(b, unconfirmed, (await lastCode(unconfirmed)).code)).json()).toMatchObject({ code: "INVALID_OTP" });
    expect(await b.sessionMethod()).toBeUndefined();
  });

  it("asking for a code is answered before anything is looked up or stored: the code is made and queued after the answer", async () => {
    const { email } = await admin(false);
    const stranger = "nobody-either@ecurie-vitesse.example";
    const requested = () => database.db.$count(auditLog, eq(auditLog.action, "auth.sign_in_code_requested"));
    const requestedBefore = await requested();
    heldBack = [];
    try {
      const answers = [await browser().call((headers) => auth.api.sendVerificationOTP({ body: { email, type: "sign-in" }, headers, asResponse: true }))];
      answers.push(await browser().call((headers) => auth.api.sendVerificationOTP({ body: { email: stranger, type: "sign-in" }, headers, asResponse: true })));
      // The same answer for both, given while nothing was made, stored or queued yet for either.
      expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{ success: true }, { success: true }]);
      expect(await database.db.$count(verification, eq(verification.identifier, `sign-in-otp-${email}`))).toBe(0);
      expect(await database.db.$count(mailOutbox, eq(mailOutbox.to_address, email))).toBe(0);
      expect(await requested()).toBe(requestedBefore);
      expect(heldBack).toHaveLength(2);
      const held = heldBack;
      heldBack = null;
      await Promise.all(held.map((task) => task()));
    } finally {
      heldBack = null;
    }
    // Then the admin's code was made and queued, once; the stranger got nothing.
    expect(await database.db.$count(verification, eq(verification.identifier, `sign-in-otp-${email}`))).toBe(1);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.to_address, email))).toBe(1);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.to_address, stranger))).toBe(0);
    await lastCode(email);
    expect((await database.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in_code_requested"))).map((row) => row.details)).toContainEqual({ email });
  });

  it("a stranger's address gets the same answer and no e-mail; only sign-in codes are sent; nothing of it is reachable over HTTP", async () => {
    const b = browser();
    const stranger = "nobody-here@ecurie-vitesse.example";
    const answer = await askCode(b, stranger);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ success: true });
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.to_address, stranger))).toBe(0);

    const { email } = await admin(false);
    const verifying = await b.call((headers) => auth.api.sendVerificationOTP({ body: { email, type: "email-verification" }, headers, asResponse: true }));
    expect(verifying.status).toBe(400);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.to_address, email))).toBe(0);

    for (const pathname of ["/email-otp/send-verification-otp", "/sign-in/email-otp", "/forget-password/email-otp", "/email-otp/reset-password"]) {
      const response = await auth.handler(
        new Request(`${ORIGIN}/api/auth${pathname}`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body: JSON.stringify({ email, type: "sign-in", otp: "123456" }) }),
      );
      expect(response.status, pathname).toBe(404);
    }
  });
});
