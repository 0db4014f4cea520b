/**
 * How the server process is started (issue 16, docs/decisions/018-static-speed.md):
 * the built entry, the V8 heap it runs with, and malloc's arenas.
 *
 * - **The built entry.** `npm run build` bundles server/main.ts into
 *   build/server/main.js, beside the app's bundle. Run as TypeScript, Node
 *   would load its type stripper, a WebAssembly compiler that stays resident
 *   (~11 MB) in every server process.
 * - **The heap.** Left to itself V8 sizes its heap from the machine's memory
 *   and collects lazily: the server reached 780 MB resident under the bench's
 *   work while the part of its heap in use never passed 190 MB. A 192 MB old
 *   generation and 16 MB semi-spaces held it at about 370 MB with the uncached
 *   render's throughput unchanged (smaller semi-spaces cost a third of it:
 *   objects of a render are promoted before they die, and the old generation is
 *   collected far more often). The render cache keeps its pages in Buffers,
 *   outside this heap. A site with far more content may raise the old
 *   generation: `node --max-old-space-size=384 … build/server/main.js`.
 * - **malloc's arenas.** glibc gives each thread that allocates (libuv's pool
 *   compressing pages, V8's collector threads) an arena of its own, and keeps
 *   what they freed: two arenas in all cut ~30 MB under the bench's work.
 *
 * `npm start` runs START_COMMAND (package.json, checked by node-flags.test.ts),
 * and so do the end-to-end and integration tests' servers and the bench
 * (`serverCommand`, SERVER_ENV): every measured or tested server runs as
 * production does.
 */
import path from "node:path";

export const SERVER_NODE_FLAGS: readonly string[] = ["--max-old-space-size=192", "--max-semi-space-size=16"];

/** Environment the server process must start with (glibc reads it before any code runs). */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "2" };

/** The built entry in a build folder (default $BUILD_DIR or build), relative to the project when the folder is. */
export function serverEntry(buildDir: string = process.env.BUILD_DIR ?? "build"): string {
  return path.join(buildDir, "server", "main.js");
}

/** Node's arguments for the server: its flags, then the built entry. */
export function serverCommand(buildDir?: string): string[] {
  return [...SERVER_NODE_FLAGS, serverEntry(buildDir)];
}

/** The start command package.json's `start` runs. */
export const START_COMMAND = `${Object.entries(SERVER_ENV)
  .map(([name, value]) => `${name}=${value}`)
  .join(" ")} exec node ${serverCommand("build").join(" ")}`;
