/**
 * Zod without its compiled parsers in the browser. On building its first
 * object schema, Zod probes whether `new Function` is allowed; the page's CSP
 * (script-src with a nonce, no 'unsafe-eval') refuses it, which Zod catches,
 * but the browser still reports a CSP violation: an issue in DevTools and a
 * lost point of Lighthouse's best practices on every page whose JavaScript
 * holds a schema. `jitless` skips the probe (Zod then parses without
 * generated code, as it must under this CSP anyway). Zod reads its settings
 * from `globalThis.__zod_globalConfig`, so this module needs no import of Zod
 * (no weight on a page without forms); root.tsx imports it first, before any
 * module builds a schema. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}

export {};
