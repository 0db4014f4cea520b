/**
 * The page's own scripts load after what the visitor sees first (issue 16).
 * React Router preloads every module of the page with `<link
 * rel="modulepreload">`, which Chromium fetches at high priority, side by
 * side with the stylesheet, the fonts and the image of the largest paint; on
 * a phone's connection their ~120 KiB (gzip) then delay the first paint by
 * about a second and a half (Lighthouse mobile, simulated: first contentful
 * paint 2.3 s with them at high priority, 0.8 s at low). Everything a page
 * shows is in its HTML and works before hydration (links, plain form posts),
 * so its scripts can wait: each preload is marked `fetchpriority="low"`.
 * React Router's `<Scripts>` takes no such option, hence this pass over the
 * rendered document (once per render: a cached page is stored with it).
 */
export function lowerScriptPriority(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}
