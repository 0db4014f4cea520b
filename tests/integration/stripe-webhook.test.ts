import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellerIdentity } from "../../app/db/schema/legal.ts";
import { invoices, shopOrders, stripeEvents } from "../../app/db/schema/orders.ts";
import { merchandise } from "../../app/db/schema/shop.ts";
import { openCheckout, placeOrder } from "../../app/features/payments/mutations.server.ts";
import { stripeProviderOf } from "../../app/platform/stripe.server.ts";
import { testDatabaseKinds } from "../support/databases.ts";
import { serverDatabase, type ServerDatabase } from "../support/server-database.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startStripeFake, type StripeFake } from "../support/stripe-fake.ts";

/**
 * Stripe's webhook through the production server: the body gate hands the route the exact bytes
 * Stripe signed, the event is applied once, and everything else is refused before it is read.
 */
describe.each(testDatabaseKinds())("the Stripe webhook of the production server on %s", (kind) => {
  let dataDir: string;
  let database: ServerDatabase;
  let fake: StripeFake;
  let server: RunningServer | undefined;
  let orderId = "";
  let sessionId = "";

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-stripe-webhook-"));
    database = await serverDatabase(kind, dataDir, "ecurie_stripe_webhook");
    fake = await startStripeFake();
    const provider = stripeProviderOf({ STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: fake.url })!;
    // The order is placed before the server starts: the embedded database is one process's at a time.
    const handle = await database.open("stripe webhook test");
    try {
      await handle.db.insert(sellerIdentity).values({ legal_name: "Écurie Vitesse SAS", legal_form: "SAS", share_capital_cents: 1_000_000, address: "Magny-Cours", siren: "123456789", rcs_city: "Nevers", vat_number: "FR12123456789" });
      const [item] = await handle.db.insert(merchandise).values({ name: "Webhook cap", price: "35.00", category: "Accessories", stock_quantity: 3 }).returning();
      const placed = await placeOrder(
        handle.db,
        { name: "Ada", email: "ada@example.com", phone: "", delivery: "pickup", address_line1: "", address_line2: "", postal_code: "", city: "", country: "", items: [{ merchandise_id: item!.id, size: null, quantity: 1 }] },
        { locale: "en" },
      );
      if (placed.status !== "placed") throw new Error("order refused");
      await openCheckout(handle.db, provider, placed.order, placed.lines, { successUrl: "http://localhost/ok", cancelUrl: "http://localhost/cart" });
      const [order] = await handle.db.select().from(shopOrders).where(eq(shopOrders.id, placed.order.id));
      orderId = order!.id;
      sessionId = order!.checkout_session_id!;
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
    fake.holdWebhooks(true);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("applies a signed event once, refuses forged, stale and wrong-typed ones, and answers a GET 405", async () => {
    const completed = await fake.pay(sessionId);
    const body = JSON.stringify(completed, null, 2);
    const post = (headers: Record<string, string>, payload = body) => fetch(`${server!.url}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: payload });

    expect((await post({})).status).toBe(400);
    expect((await post({ "stripe-signature": fake.sign(body, { secret: "whsec_forged" }) })).status).toBe(400);
    expect((await post({ "stripe-signature": fake.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }) })).status).toBe(400);
    // The same event with one byte changed: its signature no longer holds.
    expect((await post({ "stripe-signature": fake.sign(body) }, body.replace('"livemode": false', '"livemode": true'))).status).toBe(400);
    expect((await fetch(`${server!.url}/api/webhooks/stripe`, { method: "POST", headers: { "content-type": "text/plain", "stripe-signature": fake.sign(body) }, body })).status).toBe(415);
    expect((await fetch(`${server!.url}/api/webhooks/stripe`)).status).toBe(405);

    expect(await fake.deliver(completed)).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: "paid" }) });
    expect(await fake.deliver(completed)).toEqual({ status: 200, body: JSON.stringify({ received: true, outcome: "duplicate" }) });
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
