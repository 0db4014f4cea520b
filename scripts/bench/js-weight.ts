/**
 * The JavaScript goal of issue 16: each public page, in both languages,
 * preloads at most 1.2 × what a React Router hello world preloads, and no
 * public page loads admin, editor or drag-and-drop code.
 *
 * The hello world is built in the same run, from the project's installed
 * packages (its node_modules linked, no network), and measured the same way
 * as the site (scripts/bench/public-js.ts): the client entry, the root and the
 * page's route modules with their imports, gzip level 9.
 *
 *   node scripts/bench/js-weight.ts [buildDir]        (build first: npm run build)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { formatFigures, type BenchFigure } from "./figures.ts";
import { formatImpurities, pageWeights, publicChunkImpurities } from "./public-js.ts";

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const GOAL_RATIO = 1.2;

/** The project's versions of the packages a framework-mode app declares (create-react-router's template). */
function helloWorldPackage(): string {
  const project = JSON.parse(fs.readFileSync(path.join(PROJECT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
  const pick = (from: Record<string, string>, names: string[]) => Object.fromEntries(names.map((name) => [name, from[name]]));
  return JSON.stringify({
    name: "hello-world",
    private: true,
    type: "module",
    // isbot listed: without it React Router's build adds it and runs `npm install` (network, and the linked node_modules replaced).
    dependencies: pick(project.dependencies, ["@react-router/node", "isbot", "react", "react-dom", "react-router"]),
    devDependencies: pick(project.devDependencies, ["@react-router/dev", "vite"]),
  });
}

/** A minimal framework-mode app: server rendering, a root with the document's parts, one page saying "Hello world". */
const HELLO_WORLD: Record<string, string> = {
  "react-router.config.ts": `import type { Config } from "@react-router/dev/config";\nexport default { ssr: true } satisfies Config;\n`,
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";\nimport { defineConfig } from "vite";\nexport default defineConfig({ plugins: [reactRouter()] });\n`,
  "app/routes.ts": `import { index, type RouteConfig } from "@react-router/dev/routes";\nexport default [index("routes/home.tsx")] satisfies RouteConfig;\n`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
`,
  "app/routes/home.tsx": `export default function Home() {\n  return <h1>Hello world</h1>;\n}\n`,
};

/** Builds the hello world in a temporary folder and returns the gzip bytes its page preloads. */
export function helloWorldBytes(): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-hello-world-"));
  try {
    for (const [file, text] of Object.entries({ ...HELLO_WORLD, "package.json": helloWorldPackage() })) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    fs.symlinkSync(path.join(PROJECT, "node_modules"), path.join(dir, "node_modules"), "dir");
    const cli = path.join(PROJECT, "node_modules", "@react-router", "dev", "bin.cjs");
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
    delete env.BUILD_DIR;
    const build = spawnSync(process.execPath, [cli, "build"], { cwd: dir, env, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`the hello world did not build:\n${build.stdout}\n${build.stderr}`);
    const pages = pageWeights(path.join(dir, "build"), (routeId) => routeId === "routes/home");
    if (pages.length !== 1) throw new Error(`the hello world's manifest has ${pages.length} pages, expected 1`);
    return pages[0]!.gzipBytes;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** One figure per public page (both languages): its JavaScript ÷ the hello world's; and one for the public chunks' purity. */
export async function measureJsWeight(buildDir: string): Promise<BenchFigure[]> {
  const hello = helloWorldBytes();
  const figures: BenchFigure[] = pageWeights(buildDir).map((page) => {
    const ratio = page.gzipBytes / hello;
    return {
      figure: `JS of ${page.path} ÷ hello world`,
      value: `${ratio.toFixed(2)} × (${kib(page.gzipBytes)} ÷ ${kib(hello)}, ${page.files.length} files)`,
      goal: `≤ ${GOAL_RATIO.toFixed(2)} ×`,
      met: ratio <= GOAL_RATIO,
    };
  });
  const impurities = publicChunkImpurities(buildDir);
  figures.push({
    figure: "public chunks free of admin/editor/drag-and-drop code",
    value: impurities.length === 0 ? "yes" : `no: ${impurities.length} modules\n${formatImpurities(impurities)}`,
    goal: "no such module",
    met: impurities.length === 0,
  });
  return figures;
}

if (import.meta.main) {
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  console.log(formatFigures(`JavaScript per public page (${path.relative(process.cwd(), buildDir) || "."}, gzip -9)`, await measureJsWeight(buildDir)));
}
