import { defineConfig } from "vite";

/**
 * The process's entry, server/main.ts, built to build/server/main.js beside
 * the app's bundle: what `npm start` runs. Run as TypeScript, Node would load
 * its type stripper, a WebAssembly compiler that stays resident (~11 MB) in
 * every server process. Packages stay imports (an SSR build), our own modules
 * are bundled.
 */
export default defineConfig({
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: "./server/main.ts",
    outDir: `${process.env.BUILD_DIR ?? "build"}/server`,
    emptyOutDir: false,
    target: "node24",
    minify: false,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
