import { expect, test, type Page } from "./support/test.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { demoCarsFr } from "../../app/db/seed/demo-content.fr.ts";
import { DEMO_DRIVER_SLUG } from "../../app/db/seed/demo-content.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { signedIn } from "./support/admin.ts";
import { alternatesOf, expectAlternates, publicEn, publicFr, uniqueEmail } from "./support/french.ts";
import { waitForMail } from "./support/outbox.ts";

/**
 * Issue 13 for the cars (decision 013): the admin (the shared E2E admin, in
 * English) writes a car in both languages in one form; each language's page
 * shows its own words at its own address, the other language's address
 * answers a 301; a car without French shows in English on the French site,
 * marked lang="en" and unannounced; the demo cars speak French there.
 *
 * The public collection spec counts the demo cars: every car made here ends
 * in the trash, whatever happens.
 */
const label = (key: keyof typeof adminEn) => adminEn[key];
const field = (page: Page, key: keyof typeof adminEn) => page.getByLabel(label(key), { exact: true });
const spec = (page: Page, key: "carsAdmin.specName" | "carsAdmin.specValue" | "carsAdmin.specNameFr" | "carsAdmin.specValueFr", n: number) =>
  page.getByLabel(label(key).replace("{n}", String(n)), { exact: true });

let unique = 0;
const stampOf = () => `${Date.now().toString(36)}${unique++}`;

/** The value of one row of a car page's facts, found by its term. */
const fact = (page: Page, term: string) => page.getByRole("region", { name: publicFr["car.specifications"] }).locator("div", { has: page.getByRole("term").filter({ hasText: term }) }).getByRole("definition");

