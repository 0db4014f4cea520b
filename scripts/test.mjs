// `npm test`: typecheck, lint, unit + integration tests (Vitest), the
// production build and what its public pages load (no admin, editor or
// drag-and-drop code: scripts/check-public-chunks.ts), and the end-to-end suite (Playwright in Chromium). Every
// step runs even when an earlier one fails, so one run shows every problem;
// the last line sums the test counts of both runners.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";

/**
 * The end-to-end specs that run on PostgreSQL as well: the admin's screens, which write and read
 * every kind of content, and the visitor forms in French, which post each of the five forms
 * (subscription, contact, experience request, car enquiry, order) and their refusals, and the
 * e-mails they send. Left to the embedded database: the public pages' rendering and client-side
 * states, whose queries the integration suites run on both databases, and the account screens,
 * whose writes sign-in-abuse and the admin guard exercise on PostgreSQL. The whole suite on
 * both would take CI past an hour on two cores (E2E_POSTGRES=all runs it).
 */
const POSTGRES_SPECS = readdirSync("tests/e2e")
  .filter((file) => /^admin-.*\.spec\.ts$/.test(file) && file !== "admin-account.spec.ts")
  .concat(["french-forms.spec.ts", "french-mail-admin.spec.ts", "newsletter-subscription.spec.ts"])
  .map((file) => `tests/e2e/${file}`);
const POSTGRES_E2E_PORT = 3211;

const steps = [
  { name: "typecheck", cmd: ["npm", "run", "-s", "typecheck"] },
  { name: "lint", cmd: ["npm", "run", "-s", "lint"] },
  // Before Vitest: the server integration tests start the production build.
  { name: "build", cmd: ["npm", "run", "-s", "build"] },
  { name: "public-chunks", cmd: ["node", "scripts/check-public-chunks.ts"] },
  {
    name: "vitest",
    cmd: ["npx", "vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
    report: "test-results/vitest.json",
  },
  { name: "playwright", cmd: ["npx", "playwright", "test"], report: "test-results/e2e.json" },
  // With a PostgreSQL server (TEST_DATABASE_URL; CI has one): the site again on a fresh database
  // there, through the specs that write and read through the admin and the visitor forms.
  // E2E_POSTGRES=all runs the whole suite there (about 25 more minutes on two cores).
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "playwright-postgres",
          cmd: ["npx", "playwright", "test", ...(process.env.E2E_POSTGRES === "all" ? [] : POSTGRES_SPECS)],
          env: { E2E_PORT: String(POSTGRES_E2E_PORT), E2E_DATABASE_URL: process.env.TEST_DATABASE_URL },
          report: `test-results/e2e-${POSTGRES_E2E_PORT}.json`,
        },
      ]
    : []),
];

const only = process.argv.slice(2);
rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];

for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: "inherit", env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? "✔" : "✘"} ${step.name} (${seconds} s)`);
  if (!ok) failedSteps.push(step.name);
  if (step.report) {
    const counts = readCounts(step.name, step.report);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    // A runner that crashed before reporting still counts as a failure.
    if (!ok && counts.failed === 0) failed += 1;
  }
}

function readCounts(name, file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  if (name === "vitest") {
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
