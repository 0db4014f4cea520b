import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";

const CARS = [
  { key: "lambert-lt3", name: "Lambert LT3", year: "1977", status: "available", tone: /emerald/, chassis: "Aluminium monocoque, chassis LT3-02" },
  { key: "corbiere-c80", name: "Corbière C80", year: "1980", status: "on track", tone: /racing/, chassis: "Aluminium honeycomb monocoque, chassis C80-04" },
  { key: "rocheval-rv84-turbo", name: "Rocheval RV-84 Turbo", year: "1984", status: "restoration", tone: /gold/, chassis: "Carbon-fibre monocoque, chassis RV84-01" },
] as const;

const SERVICES = ["Acquisition", "Restoration", "Racing", "Track Experiences", "Driver Coaching", "Technical Consulting"];

const carCard = (page: Page, name: string) => page.getByTestId("static-car").filter({ has: page.getByRole("heading", { name, exact: true }) });

let unique = 0;
const email = (label: string) => `${label}-${Date.now()}-${unique++}@example.com`;

test.describe("/f1madness", () => {
  test("a hero with the page's one h1", async ({ page }) => {
    await page.goto("/f1madness");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("F1 Madness");
    await expect(page).toHaveTitle(/F1 Madness/);
  });

  test("three historic cars with name, year, chassis, engine, drivers, description and their status badges", async ({ page }) => {
    await page.goto("/f1madness");
    await expect(page.getByTestId("static-car").getByRole("heading", { level: 3 })).toHaveText(CARS.map((car) => car.name));
    for (const car of CARS) {
      const card = carCard(page, car.name);
      const status = card.getByTestId("car-status");
      await expect(status).toHaveText(car.status);
      await expect(status.locator("..")).toHaveClass(car.tone);
      const facts = await card.locator("dl > div").evaluateAll((rows) => rows.map((row) => row.querySelector("dt")?.textContent));
      expect(facts).toEqual(["Year", "Chassis", "Engine", "Drivers"]);
      await expect(card.locator("dd").first()).toHaveText(car.year);
      await expect(card).toContainText(car.chassis);
      await expect(card.locator("p").last()).not.toBeEmpty();
    }
    await expect(carCard(page, "Corbière C80")).toContainText("Henri Castel");
  });

  test("Inquire Now opens a dialog prefilled with that car and stores the enquiry before thanking", async ({ page }) => {
    await page.goto("/f1madness");
    await carCard(page, "Corbière C80").getByRole("button", { name: "Inquire Now about the Corbière C80" }).click();
    const dialog = page.getByRole("dialog", { name: "Inquire about the Corbière C80" });
    await expect(dialog.getByTestId("enquiry-car")).toHaveText("Corbière C80");
    await dialog.getByLabel("Name").fill("Niki Lauda");
    await dialog.getByLabel("Email").fill(email("c80"));
    const stored = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/f1madness"));
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    expect((await stored).status()).toBe(200);
    await expect(dialog.getByRole("status")).toContainText("Thank you! Your enquiry has been sent.");
    await expect(dialog.getByRole("status")).toContainText(/Reference: [0-9A-F]{8}/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(carCard(page, "Corbière C80").getByRole("button", { name: /Inquire Now/ })).toBeFocused();
  });

  test("the dialog shows the server's field messages", async ({ page }) => {
    await page.goto("/f1madness");
    await carCard(page, "Lambert LT3").getByRole("button", { name: /Inquire Now/ }).click();
    const dialog = page.getByRole("dialog", { name: "Inquire about the Lambert LT3" });
    await dialog.locator("form").evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await dialog.getByRole("button", { name: "Send enquiry" }).click();
    await expect(dialog.getByText("Please enter your name.")).toBeVisible();
    await expect(dialog.getByText("Please enter your email address.")).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveCount(0);
  });

  test("an enquiry about a car that is not on the page is refused", async ({ page }) => {
    await page.goto("/f1madness");
    const response = await page.request.post("/f1madness", {
      form: { car: "made-up-car", name: "Ada", email: "ada@example.com" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(400);
  });

  test("six service cards", async ({ page }) => {
    await page.goto("/f1madness");
    const services = page.getByTestId("service-card");
    await expect(services).toHaveCount(6);
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(SERVICES);
  });

  test("an ecosystem block and links to /collection and /contact", async ({ page }) => {
    await page.goto("/f1madness");
    const ecosystem = page.getByRole("region", { name: "The Vitesse ecosystem" });
    await expect(ecosystem).toBeVisible();
    await expect(ecosystem.getByRole("link", { name: "View the Collection" })).toHaveAttribute("href", "/collection");
    await expect(ecosystem.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "Explore the Collection" }).click();
    await expect(page).toHaveURL(/\/collection$/);
    await page.goto("/f1madness");
    await page.getByRole("link", { name: "Contact the Team" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("no serious accessibility violations, and the layout holds on a phone", async ({ page }) => {
    await page.goto("/f1madness");
    await expectNoSeriousA11yViolations(page);
    await carCard(page, "Lambert LT3").getByRole("button", { name: /Inquire Now/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/f1madness");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});

test.describe("/f1madness without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page reads fully and Inquire Now leads to a working form", async ({ page }) => {
    await page.goto("/f1madness");
    await expect(page.getByTestId("static-car")).toHaveCount(3);
    await expect(page.getByTestId("service-card")).toHaveCount(6);
    await expect(page.getByRole("region", { name: /Inquire about/ })).toHaveCount(0);
    const inquire = carCard(page, "Rocheval RV-84 Turbo").getByRole("link", { name: "Inquire Now about the Rocheval RV-84 Turbo" });
    await expect(inquire).toHaveAttribute("href", "/f1madness?inquire=rocheval-rv84-turbo#inquire");
    await inquire.click();
    const section = page.getByRole("region", { name: "Inquire about the Rocheval RV-84 Turbo" });
    await expect(section.getByTestId("enquiry-car")).toHaveText("Rocheval RV-84 Turbo");

    await section.getByLabel("Name").fill("Alain Prost");
    await section.getByLabel("Email").fill("alain@localhost");
    const [invalid] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), section.getByRole("button", { name: "Send enquiry" }).click()]);
    expect(invalid.status()).toBe(400);
    await expect(section.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(section.getByLabel("Name")).toHaveValue("Alain Prost");

    await section.getByLabel("Email").fill(email("rv84"));
    await section.getByLabel("Message (optional)").fill("When will the restoration be finished?");
    const [sent] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), section.getByRole("button", { name: "Send enquiry" }).click()]);
    expect(sent.status()).toBe(200);
    await expect(section.getByRole("status")).toContainText("Thank you! Your enquiry has been sent.");
  });

  test("an unknown car key shows no form", async ({ page }) => {
    await page.goto("/f1madness?inquire=unknown#inquire");
    await expect(page.getByRole("region", { name: /Inquire about/ })).toHaveCount(0);
  });
});
