import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The bench's method, settings and figures live in docs/bench/README.md, and
 * the README keeps a short "Performance" part that links there: the README is
 * what an operator reads, the figures are what someone working on speed does.
 */
const ROOT = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const BENCH_DOC = "docs/bench/README.md";

/** Every BENCH_* variable the bench's scripts read. */
function benchVariables(): string[] {
  const files = ["scripts/bench.ts", ...fs.readdirSync(path.join(ROOT, "scripts/bench")).map((name) => `scripts/bench/${name}`)].filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  return [...new Set(files.flatMap((file) => [...read(file).matchAll(/process\.env\.(BENCH_[A-Z_]+)/g)].map((match) => match[1]!)))].sort();
}

describe("the bench's documentation", () => {
  it("names every BENCH_* setting the bench reads", () => {
    const doc = read(BENCH_DOC);
    const variables = benchVariables();
    expect(variables.length).toBeGreaterThan(5);
    for (const name of variables) expect(doc, name).toContain(`\`${name}\``);
  });

  it("holds the latest figures, and its links lead to files that exist", () => {
    const doc = read(BENCH_DOC);
    expect(doc).toMatch(/^## Latest figures$/m);
    expect(doc).toMatch(/^\| goal \| figure \| met \|$/m);
    for (const [, target] of doc.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue;
      expect(fs.existsSync(path.join(ROOT, "docs/bench", target!)), target).toBe(true);
    }
  });

  it("leaves the README a short Performance part that links to it", () => {
    const readme = read("README.md");
    const start = readme.indexOf("\n## Performance\n");
    expect(start).toBeGreaterThan(0);
    const performance = readme.slice(start + 1, readme.indexOf("\n## ", start + 1));
    expect(performance).toContain(`](${BENCH_DOC})`);
    expect(performance.split("\n").length).toBeLessThan(25);
    // The figures and the settings are in one place only.
    expect(readme).not.toMatch(/^\| goal \| figure \| met \|$/m);
    for (const name of benchVariables()) expect(readme, name).not.toContain(`\`${name}`);
  });
});
