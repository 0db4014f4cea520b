import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { isAPIError } from "better-auth/api";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkey as passkeyTable, session as sessionTable, user as userTable } from "../db/schema/auth.ts";
import { auditLog } from "../db/schema/security.ts";
import { openTestDatabase, testDatabaseKinds } from "../../tests/support/databases.ts";
import { type CeremonyOptions, SoftwareAuthenticator, strangerKey } from "../../tests/support/software-authenticator.ts";
import { type Auth, type AuthEmails, CLIENT_IP_HEADER, createAdminUser, createAuth } from "./auth.server.ts";
import { RULES } from "./auth-throttle.server.ts";
import { createBackgroundTasks } from "./background.server.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { createMailer } from "./mail.server.ts";

const BASE_URL = "https://www.ecurie-vitesse.example";
const RP_ID = "www.ecurie-vitesse.example";
const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const PASSWORD = "Historic-Reims-1966!";
/** These tests send no e-mail: one asked for is a failure. */
const unexpected = () => Promise.reject(new Error("no e-mail expected in this test"));
const noEmails: AuthEmails = { passwordReset: unexpected, invitation: unexpected, changeEmail: unexpected, verifyEmail: unexpected, signInCode: unexpected };

/** An auth call's answer, read once. */
interface Outcome {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

/**
 * A refusal of our before hook (the sign-in throttle) is thrown even with
 * asResponse, as the app's callAuth expects: both ways read alike here.
 */
async function outcomeOf(call: Promise<Response>): Promise<Outcome> {
  let response: Response;
  try {
    response = await call;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: error.statusCode, body: (error.body ?? {}) as Record<string, unknown>, setCookies: [] };
  }
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, setCookies: response.headers.getSetCookie() };
}

/** The name=value pairs of Set-Cookie headers, as a Cookie header sends them back. */
const cookieHeader = (setCookies: string[]) => setCookies.map((value) => value.split(";")[0]!).join("; ");
const tokenOf = (setCookies: string[]) => {
  const cookie = setCookies.find((value) => value.startsWith("__Secure-better-auth.session_token="));
  const value = cookie ? decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!) : "";
  // An emptied cookie (Max-Age=0) is a session taken away, not one given.
  return value ? value.split(".")[0]! : undefined;
};

/** An assertion ready to send, and the Cookie header that names its challenge. */
interface Prepared {
  answer: AuthenticationResponseJSON;
  cookie: string;
}

/**
 * The passkey rules of the real auth configuration (createAuth), through the
 * auth.api calls the admin's routes make: a software authenticator answers
 * the ceremonies, each refusal is one bent answer, and the database says what
 * was kept (passkeys, sessions, audit rows).
 */
