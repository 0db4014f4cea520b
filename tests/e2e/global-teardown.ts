import fs from "node:fs";
import { E2E_CSP_LOGS, E2E_SHARD_SERVERS } from "../../playwright.config.ts";

/**
 * Fails the run when any page of any test broke the Content-Security-Policy:
 * the browser reported it to /csp-report, the server logged it, and the
 * e2e server kept the line (scripts/e2e-server.mjs). A violation is a style,
 * script or frame the site itself asked for and the policy refused, so some
 * visitor sees a broken page where the test may have seen nothing wrong.
 */
export default async function globalTeardown() {
  await Promise.all(E2E_SHARD_SERVERS.map(({ url, cspLog }) => reportsWritten(url, cspLog)));
  const lines = E2E_CSP_LOGS.map((log) => (fs.existsSync(log) ? fs.readFileSync(log, "utf8").trim() : "")).filter(Boolean).join("\n");
  if (!lines) return;
  // A test that injects hostile markup on purpose marks it; the policy refusing it is the point.
  const unexpected = lines.split("\n").filter((line) => !line.includes("expected-csp-violation"));
  if (unexpected.length === 0) return;
  const violations = unexpected.map((line) => {
    const { directive, blocked, url, sample, source } = JSON.parse(line) as Record<string, string | undefined>;
    return `- ${directive} refused ${blocked || "an inline resource"} on ${url}${sample ? ` (${sample})` : ""}${source ? ` at ${source}` : ""}`;
  });
  throw new Error(`Browsers reported ${violations.length} Content-Security-Policy violation(s) during the run:\n${[...new Set(violations)].join("\n")}`);
}

/**
 * Waits until every report a server had received is in its log: a report of
 * our own, sent last, is written after them (the server handles each as it
 * arrives, and the e2e server appends its lines in order). It is marked as
 * expected, so it never counts as a violation.
 */
async function reportsWritten(server: string, log: string) {
  const marker = `expected-csp-violation teardown ${process.pid}-${Date.now()}`;
  const report = { "csp-report": { "effective-directive": "script-src-elem", "blocked-uri": "inline", "document-uri": `${server}/teardown`, "script-sample": marker } };
  const response = await fetch(`${server}/csp-report`, { method: "POST", headers: { "content-type": "application/csp-report" }, body: JSON.stringify(report) });
  if (response.status !== 204) throw new Error(`${server}/csp-report answered ${response.status}`);
  const deadline = Date.now() + 10_000;
  while (!(fs.existsSync(log) && fs.readFileSync(log, "utf8").includes(marker))) {
    if (Date.now() > deadline) throw new Error(`${server}'s CSP reports never reached ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
