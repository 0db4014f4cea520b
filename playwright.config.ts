import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/support/browser.ts";

/**
 * End-to-end tests drive Debian's Chromium (no browser download) against the
 * production build, served by our own server on a fresh data folder with the
 * demo content and a known admin.
 *
 * The suite runs in shards (E2E_SHARDS, 2 by default): each Playwright worker
 * talks to a server of its own, on its own port, data folder and database, so
 * a spec that changes site-wide content never races one that reads it in
 * another worker. Files are handed to whichever worker is free; the tests of
 * one file run in order on one server. Playwright sets TEST_PARALLEL_INDEX in
 * a worker before it loads this file, so every value below is the worker's.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SHARDS = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
/** Shard ports step by 2, so a run on PostgreSQL (E2E_PORT=3211) interleaves with the embedded one's. */
const shardPort = (shard: number) => BASE_PORT + 2 * shard;
const shardDataDir = (shard: number) => process.env.E2E_DATA_DIR ? `${process.env.E2E_DATA_DIR}-${shard}` : path.join(os.tmpdir(), `ecurie-e2e-${shardPort(shard)}`);
const shardCspLog = (shard: number) => `${shardDataDir(shard)}-csp-violations.log`;
const SHARD = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's server. */
export const E2E_SHARD_PORT = shardPort(SHARD);
const BASE_URL = `http://localhost:${E2E_SHARD_PORT}`;
export const E2E_DATA_DIR = shardDataDir(SHARD);
/** The CSP violations browsers reported during the run, one JSON line each per server (scripts/e2e-server.mjs). */
export const E2E_CSP_LOGS = Array.from({ length: E2E_SHARDS }, (_, shard) => shardCspLog(shard));
/** Each shard's server and the log its CSP violations go to. */
export const E2E_SHARD_SERVERS = Array.from({ length: E2E_SHARDS }, (_, shard) => ({ url: `http://localhost:${shardPort(shard)}`, cspLog: shardCspLog(shard) }));
export const E2E_ADMIN = { email: "admin@ecurie-vitesse.example", password: "e2e-Grand-Prix-1978!" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: E2E_SHARDS,
  // A flake is a failure: nothing is tried twice.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Runs on other ports (E2E_PORT) keep their results apart.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${BASE_PORT}` : "test-results/e2e",
  reporter: [["list"], ["json", { outputFile: process.env.E2E_PORT ? `test-results/e2e-${BASE_PORT}.json` : "test-results/e2e.json" }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test its screenshots and snapshots, on a two-core machine; a
    // failure keeps its screenshot and page snapshot, and E2E_TRACE=1 records traces to replay one.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Motion is switched off unless a spec tests it (the hero film, the partners' ticker, the
    // smooth scroll to a sent form's thank-you): a looping animation keeps a page drawing
    // frames, a fifth of a core for as long as a test looks at it.
    reducedMotion: "reduce",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: Array.from({ length: E2E_SHARDS }, (_, shard) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${shardPort(shard)}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(shardPort(shard)),
      DATA_DIR: shardDataDir(shard),
      E2E_CSP_LOG: shardCspLog(shard),
      PUBLIC_URL: `http://localhost:${shardPort(shard)}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TEST_FAULT_INJECTION: "1",
      // Every spec posts its forms from this one machine; the per-address limit stays as shipped.
      FORM_LIMIT_PER_IP: "100000",
      // A spec may speak for a client address of its own (X-Forwarded-For, see support/client-address.ts):
      // the per-address sign-in and recovery limits then count its attempts apart from the other specs'.
      TRUST_PROXY: "1",
      // Set: the site runs on a fresh database on that PostgreSQL server instead of the embedded one.
      ...(process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  })),
});
