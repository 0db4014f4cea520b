import { describe, expect, it } from "vitest";
import { violationsIn } from "./csp-report.ts";

describe("violationsIn", () => {
  it("reads a report-uri report (dashed names)", () => {
    const body = JSON.stringify({
      "csp-report": {
        "document-uri": "https://ecurie.example/gallery",
        "violated-directive": "style-src-elem",
        "effective-directive": "style-src-elem",
        "blocked-uri": "inline",
        "script-sample": ".x{color:red}",
        "source-file": "https://ecurie.example/assets/a.js",
        "line-number": 12,
        "original-policy": "default-src 'self'",
      },
    });
    expect(violationsIn(body)).toEqual([
      { directive: "style-src-elem", blocked: "inline", url: "https://ecurie.example/gallery", sample: ".x{color:red}", source: "https://ecurie.example/assets/a.js:12" },
    ]);
  });

  it("reads the Reporting API's batches (camelCase), csp-violation entries only", () => {
    const body = JSON.stringify([
      { type: "csp-violation", body: { documentURL: "https://ecurie.example/", effectiveDirective: "frame-src", blockedURL: "https://evil.example/x" } },
      { type: "deprecation", body: { message: "old" } },
    ]);
    expect(violationsIn(body)).toEqual([{ directive: "frame-src", blocked: "https://evil.example/x", url: "https://ecurie.example/" }]);
  });

  it("finds nothing in a body that is not a report, and cuts long fields", () => {
    expect(violationsIn("not json")).toEqual([]);
    expect(violationsIn("null")).toEqual([]);
    expect(violationsIn(JSON.stringify({ other: 1 }))).toEqual([]);
    expect(violationsIn(JSON.stringify([1, "x", null]))).toEqual([]);
    const [long] = violationsIn(JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(5000) } }));
    expect(long!.blocked).toHaveLength(300);
    expect(long!.directive).toBe("unknown");
  });
});
