/**
 * `npm test`'s check that no public page loads admin, editor, drag-and-drop
 * or server code (issue 16), on the production build just made: the modules
 * of every chunk a public page loads, at once or later (`import()`), against
 * the rules of scripts/bench/public-js.ts. Exits 1 naming each module, its
 * chunk and pages that load it. Also that no public page preloads the
 * forms' checking code (zod and the schemas made of it, Conform): it comes with the first
 * focus on a form (`LOADED_ON_FOCUS`).
 *
 *   node scripts/check-public-chunks.ts [buildDir]   (default: $BUILD_DIR or build)
 */
import path from "node:path";
import { formatImpurities, pageWeights, preloadedFormCode, publicChunkImpurities } from "./bench/public-js.ts";

const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
const impurities = publicChunkImpurities(buildDir);
if (impurities.length) {
  console.error(`Public pages load code they must not (scripts/bench/public-js.ts, FORBIDDEN_IN_PUBLIC):\n${formatImpurities(impurities)}`);
  process.exit(1);
}
const preloaded = preloadedFormCode(buildDir);
if (preloaded.length) {
  console.error(`Public pages preload code that should wait for a form's first focus (scripts/bench/public-js.ts, LOADED_ON_FOCUS):\n${formatImpurities(preloaded)}`);
  process.exit(1);
}
console.log(`public chunks: ${pageWeights(buildDir).length} public pages, no admin, editor, drag-and-drop or server module; none preloads zod or Conform`);
