import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellerIdentity } from "../../app/db/schema/legal.ts";
import { simpleParser } from "mailparser";
import { invoices, shippingZones, shopOrders, stripeEvents } from "../../app/db/schema/orders.ts";
import { merchandise } from "../../app/db/schema/shop.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { serverDatabase, type ServerDatabase } from "../support/server-database.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startStripeFake, type StripeFake } from "../support/stripe-fake.ts";

/**
 * A purchase through the production server, as a browser makes it: the cart's checkout form, the
 * redirect to Stripe's page (the fake's), the payment, Stripe's webhook (the body gate hands the
 * route the exact bytes Stripe signed; the event is applied once, anything else refused before it
 * is read), and the order page the buyer comes back to.
 */
describe.each(testDatabaseKinds())("the Stripe webhook of the production server on %s", (kind) => {
  let dataDir: string;
  let database: ServerDatabase;
  let fake: StripeFake;
  let server: RunningServer | undefined;
  let orderId = "";
  let sessionId = "";

  let itemId = "";
  /** Posts the cart's checkout as a browser without JavaScript would (React Router answers a redirect). */
  const checkout = (fields: Record<string, string>) =>
    fetch(`${server!.url}/pitshop/cart`, { method: "POST", redirect: "manual", headers: { Origin: server!.url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });
  const buyerFields = (overrides: Record<string, string> = {}) => ({
    idempotency_key: crypto.randomUUID(),
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "+33 6 12 34 56 78",
    delivery: "shipping",
    address_line1: "12 rue du Circuit",
    address_line2: "",
    postal_code: "58470",
    city: "Magny-Cours",
    country: "FR",
    terms: "on",
    items: JSON.stringify([{ merchandise_id: itemId, size: null, quantity: 2 }]),
    ...overrides,
  });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-stripe-webhook-"));
    database = await serverDatabase(kind, dataDir, "ecurie_stripe_webhook");
    fake = await startStripeFake();
    // What the team fills in before selling; written before the server starts (the embedded database is one process's at a time).
    const handle = await database.open("stripe webhook test");
    try {
      await handle.db.insert(sellerIdentity).values({ legal_name: "Écurie Vitesse SAS", legal_form: "SAS", share_capital_cents: 1_000_000, address: "Magny-Cours", siren: "123456789", rcs_city: "Nevers", vat_number: "FR12123456789" });
      await handle.db.insert(shippingZones).values({ name: "France", name_fr: "France métropolitaine", countries: ["FR"], price_cents: 690, delivery_days_min: 2, delivery_days_max: 4 });
      const [item] = await handle.db.insert(merchandise).values({ name: "Webhook cap", price: "35.00", category: "Accessories", stock_quantity: 3 }).returning();
      itemId = item!.id;
    } finally {
      await handle.close();
    }
    server = await startServer({
      DATA_DIR: dataDir,
      ...database.env,
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
    fake.setWebhookUrl(`${server.url}/api/webhooks/stripe`);
  }, 120_000);

  it("a checkout refused for its fields keeps everything typed; a good one holds the items and sends the buyer to Stripe, once per submission", async () => {
    const refused = await checkout(buyerFields({ address_line1: "", terms: "" }));
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain("Enter the delivery address.");
    expect(page).toContain("Please confirm you have read the terms of sale.");
    expect(page).toContain("Magny-Cours");

    const fields = buyerFields();
    const first = await checkout(fields);
    expect(first.status).toBe(302);
    const location = first.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^${fake.url}/pay/cs_test_\\w+$`));
    // A second click on the button: the same order, the same payment page.
    const again = await checkout(fields);
    expect(again.headers.get("location")).toBe(location);
    sessionId = location.split("/").pop()!;
    const session = fake.sessions.get(sessionId)!;
    orderId = session.metadata.order_id!;
    expect(session).toMatchObject({ amount_total: 2 * 3500 + 690, customer_email: "ada@example.com", locale: "en" });
    expect(session.success_url).toMatch(new RegExp(`^http://localhost:\\d+/orders/[\\w-]+\\?paid=1$`));
  });

  it("pays on Stripe's page and comes back to the order, paid, with its invoice", async () => {
    const paid = await fetch(`${fake.url}/pay/${sessionId}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "action=pay" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    const order = await fetch(`${server!.url}${back.pathname}${back.search}`);
    expect(order.status).toBe(200);
    expect(order.headers.get("cache-control")).toBe("private, no-store");
    const html = await order.text();
    expect(html).toContain("Payment received. Thank you!");
    expect(html).toMatch(/Invoice F-\d{4}-000001 \(PDF\)/);
    expect(html).toContain("Webhook cap × 2");

    // The invoice's PDF, from the order's link only: kept in storage, never served by /media.
    const number = /Invoice (F-\d{4}-000001)/.exec(html)![1]!;
    const token = back.pathname.split("/").pop()!;
    const pdf = await fetch(`${server!.url}/orders/${token}/documents/${number}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe("%PDF-1.7");
    expect((await fetch(`${server!.url}/orders/${"x".repeat(32)}/documents/${number}`)).status).toBe(404);
    expect((await fetch(`${server!.url}/media/private/invoices/${number.slice(2, 6)}/${number}.pdf`)).status).toBe(404);

    // The buyer's confirmation leaves with the same PDF attached (the outbox's worker sends it).
    const mailDir = path.join(dataDir, "mail");
    const confirmationMail = async () => {
      const messages = await Promise.all((fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []).map((name) => simpleParser(fs.readFileSync(path.join(mailDir, name)))));
      return messages.find((message) => JSON.stringify(message.to ?? "").includes("ada@example.com") && /payment received/.test(message.subject ?? ""));
    };
    await expect.poll(async () => Boolean(await confirmationMail()), { timeout: 30_000 }).toBe(true);
    const confirmation = (await confirmationMail())!;
    expect(confirmation.attachments.map((file) => [file.filename, file.contentType])).toEqual([[`${number}.pdf`, "application/pdf"]]);
    expect(Buffer.compare(confirmation.attachments[0]!.content, Buffer.from(bytes))).toBe(0);
  });

  it("applies a signed event once, refuses forged, stale and wrong-typed ones, and answers a GET 405", async () => {
    const completed = fake.events.find((event) => event.type === "checkout.session.completed")!;
    const body = JSON.stringify(completed, null, 2);
    const post = (headers: Record<string, string>, payload = body) => fetch(`${server!.url}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: payload });

    expect((await post({})).status).toBe(400);
    expect((await post({ "stripe-signature": fake.sign(body, { secret: "whsec_forged" }) })).status).toBe(400);
    expect((await post({ "stripe-signature": fake.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }) })).status).toBe(400);
    // The same event with one byte changed: its signature no longer holds.
    expect((await post({ "stripe-signature": fake.sign(body) }, body.replace('"livemode": false', '"livemode": true'))).status).toBe(400);
    expect((await fetch(`${server!.url}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "text/plain", "stripe-signature": fake.sign(body) }, body })).status).toBe(415);
    expect((await fetch(`${server!.url}/api/webhooks/stripe`)).status).toBe(405);
    // Stripe sending it again: acknowledged, nothing changes.
    expect(await fake.deliver(completed)).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: "duplicate" }) });
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("left the order paid, its event recorded once and one invoice issued", async () => {
    await server!.stop();
    server = undefined;
    const handle = await database.open("stripe webhook check");
    try {
      const [order] = await handle.db.select().from(shopOrders).where(eq(shopOrders.id, orderId));
      expect(order!.status).toBe("paid");
      expect(await handle.db.select().from(stripeEvents).where(eq(stripeEvents.order_id, orderId))).toHaveLength(1);
      expect(await handle.db.select().from(invoices).where(eq(invoices.order_id, orderId))).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
