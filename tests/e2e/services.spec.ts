import { expect, test } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";

// §1: the seven services, with the anchors the footer links to and the contact subject each enquiry starts with.
const SERVICES = [
  ["Acquisition", "acquisition", "cars"],
  ["Restoration", "restoration", "cars"],
  ["Racing", "racing", "racing"],
  ["Track experiences", "track-experiences", "other"],
  ["Driver coaching", "driver-coaching", "coaching"],
  ["Team management", "team-management", "racing"],
  ["Technical consulting", "technical-consulting", "other"],
] as const;

test.describe("/services", () => {
  test("shows the seven services in order, each a section with the id the footer links to", async ({ page, request }) => {
    const html = await (await request.get("/services")).text();
    for (const [, id] of SERVICES) expect(html).toContain(`id="${id}"`);

    await page.goto("/services");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText("Services");
    const sections = page.getByTestId("service");
    await expect(sections).toHaveCount(7);
    expect(await sections.evaluateAll((nodes) => nodes.map((node) => node.id))).toEqual(SERVICES.map(([, id]) => id));
    await expect(sections.getByRole("heading", { level: 2 })).toHaveText(SERVICES.map(([title]) => title));

    const footerLinks = page.getByRole("contentinfo").getByRole("navigation", { name: "Services" }).getByRole("link");
    expect(await footerLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(SERVICES.map(([, id]) => `/services#${id}`));
  });

  test("each footer link lands on its section", async ({ page }) => {
    for (const [title, id] of [SERVICES[1], SERVICES[6]]) {
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("navigation", { name: "Services" }).getByRole("link", { name: title, exact: false }).click();
      await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    }
  });

  test("the in-page navigation lists every service", async ({ page }) => {
    await page.goto("/services");
    const nav = page.getByRole("navigation", { name: "Our services" });
    expect(await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(SERVICES.map(([, id]) => `#${id}`));
    await nav.getByRole("link", { name: "Driver coaching" }).click();
    await expect(page.locator("#driver-coaching h2")).toBeInViewport();
  });

  test("every service links to the contact form with its subject chosen", async ({ page }) => {
    await page.goto("/services");
    for (const [title, id, subject] of SERVICES) {
      await expect(page.locator(`#${id}`).getByRole("link", { name: `Enquire: ${title}` })).toHaveAttribute("href", `/contact?subject=${subject}#contact-form`);
    }
    await page.locator("#driver-coaching").getByRole("link", { name: "Enquire: Driver coaching" }).click();
    await expect(page).toHaveURL(/\/contact\?subject=coaching#contact-form$/);
    await expect(page.getByLabel("Subject")).toHaveValue("coaching");
  });

  test("has no serious accessibility violations and holds at 390 px", async ({ page }) => {
    await page.goto("/services");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("/services without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads and its anchors work", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByTestId("service")).toHaveCount(7);
    await page.getByRole("navigation", { name: "Our services" }).getByRole("link", { name: "Technical consulting" }).click();
    await expect(page).toHaveURL(/#technical-consulting$/);
  });
});
