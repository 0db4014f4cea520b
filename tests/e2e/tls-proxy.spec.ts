import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page, type Response } from "./support/test.ts";
import { publicEn, waitForCartCount } from "./support/french.ts";
import { E2E_ADMIN, E2E_SHARD_PORT } from "../../playwright.config.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/browser.ts";
import { submitSignIn } from "./support/admin.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * The site as it is deployed (README, "Deploy"): behind Caddy, from Debian's
 * package, running the project's own deploy/Caddyfile, which ends TLS on a
 * certificate of its own local authority, redirects HTTP to HTTPS and passes
 * requests on with X-Forwarded-Proto and -For; the site has
 * `PUBLIC_URL=https://…` and `TRUST_PROXY=1`. The browser reaches it by a
 * host name of its own (not localhost, which Chromium trusts as secure
 * whatever the scheme), so its Origin, cookies and mixed-content rules are
 * those of a real https site. An admin signs in and saves, and a visitor
 * sends every public form: each was refused (400) when the site took the
 * proxied request for http.
 */
// Ports of this worker's own, beside its server's.
const BASE_PORT = E2E_SHARD_PORT;
const HTTPS_PORT = BASE_PORT + 1000;
const HTTP_PORT = BASE_PORT + 2000;
const UPSTREAM_PORT = BASE_PORT + 3000;
const HOST = "ecurie-vitesse.test";
const ORIGIN = `https://${HOST}:${HTTPS_PORT}`;
const ROOT = path.resolve(import.meta.dirname, "..", "..");

test.use({
  baseURL: ORIGIN,
  // Caddy's certificate comes from its own authority, made for this run.
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
});
test.describe.configure({ mode: "serial" });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-tls-"));
let server: RunningServer | undefined;
let caddy: ChildProcess | undefined;
let caddyOutput = "";

/**
 * Resolves once Caddy has written a log line that `matches` (it logs JSON,
 * one object a line); fails if it exits first, or has not written it within
 * `timeoutMs`, with what it wrote.
 */
function caddyLogged(matches: (line: Record<string, unknown>) => boolean, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const seen = () =>
      caddyOutput.split("\n").some((text) => {
        try {
          return matches(JSON.parse(text) as Record<string, unknown>);
        } catch {
          return false;
        }
      });
    const finish = (error?: Error) => {
      clearTimeout(timer);
      caddy!.stdout!.off("data", check);
      caddy!.stderr!.off("data", check);
      caddy!.off("exit", exited);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (seen()) finish();
    };
    const exited = (code: number | null) => finish(new Error(`Caddy exited (${code}) before it was ready:\n${caddyOutput}`));
    const timer = setTimeout(() => finish(new Error(`Caddy was not ready in ${timeoutMs} ms:\n${caddyOutput}`)), timeoutMs);
    caddy!.stdout!.on("data", check);
    caddy!.stderr!.on("data", check);
    caddy!.once("exit", exited);
    check();
  });
}

/** Resolves with whether something answers on the port (plain HTTP, with the site's Host). */
function portAnswers(port: number, host: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const request = http.get({ host: "127.0.0.1", port, path: "/", headers: { Host: host } }, (response) => {
      response.resume();
      resolve(true);
    });
    request.once("error", () => resolve(false));
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (spawnSync("caddy", ["version"]).status !== 0) throw new Error("Caddy not found: install Debian's package (apt-get install caddy); .ci/run does.");
  server = await startServer(
    {
      PORT: String(UPSTREAM_PORT),
      DATA_DIR: path.join(dir, "data"),
      PUBLIC_URL: ORIGIN,
      TRUST_PROXY: "1",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      FORM_LIMIT_PER_IP: "100000",
    },
    120_000,
  );
  // Global options for a test run (its ports, no system trust store, no admin endpoint), then the deploy's own file.
  fs.writeFileSync(
    path.join(dir, "Caddyfile"),
    `{\n\tadmin off\n\tskip_install_trust\n\tlocal_certs\n\thttp_port ${HTTP_PORT}\n\thttps_port ${HTTPS_PORT}\n\tstorage file_system ${path.join(dir, "caddy")}\n}\nimport ${path.join(ROOT, "deploy", "Caddyfile")}\n`,
  );
  caddy = spawn("caddy", ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, SITE_ADDRESS: HOST, UPSTREAM: `127.0.0.1:${UPSTREAM_PORT}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
  caddy.stdout!.on("data", (chunk) => (caddyOutput += chunk));
  caddy.stderr!.on("data", (chunk) => (caddyOutput += chunk));
  // Caddy says when it is ready: "serving initial configuration" once its servers listen (the HTTP
  // redirect and HTTPS), and its local authority's certificate for the site's host once it is issued.
  await caddyLogged((line) => line.msg === "serving initial configuration", 30_000);
  await caddyLogged((line) => line.msg === "certificate obtained successfully" && line.identifier === HOST, 30_000);
  expect(await portAnswers(HTTP_PORT, HOST), caddyOutput).toBe(true);
});

test.afterAll(async () => {
  caddy?.kill("SIGTERM");
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every POST the page sends from now on, with its answer's status. */
function postsOf(page: Page): { url: string; status: number }[] {
  const posts: { url: string; status: number }[] = [];
  page.on("response", (response: Response) => {
    if (response.request().method() === "POST") posts.push({ url: new URL(response.url()).pathname, status: response.status() });
  });
  return posts;
}

const field = (scope: Page | ReturnType<Page["locator"]>, label: string) => scope.getByLabel(label, { exact: true });
let unique = 0;
const email = (label: string) => `tls-${label}-${Date.now()}-${unique++}@example.com`;

test("plain HTTP is redirected to the same address over HTTPS", async () => {
  const location = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: HTTP_PORT, path: "/contact?subject=racing", headers: { Host: `${HOST}:${HTTP_PORT}` } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode, location: response.headers.location });
      })
      .once("error", reject);
  });
  // To the standard port: in production, 443 (Caddy names no other port in its redirect).
  expect(location).toEqual({ status: 308, location: `https://${HOST}/contact?subject=racing` });
});

