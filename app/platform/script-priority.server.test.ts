import { describe, expect, it } from "vitest";
import { deferPageScripts, lowerScriptPriority } from "./script-priority.server.ts";

/** A document's scripts as React Router 8 writes them (taken from the home page, shortened). */
const ROUTER_DOCUMENT = [
  "<html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '<link rel="preload" as="image" imageSrcSet="/media/hero-480.webp 480w" imageSizes="100vw" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  "</head><body><main><img src=\"/media/hero-960.webp\" fetchpriority=\"high\" alt=\"\"/></main>",
  '<script nonce="abc">window.__reactRouterContext = {"basename":"/"};</script>',
  '<script nonce="abc" type="module" async="">;',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-1.js"},"version":"$1 $&"};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};',
  "",
  'import("/assets/entry.client-1.js");</script>',
  "</body></html>",
].join("\n");

/** The module script's body, run with a stand-in for the browser: what it imports, in order, and what it had set by then. */
async function runModuleScript(html: string, image: "none" | "decodes" | "fails" | "never") {
  const body = html.match(/<script[^>]* type="module" async="">([\s\S]*?)<\/script>/)![1]!;
  const events: string[] = [];
  const decoded = { resolve: () => {}, reject: () => {} };
  const window: Record<string, unknown> = {};
  const document = {
    querySelector: () =>
      image === "none"
        ? null
        : { decode: () => new Promise<void>((resolve, reject) => (image === "decodes" ? resolve() : image === "fails" ? reject(new Error("broken")) : Object.assign(decoded, { resolve, reject }))) },
    createElement: () => ({}),
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const load = (url: string) => {
    events.push(`import ${url}${window.__reactRouterRouteModules ? " (route modules set)" : ""}`);
    return Promise.resolve({ url });
  };
  const requestAnimationFrame = (callback: () => void) => {
    events.push("frame");
    queueMicrotask(callback);
  };
  const run = new Function("window", "document", "requestAnimationFrame", "setTimeout", "__import", body.replaceAll("import(", "__import("));
  const pending: Array<() => void> = [];
  run(window, document, requestAnimationFrame, (callback: () => void, ms: number) => (ms === 0 ? queueMicrotask(callback) : pending.push(callback)), load);
  await new Promise((resolve) => setImmediate(resolve));
  return { events, window, decoded, timeout: () => pending.forEach((callback) => callback()) };
}

describe("deferPageScripts", () => {
  it("takes the module preloads out of the HTML and leaves the rest of the document as it was", () => {
    const html = deferPageScripts(ROUTER_DOCUMENT);
    expect(html).not.toContain("<link rel=\"modulepreload\"");
    expect(html).not.toMatch(/^import \* as/m);
    expect(html).toContain('<link rel="preload" as="image" imageSrcSet="/media/hero-480.webp 480w" imageSizes="100vw" fetchPriority="high"/>');
    expect(html).toContain('<script nonce="abc">window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain('<script nonce="abc" type="module" async="">');
    // Text that means something to String.replace is kept as it was.
    expect(html).toContain('"version":"$1 $&"');
  });

  it("imports nothing until the largest image is decoded and two frames are painted, then preloads, the routes, and the entry last", async () => {
    const { events, window, decoded } = await runModuleScript(deferPageScripts(ROUTER_DOCUMENT), "never");
    expect(events).toEqual([]);
    decoded.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([
      "frame",
      "frame",
      "modulepreload /assets/entry.client-1.js",
      "modulepreload /assets/framework-2.js",
      "modulepreload /assets/root-3.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      "import /assets/entry.client-1.js (route modules set)",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-3.js" }, "routes/public/home": { url: "/assets/home-4.js" } });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-1.js" }, version: "$1 $&" });
  });

  it("starts two frames after the first paint on a page without a largest image, or when the image fails", async () => {
    for (const image of ["none", "decodes", "fails"] as const) {
      const { events } = await runModuleScript(deferPageScripts(ROUTER_DOCUMENT), image);
      expect(events.slice(0, 2), image).toEqual(["frame", "frame"]);
      expect(events.at(-1), image).toBe("import /assets/entry.client-1.js (route modules set)");
    }
  });

  it("waits 3 s at most for an image that never decodes", async () => {
    const { events, timeout } = await runModuleScript(deferPageScripts(ROUTER_DOCUMENT), "never");
    expect(events).toEqual([]);
    timeout();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events.at(-1)).toBe("import /assets/entry.client-1.js (route modules set)");
  });

  it("leaves a document in another shape as it is, its preloads only lowered", () => {
    const other = '<link rel="modulepreload" href="/assets/a.js"/><script type="module">import "/assets/a.js";</script>';
    expect(deferPageScripts(other)).toBe(lowerScriptPriority(other));
  });
});

describe("lowerScriptPriority", () => {
  it("marks every module preload low, and nothing else", () => {
    const head =
      '<link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/>' +
      '<link rel="stylesheet" href="/assets/app.css"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="abc"/>';
    expect(lowerScriptPriority(head)).toBe(
      '<link rel="preload" as="image" imageSrcSet="/a-480.webp 480w" fetchPriority="high"/>' +
        '<link rel="stylesheet" href="/assets/app.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="abc"/>',
    );
  });
});