/** Moves a car to the trash from the admin's list (English), if it is there. */
async function trashCar(page: Page, name: string) {
  await page.goto(`/admin/cars?q=${encodeURIComponent(name)}`);
  const row = page.getByTestId("car-row").filter({ has: page.getByRole("link", { name, exact: true }) });
  if ((await row.count()) === 0) return;
  await row.getByRole("button", { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Move to trash" }).click();
  await expect(row).toHaveCount(0);
}

/** The English half of a new car: name, year, engine, chassis, description, one specification; published. */
async function fillEnglish(page: Page, name: string) {
  await field(page, "carsAdmin.field.name").fill(name);
  await field(page, "carsAdmin.field.year").fill("1984");
  await field(page, "carsAdmin.field.engine").fill("1.5-litre turbocharged V6");
  await field(page, "carsAdmin.field.chassis").fill("Carbon-fibre monocoque");
  await field(page, "carsAdmin.field.description").fill("A turbo car rebuilt in the team's workshop.");
  await spec(page, "carsAdmin.specName", 1).fill("Power");
  await spec(page, "carsAdmin.specValue", 1).fill("780 hp");
  await page.getByLabel(label("carsAdmin.field.published"), { exact: true }).check();
}

test.describe("cars in French", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the admin writes a car in both languages: each page in its own words at its own address, an empty French field shows the English, marked", async ({ page, request, baseURL }) => {
    const stamp = stampOf();
    const name = `Rocheval RV ${stamp}`;
    const nameFr = `Rocheval RV ${stamp} Évolution`;
    const slug = `rocheval-rv-${stamp}`;
    const slugFr = `rocheval-rv-${stamp}-evolution`;
    await signedIn(page);
    await page.goto("/admin/cars/new");
    // The two languages side by side, in one form.
    await expect(page.getByRole("heading", { name: label("adminContent.english"), exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: label("adminContent.french"), exact: true })).toBeVisible();
    await fillEnglish(page, name);
    await field(page, "carsAdmin.field.nameFr").fill(nameFr);
    await field(page, "carsAdmin.field.slugFr").fill(slugFr);
    await field(page, "carsAdmin.field.engineFr").fill("V6 turbo 1,5 litre");
    await field(page, "carsAdmin.field.descriptionFr").fill("Une monoplace turbo remise en état dans l’atelier de l’écurie.");
    await spec(page, "carsAdmin.specNameFr", 1).fill("Puissance");
    await spec(page, "carsAdmin.specValueFr", 1).fill("780 ch");
    // The chassis is left without its French: the French page shows the English one.
    await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/cars\/[0-9a-f-]{36}$/);

    try {
      await expect(page.getByRole("link", { name: label("adminContent.viewOnSiteFr") })).toHaveAttribute("href", `/fr/collection/${slugFr}`);
      await expect(field(page, "carsAdmin.field.engineFr")).toHaveValue("V6 turbo 1,5 litre");
      await expect(spec(page, "carsAdmin.specValueFr", 1)).toHaveValue("780 ch");

      // The English page, in English, announcing both.
      await page.goto(`/collection/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.locator("main").getByText("A turbo car rebuilt in the team's workshop.")).toBeVisible();
      await expectAlternates(page, baseURL!, { en: `/collection/${slug}`, fr: `/fr/collection/${slugFr}` });

      // The switcher leads to the French car, in French.
      await page.getByTestId("language-switcher").click();
      await expect(page).toHaveURL(new RegExp(`/fr/collection/${slugFr}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText(nameFr);
      await expect(heading).not.toHaveAttribute("lang", /./);
      const description = page.locator("main p", { hasText: "Une monoplace turbo remise en état" });
      await expect(description).toBeVisible();
      await expect(description).not.toHaveAttribute("lang", /./);
      await expect(fact(page, publicFr["car.engine"])).toHaveText("V6 turbo 1,5 litre");
      await expect(fact(page, publicFr["car.engine"])).not.toHaveAttribute("lang", /./);
      await expect(fact(page, "Puissance")).toHaveText("780 ch");
      // The chassis has no French: the English one, marked as English.
      await expect(fact(page, publicFr["car.chassis"])).toHaveText("Carbon-fibre monocoque");
      await expect(fact(page, publicFr["car.chassis"])).toHaveAttribute("lang", "en");
      await expectNoSeriousA11yViolations(page);

      // Each language's address of the other language answers a 301 to this language's own.
      const englishUnderFr = await request.get(`/fr/collection/${slug}`, { maxRedirects: 0 });
      expect(englishUnderFr.status()).toBe(301);
      expect(englishUnderFr.headers().location).toBe(`/fr/collection/${slugFr}`);
      const frenchUnderEn = await request.get(`/collection/${slugFr}`, { maxRedirects: 0 });
      expect(frenchUnderEn.status()).toBe(301);
      expect(frenchUnderEn.headers().location).toBe(`/collection/${slug}`);

      // The French collection: the card in French, its English chassis nowhere on it, its chips French.
      await page.goto("/fr/collection");
      const card = page.getByTestId("car-card").filter({ has: page.getByRole("heading", { name: nameFr, exact: true }) });
      await expect(card.getByRole("heading", { level: 3 })).not.toHaveAttribute("lang", /./);
      await expect(card.getByRole("list", { name: publicFr["car.keySpecifications"] }).getByRole("listitem")).toHaveText(["V6 turbo 1,5 litre", "disponible", "780 ch"]);
      await expect(card.getByRole("link", { name: publicFr["car.viewDetailsOf"].replace("{car}", nameFr) })).toHaveAttribute("href", `/fr/collection/${slugFr}`);

      // An enquiry from the French page: the visitor's e-mail names the car as they read it.
      await page.goto(`/fr/collection/${slugFr}`);
      const email = uniqueEmail("voiture");
      const form = page.locator("#enquire");
      await form.getByLabel(publicFr["form.name"], { exact: true }).fill("Ada Lovelace");
      await form.getByLabel(publicFr["form.email"], { exact: true }).fill(email);
      await form.getByRole("button", { name: publicFr["car.enquirySend"] }).click();
      await expect(form.getByText(publicFr["car.enquirySent"])).toBeVisible();
      const confirmation = await waitForMail(email, new RegExp(`^Votre demande au sujet de la ${nameFr}`));
      expect(confirmation.text).toContain(nameFr);
    } finally {
      await trashCar(page, name);
    }
  });

  test("a car without French shows in English on the French site, marked lang=en and unannounced; the list says it misses French", async ({ page, request }) => {
    const stamp = stampOf();
    const name = `Corbiere C ${stamp}`;
    const slug = `corbiere-c-${stamp}`;
    await signedIn(page);
    await page.goto("/admin/cars/new");
    await fillEnglish(page, name);
    await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/cars\/[0-9a-f-]{36}$/);

    try {
      await expect(page.getByRole("link", { name: label("adminContent.viewOnSite"), exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: label("adminContent.viewOnSiteFr") })).toHaveCount(0);

      // The list marks it; a demo car, in French, is not marked.
      await page.goto(`/admin/cars?q=${encodeURIComponent(name)}`);
      const row = page.getByTestId("car-row").filter({ has: page.getByRole("link", { name, exact: true }) });
      await expect(row.getByTestId("missing-french")).toHaveText(label("adminContent.missingFrench"));
      await page.goto("/admin/cars?q=Marchal+MR9");
      await expect(page.getByTestId("car-row").filter({ hasText: "Marchal MR9" }).getByTestId("missing-french")).toHaveCount(0);

      // The French page answers, in English, marked, and announces no French page.
      expect((await request.get(`/fr/collection/${slug}`, { maxRedirects: 0 })).status()).toBe(200);
      await page.goto(`/fr/collection/${slug}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
      await expect(page.locator("main p", { hasText: "A turbo car rebuilt in the team's workshop." })).toHaveAttribute("lang", "en");
      await expect(fact(page, publicFr["car.engine"])).toHaveAttribute("lang", "en");
      await expect(fact(page, "Power")).toHaveText("780 hp");
      await expect(page.getByRole("region", { name: publicFr["car.specifications"] }).locator("div", { hasText: "Power" })).toHaveAttribute("lang", "en");
      // The page's own words stay French.
      await expect(page.getByRole("link", { name: publicFr["car.backToCollection"] })).toBeVisible();
      await expect(fact(page, publicFr["car.status"])).toHaveText("disponible");
      expect((await alternatesOf(page)).filter(([hreflang]) => hreflang === "fr")).toEqual([]);
      await page.goto(`/collection/${slug}`);
      await expect(page.getByTestId("language-switcher")).toHaveCount(0);

      // Its card on the French collection: the name and chips in English, marked; the status is the interface's, French.
      await page.goto("/fr/collection");
      const card = page.getByTestId("car-card").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card.getByRole("heading", { level: 3 })).toHaveAttribute("lang", "en");
      const chips = card.getByRole("list", { name: publicFr["car.keySpecifications"] }).getByRole("listitem");
      await expect(chips).toHaveText(["1.5-litre turbocharged V6", "disponible", "780 hp"]);
      await expect(chips.nth(0)).toHaveAttribute("lang", "en");
      await expect(chips.nth(1)).not.toHaveAttribute("lang", /./);
      await expect(chips.nth(2)).toHaveAttribute("lang", "en");
    } finally {
      await trashCar(page, name);
    }
  });

  test("a refused form comes back filled, French included, each message under its field", async ({ page }) => {
    const name = `Refused ${stampOf()}`;
    await signedIn(page);
    await page.goto("/admin/cars/new");
    try {
      await field(page, "carsAdmin.field.name").fill(name);
      await field(page, "carsAdmin.field.year").fill("1977");
      // French begun without its description.
      await field(page, "carsAdmin.field.engineFr").fill("V8 3,0 litres");
      await spec(page, "carsAdmin.specNameFr", 1).fill("Poids");
      await spec(page, "carsAdmin.specValueFr", 1).fill("575 kg");
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: adminEn["admin.form.fixErrors"] })).toBeVisible();
      await expect(field(page, "carsAdmin.field.descriptionFr")).toHaveAccessibleDescription(new RegExp(`^${publicEn["cars.admin.frenchDescriptionRequired"].replace(/\./g, "\\.")}`));
      await expect(field(page, "carsAdmin.field.engineFr")).toHaveValue("V8 3,0 litres");
      await expect(spec(page, "carsAdmin.specValueFr", 1)).toHaveValue("575 kg");
      await expect(field(page, "carsAdmin.field.name")).toHaveValue(name);
      await expect(page).toHaveURL(/\/admin\/cars\/new$/);

      // Another car's address as the French one: refused on the French address's field, everything kept.
      await field(page, "carsAdmin.field.descriptionFr").fill("Une monoplace de 1977.");
      await field(page, "carsAdmin.field.slugFr").fill("marchal-mr9");
      await page.getByRole("button", { name: adminEn["admin.form.save"], exact: true }).click();
      await expect(field(page, "carsAdmin.field.slugFr")).toHaveAccessibleDescription(new RegExp(`^${adminEn["admin.form.slugTaken"].replace(/\./g, "\\.")}`));
      await expect(field(page, "carsAdmin.field.slug")).not.toHaveAttribute("aria-invalid", "true");
      await expect(field(page, "carsAdmin.field.descriptionFr")).toHaveValue("Une monoplace de 1977.");
      await expect(spec(page, "carsAdmin.specNameFr", 1)).toHaveValue("Poids");
      await expect(page).toHaveURL(/\/admin\/cars\/new$/);
      await expectNoSeriousA11yViolations(page);
    } finally {
      // Nothing was saved; should a bug have saved it, the public collection stays as it was.
      await trashCar(page, name);
    }
  });

  test("the demo cars speak French on the French pages: cards, car pages and the driver's collection", async ({ page, baseURL }) => {
    const marchal = demoCarsFr["marchal-mr9"]!;
    await page.goto("/fr/collection");
    const card = page.getByTestId("car-card").filter({ has: page.getByRole("heading", { name: "Marchal MR9", exact: true }) });
    const chips = card.getByRole("list", { name: publicFr["car.keySpecifications"] }).getByRole("listitem");
    await expect(chips).toHaveText([marchal.engine, publicFr["car.status.available"], marchal.specifications["Puissance"]!, marchal.specifications["Poids"]!]);
    for (const chip of await chips.all()) await expect(chip).not.toHaveAttribute("lang", /./);

    await page.goto("/fr/collection/marchal-mr9");
    await expect(page.locator("main p", { hasText: marchal.description })).toBeVisible();
    await expect(page.locator("main [lang=en]")).toHaveCount(0);
    await expect(fact(page, publicFr["car.chassis"])).toHaveText(marchal.chassis);
    await expect(fact(page, "Boîte de vitesses")).toHaveText(marchal.specifications["Boîte de vitesses"]!);
    await expectAlternates(page, baseURL!, { en: "/collection/marchal-mr9", fr: "/fr/collection/marchal-mr9" });

    await page.goto(`/fr/${DEMO_DRIVER_SLUG}`);
    const vh78 = page.locator("#cars article", { has: page.getByRole("heading", { name: "Vitesse VH-78", exact: true }) });
    await expect(vh78).toContainText(demoCarsFr["vitesse-vh-78"]!.engine);
    await expect(vh78.locator("[lang=en]")).toHaveCount(0);
    // Each car's status badge in the page's words: the same statuses, in French here and in English there.
    const statusKey = (catalogue: Record<string, string>, text: string) => Object.entries(catalogue).find(([key, words]) => key.startsWith("car.status.") && words === text)?.[0] ?? `not a status: ${text}`;
    const frenchStatuses = (await page.locator("#cars").getByTestId("car-status").allTextContents()).map((text) => statusKey(publicFr, text));
    await page.goto(`/${DEMO_DRIVER_SLUG}`);
    const englishStatuses = (await page.locator("#cars").getByTestId("car-status").allTextContents()).map((text) => statusKey(publicEn, text));
    expect(frenchStatuses.length).toBeGreaterThan(0);
    expect(frenchStatuses).toEqual(englishStatuses);
    expect(englishStatuses).toContain("car.status.on_track");
  });
});
