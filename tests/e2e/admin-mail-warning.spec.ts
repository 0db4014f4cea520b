import { expect, test, waitForHydrationOnNavigation, type Page } from "./support/test.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { expectNoSeriousA11yViolations } from "./support/a11y.ts";
import { adminSession } from "./support/admin.ts";

/**
 * The suite's server runs without SMTP_URL, as a site does whose operator
 * forgot it: no e-mail leaves, each is written as a file in the data folder.
 * The dashboard says so at the top, in the admin's language, its platform
 * status does not call the e-mail "Active", and the warning leads to the
 * System page, which says where the files go and what to set.
 */
async function expectWarning(page: Page, messages: typeof adminEn | typeof adminFr) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages["dashboard.title"]);
  const warning = page.getByRole("region", { name: messages["dashboard.mail.notDelivered.title"] });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(messages["dashboard.mail.notDelivered.text"]);
  const status = page.getByTestId("status-mail");
  await expect(status).toContainText(messages["dashboard.mail"]);
  await expect(status).toContainText(messages["dashboard.mail.files"]);
  await expect(status).not.toContainText(messages["dashboard.active"]);
  // Above everything else on the page: the first thing an admin reads.
  await expect(page.locator("main section").first()).toHaveAttribute("data-testid", "mail-warning");
  return warning;
}

test.describe("the dashboard's e-mail warning", () => {
  // The dashboard runs every check it shows, and the accessibility scan is slow on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test("says, first, that e-mails are not delivered without SMTP_URL, and leads to the System page", async ({ page }) => {
    await adminSession(page);
    const warning = await expectWarning(page, adminEn);
    await expect(warning.getByRole("heading", { level: 2 })).toHaveText("E-mails are not being delivered");
    await expect(warning).toContainText("Nobody receives them.");
    await expectNoSeriousA11yViolations(page);

    await warning.getByRole("link", { name: "See the System page" }).click();
    await expect(page).toHaveURL(/\/admin\/system#mail$/);
    await expect(page.getByTestId("mail-transport")).toContainText(/Not delivered: each e-mail is written as a file in \/.+\/mail and nobody receives it\. Set SMTP_URL/);
    // The sender is shown; while nothing leaves, its domain is not the problem to fix.
    await expect(page.getByTestId("mail-from")).toHaveText(/^Écurie Vitesse <no-reply@localhost>$/);
  });

  test("is in French for an admin reading the admin in French", async ({ page, browser, baseURL }) => {
    await adminSession(page);
    const french = await browser.newContext({ baseURL, locale: "fr-FR" });
    try {
      await french.addCookies(await page.context().cookies());
      const frenchPage = await french.newPage();
      waitForHydrationOnNavigation(frenchPage);
      const warning = await expectWarning(frenchPage, adminFr);
      await expect(frenchPage.locator("html")).toHaveAttribute("lang", "fr");
      await expect(warning.getByRole("heading", { level: 2 })).toHaveText("Les e-mails ne sont pas envoyés");
      await expect(warning).toContainText("Personne ne le reçoit.");
      await expect(warning.getByRole("link", { name: "Voir la page Système" })).toHaveAttribute("href", "/admin/system#mail");
    } finally {
      await french.close();
    }
  });
});
