import { expect, test } from "./support/test.ts";
import { ENGLISH_MONTHS, FRENCH_MONTHS, euro, longDate, publicFr, waitForCartCount } from "./support/french.ts";
import { demoCars, demoProducts } from "../../app/db/seed/demo-content.ts";
import { demoProductsFr } from "../../app/db/seed/demo-content.fr.ts";

/**
 * French formats on the French site (issue 13): dates like « 20 novembre
 * 2026 » and prices like « 15 000 € » (Intl's own characters: U+202F between
 * thousands, U+00A0 before €), while the English pages keep « November 20,
 * 2026 » and « €15,000 ». Expected values are computed from each element's
 * machine-readable date or from the demo content, never typed by hand.
 */

/**
 * The days of an event card starting on `day`, in a language's own order: one
 * day ("July 10, 2026", "10 juillet 2026") or a meeting ("July 10 – 12, 2026",
 * "10–12 juillet 2026", across months too): the first day's number and month
 * name in that language, and a year.
 */
function dayRangePattern(day: string, tag: string): RegExp {
  const date = new Date(`${day}T12:00:00Z`);
  const month = new Intl.DateTimeFormat(tag, { month: "long", timeZone: "UTC" }).format(date);
  const dayNumber = String(date.getUTCDate());
  return tag === "fr-FR" ? new RegExp(`^${dayNumber}(er)?\\b.*${month}.* \\d{4}$`) : new RegExp(`^${month} ${dayNumber}\\b.*\\d{4}$`);
}

