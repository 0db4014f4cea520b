import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { requestsReported } from "./support/requests.ts";

// The thank-you is scrolled to smoothly, as most visitors see it: motion is on here (the suite's default is off).
test.use({ reducedMotion: "no-preference" });

// §9, exactly.
const EXPERIENCES: { name: string; price: string; duration: string; badges: string[]; note: string | null }[] = [
  { name: "F1 Drive Experience", price: "€15,000", duration: "Full day", badges: ["Featured", "Advanced"], note: null },
  { name: "Track Day Coaching", price: "€2,500", duration: "Full day", badges: [], note: null },
  { name: "VIP Event Package", price: "€8,000", duration: "Weekend", badges: ["Featured"], note: null },
  { name: "Passenger Hot Laps", price: "€1,500", duration: "Half day", badges: [], note: "3-5 laps" },
];
const TYPE_OPTIONS = [
  ["", "Select an experience"],
  ["f1_drive", "F1 Drive Experience"],
  ["coaching", "Track Day Coaching"],
  ["vip", "VIP Event Package"],
  ["hot_laps", "Passenger Hot Laps"],
  ["custom", "Custom experience"],
];
const SUCCESS = "Thank you! Your request has been received. The team will contact you shortly.";

let unique = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${unique++}@example.com`;

const cards = (page: Page) => page.getByTestId("experience");
const form = (page: Page) => page.locator("#request form");

/** Counts the page's POST requests from now on. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  return () => posts;
}

/**
 * Holds every POST until `release()` is called: shows what the page does while the server has not answered yet.
 * `held` resolves once a POST has come this far (sent by the page, not yet seen by the server).
 */
async function holdPosts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route("**/*", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    arrived();
    await released;
    await route.fallback();
  });
  return { release: () => release(), held };
}

test.describe("/experiences", () => {
  test("shows the four experiences of §9 with their euro prices, durations and notes", async ({ page, request }) => {
    const html = await (await request.get("/experiences")).text();
    for (const experience of EXPERIENCES) expect(html).toContain(experience.price);

    await page.goto("/experiences");
    await expect(page.locator("h1")).toHaveText("Experiences");
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(EXPERIENCES.map((experience) => experience.name));
    await expect(page.getByTestId("experience-price")).toHaveText(EXPERIENCES.map((experience) => experience.price));
    await expect(page.getByTestId("experience-duration")).toHaveText(EXPERIENCES.map((experience) => experience.duration));
    for (const [index, experience] of EXPERIENCES.entries()) {
      const card = cards(page).nth(index);
      for (const badge of ["Featured", "Advanced"]) {
        await expect(card.getByText(badge, { exact: true })).toHaveCount(experience.badges.includes(badge) ? 1 : 0);
      }
      await expect(card.getByTestId("experience-note")).toHaveText(experience.note ? [experience.note] : []);
    }
  });

  test("the request form offers the five experience types", async ({ page }) => {
    await page.goto("/experiences");
    const options = page.getByLabel("Experience type").locator("option");
    expect(await options.evaluateAll((nodes) => nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]))).toEqual(TYPE_OPTIONS);
  });

  test("a card's Request button preselects its experience in the form", async ({ page }) => {
    await page.goto("/experiences");
    await cards(page).nth(2).getByRole("link", { name: "Request VIP Event Package" }).click();
    await expect(page).toHaveURL(/\/experiences\?type=vip#request$/);
    await expect(page.getByLabel("Experience type")).toHaveValue("vip");
    await expect(page.locator("#request-title")).toBeInViewport();
    await cards(page).nth(3).getByRole("link", { name: "Request Passenger Hot Laps" }).click();
    await expect(page.getByLabel("Experience type")).toHaveValue("hot_laps");
  });

  test("the form's schema checks a field as it is left, in the browser, without a post", async ({ page }) => {
    await page.goto("/experiences");
    const posts = countPosts(page);
    await page.getByLabel("Email").focus();
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await page.getByLabel("Email").fill("jeanne@example.com");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
    expect(posts()).toBe(0);
  });

  test("an invalid request is not sent: the schema's messages, the form kept filled, the first wrong field focused", async ({ page }) => {
    await page.goto("/experiences");
    const posts = countPosts(page);
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill("Two guests, in June.");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please choose an experience.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Message")).toHaveValue("Two guests, in June.");
    // The refusal is on screen, so the submit handler has run: every request it could have made is reported by now.
    await requestsReported(page);
    expect(posts()).toBe(0);
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });

  test("a card's choice keeps what was already typed", async ({ page }) => {
    await page.goto("/experiences");
    await page.getByLabel("Name").fill("Jeanne Test");
    await cards(page).nth(2).getByRole("link", { name: "Request VIP Event Package" }).click();
    await expect(page.getByLabel("Experience type")).toHaveValue("vip");
    await expect(page.getByLabel("Name")).toHaveValue("Jeanne Test");
  });

  test("an invalid post answers 400", async ({ request }) => {
    const response = await request.post("/experiences", { form: { name: "", email: "x", experience_type: "moon", message: "" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter your name.");
    expect(html).toContain("Please choose an experience.");
  });

  test("success shows only once the server has stored the request, then the form is cleared", async ({ page }) => {
    // The page's timers run on a clock the test moves: "a while without an answer" is then exact, not a sleep.
    await page.clock.install();
    await page.goto("/experiences?type=f1_drive");
    await page.getByLabel("Name").fill("Jeanne Test");
    await page.getByLabel("Email").fill(uniqueEmail("experience"));
    await page.getByLabel("Message").fill("A day at Magny-Cours in May.");
    const { release, held } = await holdPosts(page);
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    // The request has left the page and the server has not seen it: 800 ms pass for the page (any timer due fires), no success.
    await held;
    await page.clock.runFor(800);
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    release();
    expect((await posted).status()).toBe(200);
    // The form gives way to the thank-you and the request's reference.
    const status = page.getByRole("status");
    await expect(status).toContainText(SUCCESS);
    await expect(status.getByText(/^Reference: [0-9A-F]{8}$/)).toBeVisible();
    await expect(status).toBeFocused();
    await expect(page.getByRole("button", { name: "Send Request" })).toHaveCount(0);
    await page.getByRole("button", { name: "Send another request" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Message")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Request" })).toBeEnabled();
  });

  test("on a phone the thank-you comes into view where the form was", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/experiences?type=vip#request");
    await page.getByLabel("Name").fill("Jeanne Test");
    await page.getByLabel("Email").fill(uniqueEmail("phone"));
    await page.getByLabel("Message").fill("Two guests.");
    const send = page.getByRole("button", { name: "Send Request" });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const status = page.getByRole("status").filter({ hasText: SUCCESS });
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(page.getByLabel("Name")).toHaveCount(0);

    // Another card's Request link after it: a new request for that experience, in place of the thank-you.
    await cards(page).nth(3).getByRole("link", { name: "Request Passenger Hot Laps" }).click();
    await expect(page).toHaveURL(/\/experiences\?type=hot_laps#request$/);
    await expect(page.getByLabel("Experience type")).toHaveValue("hot_laps");
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(status).toHaveCount(0);
  });

  test("has no serious accessibility violations and holds at 390 px", async ({ page }) => {
    await page.goto("/experiences");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/experiences");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("/experiences without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses what the browser's check refuses, with the same messages, the form filled", async ({ page }) => {
    await page.goto("/experiences");
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Message").fill("Two guests, in June.");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send Request" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByText("Please correct the highlighted fields.")).toBeVisible();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Please choose an experience.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
    await expect(page.getByLabel("Message")).toHaveValue("Two guests, in June.");
  });

  test("a request posts as a plain form: errors come back filled, then success", async ({ page }) => {
    await page.goto("/experiences?type=coaching#request");
    await expect(page.getByLabel("Experience type")).toHaveValue("coaching");
    await form(page).evaluate((node: HTMLFormElement) => (node.noValidate = true));
    await page.getByLabel("Name").fill("Paul Test");
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Paul Test");
    await expect(page.getByLabel("Experience type")).toHaveValue("coaching");

    await page.getByLabel("Email").fill(uniqueEmail("nojs-experience"));
    await page.getByRole("button", { name: "Send Request" }).click();
    expect(new URL(page.url()).hash).toBe("#request");
    await expect(page.getByRole("status")).toContainText(SUCCESS);
    await expect(page.getByRole("status")).toBeInViewport();
    await page.getByRole("button", { name: "Send another request" }).click();
    await expect(page.getByLabel("Name")).toHaveValue("");
  });
});
