import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session as sessionTable } from "../db/schema/auth.ts";
import { auditLog } from "../db/schema/security.ts";
import { openTestDatabase } from "../../tests/support/databases.ts";
import { AdminAccountError, createAdminUser, createAuth, CLIENT_IP_HEADER, signInMethodOf, type AuthEmails } from "./auth.server.ts";
import { createBackgroundTasks } from "./background.server.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { createMailer } from "./mail.server.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const PASSWORD = "Historic-Reims-1966!";
/** These tests send no e-mail: one asked for is a failure. */
const unexpected = () => Promise.reject(new Error("no e-mail expected in this test"));
const noEmails: AuthEmails = { passwordReset: unexpected, invitation: unexpected, changeEmail: unexpected, verifyEmail: unexpected, signInCode: unexpected };

describe("auth configuration", () => {
  let database: DatabaseHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-auth-"));
  const make = (baseURL: string) =>
    createAuth({ db: database.db, baseURL, secret: SECRET, mailer: createMailer({ from: "t <t@example.com>", dataDir }), log: pino({ level: "silent" }), emails: noEmails, background: createBackgroundTasks(pino({ level: "silent" })) });

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await createAdminUser(make("http://localhost:3000"), { email: "cookie@example.com", password: PASSWORD });
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = (baseURL: string, password = PASSWORD) =>
    make(baseURL).handler(
      new Request(`${baseURL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseURL, [CLIENT_IP_HEADER]: "203.0.113.9" },
        body: JSON.stringify({ email: "cookie@example.com", password }),
      }),
    );

  it("behind https, the session cookie is __Secure-, Secure, HttpOnly and SameSite=Lax", async () => {
    const response = await signIn("https://www.ecurie-vitesse.example");
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it("over plain http (development), the cookie is still HttpOnly and SameSite=Lax", async () => {
    const response = await signIn("http://localhost:3000");
    const cookie = response.headers.getSetCookie().find((value) => value.includes("session_token"))!;
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
  });

  it("keeps public sign-up closed", async () => {
    const response = await make("http://localhost:3000").handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost:3000" },
        body: JSON.stringify({ email: "stranger@example.com", password: PASSWORD, name: "Stranger" }),
      }),
    );
    expect(response.status).toBe(400);
  });

  it("refuses a weak first-admin password with the reasons", async () => {
    await expect(createAdminUser(make("http://localhost:3000"), { email: "weak@example.com", password: "password1234" })).rejects.toThrow(
      new AdminAccountError("The password is refused: This is similar to a commonly used password. Add more words that are less common."),
    );
  });

  it("records sign-ins and failed sign-ins in the audit log, without the password", async () => {
    await signIn("http://localhost:3000", "a-wrong-password-here");
    const rows = await database.db.select().from(auditLog);
    const actions = rows.map((row) => row.action);
    expect(actions).toContain("auth.sign_in");
    expect(actions).toContain("auth.sign_in_failed");
    const failed = rows.find((row) => row.action === "auth.sign_in_failed")!;
    expect(failed).toMatchObject({ actor_email: "cookie@example.com", ip: "203.0.113.9" });
    expect(JSON.stringify(rows)).not.toContain("a-wrong-password-here");
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
  });

  it("records a password whose second factor is pending as such, and says how each session was signed in", async () => {
    const origin = "http://localhost:3000";
    const auth = make(origin);
    const email = "second-factor@example.com";
    await createAdminUser(auth, { email, password: PASSWORD });
    const post = (pathname: string, body: unknown, cookie = "") =>
      auth.handler(new Request(`${origin}/api/auth${pathname}`, { method: "POST", headers: { "content-type": "application/json", origin, cookie, [CLIENT_IP_HEADER]: "203.0.113.20" }, body: JSON.stringify(body) }));
    const cookiesOf = (response: Response) => response.headers.getSetCookie().map((value) => value.split(";")[0]!).join("; ");
    const methodOf = async (cookie: string) => {
      const token = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;
      return (await database.db.select({ method: sessionTable.signInMethod }).from(sessionTable).where(eq(sessionTable.token, token)))[0]?.method;
    };

    // Two-factor on, confirmed with a first code.
    const first = await post("/sign-in/email", { email, password: PASSWORD });
    const signedIn = cookiesOf(first);
    expect(await methodOf(signedIn)).toBe("password");
    const enabled = (await (await post("/two-factor/enable", { password: PASSWORD }, signedIn)).json()) as { totpURI: string };
    const totp = new TOTP({ secret: new URL(enabled.totpURI).searchParams.get("secret")!, digits: 6, period: 30, algorithm: "SHA1" });
    // This period's code confirms it; the next period's (within the server's window) signs in below: a code is single-use.
    expect((await post("/two-factor/verify-totp", { code: totp.generate() }, signedIn)).status).toBe(200);

    // The password alone: recorded as pending, no session yet.
    const password = await post("/sign-in/email", { email, password: PASSWORD });
    expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
    const actions = (await database.db.select().from(auditLog).where(eq(auditLog.actor_email, email))).map((row) => row.action);
    expect(actions.filter((action) => action.startsWith("auth.sign_in"))).toEqual(["auth.sign_in", "auth.sign_in_password_ok_two_factor_pending"]);

    const verified = await post("/two-factor/verify-totp", { code: totp.generate({ timestamp: Date.now() + 30_000 }) }, cookiesOf(password));
    expect(verified.status).toBe(200);
    expect(await methodOf(cookiesOf(verified))).toBe("password+totp");
  });

  it("names the way in from the endpoint that makes the session, and keeps it for a session made again", () => {
    expect(signInMethodOf("/sign-in/email", null)).toBe("password");
    expect(signInMethodOf("/two-factor/verify-totp", null)).toBe("password+totp");
    expect(signInMethodOf("/two-factor/verify-backup-code", null)).toBe("password+backup-code");
    expect(signInMethodOf("/change-password", "password+totp")).toBe("password+totp");
    expect(signInMethodOf("/sign-in/email-otp", null)).toBe("email-code");
    expect(signInMethodOf("/two-factor/verify-totp", null, "email-code")).toBe("email-code+totp");
    expect(signInMethodOf("/passkey/verify-authentication", null)).toBe("passkey");
    expect(signInMethodOf("/callback/:id", null)).toBe("sso");
    expect(signInMethodOf("/two-factor/verify-totp", null, "sso")).toBe("sso+totp");
    expect(signInMethodOf(undefined, null)).toBeNull();
  });
});
