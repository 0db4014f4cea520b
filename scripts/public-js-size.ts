/**
 * The JavaScript each public page preloads, gzip, read from the production
 * build's React Router manifest: the client entry, then the root, the public
 * layout and the page's route modules with their imports (what
 * `<link rel="modulepreload">` names on a first visit). Each chunk is counted
 * once per page.
 *
 *   node scripts/public-js-size.ts [buildDir]       a table, one page per line
 *   node scripts/public-js-size.ts [buildDir] --json
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

export interface PageWeight {
  route: string;
  chunks: number;
  gzipBytes: number;
}

export function publicPageWeights(buildDir: string): PageWeight[] {
  const clientDir = path.join(buildDir, "client");
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: run npm run build first`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
    entry: { module: string; imports?: string[] };
    routes: Record<string, ManifestRoute>;
  };
  const sizes = new Map<string, number>();
  const gzipSize = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const isPublicPage = (route: ManifestRoute) =>
    route.id.startsWith("routes/public/") && !/\/layout(\.\w+)?$/.test(route.id) || route.id.startsWith("fr/routes/public/") && !/layout/.test(route.id);
  return Object.values(manifest.routes)
    .filter(isPublicPage)
    .map((route) => {
      const chain: ManifestRoute[] = [];
      for (let current: ManifestRoute | undefined = route; current; current = current.parentId ? manifest.routes[current.parentId] : undefined) chain.push(current);
      const urls = new Set<string>();
      for (const entry of [manifest.entry, ...chain]) for (const url of [entry.module, ...(entry.imports ?? [])]) urls.add(url);
      return { route: route.id, chunks: urls.size, gzipBytes: [...urls].reduce((sum, url) => sum + gzipSize(url), 0) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const buildDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? "build");
  const weights = publicPageWeights(buildDir);
  if (args.includes("--json")) {
    console.log(JSON.stringify(weights, null, 2));
  } else {
    for (const { route, chunks, gzipBytes } of weights) console.log(`${route.padEnd(44)} ${String(chunks).padStart(3)} chunks ${(gzipBytes / 1024).toFixed(1).padStart(7)} KiB`);
  }
}
