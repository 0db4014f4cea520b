/**
 * What JavaScript a page of a React Router build loads, and what that code is
 * made of (issue 16). One implementation for the bench (`js-weight.ts`) and
 * for `npm test`'s purity check (`public-chunks.ts`).
 *
 * - **Weight**: read from the build's React Router manifest
 *   (`client/assets/manifest-*.js`): the client entry, then each route of the
 *   page's branch (root, layout, page) with its imports. That is what the
 *   page's module script preloads and imports on a first visit; each
 *   chunk counts once per page, gzip level 9. Chunks a page imports later
 *   (`import()` on an interaction: a dialog, the toasts, a form's checks)
 *   are not part of its weight.
 * - **Content**: the modules bundled into each client chunk, written by the
 *   `chunk-modules` plugin of vite.config.ts to
 *   `client/.vite/chunk-modules.json` (rolldown's own list for each chunk,
 *   modules that kept code after tree-shaking). Reading the bundler's module
 *   ids is exact where grepping minified text is not (names are mangled,
 *   libraries inlined), and the file lives in a dot folder the static file
 *   server does not serve.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

export interface RouterManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface PageWeight {
  /** The route id, e.g. `fr/routes/public/news`. */
  route: string;
  /** The address pattern, e.g. `/fr/actualites`. */
  path: string;
  /** The files a first visit preloads, as the manifest names them (`/assets/…`). */
  files: string[];
  gzipBytes: number;
}

/** The React Router manifest of a build (the file the browser reads, `client/assets/manifest-<hash>.js`). */
export function readRouterManifest(buildDir: string): RouterManifest {
  const assets = path.join(buildDir, "client", "assets");
  const file = fs.existsSync(assets) ? fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name)) : undefined;
  if (!file) throw new Error(`no React Router manifest in ${assets}: build first (npm run build)`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as RouterManifest;
}

/** A route and its ancestors, the route first. */
export function branchOf(manifest: RouterManifest, routeId: string): ManifestRoute[] {
  const branch: ManifestRoute[] = [];
  for (let route: ManifestRoute | undefined = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) branch.push(route);
  return branch;
}

/** The address pattern of a route: its branch's paths joined. */
export function pathOf(manifest: RouterManifest, routeId: string): string {
  const parts = branchOf(manifest, routeId)
    .reverse()
    .map((route) => route.path ?? "")
    .filter(Boolean);
  return `/${parts.join("/")}`;
}

/** The public site's pages in both languages: routes under routes/public/ (English ids) or fr/routes/public/, layouts aside. */
export function isPublicPage(routeId: string): boolean {
  return /^(fr\/)?routes\/public\//.test(routeId) && !/\/layout(\.\w+)?$/.test(routeId);
}

