import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { runDockerHealthCheck, startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The production server with SMTP_URL set and no MAIL_FROM, as an operator
 * who sets only the mail server starts it: the sender derives from
 * PUBLIC_URL, here its default `http://localhost:…`, a domain no provider
 * accepts mail from, and the start-up log, the dashboard and the System page
 * say so. The SMTP server is a closed port: its check fails, so /healthz
 * answers 503, saying why to the log only.
 * Needs the production build (npm run build).
 */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const ADMIN_ENV = { ADMIN_EMAIL: "ops@ecurie-vitesse.fr", ADMIN_PASSWORD: "a-long-enough-password" };

/** The admin's session cookies, signed in through the API as the browser's form does. */
async function adminCookies(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("server process with SMTP_URL and no MAIL_FROM", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-mail-setup-"));
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(
      { DATA_DIR: dataDir, SEED_DEMO: "0", SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: "", PUBLIC_URL: "", ...ADMIN_ENV },
      110_000,
    );
  });
  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("warns once at start-up that the sender's domain cannot be authenticated, and not that e-mails stay in files", () => {
    const warnings = logLines(server.output()).filter((line) => line.level === 40);
    expect(warnings.filter((line) => String(line.msg).startsWith("MAIL_FROM"))).toEqual([
      {
        level: 40,
        time: expect.any(Number),
        mailFrom: "Écurie Vitesse <no-reply@localhost>",
        domain: "localhost",
        msg: expect.stringContaining("MAIL_FROM's domain cannot be authenticated (SPF, DKIM, DMARC)"),
      },
    ]);
    expect(warnings.filter((line) => String(line.msg).startsWith("SMTP_URL"))).toEqual([]);
  });

  it("answers /healthz 503 with no internals when a check fails, and logs which one and why", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe('{"status":"fail"}');
    await expect.poll(() => logLines(server.output()).filter((line) => line.msg === "health check failed")).toEqual([
      expect.objectContaining({ level: 40, failing: { mail: expect.stringMatching(/^SMTP server: .*ECONNREFUSED/) } }),
    ]);
    // The container's health check reads it as unhealthy.
    expect(await runDockerHealthCheck(server)).toBe(1);
  });

  it("shows the admin, on the dashboard and the System page, that the sender's domain cannot be verified", async () => {
    const cookie = await adminCookies(server.url);
    const dashboard = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    expect(dashboard).toContain(adminEn["dashboard.mail.sender.title"]);
    expect(dashboard).toContain(adminEn["dashboard.mail.sender.text"].replace("{domain}", "localhost"));
    expect(dashboard).not.toContain(adminEn["dashboard.mail.notDelivered.title"]);
    const system = await (await fetch(`${server.url}/admin/system`, { headers: { cookie } })).text();
    expect(system).toContain(adminEn["systemAdmin.senderUnusable"].replace("{domain}", "localhost"));
    expect(system).toContain("Écurie Vitesse &lt;no-reply@localhost&gt;");
  });
});
