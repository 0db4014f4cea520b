import { afterEach, beforeEach, vi } from "vitest";

/**
 * A stray console.error fails the test that printed it: React warnings, an
 * unhandled error logged and swallowed, a library complaining — each hides a
 * bug that an assertion would miss. A test that expects one says so with
 * `allowConsoleError()`, and can read what was printed.
 */
let printed: unknown[][] = [];
let allowed = false;

export function allowConsoleError(): { calls: readonly unknown[][] } {
  allowed = true;
  return { calls: printed };
}

beforeEach(() => {
  printed = [];
  allowed = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    printed.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (printed.length > 0 && !allowed) {
    const lines = printed.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ")).join("\n");
    throw new Error(`console.error was called during this test (call allowConsoleError() if it is expected):\n${lines}`);
  }
});
