import fs from "node:fs";
import { afterHydrationEffects, expect, test, type Page } from "./support/test.ts";
import { ALL_COOKIES, PUBLIC_COOKIES, PUBLIC_LOCAL_STORAGE } from "../../app/lib/browser-storage.ts";
import { NEWSLETTER_CONSENT } from "../../app/features/newsletter/schema.ts";
import { signedIn, statusOf } from "./support/admin.ts";
import { publicEn, publicFr } from "./support/french.ts";

/**
 * French law and personal data (issue 14): the legal pages in both
 * languages with the team's placeholders marked, their editor and the
 * dashboard's warning, the cookie test (no public page leaves a cookie
 * outside lib/browser-storage.ts), the privacy line on every form, the proof
 * of a newsletter consent, and a person's data found, exported and erased.
 */
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`;

test.describe("legal pages", () => {
  test("show the team's text in each language, with the values still to fill in marked", async ({ page }) => {
    await page.goto("/legal-notice");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal Notice");
    await expect(page.getByRole("heading", { level: 2, name: "Host" })).toBeVisible();
    await expect(page.locator("main mark").filter({ hasText: /^RCS number$/ })).toBeVisible();
    await expect(page.locator("main mark").filter({ hasText: /^Host's company name$/ })).toBeVisible();

    await page.goto("/fr/mentions-legales");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mentions légales");
    await expect(page.getByRole("heading", { level: 2, name: "Hébergeur" })).toBeVisible();
    await expect(page.locator("main mark").filter({ hasText: /^Numéro RCS$/ })).toBeVisible();
    await expect(page.locator("main [lang=en]")).toHaveCount(0);

    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByRole("heading", { level: 2, name: "Your right to complain" })).toBeVisible();
    await expect(page.getByText("3 place de Fontenoy", { exact: false })).toBeVisible();
    await page.goto("/fr/conditions-generales");
    await expect(page.getByText("L221-28 12°", { exact: false })).toBeVisible();
  });

  test("the Cookies page, in the footer, lists what the site keeps in a browser, from the code's own list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookies", exact: true }).click();
    await expect(page).toHaveURL(/\/cookies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cookies");
    await expect(page.getByText("no cookie banner", { exact: false })).toBeVisible();
    await expect(page.getByTestId("cookie-table").locator("tbody th")).toHaveText([...ALL_COOKIES, ...PUBLIC_LOCAL_STORAGE]);

    await page.goto("/fr");
    await page.getByRole("contentinfo").getByRole("link", { name: publicFr["footer.cookies"], exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/cookies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["footer.cookies"]);
    await expect(page.getByRole("heading", { level: 2, name: publicFr["cookies.table.title"] })).toBeVisible();
    await expect(page.getByTestId("cookie-table").locator("tbody td").filter({ hasText: publicFr["cookies.table.cart.purpose"] })).toHaveCount(1);
  });
});

/** Every public page of one language, detail pages found from their lists. */
async function publicPaths(page: Page, prefix: "" | "/fr"): Promise<string[]> {
  const words = prefix === "/fr" ? { news: "actualites", events: "evenements", gallery: "galerie", shop: "boutique", cart: "boutique/panier", privacy: "confidentialite", terms: "conditions-generales", notice: "mentions-legales" } : { news: "news", events: "events", gallery: "gallery", shop: "pitshop", cart: "pitshop/cart", privacy: "privacy", terms: "terms", notice: "legal-notice" };
  const paths = ["", "/lucas-delaunay", "/f1madness", "/services", `/${words.news}`, `/${words.events}`, "/collection", `/${words.gallery}`, "/experiences", `/${words.shop}`, "/contact", `/${words.privacy}`, `/${words.terms}`, `/${words.notice}`, "/cookies", "/no-such-page"].map((path) => `${prefix}${path}` || "/");
  for (const [list, pattern] of [
    [`/${words.news}`, new RegExp(`^${prefix}/${words.news}/[^/?#]+$`)],
    [`/${words.news}?category=newsletter`, new RegExp(`^${prefix}/newsletters/[^/?#]+$`)],
    ["/collection", new RegExp(`^${prefix}/collection/[^/?#]+$`)],
    [`/${words.gallery}`, new RegExp(`^${prefix}/${words.gallery}/albums/[^/?#]+$`)],
  ] as const) {
    await page.goto(`${prefix}${list}`);
    const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const match = hrefs.find((href) => pattern.test(href));
    expect(match, `a detail link on ${prefix}${list}`).toBeTruthy();
    paths.push(match!);
  }
  return paths;
}

