import { expect, test, type Page } from "./support/test.ts";
import { DEMO_TEAM_NAME, euro, publicFr, uniqueEmail, waitForCartCount } from "./support/french.ts";
import { waitForMail } from "./support/outbox.ts";
import { demoProducts } from "../../app/db/seed/demo-content.ts";
import { demoProductsFr } from "../../app/db/seed/demo-content.fr.ts";

/**
 * The visitor forms of the French site (issue 13): every message a visitor
 * reads — the schema's field messages, the whole form's, the success, the
 * server's refusals — is the French catalogue's, with and without
 * JavaScript, and every form posts to its French page.
 */

const CART_KEY = "evh-pitshop-cart";
/** The request form's choices on /fr/experiences: the demo's cards in French, then the custom one. */
const FRENCH_EXPERIENCES = ["Pilotage d’une F1", "Coaching en journée piste", "Formule événement VIP", "Baptême de piste en passager", "Expérience sur mesure"];
const field = (scope: Page | ReturnType<Page["locator"]>, label: string) => scope.getByLabel(label, { exact: true });
const noValidate = (form: ReturnType<Page["locator"]>) => form.evaluate((node: HTMLFormElement) => (node.noValidate = true));

test.describe("/fr/contact", () => {
  const form = (page: Page) => page.locator("form#contact-form");

  test("posts to the French page; labels, subjects and button are French", async ({ page }) => {
    await page.goto("/fr/contact");
    await expect(form(page)).toHaveAttribute("action", "/fr/contact#contact-form");
    for (const key of ["form.name", "form.email", "form.subject", "form.message"] as const) await expect(field(page, publicFr[key])).toHaveAttribute("required", "");
    const options = field(page, publicFr["form.subject"]).locator("option");
    await expect(options).toHaveText([
      publicFr["contact.subject.placeholder"],
      ...(["racing", "coaching", "cars", "partnership", "media", "other"] as const).map((value) => publicFr[`contact.subject.${value}`]),
    ]);
    await expect(page.getByRole("button", { name: publicFr["contact.send"] })).toBeEnabled();
  });

  test("sent empty: the French field messages; sent filled: the French success", async ({ page }) => {
    await page.goto("/fr/contact");
    await noValidate(form(page));
    await page.getByRole("button", { name: publicFr["contact.send"] }).click();
    await expect(page.getByText(publicFr["form.fixErrors"])).toBeVisible();
    for (const key of ["form.nameRequired", "form.emailRequired", "form.subjectRequired", "form.messageRequired"] as const) {
      await expect(page.getByText(publicFr[key], { exact: true })).toBeVisible();
    }
    await expect(field(page, publicFr["form.name"])).toBeFocused();

    await field(page, publicFr["form.email"]).fill("pas-une-adresse");
    await field(page, publicFr["form.email"]).blur();
    await expect(page.getByText(publicFr["form.emailInvalid"], { exact: true })).toBeVisible();

    await field(page, publicFr["form.name"]).fill("Marie Test");
    await field(page, publicFr["form.email"]).fill(uniqueEmail("contact"));
    await field(page, publicFr["form.subject"]).selectOption("media");
    await field(page, publicFr["form.message"]).fill("Une interview au sujet de la VH-78, s’il vous plaît.");
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: publicFr["contact.send"] }).click();
    await expect(page.getByRole("button", { name: publicFr["contact.sending"] })).toBeDisabled();
    const response = await posted;
    expect(response.status()).toBe(200);
    // The router's fetch adds ".data" to the page's path.
    expect(new URL(response.url()).pathname).toBe("/fr/contact.data");
    await expect(page.getByRole("status").filter({ hasText: publicFr["contact.success"] })).toContainText(publicFr["contact.success"]);
    await expect(field(page, publicFr["form.name"])).toHaveValue("");
  });

  test("a sixth message from one address is refused in French, with when to come back", async ({ page, request }) => {
    const email = uniqueEmail("flood");
    for (let n = 0; n < 5; n++) {
      const response = await request.post("/fr/contact", { form: { name: "Marie Test", email, subject: "media", message: `Message ${n}` } });
      expect(response.status()).toBe(200);
    }
    await page.goto("/fr/contact");
    await field(page, publicFr["form.name"]).fill("Marie Test");
    await field(page, publicFr["form.email"]).fill(email);
    await field(page, publicFr["form.subject"]).selectOption("other");
    await field(page, publicFr["form.message"]).fill("Encore un message.");
    await page.getByRole("button", { name: publicFr["contact.send"] }).click();
    const when = publicFr["form.retryInMinutes"].replace("{count}", "60");
    await expect(page.getByRole("alert")).toHaveText(publicFr["form.throttled"].replace("{when}", when));
    await expect(field(page, publicFr["form.message"])).toHaveValue("Encore un message.");
  });

  test("an invalid post to /fr/contact answers 400 with the French messages", async ({ request }) => {
    const response = await request.post("/fr/contact", { form: { name: "Ann", email: "ann@example.com", subject: "météo", message: "" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(escapeHtml(publicFr["form.subjectRequired"]));
    expect(html).toContain(escapeHtml(publicFr["form.messageRequired"]));
  });
});

test.describe("/fr/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page that comes back holds the French messages, then the French success", async ({ page }) => {
    await page.goto("/fr/contact?subject=racing");
    const form = page.locator("form#contact-form");
    await noValidate(form);
    await field(page, publicFr["form.email"]).fill("pas-une-adresse");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: publicFr["contact.send"] }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByText(publicFr["form.fixErrors"])).toBeVisible();
    await expect(page.getByText(publicFr["form.nameRequired"], { exact: true })).toBeVisible();
    await expect(page.getByText(publicFr["form.emailInvalid"], { exact: true })).toBeVisible();
    await expect(page.getByText(publicFr["form.messageRequired"], { exact: true })).toBeVisible();
    await expect(field(page, publicFr["form.email"])).toHaveValue("pas-une-adresse");
    await expect(field(page, publicFr["form.subject"])).toHaveValue("racing");

    await noValidate(page.locator("form#contact-form"));
    await field(page, publicFr["form.name"]).fill("Luc Test");
    await field(page, publicFr["form.email"]).fill(uniqueEmail("nojs-contact"));
    await field(page, publicFr["form.message"]).fill("Nous aimerions engager une voiture à Spa.");
    await page.getByRole("button", { name: publicFr["contact.send"] }).click();
    await expect(page.getByRole("status")).toContainText(publicFr["contact.success"]);
    await expect(page).toHaveURL(/\/fr\/contact/);
  });

  test("the newsletter form on /fr subscribes and says so in French", async ({ page }) => {
    await page.goto("/fr");
    const email = uniqueEmail("nojs-subscribe");
    const news = page.locator("#news");
    await field(news, publicFr["subscribe.emailLabel"]).fill(email);
    await news.getByRole("button", { name: publicFr["subscribe.button"] }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("status").filter({ hasText: publicFr["subscribe.success"] })).toHaveText(publicFr["subscribe.success"]);
    await page.goto("/fr");
    await field(page.locator("#news"), publicFr["subscribe.emailLabel"]).fill(email);
    await page.locator("#news").getByRole("button", { name: publicFr["subscribe.button"] }).click();
    await expect(page.getByRole("status").filter({ hasText: publicFr["subscribe.duplicate"] })).toHaveText(publicFr["subscribe.duplicate"]);
  });
});

