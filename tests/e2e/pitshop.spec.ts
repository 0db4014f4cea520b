import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { demoProducts } from "../../app/db/seed/demo-content.ts";

const CART_KEY = "evh-pitshop-cart";

/** Active demo items of a category (all when none), featured first then newest, as §7 orders them. */
const expectedOrder = (category?: string) =>
  demoProducts
    .filter((product) => product.active && (!category || product.category === category))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || a.createdDaysAgo - b.createdDaysAgo)
    .map((product) => product.name);

const product = (name: string) => demoProducts.find((item) => item.name === name)!;

const cards = (page: Page) => page.getByTestId("product-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const cartLink = (page: Page) => page.getByTestId("cart-link");

/** Opens the Pitshop and waits until the page runs (the cart count is known only then). */
async function openShop(page: Page, path = "/pitshop") {
  await page.goto(path);
  await expect(cartLink(page)).toHaveText(/^Cart \(\d+\)$/);
}

async function addToCart(page: Page, name: string, size?: string) {
  const item = card(page, name);
  if (size) await item.getByLabel("Size").selectOption(size);
  await item.getByRole("button", { name: "Add to Cart" }).click();
}

let unique = 0;
const email = (label: string) => `${label}-${Date.now()}-${unique++}@example.com`;

test.describe("/pitshop", () => {
  test("All Items lists every active item, featured first then newest, with one h1", async ({ page }) => {
    await page.goto("/pitshop");
    await expect(page.locator("h1")).toHaveCount(1);
    const filters = page.getByRole("navigation", { name: "Merchandise categories" });
    await expect(filters.getByRole("link")).toHaveText(["All Items", "Apparel", "Accessories", "Collectibles", "Books & Media"]);
    await expect(filters.getByRole("link", { name: "All Items" })).toHaveAttribute("aria-current", "page");
    await expect(filters.getByRole("link", { name: "All Items" })).toHaveAttribute("href", "/pitshop");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expectedOrder());
  });

  test("the inactive item is never listed", async ({ page }) => {
    await page.goto("/pitshop");
    await expect(page.getByText("Anniversary Print (retired)")).toHaveCount(0);
    await page.goto("/pitshop?category=Collectibles");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expectedOrder("Collectibles"));
    await expect(page.getByText("Anniversary Print (retired)")).toHaveCount(0);
  });

  test("filter buttons select a category by its exact name", async ({ page }) => {
    await page.goto("/pitshop");
    const filters = page.getByRole("navigation", { name: "Merchandise categories" });
    for (const category of ["Apparel", "Accessories", "Collectibles", "Books & Media"]) {
      await filters.getByRole("link", { name: category, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?${new URLSearchParams({ category }).toString().replace(/\+/g, "\\+")}$`));
      await expect(filters.getByRole("link", { name: category, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expectedOrder(category));
      for (const label of await cards(page).getByTestId("category").allTextContents()) expect(label).toBe(category);
    }
    await filters.getByRole("link", { name: "All Items" }).click();
    await expect(page).toHaveURL(/\/pitshop$/);
    await expect(cards(page)).toHaveCount(expectedOrder().length);
    await page.goto("/pitshop?category=apparel");
    await expect(cards(page)).toHaveCount(expectedOrder().length);
  });

  test("each item shows its picture, category, description, price in euro, stock and featured badge", async ({ page }) => {
    await page.goto("/pitshop");
    const tee = card(page, "Team T-Shirt");
    await expect(tee.getByRole("img", { name: "Team T-Shirt" })).toHaveAttribute("width", /\d+/);
    await expect(tee).toContainText("Apparel");
    await expect(tee).toContainText(product("Team T-Shirt").description);
    await expect(tee).toContainText("€39");
    await expect(tee.getByTestId("stock")).toHaveText("120 in stock");
    await expect(tee).toContainText("Featured");
    await expect(card(page, "La Légende — Documentary Film")).toContainText("€24.90");
    await expect(card(page, "Weekender Holdall").getByTestId("stock")).toHaveText("12 in stock");
    await expect(card(page, "Heritage Polo")).not.toContainText("Featured");
    for (const name of expectedOrder()) {
      const stock = product(name).stock_quantity;
      await expect(card(page, name).getByTestId("stock")).toHaveText(stock === 0 ? "Out of stock" : `${stock} in stock`);
    }
  });

  test("an item out of stock is marked and cannot be added", async ({ page }) => {
    await openShop(page);
    const mug = card(page, "Enamel Paddock Mug");
    await expect(mug.getByTestId("stock")).toHaveText("Out of stock");
    const button = mug.getByRole("button", { name: "Add to Cart" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription("Out of stock");
    await expect(cartLink(page)).toHaveText("Cart (0)");
  });

  test("apparel needs a size before it is added; the cart count and a toast follow", async ({ page }) => {
    await openShop(page);
    const tee = card(page, "Team T-Shirt");
    await expect(tee.getByLabel("Size").locator("option")).toHaveText(["Choose a size", "S", "M", "L", "XL"]);
    await tee.getByRole("button", { name: "Add to Cart" }).click();
    await expect(tee.getByText("Please choose a size.")).toBeVisible();
    await expect(cartLink(page)).toHaveText("Cart (0)");
    await addToCart(page, "Team T-Shirt", "M");
    await expect(page.getByText("Team T-Shirt (M) added to your cart.")).toBeVisible();
    await expect(tee.getByText("Please choose a size.")).toHaveCount(0);
    await expect(cartLink(page)).toHaveText("Cart (1)");
    await expect(card(page, "Team Cap").getByLabel("Size")).toHaveCount(0);
    await addToCart(page, "Team Cap");
    await expect(page.getByText("Team Cap added to your cart.")).toBeVisible();
    await expect(cartLink(page)).toHaveText("Cart (2)");
  });

  test("the cart survives a reload and shows its lines, editable, with totals in euro", async ({ page }) => {
    await openShop(page);
    await addToCart(page, "Heritage Polo", "L");
    await addToCart(page, "Heritage Polo", "L");
    await addToCart(page, "La Légende — Documentary Film");
    await expect(cartLink(page)).toHaveText("Cart (3)");
    await page.reload();
    await expect(cartLink(page)).toHaveText("Cart (3)");
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/pitshop\/cart$/);
    await expect(page.locator("h1")).toHaveCount(1);
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    const polo = lines.filter({ hasText: "Heritage Polo" });
    await expect(polo).toContainText("Size: L");
    await expect(polo.getByLabel("Quantity of Heritage Polo (L)")).toHaveValue("2");
    await expect(polo.getByTestId("line-total")).toHaveText("€138");
    await expect(page.getByTestId("cart-total")).toHaveText("€162.90");
    await polo.getByRole("button", { name: "One more Heritage Polo (L)" }).click();
    await expect(polo.getByTestId("line-total")).toHaveText("€207");
    await expect(page.getByTestId("cart-total")).toHaveText("€231.90");
    await lines.filter({ hasText: "La Légende" }).getByRole("button", { name: /Remove La Légende/ }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toHaveText("€207");
    await page.reload();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toHaveText("€207");
    await expect(page.getByTestId("cart-count")).toHaveText("3 items");
    // One item is one item, not "1 items".
    const polos = page.getByTestId("cart-line");
    await polos.getByRole("button", { name: "One less Heritage Polo (L)" }).click();
    await polos.getByRole("button", { name: "One less Heritage Polo (L)" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1 item");
    await expect(page.getByTestId("cart-total")).toHaveText("€69");
  });

  test("quantities are bounded by the stock shown, over all sizes of an item", async ({ page }) => {
    await openShop(page);
    await addToCart(page, "Pit Crew Softshell Jacket", "M");
    await addToCart(page, "Pit Crew Softshell Jacket", "L");
    await expect(cartLink(page)).toHaveText("Cart (2)");
    await page.goto("/pitshop/cart");
    const medium = page.getByTestId("cart-line").filter({ hasText: "Size: M" });
    const large = page.getByTestId("cart-line").filter({ hasText: "Size: L" });
    // One line may hold at most 10 (an order's limit per line)...
    await medium.getByLabel(/Quantity of/).fill("15");
    await expect(medium.getByLabel(/Quantity of/)).toHaveValue("10");
    await expect(medium.getByRole("button", { name: /One more/ })).toBeDisabled();
    // ...and the sizes together no more than the 18 in stock.
    await large.getByLabel(/Quantity of/).fill("9");
    await expect(large.getByLabel(/Quantity of/)).toHaveValue("8");
    await expect(large.getByRole("button", { name: /One more/ })).toBeDisabled();
    await expect(page.getByTestId("cart-total")).toHaveText("€2,682");
    // Adding more from the shop is refused too.
    await openShop(page);
    await addToCart(page, "Pit Crew Softshell Jacket", "S");
    await expect(page.getByText("Only 18 in stock: they are all in your cart already.")).toBeVisible();
    await expect(cartLink(page)).toHaveText("Cart (18)");
  });

  test("Request order stores the order, confirms its total in euro and empties the cart", async ({ page }) => {
    await openShop(page);
    await addToCart(page, "Team T-Shirt", "XL");
    await addToCart(page, "Vitesse: Fifty Years of Racing");
    await addToCart(page, "Vitesse: Fifty Years of Racing");
    await page.goto("/pitshop/cart");
    const form = page.getByRole("region", { name: "Request order" });
    await form.getByLabel("Name").fill("Jacques Laffite");
    await form.getByLabel("Email").fill(email("order"));
    await form.getByLabel("Message (optional)").fill("Delivery to Paris, please.");
    const stored = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/pitshop/cart"));
    await form.getByRole("button", { name: "Request order" }).click();
    expect((await stored).status()).toBe(200);
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText("Thank you! Your order request has been sent.");
    await expect(page.getByTestId("order-total")).toHaveText("Total: €157");
    await expect(confirmation).toContainText(/Reference: [0-9A-F]{8}/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBeNull();
    await page.getByRole("link", { name: "Continue shopping" }).click();
    await expect(cartLink(page)).toHaveText("Cart (0)");
    await page.goto("/pitshop/cart");
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
  });

  test("the order form's schema refuses bad fields in the browser, without a post, and keeps the cart", async ({ page }) => {
    await openShop(page);
    await addToCart(page, "Team Cap");
    await page.goto("/pitshop/cart");
    const form = page.getByRole("region", { name: "Request order" });
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts++;
    });
    await form.locator("form").evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByLabel("Email").fill("nope");
    // Leaving the field shows its message (checked on blur): the button moves down under it.
    await form.getByLabel("Email").blur();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await form.getByRole("button", { name: "Request order" }).click();
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("nope");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    expect(posts).toBe(0);
  });

  test("the server re-checks stock: a cart above the stock is rejected with a clear reason, and nothing is lost", async ({ page }) => {
    await openShop(page);
    await addToCart(page, "Pit Crew Softshell Jacket", "M");
    await addToCart(page, "Pit Crew Softshell Jacket", "L");
    await expect(cartLink(page)).toHaveText("Cart (2)");
    // As if the page had shown more stock than there is now.
    await page.evaluate((key) => {
      const lines = JSON.parse(localStorage.getItem(key)!) as { quantity: number; stock: number }[];
      localStorage.setItem(key, JSON.stringify(lines.map((line) => ({ ...line, quantity: 10, stock: 40 }))));
    }, CART_KEY);
    await page.goto("/pitshop/cart");
    await expect(page.getByTestId("cart-total")).toHaveText("€2,980");
    const form = page.getByRole("region", { name: "Request order" });
    await form.getByLabel("Name").fill("Patrick Tambay");
    await form.getByLabel("Email").fill(email("stale"));
    const rejected = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Request order" }).click();
    expect((await rejected).status()).toBe(409);
    const problems = page.getByTestId("order-problems");
    await expect(problems).toContainText("Your order request could not be placed:");
    await expect(problems).toContainText("Pit Crew Softshell Jacket: only 18 in stock.");
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expect(form.getByLabel("Name")).toHaveValue("Patrick Tambay");
    // The cart now knows the real stock: lowering one line to fit lets the order through.
    const large = page.getByTestId("cart-line").filter({ hasText: "Size: L" });
    await large.getByLabel(/Quantity of/).fill("8");
    await expect(large.getByLabel(/Quantity of/)).toHaveValue("8");
    await form.getByRole("button", { name: "Request order" }).click();
    await expect(page.getByTestId("order-total")).toHaveText("Total: €2,682");
  });

  test("a cart holding an item that is no longer sold is rejected", async ({ page }) => {
    await openShop(page);
    await page.evaluate((key) => {
      localStorage.setItem(
        key,
        JSON.stringify([{ id: "6f1c2b9e-3d4a-4b5c-8d6e-7f8a9b0c1d2e", name: "Ghost Item", price: "10.00", size: null, quantity: 1, stock: 5, image: null }]),
      );
    }, CART_KEY);
    await page.goto("/pitshop/cart");
    const form = page.getByRole("region", { name: "Request order" });
    await form.getByLabel("Name").fill("Ada");
    await form.getByLabel("Email").fill(email("ghost"));
    await form.getByRole("button", { name: "Request order" }).click();
    await expect(page.getByTestId("order-problems")).toContainText("An item is no longer available.");
  });

  test("error, empty and loading states", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "test-fail", value: "merchandise", url: baseURL! }]);
    await page.goto("/pitshop");
    await expect(page.getByRole("alert")).toHaveText("Error loading merchandise. Please try again later.");
    await expect(cards(page)).toHaveCount(0);
    await context.clearCookies();

    await context.addCookies([{ name: "test-empty", value: "merchandise", url: baseURL! }]);
    await page.goto("/pitshop?category=Collectibles");
    await expect(page.getByText("No merchandise available in this category yet.")).toBeVisible();
    await expect(page.getByText("Check back soon for new items!")).toBeVisible();
    await context.clearCookies();

    await openShop(page);
    await context.addCookies([{ name: "test-delay", value: "merchandise:1500", url: baseURL! }]);
    await page.getByRole("link", { name: "Books & Media" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expectedOrder("Books & Media"));
  });

  test("no serious accessibility violations, and the layout holds on a phone", async ({ page }) => {
    await openShop(page);
    await expectNoSeriousA11yViolations(page);
    await addToCart(page, "Team T-Shirt", "S");
    await page.goto("/pitshop/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/pitshop", "/pitshop/cart"]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
  });
});

test.describe("/pitshop without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the grid renders fully from the server, filters work, and the cart explains it needs JavaScript", async ({ page }) => {
    await page.goto("/pitshop");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expectedOrder());
    await expect(card(page, "Team T-Shirt").getByTestId("stock")).toHaveText("120 in stock");
    await expect(card(page, "Enamel Paddock Mug").getByTestId("stock")).toHaveText("Out of stock");
    await page.getByRole("link", { name: "Apparel", exact: true }).click();
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expectedOrder("Apparel"));
    await page.getByRole("link", { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/pitshop\/cart$/);
    await expect(page.locator("h1")).toHaveText("Your Cart");
    // Without JavaScript the browser renders the <noscript> message (Playwright's text selectors skip <noscript>: read it with CSS).
    const message = page.locator("main noscript p").first();
    await expect(message).toBeVisible();
    expect(await message.evaluate((element) => element.textContent)).toBe("The cart needs JavaScript enabled.");
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
  });
});
