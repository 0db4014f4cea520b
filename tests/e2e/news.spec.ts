import { afterHydrationEffects, expect, test, type BrowserContext, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";

// Published demo articles, newest first by publication date (4, 12, 20, 36, 60 and 95 days ago).
const ARTICLES = [
  "The Marchal MR9 joins the collection",
  "Lucas Delaunay confirmed for the full historic season",
  "Restoration diary: the VH-82 back to its bare tub",
  "Double podium at the Magny-Cours Historic Grand Prix",
  "Track days open for booking",
  "A rain master-class at Spa-Francorchamps",
];
const DRAFT_ARTICLE = "A new technical partner for the workshop";
// The restoration diary has no excerpt: its card shows the first 120 characters of the content, then "…".
const FALLBACK_EXCERPT = "Every restoration starts with the same question: what is original, and what has been changed over forty years of racing?…";
const US_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

async function setTestCookie(context: BrowserContext, baseURL: string | undefined, name: string, value: string) {
  await context.addCookies([{ name, value, url: baseURL! }]);
}

const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "News categories" }).getByRole("link", { name, exact: true });
const articleCards = (page: Page) => page.getByTestId("article-card");
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const editionCards = (page: Page) => page.getByTestId("edition-card");

test.describe("/news, News tab", () => {
  test("is the default tab and lists published articles, newest first, in the first HTML", async ({ page, request }) => {
    const html = await (await request.get("/news")).text();
    for (const title of ARTICLES) expect(html).toContain(title.replace(/'/g, "&#x27;"));

    await page.goto("/news");
    await expect(page.locator("h1")).toHaveText("News");
    await expect(tab(page, "News")).toHaveAttribute("aria-current", "page");
    await expect(tab(page, "Newsletter")).not.toHaveAttribute("aria-current", "page");
    await expect(articleCards(page).getByRole("heading", { level: 2 })).toHaveText(ARTICLES);
  });

  test("an unknown category falls back to the News tab; category=news selects it too", async ({ page }) => {
    for (const url of ["/news?category=gossip", "/news?category=news"]) {
      await page.goto(url);
      await expect(tab(page, "News")).toHaveAttribute("aria-current", "page");
      await expect(articleCards(page)).toHaveCount(ARTICLES.length);
    }
  });

  test("hides the unpublished article", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByText(DRAFT_ARTICLE)).toHaveCount(0);
    const response = await page.goto("/news/new-technical-partner-announcement");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("a card shows its category with spaces, a US English date, an image, its excerpt, and links to the article", async ({ page }) => {
    await page.goto("/news");
    const card = articleCards(page).filter({ hasText: "Double podium at the Magny-Cours" });
    await expect(card.getByText("race report", { exact: true })).toBeVisible();
    await expect(card.locator("time")).toHaveText(US_DATE);
    // The picture's own words (issue 15), not the title again.
    await expect(card.locator("img")).toHaveAttribute("alt", "A historic Formula 1 car at speed past a chequered flag and its finishing position");
    await expect(card.locator("img")).toHaveAttribute("srcset", /480w/);
    await expect(card.getByTestId("article-excerpt")).toHaveText(
      "A second and a third place on home soil for the VH-78, after a weekend of changing weather and close racing.",
    );
    await expect(card.getByRole("link")).toHaveAttribute("href", "/news/double-podium-at-magny-cours");
  });

  test("an article without an excerpt shows the first 120 characters of its content", async ({ page }) => {
    await page.goto("/news");
    const card = articleCards(page).filter({ hasText: "Restoration diary: the VH-82" });
    await expect(card.getByText("restoration diary", { exact: true })).toBeVisible();
    await expect(card.getByTestId("article-excerpt")).toHaveText(FALLBACK_EXCERPT);
  });

  test("the article page renders the markdown content, its image, date and category, with a way back", async ({ page }) => {
    await page.goto("/news");
    await page.getByRole("link", { name: "Restoration diary: the VH-82 back to its bare tub" }).click();
    await expect(page).toHaveURL(/\/news\/restoration-diary-vh-82-bare-tub$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Restoration diary: the VH-82 back to its bare tub");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page).toHaveTitle(/Restoration diary: the VH-82 back to its bare tub \| Écurie Vitesse Historique/);
    const article = page.locator("article");
    await expect(article.getByText("restoration diary", { exact: true })).toBeVisible();
    await expect(article.locator("time").first()).toHaveText(/^Published (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    await expect(article.getByRole("img", { name: "Blueprint of a historic Formula 1 car, its wheelbase measured out", exact: true })).toBeVisible();
    await expect(article.getByTestId("rich-text").locator("p")).toHaveCount(4);
    const paragraphs = article.locator("p").filter({ hasText: /tub itself is in remarkably good condition|Every restoration starts|engine has gone|Next month/ });
    await expect(paragraphs).toHaveCount(4);
    await expect(article.locator("script")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to News" }).first().click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test("an unknown article is a 404", async ({ page }) => {
    const response = await page.goto("/news/no-such-article");
    expect(response?.status()).toBe(404);
  });
});

test.describe("/news, Newsletter tab", () => {
  test("lists only sent editions, newest sent first, each linking to its page", async ({ page }) => {
    await page.goto("/news?category=newsletter");
    await expect(tab(page, "Newsletter")).toHaveAttribute("aria-current", "page");
    await expect(editionCards(page).getByRole("heading", { level: 2 })).toHaveText([
      "Double podium at home and a new car in the collection",
      "The season starts: calendar, cars and track days",
    ]);
    await expect(editionCards(page).first()).toContainText("Summer newsletter");
    await expect(editionCards(page).first().locator("time")).toHaveText(/^Sent (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
    // The autumn edition has not been sent.
    await expect(page.getByText("Autumn newsletter")).toHaveCount(0);
    await expect(page.getByText("Winter workshop programme")).toHaveCount(0);
    await expect(articleCards(page)).toHaveCount(0);
  });

  test("the edition page shows its subject, sent date and sanitized content, and leads back to the Newsletter tab", async ({ page }) => {
    await page.goto("/news?category=newsletter");
    await page.getByRole("link", { name: "Double podium at home and a new car in the collection" }).click();
    await expect(page).toHaveURL(/\/newsletters\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Double podium at home and a new car in the collection");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByText(/^Sent \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    const content = page.locator("article");
    await expect(content.getByRole("heading", { level: 2, name: "A summer on the podium" })).toBeVisible();
    await expect(content.getByRole("listitem")).toHaveCount(3);
    await expect(content.getByRole("link", { name: "news section" })).toHaveAttribute("rel", "noopener");
    // Nothing executable or restyling survives in the edition's HTML.
    const html = page.getByTestId("rich-text");
    await expect(html.locator("script, iframe, style, svg, object, embed, form, [style], [onerror], [onclick], [onload], a[href^='javascript']")).toHaveCount(0);
    await expect(html.locator("*")).not.toHaveCount(0);
    await page.getByRole("link", { name: "Back to Newsletters" }).first().click();
    await expect(page).toHaveURL(/\/news\?category=newsletter$/);
    await expect(tab(page, "Newsletter")).toHaveAttribute("aria-current", "page");
  });

  test("an unknown or malformed edition id is a 404", async ({ page }) => {
    expect((await page.goto("/newsletters/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    expect((await page.goto("/newsletters/not-an-id"))?.status()).toBe(404);
  });
});

test.describe("/news states", () => {
  test("a failed article read shows the error message", async ({ page, context, baseURL }) => {
    await setTestCookie(context, baseURL, "test-fail", "news");
    await page.goto("/news");
    await expect(page.getByRole("alert")).toHaveText("Error loading articles. Please try again later.");
    await expect(articleCards(page)).toHaveCount(0);
  });

  test("a failed newsletter read shows the same error message", async ({ page, context, baseURL }) => {
    await setTestCookie(context, baseURL, "test-fail", "newsletters");
    await page.goto("/news?category=newsletter");
    await expect(page.getByRole("alert")).toHaveText("Error loading articles. Please try again later.");
  });

  test("no articles, or no sent editions, show the empty message", async ({ page, context, baseURL }) => {
    await setTestCookie(context, baseURL, "test-empty", "news,newsletters");
    await page.goto("/news");
    await expect(page.getByText("No articles available in this category yet.")).toBeVisible();
    await page.goto("/news?category=newsletter");
    await expect(page.getByText("No articles available in this category yet.")).toBeVisible();
    await expect(editionCards(page)).toHaveCount(0);
  });

  test("switching tabs shows the loading spinner until the data arrives", async ({ page, context, baseURL }) => {
    await page.goto("/news");
    await expect(articleCards(page).first()).toBeVisible();
    await setTestCookie(context, baseURL, "test-delay", "newsletters:2000");
    await tab(page, "Newsletter").click();
    await expect(page.getByRole("status")).toHaveText("Loading…");
    await expect(editionCards(page)).toHaveCount(2);
    await expect(page.getByRole("status")).toHaveCount(0);
  });
});

test.describe("/news subscribe block", () => {
  test("offers the subscription form where the reader is, and links to the home page's news section", async ({ page }) => {
    await afterHydrationEffects(page, () => page.goto("/news"));
    const block = page.getByRole("region", { name: "Subscribe to our newsletter" });
    await expect(block.getByRole("heading", { name: "Subscribe to our newsletter" })).toBeVisible();
    const email = uniqueEmail("news");
    await block.getByLabel("Email address").fill(email);
    await block.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText("Successfully subscribed to newsletter!");
    await expect(block.getByLabel("Email address")).toHaveValue("");

    const link = block.getByRole("link", { name: "Latest news and newsletter on the home page" });
    await expect(link).toHaveAttribute("href", "/#news");
    await link.click();
    await expect(page).toHaveURL(/\/#news$/);
  });

  test("an article offers it too, in French on a French article", async ({ page }) => {
    await afterHydrationEffects(page, () => page.goto("/fr/actualites"));
    await page.getByTestId("article-card").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/fr\/actualites\/[^/?#]+$/);
    // The list page has the same block: typing before the article replaces it would type into the list's.
    await expect(page.getByRole("article").getByRole("heading", { level: 1 })).toBeVisible();
    const block = page.getByRole("region", { name: "Abonnez-vous à notre newsletter" });
    await block.getByLabel("Adresse e-mail").fill(uniqueEmail("article-fr"));
    await block.getByRole("button", { name: "S’abonner" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toBeVisible();
    await expect(block.getByRole("link", { name: "Dernières actualités et newsletter sur la page d’accueil" })).toHaveAttribute("href", "/fr#news");
  });
});

test.describe("/news without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs, articles and editions are reachable by plain links", async ({ page }) => {
    await page.goto("/news");
    await expect(articleCards(page)).toHaveCount(ARTICLES.length);
    await tab(page, "Newsletter").click();
    await expect(page).toHaveURL(/category=newsletter/);
    await expect(editionCards(page)).toHaveCount(2);
    await page.getByRole("link", { name: "The season starts: calendar, cars and track days" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The season starts: calendar, cars and track days");
    await page.goto("/news");
    await page.getByRole("link", { name: "Track days open for booking" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track days open for booking");
  });
});

test.describe("/news accessibility and layout", () => {
  for (const path of ["/news", "/news?category=newsletter", "/news/double-podium-at-magny-cours"]) {
    test(`${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the edition page has no serious accessibility violation", async ({ page }) => {
    await page.goto("/news?category=newsletter");
    await page.getByRole("link", { name: "The season starts: calendar, cars and track days" }).click();
    await expect(page.locator("h1")).toHaveText("The season starts: calendar, cars and track days");
    await expectNoSeriousA11yViolations(page);
  });

  for (const width of [390, 768, 1440]) {
    test(`the news pages hold at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/news", "/news?category=newsletter", "/news/restoration-diary-vh-82-bare-tub"]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
    });
  }
});
