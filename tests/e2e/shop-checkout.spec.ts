import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./support/test.ts";
import { publicFr } from "./support/french.ts";
import { adminEn } from "../../app/lib/i18n/en/admin.ts";
import { adminFr } from "../../app/lib/i18n/fr/admin.ts";
import { E2E_ADMIN, E2E_SHARD_PORT } from "../../playwright.config.ts";
import { submitSignIn } from "./support/admin.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startStripeFake, type StripeFake } from "../support/stripe-fake.ts";

/**
 * Paying online, in Chromium: the admin turns selling on (the seller on invoices, a shipping
 * zone), then a visitor buys a cap through the cart's checkout, pays on Stripe's page (the fake of
 * Stripe's API on loopback, whose Pay button completes the session and posts the signed webhook)
 * and comes back to the order, paid, with its invoice. A site of its own (payments on), so the
 * suite's other specs keep the shop's order requests.
 */
const PORT = E2E_SHARD_PORT + 4000;
const SITE = `http://localhost:${PORT}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-checkout-e2e-"));
let server: RunningServer;
let fake: StripeFake;

test.describe.configure({ mode: "serial" });

/** The text of the PDF a link downloads, every run of spaces as one. */
async function pdfText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = new Uint8Array(fs.readFileSync(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, " ");
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startStripeFake();
  server = await startServer(
    {
      PORT: String(PORT),
      DATA_DIR: path.join(dir, "data"),
      PUBLIC_URL: SITE,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      FORM_LIMIT_PER_IP: "100000",
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
    120_000,
  );
  fake.setWebhookUrl(`${SITE}/api/webhooks/stripe`);
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the admin completes the seller and a shipping zone, and the shop sells online", async ({ page }) => {
  await page.goto(`${SITE}/admin/login`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await submitSignIn(page);
  await expect(page).toHaveURL(`${SITE}/admin`);
  await page.goto(`${SITE}/admin/selling`);
  await expect(page.getByTestId("selling-status")).toContainText("Order requests only");
  await expect(page.getByTestId("selling-status")).toContainText("Stripe's keys are set on the server.");
  await expect(page.getByText("Invoices still need: the legal name, the legal form, the registered office, the SIREN number, the RCS registry, the VAT number.")).toBeVisible();

  const seller = page.getByRole("form", { name: "The seller on invoices" });
  await seller.getByLabel("Legal name").fill("Écurie Vitesse SAS");
  await seller.getByLabel("Legal form").fill("SAS");
  await seller.getByLabel("Share capital (€, empty for a sole trader)").fill("10 000");
  await seller.getByLabel("Registered office").fill("Technopole, 58470 Magny-Cours");
  await seller.getByLabel("SIREN (9 digits)").fill("123 456 78");
  await seller.getByLabel("RCS registry (town)").fill("Nevers");
  await seller.getByRole("button", { name: "Save the seller" }).click();
  await expect(seller.getByText("A SIREN number has 9 digits.")).toBeVisible();
  await expect(seller.getByText("Enter the VAT number, or tick the VAT franchise.")).toBeVisible();
  await expect(seller.getByLabel("Legal name")).toHaveValue("Écurie Vitesse SAS");
  await seller.getByLabel("SIREN (9 digits)").fill("123 456 789");
  await seller.getByLabel("Intra-community VAT number").fill("fr 12 123456789");
  await seller.getByRole("button", { name: "Save the seller" }).click();
  await expect(seller.getByRole("status")).toHaveText("Saved.");

  const zone = page.getByRole("form", { name: "Add a shipping zone" });
  await zone.getByLabel("Name", { exact: true }).fill("France");
  await zone.getByLabel("Name in French").fill("France métropolitaine");
  await zone.getByLabel("Countries (ISO codes)").fill("fr, mc");
  await zone.getByLabel("Price (€, VAT included)").fill("6,90");
  await zone.getByLabel("Delivery from (working days)").fill("2");
  await zone.getByLabel("to (working days)").fill("4");
  await zone.getByRole("button", { name: "Add the zone" }).click();
  await expect(page.getByRole("form", { name: "Shipping zone France" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Shipping zone France" }).getByLabel("Countries (ISO codes)")).toHaveValue("FR, MC");
  await expect(page.getByTestId("selling-status")).toContainText("Selling online");
});

test("a visitor buys a cap, pays on Stripe's page and comes back to the order, paid, with its invoice", async ({ page }) => {
  await page.goto(`${SITE}/pitshop`);
  const cap = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: "Team Cap", exact: true }) });
  await cap.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByTestId("cart-link")).toHaveText("Cart (1)");
  await page.goto(`${SITE}/pitshop/cart`);
  const checkout = page.getByRole("region", { name: "Checkout" });
  await checkout.getByLabel("Name").fill("Ada Lovelace");
  await checkout.getByLabel("Email").fill("ada@example.com");
  await checkout.getByLabel("Delivery to an address").check();
  await checkout.getByLabel("Address", { exact: true }).fill("12 rue du Circuit");
  await checkout.getByLabel("Postal code").fill("58470");
  await checkout.getByLabel("City").fill("Magny-Cours");
  await checkout.getByLabel("Country").selectOption("FR");
  await expect(checkout.getByText("France: €6.90, delivered in 2 to 4 working days")).toBeVisible();
  const total = await checkout.getByTestId("checkout-total").textContent();
  // The terms are not ticked: the form says so and goes nowhere.
  await checkout.getByRole("button", { name: "Order with obligation to pay" }).click();
  await expect(checkout.getByText("Please confirm you have read the terms of sale.")).toBeVisible();
  await checkout.getByLabel("I have read the terms of sale, including the withdrawal right.").check();
  await checkout.getByRole("button", { name: "Order with obligation to pay" }).click();

  await expect(page).toHaveURL(new RegExp(`^${fake.url}/pay/cs_test_`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Pay ${total!.replace(/[^\d.]/g, "")} EUR`);
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(new RegExp(`^${SITE}/orders/[\\w-]+\\?paid=1$`));
  await expect(page.getByTestId("order-state")).toContainText("Payment received. Thank you!");
  await expect(page.getByTestId("order-state")).toContainText("A confirmation is on its way to ada@example.com.");
  await expect(page.getByTestId("order-invoice")).toHaveText(new RegExp(`^Invoice F-${new Date().getFullYear()}-000001 \\(PDF\\)$`));
  await expect(page.getByTestId("order-total")).toHaveText(total!);

  // The invoice the law asks for, as the buyer downloads it: every mention, in French.
  const invoice = await pdfText(page, page.getByTestId("order-invoice").getByRole("link"));
  for (const mention of [
    `Facture / Invoice`,
    `F-${new Date().getFullYear()}-000001`,
    "Écurie Vitesse SAS",
    "SAS au capital de 10 000,00 €",
    "Technopole, 58470 Magny-Cours",
    "SIREN 123456789 — RCS Nevers",
    "TVA intracommunautaire FR12123456789",
    "Ada Lovelace",
    "12 rue du Circuit",
    "ada@example.com",
    "Team Cap",
    "France",
    "20 %",
    "Total HT",
    "Total TTC",
  ]) {
    expect(invoice, mention).toContain(mention);
  }
});

