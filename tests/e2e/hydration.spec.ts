import { afterHydrationEffects, expect, test, waitForHydration, type Page } from "./support/test.ts";
import { PUBLIC_PAGES, pathIn } from "../../app/lib/public-paths.ts";
import { DEMO_DRIVER_NAME, DEMO_DRIVER_SLUG } from "../../app/db/seed/demo-content.ts";
import { firstLinkUnder, FRENCH_MENU, publicEn } from "./support/french.ts";

/**
 * Every public page, in both languages, is whole in the server's HTML and
 * hydrates as it is: a page whose text differs between the server and the
 * browser (a thin space Node's ICU writes and Chromium does not) makes React
 * throw the server's HTML away and render the page again (error 418), and a
 * Suspense boundary React outlines past ~12 kB of document shows its content
 * only once a script runs. Each `goto` resolves once React owns the page
 * (support/test.ts), hydrated or rendered again after a mismatch.
 */
const STATIC_PAGES = PUBLIC_PAGES.filter((page) => !/[:*]/.test(page.en)).map((page) => page.en);
/** One page of each kind with an address of its own, found from its listing (ids differ on each seeded database). */
const DETAIL_PAGES: [listing: string, prefix: string][] = [
  ["/news", "/news/"],
  ["/events", "/events/"],
  ["/collection", "/collection/"],
  ["/gallery", "/gallery/albums/"],
];

/** Catalogue keys shown as they are: a message the page's words (sent by its layout) lack. */
const KEYS = Object.keys(publicEn);
async function rawKeysOn(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  return KEYS.filter((key) => text.includes(key)).map((key) => `${page.url()}: ${key}`);
}

test.describe("public pages hydrate as served", () => {
  test("every public page in both languages: whole HTML, no hydration or console error", async ({ page, request }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    const details = await Promise.all(DETAIL_PAGES.map(([listing, prefix]) => firstLinkUnder(request, listing, prefix)));
    const english = [...STATIC_PAGES.map((path) => `/${path}`), `/${DEMO_DRIVER_SLUG}`, ...details];
    const paths = [...english, ...english.map((path) => pathIn(path, "fr"))];
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      // No outlined boundary: its placeholder comment and the template React fills later.
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).not.toMatch(/<template id="B:/);
      // Its scripts wait for its largest paint (platform/script-priority.server.ts): none is preloaded by the HTML.
      expect(html, path).not.toContain('<link rel="modulepreload"');
      // Hydrated, its recoverable errors reported at the commit, and every effect run (route discovery answered):
      // what the page does once hydrated (a chunk it loads, a render its effects ask for) would report its error by then.
      await afterHydrationEffects(page, () => page.goto(path));
      errors.push(...(await rawKeysOn(page)));
    }
    expect(errors).toEqual([]);
  });

  test("the home page's scripts begin to load once its largest image is in, and then hydrate it", async ({ page }) => {
    await page.goto("/");
    const timings = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => ({ name: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
    );
    const hero = timings.find((entry) => /\/media\/demo\/hero\/home-\d+\.webp$/.test(entry.name));
    const scripts = timings.filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
    expect(hero).toBeDefined();
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(hero!.end);
  });

  test("what a visitor types before the scripts run is still there once they have, and the form sends it", async ({ browser, baseURL }) => {
    // A context of its own: its `goto` resolves at the load event, before hydration (support/test.ts).
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**/*.js", async (route) => {
      await released;
      await route.fallback();
    });
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Early Visitor");
    await page.getByLabel("Email", { exact: true }).fill(`early-${Date.now()}@example.com`);
    await page.getByLabel("Subject", { exact: true }).selectOption("media");
    await page.getByLabel("Message", { exact: true }).fill("Typed while the scripts were on their way.");
    expect(await page.evaluate(() => Object.keys(document.querySelector("main")!).some((key) => key.startsWith("__react")))).toBe(false);
    release();
    await waitForHydration(page);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Early Visitor");
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("media");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Typed while the scripts were on their way.");
    // Sent by the hydrated form: its own states, not a page load.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: "Thank you! Your message has been sent. We will get back to you soon." })).toBeVisible();
    await context.close();
  });

  test("going from page to page in the browser brings each page's words, in both languages", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    const menus = [
      { home: "/", entries: [[DEMO_DRIVER_NAME, `/${DEMO_DRIVER_SLUG}`], ["F1 Madness", "/f1madness"], ["News", "/news"], ["Events", "/events"], ["Collection", "/collection"], ["Gallery", "/gallery"], ["Experiences", "/experiences"], ["Pitshop", "/pitshop"], ["Contact", "/contact"], ["Home", "/"]] },
      { home: "/fr", entries: [...FRENCH_MENU.slice(1), FRENCH_MENU[0]!] },
    ];
    for (const { home, entries } of menus) {
      await page.goto(home);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      for (const [label, path] of entries as [string, string][]) {
        await page.getByRole("navigation").first().getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
        await expect(page.locator("h1")).toHaveCount(1);
        errors.push(...(await rawKeysOn(page)));
      }
      // Still the first document: every page above came through the router, not a full load.
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
