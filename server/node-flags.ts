/**
 * The V8 heap the server runs with (issue 16, docs/decisions/018-static-speed.md).
 * Left to itself V8 sizes its heap from the machine's memory and collects
 * lazily: the server reached 780 MB resident under the bench's work while the
 * part of its heap in use never passed 190 MB. A 192 MB old generation and 16 MB
 * semi-spaces held it at about 370 MB with the uncached render's throughput
 * unchanged (smaller semi-spaces cost a third of it: objects of a render are
 * promoted before they die, and the old generation is collected far more
 * often). The render cache keeps its pages in Buffers, outside this heap.
 *
 * `npm start` passes them (package.json, checked by node-flags.test.ts), and
 * so do the end-to-end and integration tests' servers and the bench: every
 * measured or tested server runs as production does. A site with far more content may
 * raise the old generation: run `node --max-old-space-size=384 … server/main.ts`.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-old-space-size=192", "--max-semi-space-size=16"];

/** The start command package.json's `start` runs. */
export const START_COMMAND = `exec node ${SERVER_NODE_FLAGS.join(" ")} server/main.ts`;