test.describe("French formats", () => {
  test("Intl writes French prices with narrow no-break spaces, as the pages must", () => {
    expect(euro(15000, "fr-FR")).toBe("15\u202f000\u00a0€");
    expect(euro(24.9, "fr-FR")).toBe("24,90\u00a0€");
    expect(euro(15000, "en-US")).toBe("€15,000");
  });

  test("news cards are dated in French on /fr/actualites, in US English on /news", async ({ page }) => {
    await page.goto("/fr/actualites");
    const times = page.getByTestId("article-card").locator("time");
    await expect(times.first()).toBeVisible();
    for (const time of await times.all()) {
      const iso = (await time.getAttribute("datetime"))!;
      await expect(time).toHaveText(longDate(iso, "fr-FR"));
      await expect(time).toHaveText(new RegExp(`^\\d{1,2} (${FRENCH_MONTHS}) \\d{4}$`));
    }
    await page.goto("/news");
    const first = page.getByTestId("article-card").locator("time").first();
    await expect(first).toHaveText(longDate((await first.getAttribute("datetime"))!, "en-US"));
    await expect(first).toHaveText(new RegExp(`^(${ENGLISH_MONTHS}) \\d{1,2}, \\d{4}$`));
  });

  test("the article page and the newsletter tab date in French", async ({ page }) => {
    await page.goto("/fr/actualites/double-podium-a-magny-cours");
    const published = page.locator("article time").first();
    const iso = (await published.getAttribute("datetime"))!;
    await expect(published).toHaveText(publicFr["news.publishedOn"].replace("{date}", longDate(iso, "fr-FR")));
    await page.goto("/fr/actualites?category=newsletter");
    const sent = page.getByTestId("edition-card").first().locator("time");
    await expect(sent).toHaveText(publicFr["newsletter.sentOn"].replace("{date}", longDate((await sent.getAttribute("datetime"))!, "fr-FR")));
  });

  test("events show French month and day on /fr/evenements, US English on /events", async ({ page }) => {
    await page.goto("/fr/evenements");
    const cards = page.getByTestId("event-card");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const month = card.getByTestId("event-month");
      const day = (await month.getAttribute("datetime"))!;
      await expect(month).toHaveText(longDate(day, "fr-FR", { year: "numeric", month: "long" }));
      // Its days, "10 juillet 2026" or a meeting's "10–12 juillet 2026": French day, month and year.
      await expect(card.getByTestId("event-days")).toHaveText(dayRangePattern(day, "fr-FR"));
    }
    await expect(cards.first()).toContainText(publicFr["events.nextUp"]);
    const sidebar = page.getByRole("complementary", { name: publicFr["events.sidebarTitle"] });
    await expect(sidebar.getByRole("listitem")).toHaveCount(3);

    await page.goto("/events");
    const month = page.getByTestId("event-month").first();
    const day = (await month.getAttribute("datetime"))!;
    await expect(month).toHaveText(longDate(day, "en-US", { year: "numeric", month: "long" }));
    await expect(page.getByTestId("event-card").first().getByTestId("event-days")).toHaveText(dayRangePattern(day, "en-US"));
  });

  test("car prices are French on /fr/collection and the car page, English on /collection", async ({ page }) => {
    const marchal = demoCars.find((car) => car.name === "Marchal MR9")!;
    const price = Number(marchal.price);
    const card = (name: string) => page.getByTestId("car-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await page.goto("/fr/collection");
    await expect(card("Marchal MR9")).toContainText(euro(price, "fr-FR"));
    await expect(card("Marchal MR9").getByTestId("car-status")).toHaveText(publicFr["car.status.available"]);
    await page.goto("/fr/collection?category=team");
    await expect(card("Vitesse VH-78")).toContainText(publicFr["car.priceOnRequest"]);
    await page.goto("/fr/collection/marchal-mr9");
    await expect(page.locator("main")).toContainText(euro(price, "fr-FR"));
    await page.goto("/collection");
    await expect(card("Marchal MR9")).toContainText(euro(price, "en-US"));
    await expect(card("Marchal MR9")).toContainText("€1,150,000");
  });

  test("experience prices are French on /fr/experiences, English on /experiences", async ({ page }) => {
    const prices = [15000, 2500, 8000, 1500];
    await page.goto("/fr/experiences");
    await expect(page.getByTestId("experience-price")).toHaveText(prices.map((price) => euro(price, "fr-FR")));
    await expect(page.getByTestId("experience-price").first()).toHaveText("15\u202f000\u00a0€");
    await page.goto("/experiences");
    await expect(page.getByTestId("experience-price").first()).toHaveText("€15,000");
  });

  test("shop prices and the cart total are French under /fr/boutique", async ({ page }) => {
    const tee = demoProducts.find((item) => item.name === "Team T-Shirt")!;
    const film = demoProducts.find((item) => item.name === "La Légende — Documentary Film")!;
    // The French Pitshop names its items in French.
    const teeName = demoProductsFr[tee.slug]!.name;
    const filmName = demoProductsFr[film.slug]!.name;
    const card = (name: string) => page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await page.goto("/fr/boutique");
    await waitForCartCount(page, "fr");
    await expect(card(teeName)).toContainText(euro(Number(tee.price), "fr-FR"));
    await expect(card(filmName)).toContainText(euro(Number(film.price), "fr-FR"));
    await expect(card(filmName)).toContainText("24,90\u00a0€");
    await expect(card(teeName).getByTestId("stock")).toHaveText(publicFr["shop.inStock"].replace("{count}", String(tee.stock_quantity)));

    await card(teeName).getByLabel(publicFr["shop.size"]).selectOption("M");
    await card(teeName).getByRole("button", { name: publicFr["shop.addToCart"] }).click();
    await expect(page.getByText(publicFr["shop.added"].replace("{item}", `${teeName} (M)`))).toBeVisible();
    await card(filmName).getByRole("button", { name: publicFr["shop.addToCart"] }).click();
    await waitForCartCount(page, "fr", 2);
    await page.getByTestId("cart-link").click();
    await expect(page).toHaveURL(/\/fr\/boutique\/panier$/);
    const total = Number(tee.price) + Number(film.price);
    await expect(page.getByTestId("cart-total")).toHaveText(euro(total, "fr-FR"));
    await expect(page.getByTestId("cart-count")).toHaveText(publicFr["cart.articles"].replace("{count}", "2"));
    const teeLine = page.getByTestId("cart-line").filter({ hasText: teeName });
    await expect(teeLine).toContainText(publicFr["cart.size"].replace("{size}", "M"));
    await expect(teeLine).toContainText(publicFr["cart.unitPrice"].replace("{price}", euro(Number(tee.price), "fr-FR")));
    await page.getByTestId("cart-line").filter({ hasText: "La Légende" }).getByRole("button", { name: publicFr["cart.remove"].replace("{item}", filmName) }).click();
    await expect(page.getByTestId("cart-count")).toHaveText(publicFr["cart.articlesOne"].replace("{count}", "1"));
    await expect(page.getByTestId("cart-total")).toHaveText(euro(Number(tee.price), "fr-FR"));

    // The same cart read in English.
    await page.goto("/pitshop/cart");
    await expect(page.getByTestId("cart-total")).toHaveText(euro(Number(tee.price), "en-US"));
  });
});
