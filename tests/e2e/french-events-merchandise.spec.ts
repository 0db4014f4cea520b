import { expect, test, type Page } from "./support/test.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { demoEvents, demoProducts } from "../../app/db/seed/demo-content.ts";
import { demoEventsFr, demoProductsFr } from "../../app/db/seed/demo-content.fr.ts";
import { adminSession } from "./support/admin.ts";
import { expectAlternates, publicEn, publicFr, uniqueEmail, waitForCartCount } from "./support/french.ts";
import { waitForMail } from "./support/outbox.ts";
import { toast } from "./support/toast.ts";

/**
 * Issue 13 for events and merchandise: the (English) admin writes both
 * languages in one form; each site shows its own words, and what has no
 * French shows its English marked lang="en". Events and items have no page of
 * their own (they live on /events and /pitshop), so there is no item address
 * to announce or leave out in hreflang: the list pages keep theirs.
 *
 * Everything this file creates ends in the trash: the public events and
 * Pitshop specs count the demo content.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const FRENCH_NAME_REQUIRED = publicEn["events.admin.frenchNameRequired"];

/** A calendar day `days` from today, as the date input posts it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The public pages re-read the content at most once a second: a page checked right after a save is loaded again until it shows it. */
async function gotoShowing(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 10_000 });
}

const eventCard = (page: Page, name: string) => page.getByTestId("event-card").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
const productCard = (page: Page, name: string) => page.getByTestId("product-card").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

