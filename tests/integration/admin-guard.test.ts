import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Walks every admin screen and action as an anonymous visitor and as an admin,
 * and hammers the sign-in: what a person probing the admin would try.
 */
const ADMIN = { email: "guard@example.com", password: "Guarded-Nurburgring-1976" };

// Every screen behind the guard, and the actions each one accepts.
const GUARDED_PAGES = ["/admin", "/admin/cars", "/admin/news", "/admin/events", "/admin/gallery", "/admin/gallery?tab=videos", "/admin/newsletter", "/admin/bookings", "/admin/account", "/admin/users"];
const GUARDED_ACTIONS: Array<[string, Record<string, string>]> = [
  ["/admin/account", { intent: "sign-out-others" }],
  ["/admin/account", { intent: "sign-out-all" }],
  ["/admin/account", { intent: "change-password", currentPassword: "x", newPassword: "y" }],
  ["/admin/account", { intent: "change-email", newEmail: "evil@example.com" }],
  ["/admin/account", { intent: "enable-2fa", password: "x" }],
  ["/admin/account", { intent: "disable-2fa", password: "x" }],
  ["/admin/account", { intent: "api-token" }],
  ["/admin/users", { name: "Evil", email: "evil@example.com" }],
  ["/admin/users/some-id", { intent: "delete", confirm: "DELETE" }],
  ["/admin/users/some-id", { intent: "ban" }],
];

let server: RunningServer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-guard-"));

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "0", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function post(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(server.url + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams(fields),
  });
}

async function signInCookie(): Promise<string> {
  const response = await post("/admin/login", { email: ADMIN.email, password: ADMIN.password });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("the admin guard", () => {
  it("sends an anonymous visitor of every admin page to the sign-in", async () => {
    for (const page of GUARDED_PAGES) {
      const response = await fetch(server.url + page, { redirect: "manual" });
      expect(response.status, page).toBe(302);
      expect(response.headers.get("location"), page).toMatch(/^\/admin\/login\?/);
    }
  });

  it("refuses every admin action of an anonymous visitor with 401, touching nothing", async () => {
    for (const [page, fields] of GUARDED_ACTIONS) {
      const response = await post(page, fields);
      expect(response.status, `${page} ${fields.intent ?? ""}`).toBe(401);
    }
    // Data untouched: the only admin can still sign in, and no user was created.
    const cookie = await signInCookie();
    const users = await (await fetch(`${server.url}/admin/users`, { headers: { cookie } })).text();
    expect(users).not.toContain("evil@example.com");
  });

  it("refuses a forged or expired session cookie like no cookie at all", async () => {
    const response = await fetch(`${server.url}/admin`, { redirect: "manual", headers: { cookie: "better-auth.session_token=forged.value" } });
    expect(response.status).toBe(302);
  });

  it("opens every admin page to a signed-in admin", async () => {
    const cookie = await signInCookie();
    for (const page of GUARDED_PAGES) {
      const response = await fetch(server.url + page, { redirect: "manual", headers: { cookie } });
      expect(response.status, page).toBe(200);
    }
  });

  it("refuses a state-changing request from a foreign origin, even with a valid session", async () => {
    const cookie = await signInCookie();
    const response = await post("/admin/users", { name: "Evil", email: "evil2@example.com" }, { cookie, Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    const signIn = await post("/admin/login", { email: ADMIN.email, password: ADMIN.password }, { Origin: "https://evil.example" });
    expect(signIn.status).toBe(403);
  });
});

describe("sign-in throttling", () => {
  it("accepts at most 5 attempts out of 20 wrong passwords and 20 more with rotated X-Forwarded-For", async () => {
    const target = "guard@example.com";
    let accepted = 0;
    for (let attempt = 0; attempt < 40; attempt++) {
      const headers: Record<string, string> = attempt >= 20 ? { "X-Forwarded-For": `198.51.100.${attempt}` } : {};
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, ...headers },
        body: JSON.stringify({ email: target, password: `wrong-password-${attempt}` }),
      });
      if (response.status === 401) accepted++;
      else expect(response.status).toBe(429);
    }
    expect(accepted).toBeLessThanOrEqual(5);
    // Even the right password is refused while the account is locked, with when to retry.
    const locked = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: target, password: ADMIN.password }),
    });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ message: "Too many attempts. Try again in 10 minutes." });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(500);
  });
});