test.describe("the newsletter form on /fr", () => {
  test("confirms in French, and refuses a duplicate in French", async ({ page }) => {
    await page.goto("/fr");
    const news = page.locator("#news");
    await expect(news.locator("form")).toHaveAttribute("action", "/fr?index");
    const email = uniqueEmail("subscribe");
    await field(news, publicFr["subscribe.emailLabel"]).fill("pas-une-adresse");
    await field(news, publicFr["subscribe.emailLabel"]).blur();
    await expect(news.getByText(publicFr["form.emailInvalid"], { exact: true })).toBeVisible();
    await field(news, publicFr["subscribe.emailLabel"]).fill(email);
    await news.getByRole("button", { name: publicFr["subscribe.button"] }).click();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toHaveText(publicFr["subscribe.success"]);
    await expect(field(news, publicFr["subscribe.emailLabel"])).toHaveValue("");
    await field(news, publicFr["subscribe.emailLabel"]).fill(email);
    await news.getByRole("button", { name: publicFr["subscribe.button"] }).click();
    await expect(page.locator("[data-sonner-toast][data-type=error]")).toHaveText(publicFr["subscribe.duplicate"]);
  });
});

test.describe("a subscriber from /fr", () => {
  test.describe.configure({ timeout: 60_000 });

  test("gets the welcome e-mail in French, whose unsubscribe link is a French page", async ({ page, baseURL }) => {
    const email = uniqueEmail("welcome");
    await page.goto("/fr");
    await field(page.locator("#news"), publicFr["subscribe.emailLabel"]).fill(email);
    await page.locator("#news").getByRole("button", { name: publicFr["subscribe.button"] }).click();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toHaveText(publicFr["subscribe.success"]);

    const subject = publicFr["subscriberMail.welcome.subject"].replace("{team}", DEMO_TEAM_NAME);
    const welcome = await waitForMail(email, new RegExp(`^${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    const link = (welcome.text ?? "").match(/https?:\/\/\S+\/newsletter\/desinscription\/[A-Za-z0-9-]+/)?.[0];
    expect(link, "a French unsubscribe link").toBeTruthy();
    expect(link!.startsWith(`${baseURL}/fr/newsletter/desinscription/`)).toBe(true);
    expect(welcome.text).toContain(publicFr["subscriberMail.unsubscribe"]);

    await page.goto(link!);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["unsubscribe.title"]);
    await page.getByRole("button", { name: publicFr["unsubscribe.button"], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["unsubscribe.done.title"]);
  });
});

test.describe("/fr/experiences request form", () => {
  const form = (page: Page) => page.locator("#request form");

  test("sent empty: French messages; sent filled: the French success", async ({ page }) => {
    await page.goto("/fr/experiences");
    await expect(form(page)).toHaveAttribute("action", "/fr/experiences#request");
    const options = field(page, publicFr["experience.type"]).locator("option");
    await expect(options).toHaveText([
      publicFr["experience.type.placeholder"],
      // The demo's experiences, as the team wrote them in French (Admin › Pages › Experiences).
      ...FRENCH_EXPERIENCES,
    ]);
    await noValidate(form(page));
    await page.getByRole("button", { name: publicFr["experience.send"] }).click();
    await expect(page.getByText(publicFr["form.fixErrors"])).toBeVisible();
    for (const key of ["form.nameRequired", "form.emailRequired", "form.experienceTypeRequired"] as const) {
      await expect(page.getByText(publicFr[key], { exact: true })).toBeVisible();
    }

    await page.getByRole("link", { name: publicFr["experiences.requestNamed"].replace("{name}", "Formule événement VIP") }).click();
    await expect(page).toHaveURL(/\/fr\/experiences\?type=vip#request$/);
    await expect(field(page, publicFr["experience.type"])).toHaveValue("vip");
    await field(page, publicFr["form.name"]).fill("Jeanne Test");
    await field(page, publicFr["form.email"]).fill(uniqueEmail("experience"));
    await field(page, publicFr["form.message"]).fill("Deux invités, en juin.");
    await page.getByRole("button", { name: publicFr["experience.send"] }).click();
    await expect(page.getByRole("status")).toContainText(publicFr["experience.success"]);
    await expect(page.getByRole("status").getByText(new RegExp(`^${publicFr["car.enquiryReference"].replace("{reference}", "[0-9A-F]{8}")}$`))).toBeVisible();
    await page.getByRole("button", { name: publicFr["experience.again"] }).click();
    await expect(field(page, publicFr["form.name"])).toHaveValue("");
  });
});

test.describe("car enquiries on /fr/collection", () => {
  const card = (page: Page, name: string) => page.getByTestId("car-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

  test("the dialog asks in French, shows French messages, and confirms in French", async ({ page }) => {
    await page.goto("/fr/collection");
    await card(page, "Brévent BV3").getByRole("button", { name: publicFr["car.inquireAbout"].replace("{car}", "Brévent BV3") }).click();
    const dialog = page.getByRole("dialog", { name: publicFr["car.enquiryTitle"].replace("{car}", "Brévent BV3") });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("form")).toHaveAttribute("action", "/fr/collection");
    await expect(dialog.getByText(publicFr["car.enquiryLead"])).toBeVisible();
    await noValidate(dialog.locator("form"));
    await field(dialog, publicFr["form.email"]).fill("pas-une-adresse");
    await dialog.getByRole("button", { name: publicFr["car.enquirySend"] }).click();
    await expect(dialog.getByText(publicFr["form.nameRequired"], { exact: true })).toBeVisible();
    await expect(dialog.getByText(publicFr["form.emailInvalid"], { exact: true })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText(publicFr["form.fixErrors"]);

    await field(dialog, publicFr["form.name"]).fill("Ada Lovelace");
    await field(dialog, publicFr["form.email"]).fill(uniqueEmail("bv3"));
    await field(dialog, publicFr["car.messageOptional"]).fill("La BV3 est-elle disponible à la location ?");
    const stored = page.waitForResponse((response) => response.request().method() === "POST");
    await dialog.getByRole("button", { name: publicFr["car.enquirySend"] }).click();
    const response = await stored;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe("/fr/collection.data");
    const status = dialog.getByRole("status");
    await expect(status).toContainText(publicFr["car.enquirySent"]);
    const reference = await status.locator("p").nth(1).textContent();
    expect(reference).toMatch(new RegExp(`^${publicFr["car.enquiryReference"].replace("{reference}", "[0-9A-F]{8}")}$`));
    await dialog.getByRole("button", { name: publicFr["car.close"], exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test("the car page's form too", async ({ page }) => {
    await page.goto("/fr/collection/sauveterre-s2");
    const section = page.getByRole("region", { name: publicFr["car.enquiryTitle"].replace("{car}", "Sauveterre S2") });
    await field(section, publicFr["form.name"]).fill("Grace Hopper");
    await field(section, publicFr["form.email"]).fill(uniqueEmail("s2"));
    await section.getByRole("button", { name: publicFr["car.enquirySend"] }).click();
    await expect(section.getByRole("status")).toContainText(publicFr["car.enquirySent"]);
    await section.getByRole("button", { name: publicFr["car.enquireAgain"] }).click();
    await expect(field(section, publicFr["form.name"])).toHaveValue("");
  });
});

test.describe("the order form in /fr/boutique/panier", () => {
  const tee = demoProducts.find((item) => item.name === "Team T-Shirt")!;

  async function cartWithTee(page: Page) {
    await page.goto("/fr/boutique");
    await waitForCartCount(page, "fr");
    const teeCard = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: demoProductsFr[tee.slug]!.name, exact: true }) });
    await teeCard.getByRole("button", { name: publicFr["shop.addToCart"] }).click();
    await expect(teeCard.getByText(publicFr["shop.sizeRequired"])).toBeVisible();
    await teeCard.getByLabel(publicFr["shop.size"]).selectOption("L");
    await teeCard.getByRole("button", { name: publicFr["shop.addToCart"] }).click();
    await waitForCartCount(page, "fr", 1);
    await page.goto("/fr/boutique/panier");
    return page.getByRole("region", { name: publicFr["cart.requestTitle"] });
  }

  test("refuses bad fields in French, then confirms the order with its French total", async ({ page }) => {
    const form = await cartWithTee(page);
    await expect(form.locator("form")).toHaveAttribute("action", "/fr/boutique/panier");
    await noValidate(form.locator("form"));
    await form.getByRole("button", { name: publicFr["cart.send"] }).click();
    await expect(form.getByText(publicFr["form.nameRequired"], { exact: true })).toBeVisible();
    await expect(form.getByText(publicFr["form.emailRequired"], { exact: true })).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText(publicFr["form.fixErrors"]);

    await field(form, publicFr["form.name"]).fill("Jacques Laffite");
    await field(form, publicFr["form.email"]).fill(uniqueEmail("order"));
    await field(form, publicFr["cart.messageLabel"]).fill("Livraison à Paris, s’il vous plaît.");
    await form.getByRole("button", { name: publicFr["cart.send"] }).click();
    const confirmation = page.getByRole("status");
    await expect(confirmation).toContainText(publicFr["cart.success"]);
    await expect(page.getByTestId("order-total")).toHaveText(publicFr["cart.successTotal"].replace("{total}", euro(Number(tee.price), "fr-FR")));
    await expect(confirmation).toContainText(publicFr["cart.successNext"]);
    await page.getByRole("link", { name: publicFr["cart.continue"] }).click();
    await expect(page).toHaveURL(/\/fr\/boutique$/);
    await waitForCartCount(page, "fr", 0);
  });

  test("the server's refusal of a cart above the stock is French", async ({ page }) => {
    const jacket = demoProducts.find((item) => item.name === "Pit Crew Softshell Jacket")!;
    const jacketName = demoProductsFr[jacket.slug]!.name;
    await page.goto("/fr/boutique");
    await waitForCartCount(page, "fr");
    const card = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: jacketName, exact: true }) });
    for (const size of ["M", "L"]) {
      await card.getByLabel(publicFr["shop.size"]).selectOption(size);
      await card.getByRole("button", { name: publicFr["shop.addToCart"] }).click();
    }
    await waitForCartCount(page, "fr", 2);
    // As if the page had shown more stock than there is now.
    await page.evaluate((key) => {
      const lines = JSON.parse(localStorage.getItem(key)!) as { quantity: number; stock: number }[];
      localStorage.setItem(key, JSON.stringify(lines.map((line) => ({ ...line, quantity: 10, stock: 40 }))));
    }, CART_KEY);
    await page.goto("/fr/boutique/panier");
    const form = page.getByRole("region", { name: publicFr["cart.requestTitle"] });
    await field(form, publicFr["form.name"]).fill("Patrick Tambay");
    await field(form, publicFr["form.email"]).fill(uniqueEmail("stale"));
    const rejected = page.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: publicFr["cart.send"] }).click();
    expect((await rejected).status()).toBe(409);
    const problems = page.getByTestId("order-problems");
    await expect(problems.locator("p")).toHaveText(publicFr["cart.rejected"]);
    await expect(problems.getByRole("listitem")).toHaveText([
      publicFr["order.problem.outOfStock"].replace("{item}", jacketName).replace("{count}", String(jacket.stock_quantity)),
    ]);
  });

  test("an item no longer sold is named in French in the refusal", async ({ page }) => {
    await page.goto("/fr/boutique");
    await waitForCartCount(page, "fr");
    await page.evaluate((key) => {
      localStorage.setItem(
        key,
        JSON.stringify([{ id: "6f1c2b9e-3d4a-4b5c-8d6e-7f8a9b0c1d2e", name: "Ghost Item", price: "10.00", size: null, quantity: 1, stock: 5, image: null }]),
      );
    }, CART_KEY);
    await page.goto("/fr/boutique/panier");
    const form = page.getByRole("region", { name: publicFr["cart.requestTitle"] });
    await field(form, publicFr["form.name"]).fill("Ada");
    await field(form, publicFr["form.email"]).fill(uniqueEmail("ghost"));
    await form.getByRole("button", { name: publicFr["cart.send"] }).click();
    const problems = page.getByTestId("order-problems");
    await expect(problems.locator("p")).toHaveText(publicFr["cart.rejected"]);
    // The server never takes a name from the browser: an item it cannot find is "an item", in the page's language.
    await expect(problems.getByRole("listitem")).toHaveText([publicFr["order.problem.unavailable"].replace("{item}", publicFr["cart.unknownItem"])]);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
}
