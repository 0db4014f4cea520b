import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import LongFilesFirst from "./tests/support/long-files-first.ts";

/**
 * The demo pictures and video, drawn once per run by the first site a test starts and copied
 * by every later one (app/db/seed/demo-media.server.ts): the same code draws the same files.
 * `npm test` gives one folder to Vitest and the end-to-end servers alike; a run of its own
 * makes (and removes, in the global setup) a folder named after its process.
 */
const DEMO_MEDIA_CACHE = process.env.DEMO_MEDIA_CACHE || path.join(os.tmpdir(), `ecurie-demo-media-${process.pid}`);

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
    env: { TZ: "America/New_York", VIDEO_FILE_HOSTS: "https://cdn.example.com", DEMO_MEDIA_CACHE },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One more worker than cores: many integration files spend their time waiting on a server
    // process, a mail sink or a timed answer, and two workers left the machine idle a fifth of
    // the run (443 s at 82 % busy against 348 s at 96 % with three, same 1,476 tests).
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
  },
});
