import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";

// The hero film plays as most visitors see it: motion is on here (the suite's default is off).
test.use({ reducedMotion: "no-preference" });

const SECTIONS = ["home", "intro", "news", "partners"];
const DOTS = [
  ["Welcome", "#home"],
  ["Introduction", "#intro"],
  ["News", "#news"],
  ["Partners", "#partners"],
] as const;
// The two newest published demo articles (4 and 12 days ago) and the newest sent newsletter (8 days ago).
const HOME_ARTICLES = ["The Marchal MR9 joins the collection", "Lucas Delaunay confirmed for the full historic season"];
const HOME_NEWSLETTER = "Summer newsletter";
const PARTNER_CATEGORIES = [
  "performance parts",
  "bearings and seals",
  "lubricants",
  "chemicals",
  "automotive media",
  "tires",
  "braking systems",
  "racing equipment",
];

const dotNav = (page: Page) => page.getByRole("navigation", { name: "Page sections" });
const hero = (page: Page) => page.locator("section#home");
const video = (page: Page) => page.locator("section#home video");
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Resolves once the page's intersection observers have been told where the
 * sections are now, and React has rendered what the dot navigation made of
 * it. An observer made now gets its first entries at the page's next
 * rendering update, in the same task as the dot navigation's observer (an
 * older one, called first); a message posted from its callback is handled
 * after the render that navigation's callback asked for, which React's
 * scheduler posts as a message of its own, earlier.
 */
async function sectionsObserved(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
        observer.observe(document.getElementById("intro")!);
      }),
  );
}

/** Holds every POST until `release()` is called: shows what the page does while the server has not answered yet. */
async function holdPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route("**/*", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    held++;
    await released;
    await route.fallback();
  });
  return { release: () => release(), held: () => held };
}

