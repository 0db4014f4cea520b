/**
 * What a public page's JavaScript is made of: each file it preloads, its gzip
 * size (level 9) and its largest modules — the breakdown behind the
 * JavaScript figure of `npm run bench` (scripts/bench/js-weight.ts).
 *
 *   node scripts/bench/page-chunks.ts [route path …]     (build first: npm run build)
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pageWeights, readChunkModules } from "./public-js.ts";

const buildDir = path.resolve("build");
const wanted = process.argv.slice(2);
const chunks = readChunkModules(buildDir);
const gzip = (url: string) => gzipSync(fs.readFileSync(path.join(buildDir, "client", url)), { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

for (const page of pageWeights(buildDir)) {
  if (wanted.length && !wanted.includes(page.path)) continue;
  console.log(`\n${page.path}  ${kib(page.gzipBytes)} in ${page.files.length} files`);
  for (const url of [...page.files].sort((a, b) => gzip(b) - gzip(a))) {
    const modules = chunks[url.replace(/^\//, "")]?.modules ?? [];
    const shown = modules.slice(0, 6).map((id) => id.replace(/^node_modules\//, "~")).join(", ");
    console.log(`  ${kib(gzip(url)).padStart(10)}  ${url}  ${shown}${modules.length > 6 ? ` … (${modules.length})` : ""}`);
  }
}