describe.each(testDatabaseKinds())("passkeys on %s", (kind) => {
  let database: DatabaseHandle;
  let auth: Auth;
  let admin: { id: string; email: string };
  /** The admin's password session, which adding a passkey needs. */
  let adminCookie: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-passkey-"));
  /**
   * better-auth's error lines: the plugin answers every failed WebAuthn check
   * with one code, and logs which check it was.
   */
  const logged: Array<{ msg: string; args?: string[] }> = [];
  const logLinesSince = (mark: number) => logged.slice(mark).map((line) => `${line.msg}: ${(line.args ?? []).join(" ")}`);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    auth = createAuth({
      db: database.db,
      baseURL: BASE_URL,
      secret: SECRET,
      mailer: createMailer({ from: "t <t@example.com>", dataDir }),
      log: pino({ level: "warn" }, { write: (line: string) => logged.push(JSON.parse(line) as { msg: string; args?: string[] }) }),
      emails: noEmails,
      background: createBackgroundTasks(pino({ level: "silent" })),
    });
    admin = await createAdminUser(auth, { email: "pilot@ecurie-vitesse.example", password: PASSWORD });
    adminCookie = await passwordSession(admin.email, "203.0.113.1");
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const headersFor = (ip: string, cookie = "") => new Headers({ origin: BASE_URL, [CLIENT_IP_HEADER]: ip, ...(cookie ? { cookie } : {}) });

  async function passwordSignIn(email: string, ip: string): Promise<Outcome> {
    return outcomeOf(auth.api.signInEmail({ body: { email, password: PASSWORD }, headers: headersFor(ip), asResponse: true }));
  }

  async function passwordSession(email: string, ip: string): Promise<string> {
    const signedIn = await passwordSignIn(email, ip);
    expect(signedIn.status).toBe(200);
    return cookieHeader(signedIn.setCookies);
  }

  /** Adds the authenticator's credential for the admin signed in by `cookie`: the options, then the answer. */
  async function register(authenticator: SoftwareAuthenticator, cookie: string, bend: CeremonyOptions = {}): Promise<Outcome> {
    const options = await outcomeOf(auth.api.generatePasskeyRegistrationOptions({ headers: headersFor("203.0.113.1", cookie), asResponse: true }));
    expect(options.status).toBe(200);
    const response = authenticator.register(options.body as { challenge: string; user: { id: string } }, bend);
    const headers = headersFor("203.0.113.1", `${cookie}; ${cookieHeader(options.setCookies)}`);
    return outcomeOf(auth.api.verifyPasskeyRegistration({ body: { response }, headers, asResponse: true }));
  }

  /** A sign-in ceremony's first half: a fresh challenge, and the cookie that points to it. */
  async function authenticationOptions(ip: string): Promise<{ challenge: string; cookie: string; setCookies: string[] }> {
    const options = await outcomeOf(auth.api.generatePasskeyAuthenticationOptions({ headers: headersFor(ip), asResponse: true }));
    expect(options.status).toBe(200);
    return { challenge: String(options.body.challenge), cookie: cookieHeader(options.setCookies), setCookies: options.setCookies };
  }

  async function verifyAuthentication(answer: AuthenticationResponseJSON, cookie: string, ip: string): Promise<Outcome> {
    return outcomeOf(auth.api.verifyPasskeyAuthentication({ body: { response: answer }, headers: headersFor(ip, cookie), asResponse: true }));
  }

  /** A whole passkey sign-in from a browser with no session: options, the authenticator's answer (bent or not), verification. */
  async function passkeySignIn(authenticator: SoftwareAuthenticator, ip: string, bend: CeremonyOptions = {}): Promise<Outcome> {
    const { challenge, cookie } = await authenticationOptions(ip);
    return verifyAuthentication(authenticator.assert(challenge, bend), cookie, ip);
  }

  /** An authenticator whose credential the admin signed in by `cookie` has added. */
  async function registered(cookie = adminCookie): Promise<SoftwareAuthenticator> {
    const authenticator = new SoftwareAuthenticator(RP_ID, BASE_URL);
    expect((await register(authenticator, cookie)).status).toBe(200);
    return authenticator;
  }

  const passkeyRow = async (credentialId: string) => (await database.db.select().from(passkeyTable).where(eq(passkeyTable.credentialID, credentialId)))[0];
  const sessionRows = (userId: string) => database.db.select().from(sessionTable).where(eq(sessionTable.userId, userId));
  const auditRows = (ip: string) => database.db.select().from(auditLog).where(eq(auditLog.ip, ip));

  it("adds a verified passkey to the signed-in admin, and refuses one whose authenticator did not verify its holder", async () => {
    const unverified = new SoftwareAuthenticator(RP_ID, BASE_URL);
    const refused = await register(unverified, adminCookie, { userVerified: false });
    expect(refused).toMatchObject({ status: 401, body: { code: "PASSKEY_USER_NOT_VERIFIED" } });
    expect(await passkeyRow(unverified.credentialId)).toBeUndefined();

    // The plugin answers every failed check of a registration's answer 500 FAILED_TO_VERIFY_REGISTRATION.
    const elsewhere = new SoftwareAuthenticator(RP_ID, BASE_URL);
    const mark = logged.length;
    const madeElsewhere = await register(elsewhere, adminCookie, { origin: "https://evil.example" });
    expect(madeElsewhere).toMatchObject({ status: 500, body: { code: "FAILED_TO_VERIFY_REGISTRATION" } });
    expect(logLinesSince(mark)).toEqual([
      'Failed to verify registration: Error: Unexpected registration response origin "https://evil.example", expected "https://www.ecurie-vitesse.example"',
    ]);
    expect(await passkeyRow(elsewhere.credentialId)).toBeUndefined();

    const authenticator = new SoftwareAuthenticator(RP_ID, BASE_URL, { signCount: 7 });
    const before = new Date();
    const added = await register(authenticator, adminCookie);
    expect(added.status).toBe(200);
    const row = await passkeyRow(authenticator.credentialId);
    expect(row).toMatchObject({ userId: admin.id, counter: 7, transports: "internal", deviceType: "singleDevice", backedUp: false, lastUsedAt: null });
    expect(row!.aaguid).toBe("00000000-0000-0000-0000-000000000000");
    expect(row!.createdAt!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    // Only the accepted one is recorded.
    const addedAudit = await database.db.select().from(auditLog).where(eq(auditLog.action, "auth.passkey_added"));
    expect(addedAudit).toHaveLength(1);
    expect(addedAudit[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email, ip: "203.0.113.1" });
  });

  it("hands out a sign-in challenge behind a signed, HttpOnly cookie that lasts five minutes", async () => {
    const { setCookies } = await authenticationOptions("203.0.113.2");
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]).toMatch(/^__Secure-better-auth\.passkey_challenge=[^;]+\.[^;]+; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it("signs in with the passkey alone: a session said to be a passkey's, the passkey's use and the audit row recorded", async () => {
    const authenticator = await registered();
    const ip = "203.0.113.3";
    const signedIn = await passkeySignIn(authenticator, ip);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).not.toHaveProperty("twoFactorRedirect");
    const token = tokenOf(signedIn.setCookies);
    expect(token).toBeDefined();

    const [session] = await database.db.select().from(sessionTable).where(eq(sessionTable.token, token!));
    expect(session).toMatchObject({ userId: admin.id, signInMethod: "passkey", ipAddress: ip });
    const row = await passkeyRow(authenticator.credentialId);
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
    const audit = await auditRows(ip);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "auth.sign_in", actor_id: admin.id, actor_email: admin.email, details: { method: "passkey" } });
    const current = await auth.api.getSession({ headers: headersFor(ip, cookieHeader(signedIn.setCookies)) });
    expect(current?.user.id).toBe(admin.id);
  });

  describe("refusals, each opening no session", () => {
    let held: SoftwareAuthenticator;
    const stranger = new SoftwareAuthenticator(RP_ID, BASE_URL);
    beforeAll(async () => {
      held = await registered();
      expect((await passkeySignIn(held, "203.0.113.10")).status).toBe(200);
    });

    /**
     * Each case prepares an answer and its challenge cookie; the answer alone is then sent and judged. `logged`: the
     * check better-auth names in its log when its answer is the plugin's catch-all AUTHENTICATION_FAILED.
     */
    const cases: Array<{ name: string; prepare: () => Promise<Prepared>; status: number; code: string; logged?: RegExp }> = [
      {
        name: "an answer made on another site (clientDataJSON origin)",
        prepare: () => answered({ origin: "https://evil.example" }),
        status: 400,
        code: "AUTHENTICATION_FAILED",
        logged: /^Failed to verify authentication: Error: Unexpected authentication response origin "https:\/\/evil\.example"/,
      },
      {
        name: "an answer made for another relying party (rpIdHash)",
        prepare: () => answered({ rpId: "evil.example" }),
        status: 400,
        code: "AUTHENTICATION_FAILED",
        logged: /^Failed to verify authentication: UnexpectedRPIDHash: Unexpected RP ID hash$/,
      },
      {
        name: "an authenticator that did not verify its holder (UV clear)",
        prepare: () => answered({ userVerified: false }),
        status: 401,
        code: "PASSKEY_USER_NOT_VERIFIED",
      },
      {
        name: "a counter that did not go up (a cloned authenticator)",
        prepare: async () => answered({ signCount: (await passkeyRow(held.credentialId))!.counter }),
        status: 400,
        code: "AUTHENTICATION_FAILED",
        logged: /^Failed to verify authentication: Error: Response counter value (\d+) was lower than expected \1$/,
      },
      {
        name: "a credential the server does not know",
        prepare: () => answered({ credentialId: stranger.credentialId }),
        status: 401,
        code: "PASSKEY_NOT_FOUND",
      },
      // A signature that does not verify is the plugin's own refusal, not a thrown check: nothing logged.
      {
        name: "a signature by another key",
        prepare: () => answered({ signingKey: strangerKey() }),
        status: 401,
        code: "AUTHENTICATION_FAILED",
      },
      {
        name: "the challenge of another ceremony",
        prepare: challengeOfAnother,
        status: 400,
        code: "AUTHENTICATION_FAILED",
        logged: /^Failed to verify authentication: Error: Unexpected authentication response challenge /,
      },
      {
        name: "an answer without its challenge cookie",
        prepare: async () => ({ ...(await answered()), cookie: "" }),
        status: 400,
        code: "CHALLENGE_NOT_FOUND",
      },
      {
        name: "a replay of an accepted answer with its consumed challenge",
        prepare: replayOfAccepted,
        status: 400,
        code: "CHALLENGE_NOT_FOUND",
      },
    ];

    async function answered(bend: CeremonyOptions = {}) {
      const { challenge, cookie } = await authenticationOptions("203.0.113.11");
      return { answer: held.assert(challenge, bend), cookie };
    }

    async function challengeOfAnother() {
      const first = await authenticationOptions("203.0.113.11");
      const second = await authenticationOptions("203.0.113.11");
      return { answer: held.assert(first.challenge), cookie: second.cookie };
    }

    async function replayOfAccepted() {
      const { challenge, cookie } = await authenticationOptions("203.0.113.11");
      const answer = held.assert(challenge);
      expect((await verifyAuthentication(answer, cookie, "203.0.113.11")).status).toBe(200);
      return { answer, cookie };
    }

    it.each(cases.map((refusal, index) => ({ ...refusal, ip: `203.0.113.${20 + index}` })))(
      "refuses $name with $status $code",
      async ({ prepare, status, code, logged: reason, ip }) => {
        const { answer, cookie } = await prepare();
        const mark = logged.length;
        const sessionsBefore = await sessionRows(admin.id);
        const passkeyBefore = await passkeyRow(held.credentialId);

        const refused = await verifyAuthentication(answer, cookie, ip);
        expect(refused).toMatchObject({ status, body: { code } });
        const lines = logLinesSince(mark);
        if (reason) expect(lines).toEqual([expect.stringMatching(reason)]);
        else expect(lines).toEqual([]);
        expect(tokenOf(refused.setCookies)).toBeUndefined();
        expect(await sessionRows(admin.id)).toEqual(sessionsBefore);
        // Neither its counter nor its last use moves for an answer refused.
        expect(await passkeyRow(held.credentialId)).toEqual(passkeyBefore);
        const audit = await auditRows(ip);
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ action: "auth.sign_in_failed", actor_id: null, details: { method: "passkey", reason: refused.body.message } });
      },
    );
  });

  it("refuses a banned admin's passkey", async () => {
    const banned = await createAdminUser(auth, { email: "banned@ecurie-vitesse.example", password: PASSWORD });
    const authenticator = await registered(await passwordSession(banned.email, "203.0.113.40"));
    await database.db.update(userTable).set({ banned: true }).where(eq(userTable.id, banned.id));
    const sessionsBefore = await sessionRows(banned.id);

    const refused = await passkeySignIn(authenticator, "203.0.113.41");
    expect(refused).toMatchObject({ status: 403, body: { code: "BANNED_USER" } });
    expect(tokenOf(refused.setCookies)).toBeUndefined();
    expect(await sessionRows(banned.id)).toEqual(sessionsBefore);
    // Not a use: My account must not show a sign-in that did not happen.
    expect((await passkeyRow(authenticator.credentialId))!.lastUsedAt).toBeNull();
    expect(await auditRows("203.0.113.41")).toMatchObject([{ action: "auth.sign_in_failed", details: { method: "passkey" } }]);
  });

  it("counts passkey sign-ins in the address's budget with the password's, and gives a success's attempt back", async () => {
    const authenticator = await registered();
    const unknown = new SoftwareAuthenticator(RP_ID, BASE_URL);
    const ip = "203.0.113.50";
    const fail = async () => (await passkeySignIn(unknown, ip)).status;
    // One short of the budget, then a success, which gives its attempt back: one more failure still fits.
    for (let attempt = 1; attempt < RULES.signInIp.max; attempt++) expect(await fail()).toBe(401);
    expect((await passkeySignIn(authenticator, ip)).status).toBe(200);
    expect(await fail()).toBe(401);

    const locked = await passkeySignIn(authenticator, ip);
    expect(locked).toMatchObject({ status: 429, body: { code: "TOO_MANY_ATTEMPTS" } });
    expect(tokenOf(locked.setCookies)).toBeUndefined();
    // The password from the same address is refused too, though right.
    expect(await passwordSignIn(admin.email, ip)).toMatchObject({ status: 429, body: { code: "TOO_MANY_ATTEMPTS" } });
    // Another address is not held back.
    expect((await passkeySignIn(authenticator, "203.0.113.51")).status).toBe(200);
    // A refusal for too many attempts is not a failed sign-in of its own.
    const audit = await auditRows(ip);
    expect(audit.filter((row) => row.action === "auth.sign_in_failed")).toHaveLength(RULES.signInIp.max);
    expect(audit.filter((row) => row.action === "auth.sign_in")).toHaveLength(1);
  });

  it("gives an admin with two-factor on a full session from a verified passkey, while the password alone waits for the second factor", async () => {
    const authenticator = await registered();
    // Two-factor on, as My account turns it on: enabled with the password, confirmed with a first code.
    const enabled = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers: headersFor("203.0.113.60", adminCookie) });
    if (enabled.method !== "totp") throw new Error("two-factor was turned on without a TOTP secret");
    const totp = new TOTP({ secret: new URL(enabled.totpURI).searchParams.get("secret")!, digits: 6, period: 30, algorithm: "SHA1" });
    await auth.api.verifyTOTP({ body: { code: totp.generate() }, headers: headersFor("203.0.113.60", adminCookie) });
    const [account] = await database.db.select({ twoFactorEnabled: userTable.twoFactorEnabled }).from(userTable).where(eq(userTable.id, admin.id));
    expect(account!.twoFactorEnabled).toBe(true);

    const sessionsBefore = await sessionRows(admin.id);
    const password = await passwordSignIn(admin.email, "203.0.113.61");
    expect(password).toMatchObject({ status: 200, body: { twoFactorRedirect: true } });
    expect(tokenOf(password.setCookies)).toBeUndefined();
    expect(await sessionRows(admin.id)).toEqual(sessionsBefore);

    const signedIn = await passkeySignIn(authenticator, "203.0.113.62");
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).not.toHaveProperty("twoFactorRedirect");
    const token = tokenOf(signedIn.setCookies)!;
    const made = await database.db
      .select({ method: sessionTable.signInMethod })
      .from(sessionTable)
      .where(and(eq(sessionTable.token, token), eq(sessionTable.userId, admin.id)));
    expect(made).toEqual([{ method: "passkey" }]);
    const current = await auth.api.getSession({ headers: headersFor("203.0.113.62", cookieHeader(signedIn.setCookies)) });
    expect(current?.user).toMatchObject({ id: admin.id, twoFactorEnabled: true });
  });

  it("answers the handler's other paths over HTTP, so a 404 below is the passkey path's own", async () => {
    const response = await auth.handler(new Request(`${BASE_URL}/api/auth/get-session`, { headers: { origin: BASE_URL, [CLIENT_IP_HEADER]: "203.0.113.70" } }));
    expect(response.status).toBe(200);
  });

  it.each([
    ["GET", "/passkey/generate-register-options"],
    ["POST", "/passkey/verify-registration"],
    ["GET", "/passkey/generate-authenticate-options"],
    ["POST", "/passkey/verify-authentication"],
    ["GET", "/passkey/list-user-passkeys"],
    ["POST", "/passkey/delete-passkey"],
    ["POST", "/passkey/update-passkey"],
  ])("answers %s /api/auth%s over HTTP with 404", async (method, pathname) => {
    const headers = { origin: BASE_URL, cookie: adminCookie, [CLIENT_IP_HEADER]: "203.0.113.70" };
    const body = JSON.stringify({ response: {}, id: "any", name: "any" });
    const init: RequestInit = method === "POST" ? { method, headers: { ...headers, "content-type": "application/json" }, body } : { method, headers };
    const response = await auth.handler(new Request(`${BASE_URL}/api/auth${pathname}`, init));
    expect(response.status).toBe(404);
  });
});
