import { expect, test, type Browser, type Page } from "./support/test.ts";
import { adminSession } from "./support/admin.ts";
import { png } from "./support/images.ts";
import { euro } from "./support/french.ts";
import { readOutbox } from "./support/outbox.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 15: the experiences are the team's cards (Admin › Pages ›
 * Experiences). A price raised, a card added with its picture and offered in
 * the request form, seen by visitors at the next request in both languages;
 * a request for the new card arrives under its name; the demo's cards put
 * back at the end.
 */

async function visitorPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Posts the editor with one of its buttons and waits for the server's answer. */
async function press(page: Page, button: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/pages/"));
  await page.getByRole("button", { name: button, exact: true }).click();
  return answered;
}

const cards = (page: Page) => page.getByRole("group", { name: "Experience cards" }).getByTestId("page-list-item");

test.describe("admin › pages › experiences", () => {
  test.slow();

  test("a price raised and a new card with its picture, in the request form, at the next request in both languages", async ({ page, browser }) => {
    const stamp = Date.now();
    const name = `Night Session ${stamp}`;
    const nameFr = `Session nocturne ${stamp}`;
    await adminSession(page);
    await page.goto("/admin/pages");
    await page.getByRole("link", { name: "Edit the page Experiences" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: Experiences");
    await expect(cards(page)).toHaveCount(4);
    const coaching = cards(page).nth(1);
    await expect(coaching.getByLabel("Name — English")).toHaveValue("Track Day Coaching");
    await coaching.getByLabel("From price (€)").fill("2800");

    await page.getByRole("button", { name: "Add an experience" }).click();
    const added = cards(page).last();
    await expect(added.getByLabel("Offered in the request form")).toBeChecked();
    await added.getByLabel("Reference").fill("night-session");
    await added.getByLabel("Name — English").fill(name);
    await added.getByLabel("Name — French").fill(nameFr);
    await added.getByLabel("From price (€)").fill("3 200,50");
    await added.getByLabel("Duration — English").fill("Evening");
    await added.getByLabel("Duration — French").fill("Soirée");
    await added.getByLabel("What is included — English").fill("Floodlit track\nDinner in the paddock");
    await added.getByLabel("Picture", { exact: true }).setInputFiles(await png(`night-${stamp}.png`, 1200, 750));
    await expect(added.locator('input[name$=".image.url"]')).toHaveValue(/^\/media\//, { timeout: 20_000 });

    // Refused (by the page's schema, in the browser as on the server): a price is a whole number, a picture needs its words. Nothing typed is lost.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
    await expect(added.getByText("Enter a whole number.", { exact: true })).toBeVisible();
    await expect(added.getByText("Describe the image for those who cannot see it.")).toBeVisible();
    await expect(added.getByLabel("Name — French")).toHaveValue(nameFr);
    await expect(cards(page).nth(1).getByLabel("From price (€)")).toHaveValue("2800");

    await added.getByLabel("From price (€)").fill("3200");
    await added.getByLabel("Picture description — English").fill("A historic Formula 1 car under floodlights");
    await added.getByLabel("Picture description — French").fill("Une Formule 1 historique sous les projecteurs");
    const visitor = await visitorPage(browser);
    try {
      await press(page, "Publish");
      await expect(toast(page, "Published.")).toBeVisible();

      await visitor.goto("/experiences");
      const visitorCards = visitor.getByTestId("experience");
      await expect(visitorCards).toHaveCount(5);
      await expect(visitor.getByTestId("experience-price")).toHaveText(["€15,000", "€2,800", "€8,000", "€1,500", "€3,200"]);
      const night = visitorCards.last();
      await expect(night.getByRole("heading", { level: 3 })).toHaveText(name);
      await expect(night.getByRole("img")).toHaveAttribute("alt", "A historic Formula 1 car under floodlights");
      await expect(night.getByRole("listitem")).toHaveText(["Floodlit track", "Dinner in the paddock"]);
      const options = visitor.getByLabel("Experience type").locator("option");
      await expect(options).toHaveText(["Select an experience", "F1 Drive Experience", "Track Day Coaching", "VIP Event Package", "Passenger Hot Laps", name, "Custom experience"]);

      // A request for the new card arrives under its name.
      await night.getByRole("link", { name: `Request ${name}` }).click();
      await expect(visitor.getByLabel("Experience type")).toHaveValue("night-session");
      const email = `night-${stamp}@example.com`;
      await visitor.getByLabel("Name").fill("Nina Night");
      await visitor.getByLabel("Email").fill(email);
      await visitor.getByRole("button", { name: "Send Request" }).click();
      await expect(visitor.getByText("Thank you! Your request has been received. The team will contact you shortly.")).toBeVisible();
      // The team's notification names it (found by the visitor's address in its Reply-To).
      await expect
        .poll(async () => (await readOutbox()).filter((mail) => (mail.replyTo?.text ?? "").includes(email)).map((mail) => mail.subject), { timeout: 15_000 })
        .toContain(`New experience request: ${name} — Nina Night`);

      await visitor.goto("/fr/experiences");
      await expect(visitor.getByTestId("experience-price")).toHaveText([15_000, 2_800, 8_000, 1_500, 3_200].map((amount) => euro(amount, "fr-FR")));
      const nightFr = visitor.getByTestId("experience").last();
      await expect(nightFr.getByRole("heading", { level: 3 })).toHaveText(nameFr);
      await expect(nightFr.getByTestId("experience-duration")).toHaveText("Soirée");
      await expect(nightFr.getByRole("img")).toHaveAttribute("alt", "Une Formule 1 historique sous les projecteurs");
      // No French list written: the English one, marked as English.
      await expect(nightFr.locator("ul[lang=en] li")).toHaveText(["Floodlit track", "Dinner in the paddock"]);
    } finally {
      // The demo's cards again, for the other specs.
      await page.goto("/admin/pages/experiences");
      await cards(page).nth(1).getByLabel("From price (€)").fill("2500");
      if ((await cards(page).count()) === 5) await page.getByRole("button", { name: "Remove card 5" }).click();
      await expect(cards(page)).toHaveCount(4);
      await press(page, "Publish");
      await expect(toast(page, "Published.")).toBeVisible();
      await visitor.goto("/experiences");
      await expect(visitor.getByTestId("experience")).toHaveCount(4);
      await visitor.context().close();
    }
  });
});