/** The JavaScript each page route matching `include` preloads, gzip level 9, sorted by route id. */
export function pageWeights(buildDir: string, include: (routeId: string) => boolean = isPublicPage): PageWeight[] {
  const manifest = readRouterManifest(buildDir);
  const clientDir = path.join(buildDir, "client");
  const sizes = new Map<string, number>();
  const gzipSize = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(clientDir, url)), { level: 9 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const isParent = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter((route) => include(route.id) && !isParent.has(route.id))
    .map((route) => {
      const files = new Set<string>();
      for (const entry of [manifest.entry, ...branchOf(manifest, route.id)]) for (const url of [entry.module, ...(entry.imports ?? [])]) files.add(url);
      return { route: route.id, path: pathOf(manifest, route.id), files: [...files], gzipBytes: [...files].reduce((sum, url) => sum + gzipSize(url), 0) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

// ─── What the chunks hold ────────────────────────────────────────────────────

/** `client/.vite/chunk-modules.json`: for each chunk (`assets/x.js`), its modules (ids relative to the project) and the chunks it imports. */
export type ChunkModules = Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }>;

export const CHUNK_MODULES_FILE = ".vite/chunk-modules.json";

export function readChunkModules(buildDir: string): ChunkModules {
  const file = path.join(buildDir, "client", CHUNK_MODULES_FILE);
  if (!fs.existsSync(file)) throw new Error(`no ${CHUNK_MODULES_FILE} in ${path.join(buildDir, "client")}: build with the project's vite.config.ts (its chunk-modules plugin writes it)`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as ChunkModules;
}

/**
 * Code no public page may carry, by module id (relative to the project, or a
 * package under node_modules). "Admin code" is what only the signed-in team
 * runs: its screens and features, its catalogue, the rich-text editor, drag
 * and drop, sign-in and passwords, version comparison. "Server code" must
 * never reach a browser at all.
 *
 * Not admin code, on purpose: `app/features/admin/schema.ts`, the zod
 * building blocks (`msg`, `requiredText`, …) every feature's schema is made
 * of, the public forms' included; and the shared UI kit (`components/ui/`).
 */
export const FORBIDDEN_IN_PUBLIC: readonly { what: string; pattern: RegExp }[] = [
  { what: "admin screens and the auth API", pattern: /^app\/routes\/(admin|api)\// },
  { what: "admin feature code", pattern: /^app\/features\/admin\/(?!schema\.ts$)/ },
  { what: "admin-only features", pattern: /^app\/features\/(accounts|activity|dashboard|trash|versions|mail|privacy)\/|^app\/features\/pages\/components\// },
  {
    what: "admin editors, uploaders and sorting",
    pattern:
      /^app\/features\/[\w-]+\/components\/(admin-[\w-]+|[\w-]*editor|[\w-]*uploader|sortable|row-actions|image-field|video-field|upload-client|inbox-[\w-]+|edition-(editor|preview|progress|send|status-badge)|subscriber-[\w-]+|article-status-badge)\.tsx?$/,
  },
  { what: "the admin catalogue", pattern: /^app\/lib\/i18n\/((en|fr)\/)?admin\.ts$/ },
  { what: "rich-text editor (tiptap, ProseMirror)", pattern: /(^|\/)node_modules\/(@tiptap\/|prosemirror-|orderedmap\/|rope-sequence\/|linkifyjs\/)/ },
  { what: "drag and drop (dnd-kit)", pattern: /(^|\/)node_modules\/@dnd-kit\// },
  { what: "sign-in, passwords, two-factor (better-auth, zxcvbn, qrcode)", pattern: /(^|\/)node_modules\/(better-auth|@better-auth\/|@better-fetch\/|@zxcvbn-ts\/|qrcode\/)/ },
  { what: "version comparison (diff)", pattern: /(^|\/)node_modules\/diff\// },
  { what: "server-only code", pattern: /\.server\.tsx?$|(^|\/)node_modules\/(drizzle-orm|pg|@electric-sql|sharp|nodemailer|mailparser|pino|marked|sanitize-html|@aws-sdk|sitemap|feed|ical-generator)\// },
];

export interface Impurity {
  chunk: string;
  module: string;
  what: string;
  /** Public pages that load the chunk (first few). */
  pages: string[];
}

/**
 * Every forbidden module in a chunk a public page loads: the chunks it
 * preloads and, transitively, those they import statically or with `import()`
 * (a dialog or a form's checks opened later are public code too).
 */
export function publicChunkImpurities(buildDir: string): Impurity[] {
  const manifest = readRouterManifest(buildDir);
  const chunks = readChunkModules(buildDir);
  const pagesOfChunk = new Map<string, Set<string>>();
  for (const page of pageWeights(buildDir)) {
    const todo = page.files.map((url) => url.replace(/^\//, ""));
    const seen = new Set<string>();
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const chunk = chunks[file];
      if (!chunk) throw new Error(`${file} (loaded by ${page.route}) is not in ${CHUNK_MODULES_FILE}: a stale build?`);
      todo.push(...chunk.imports, ...chunk.dynamicImports);
      let pages = pagesOfChunk.get(file);
      if (!pages) pagesOfChunk.set(file, (pages = new Set()));
      pages.add(pathOf(manifest, page.route));
    }
  }
  const impurities: Impurity[] = [];
  for (const [file, pages] of pagesOfChunk) {
    for (const module of chunks[file]!.modules) {
      const rule = FORBIDDEN_IN_PUBLIC.find(({ pattern }) => pattern.test(module));
      if (rule) impurities.push({ chunk: file, module, what: rule.what, pages: [...pages].sort().slice(0, 3) });
    }
  }
  return impurities.sort((a, b) => a.module.localeCompare(b.module));
}

/**
 * Code a public page loads only once someone fills in a form, never before:
 * zod (so the forms' schemas, made of it), and Conform's parse (`app/lib/visitor-form.ts`
 * imports them on the first focus). Their 35 KiB would put every page with a
 * form over the JavaScript budget.
 */
export const LOADED_ON_FOCUS: readonly { what: string; pattern: RegExp }[] = [
  { what: "zod (the forms' schemas are made of it)", pattern: /(^|\/)node_modules\/zod\// },
  { what: "Conform", pattern: /(^|\/)node_modules\/@conform-to\// },
];

/** Every such module in a chunk a public page preloads (its JavaScript before any interaction). */
export function preloadedFormCode(buildDir: string): Impurity[] {
  const chunks = readChunkModules(buildDir);
  const found = new Map<string, Impurity>();
  for (const page of pageWeights(buildDir)) {
    for (const url of page.files) {
      const file = url.replace(/^\//, "");
      for (const module of chunks[file]?.modules ?? []) {
        const rule = LOADED_ON_FOCUS.find(({ pattern }) => pattern.test(module));
        if (!rule) continue;
        const impurity = found.get(module) ?? { chunk: file, module, what: rule.what, pages: [] };
        if (impurity.pages.length < 3) impurity.pages.push(page.path);
        found.set(module, impurity);
      }
    }
  }
  return [...found.values()].sort((a, b) => a.module.localeCompare(b.module));
}

export function formatImpurities(impurities: readonly Impurity[]): string {
  return impurities.map(({ chunk, module, what, pages }) => `  ${module} (${what}) in ${chunk}, loaded by ${pages.join(", ")}…`).join("\n");
}