test.describe("home page", () => {
  test("has the four sections in order, one h1, and the news in the first HTML", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const title of HOME_ARTICLES) expect(html).toContain(title);
    expect(html).toContain(HOME_NEWSLETTER);

    await page.goto("/");
    await expect(page.locator("main#main > section")).toHaveCount(4);
    expect(await page.locator("main#main > section").evaluateAll((sections) => sections.map((section) => section.id))).toEqual(SECTIONS);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText("Écurie Vitesse Historique");
  });

  test("the side dot navigation links to every section and marks the one more than half in view", async ({ page }) => {
    await page.goto("/");
    const links = dotNav(page).getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [index, [label, href]] of DOTS.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(label);
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
    await expect(dotNav(page).locator('[aria-current="true"]')).toHaveAccessibleName("Welcome");

    // Scrolling (not clicking) moves the mark: it follows what is on screen.
    await page.evaluate(() => document.getElementById("news")!.scrollIntoView({ behavior: "instant" }));
    await expect(dotNav(page).locator('[aria-current="true"]')).toHaveAccessibleName("News");
    await page.evaluate(() => document.getElementById("partners")!.scrollIntoView({ behavior: "instant" }));
    await expect(dotNav(page).locator('[aria-current="true"]')).toHaveAccessibleName("Partners");
    await expect(dotNav(page).locator('[aria-current="true"]')).toHaveCount(1);
    // Less than half of the intro in view (a third of the window): the mark stays on the news.
    await page.evaluate(() => {
      const news = document.getElementById("news")!;
      news.scrollIntoView({ behavior: "instant" });
      window.scrollBy({ top: -window.innerHeight / 3, behavior: "instant" });
    });
    await sectionsObserved(page);
    await expect(dotNav(page).locator('[aria-current="true"]')).toHaveAccessibleName("News");

    await page.evaluate(() => document.getElementById("intro")!.scrollIntoView({ behavior: "instant" }));
    await expect(dotNav(page).locator('[aria-current="true"]')).toHaveAccessibleName("Introduction");
    // The current dot also looks current: filled in signal red.
    await expect(dotNav(page).locator('[aria-current="true"] span').first()).toHaveCSS("background-color", "rgb(204, 8, 0)");
    await expect(dotNav(page).getByRole("link", { name: "Welcome" }).locator("span").first()).not.toHaveCSS("background-color", "rgb(204, 8, 0)");
  });

  test("a dot is reachable by keyboard and scrolls to its section", async ({ page }) => {
    await page.goto("/");
    const newsDot = dotNav(page).getByRole("link", { name: "News" });
    await newsDot.focus();
    await expect(newsDot).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#news$/);
    await expect(page.locator("#news")).toBeInViewport({ ratio: 0.3 });
    await expect(dotNav(page).locator('[aria-current="true"]')).toHaveAccessibleName("News");
  });

  test("the hero plays the stored background video, muted and looping, over its poster", async ({ page, request }) => {
    await page.goto("/");
    const element = video(page);
    await expect(element).toHaveAttribute("src", "/media/demo/hero/home.webm");
    await expect(element).toHaveAttribute("poster", /^\/media\/demo\/hero\/home-\d+\.webp$/);
    for (const attribute of ["autoplay", "muted", "loop", "playsinline"]) await expect(element).toHaveAttribute(attribute, "");
    await page.waitForFunction(() => {
      const node = document.querySelector<HTMLVideoElement>("section#home video");
      return !!node && node.readyState >= 3 && node.currentTime > 0.5 && !node.paused;
    });
    expect(await element.evaluate((node: HTMLVideoElement) => node.muted)).toBe(true);

    // The server's HTML gives the film no source: it is fetched once the page has loaded, after what the visitor sees first.
    const served = (await (await request.get("/")).text()).match(/<video[^>]*>/)?.[0] ?? "";
    expect(served).toContain('preload="none"');
    expect(served).not.toMatch(/\s(src|poster)=/);

    const file = await request.get("/media/demo/hero/home.webm");
    expect(file.headers()["content-type"]).toBe("video/webm");
    expect([...(await file.body()).subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  test("with reduced motion the video does not play and the poster shows", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Play video" })).toBeAttached();
    // The film is given (and played) at the page's load event, or at once if the page had loaded when the
    // hero was hydrated: once the load event is over, and the hero runs (its controls), that has been decided.
    await page.waitForFunction(() => document.readyState === "complete");
    // Not given at all: without a film the video cannot start, now or later.
    expect(await video(page).evaluate((node: HTMLVideoElement) => ({ paused: node.paused, time: node.currentTime, src: node.getAttribute("src") }))).toEqual({
      paused: true,
      time: 0,
      src: null,
    });
    await expect(video(page)).toBeHidden();
    await expect(hero(page).locator("img").first()).toBeVisible();
  });

  test("the pause toggle follows the video: Play video until the film plays after the page's load, then Pause video", async ({ page }) => {
    // The page's load event waits for the hero's picture: held, the film is not asked for yet.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/media/demo/hero/home-*.webp", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("button", { name: "Play video" })).toBeAttached();
    expect(await video(page).evaluate((node: HTMLVideoElement) => ({ paused: node.paused, src: node.getAttribute("src") }))).toEqual({ paused: true, src: null });

    release();
    await expect(page.getByRole("button", { name: "Pause video" })).toBeAttached();
    expect(await video(page).evaluate((node: HTMLVideoElement) => node.paused)).toBe(false);
  });

  test("the mute and fullscreen toggles appear on keyboard focus and on hover, and change their labels", async ({ page }) => {
    await page.goto("/");
    const controls = page.locator("[data-hero-controls]");
    const unmute = page.getByRole("button", { name: "Unmute video" });
    await expect(unmute).toBeAttached();
    await expect(controls).toHaveCSS("opacity", "0");

    await unmute.focus();
    await expect(controls).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Mute video" })).toBeFocused();
    expect(await video(page).evaluate((node: HTMLVideoElement) => node.muted)).toBe(false);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Unmute video" })).toBeFocused();
    expect(await video(page).evaluate((node: HTMLVideoElement) => node.muted)).toBe(true);

    await page.getByRole("button", { name: "Unmute video" }).blur();
    await page.mouse.move(5, 5);
    await expect(controls).toHaveCSS("opacity", "0");
    await hero(page).hover({ position: { x: 200, y: 200 } });
    await expect(controls).toHaveCSS("opacity", "1");

    await page.getByRole("button", { name: "Enter fullscreen" }).click();
    await expect(page.getByRole("button", { name: "Exit fullscreen" })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement?.id)).toBe("home");
    await page.getByRole("button", { name: "Exit fullscreen" }).click();
    await expect(page.getByRole("button", { name: "Enter fullscreen" })).toBeVisible();
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

    await page.getByRole("button", { name: "Pause video" }).click();
    expect(await video(page).evaluate((node: HTMLVideoElement) => node.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play video" })).toBeVisible();
  });

  test("the toggles are always visible on a touch screen", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Unmute video" })).toBeVisible();
    await expect(page.locator("[data-hero-controls]")).toHaveCSS("opacity", "1");
    await context.close();
  });

  test("the down arrow leads to the intro", async ({ page }) => {
    await page.goto("/");
    const arrow = page.getByRole("link", { name: "Scroll to the introduction" });
    await expect(arrow).toHaveAttribute("href", "#intro");
    await arrow.click();
    await expect(page).toHaveURL(/#intro$/);
    await expect(page.locator("#intro")).toBeInViewport({ ratio: 0.3 });
  });

  test("the intro has three shortcut tiles: Latest News, Car Collection, Meet Us", async ({ page }) => {
    await page.goto("/");
    const tiles = page.locator("#intro").getByRole("listitem").getByRole("link");
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toHaveAccessibleName(/^Latest News/);
    await expect(tiles.nth(0)).toHaveAttribute("href", "#news");
    await expect(tiles.nth(1)).toHaveAccessibleName(/^Car Collection/);
    await expect(tiles.nth(1)).toHaveAttribute("href", "/collection");
    await expect(tiles.nth(2)).toHaveAccessibleName(/^Meet Us/);
    await expect(tiles.nth(2)).toHaveAttribute("href", "/events");

    await tiles.nth(0).click();
    await expect(page).toHaveURL(/#news$/);
    await expect(page.locator("#news")).toBeInViewport({ ratio: 0.2 });

    await page.goto("/");
    await tiles.nth(2).click();
    await expect(page).toHaveURL(/\/events$/);
    await page.goto("/");
    await tiles.nth(1).click();
    await expect(page).toHaveURL(/\/collection$/);
  });

  test("the news section shows the two newest articles and the newest sent newsletter; whole cards lead to the news tabs", async ({ page }) => {
    await page.goto("/");
    const articles = page.getByTestId("home-article");
    await expect(articles).toHaveCount(2);
    await expect(articles.getByRole("heading", { level: 3 })).toHaveText(HOME_ARTICLES);
    for (const link of await articles.getByRole("link").all()) await expect(link).toHaveAttribute("href", "/news?category=news");
    await expect(articles.first()).toContainText(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/);
    await expect(articles.first()).toContainText("news");

    const newsletter = page.getByTestId("home-newsletter");
    await expect(newsletter).toHaveCount(1);
    await expect(newsletter.getByRole("heading", { level: 3 })).toHaveText(HOME_NEWSLETTER);
    await expect(newsletter.getByRole("link")).toHaveAttribute("href", "/news?category=newsletter");
    // The preview is text: the edition's HTML never reaches the home page as markup.
    await expect(newsletter.locator("h2, ul, script")).toHaveCount(0);

    // A click anywhere on a card, not only on its title, follows it.
    await articles.nth(1).click({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL(/\/news\?category=news$/);
    await page.goto("/");
    await page.getByTestId("home-newsletter").click({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL(/\/news\?category=newsletter$/);
  });

  test("a failed article read shows the home news error; the newsletter still shows", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "test-fail", value: "home-news", url: baseURL! }]);
    await page.goto("/");
    const articles = page.locator('[data-section="home-news"]');
    await expect(articles.getByRole("alert")).toHaveText("Error loading news articles. Please try again later.");
    await expect(page.getByTestId("home-article")).toHaveCount(0);
    await expect(page.getByTestId("home-newsletter")).toHaveCount(1);
  });

  test("a failed newsletter read shows the home news error in its place", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "test-fail", value: "home-newsletter", url: baseURL! }]);
    await page.goto("/");
    await expect(page.locator('[data-section="home-newsletter"]').getByRole("alert")).toHaveText("Error loading news articles. Please try again later.");
    await expect(page.getByTestId("home-article")).toHaveCount(2);
  });

  test("empty reads show the two empty messages", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "test-empty", value: "home-news,home-newsletter", url: baseURL! }]);
    await page.goto("/");
    await expect(page.locator('[data-section="home-news"]')).toContainText("No news articles available yet.");
    await expect(page.locator('[data-section="home-newsletter"]')).toContainText("No newsletters available yet.");
    await expect(page.getByTestId("home-article")).toHaveCount(0);
    await expect(page.getByTestId("home-newsletter")).toHaveCount(0);
  });

  test("subscribing: Subscribing... while the server works, then the success toast and an empty field; again: the red duplicate toast", async ({ page }) => {
    const email = uniqueEmail("home");
    await page.goto("/");
    const field = page.locator("#news").getByLabel("Email address");
    await field.fill(email);
    const hold = await holdPosts(page);
    await page.locator("#news").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("#news").getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(page.getByText("Successfully subscribed to newsletter!")).toHaveCount(0);
    hold.release();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText("Successfully subscribed to newsletter!");
    await expect(field).toHaveValue("");
    await expect(page.locator("#news").getByRole("button", { name: "Subscribe" })).toBeEnabled();

    await field.fill(email);
    await page.locator("#news").getByRole("button", { name: "Subscribe" }).click();
    const duplicate = page.locator("[data-sonner-toast][data-type=error]");
    await expect(duplicate).toContainText("You are already subscribed to our newsletter");
    await expect(field).toHaveValue(email);
  });

  test("the partners section lists eight partners with their categories and links to partnership inquiries", async ({ page }) => {
    await page.goto("/");
    const partners = page.locator("#partners").getByTestId("partner");
    await expect(partners).toHaveCount(8);
    await expect(page.locator("#partners").getByTestId("partner-category")).toHaveText(PARTNER_CATEGORIES);
    const inquiries = page.locator("#partners").getByRole("link", { name: "Partnership Inquiries" });
    await expect(inquiries).toHaveAttribute("href", "/contact?subject=partnership#contact-form");
    await inquiries.click();
    await expect(page).toHaveURL(/\/contact\?subject=partnership#contact-form$/);
    await expect(page.locator("form#contact-form")).toBeInViewport();
    await expect(page.getByLabel("Subject")).toHaveValue("partnership");
  });

  test("has no serious accessibility violations and holds at 390 px", async ({ page }) => {
    await page.goto("/");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.locator("h1")).toBeVisible();
    await expect(dotNav(page)).toBeVisible();
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads, navigates by anchors and subscribes with a plain form post", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("home-article")).toHaveCount(2);
    await expect(page.getByTestId("home-newsletter")).toHaveCount(1);
    await dotNav(page).getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL(/#partners$/);

    const email = uniqueEmail("nojs");
    await page.goto("/");
    await page.locator("#news").getByLabel("Email address").fill(email);
    await page.locator("#news").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Successfully subscribed to newsletter!" })).toBeVisible();
    await expect(page.locator("#news").getByLabel("Email address")).toHaveValue("");
  });
});
