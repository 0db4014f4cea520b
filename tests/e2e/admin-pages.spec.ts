import { expect, test, type Browser, type Page } from "./support/test.ts";
import { adminSession } from "./support/admin.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 15: the team edits the pages that were fixed in code — the home
 * page's hero, tiles and partners, the driver's career — in both languages,
 * saves a draft that visitors do not see, previews it exactly as they will,
 * and publishes it with one action (or at a time it chooses).
 */

/** A visitor: a fresh browser context, no admin cookie. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Posts the editor with one of its buttons and waits for the server's answer. */
async function press(page: Page, button: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/"));
  await page.getByRole("button", { name: button, exact: true }).click();
  await answered;
}

const englishOf = (page: Page, label: string) => page.getByLabel(`${label} — English`, { exact: true });
const frenchOf = (page: Page, label: string) => page.getByLabel(`${label} — French`, { exact: true });

test.describe("admin pages", () => {
  test.slow();
  test("the home page: a draft stays private, its preview shows it in both languages, Publish makes it public at the next request", async ({ page, browser }) => {
    await adminSession(page);
    await page.goto("/admin/pages");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages");
    await page.getByRole("link", { name: "Edit the page Home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: Home");

    const hero = page.getByRole("region", { name: "Hero" }).or(page.locator("section", { has: page.getByRole("heading", { name: "Hero", exact: true }) }));
    const title = englishOf(page, "Title").first();
    await expect(title).toHaveValue("Écurie Vitesse Historique");
    await title.fill("Historic Formula 1, alive");
    await frenchOf(page, "Title").first().fill("La Formule 1 historique, vivante");
    await frenchOf(page, "Text under the title").fill("");
    await expect(hero.first()).toBeVisible();

    // A new partner, moved to the top of the list.
    const partners = page.getByRole("group", { name: "Partners" });
    await page.getByRole("button", { name: "Add a partner" }).click();
    const newPartner = partners.getByTestId("page-list-item").last();
    await newPartner.getByLabel("Name").fill("Garage Test Montlhéry");
    await newPartner.getByLabel("Category — English").fill("test bench");
    await newPartner.getByLabel("Category — French").fill("banc d’essai");
    const count = await partners.getByTestId("page-list-item").count();
    for (let index = count; index > 1; index--) await page.getByRole("button", { name: `Move partner ${index} up` }).click();
    await expect(partners.getByTestId("page-list-item").first().getByLabel("Name")).toHaveValue("Garage Test Montlhéry");

    await press(page, "Save draft");
    await expect(toast(page, "Draft saved. Visitors still see the published page.")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "is waiting: visitors still see the published page" })).toBeVisible();
    await expect(englishOf(page, "Title").first()).toHaveValue("Historic Formula 1, alive");

    // Visitors still read the published page.
    const visitor = await visitorPage(browser);
    await visitor.goto("/");
    await expect(visitor.locator("h1")).toHaveText("Écurie Vitesse Historique");
    await expect(visitor.getByTestId("partner").first()).not.toContainText("Garage Test Montlhéry");
    // Asking for the draft without being an admin gives the published page.
    await visitor.goto("/?preview=draft");
    await expect(visitor.locator("h1")).toHaveText("Écurie Vitesse Historique");

    // The preview: the public page itself, at phone width, then in French at desktop width.
    await page.getByRole("link", { name: "Preview", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preview: Home");
    await expect(page.getByText("You are looking at the draft.")).toBeVisible();
    const frame = page.frameLocator("[data-testid=page-preview]");
    await expect(page.getByTestId("page-preview")).toHaveAttribute("width", "390");
    await expect(frame.locator("h1")).toHaveText("Historic Formula 1, alive");
    await expect(frame.getByTestId("partner").first()).toContainText("Garage Test Montlhéry");
    await page.getByRole("link", { name: "French" }).click();
    // Each choice is a link made from the address it is on: the next one is clicked once the first has landed.
    await expect(page).toHaveURL(/[?&]lang=fr(&|$)/);
    await page.getByRole("link", { name: "Desktop" }).click();
    await expect(page).toHaveURL(/[?&]width=desktop(&|$)/);
    await expect(page.getByTestId("page-preview")).toHaveAttribute("width", "1366");
    await expect(frame.locator("h1")).toHaveText("La Formule 1 historique, vivante");
    // The French lead was emptied: the English one shows, marked as English.
    await expect(frame.locator("section#home p[lang=en]")).toContainText("We find, restore and race");
    await expect(frame.getByTestId("partner").first()).toContainText("banc d’essai");

    await page.getByRole("link", { name: "Back to the editor" }).click();
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();

    await visitor.goto("/");
    await expect(visitor.locator("h1")).toHaveText("Historic Formula 1, alive");
    await expect(visitor.getByTestId("partner").first()).toContainText("Garage Test Montlhéry");
    await expect(visitor.getByRole("region", { name: "Partners" }).or(visitor.locator("footer")).first()).toContainText("Garage Test Montlhéry");
    await visitor.goto("/fr");
    await expect(visitor.locator("h1")).toHaveText("La Formule 1 historique, vivante");
    await expect(visitor.getByTestId("partner").first()).toContainText("banc d’essai");

    // Back as it was: the demo's words, the test partner removed.
    await page.goto("/admin/pages/home");
    await englishOf(page, "Title").first().fill("Écurie Vitesse Historique");
    await frenchOf(page, "Title").first().fill("Écurie Vitesse Historique");
    await frenchOf(page, "Text under the title").fill("Nous dénichons, restaurons et faisons courir les Formule 1 des années 1960 à 1980 — et nous vous en confions le volant.");
    await page.getByRole("button", { name: "Remove partner 1" }).click();
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();
    await visitor.goto("/");
    await expect(visitor.locator("h1")).toHaveText("Écurie Vitesse Historique");
    await expect(visitor.getByTestId("partner")).toHaveCount(8);
    await visitor.context().close();
  });

  test("a refused save keeps everything typed, with the message under the field, and saves nothing", async ({ page }) => {
    await adminSession(page);
    await page.goto("/admin/pages/home");
    await englishOf(page, "Title").first().fill("");
    await frenchOf(page, "Title").first().fill("Titre gardé");
    const tile = page.getByRole("group", { name: "Tiles" }).getByTestId("page-list-item").first();
    await tile.getByLabel("Leads to").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    await expect(page.getByText("Give a path of this site (/collection), a section of the page (#news) or an https:// address.")).toBeVisible();
    await expect(frenchOf(page, "Title").first()).toHaveValue("Titre gardé");
    await page.goto("/admin/pages/home");
    await expect(englishOf(page, "Title").first()).toHaveValue("Écurie Vitesse Historique");
  });

  test("the driver page: biography, timeline order and a new address, in both languages; a scheduled draft waits for its time", async ({ page, browser }) => {
    await adminSession(page);
    await page.goto("/admin/pages/driver");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: Driver");
    await expect(page.getByLabel("Address")).toHaveValue("lucas-delaunay");

    const biography = englishOf(page, "Biography");
    const original = await biography.inputValue();
    const originalFrench = await frenchOf(page, "Biography").inputValue();
    await biography.fill(`A new first paragraph about the 2026 season.\n\n${original}`);
    await frenchOf(page, "Biography").fill(`Un nouveau premier paragraphe sur la saison 2026.\n\n${originalFrench}`);
    // The second step of the timeline moves to the top.
    const timeline = page.getByRole("group", { name: "Timeline" });
    const secondTitle = await timeline.getByTestId("page-list-item").nth(1).getByLabel("Title — English").inputValue();
    await page.getByRole("button", { name: "Move season 2 up" }).click();
    await expect(timeline.getByTestId("page-list-item").first().getByLabel("Title — English")).toHaveValue(secondTitle);
    await page.getByLabel("Address").fill("lucas-delaunay-racing");
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto("/lucas-delaunay-racing");
    await expect(visitor.locator("h1")).toHaveText("Lucas Delaunay");
    await expect(visitor.locator("#career-summary")).toContainText("A new first paragraph about the 2026 season.");
    await expect(visitor.getByTestId("timeline-entry").first()).toContainText(secondTitle);
    // The menu follows the new address.
    await expect(visitor.getByRole("navigation").first().getByRole("link", { name: "Lucas Delaunay" }).first()).toHaveAttribute("href", "/lucas-delaunay-racing");
    // The old address leads to the new one, permanently, in both languages.
    for (const [old, now] of [["/lucas-delaunay", "/lucas-delaunay-racing"], ["/fr/lucas-delaunay", "/fr/lucas-delaunay-racing"]]) {
      const moved = await visitor.request.get(old!, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(new URL(moved.headers().location!, "http://x").pathname).toBe(now);
    }
    await visitor.goto("/fr/lucas-delaunay");
    await expect(visitor).toHaveURL(/\/fr\/lucas-delaunay-racing$/);
    await expect(visitor.locator("#career-summary")).toContainText("Un nouveau premier paragraphe sur la saison 2026.");

    // A draft scheduled for later: visitors keep the published page, the editor says when it goes out.
    await page.goto("/admin/pages/driver");
    await englishOf(page, "Quote").fill("Scheduled words.");
    await page.getByLabel("Publish on (Paris time)").fill("2099-06-01T09:30");
    await press(page, "Schedule");
    await expect(toast(page, "Scheduled for 2099-06-01 09:30 (Paris time).")).toBeVisible();
    await expect(page.getByText("It will be published on")).toBeVisible();
    await visitor.goto("/lucas-delaunay-racing");
    await expect(visitor.locator("blockquote")).not.toContainText("Scheduled words.");
    await page.getByRole("button", { name: "Discard draft" }).click();
    await expect(toast(page, "Draft discarded.")).toBeVisible();
    await expect(englishOf(page, "Quote")).not.toHaveValue("Scheduled words.");

    // Back as it was.
    await biography.fill(original);
    await frenchOf(page, "Biography").fill(originalFrench);
    await page.getByRole("button", { name: "Move season 1 down" }).click();
    await page.getByLabel("Address").fill("lucas-delaunay");
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();
    await visitor.goto("/lucas-delaunay");
    await expect(visitor.getByTestId("timeline-period").first()).toHaveText("1997");
    await visitor.context().close();
  });

  test("F1 Madness: a car's chassis and a service, in both languages, at the next request", async ({ page, browser }) => {
    await adminSession(page);
    await page.goto("/admin/pages/f1madness");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: F1 Madness");
    const car = page.getByRole("group", { name: "Cars" }).getByTestId("page-list-item").nth(1);
    await expect(car.getByLabel("Model")).toHaveValue("Corbière C80");
    const chassis = car.getByLabel("Chassis — English");
    const chassisFr = car.getByLabel("Chassis — French");
    const [oldChassis, oldChassisFr] = [await chassis.inputValue(), await chassisFr.inputValue()];
    await chassis.fill("C80/04, the spare car");
    await chassisFr.fill("C80/04, le mulet");
    const service = page.getByRole("group", { name: "Services" }).getByTestId("page-list-item").first();
    const serviceTitle = service.getByLabel("Title — English");
    const oldService = await serviceTitle.inputValue();
    await serviceTitle.fill("Sourcing");
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto("/f1madness");
    await expect(visitor.getByTestId("static-car").nth(1)).toContainText("C80/04, the spare car");
    await expect(visitor.getByTestId("service-card").first()).toContainText("Sourcing");
    await visitor.goto("/fr/f1madness");
    await expect(visitor.getByTestId("static-car").nth(1)).toContainText("C80/04, le mulet");
    // No French title for the service yet? It was written: the French page keeps its own.
    await expect(visitor.getByTestId("service-card").first()).not.toContainText("Sourcing");

    await page.goto("/admin/pages/f1madness");
    const again = page.getByRole("group", { name: "Cars" }).getByTestId("page-list-item").nth(1);
    await again.getByLabel("Chassis — English").fill(oldChassis);
    await again.getByLabel("Chassis — French").fill(oldChassisFr);
    await page.getByRole("group", { name: "Services" }).getByTestId("page-list-item").first().getByLabel("Title — English").fill(oldService);
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();
    await visitor.goto("/f1madness");
    await expect(visitor.getByTestId("static-car").nth(1)).toContainText(oldChassis);
    await visitor.context().close();
  });

  test("a page keeps its publications as versions: one is compared with the current page and restored, the restore a version itself", async ({ page, browser }) => {
    await adminSession(page);
    await page.goto("/admin/pages/driver");
    const quote = englishOf(page, "Quote");
    const original = await quote.inputValue();
    await quote.fill("“Every lap is a conversation with the car.”");
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();

    await page.getByRole("link", { name: "History", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("History of Driver");
    const versions = page.getByTestId("version-row");
    await expect(versions.nth(0)).toContainText("Published the driver page");
    await expect(versions.nth(0)).toContainText("Current version");
    await versions.nth(1).getByRole("link", { name: /^Compare with current: the version/ }).click();
    await expect(page.getByTestId("version-field").getByRole("rowheader")).toHaveText(["Quote"]);
    await page.getByRole("link", { name: "Restore this version", exact: true }).click();
    await page.getByRole("button", { name: "Restore", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/driver$/);
    await expect(englishOf(page, "Quote")).toHaveValue(original);

    const visitor = await visitorPage(browser);
    await visitor.goto("/lucas-delaunay");
    await expect(visitor.locator("blockquote")).toHaveText(original);
    await visitor.context().close();
    // The restore's toast links to the history too: the editor's own link.
    await page.locator("#main").getByRole("link", { name: "History", exact: true }).click();
    await expect(versions.nth(0)).toContainText(/Restored the version (of|from before) /);
    await expect(versions.nth(0)).toContainText("Current version");
  });

  test("the services page: a section's words and points, the footer's column following its short name, in both languages", async ({ page, browser }) => {
    await adminSession(page);
    await page.goto("/admin/pages/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: Services");
    const section = page.getByRole("group", { name: "Sections" }).getByTestId("page-list-item").nth(1);
    await expect(section.getByLabel("Address on the page")).toHaveValue("restoration");
    const shortName = section.getByLabel("Short name — English");
    const points = section.getByLabel("What it includes — English");
    const pointsFr = section.getByLabel("What it includes — French");
    const [oldName, oldPoints, oldPointsFr] = [await shortName.inputValue(), await points.inputValue(), await pointsFr.inputValue()];
    await shortName.fill("Rebuilds");
    await points.fill(`${oldPoints}\nPaint matched to the period livery`);
    await pointsFr.fill(`${oldPointsFr}\nPeinture fidèle à la livrée d’époque`);
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto("/services");
    await expect(visitor.locator("#restoration li").last()).toHaveText("Paint matched to the period livery");
    await expect(visitor.locator("footer").getByRole("link", { name: "Rebuilds", exact: true })).toHaveAttribute("href", "/services#restoration");
    await visitor.goto("/fr/services");
    await expect(visitor.locator("#restoration li").last()).toHaveText("Peinture fidèle à la livrée d’époque");

    await page.goto("/admin/pages/services");
    const again = page.getByRole("group", { name: "Sections" }).getByTestId("page-list-item").nth(1);
    await again.getByLabel("Short name — English").fill(oldName);
    await again.getByLabel("What it includes — English").fill(oldPoints);
    await again.getByLabel("What it includes — French").fill(oldPointsFr);
    await press(page, "Publish");
    await expect(toast(page, "Published.")).toBeVisible();
    await visitor.goto("/services");
    await expect(visitor.locator("footer").getByRole("link", { name: oldName, exact: true })).toBeVisible();
    await visitor.context().close();
  });
});
