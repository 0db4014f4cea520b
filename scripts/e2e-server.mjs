// Starts the production server on an empty data folder for the end-to-end
// suite: every run begins from the demo content, as a fresh install does.
import { appendFileSync, rmSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { SERVER_ENV, serverCommand } from "../server/node-flags.ts";

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// E-mails leave through the outbox worker: a short poll keeps the tests that
// wait for a message quick, without changing what is sent.
const env = { ...SERVER_ENV, OUTBOX_POLL_MS: "200", ...process.env };
// On PostgreSQL (E2E_DATABASE_URL, a server the suite may create databases
// on): an empty database of this run's own, made again at every start, so the
// site begins from the demo content exactly as on the embedded database.
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = await freshDatabase(process.env.E2E_DATABASE_URL, `ecurie_e2e_${process.env.PORT}`);

async function freshDatabase(adminUrl, name) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
// Single sign-on against a real OpenID provider on loopback (oidc-provider, tests/support/oidc-provider.ts),
// which lives as long as this server does: its login page signs in whoever types an address.
const { startOidcProvider } = await import("../tests/support/oidc-provider.ts");
const provider = await startOidcProvider({ redirectUris: [`${env.PUBLIC_URL}/api/auth/callback/sso`] });
Object.assign(env, { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret, OIDC_NAME: "Loopback ID" });
const server = spawn(process.execPath, serverCommand(), { stdio: ["inherit", "pipe", "inherit"], env });
// What a browser reported against the CSP goes to E2E_CSP_LOG too: the
// suite's teardown fails the run if any page of any test broke the policy.
if (process.env.E2E_CSP_LOG) writeFileSync(process.env.E2E_CSP_LOG, "");
let pending = "";
server.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  const lines = (pending + chunk).split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    if (process.env.E2E_CSP_LOG && line.includes('"msg":"content security policy violation"')) appendFileSync(process.env.E2E_CSP_LOG, `${line}\n`);
  }
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