/** Puts the shop's first item in the cart, once the page runs (the cart lives in the browser), and opens the cart. */
async function cartWithAnItem(page: Page, french: boolean) {
  await page.goto(french ? "/fr/boutique" : "/pitshop");
  // The shop runs: its cart link counts the browser's cart (whatever it holds already).
  const count = (french ? publicFr : publicEn)["shop.cartCount"].replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace("\\{count\\}", "\\d+");
  await expect(page.getByTestId("cart-link")).toHaveText(new RegExp(`^${count}$`));
  // An item without sizes, in stock.
  const item = page.locator("main article").filter({ hasNot: page.locator("select") }).filter({ has: page.getByRole("button", { name: (french ? publicFr : publicEn)["shop.addToCart"], disabled: false }) });
  await item.first().getByRole("button", { name: (french ? publicFr : publicEn)["shop.addToCart"] }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("evh-pitshop-cart") ?? "")).toContain("quantity");
  await page.goto(french ? "/fr/boutique/panier" : "/pitshop/cart");
  await expect(page.getByRole("button", { name: (french ? publicFr : publicEn)["cart.send"] })).toBeVisible();
}

/** What the browser holds for the site: its cookies' names and its local storage keys. */
async function browserStorage(page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const storage = await page.evaluate(() => Object.keys(window.localStorage));
  return { cookies, storage };
}

test.describe("the cookie test", () => {
  test.describe.configure({ timeout: 180_000 });

  test("no public page, in either language, leaves a cookie or a storage entry the Cookies page does not explain", async ({ page }) => {
    const unexplained: string[] = [];
    const check = async (where: string) => {
      const { cookies, storage } = await browserStorage(page);
      for (const name of cookies) if (!PUBLIC_COOKIES.includes(name)) unexplained.push(`${where}: cookie ${name}`);
      for (const key of storage) if (!PUBLIC_LOCAL_STORAGE.includes(key)) unexplained.push(`${where}: localStorage ${key}`);
    };
    for (const prefix of ["", "/fr"] as const) {
      for (const path of await publicPaths(page, prefix)) {
        // Once hydrated, with every effect of the page run (route discovery answered): what it keeps in the browser is there.
        await afterHydrationEffects(page, () => page.goto(path));
        await check(path);
      }
      // A cart with an item, and the language switch (both kept in local storage, not in cookies).
      await cartWithAnItem(page, prefix === "/fr");
      await check(`${prefix || "/"} cart with an item`);
      // A form sent for real.
      await page.goto(`${prefix}/contact`);
      const form = page.locator("#contact-form");
      await form.getByLabel(prefix ? publicFr["form.name"] : publicEn["form.name"], { exact: true }).fill("Cookie Test");
      await form.getByLabel(prefix ? publicFr["form.email"] : publicEn["form.email"], { exact: true }).fill(uniqueEmail("cookies"));
      await form.getByLabel(prefix ? publicFr["form.subject"] : publicEn["form.subject"], { exact: true }).selectOption("other");
      await form.getByLabel(prefix ? publicFr["form.message"] : publicEn["form.message"], { exact: true }).fill("Checking what the site keeps in my browser.");
      await form.getByRole("button", { name: prefix ? publicFr["contact.send"] : publicEn["contact.send"] }).click();
      await expect(page.getByText(prefix ? publicFr["contact.success"] : publicEn["contact.success"])).toBeVisible();
      await check(`${prefix}/contact after sending`);
    }
    expect(unexplained).toEqual([]);
    expect((await browserStorage(page)).storage).toContain("evh-pitshop-cart");

    // The admin's cookies are the ones the page names too (a session cookie at least).
    await signedIn(page);
    const { cookies } = await browserStorage(page);
    expect(cookies).toContain("better-auth.session_token");
    expect(cookies.filter((name) => !ALL_COOKIES.includes(name))).toEqual([]);
  });
});

