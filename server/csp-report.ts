import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { lingerOnUnreadBody } from "./unread-body.ts";

/** Where browsers post what the Content-Security-Policy refused (its `report-uri`). */
export const CSP_REPORT_PATH = "/csp-report";

/** A report is a few hundred bytes; anything longer is refused, and none of it kept. */
const MAX_REPORT_BYTES = 16 * 1024;

/** The line every refused report becomes in the log (the end-to-end suite looks for it). */
export const CSP_VIOLATION_MESSAGE = "content security policy violation";

/**
 * Takes a browser's CSP violation report (`application/csp-report`, or the
 * Reporting API's `application/reports+json`) and writes one warning line per
 * violation: what was refused, by which directive, on which page. The site's
 * own pages should never cause one: each line is a bug to fix, or someone
 * injecting into a page. Always answers 204; the report changes nothing else,
 * so it is accepted from any origin (browsers may send it without one).
 */
export function receiveCspReport(req: IncomingMessage, res: ServerResponse, log: Logger): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const answer = () => {
    for (const violation of violationsIn(Buffer.concat(chunks).toString("utf8"))) log.warn(violation, CSP_VIOLATION_MESSAGE);
    res.writeHead(204).end();
  };
  const collect = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_REPORT_BYTES) return void chunks.push(chunk);
    // Too long for a report: nothing of it is kept, the rest is read and dropped (within
    // lingerOnUnreadBody's bounds), then refused, so the client reads the 413 instead of a reset.
    req.off("data", collect);
    req.off("end", answer);
    chunks.length = 0;
    void lingerOnUnreadBody(req).then(() => {
      if (!res.headersSent) res.writeHead(413, { Connection: "close" }).end();
    });
  };
  req.on("data", collect);
  req.once("end", answer);
  req.once("error", () => res.destroy());
}

interface Violation {
  directive: string;
  blocked: string;
  url: string;
  sample?: string;
  source?: string;
}

/** The violations a report body holds, with only the fields worth a line; nothing from a body that is not a report. */
export function violationsIn(body: string): Violation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  // report-uri: { "csp-report": {...} } with dashed names; Reporting API: [{ type, body: {...} }] in camelCase.
  const reports = Array.isArray(parsed)
    ? parsed.filter((entry) => isObject(entry) && entry.type === "csp-violation").map((entry) => (entry as { body?: unknown }).body)
    : [isObject(parsed) ? parsed["csp-report"] : undefined];
  return reports.filter(isObject).map((report) => {
    const field = (...names: string[]) => {
      const value = names.map((name) => report[name]).find((candidate) => typeof candidate === "string" || typeof candidate === "number");
      return value === undefined ? undefined : String(value).slice(0, 300);
    };
    const violation: Violation = {
      directive: field("effective-directive", "effectiveDirective", "violated-directive") ?? "unknown",
      blocked: field("blocked-uri", "blockedURL") ?? "",
      url: field("document-uri", "documentURL") ?? "",
    };
    const sample = field("script-sample", "sample");
    const source = field("source-file", "sourceFile");
    if (sample) violation.sample = sample;
    if (source) violation.source = `${source}:${field("line-number", "lineNumber") ?? "?"}`;
    return violation;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
