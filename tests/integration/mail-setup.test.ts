import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDockerHealthCheck, startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The production server with SMTP_URL set and no MAIL_FROM, as an operator
 * who sets only the mail server starts it: the sender derives from
 * PUBLIC_URL, here its default `http://localhost:…`, a domain no provider
 * accepts mail from, and the start-up log says so once. The SMTP server is a
 * closed port: nothing is sent (no admin, no demo), and its check fails, so
 * /healthz answers 503, saying why to the log only.
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

describe("server process with SMTP_URL and no MAIL_FROM", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-mail-setup-"));
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "0", SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: "", PUBLIC_URL: "" }, 110_000);
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
});
