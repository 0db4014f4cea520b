// `npm test`: typecheck, lint, unit + integration tests (Vitest), the
// production build and what its public pages load (no admin, editor or
// drag-and-drop code: scripts/check-public-chunks.ts), and the end-to-end suite (Playwright in Chromium).
// A failed typecheck or build ends the run there: nothing later could mean
// anything. Past them, every step runs even when an earlier one fails, so one
// run shows every problem. The end prints each step's time, the ten slowest
// test files and the test counts of both runners.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The end-to-end specs that run on PostgreSQL as well: one of each kind of write the admin and
 * the visitors make through a browser, where a difference between the databases would show
 * first as a screen that fails. The content model's whole life (a car: images, publish, trash,
 * restore), its drafts and its versions; the inbox's states; a newsletter sent to subscribers
 * through the outbox; the five visitor forms and their refusals in French. The integration suites
 * (Vitest, TEST_DATABASE_URL) already open every admin screen on both databases (the admin
 * guard's walk) and run each feature's reads and writes on both, so the other admin specs there
 * again would repeat what is proven, at about ten minutes on two cores. E2E_POSTGRES=all runs
 * the whole suite there.
 */
const POSTGRES_SPECS = [
  "admin-cars.spec.ts",
  "admin-drafts.spec.ts",
  "admin-versions.spec.ts",
  "admin-bookings.spec.ts",
  "admin-newsletter.spec.ts",
  "french-forms.spec.ts",
  "newsletter-subscription.spec.ts",
].map((file) => `tests/e2e/${file}`);
const POSTGRES_E2E_PORT = 3211;

/**
 * The demo pictures and video, drawn by the first site this run starts (in Vitest) and copied
 * by every later one, the end-to-end servers included (app/db/seed/demo-media.server.ts).
 */
const DEMO_MEDIA_CACHE = path.join(os.tmpdir(), `ecurie-demo-media-npm-test-${process.pid}`);
process.env.DEMO_MEDIA_CACHE = DEMO_MEDIA_CACHE;

/**
 * Node's compile cache for every process this run starts (servers, the operator's scripts, test
 * workers): the suite starts the same server code about sixty times, and a start with its code
 * cached costs about 2.3 s of CPU instead of 2.8 s on this machine. Node checks each entry
 * against its file's source, so a stale entry is never used.
 */
const COMPILE_CACHE = path.join(os.tmpdir(), `ecurie-compile-cache-npm-test-${process.pid}`);
process.env.NODE_COMPILE_CACHE = COMPILE_CACHE;

const steps = [
  // The route types first (both later checks read them), then the type check and the linter side by side: each is mostly one core's work.
  { name: "typegen", cmd: ["npx", "react-router", "typegen"], fatal: true },
  { name: "typecheck", cmd: ["npx", "tsc", "--noEmit"], fatal: true, alongside: "lint" },
  { name: "lint", cmd: ["npm", "run", "-s", "lint"] },
  // Before Vitest: the server integration tests start the production build.
  { name: "build", cmd: ["npm", "run", "-s", "build"], fatal: true },
  { name: "public-chunks", cmd: ["node", "scripts/check-public-chunks.ts"] },
  {
    name: "vitest",
    cmd: ["npx", "vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
    report: "test-results/vitest.json",
  },
  { name: "playwright", cmd: ["npx", "playwright", "test"], report: "test-results/e2e.json", contexts: "test-results/e2e" },
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
          contexts: `test-results/e2e-${POSTGRES_E2E_PORT}`,
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
/** Each step's name, seconds and counts, for the table at the end. */
const table = [];
/** Every test file's seconds, by runner, for the ten slowest. */
const fileTimes = [];
const runStarted = Date.now();

/** Runs one step, its output prefixed with its name when it shares the terminal with another. */
function run(step, prefixed) {
  console.log(`\n▶ ${step.name}: ${step.cmd.join(" ")}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...step.env } });
    if (prefixed) {
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        let rest = "";
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop();
          for (const line of lines) out.write(`[${step.name}] ${line}\n`);
        });
        stream.on("end", () => rest && out.write(`[${step.name}] ${rest}\n`));
      }
    }
    child.on("close", (status) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`${status === 0 ? "✔" : "✘"} ${step.name} (${seconds.toFixed(1)} s)`);
      resolve({ step, seconds, ok: status === 0 });
    });
  });
}

function record({ step, seconds, ok }) {
  if (!ok) failedSteps.push(step.name);
  const row = { step: step.name, seconds, ok, counts: null };
  if (step.report) {
    const counts = readCounts(step.name, step.report);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    // A runner that crashed before reporting still counts as a failure.
    if (!ok && counts.failed === 0) failed += 1;
    row.counts = counts;
    fileTimes.push(...readFileTimes(step.name, step.report));
  }
  table.push(row);
}

const wanted = steps.filter((step) => !only.length || only.includes(step.name));
for (let index = 0; index < wanted.length; index++) {
  const step = wanted[index];
  const partner = step.alongside && wanted[index + 1]?.name === step.alongside ? wanted[index + 1] : null;
  const results = partner ? await Promise.all([run(step, true), run(partner, true)]) : [await run(step, false)];
  if (partner) index++;
  for (const result of results) {
    record(result);
    if (!result.ok && result.step.contexts) printFailureContexts(result.step.contexts);
  }
  const fatal = results.find((result) => !result.ok && result.step.fatal);
  if (fatal) {
    console.log(`\n${fatal.step.name} failed: the later steps would test something broken, so the run ends here.`);
    break;
  }
}

/**
 * What each failed end-to-end test's page looked like when it failed (Playwright's
 * error-context.md: the page's accessibility snapshot), so a failure on a CI machine
 * whose files are gone can still be read from its log.
 */
function printFailureContexts(folder) {
  if (!existsSync(folder)) return;
  const files = readdirSync(folder, { recursive: true }).filter((file) => String(file).endsWith("error-context.md"));
  for (const file of files.slice(0, 5)) {
    const text = readFileSync(path.join(folder, String(file)), "utf8");
    console.log(`\n── ${path.join(folder, String(file))} ──\n${text.length > 6000 ? `${text.slice(0, 6000)}\n… (${text.length - 6000} more characters)` : text}`);
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

/** Seconds per test file from a runner's JSON report (Vitest: per file; Playwright: its tests summed, per file). */
function readFileTimes(name, file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, "utf8"));
  const root = process.cwd() + "/";
  if (name === "vitest") {
    return (report.testResults ?? []).map((result) => ({ runner: name, file: result.name.replace(root, ""), seconds: (result.endTime - result.startTime) / 1000 }));
  }
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([spec, ms]) => ({ runner: name, file: `tests/e2e/${spec}`, seconds: ms / 1000 }));
}

rmSync(DEMO_MEDIA_CACHE, { recursive: true, force: true });
rmSync(COMPILE_CACHE, { recursive: true, force: true });
const total = (Date.now() - runStarted) / 1000;
console.log("\nstep                  seconds  result  tests (passed / failed / skipped)");
for (const row of table) {
  const counts = row.counts ? `${row.counts.passed} / ${row.counts.failed} / ${row.counts.skipped}` : "";
  console.log(`${row.step.padEnd(20)} ${row.seconds.toFixed(1).padStart(9)}  ${(row.ok ? "ok" : "FAILED").padEnd(6)}  ${counts}`);
}
console.log(`${"npm test".padEnd(20)} ${total.toFixed(1).padStart(9)}`);
if (fileTimes.length) {
  console.log("\nten slowest test files (seconds; an end-to-end file's tests summed)");
  for (const entry of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(`${entry.seconds.toFixed(1).padStart(8)}  ${entry.runner.padEnd(20)} ${entry.file}`);
  }
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
