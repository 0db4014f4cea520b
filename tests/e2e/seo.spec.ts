import { expect, test, type APIRequestContext } from "./support/test.ts";
import { XMLParser } from "fast-xml-parser";
import robotsParser from "robots-parser";
import { checkStructuredData } from "../support/structured-data.ts";

/**
 * The site as a search engine and a social network read it: robots.txt, the
 * site map, and on every page of the map (both languages) the head tags, the
 * alternates and the structured data. Plain HTTP requests, as a crawler makes
 * them: everything checked here is in the server's HTML.
 */

interface SitemapEntry {
  loc: string;
  lastmod?: string;
  "xhtml:link"?: { rel: string; hreflang: string; href: string }[];
}

async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "url" || name === "xhtml:link" }).parse(await response.text()) as {
    urlset: { url: SitemapEntry[] };
  };
  return parsed.urlset.url;
}

/** The attributes of each `<meta>` and `<link>` of a page's head, as the server wrote them. */
function headTags(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(meta|link)\b([^>]*)>/g)].map((match) =>
    Object.fromEntries([...match[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!.toLowerCase(), decode(attribute[2]!)])),
  );
}

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

function titleOf(html: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
}

function metaContent(tags: Record<string, string>[], key: string): string[] {
  return tags.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content ?? "");
}

