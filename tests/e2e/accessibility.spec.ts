import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "./support/test.ts";

/** Every public screen, including the detail pages reached from the lists. */
const PUBLIC_PAGES = [
  "/",
  "/lucas-delaunay",
  "/f1madness",
  "/services",
  "/news",
  "/news?category=newsletter",
  "/events",
  "/events/past",
  "/collection",
  "/collection?category=team",
  "/gallery",
  "/gallery?category=videos",
  "/experiences",
  "/pitshop",
  "/pitshop/cart",
  "/contact",
  "/privacy",
  "/terms",
  "/legal-notice",
  "/cookies",
  "/no-such-page",
];

/** Detail pages, found from their lists so the test follows the demo content. */
async function detailPages(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const [list, pattern] of [
    ["/news", /^\/news\/[^/?#.]+$/],
    ["/news?category=newsletter", /^\/newsletters\/[^/?#.]+$/],
    ["/collection", /^\/collection\/[^/?#]+$/],
    ["/gallery", /^\/gallery\/albums\/[^/?#]+$/],
    ["/events", /^\/events\/[0-9a-f-]{36}$/],
  ] as const) {
    await page.goto(list);
    const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const match = hrefs.find((href) => pattern.test(href));
    expect(match, `a detail link on ${list}`).toBeTruthy();
    found.push(match!);
  }
  return found;
}

test.describe("accessibility and layout of every public page", () => {
  test.describe.configure({ timeout: 180_000 });

  test("axe finds no serious or critical violation; one h1; every image has alt", async ({ page }) => {
    const pages = [...PUBLIC_PAGES, ...(await detailPages(page))];
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator("h1"), path).toHaveCount(1);
      const withoutAlt = await page.locator("img:not([alt])").count();
      if (withoutAlt > 0) problems.push(`${path}: ${withoutAlt} image(s) without alt`);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const violation of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
        problems.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const width of [390, 768, 1440]) {
    test(`layouts hold at ${width} px: nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const pages = [...PUBLIC_PAGES, ...(await detailPages(page))];
      const overflowing: string[] = [];
      for (const path of pages) {
        await page.goto(path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width + 1) overflowing.push(`${path}: ${scrollWidth}px`);
      }
      expect(overflowing).toEqual([]);
    });
  }
});
