import fs from "node:fs";
import { E2E_CSP_LOGS } from "../../playwright.config.ts";

/**
 * Fails the run when any page of any test broke the Content-Security-Policy:
 * the browser reported it to /csp-report, the server logged it, and the
 * e2e server kept the line (scripts/e2e-server.mjs). A violation is a style,
 * script or frame the site itself asked for and the policy refused, so some
 * visitor sees a broken page where the test may have seen nothing wrong.
 */
export default async function globalTeardown() {
  // Browsers post reports a moment after the violation: let the last ones land.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
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