test.describe("search engines and sharing", () => {
  test("robots.txt keeps crawlers out of private addresses, lets them read the map's pages, and names the map", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const robots = robotsParser(`${baseURL}/robots.txt`, await response.text());
    expect(robots.getSitemaps()).toEqual([`${baseURL}/sitemap.xml`]);
    for (const path of ["/admin", "/admin/news", "/api/auth/get-session", "/pitshop/cart", "/fr/boutique/panier", "/newsletter/confirm/x", "/fr/newsletter/desinscription/x"]) {
      expect(robots.isAllowed(baseURL + path, "Googlebot"), path).toBe(false);
    }
    for (const entry of await readSitemap(request)) expect(robots.isAllowed(entry.loc, "Googlebot"), entry.loc).toBe(true);
  });

  test("every page of the site map answers 200 in its language, with its own title and description, its canonical address, its alternates, its card and valid structured data", async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const entries = await readSitemap(request);
    const locs = entries.map((entry) => entry.loc);
    // Both languages, every kind of page.
    for (const path of ["/", "/fr", "/news", "/fr/actualites", "/collection", "/fr/collection", "/pitshop", "/fr/boutique", "/lucas-delaunay", "/fr/lucas-delaunay", "/legal-notice", "/fr/mentions-legales"]) {
      expect(locs, path).toContain(baseURL + path);
    }
    for (const kind of ["/news/", "/fr/actualites/", "/collection/", "/fr/collection/", "/gallery/albums/", "/fr/galerie/albums/", "/newsletters/"]) {
      expect(locs.some((loc) => loc.startsWith(baseURL + kind)), kind).toBe(true);
    }
    expect(new Set(locs).size).toBe(locs.length);

    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const images = new Set<string>();
    const typesByPath = new Map<string, string[]>();
    for (const entry of entries) {
      const response = await request.get(entry.loc, { maxRedirects: 0 });
      expect(response.status(), entry.loc).toBe(200);
      const html = await response.text();
      const tags = headTags(html);
      const french = entry.loc.startsWith(`${baseURL}/fr/`) || entry.loc === `${baseURL}/fr`;
      expect(/<html lang="(\w+)"/.exec(html)?.[1], entry.loc).toBe(french ? "fr" : "en");

      const title = titleOf(html);
      expect(title, entry.loc).not.toBe("");
      // Unique within a language: a page and its translation may share a name (a car's, "Contact").
      const titleKey = `${french ? "fr" : "en"} ${title}`;
      expect(titles.get(titleKey), `${entry.loc} has the title of ${titles.get(titleKey)}`).toBeUndefined();
      titles.set(titleKey, entry.loc);

      const [description] = metaContent(tags, "description");
      expect(description?.length ?? 0, `${entry.loc} description`).toBeGreaterThan(30);
      expect(description!.length, `${entry.loc} description`).toBeLessThanOrEqual(160);
      const descriptionKey = `${french ? "fr" : "en"} ${description}`;
      expect(descriptions.get(descriptionKey), `${entry.loc} has the description of ${descriptions.get(descriptionKey)}`).toBeUndefined();
      descriptions.set(descriptionKey, entry.loc);

      const canonical = tags.filter((tag) => tag.rel === "canonical").map((tag) => tag.href);
      expect(canonical, entry.loc).toEqual([entry.loc]);

      // hreflang: the same languages as the map says, x-default included.
      const alternates = tags.filter((tag) => tag.rel === "alternate" && tag.hreflang).map((tag) => `${tag.hreflang} ${tag.href}`);
      const mapped = (entry["xhtml:link"] ?? []).map((link) => `${link.hreflang} ${link.href}`);
      expect(alternates.sort(), entry.loc).toEqual(mapped.sort());

      // The card: Open Graph and Twitter, with an absolute image.
      expect(metaContent(tags, "og:url"), entry.loc).toEqual([entry.loc]);
      expect(metaContent(tags, "og:title"), entry.loc).toEqual([title]);
      expect(metaContent(tags, "og:description"), entry.loc).toEqual([description]);
      expect(metaContent(tags, "og:locale"), entry.loc).toEqual([french ? "fr_FR" : "en_US"]);
      expect(metaContent(tags, "og:locale:alternate"), entry.loc).toEqual(mapped.length > 0 ? [french ? "en_US" : "fr_FR"] : []);
      expect(metaContent(tags, "twitter:card"), entry.loc).toEqual(["summary_large_image"]);
      const [image] = metaContent(tags, "og:image");
      expect(image, entry.loc).toMatch(new RegExp(`^${baseURL}/`));
      expect(metaContent(tags, "twitter:image"), entry.loc).toEqual([image]);
      expect(Number(metaContent(tags, "og:image:width")[0]), entry.loc).toBeGreaterThanOrEqual(600);
      images.add(image!);

      const report = await checkStructuredData(html);
      expect(report.errors, entry.loc).toEqual([]);
      typesByPath.set(entry.loc.slice(baseURL!.length) || "/", report.types);
    }

    // What each kind of page tells search engines about itself.
    expect(typesByPath.get("/")).toEqual(expect.arrayContaining(["SportsTeam", "WebSite"]));
    expect(typesByPath.get("/fr")).toEqual(expect.arrayContaining(["SportsTeam", "WebSite"]));
    expect(typesByPath.get("/lucas-delaunay")).toEqual(expect.arrayContaining(["Person", "BreadcrumbList"]));
    expect(typesByPath.get("/pitshop")).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
    const typesOf = (prefix: string) => [...typesByPath].filter(([path]) => path.startsWith(prefix)).map(([, types]) => types);
    for (const types of typesOf("/news/")) expect(types).toEqual(expect.arrayContaining(["NewsArticle", "BreadcrumbList"]));
    for (const types of typesOf("/fr/collection/")) expect(types).toEqual(expect.arrayContaining(["Car", "BreadcrumbList"]));
    for (const types of typesOf("/gallery/albums/")) expect(types).toEqual(expect.arrayContaining(["ImageGallery", "BreadcrumbList"]));
    // An event's page (at its id) describes the event; the lists link to it.
    const eventPages = [...typesByPath].filter(([path]) => /^(\/fr\/evenements|\/events)\/[0-9a-f-]{36}$/.test(path));
    expect(eventPages.length).toBeGreaterThan(1);
    for (const [path, types] of eventPages) expect(types, path).toEqual(["SportsEvent", "BreadcrumbList"]);
    for (const [path, types] of typesByPath) if (path !== "/" && path !== "/fr") expect(types, path).toContain("BreadcrumbList");

    // Every image a card names is there, and is an image.
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toMatch(/^image\//);
    }
  });

  test("a car for sale offers its price in euro; the brand card is 1200×630 where a page has no image", async ({ request }) => {
    const html = await (await request.get("/collection/marchal-mr9")).text();
    const car = (await checkStructuredData(html)).objects.find((object) => object["@type"] === "Car")!;
    expect(car).toMatchObject({ name: "Marchal MR9" });
    const services = headTags(await (await request.get("/fr/services")).text());
    expect(metaContent(services, "og:image")[0]).toMatch(/\/share\/brand-card\.png$/);
    expect(metaContent(services, "og:image:width")).toEqual(["1200"]);
    expect(metaContent(services, "og:image:height")).toEqual(["630"]);
  });

  test("one person's pages are kept out of the index", async ({ request }) => {
    for (const path of ["/pitshop/cart", "/fr/boutique/panier", "/newsletter/unsubscribe/not-a-token", "/fr/newsletter/confirmation/not-a-token"]) {
      const tags = headTags(await (await request.get(path)).text());
      expect(metaContent(tags, "robots"), path).toEqual(["noindex"]);
      expect(tags.some((tag) => tag.rel === "canonical"), path).toBe(false);
    }
  });

  test("a 404 announces no canonical address and no alternates", async ({ request }) => {
    const response = await request.get("/fr/pas-une-page/du-tout");
    expect(response.status()).toBe(404);
    const tags = headTags(await response.text());
    expect(tags.filter((tag) => tag.rel === "canonical" || tag.hreflang)).toEqual([]);
  });
});
