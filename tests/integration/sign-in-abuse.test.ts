import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_WIDE, RULES, signInDelayMs } from "../../app/platform/auth-throttle.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { serverDatabase, type ServerDatabase } from "../support/server-database.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Sign-in abuse over HTTP, against the production server behind a trusted
 * proxy (TRUST_PROXY=1): each X-Forwarded-For is another client, as a reverse
 * proxy would say. What an attacker who knows an admin's e-mail can and
 * cannot do (issue 17): lock out only themselves, slow the account but never
 * close it, spray passwords across accounts only up to the address's limit,
 * and forge nothing through the server's internal client-address header.
 * The counts live in the database: on the embedded one and on PostgreSQL.
 */
const OWNER = { email: "owner@example.com", password: "Owner-Spa-Francorchamps-1970" };
// The server of the suite running now (one per database, in turn).
let dataDir: string;
let database: ServerDatabase;
let server: RunningServer;
let nextClient = 1;
/** A client address of its own (TEST-NET-2), as the trusted proxy would report it. */
const newClient = () => `198.51.100.${nextClient++}`;

function signIn(client: string, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": client, ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** Fails `times` on the owner's account from one client, each answered 401. */
async function failFrom(client: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt++) {
    expect((await signIn(client, OWNER.email, `wrong-password-${attempt}`)).status, `failure ${attempt} from ${client}`).toBe(401);
  }
}

describe.each(testDatabaseKinds())("on %s", (kind) => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-sign-in-abuse-"));
    database = await serverDatabase(kind, dataDir, "ecurie_sign_in_abuse");
    nextClient = 1;
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "0", TRUST_PROXY: "1", ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, ...database.env });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe("lockout per account and client", () => {
    it("locks out the client that failed 5 times, even with the right password, and no one else", async () => {
      const attacker = newClient();
      await failFrom(attacker, RULES.signInAccountClient.max);
      const locked = await signIn(attacker, OWNER.email, OWNER.password);
      expect(locked.status).toBe(429);
      expect(await locked.json()).toMatchObject({ message: "Too many attempts. Try again in 10 minutes." });
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(500);

      const owner = await signIn(newClient(), OWNER.email, OWNER.password);
      expect(owner.status).toBe(200);
    });

    it("a forged internal client-address header changes nothing: the proxy's address is the client", async () => {
      const attacker = newClient();
      for (let attempt = 1; attempt <= RULES.signInAccountClient.max + 3; attempt++) {
        const response = await signIn(attacker, OWNER.email, `wrong-${attempt}`, { "X-Ecurie-Client-Ip": `203.0.113.${attempt}` });
        expect(response.status, `attempt ${attempt}`).toBe(attempt <= RULES.signInAccountClient.max ? 401 : 429);
      }
    });

    it("a reset through the e-mailed link lets the locked-out owner in again at once", async () => {
      const device = newClient();
      await failFrom(device, RULES.signInAccountClient.max);
      expect((await signIn(device, OWNER.email, OWNER.password)).status).toBe(429);

      const asked = await fetch(`${server.url}/api/auth/request-password-reset`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": device },
        body: JSON.stringify({ email: OWNER.email, redirectTo: "/admin/reset-password" }),
      });
      expect(asked.status).toBe(200);
      const token = await resetTokenFromMail();
      const newPassword = "Owner-Monza-Parabolica-1971";
      const reset = await fetch(`${server.url}/api/auth/reset-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": device },
        body: JSON.stringify({ token, newPassword }),
      });
      expect(reset.status).toBe(200);
      expect((await signIn(device, OWNER.email, newPassword)).status).toBe(200);
      OWNER.password = newPassword;
    });
  });

  describe("an attack spread over many clients", () => {
    it("slows the account's sign-in past its threshold, but the owner still gets in", async () => {
      // Each client fails once, all at once: none is locked out, the account counts them all.
      const failures = ACCOUNT_WIDE.slowAfter + 4;
      const answers = await Promise.all(Array.from({ length: failures }, (_, n) => signIn(newClient(), OWNER.email, `spread-${n}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: failures }, () => 401));

      const started = performance.now();
      const owner = await signIn(newClient(), OWNER.email, OWNER.password);
      const waited = performance.now() - started;
      expect(owner.status).toBe(200);
      // A lower bound (the delay is deliberate), never an upper one: the machine may be slow.
      const delay = signInDelayMs(failures + 1);
      expect(delay).toBeGreaterThan(0);
      expect(waited).toBeGreaterThanOrEqual(delay - 50);
      expect(server.output()).toContain('"msg":"sign-in slowed: many failures on one account"');
    });
  });

  describe("password spraying from one client", () => {
    it("is refused past the address's limit across accounts, whatever account it tries next", async () => {
      const sprayer = newClient();
      const statuses: number[] = [];
      for (let account = 1; account <= RULES.signInIp.max + 2; account++) {
        statuses.push((await signIn(sprayer, `someone-${account}@example.com`, "Summer2026!")).status);
      }
      expect(statuses.slice(0, RULES.signInIp.max)).toEqual(Array.from({ length: RULES.signInIp.max }, () => 401));
      expect(statuses.slice(RULES.signInIp.max)).toEqual([429, 429]);
      // The right password of a real account from that client is refused too, until the lock ends.
      expect((await signIn(sprayer, OWNER.email, OWNER.password)).status).toBe(429);
      expect((await signIn(newClient(), OWNER.email, OWNER.password)).status).toBe(200);
    });
  });
});

/** The token of the newest reset e-mail in the outbox (DATA_DIR/mail, quoted-printable). */
async function resetTokenFromMail(): Promise<string> {
  const folder = path.join(dataDir, "mail");
  let token: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".eml")).sort() : [];
      const newest = files.at(-1);
      const text = newest ? fs.readFileSync(path.join(folder, newest), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=") : "";
      token = text.match(/\/api\/auth\/reset-password\/([A-Za-z0-9_-]+)/)?.[1];
      return token;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return token!;
}
