import { expect, test, type Page } from "./support/test.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { publicFr } from "../../app/lib/i18n/fr/public.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { createAdmin, signedIn, signIn } from "./support/admin.ts";
import { waitForMail } from "./support/outbox.ts";

/**
 * Issue 13, beyond the pages: a visitor who subscribes from the French site
 * gets French e-mails and French subscriber pages, whichever link they
 * follow; an admin reads the admin in the language they chose in My account,
 * and the sign-in screens speak the browser's language.
 */
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${counter++}@ecurie-vitesse.example`;

/**
 * One admin for the French admin tests, invited once and switched to French:
 * every invitation counts against the per-address recovery limit the whole
 * suite shares, so this file spends one.
 */
let frenchAdmin: { email: string; password: string } | null = null;

async function signedInAsFrenchAdmin(page: Page) {
  if (!frenchAdmin) {
    const admin = await createAdmin(page, "francais");
    await signedIn(page, admin.email, admin.password);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/admin/account");
    await page.getByLabel(adminEn["account.languageLabel"]).selectOption("fr");
    await page.getByRole("button", { name: adminEn["account.saveLanguage"] }).click();
    await expect(page.getByText(adminFr["account.languageSaved"])).toBeVisible();
    frenchAdmin = admin;
    return admin;
  }
  await signedIn(page, frenchAdmin.email, frenchAdmin.password);
  return frenchAdmin;
}

/** Moves an article to the trash from the admin's list, in French (the signed-in admin's language). */
async function trashArticle(page: Page, title: string) {
  await page.goto(`/admin/news?q=${encodeURIComponent(title)}`);
  const row = page.getByTestId("article-row").filter({ hasText: title });
  if ((await row.count()) === 0) return;
  await row.getByRole("button", { name: adminFr["admin.delete.labelFor"].replace("{name}", title) }).click();
  await page.getByRole("dialog").getByRole("button", { name: adminFr["admin.delete.confirm"] }).click();
  await expect(row).toHaveCount(0);
}

/** Sets the site's notification address from the settings page, in French (the signed-in admin's language); empty: the contact address. */
async function setNotificationAddress(page: Page, address: string) {
  await page.goto("/admin/settings");
  await page.getByLabel(adminFr["siteSettings.notificationEmail"]).fill(address);
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/settings"));
  await page.getByRole("button", { name: adminFr["admin.form.save"], exact: true }).click();
  await answered;
  await expect(page.getByRole("status").filter({ hasText: adminFr["admin.form.saved"] })).toBeVisible();
}

async function subscribeFromFrenchHome(page: Page, email: string) {
  await page.goto("/fr");
  await page.locator("#news").getByLabel(publicFr["subscribe.emailLabel"]).fill(email);
  await page.locator("#news").getByRole("button", { name: publicFr["subscribe.button"] }).click();
  await expect(page.locator("[data-sonner-toast][data-type=success]")).toContainText(publicFr["subscribe.success"]);
}

test.describe("in French, beyond the pages", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a subscriber from the French site gets a French welcome with French links, and French pages from any link", async ({ page }) => {
    const email = uniqueEmail("abonne");
    await subscribeFromFrenchHome(page, email);
    const welcome = await waitForMail(email, /^Bienvenue dans la newsletter /);
    expect(welcome.html).toContain('<html lang="fr">');
    const link = (welcome.text ?? "").match(/https?:\/\/\S+\/fr\/newsletter\/desinscription\/[A-Za-z0-9-]+/)?.[0];
    expect(link, "a French unsubscribe link").toBeTruthy();
    expect(welcome.text).toContain("/fr/actualites?category=newsletter");

    await page.goto(link!);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["unsubscribe.title"]);
    await expectNoSeriousA11yViolations(page);

    // The English form of the same link (an old e-mail, a forwarded one) answers in the subscriber's language.
    const english = link!.replace("/fr/newsletter/desinscription/", "/newsletter/unsubscribe/");
    await page.goto(english);
    await expect(page).toHaveURL(link!);
    await page.getByRole("button", { name: publicFr["unsubscribe.button"], exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(publicFr["unsubscribe.done.title"]);
  });

  test("an admin chooses French in My account: every screen follows, and their e-mails too", async ({ page }) => {
    const admin = await signedInAsFrenchAdmin(page);
    await page.goto("/admin/account");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminFr["account.title"]);

    await page.getByRole("link", { name: adminFr["admin.nav.dashboard"] }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // The dashboard counts what the French site still shows in English.
    await expect(page.getByRole("heading", { name: adminFr["dashboard.missingFrench.title"] })).toBeVisible();
    await expect(page.getByTestId("missing-translations").getByRole("link", { name: new RegExp(adminFr["dashboard.missingFrench.articles"]) })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Still French after signing in again: the choice is the account's, not the browser's.
    await page.getByRole("button", { name: adminFr["admin.signOut"], exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");

    // A weak new password is refused with zxcvbn's reasons in French.
    await page.goto("/admin/account");
    await page.getByLabel(adminFr["account.currentPassword"]).fill(admin.password);
    await page.getByLabel(adminFr["account.newPassword"]).fill("motdepasse1234");
    await page.getByRole("button", { name: adminFr["account.savePassword"] }).click();
    await expect(page.getByText(/^Ce mot de passe est trop faible\u202f: /)).toBeVisible();
    await expect(page.getByText(/^Ce mot de passe est trop faible/)).not.toContainText(/password|words/);

    // An account e-mail (the confirmation of an address change) is written in French.
    await page.getByLabel(adminFr["account.newEmail"]).fill(`nouvelle-${admin.email}`);
    await page.getByRole("button", { name: adminFr["account.changeEmail"] }).click();
    await expect(page.getByText(adminFr["account.emailChangeSent"])).toBeVisible();
    const confirmation = await waitForMail(admin.email, /^Confirmez la nouvelle adresse e-mail/);
    expect(confirmation.html).toContain('<html lang="fr">');
  });

  test("the team's notification of a request is in the language of the admin it goes to, whatever the visitor's", async ({ page, browser }) => {
    // Notifications go to the French admin's own address for this test; which language wins when the
    // address is no admin's (the admins' choices, counted) is the unit test's (team-locale.test.ts).
    const admin = await signedInAsFrenchAdmin(page);
    await setNotificationAddress(page, admin.email);
    const visitor = await browser.newPage();
    try {
      const name = `Visiteur ${Date.now()}`;
      await visitor.goto("/contact");
      await visitor.getByLabel("Name", { exact: true }).fill(name);
      await visitor.getByLabel("Email", { exact: true }).fill(`team-language-${Date.now()}@example.com`);
      await visitor.getByLabel("Subject", { exact: true }).selectOption("media");
      await visitor.getByLabel("Message", { exact: true }).fill("Written on the English site.");
      await visitor.getByRole("button", { name: "Send Message" }).click();
      await expect(visitor.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible();
      const notification = await waitForMail(admin.email, new RegExp(`^Nouveau message de contact\u202f: .* — ${name}$`));
      expect(notification.text).toContain("Written on the English site.");
    } finally {
      await visitor.close();
      await setNotificationAddress(page, "");
    }
  });

  test("the sign-in screens speak the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/admin/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(adminFr["login.title"]);
    await expect(page.getByLabel(adminFr["login.email"])).toBeVisible();
    await expect(page.getByRole("button", { name: adminFr["login.submit"], exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await context.close();

    const english = await browser.newContext({ locale: "en-US" });
    const englishPage = await english.newPage();
    await englishPage.goto("/admin/login");
    await expect(englishPage.getByRole("heading", { level: 1 })).toHaveText(adminEn["login.title"]);
    await english.close();
  });

  test("an admin in French writes an article in both languages; each language's page shows its own, and one without French falls back, marked", async ({ page, request }) => {
    await signedInAsFrenchAdmin(page);

    const stamp = `${Date.now()}`;
    await page.goto("/admin/news/new");
    await page.getByLabel(adminFr["adminNews.field.title"], { exact: true }).fill(`Paddock notes ${stamp}`);
    await page.getByLabel(adminFr["adminNews.field.content"], { exact: true }).fill("The car ran **faultlessly**.");
    await page.getByLabel(adminFr["adminNews.field.titleFr"], { exact: true }).fill(`Carnet du paddock ${stamp}`);
    await page.getByLabel(adminFr["adminNews.field.contentFr"], { exact: true }).fill("La voiture a tourné **sans faute**.");
    await page.getByLabel(adminFr["adminNews.field.published"], { exact: true }).check();
    await page.getByRole("button", { name: adminFr["admin.form.save"], exact: true }).click();
    await expect(page.getByRole("link", { name: adminFr["adminContent.viewOnSiteFr"] })).toBeVisible();

    // The public news specs count the demo articles: these two end in the trash, whatever happens here.
    try {
      // Each language's page, at its own address, in its own words; the switcher joins them.
      await page.goto(`/news/paddock-notes-${stamp}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Paddock notes ${stamp}`);
      await page.getByTestId("language-switcher").click();
      await expect(page).toHaveURL(new RegExp(`/fr/actualites/carnet-du-paddock-${stamp}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Carnet du paddock ${stamp}`);
      await expect(page.locator("main strong")).toHaveText("sans faute");
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", new RegExp(`/news/paddock-notes-${stamp}$`));
      // The English slug under /fr leads to the French address.
      await page.goto(`/fr/actualites/paddock-notes-${stamp}`);
      await expect(page).toHaveURL(new RegExp(`/fr/actualites/carnet-du-paddock-${stamp}$`));

      // Without a French version: the French page shows the English, marked lang="en", and announces no French.
      await page.goto("/admin/news/new");
      await page.getByLabel(adminFr["adminNews.field.title"], { exact: true }).fill(`English only ${stamp}`);
      await page.getByLabel(adminFr["adminNews.field.content"], { exact: true }).fill("Only in English.");
      await page.getByLabel(adminFr["adminNews.field.published"], { exact: true }).check();
      await page.getByRole("button", { name: adminFr["admin.form.save"], exact: true }).click();
      await expect(page.getByRole("link", { name: adminFr["adminContent.viewOnSite"] })).toBeVisible();
      await page.goto(`/admin/news?q=${encodeURIComponent(`English only ${stamp}`)}`);
      await expect(page.getByTestId("missing-french")).toHaveText(adminFr["adminContent.missingFrench"]);

      const french = await request.get(`/fr/actualites/english-only-${stamp}`);
      expect(french.status()).toBe(200);
      await page.goto(`/fr/actualites/english-only-${stamp}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
      await expect(page.locator("main p", { hasText: "Only in English." })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`English only ${stamp}`);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      // On its English page, the switch still offers French: the French news list, never announced as the article's alternate.
      await page.goto(`/news/english-only-${stamp}`);
      await expect(page.getByTestId("language-switcher")).toHaveText("Français");
      await expect(page.getByTestId("language-switcher")).toHaveAttribute("href", "/fr/actualites");
      await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(0);
      await page.getByTestId("language-switcher").click();
      await expect(page).toHaveURL(/\/fr\/actualites$/);
      await expect(page.getByRole("heading", { level: 2, name: `English only ${stamp}` })).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 2, name: `Carnet du paddock ${stamp}` })).not.toHaveAttribute("lang", /./);
    } finally {
      for (const title of [`Paddock notes ${stamp}`, `English only ${stamp}`]) await trashArticle(page, title);
    }
  });
});
