import crypto from "node:crypto";
import { beforeEach } from "vitest";

/**
 * Sizes of the long tests (fuzzing, crash rounds, the backup matrix). Every
 * `npm test` runs a sample, drawn from a seed that changes every run and is
 * printed with a failure; `npm run test:long` (TEST_LONG=1) runs the full sizes.
 * TEST_SEED replays a run: the same seed draws the same sample and the same
 * generated inputs.
 */
export const LONG_TESTS = process.env.TEST_LONG === "1";

/** This run's seed: TEST_SEED when replaying, a fresh one otherwise. */
export const TEST_SEED = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : crypto.randomInt(0, 2 ** 31 - 1);

/** The full size under `npm run test:long`, the sample's otherwise. */
export function sized(full: number, sample: number): number {
  return LONG_TESTS ? full : sample;
}

/** The line a failure prints so anyone can run the same again. */
export function replayHint(file: string): string {
  return `seed ${TEST_SEED}${LONG_TESTS ? " (full sizes)" : " (sample)"}: replay with TEST_SEED=${TEST_SEED}${LONG_TESTS ? " TEST_LONG=1" : ""} npx vitest run ${file}`;
}

/**
 * A seeded pseudo-random number generator (mulberry32): the sample a seed
 * draws is the same on every machine, unlike Math.random.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` of the items, drawn by the seed (all of them under `npm run test:long`). */
export function sample<T>(items: readonly T[], count: number, seed = TEST_SEED): T[] {
  if (LONG_TESTS || count >= items.length) return [...items];
  const random = seededRandom(seed);
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** Registers, for every test of the file calling it, the replay line printed when that test fails. */
export function printSeedOnFailure(file: string) {
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => console.warn(replayHint(file)));
  });
}
