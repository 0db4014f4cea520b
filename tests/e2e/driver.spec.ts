import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";

const ANCHORS = [
  ["Career summary", "career-summary"],
  ["His cars", "cars"],
  ["Complete history", "complete-history"],
] as const;
// The team's demo cars, featured first, then newest first.
const TEAM_CARS = [
  ["Vitesse VH-78", "vitesse-vh-78"],
  ["Vitesse VH-82 Turbo", "vitesse-vh-82-turbo"],
  ["Vitesse VH-71", "vitesse-vh-71"],
  ["Arceau A5", "arceau-a5"],
] as const;
/** The present season in the team's time zone, as the page computes it. */
const PRESENT_YEAR = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric" }).format(new Date()));

const carCards = (page: Page) => page.locator("section#cars article");

test.describe("driver career page", () => {
  test("has one h1 with the driver's name, the hero, and the three anchor sections in order", async ({ page }) => {
    const response = await page.goto("/lucas-delaunay");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText("Lucas Delaunay");
    await expect(page.getByRole("img", { name: "Lucas Delaunay's helmet in the team's tricolore colours" })).toBeVisible();
    const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual(ANCHORS.map(([, id]) => id));

    const nav = page.getByRole("navigation", { name: "On this page" });
    for (const [label, id] of ANCHORS) await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", `#${id}`);
  });

  test("the anchors scroll to their sections", async ({ page }) => {
    await page.goto("/lucas-delaunay");
    const nav = page.getByRole("navigation", { name: "On this page" });
    for (const [label, id] of ANCHORS) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    }
  });

  test("the career summary shows achievements, the journey and the stats cards", async ({ page }) => {
    await page.goto("/lucas-delaunay");
    const summary = page.locator("#career-summary");
    await expect(summary.getByRole("heading", { name: "Achievements" })).toBeVisible();
    await expect(summary.getByText("Two-time Historic Formula One Champion")).toBeVisible();
    await expect(summary.getByRole("heading", { name: "The journey" })).toBeVisible();
    await expect(summary.getByText(/He started karting there in 1997/)).toBeVisible();
    const stats = summary.locator("dl > div");
    await expect(stats).toHaveCount(5);
    await expect(stats.first()).toContainText(String(PRESENT_YEAR - 1997 + 1));
    await expect(stats.first()).toContainText("Seasons of racing");
  });

  test("the personal collection shows the team's cars from the database, linking to their pages", async ({ page, request }) => {
    const html = await (await request.get("/lucas-delaunay")).text();
    for (const [name] of TEAM_CARS) expect(html).toContain(name);

    await page.goto("/lucas-delaunay");
    await expect(carCards(page).getByRole("heading")).toHaveText(TEAM_CARS.map(([name]) => name));
    for (const [index, [, slug]] of TEAM_CARS.entries()) {
      await expect(carCards(page).nth(index).getByRole("link")).toHaveAttribute("href", `/collection/${slug}`);
    }
    await expect(carCards(page).first()).toContainText("Featured");
    await expect(carCards(page).first()).toContainText("on track");
    for (const image of await carCards(page).locator("img").all()) await expect(image).toHaveAttribute("alt", /\S/);
  });

  test("a failed car read shows the cars error; an empty one the empty message", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "test-fail", value: "driver-cars", url: baseURL! }]);
    await page.goto("/lucas-delaunay");
    await expect(page.locator("#cars").getByRole("alert")).toHaveText("Error loading cars. Please try again later.");
    await expect(carCards(page)).toHaveCount(0);
    // The rest of the page is still there.
    await expect(page.getByTestId("timeline-entry").first()).toBeVisible();

    await context.clearCookies();
    await context.addCookies([{ name: "test-empty", value: "driver-cars", url: baseURL! }]);
    await page.goto("/lucas-delaunay");
    await expect(page.locator("#cars")).toContainText("No cars available in this category yet.");
  });

  test("the timeline runs from 1997 to the present year, in order", async ({ page }) => {
    await page.goto("/lucas-delaunay");
    const periods = await page.getByTestId("timeline-period").allTextContents();
    expect(periods[0]).toBe("1997");
    expect(periods.at(-1)).toBe(`${PRESENT_YEAR} – present`);
    const years = periods.map((period) => Number(period.slice(0, 4)));
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(years.every((year) => year >= 1997 && year <= PRESENT_YEAR)).toBe(true);
    await expect(page.locator("#complete-history")).toContainText(`From 1997 to ${PRESENT_YEAR}`);
  });

  test("another single-segment path is a 404", async ({ page }) => {
    const response = await page.goto("/lucas-delaunay-2");
    expect(response?.status()).toBe(404);
  });

  test("has no serious accessibility violations and holds at 390 px", async ({ page }) => {
    await page.goto("/lucas-delaunay");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/lucas-delaunay");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Five figures two a row: the fifth fills its row, no empty box beside it; from 768 px, one row.
    expect(await statsRows(page)).toEqual([2, 2, 1].map((cells) => ({ cells, filled: true })));
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await statsRows(page)).toEqual([{ cells: 5, filled: true }]);
  });
});

/** The driver's figures row by row: how many cells, and whether they reach across the whole list. */
async function statsRows(page: Page) {
  return page.getByTestId("driver-stats").evaluate((list) => {
    const width = list.clientWidth;
    const rows = new Map<number, { cells: number; used: number }>();
    for (const cell of Array.from(list.children)) {
      const box = cell.getBoundingClientRect();
      const row = rows.get(Math.round(box.top)) ?? { cells: 0, used: 0 };
      rows.set(Math.round(box.top), { cells: row.cells + 1, used: row.used + box.width });
    }
    // A one-pixel gap between cells, a pixel of rounding.
    return [...rows.values()].map((row) => ({ cells: row.cells, filled: row.used + (row.cells - 1) >= width - 1 }));
  });
}

test.describe("driver career page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads fully and its anchors work", async ({ page }) => {
    await page.goto("/lucas-delaunay");
    await expect(carCards(page)).toHaveCount(TEAM_CARS.length);
    await expect(page.getByTestId("timeline-period").last()).toHaveText(`${PRESENT_YEAR} – present`);
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Complete history" }).click();
    await expect(page).toHaveURL(/#complete-history$/);
  });
});