test.describe("the privacy line", () => {
  const expectLine = async (scope: ReturnType<Page["locator"]>, french: boolean, message: keyof typeof publicEn = "privacyNotice.answer") => {
    const catalogue = french ? publicFr : publicEn;
    const line = scope.getByTestId("privacy-notice");
    await expect(line).toHaveText(`${catalogue[message]} ${catalogue["privacyNotice.link"]}`);
    await expect(line.getByRole("link", { name: catalogue["privacyNotice.link"] })).toHaveAttribute("href", french ? "/fr/confidentialite" : "/privacy");
  };

  for (const french of [false, true]) {
    test(`is on every form that collects personal data (${french ? "French" : "English"})`, async ({ page }) => {
      const prefix = french ? "/fr" : "";
      const t = french ? publicFr : publicEn;
      await page.goto(`${prefix}/contact`);
      await expectLine(page.locator("#contact-form"), french);
      await page.goto(`${prefix}/experiences`);
      await expectLine(page.locator("main form").filter({ has: page.getByLabel(t["experience.type"]) }), french);
      await page.goto(`${prefix}/collection`);
      await page.getByRole("button", { name: new RegExp(`^${t["car.inquire"]}`) }).first().click();
      await expectLine(page.getByRole("dialog"), french);
      await page.keyboard.press("Escape");
      await cartWithAnItem(page, french);
      await expectLine(page.locator("main form").filter({ has: page.getByRole("button", { name: t["cart.send"] }) }), french);
      await page.goto(prefix || "/");
      await expectLine(page.locator("#news form"), french, NEWSLETTER_CONSENT.key);
    });
  }
});

