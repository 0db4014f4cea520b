import { expect, test, type Page } from "./support/test.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession, statusOf } from "./support/admin.ts";

/** Site settings: the names and contact details every public page shows, where notifications go, and double opt-in. */
const SEEDED_PHONE = "+33 3 86 21 47 90";

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
}

/**
 * Saves and waits for the server's answer: the "Saved." of an earlier save is
 * still on screen, so the status alone cannot tell that this one has landed.
 */
async function saveAndWait(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/settings"));
  await save(page);
  await answered;
  await expect(statusOf(page)).toHaveText("Saved.");
}

test.describe("admin site settings", () => {
  test("shows the stored settings, saves a change that public pages show at once, and restores it", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site settings");
    await expect(page.getByLabel("Team name")).toHaveValue("Écurie Vitesse Historique");
    await expect(page.getByLabel("Contact e-mail")).toHaveValue("contact@ecurie-vitesse.example");
    await expect(page.getByLabel("Contact phone")).toHaveValue(SEEDED_PHONE);
    await expect(page.getByLabel("Double opt-in for newsletter subscriptions")).not.toBeChecked();

    const phone = `+33 1 ${String(Date.now()).slice(-8)}`;
    await page.getByLabel("Contact phone").fill(phone);
    await save(page);
    await expect(statusOf(page)).toHaveText("Saved.");
    await page.reload();
    await expect(page.getByLabel("Contact phone")).toHaveValue(phone);

    // The public page is fresh (its render cache dropped), for an anonymous visitor too.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto("/contact");
    await expect(visitor.getByText(phone)).toBeVisible();
    await visitor.close();

    await page.getByLabel("Contact phone").fill(SEEDED_PHONE);
    await save(page);
    await expect(statusOf(page)).toHaveText("Saved.");
  });

  test("refuses bad input in the browser, without a post, with field messages and keeps what was typed", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    let posts = 0;
    page.on("request", (request) => void (request.method() === "POST" && posts++));
    // A field is judged as it is left, and again as it is corrected.
    await page.getByLabel("Contact e-mail").fill("not an address");
    await page.getByLabel("Contact e-mail").blur();
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(1);
    await page.getByLabel("Contact e-mail").fill("contact@ecurie-vitesse.example");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
    await page.getByLabel("Team name").fill("");
    await page.getByLabel("Contact e-mail").fill("not an address");
    await page.getByLabel("Notification e-mail").fill("also wrong");
    await page.getByLabel("Address", { exact: true }).fill("12 rue du Circuit\n89000 Auxerre");
    await save(page);
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(page.getByLabel("Team name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(2);
    await expect(page.getByLabel("Contact e-mail")).toHaveValue("not an address");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("12 rue du Circuit\n89000 Auxerre");
    expect(posts).toBe(0);

    await page.getByLabel("Address in French").fill("12 rue du Circuit\n89000 Auxerre");
    await save(page);
    await expect(page.getByLabel("Address in French")).toHaveValue("12 rue du Circuit\n89000 Auxerre");

    await page.reload();
    await expect(page.getByLabel("Team name")).toHaveValue("Écurie Vitesse Historique");
  });

  test("the address in French, beside the English one: each contact page shows its own, an empty one falls back to English marked as such", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    const english = await page.getByLabel("Address", { exact: true }).inputValue();
    const seededFrench = await page.getByLabel("Address in French").inputValue();
    expect(seededFrench).toContain("Technopôle du Circuit");
    const french = `Atelier ${Date.now()}, 58470 Magny-Cours`;
    const visitor = await page.context().browser()!.newPage();
    try {
      await page.getByLabel("Address in French").fill(french);
      await saveAndWait(page);
      await visitor.goto("/fr/contact");
      await expect(visitor.locator("address")).toHaveText(french);
      await expect(visitor.locator("address")).not.toHaveAttribute("lang");
      await visitor.goto("/contact");
      await expect(visitor.locator("address")).toHaveText(english);

      await page.getByLabel("Address in French").fill("");
      await saveAndWait(page);
      await visitor.goto("/fr/contact");
      await expect(visitor.locator("address")).toHaveText(english);
      await expect(visitor.locator("address")).toHaveAttribute("lang", "en");
      // The opening hours are the demo's, in French on the French page.
      await expect(visitor.getByTestId("business-hours").locator("dt").first()).toHaveText("Du lundi au vendredi");
    } finally {
      await visitor.close();
      await page.getByLabel("Address in French").fill(seededFrench);
      await saveAndWait(page);
    }
  });

  test("a social network's page: refused when it is not that network's, shown in the footer once set, gone when emptied", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    const linkedin = page.getByLabel("LinkedIn");
    await expect(linkedin).toHaveValue("");
    await expect(page.getByLabel("Instagram")).toHaveValue(/^https:\/\/www\.instagram\.com\//);
    await linkedin.fill("https://www.instagram.com/not-linkedin");
    await save(page);
    await expect(page.getByText("Enter the https address of a page on this network.")).toBeVisible();
    await expect(linkedin).toHaveValue("https://www.instagram.com/not-linkedin");

    const url = "https://www.linkedin.com/company/ecurie-vitesse-demo";
    await linkedin.fill(url);
    await saveAndWait(page);
    const visitor = await page.context().browser()!.newPage();
    try {
      await visitor.goto("/fr");
      await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", url);
    } finally {
      await linkedin.fill("");
      await saveAndWait(page);
    }
    await visitor.goto("/");
    await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "LinkedIn" })).toHaveCount(0);
    await visitor.close();
  });

  test("turns double opt-in on and off", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    const box = page.getByLabel("Double opt-in for newsletter subscriptions");
    await box.check();
    await save(page);
    await expect(statusOf(page)).toHaveText("Saved.");
    await page.reload();
    await expect(box).toBeChecked();
    await box.uncheck();
    await save(page);
    await expect(statusOf(page)).toHaveText("Saved.");
    await page.reload();
    await expect(box).not.toBeChecked();
  });

  test("has no serious accessibility violations and holds at 390 px", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/settings");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("admin site settings without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("saves with a plain form post", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    await page.getByLabel("Contact phone").fill(SEEDED_PHONE);
    await save(page);
    await expect(statusOf(page)).toHaveText("Saved.");
  });

  test("the server refuses what the browser would, and the form comes back as typed", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/settings");
    await page.getByLabel("Team name").fill("");
    await page.getByLabel("Contact phone").fill("+33 1 23 45 67 89");
    await page.getByLabel("Notification e-mail").fill("also wrong");
    // Past the browser's own checks: the schema on the server says the same as in the browser.
    await page.locator("form", { has: page.getByLabel("Team name") }).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await save(page);
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByLabel("Team name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(1);
    await expect(page.getByLabel("Contact phone")).toHaveValue("+33 1 23 45 67 89");
    await expect(page.getByLabel("Notification e-mail")).toHaveValue("also wrong");
    await page.goto("/admin/settings");
    await expect(page.getByLabel("Team name")).toHaveValue("Écurie Vitesse Historique");
  });
});
