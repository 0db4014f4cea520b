import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, START_COMMAND } from "./node-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("how the server process starts", () => {
  it("is what npm start runs, so the measured server is the one that runs", () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(START_COMMAND);
    expect(START_COMMAND).toBe("MALLOC_ARENA_MAX=2 exec node --max-old-space-size=192 --max-semi-space-size=16 build/server/main.js");
  });

  it("is how the end-to-end server, the integration tests' server and the bench start it", () => {
    for (const file of ["scripts/e2e-server.mjs", "tests/support/server-process.ts", "scripts/bench.ts"]) {
      const source = fs.readFileSync(path.join(ROOT, file), "utf8");
      expect(source, file).toContain("serverCommand(");
      expect(source, file).toContain("...SERVER_ENV");
    }
  });

  it("passes heap options this Node accepts in a running process", async () => {
    const { execFileSync } = await import("node:child_process");
    const heapLimit = execFileSync(process.execPath, [...SERVER_NODE_FLAGS, "-p", "require('node:v8').getHeapStatistics().heap_size_limit"], { encoding: "utf8" });
    // The limit counts the old generation and the young one (three semi-spaces' worth): between 192 and 192 + 3 × 16 MB.
    const megabytes = Number(heapLimit) / 1024 / 1024;
    expect(megabytes).toBeGreaterThanOrEqual(192);
    expect(megabytes).toBeLessThanOrEqual(192 + 3 * 16);
  });
});