test.describe("the admin side", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a subscription's proof of consent shows in the subscribers list", async ({ page }) => {
    const email = uniqueEmail("consent");
    await page.goto("/fr");
    await page.locator("#news").getByLabel(publicFr["subscribe.emailLabel"]).fill(email);
    await page.locator("#news").getByRole("button", { name: publicFr["subscribe.button"] }).click();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText(publicFr["subscribe.success"]);

    await signedIn(page);
    await page.goto(`/admin/subscribers?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId("subscriber-row").filter({ hasText: email });
    await expect(row.getByTestId("consent-proof")).toHaveText(new RegExp(`^Consent .+ · wording ${NEWSLETTER_CONSENT.version} · French · page /fr$`));
  });

  test("an admin edits a legal page and the public page shows it; the dashboard warns until no placeholder is left", async ({ page }) => {
    await signedIn(page);
    const warning = page.getByTestId("legal-warning");
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("link", { name: "Open the legal pages" })).toHaveAttribute("href", "/admin/legal");
    const before = await warning.textContent();

    const keys = ["legal-notice", "privacy", "terms", "cookies"];
    const originals = new Map<string, { en: string; fr: string }>();
    const save = async (key: string, en: string, fr: string) => {
      await page.goto(`/admin/legal/${key}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.getByLabel("Text in English").fill(en);
      await page.getByLabel("Text in French").fill(fr);
      const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(`/admin/legal/${key}`));
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await answered;
      await expect(page.getByLabel("Text in English")).toHaveValue(en);
    };
    for (const key of keys) {
      await page.goto(`/admin/legal/${key}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const en = await page.getByLabel("Text in English").inputValue();
      const fr = await page.getByLabel("Text in French").inputValue();
      originals.set(key, { en, fr });
      const filled = (text: string) => text.replace(/\[\[([^[\]\r\n]{1,80})\]\]/g, "Filled in by the team");
      if (filled(en) !== en || filled(fr) !== fr || key === "legal-notice") await save(key, filled(en).replace("## Host", "## Host and hosting"), filled(fr));
    }
    try {
      await page.goto("/admin");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
      await expect(warning).toHaveCount(0);
      await page.goto("/admin/legal");
      await expect(page.getByTestId("legal-pages").getByText("Complete")).toHaveCount(4);

      const visitor = await page.context().browser()!.newPage();
      await visitor.goto("/legal-notice");
      await expect(visitor.getByRole("heading", { level: 2, name: "Host and hosting" })).toBeVisible();
      await expect(visitor.locator("main mark")).toHaveCount(0);
      await visitor.goto("/fr/mentions-legales");
      await expect(visitor.getByText("Filled in by the team").first()).toBeVisible();
      await visitor.close();
    } finally {
      for (const [key, text] of originals) await save(key, text.en, text.fr);
    }
    await page.goto("/admin");
    await expect(warning).toHaveText(before!);
    await page.goto("/admin/activity");
    await expect(page.locator('[data-testid="activity-row"][data-action="legal_page.update"]').first()).toBeVisible();
  });

  test("a person's data is found, exported as JSON and erased after a confirmation", async ({ page }) => {
    const email = uniqueEmail("rights");
    // The person writes, and subscribes.
    await page.goto("/contact");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name", { exact: true }).fill("Rights Holder");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel("Subject", { exact: true }).selectOption("other");
    await form.getByLabel("Message", { exact: true }).fill("Please tell me what you keep about me.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(publicEn["contact.success"])).toBeVisible();
    await page.goto("/");
    await page.locator("#news").getByLabel("Email address").fill(email);
    await page.locator("#news").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText("Successfully subscribed to newsletter!");

    await signedIn(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Personal data" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personal data");
    await page.getByLabel("Their e-mail address").fill(email);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    const found = page.getByTestId("personal-data");
    await expect(found.getByRole("heading", { level: 2 }).first()).toHaveText(new RegExp(`^Everything about ${email}: \\d+ items$`));
    await expect(page.getByTestId("found-subscriber")).toContainText(email);
    await expect(page.getByTestId("found-contact")).toContainText("Please tell me what you keep about me.");
    await expect(page.getByTestId("found-mail")).toContainText(email);
    // In words, never the stored codes: the subscriber's state, the kind of each e-mail and where it stands.
    await expect(page.getByTestId("found-subscriber")).toContainText(`${email} · Active`);
    await expect(page.getByTestId("found-mail")).toContainText(`Welcome to the newsletter · ${email}`);
    await expect(page.getByTestId("found-mail")).not.toContainText(/request_confirmation|\(sent\)|\(pending\)/);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download as JSON" }).click();
    const file = await (await download).path();
    const exported = JSON.parse(fs.readFileSync(file, "utf8")) as { email: string; subscriber: { email: string; consents: unknown[] }; contactMessages: Array<{ message: string }> };
    expect(exported.email).toBe(email);
    expect(exported.subscriber.consents).toHaveLength(1);
    expect(exported.contactMessages.map((row) => row.message)).toEqual(["Please tell me what you keep about me."]);

    // Erase asks for the box first, in the browser, without a post.
    await page.getByRole("button", { name: "Erase everything" }).click();
    await expect(page.getByText("Tick the box to confirm the erasure.")).toBeVisible();
    await page.getByLabel(`I confirm that everything about ${email} must be erased`).check();
    const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/personal-data"));
    await page.getByRole("button", { name: "Erase everything" }).click();
    await answered;
    await expect(statusOf(page)).toHaveText(/^Erased: 1 requests anonymized, \d+ e-mails redacted, \d+ activity entries redacted\.$/);

    await page.getByLabel("Their e-mail address").fill(email);
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await expect(page.getByText(`The site holds nothing about ${email}.`)).toBeVisible();
    await page.goto("/admin/activity");
    await expect(page.locator('[data-testid="activity-row"][data-action="person.erase"]').first()).toBeVisible();
  });
});
