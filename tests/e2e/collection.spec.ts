import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { demoCars } from "../../app/db/seed/demo-content.ts";

/** The demo cars of one tab, newest first, as §7 orders them. */
const newestFirst = (category: "catalog" | "team") =>
  demoCars
    .filter((car) => car.car_category === category)
    .sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)
    .map((car) => car.name);

const cards = (page: Page) => page.getByTestId("car-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

let unique = 0;
const email = (label: string) => `${label}-${Date.now()}-${unique++}@example.com`;

test.describe("/collection", () => {
  test("opens on the Catalog tab, newest car first, with one h1", async ({ page }) => {
    await page.goto("/collection");
    await expect(page.locator("h1")).toHaveCount(1);
    const tabs = page.getByRole("navigation", { name: "Car categories" });
    await expect(tabs.getByRole("link")).toHaveText(["Catalog", "The TEAM"]);
    await expect(tabs.getByRole("link", { name: "Catalog" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst("catalog"));
  });

  test("The TEAM tab lists the team's cars newest first, and the tab is in the URL", async ({ page }) => {
    await page.goto("/collection");
    await page.getByRole("link", { name: "The TEAM" }).click();
    await expect(page).toHaveURL(/\/collection\?category=team$/);
    await expect(page.getByRole("link", { name: "The TEAM" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst("team"));
    await page.reload();
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst("team"));
    await page.goto("/collection?category=catalog");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst("catalog"));
    await page.goto("/collection?category=unknown");
    await expect(page.getByRole("link", { name: "Catalog" })).toHaveAttribute("aria-current", "page");
  });

  test("each card shows at most four chips: engine, status, then specification values in the team's order", async ({ page }) => {
    await page.goto("/collection");
    const chips = (name: string) => card(page, name).getByRole("list", { name: "Key specifications" }).getByRole("listitem");
    await expect(chips("Marchal MR9")).toHaveText(["Ford Cosworth DFV 3.0 V8", "available", "470 hp", "575 kg"]);
    await expect(chips("Falaise FX2")).toHaveText(["3.5-litre V10", "on track", "720 hp", "505 kg"]);
    await expect(chips("Ondine ON-1 Turbo")).toHaveText(["1.5-litre turbocharged inline-4", "restoration", "850 hp", "540 kg"]);
    for (const name of newestFirst("catalog")) expect(await chips(name).count()).toBeLessThanOrEqual(4);
  });

  test("status badges, offer badges and prices in euro", async ({ page }) => {
    await page.goto("/collection");
    const status = (name: string) => card(page, name).getByTestId("car-status");
    await expect(status("Marchal MR9")).toHaveText("available");
    await expect(status("Marchal MR9").locator("..")).toHaveClass(/emerald/);
    await expect(status("Falaise FX2")).toHaveText("on track");
    await expect(status("Falaise FX2").locator("..")).toHaveClass(/racing/);
    await expect(status("Ondine ON-1 Turbo")).toHaveText("restoration");
    await expect(status("Ondine ON-1 Turbo").locator("..")).toHaveClass(/gold/);

    const offers = (name: string) => card(page, name).getByRole("list", { name: "Offers" }).getByRole("listitem");
    await expect(offers("Brévent BV3")).toHaveText(["For Sale", "Available to Rent"]);
    await expect(offers("Ondine ON-1 Turbo")).toHaveText(["Available to Rent", "Experience Available"]);
    await expect(offers("Falaise FX2")).toHaveText(["Experience Available"]);

    await expect(card(page, "Marchal MR9")).toContainText("€1,150,000");
    await expect(card(page, "Kessler K-90")).toContainText("€540,000");
    await page.goto("/collection?category=team");
    await expect(card(page, "Vitesse VH-78")).toContainText("Price on request");
    await expect(card(page, "Arceau A5")).toContainText("€720,000");
    await expect(card(page, "Vitesse VH-71").getByRole("list", { name: "Offers" }).getByRole("listitem")).toHaveText([
      "Available to Rent",
      "Experience Available",
    ]);
  });

  test("every card links to its car's page, which shows all its specifications", async ({ page }) => {
    await page.goto("/collection");
    await card(page, "Marchal MR9").getByRole("link", { name: "View details of the Marchal MR9" }).click();
    await expect(page).toHaveURL(/\/collection\/marchal-mr9$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Marchal MR9");
    await expect(page).toHaveTitle(/Marchal MR9/);
    const main = page.locator("main");
    await expect(main.getByRole("img", { name: "The Marchal MR9 (1974)" })).toBeVisible();
    await expect(main).toContainText("€1,150,000");
    await expect(main).toContainText("A 1974 Cosworth car with full period history");
    await expect(main.getByTestId("car-status")).toHaveText("available");
    await expect(main.getByRole("list", { name: "Offers" }).getByRole("listitem")).toHaveText(["For Sale"]);
    const specs = page.getByRole("region", { name: "Specifications" }).locator("dl");
    const pairs = await specs.locator("div").evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
    expect(pairs).toEqual(
      expect.arrayContaining([
        ["Year", "1974"],
        ["Status", "available"],
        ["Engine", "Ford Cosworth DFV 3.0 V8"],
        ["Chassis", "Aluminium monocoque, chassis MR9-04"],
        ["Power", "470 hp"],
        ["Weight", "575 kg"],
        ["Gearbox", "Hewland FG 400"],
        ["Tyres", "Goodyear slicks"],
      ]),
    );
    await page.getByRole("link", { name: "Back to the collection" }).click();
    await expect(page).toHaveURL(/\/collection\?category=catalog$/);
  });

  test("a team car's page shows its status with a space and Price on request", async ({ page }) => {
    await page.goto("/collection/vitesse-vh-78");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vitesse VH-78");
    await expect(page.locator("main").getByTestId("car-status")).toHaveText("on track");
    await expect(page.locator("main")).toContainText("Price on request");
    await expect(page.locator("main")).toContainText("Lucas Delaunay");
  });

  test("an unknown car answers a real 404", async ({ page }) => {
    const response = await page.goto("/collection/no-such-car");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("Inquire Now opens a dialog prefilled with the car; success shows only after the enquiry is stored", async ({ page }) => {
    await page.goto("/collection");
    await card(page, "Brévent BV3").getByRole("button", { name: "Inquire Now about the Brévent BV3" }).click();
    const dialog = page.getByRole("dialog", { name: "Inquire about the Brévent BV3" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("enquiry-car")).toHaveText("Brévent BV3");
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill(email("bv3"));
    await dialog.getByLabel("Message (optional)").fill("Is the BV3 available for next season's rental?");
    const stored = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/collection"));
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    expect((await stored).status()).toBe(200);
    await expect(dialog.getByRole("status")).toContainText("Thank you! Your enquiry has been sent.");
    await expect(dialog.getByRole("status")).toContainText(/Reference: [0-9A-F]{8}/);
    await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(dialog).toBeHidden();
    // Focus goes back to what opened the dialog.
    await expect(card(page, "Brévent BV3").getByRole("button", { name: /Inquire Now/ })).toBeFocused();

    // Another car starts with an empty form.
    await card(page, "Kessler K-90").getByRole("button", { name: /Inquire Now/ }).click();
    const second = page.getByRole("dialog", { name: "Inquire about the Kessler K-90" });
    await expect(second.getByLabel("Name")).toHaveValue("");
    await page.keyboard.press("Escape");
    await expect(second).toBeHidden();
  });

  test("the dialog shows the server's field messages and keeps what was typed", async ({ page }) => {
    await page.goto("/collection");
    await card(page, "Marchal MR9").getByRole("button", { name: /Inquire Now/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(dialog.getByText("Please enter your name.")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByRole("status")).toHaveCount(0);
  });

  test("an enquiry post about an unknown car is refused", async ({ page }) => {
    await page.goto("/collection");
    const response = await page.request.post("/collection", {
      form: { car: "no-such-car", name: "Ada", email: "ada@example.com" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(400);
  });

  test("the car page's enquiry form works with JavaScript too", async ({ page }) => {
    await page.goto("/collection/sauveterre-s2");
    const section = page.getByRole("region", { name: "Inquire about the Sauveterre S2" });
    await expect(section.getByTestId("enquiry-car")).toHaveText("Sauveterre S2");
    await section.getByLabel("Name").fill("Grace Hopper");
    await section.getByLabel("Email").fill(email("s2"));
    await section.getByRole("button", { name: "Send enquiry" }).click();
    await expect(section.getByRole("status")).toContainText("Thank you! Your enquiry has been sent.");
    await section.getByRole("button", { name: "Send another enquiry" }).click();
    await expect(section.getByLabel("Name")).toHaveValue("");
  });

  test("error, empty and loading states", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "test-fail", value: "cars", url: baseURL! }]);
    await page.goto("/collection");
    await expect(page.getByRole("alert")).toHaveText("Error loading cars. Please try again later.");
    await expect(cards(page)).toHaveCount(0);
    await context.clearCookies();

    await context.addCookies([{ name: "test-empty", value: "cars", url: baseURL! }]);
    await page.goto("/collection?category=team");
    await expect(page.getByText("No cars available in this category yet.")).toBeVisible();
    await context.clearCookies();

    await page.goto("/collection");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Inquire Now/ }).first()).toBeVisible();
    await context.addCookies([{ name: "test-delay", value: "cars:1500", url: baseURL! }]);
    await page.getByRole("link", { name: "The TEAM" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toBeVisible();
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst("team"));
    await expect(page.getByText("Loading…")).toHaveCount(0);
  });

  test("the car page shows the cars error state when its read fails", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "test-fail", value: "car", url: baseURL! }]);
    await page.goto("/collection/marchal-mr9");
    await expect(page.getByRole("alert")).toHaveText("Error loading cars. Please try again later.");
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("no serious accessibility violations, and the layout holds on a phone", async ({ page }) => {
    // Three axe scans and four page loads: more than the default budget on a busy two-core machine.
    test.setTimeout(60_000);
    await page.goto("/collection");
    await expectNoSeriousA11yViolations(page);
    await card(page, "Marchal MR9").getByRole("button", { name: /Inquire Now/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto("/collection/marchal-mr9");
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/collection", "/collection/marchal-mr9"]) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
  });

  test("every car image has an alt text, width and height", async ({ page }) => {
    await page.goto("/collection");
    const images = page.locator("main img");
    await expect(images).toHaveCount(newestFirst("catalog").length);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("alt", /.+/);
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
    }
  });
});

test.describe("/collection without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the cars are in the first HTML and Inquire Now leads to the car page's form", async ({ page }) => {
    await page.goto("/collection");
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst("catalog"));
    const inquire = card(page, "Marchal MR9").getByRole("link", { name: "Inquire Now about the Marchal MR9" });
    await expect(inquire).toHaveAttribute("href", "/collection/marchal-mr9#enquire");
    await page.getByRole("link", { name: "The TEAM" }).click();
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(newestFirst("team"));
  });

  test("the car page's enquiry form stores the enquiry, and comes back filled with field messages on error", async ({ page }) => {
    await page.goto("/collection/marchal-mr9#enquire");
    const section = page.getByRole("region", { name: "Inquire about the Marchal MR9" });
    await section.getByLabel("Name").fill("Jackie Stewart");
    // Passes the browser's e-mail check, not the server's.
    await section.getByLabel("Email").fill("jackie@localhost");
    await section.getByLabel("Message (optional)").fill("Could I see the car at Magny-Cours?");
    const [invalid] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), section.getByRole("button", { name: "Send enquiry" }).click()]);
    expect(invalid.status()).toBe(400);
    await expect(section.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(section.getByLabel("Name")).toHaveValue("Jackie Stewart");
    await expect(section.getByLabel("Message (optional)")).toHaveValue("Could I see the car at Magny-Cours?");
    await expect(section.getByRole("alert")).toHaveText("Please correct the highlighted fields.");

    await section.getByLabel("Email").fill(email("nojs"));
    const [sent] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), section.getByRole("button", { name: "Send enquiry" }).click()]);
    expect(sent.status()).toBe(200);
    await expect(section.getByRole("status")).toContainText("Thank you! Your enquiry has been sent.");
    await expect(section.getByRole("status")).toContainText(/Reference: [0-9A-F]{8}/);
    expect(new URL(page.url()).hash).toBe("#enquire");
  });
});