test("the team ships the order, the buyer withdraws, the team refunds it: a credit note is issued and the buyer sees it", async ({ page }) => {
  await page.goto(`${SITE}/admin/login`);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await submitSignIn(page);
  await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Orders", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orders");
  await page.getByRole("navigation", { name: "Order states" }).getByRole("link", { name: /^Paid/ }).click();
  const row = page.getByTestId("order-row").filter({ hasText: "Ada Lovelace" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`F-${new Date().getFullYear()}-000001`);
  await row.getByRole("link").click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Order [0-9A-F]{8}$/);
  await expect(page.getByTestId("order-status")).toContainText("Paid");
  await page.getByLabel("Tracking number").fill("6A12345678901");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("Marked shipped. The buyer has been e-mailed.")).toBeVisible();
  await expect(page.getByTestId("order-shipped")).toContainText("Tracking number: 6A12345678901");
  await expect(page.getByTestId("order-status")).toContainText("Shipped");

  // The buyer withdraws from the order page, in two steps; the team sees it on the order.
  const adminOrderUrl = page.url();
  const paid = fake.events.find((event) => event.type === "checkout.session.completed")!.data.object as { amount_total: number; success_url: string };
  const orderUrl = paid.success_url.replace("?paid=1", "");
  await page.goto(orderUrl);
  const withdrawal = page.getByTestId("withdrawal");
  await expect(withdrawal).toContainText(/You may withdraw from this purchase until /);
  await withdrawal.getByRole("link", { name: "Withdraw from the contract here" }).click();
  await expect(withdrawal).toContainText(/You are withdrawing from the whole of order [0-9A-F]{8}\./);
  await withdrawal.getByLabel("Anything to tell us (optional)").fill("Too small for me");
  await withdrawal.getByRole("button", { name: "Confirm my withdrawal" }).click();
  await expect(withdrawal.getByRole("status")).toContainText("You withdrew from this contract on");
  await expect(page).toHaveURL(orderUrl);
  await page.goto(adminOrderUrl);
  await expect(page.getByTestId("order-withdrawal")).toContainText("The buyer withdrew from the contract on");
  await expect(page.getByTestId("order-withdrawal")).toContainText("Too small for me");

  // The cap comes back: refunded with the shipping, not put back on sale.
  await page.getByLabel(/^Team Cap \(up to 1\)$/).fill("1");
  await page.getByLabel(/^Refund the shipping/).check();
  await page.getByLabel("Put the items back on sale").uncheck();
  const total = `€${(paid.amount_total / 100).toFixed(2)}`;
  await expect(page.getByTestId("refund-amount")).toHaveText(`Amount to refund: ${total}`);
  await page.getByLabel("Reason (for the history; not sent to the buyer)").fill("Returned within 14 days");
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const creditNote = `A-${new Date().getFullYear()}-000001`;
  await expect(page.getByText(new RegExp(`refunded through Stripe\\. Credit note ${creditNote} issued`))).toBeVisible();
  await expect(page.getByTestId("order-status")).toContainText("Refunded");
  await expect(page.getByTestId("order-documents")).toContainText(`Credit note ${creditNote}`);
  await expect(page.getByText("Everything in this order has been refunded.")).toBeVisible();
  const note = await pdfText(page, page.getByTestId("order-documents").getByRole("link", { name: new RegExp(creditNote) }));
  expect(note).toContain(`Avoir sur la facture / Credit note for invoice F-${new Date().getFullYear()}-000001`);
  expect(note).toContain("Total TTC / Total incl. VAT");
  expect(fake.refunds.map((refund) => refund.amount)).toEqual([paid.amount_total]);

  // The same order for an admin who reads French: the screen's words are French.
  await page.goto(`${SITE}/admin/account`);
  await page.getByLabel(adminEn["account.languageLabel"]).selectOption("fr");
  await page.getByRole("button", { name: adminEn["account.saveLanguage"] }).click();
  await expect(page.getByText(adminFr["account.languageSaved"])).toBeVisible();
  await page.goto(adminOrderUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Commande [0-9A-F]{8}$/);
  await expect(page.getByTestId("order-status")).toContainText(adminFr["orders.status.refunded"]);
  for (const heading of ["orders.detail.items", "orders.detail.money", "orders.detail.documents", "orders.detail.history", "orders.detail.buyer", "orders.refund.title"] as const) {
    await expect(page.getByRole("heading", { name: adminFr[heading], exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("order-withdrawal")).toContainText("Le client s’est rétracté le");
  await expect(page.getByTestId("order-documents")).toContainText(`Avoir ${creditNote}`);
  await expect(page.getByTestId("order-history")).toContainText(adminFr["orders.history.withdrawal_requested"]);
  await expect(page.getByText(adminFr["orders.refund.nothingLeft"])).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/\b(Paid|Refund of|Shipped|Items|History)\b/);
  await page.goto(`${SITE}/admin/orders`);
  await expect(page.getByRole("navigation", { name: adminFr["orders.filters"] })).toContainText(adminFr["orders.status.partly_refunded"]);

  // The buyer's page says so, with both documents.
  await page.goto(orderUrl);
  await expect(page.getByTestId("order-state")).toContainText(`This order was refunded: ${total} is on its way back to your card.`);
  await expect(page.getByTestId("order-credit-note")).toHaveText(`Credit note ${creditNote} (PDF)`);
});

test("the French cart words the button as the law does", async ({ page }) => {
  await page.goto(`${SITE}/fr/boutique`);
  const cap = page.getByTestId("product-card").filter({ has: page.getByRole("heading", { name: "Casquette de l’écurie", exact: true }) });
  await cap.getByRole("button", { name: publicFr["shop.addToCart"] }).click();
  await page.goto(`${SITE}/fr/boutique/panier`);
  const checkout = page.getByRole("region", { name: publicFr["checkout.title"] });
  await expect(checkout.getByRole("button", { name: "Commander avec obligation de paiement" })).toBeVisible();
  await expect(checkout.getByText(publicFr["checkout.withdrawal"])).toBeVisible();
});