async function trashFromList(page: Page, list: "/admin/events" | "/admin/merchandise", name: string) {
  await page.goto(`${list}?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId(list === "/admin/events" ? "event-row" : "merchandise-row").filter({ has: page.getByRole("link", { name, exact: true }) });
  if ((await row.count()) === 0) return;
  await row.getByRole("button", { name: adminEn["admin.delete.labelFor"].replace("{name}", name) }).click();
  await page.getByRole("dialog").getByRole("button", { name: adminEn["admin.delete.confirm"] }).click();
  await expect(row).toHaveCount(0);
}

test.describe("events and merchandise in French", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an event written in both languages shows each on its site; a French text left empty, or an event without French, shows English marked", async ({ page }) => {
    const id = stamp();
    const english = { name: `Reims Revival ${id}`, location: "Reims-Gueux, France", description: "Demonstration laps on the old road circuit." };
    const french = { name: `Rétro de Reims ${id}`, location: "Reims-Gueux, Champagne" };
    const englishOnly = `Montlhéry Day ${id}`;
    await adminSession(page);
    try {
      await page.goto("/admin/events/new");
      await page.getByLabel(adminEn["adminEvents.field.name"], { exact: true }).fill(english.name);
      await page.getByLabel(adminEn["adminEvents.field.date"], { exact: true }).fill(dayFromToday(12));
      await page.getByLabel(adminEn["adminEvents.field.type"], { exact: true }).selectOption("Historic Grand Prix");
      await page.getByLabel(adminEn["adminEvents.field.location"], { exact: true }).fill(english.location);
      await page.getByLabel(adminEn["adminEvents.field.description"], { exact: true }).fill(english.description);
      // French begun without its name: refused under the French name, everything typed kept, French included.
      await page.getByLabel(adminEn["adminEvents.field.locationFr"], { exact: true }).fill(french.location);
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(adminEn["admin.form.fixErrors"]);
      const nameFr = page.getByLabel(adminEn["adminEvents.field.nameFr"], { exact: true });
      await expect(nameFr).toHaveAttribute("aria-invalid", "true");
      await expect(nameFr).toHaveAccessibleDescription(new RegExp(`^${FRENCH_NAME_REQUIRED.replace(/\./g, "\\.")}`));
      await expect(page.getByLabel(adminEn["adminEvents.field.locationFr"], { exact: true })).toHaveValue(french.location);
      await expect(page.getByLabel(adminEn["adminEvents.field.name"], { exact: true })).toHaveValue(english.name);
      await expect(page.getByLabel(adminEn["adminEvents.field.description"], { exact: true })).toHaveValue(english.description);

      // Named in French (type and description left to the English): saved in one go.
      await nameFr.fill(french.name);
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(toast(page, adminEn["admin.form.created"])).toBeVisible();
      await expect(page.getByRole("link", { name: adminEn["adminContent.viewOnSiteFr"] })).toHaveAttribute("href", /^\/fr\/evenements\/[0-9a-f-]{36}$/);

      // An event without French, for the list's badge and the French page's fallback.
      await page.goto("/admin/events/new");
      await page.getByLabel(adminEn["adminEvents.field.name"], { exact: true }).fill(englishOnly);
      await page.getByLabel(adminEn["adminEvents.field.date"], { exact: true }).fill(dayFromToday(13));
      await page.getByLabel(adminEn["adminEvents.field.type"], { exact: true }).selectOption("Track Day");
      await page.getByLabel(adminEn["adminEvents.field.location"], { exact: true }).fill("Montlhéry, France");
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(toast(page, adminEn["admin.form.created"])).toBeVisible();
      await expect(page.getByRole("link", { name: adminEn["adminContent.viewOnSiteFr"] })).toHaveCount(0);

      await page.goto(`/admin/events?q=${encodeURIComponent(id)}`);
      const row = (name: string) => page.getByTestId("event-row").filter({ has: page.getByRole("link", { name, exact: true }) });
      await expect(row(englishOnly).getByTestId("missing-french")).toHaveText(adminEn["adminContent.missingFrench"]);
      await expect(row(english.name).getByTestId("missing-french")).toHaveCount(0);
      // The list finds an event by its French name too.
      await page.goto(`/admin/events?q=${encodeURIComponent(french.name)}`);
      await expect(page.getByTestId("event-row")).toHaveCount(1);

      // The English site: the English words, nothing marked.
      await gotoShowing(page, "/events", () => expect(eventCard(page, english.name)).toHaveCount(1));
      const englishCard = eventCard(page, english.name);
      await expect(englishCard).toContainText(english.location);
      await expect(englishCard).toContainText(english.description);
      await expect(englishCard.locator("[lang]")).toHaveCount(0);

      // The French site: the French name and location in the page's language; the type and description it lacks in English, marked.
      await gotoShowing(page, "/fr/evenements", () => expect(eventCard(page, french.name)).toHaveCount(1));
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      const card = eventCard(page, french.name);
      await expect(card.getByRole("heading", { level: 3 })).not.toHaveAttribute("lang", /./);
      await expect(card.getByText(french.location, { exact: true })).not.toHaveAttribute("lang", /./);
      await expect(card.getByText("Historic Grand Prix", { exact: true })).toHaveAttribute("lang", "en");
      await expect(card.getByText(english.description, { exact: true })).toHaveAttribute("lang", "en");
      await expect(card).not.toContainText(english.name);
      // The one without French: English, each text marked.
      const fallback = eventCard(page, englishOnly);
      await expect(fallback.getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");
      await expect(fallback.getByText("Montlhéry, France", { exact: true })).toHaveAttribute("lang", "en");
      await expect(fallback.getByText("Track Day", { exact: true })).toHaveAttribute("lang", "en");
    } finally {
      for (const name of [english.name, englishOnly]) await trashFromList(page, "/admin/events", name);
    }
  });

  test("an item written in both languages is named in each site's language, in the Pitshop, the cart and the order's e-mail", async ({ page }) => {
    const id = stamp();
    const english = { name: `Paddock Lamp ${id}`, description: "A brass inspection lamp from the garage." };
    const french = { name: `Baladeuse du paddock ${id}`, description: "Une baladeuse en laiton, tout droit sortie de l’atelier." };
    const englishOnly = `Garage Clock ${id}`;
    await adminSession(page);
    try {
      await page.goto("/admin/merchandise/new");
      await page.getByLabel(adminEn["merchAdmin.field.name"], { exact: true }).fill(english.name);
      await page.getByLabel(adminEn["merchAdmin.field.description"], { exact: true }).fill(english.description);
      await page.getByLabel(adminEn["merchAdmin.field.price"], { exact: true }).fill("45");
      await page.getByLabel(adminEn["merchAdmin.field.stock"], { exact: true }).fill("6");
      await page.getByLabel(adminEn["merchAdmin.field.category"], { exact: true }).selectOption("Collectibles");
      await page.getByLabel(adminEn["merchAdmin.field.active"], { exact: true }).check();
      // A French description without the French name: refused under that field, the form kept.
      await page.getByLabel(adminEn["merchAdmin.field.descriptionFr"], { exact: true }).fill(french.description);
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText(adminEn["admin.form.fixErrors"]);
      const nameFr = page.getByLabel(adminEn["merchAdmin.field.nameFr"], { exact: true });
      await expect(nameFr).toHaveAccessibleDescription(new RegExp(`^${publicEn["merch.admin.frenchNameRequired"].replace(/\./g, "\\.")}`));
      await expect(page.getByLabel(adminEn["merchAdmin.field.descriptionFr"], { exact: true })).toHaveValue(french.description);
      await expect(page.getByLabel(adminEn["merchAdmin.field.name"], { exact: true })).toHaveValue(english.name);

      await nameFr.fill(french.name);
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(toast(page, adminEn["admin.form.created"])).toBeVisible();
      await expect(nameFr).toHaveValue(french.name);

      await page.goto("/admin/merchandise/new");
      await page.getByLabel(adminEn["merchAdmin.field.name"], { exact: true }).fill(englishOnly);
      await page.getByLabel(adminEn["merchAdmin.field.price"], { exact: true }).fill("80");
      await page.getByLabel(adminEn["merchAdmin.field.stock"], { exact: true }).fill("2");
      await page.getByLabel(adminEn["merchAdmin.field.category"], { exact: true }).selectOption("Collectibles");
      await page.getByLabel(adminEn["merchAdmin.field.active"], { exact: true }).check();
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(toast(page, adminEn["admin.form.created"])).toBeVisible();

      await page.goto(`/admin/merchandise?q=${encodeURIComponent(id)}`);
      const row = (name: string) => page.getByTestId("merchandise-row").filter({ has: page.getByRole("link", { name, exact: true }) });
      await expect(row(englishOnly).getByTestId("missing-french")).toHaveText(adminEn["adminContent.missingFrench"]);
      await expect(row(english.name).getByTestId("missing-french")).toHaveCount(0);

      // Each site in its words; the item without French marked English on the French one, its picture's alt text included.
      await gotoShowing(page, "/pitshop?category=Collectibles", () => expect(productCard(page, english.name)).toHaveCount(1));
      await expect(productCard(page, english.name)).toContainText(english.description);
      await expect(productCard(page, english.name).locator("[lang]")).toHaveCount(0);
      await gotoShowing(page, "/fr/boutique?category=Collectibles", () => expect(productCard(page, french.name)).toHaveCount(1));
      const card = productCard(page, french.name);
      await expect(card.getByText(french.description, { exact: true })).toBeVisible();
      await expect(card.locator("[lang]")).toHaveCount(0);
      await expect(productCard(page, englishOnly).getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");

      // The cart, filled on the French site, names each line in the language of the page that shows it.
      await waitForCartCount(page, "fr");
      await card.getByRole("button", { name: publicFr["shop.addToCart"] }).click();
      await productCard(page, englishOnly).getByRole("button", { name: publicFr["shop.addToCart"] }).click();
      await waitForCartCount(page, "fr", 2);
      await page.goto("/fr/boutique/panier");
      const line = (name: string) => page.getByTestId("cart-line").filter({ hasText: name }).locator("p").first();
      await expect(line(french.name)).toHaveText(french.name);
      await expect(line(french.name)).not.toHaveAttribute("lang", /./);
      await expect(line(englishOnly)).toHaveAttribute("lang", "en");
      await page.goto("/pitshop/cart");
      await expect(line(english.name)).toHaveText(english.name);
      await expect(page.getByTestId("cart-line").filter({ hasText: french.name })).toHaveCount(0);

      // Ordered from the French cart: the confirmation names the items in French (English for the one without French).
      const email = uniqueEmail("commande");
      await page.goto("/fr/boutique/panier");
      const form = page.getByRole("region", { name: publicFr["cart.requestTitle"] });
      await form.getByLabel(publicFr["form.name"], { exact: true }).fill("Jean-Pierre Jabouille");
      await form.getByLabel(publicFr["form.email"], { exact: true }).fill(email);
      await form.getByRole("button", { name: publicFr["cart.send"] }).click();
      await expect(page.getByRole("status")).toContainText(publicFr["cart.success"]);
      const mail = await waitForMail(email, /Votre demande de commande/);
      expect(mail.text).toContain(`1 × ${french.name}`);
      expect(mail.text).toContain(`1 × ${englishOnly}`);
      expect(mail.text).not.toContain(english.name);
    } finally {
      for (const name of [english.name, englishOnly]) await trashFromList(page, "/admin/merchandise", name);
    }
  });

  test("the demo's events and items are French on the French pages, English on the English ones", async ({ page, baseURL }) => {
    const next = demoEvents.filter((event) => event.daysFromToday >= 0).sort((a, b) => a.daysFromToday - b.daysFromToday)[0]!;
    const nextFr = demoEventsFr[next.slug]!;
    await page.goto("/fr/evenements");
    await expectAlternates(page, baseURL!, { en: "/events", fr: "/fr/evenements" });
    const lead = page.getByTestId("event-card").first();
    await expect(lead.getByRole("heading", { level: 3 })).toHaveText(nextFr.name);
    await expect(lead).toContainText(nextFr.event_type);
    // Its picture described in French (issue 15).
    await expect(lead.locator("img")).toHaveAttribute("alt", `Plan du circuit pour ${nextFr.name}`);
    await expect(lead).toContainText(nextFr.description);
    await expect(lead.locator("[lang]")).toHaveCount(0);
    await expect(page.getByRole("complementary", { name: publicFr["events.sidebarTitle"] })).toContainText(nextFr.name);
    await page.goto("/events");
    await expect(page.getByTestId("event-card").first().getByRole("heading", { level: 3 })).toHaveText(next.name);

    const tee = demoProducts.find((item) => item.name === "Team T-Shirt")!;
    await page.goto("/fr/boutique");
    await expect(productCard(page, demoProductsFr[tee.slug]!.name)).toContainText(demoProductsFr[tee.slug]!.description);
    await expect(productCard(page, demoProductsFr[tee.slug]!.name).getByRole("img")).toHaveAttribute("alt", `${demoProductsFr[tee.slug]!.name}, photo en studio`);
    await expect(productCard(page, tee.name)).toHaveCount(0);
    await page.goto("/pitshop");
    await expect(productCard(page, tee.name)).toContainText(tee.description);
  });
});
