/**
 * The public pages of a running site, both languages: every address of its
 * /sitemap.xml (what search engines are told to visit), as the bench's parts
 * that measure pages (Lighthouse, image sizes) read them by default.
 */
export async function sitemapAddresses(site: string): Promise<string[]> {
  const response = await fetch(`${site.replace(/\/$/, "")}/sitemap.xml`);
  if (!response.ok) throw new Error(`${site}/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

/** An address as the report shows it: its path and query, "/" for the home page. */
export function pathOf(address: string): string {
  const url = new URL(address);
  return `${url.pathname}${url.search}`;
}

/**
 * Command-line arguments of a standalone run: the site (default
 * http://localhost:3000), then optionally the paths to measure instead of the
 * whole site map (`node scripts/bench/lighthouse.ts http://localhost:3240 / /news`).
 */
export async function addressesFromArguments(argv: readonly string[]): Promise<{ site: string; addresses: string[] }> {
  const site = (argv[0] ?? "http://localhost:3000").replace(/\/$/, "");
  const paths = argv.slice(1);
  const addresses = paths.length > 0 ? paths.map((path) => new URL(path, `${site}/`).href) : await sitemapAddresses(site);
  return { site, addresses };
}
