import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive Debian's Chromium (no browser download) against the
 * production build, served by our own server on a fresh data folder with the
 * demo content and a known admin.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://localhost:${PORT}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `ecurie-e2e-${PORT}`);
/** The CSP violations browsers reported during the run, one JSON line each (scripts/e2e-server.mjs). */
export const E2E_CSP_LOG = `${E2E_DATA_DIR}-csp-violations.log`;
export const E2E_ADMIN = { email: "admin@ecurie-vitesse.example", password: "e2e-Grand-Prix-1978!" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Runs on other ports (E2E_PORT) keep their results apart.
  outputDir: process.env.E2E_PORT ? `test-results/e2e-${PORT}` : "test-results/e2e",
  reporter: [["list"], ["json", { outputFile: process.env.E2E_PORT ? `test-results/e2e-${PORT}.json` : "test-results/e2e.json" }]],
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${BASE_URL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      E2E_CSP_LOG,
      PUBLIC_URL: BASE_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      TEST_FAULT_INJECTION: "1",
      // Every spec posts its forms from this one machine; the per-address limit stays as shipped.
      FORM_LIMIT_PER_IP: "100000",
      // Set: the site runs on a fresh database on that PostgreSQL server instead of the embedded one.
      ...(process.env.E2E_DATABASE_URL ? { E2E_DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
