import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverEntry } from "../../server/node-flags.ts";
import { createScratchDatabase } from "../support/postgres.ts";
import { runDockerHealthCheck, runNode, startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The server as an operator runs it: start-up on an empty folder, the data
 * folder lock, sign-in with the ADMIN_EMAIL admin, graceful stop, and a
 * restart that keeps every row. Needs the production build (npm run build).
 */
const ADMIN = { email: "ops@example.com", password: "a-long-enough-password" };

async function signIn(url: string, password = ADMIN.password) {
  return fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify({ email: ADMIN.email, password }),
  });
}

/** The JSON lines of a server's output. */
function logLines(output: string): Array<Record<string, unknown>> {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-server-"));
  const env = { DATA_DIR: dataDir, SEED_DEMO: "0", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: "" };
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer(env);
  });
  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers /healthz with its status only: what runs the site is not for anonymous callers", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe('{"status":"ok"}');
    // The kinds are in the operator's log.
    expect(server.output()).toMatch(/"database":"pglite","storage":"local","mail":"outbox","msg":"listening"/);
    // The container's health check reads it as healthy.
    expect(await runDockerHealthCheck(server)).toBe(0);
  });

  it("warns once, at start-up, that without SMTP_URL no e-mail is delivered", () => {
    const warnings = logLines(server.output()).filter((line) => line.level === 40);
    expect(warnings.filter((line) => String(line.msg).startsWith("SMTP_URL is not set"))).toEqual([
      { level: 40, time: expect.any(Number), dataDir, msg: expect.stringContaining("e-mails are NOT delivered, each one is written as an .eml file under DATA_DIR/mail") },
    ]);
    // Nothing leaves, so the sender's domain (localhost here) is not what to fix first.
    expect(warnings.filter((line) => String(line.msg).startsWith("MAIL_FROM"))).toEqual([]);
  });

  it("created the ADMIN_EMAIL admin, who can sign in, and refuses a wrong password", async () => {
    expect(server.output()).toContain("created the first admin from ADMIN_EMAIL");
    expect((await signIn(server.url)).status).toBe(200);
    expect((await signIn(server.url, "not-the-password")).status).toBe(401);
  });

  it("keeps an idle keep-alive connection longer than a proxy or a client does, and says so", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      http.get(`${server.url}/healthz`, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(String(response.headers["keep-alive"])));
      }).once("error", reject);
    });
    agent.destroy();
    // Caddy's 60 s (deploy/Caddyfile) and a client's own keep-alive end first: none sends on a closing connection.
    expect(keepAlive).toBe("timeout=65");
  });

  it("a large POST refused before its body is read leaves no stalled keep-alive connection", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, pathname: string, body?: Buffer, contentType = "multipart/form-data; boundary=x") =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const request = http.request(`${server.url}${pathname}`, { method, agent, headers: body ? { "Content-Type": contentType, Origin: server.url } : {} }, (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
        });
        request.setTimeout(4_000, () => request.destroy(new Error(`${method} ${pathname} stalled`)));
        request.on("error", reject);
        request.end(body);
      });
    try {
      // An anonymous upload of 2 MB: the guard answers 401 long before the body is in.
      const refused = await send("POST", "/admin/media/upload", Buffer.alloc(2 * 1024 * 1024, 1));
      expect(refused).toEqual({ status: 401, connection: "close" });
      // The next request through the same agent gets its answer at once.
      expect((await send("GET", "/healthz")).status).toBe(200);
      // The same when the body gate refuses it from its headers (a type no upload has): 415.
      const unsupported = await send("POST", "/admin/media/upload", Buffer.alloc(2 * 1024 * 1024, 1), "application/octet-stream");
      expect(unsupported).toEqual({ status: 415, connection: "close" });
      expect((await send("GET", "/healthz")).status).toBe(200);
    } finally {
      agent.destroy();
    }
    // The same with fetch's pooled connections, as the browser's upload sends it.
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(100_000)], { type: "image/jpeg" }), "photo.jpg");
    const upload = await fetch(`${server.url}/admin/media/upload`, { method: "POST", headers: { Origin: server.url, Accept: "application/json" }, body: form });
    expect(upload.status).toBe(401);
    expect((await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(4_000) })).status).toBe(200);
  });

  it("an early answer to a large upload still reaches a client that is sending: the server reads and drops the rest first", async () => {
    // 20 MB is far more than socket buffers hold: closing at once would reset a
    // client still writing (EPIPE), and it would never read the answer.
    for (let round = 0; round < 3; round++) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(20 * 1024 * 1024)], { type: "image/jpeg" }), "big.jpg");
      const response = await fetch(`${server.url}/admin/media/upload`, { method: "POST", headers: { Origin: server.url, Accept: "application/json" }, body: form });
      expect(response.status).toBe(401);
      expect(response.headers.get("connection")).toBe("close");
    }
  });

  it("serves anonymous public pages from the render cache as the same bytes, scripts allowed by hash, revalidated by ETag", async () => {
    const hashesIn = (csp: string) => csp.match(/script-src ([^;]+)/)![1]!.split(" ").filter((source) => source.startsWith("'sha256-"));
    const first = await fetch(`${server.url}/events`);
    const firstHtml = await first.text();
    const second = await fetch(`${server.url}/events`);
    const secondHtml = await second.text();
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(secondHtml).toBe(firstHtml);
    expect(firstHtml).not.toContain("nonce=");
    const csp = second.headers.get("content-security-policy")!;
    expect(csp).not.toMatch(/'nonce-|unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe-inline/);
    // Styles from the site's files only: no <style> element, and 'unsafe-inline' for style attributes alone.
    expect(secondHtml).not.toMatch(/<style[\s>]/);
    expect(csp).toContain("style-src 'self' 'report-sample';");
    // Media from the site and the hosts of VIDEO_FILE_HOSTS only (vitest.config.ts sets one, the server inherits it).
    expect(csp).toContain("media-src 'self' https://cdn.example.com;");
    expect(csp.replace("style-src-attr 'unsafe-inline'", "")).not.toContain("'unsafe-inline'");
    // Every inline script of the page, and nothing else, is allowed by its hash.
    const inline = [...secondHtml.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => `'sha256-${crypto.createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`,
    );
    expect(inline.length).toBeGreaterThan(0);
    expect(new Set(hashesIn(csp))).toEqual(new Set(inline));
    // The page's own scripts wait for its largest paint (script-priority.server.ts): no module preload in
    // the HTML, and its module script imports the routes only once it has waited, the entry last.
    expect(secondHtml).not.toMatch(/<link\b[^>]*\brel="modulepreload"/);
    const moduleScript = secondHtml.match(/<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/)![1]!;
    expect(moduleScript).not.toMatch(/^import \* as/m);
    expect(moduleScript.indexOf("await new Promise")).toBeLessThan(moduleScript.indexOf('import("/assets/'));
    expect(moduleScript.trim()).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\);\s*\}\)\(\);$/);
    // Compressed once: the browser's Accept-Encoding gets Brotli (or gzip while Brotli's is made), a 304 when it holds it already.
    const encoded = await fetch(`${server.url}/events`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(["br", "gzip"]).toContain(encoded.headers.get("content-encoding"));
    expect(await encoded.text()).toBe(firstHtml);
    const etag = encoded.headers.get("etag")!;
    expect(encoded.headers.get("cache-control")).toBe("public, no-cache");
    const revalidated = await fetch(`${server.url}/events`, { headers: { "Accept-Encoding": "gzip, br", "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    // A signed-in visitor (any session cookie) always gets a fresh render, with its own nonce.
    const signedIn = await fetch(`${server.url}/events`, { headers: { cookie: "better-auth.session_token=x" } });
    expect(signedIn.headers.get("x-render-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
    const nonce = signedIn.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    expect(await signedIn.text()).toContain(`nonce="${nonce}"`);
  });

  it("keeps public sign-up closed", async () => {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: "intruder@example.com", password: "another-long-password", name: "Intruder" }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("has no Stripe webhook while payments are off (no STRIPE_* keys)", async () => {
    const response = await fetch(`${server.url}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" }, body: "{}" });
    expect(response.status).toBe(404);
  });

  it("sends the security headers with the build's files too, compressed or not", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = html.match(/\/assets\/[^"]+\.js/)![0];
    const style = html.match(/\/assets\/[^"]+\.css/)![0];
    for (const [file, encoding] of [["/favicon.svg", "identity"], ["/favicon.svg", "br"], [script, "gzip"], [style, "identity"]] as const) {
      const response = await fetch(`${server.url}${file}`, { headers: { "Accept-Encoding": encoding } });
      await response.arrayBuffer();
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-security-policy"), file).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
      expect(Object.fromEntries(["x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "cross-origin-resource-policy"].map((name) => [name, response.headers.get(name)])), file).toEqual({
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
      });
      expect(response.headers.get("permissions-policy"), file).toContain("camera=()");
    }
  });

  it("logs what a browser reports against the CSP, without the page's token, and answers 204", async () => {
    const token = crypto.randomUUID();
    const report = { "csp-report": { "document-uri": `${server.url}/newsletter/confirm/${token}`, "effective-directive": "style-src-elem", "blocked-uri": "inline" } };
    const response = await fetch(`${server.url}/csp-report`, { method: "POST", headers: { "Content-Type": "application/csp-report" }, body: JSON.stringify(report) });
    expect(response.status).toBe(204);
    await expect.poll(() => server.output().includes('"msg":"content security policy violation"')).toBe(true);
    const line = server.output().split("\n").find((candidate) => candidate.includes("content security policy violation"))!;
    expect(JSON.parse(line)).toMatchObject({ level: 40, directive: "style-src-elem", blocked: "inline", url: `${server.url}/newsletter/confirm/[redacted]` });
    // A body too long for a report is refused, none of it logged, and the client reads why.
    const flood = await fetch(`${server.url}/csp-report`, { method: "POST", headers: { "Content-Type": "application/csp-report" }, body: JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(64 * 1024) } }) });
    expect(flood.status).toBe(413);
  });

  it("writes no token of a subscriber's or a reset link into its log", async () => {
    const token = crypto.randomUUID();
    const addresses = [
      `/newsletter/confirm/${token}`,
      `/fr/newsletter/desinscription/${token}`,
      `/api/auth/reset-password/${token}?callbackURL=%2Fadmin%2Freset-password`,
      `/admin/reset-password?token=${token}`,
      `/api/auth/verify-email?token=${token}&callbackURL=%2Fadmin`,
    ];
    for (const address of addresses) await (await fetch(`${server.url}${address}`, { redirect: "manual" })).arrayBuffer();
    // A form post to a token page is logged too (answered 4xx or 3xx, never with the token).
    await (await fetch(`${server.url}/newsletter/unsubscribe/${token}`, { method: "POST", headers: { Origin: server.url }, body: new URLSearchParams() })).arrayBuffer();
    await expect.poll(() => server.output().split("\n").filter((line) => line.includes('"url":"/newsletter/unsubscribe/[redacted]"')).length).toBe(1);
    expect(server.output()).not.toContain(token);
    for (const logged of ["/newsletter/confirm/[redacted]", "/fr/newsletter/desinscription/[redacted]", "/api/auth/reset-password/[redacted]?callbackURL", "/admin/reset-password?token=[redacted]"]) {
      expect(server.output()).toContain(logged);
    }
  });

  it("refuses a second process on the same data folder at once, saying the folder is in use", async () => {
    const second = await runNode([serverEntry()], { ...env, PORT: "0" });
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/The data folder .* is in use by another process/);
    const admin = await runNode(["scripts/admin-create.ts", "--email", "x@example.com", "--password", "yet-another-password"], { DATA_DIR: dataDir });
    expect(admin.code).toBe(1);
    expect(admin.output).toContain("is in use");
  });

  it("stops on SIGTERM, releases the folder, and a restart keeps every row", async () => {
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, "LOCK"))).toBe(false);

    // A row written by another process while the server is down...
    const created = await runNode(["scripts/admin-create.ts", "--email", "second@example.com", "--password", "second-admin-password"], { DATA_DIR: dataDir });
    expect(created.output).toContain("Admin second@example.com created");

    // ...and the first admin are both there after a restart; the first is not created twice.
    server = await startServer(env);
    expect(server.output()).not.toContain("created the first admin");
    expect((await signIn(server.url)).status).toBe(200);
    const second = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: "second@example.com", password: "second-admin-password" }),
    });
    expect(second.status).toBe(200);
  });

  it("stops with one line naming a bad environment variable", async () => {
    const bad = await runNode([serverEntry()], { DATA_DIR: dataDir, PORT: "not-a-port" });
    expect(bad.code).toBe(1);
    expect(bad.output.trim().split("\n")).toHaveLength(1);
    expect(bad.output).toMatch(/^Invalid environment variable PORT: /);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("server process on PostgreSQL", () => {
  it("migrates a fresh PostgreSQL database at start-up and answers /healthz", async () => {
    const database = await createScratchDatabase("ecurie_server");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-server-pg-"));
    let server: RunningServer | undefined;
    try {
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, SEED_DEMO: "0" });
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok" });
      expect(server.output()).toContain('"database":"postgres"');
      expect(await server.stop()).toBe(0);
    } finally {
      if (server?.process.exitCode === null) server.process.kill("SIGKILL");
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("server process on S3-compatible storage", () => {
  it("keeps its files in the bucket when S3_* is set, and checks it for /healthz", async () => {
    // @ts-expect-error s3rver ships no type declarations.
    const { default: S3rver } = await import("s3rver");
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-s3-server-"));
    const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "site-media" }] });
    const { port } = await s3.run();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-server-s3-"));
    let server: RunningServer | undefined;
    try {
      server = await startServer({
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: "site-media",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      });
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok" });
      expect(server.output()).toContain('"storage":"s3"');
      expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
      expect(await server.stop()).toBe(0);
    } finally {
      if (server?.process.exitCode === null) server.process.kill("SIGKILL");
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("a deploy replacing the build under a running server", () => {
  const root = path.resolve(import.meta.dirname, "..", "..");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-redeploy-"));
  // Inside the project (ignored by git, as build-* is): the server bundle resolves its packages from node_modules.
  const buildCopy = fs.mkdtempSync(path.join(root, "build-redeploy-"));
  let server: RunningServer | undefined;

  afterAll(async () => {
    if (server?.process.exitCode === null) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(buildCopy, { recursive: true, force: true });
  });

  it("a static file removed since start-up fails that one response, not the process", async () => {
    fs.cpSync(path.join(root, process.env.BUILD_DIR ?? "build"), buildCopy, { recursive: true });
    server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "0", BUILD_DIR: buildCopy });
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    expect((await fetch(server.url + asset)).status).toBe(200);
    // Gone with its precompressed copies, as a deploy replacing the build removes them all.
    for (const suffix of ["", ".br", ".gz"]) fs.rmSync(path.join(buildCopy, "client", asset + suffix), { force: true });
    // The answer to the vanished file breaks off (its headers may have gone already)…
    await fetch(server.url + asset)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    // …and the server goes on.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).toContain("static file could not be read");
  });
});
