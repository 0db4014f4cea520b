import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/security.ts";
import { openTestDatabase } from "../../tests/support/databases.ts";
import { AdminAccountError, createAdminUser, createAuth, CLIENT_IP_HEADER, type AuthEmails } from "./auth.server.ts";
import { createBackgroundTasks } from "./background.server.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { createMailer } from "./mail.server.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const PASSWORD = "Historic-Reims-1966!";
/** These tests send no e-mail: one asked for is a failure. */
const unexpected = () => Promise.reject(new Error("no e-mail expected in this test"));
const noEmails: AuthEmails = { passwordReset: unexpected, invitation: unexpected, changeEmail: unexpected, verifyEmail: unexpected };

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
});
