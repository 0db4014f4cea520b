import { defineConfig } from "vitest/config";

// Unit and integration tests run in Node against real databases (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), never mocks. A non-UTC time zone
// makes date bugs show.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "deploy/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./tests/support/global-setup.ts"],
    setupFiles: ["./tests/support/console-guard.ts"],
    // The video host the gallery's tests use as an allowed one (VIDEO_FILE_HOSTS).
    env: { TZ: "America/New_York", VIDEO_FILE_HOSTS: "https://cdn.example.com" },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
