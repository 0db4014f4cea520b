import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest (seconds on a two-core CI, from `npm test`'s
 * slowest-files table), longest first. Vitest orders files by their last run's
 * duration when it has one, and by size on a fresh clone (as CI is): there the
 * small forgot-password timing test (about 100 s, mostly waiting for e-mails)
 * started last and ran alone for its whole length. Started first, the long
 * files share the two workers with the short ones instead.
 */
const LONG_RUNNING = [
  "tests/integration/backup.test.ts", // ~150 s
  "tests/integration/fuzz.test.ts", // ~130 s
  "tests/integration/forgot-password-timing.test.ts", // ~110 s
  "tests/integration/admin-guard.test.ts", // ~80 s
  "tests/integration/newsletter-send.test.ts", // ~70 s
  "tests/integration/crash.test.ts", // ~50 s
  "tests/integration/sign-in-abuse.test.ts", // ~50 s
];

const rank = (spec: TestSpecification) => {
  const index = LONG_RUNNING.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? LONG_RUNNING.length : index;
};

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: the rest keep Vitest's own order.
    return sorted.map((spec, index) => ({ spec, index })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index).map(({ spec }) => spec);
  }
}