test("a visitor sends every public form over HTTPS", async ({ page }) => {
  test.setTimeout(90_000);
  const posts = postsOf(page);

  await page.goto("/");
  expect(page.url()).toBe(`${ORIGIN}/`);
  expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe("https:");
  const news = page.locator("#news");
  await field(news, publicEn["subscribe.emailLabel"]).fill(email("subscriber"));
  await news.getByRole("button", { name: publicEn["subscribe.button"] }).click();
  await expect(page.locator("[data-sonner-toast][data-type=success]")).toHaveText(publicEn["subscribe.success"]);

  await page.goto("/contact");
  await field(page, publicEn["form.name"]).fill("Tessa Tls");
  await field(page, publicEn["form.email"]).fill(email("contact"));
  await field(page, "Subject").selectOption("media");
  await field(page, publicEn["form.message"]).fill("Sent through the proxy.");
  await page.getByRole("button", { name: publicEn["contact.send"] }).click();
  await expect(page.getByRole("status").filter({ hasText: publicEn["contact.success"] })).toBeVisible();

  await page.goto("/experiences");
  await field(page, publicEn["form.name"]).fill("Tessa Tls");
  await field(page, publicEn["form.email"]).fill(email("experience"));
  await field(page, publicEn["experience.type"]).selectOption({ index: 1 });
  await field(page, publicEn["form.message"]).fill("Two guests in June.");
  await page.getByRole("button", { name: publicEn["experience.send"] }).click();
  await expect(page.getByRole("status").filter({ hasText: publicEn["experience.success"] })).toBeVisible();

  await page.goto("/collection/sauveterre-s2");
  const enquiry = page.getByRole("region", { name: publicEn["car.enquiryTitle"].replace("{car}", "Sauveterre S2") });
  await field(enquiry, publicEn["form.name"]).fill("Tessa Tls");
  await field(enquiry, publicEn["form.email"]).fill(email("car"));
  await enquiry.getByRole("button", { name: publicEn["car.enquirySend"] }).click();
  await expect(enquiry.getByRole("status")).toContainText(publicEn["car.enquirySent"]);

  await page.goto("/pitshop");
  await waitForCartCount(page, "en");
  const product = page.getByTestId("product-card").filter({ hasNot: page.getByLabel(publicEn["shop.size"]) }).first();
  await product.getByRole("button", { name: publicEn["shop.addToCart"] }).click();
  await waitForCartCount(page, "en", 1);
  await page.goto("/pitshop/cart");
  const order = page.getByRole("region", { name: publicEn["cart.requestTitle"] });
  await field(order, publicEn["form.name"]).fill("Tessa Tls");
  await field(order, publicEn["form.email"]).fill(email("order"));
  await order.getByRole("button", { name: publicEn["cart.send"] }).click();
  await expect(page.getByRole("status")).toContainText(publicEn["cart.success"]);

  // Each form's post was taken as the visitor's own (none refused as a "forwarded action request").
  expect(posts.map((post) => post.status)).toEqual([200, 200, 200, 200, 200]);
  // A public page sets no cookie, over HTTPS either.
  expect(await page.context().cookies()).toEqual([]);
});

test("an admin signs in, saves, and every cookie the site sets is Secure", async ({ page }) => {
  test.setTimeout(60_000);
  const setCookies: string[] = [];
  page.on("response", async (response) => {
    for (const header of await response.headersArray()) if (header.name.toLowerCase() === "set-cookie") setCookies.push(header.value);
  });
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await submitSignIn(page);
  await expect(page).toHaveURL(`${ORIGIN}/admin`);

  // The visitor's requests of the test before are in the inbox.
  await page.goto("/admin/bookings");
  await expect(page.getByText("Tessa Tls").first()).toBeVisible();

  // A save answers with a redirect whose flash cookie carries "Created.".
  await page.goto("/admin/newsletter/new");
  await page.getByLabel("Title", { exact: true }).fill("Through the proxy");
  await page.getByLabel("Subject", { exact: true }).fill("Paddock notes");
  await page.getByRole("textbox", { name: "Content", exact: true }).click();
  await page.keyboard.type("Hello from behind Caddy");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("region", { name: /^Notifications\b/ }).getByText("Created.", { exact: true })).toBeVisible();

  expect(setCookies.some((cookie) => cookie.startsWith("flash="))).toBe(true);
  expect(setCookies.some((cookie) => cookie.startsWith("__Secure-"))).toBe(true);
  expect(setCookies.filter((cookie) => !/;\s*Secure\b/i.test(cookie))).toEqual([]);
  for (const cookie of await page.context().cookies()) expect(cookie.secure, cookie.name).toBe(true);
});

test("a post from another site is still refused through the proxy", async () => {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: HTTPS_PORT,
        servername: HOST,
        rejectUnauthorized: false,
        path: "/contact",
        method: "POST",
        headers: { Host: `${HOST}:${HTTPS_PORT}`, Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode);
      },
    );
    request.once("error", reject);
    request.end("name=x");
  });
  expect(status).toBe(403);
});
