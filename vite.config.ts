import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes `client/.vite/chunk-modules.json`: for each client chunk, the
 * modules rolldown put code of into it (ids relative to the project) and the
 * chunks it imports. `npm test` reads it to prove no public page loads admin,
 * editor or drag-and-drop code, and `npm run bench` to explain a page's
 * weight (scripts/bench/public-js.ts). React Router removes Vite's own
 * manifest but keeps the folder when it holds another file; the static file
 * server does not serve dot folders.
 */
function chunkModules(): Plugin {
  let root = process.cwd();
  return {
    name: "chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const id = (moduleId: string) => (path.isAbsolute(moduleId) ? path.relative(root, moduleId).split(path.sep).join("/") : moduleId);
      const chunks: Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = {
          modules: Object.entries(output.modules)
            .filter(([, rendered]) => rendered.renderedLength > 0)
            .map(([moduleId]) => id(moduleId)),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
        };
      }
      this.emitFile({ type: "asset", fileName: ".vite/chunk-modules.json", source: JSON.stringify(chunks, null, 1) });
    },
  };
}

/**
 * sonner writes its rules into a `<style>` element when its module loads,
 * which the site's Content-Security-Policy refuses (no 'unsafe-inline' in
 * `style-src`; a cached page has no nonce to give it). Its insertion function
 * is rewritten to adopt a constructed stylesheet instead (the CSSOM is not an
 * inline style). The build stops if sonner's code no longer has that
 * function, rather than ship toasts without their styles. Radix's scroll lock
 * is handled the same way, by an alias (app/lib/style-singleton.ts).
 */
function constructedStylesForSonner(): Plugin {
  const insertion = "function __insertCSS(code) {\n";
  return {
    name: "constructed-styles-for-sonner",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(insertion)) this.error("sonner's __insertCSS was not found: its <style> element would break the CSP (see vite.config.ts)");
      return code.replace(
        insertion,
        `${insertion}  if (code && typeof document != "undefined") { const sheet = new CSSStyleSheet(); sheet.replaceSync(code); document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]; }\n  return;\n`,
      );
    },
  };
}

// The server bundle's entry is our own server/app.ts (it imports React Router's
// virtual server build), so the platform modules — database, mail, storage —
// exist once, in one module graph, whether a request or the worker uses them.
export default defineConfig({
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // The server's packages are bundled into its build: left as imports, Node
      // resolved and read some two thousand files at every start (package.json
      // lookups and module resolution were a quarter of a start's CPU), and a
      // start took ~2.4 CPU-s instead of ~1.1, with the same memory once
      // serving. lucide-react, one file of every icon (~1,700), keeps only the
      // icons the site draws. Left as imports: native code (sharp), packages
      // that load files beside their own module (PGlite's WebAssembly, the
      // password dictionaries, file-type's, the calendar's time zones, read
      // from __dirname), pg and pino (optional native or worker-thread parts).
      resolve: {
        noExternal: true,
        external: ["sharp", "@electric-sql/pglite", "pg", "pg-native", "pino", "thread-stream", "file-type", "@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "@zxcvbn-ts/language-en", "@zxcvbn-ts/language-fr", "@touch4it/ical-timezones"],
      },
    },
  },
  build: {
    // Only our own import()s use Vite's preload helper (toasts, dialogs, the
    // enquiry form), and their chunks' imports are already loaded: not worth
    // its bytes in every page. React Router preloads route modules itself.
    modulePreload: false,
    rollupOptions: {
      // React, React DOM and React Router in one framework chunk, every page's
      // first file (the client entry, app/entry.client.tsx, is a chunk of its
      // own for its top-level await): split in seven by shared use, the same code cost
      // 5 KiB more gzip (each file's own header and dictionary, the imports
      // between them). The site shell (root and public layouts' code, lucide's
      // core, and the small pieces most public pages use: page intro, button,
      // responsive image, data states, meta; the privacy notice under every
      // form and the arrow of most links onward, each a file of ~0.2 KiB of
      // its own before) is one chunk more, loaded by every public page.
      output: {
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/, priority: 20 },
            {
              name: "shell",
              test: /app[\\/](lib[\\/](public-paths|paris-time|format|alternates|nonce|navigation|cn|meta|seo|use-hydrated)\.ts|lib[\\/]i18n[\\/](core|index|languages|last-resort)\.ts|components[\\/](error-page|site-footer|site-header|language-[\w-]+|social-icons|page-intro|responsive-image|data-states|privacy-notice)\.tsx|components[\\/]ui[\\/](toaster|button|spinner|badge)\.tsx|features[\\/]site[\\/]components[\\/]public-shell\.tsx|features[\\/]feeds[\\/]schema\.ts)$|node_modules[\\/](clsx[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](triangle-exclamation-point|inbox|arrow-right)\.mjs)/,
              priority: 10,
            },
            // The visitors' forms' client (Conform's state and the server's reply read back): always loaded together.
            { name: "visitor-form", test: /app[\\/]lib[\\/](visitor-form|form-reply)\.ts$/, priority: 10 },
            // The home page's icons that other pages (and the admin) share: one file, not five of ~0.2 KiB each.
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](newspaper|trophy|calendar-days|play|mail)\.mjs$/, priority: 10 },
            // The newsletter form and its consent words, one file where it is offered (home, news).
            { name: "subscribe-form", test: /app[\\/]features[\\/]newsletter[\\/](components[\\/]subscribe-form\.tsx|rules\.ts)$/, priority: 10 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: { "react-style-singleton": path.resolve(import.meta.dirname, "app/lib/style-singleton.ts") },
  },
  plugins: [constructedStylesForSonner(), tailwindcss(), reactRouter(), chunkModules()],
});
