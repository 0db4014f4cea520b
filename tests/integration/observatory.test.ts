import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { copyPreparedSite } from "../support/server-database.ts";

/**
 * The MDN HTTP Observatory's grade of the site, scanned as a visitor's browser
 * reaches it in production: over TLS, the server behind a proxy that ends TLS
 * (README, "Deploy"). The proxy here passes bytes through unchanged, so every
 * header graded is the server's own. Needs the production build.
 *
 * The scanner runs in a child process: it trusts the test's certificate
 * authority only through NODE_EXTRA_CA_CERTS, which Node reads at start-up.
 * The site answers on TLS only, so the scan's plain-HTTP attempt finds no
 * server ("redirection not needed"); in production the proxy redirects HTTP to
 * HTTPS, which is the proxy's work and not graded here.
 */
const HOST = "127.0.0.1";

/** A certificate authority and a certificate for 127.0.0.1 signed by it, made by openssl for this run. */
function makeCertificates(dir: string) {
  const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl("req", "-x509", ...ec, "-keyout", "ca.key", "-out", "ca.crt", "-days", "2", "-subj", "/CN=observatory test CA",
    "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign");
  openssl("req", ...ec, "-keyout", "site.key", "-out", "site.csr", "-subj", `/CN=${HOST}`);
  fs.writeFileSync(path.join(dir, "site.ext"), `subjectAltName=IP:${HOST}\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
  openssl("x509", "-req", "-in", "site.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial", "-out", "site.crt", "-days", "2", "-extfile", "site.ext");
  return { ca: path.join(dir, "ca.crt"), key: fs.readFileSync(path.join(dir, "site.key")), cert: fs.readFileSync(path.join(dir, "site.crt")) };
}

/**
 * The scanner's HSTS preload list is downloaded by its install script, which
 * the project does not run (it needs the network; package.json allowScripts).
 * 127.0.0.1 is on no preload list, so an empty list grades the same.
 */
function ensurePreloadList() {
  const require = createRequire(import.meta.url);
  const root = path.dirname(path.dirname(require.resolve("@mdn/mdn-http-observatory")));
  const list = path.join(root, "conf", "hsts-preload.json");
  if (!fs.existsSync(list)) fs.writeFileSync(list, "{}\n");
}

interface ScanSummary {
  grade: string;
  score: number;
  testsFailed: number;
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function scan(target: string, caFile: string): Promise<ScanSummary> {
  const script = `
    const { scan } = await import("@mdn/mdn-http-observatory");
    const result = await scan(${JSON.stringify(target)});
    const tests = Object.fromEntries(Object.entries(result.tests).map(([name, t]) => [name, { pass: t.pass, result: t.result, scoreModifier: t.scoreModifier }]));
    console.log(JSON.stringify({ grade: result.scan.grade, score: result.scan.score, testsFailed: result.scan.testsFailed, tests }));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: path.resolve(import.meta.dirname, "..", ".."),
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`scan failed (${code}): ${err}${out}`));
      resolve(JSON.parse(out.trim().split("\n").at(-1)!) as ScanSummary);
    });
  });
}

describe("MDN HTTP Observatory", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-observatory-"));
  let server: RunningServer;
  let proxy: tls.Server;
  let target = "";
  let ca = "";

  beforeAll(async () => {
    const certificates = makeCertificates(dir);
    ca = certificates.ca;
    ensurePreloadList();
    let upstream = 0;
    // Ends TLS and passes the bytes through, as a deploy's proxy does (minus its own headers).
    proxy = tls.createServer({ key: certificates.key, cert: certificates.cert }, (socket) => {
      const origin = net.connect(upstream, HOST);
      socket.pipe(origin).pipe(socket);
      const end = () => (socket.destroy(), origin.destroy());
      socket.once("error", end);
      origin.once("error", end);
    });
    await new Promise<void>((resolve) => proxy.listen(0, HOST, resolve));
    target = `${HOST}:${(proxy.address() as net.AddressInfo).port}`;
    await copyPreparedSite("pglite", path.join(dir, "data"));
    server = await startServer({ DATA_DIR: path.join(dir, "data"), SEED_DEMO: "1", PUBLIC_URL: `https://${target}` });
    upstream = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => proxy?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(["/", "/fr", "/admin/login"])("grades %s A+ with every test passed", async (pathname) => {
    // The scanner takes a host name only and grades its home page; the path rides on the host part.
    const summary = await scan(target + (pathname === "/" ? "" : pathname), ca);
    expect({ grade: summary.grade, failed: Object.entries(summary.tests).filter(([, t]) => !t.pass) }).toEqual({ grade: "A+", failed: [] });
    expect(summary.score).toBeGreaterThanOrEqual(100);
  });
});
