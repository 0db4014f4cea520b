/**
 * The page's own scripts load after what the visitor sees first (issue 16).
 *
 * Everything a public page shows is in its HTML and works before hydration
 * (links, plain form posts), so its scripts can wait for the largest paint.
 * React Router's `<Scripts>` has no option for that; this pass over the
 * rendered document (once per render: a cached page is stored with it) does:
 *
 * - Its `<link rel="modulepreload">` are taken out of the HTML. Chromium
 *   fetches a module preload at once, even at low priority, so on a phone's
 *   connection the page's ~130 KiB of scripts shared the bandwidth with the
 *   stylesheet, the fonts and the largest image (Lighthouse mobile,
 *   simulated: first contentful paint 2.3 s with them at high priority, 0.8 s
 *   at low; largest paint 2.6–2.8 s at low, where the image itself is 15 KiB).
 * - Its module script imports the route modules only once the page's largest
 *   image (the one fetched with high priority) is decoded and painted, or
 *   after the first paint on a page without one, and at the latest after 3 s.
 *   Then it adds the same preloads, imports the routes, and starts the client
 *   entry exactly as React Router's script does.
 *
 * A document whose scripts are not in the shape React Router writes them is
 * left as it is, but for its preloads' priority: a framework update then
 * costs speed, never a broken page (a test renders a real page through it).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async=""(?: nonce="[^"]*")?>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
const ENTRY_IMPORT = /^import\(("[^"]+")\);\s*$/m;

/**
 * When the page's modules may load: two frames after its largest image is
 * decoded (an image decoded off the main thread is painted a frame or two
 * later, and a frame's animation callbacks run before its paint), or two
 * frames after the first on a page without one; 3 s at the latest.
 */
const AFTER_LARGEST_PAINT = `await new Promise((start) => {
  setTimeout(start, 3000);
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  const image = document.querySelector('img[fetchpriority="high"]');
  if (!image) return afterPaint();
  image.decode().then(afterPaint, afterPaint);
});`;

export function deferPageScripts(html: string): string {
  const script = html.match(MODULE_SCRIPT);
  const body = script?.[2] ?? "";
  const routes = [...body.matchAll(ROUTE_IMPORT)];
  const entry = body.match(ENTRY_IMPORT);
  if (!script || routes.length === 0 || !entry) return lowerScriptPriority(html);

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const rest = body.replace(ROUTE_IMPORT, "").replace(ENTRY_IMPORT, "").replace(/^;/, "").replace(/^\s*\n/gm, "").trim();
  const deferred = [
    ";(async () => {",
    AFTER_LARGEST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${routes.map((route) => route[1]).join(", ")}] = await Promise.all([${routes.map((route) => `import(${route[2]})`).join(", ")}]);`,
    rest,
    `import(${entry[1]});`,
    "})();",
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (_whole, open: string, _body: string, close: string) => `${open}${deferred}${close}`);
}

/** The fallback: every module preload marked `fetchpriority="low"`. */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}
