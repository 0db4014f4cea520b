import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { createLocalStorage } from "../../platform/storage.server.ts";
import { and, asc, eq, like } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/mail.ts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sellerIdentity } from "../../db/schema/legal.ts";
import { invoices, orderHistory, orderLines, orderPayments, shippingZones, shopOrders, stripeEvents } from "../../db/schema/orders.ts";
import { merchandise } from "../../db/schema/shop.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startStripeFake, type FakeEvent, type StripeFake } from "../../../tests/support/stripe-fake.ts";
import { cancelUnpaidOrder, issueDocument, markOrderShipped, orderDocumentMails, requestWithdrawal, openCheckout, placeOrder, receiveStripeWebhook, refundOrder, releaseExpiredHolds, sendDueRefund, type CheckoutInput, type RefundRequestInput } from "./mutations.server.ts";
import { accountingCsv, accountingEntries, getSellerIdentity, listOrders } from "./queries.server.ts";
import { getSiteSettings } from "../settings/queries.server.ts";
import { stripeProviderOf, type PaymentProvider } from "../../platform/stripe.server.ts";

const silentLog = { info() {}, warn() {}, error() {} };
const URLS = { successUrl: "http://localhost/orders/x?paid=1", cancelUrl: "http://localhost/cart" };

function buyer(index: number, items: CheckoutInput["items"], overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    name: `Buyer ${index}`,
    email: `buyer${index}@example.com`,
    phone: "",
    delivery: "shipping",
    address_line1: "12 rue du Circuit",
    address_line2: "",
    postal_code: "58470",
    city: "Magny-Cours",
    country: "FR",
    items,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())("paying for an order on %s", (kind) => {
  let database: DatabaseHandle;
  let fake: StripeFake;
  let provider: PaymentProvider;
  let cap: string;
  let book: string;

  /** The webhook as the route runs it, fed the fake's signed events. */
  async function deliver(event: FakeEvent, options?: Parameters<StripeFake["sign"]>[1] & { body?: string }) {
    const body = options?.body ?? JSON.stringify(event);
    return receiveStripeWebhook({ db: database.db, provider, publicUrl: "http://localhost", log: silentLog }, body, fake.sign(body, options));
  }

  async function stockOf(id: string) {
    const [row] = await database.db.select({ stock: merchandise.stock_quantity }).from(merchandise).where(eq(merchandise.id, id));
    return row!.stock;
  }

  async function placeAndOpen(input: CheckoutInput) {
    const placed = await placeOrder(database.db, input, { locale: "fr" });
    if (placed.status !== "placed") throw new Error(`refused: ${JSON.stringify(placed.problems)}`);
    const checkout = await openCheckout(database.db, provider, placed.order, placed.lines, URLS);
    const [order] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, placed.order.id));
    return { order: order!, checkout };
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startStripeFake();
    fake.holdWebhooks(true);
    provider = stripeProviderOf({ STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: fake.url })!;
    await database.db.insert(sellerIdentity).values({
      legal_name: "Écurie Vitesse SAS",
      legal_form: "SAS",
      share_capital_cents: 1_000_000,
      address: "Technopole, 58470 Magny-Cours",
      siren: "123456789",
      rcs_city: "Nevers",
      vat_number: "FR12123456789",
    });
    await database.db.insert(shippingZones).values({ name: "France", name_fr: "France métropolitaine", countries: ["FR", "MC"], price_cents: 690, delivery_days_min: 2, delivery_days_max: 4 });
  });
  afterAll(async () => {
    await fake?.close();
    await database?.close();
  });
  beforeEach(async () => {
    const [capRow] = await database.db.insert(merchandise).values({ name: "Team cap", name_fr: "Casquette de l'équipe", price: "35.00", category: "Accessories", stock_quantity: 5 }).returning();
    const [bookRow] = await database.db.insert(merchandise).values({ name: "The 1978 season", price: "42.50", category: "Books & Media", stock_quantity: 5, vat_rate: 550 }).returning();
    cap = capRow!.id;
    book = bookRow!.id;
  });

  it("holds the items, takes the payment once, and issues an invoice with each line's VAT", async () => {
    const { order, checkout } = await placeAndOpen(buyer(1, [{ merchandise_id: cap, size: null, quantity: 2 }, { merchandise_id: book, size: null, quantity: 1 }]));
    expect(order.status).toBe("awaiting_payment");
    expect(order.total_cents).toBe(2 * 3500 + 4250 + 690);
    expect(await stockOf(cap)).toBe(3);
    const session = fake.sessions.get(order.checkout_session_id!)!;
    expect(checkout!.url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: order.total_cents, client_reference_id: order.id, metadata: { order_id: order.id }, customer_email: "buyer1@example.com", locale: "fr" });
    expect(session.line_items).toEqual([
      { name: "Casquette de l'équipe", unit_amount: 3500, quantity: 2 },
      { name: "The 1978 season", unit_amount: 4250, quantity: 1 },
      { name: "France métropolitaine", unit_amount: 690, quantity: 1 },
    ]);
    expect(session.expires_at - Math.floor(order.created_at.getTime() / 1000)).toBe(30 * 60);

    const completed = await fake.pay(session.id);
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, outcome: "paid" } });
    // Stripe retries: the same event again, and twice at once.
    const replays = await Promise.all([deliver(completed), deliver(completed)]);
    expect(replays.map((answer) => answer.body)).toEqual([
      { received: true, outcome: "duplicate" },
      { received: true, outcome: "duplicate" },
    ]);

    const [paid] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(paid).toMatchObject({ status: "paid", stock_taken: true, payment_intent_id: session.payment_intent });
    expect(await stockOf(cap)).toBe(3);
    const payments = await database.db.select().from(orderPayments).where(eq(orderPayments.order_id, order.id));
    expect(payments.map((row) => [row.kind, row.amount_cents])).toEqual([["payment", order.total_cents]]);
    const [invoice, ...more] = await database.db.select().from(invoices).where(eq(invoices.order_id, order.id));
    expect(more).toEqual([]);
    expect(invoice!.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(invoice!.total_incl_cents).toBe(order.total_cents);
    // 70,00 € of caps at 20 %, 42,50 € of book at 5,5 %, and the shipping split between both rates.
    expect(invoice!.lines.map((line) => [line.name, line.quantity, line.unitPriceExclCents, line.vatRate, line.totalExclCents, line.vatCents])).toEqual([
      ["Casquette de l'équipe", 2, 2917, 2000, 5833, 1167],
      ["The 1978 season", 1, 4028, 550, 4028, 222],
      ["France métropolitaine (20\u00a0%)", 1, 358, 2000, 358, 72],
      ["France métropolitaine (5,5\u00a0%)", 1, 246, 550, 246, 14],
    ]);
    expect(invoice!.total_excl_cents + invoice!.total_vat_cents).toBe(invoice!.total_incl_cents);
    expect(invoice!.seller.lines).toContain("SIREN 123456789 — RCS Nevers");
    expect(invoice!.buyer).toEqual({ name: "Buyer 1", lines: ["12 rue du Circuit", "58470 Magny-Cours", "FR", "buyer1@example.com"] });

    // The buyer's confirmation in the language they ordered in, and the team's notice: once each, whatever the replays.
    const settings = await getSiteSettings(database.db);
    const mails = await database.db.select().from(mailOutbox).where(like(mailOutbox.dedupe_key, `order:${order.id}:%`)).orderBy(asc(mailOutbox.kind));
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ["order_notification", settings.notification_email ?? settings.contact_email],
      ["order_paid", "buyer1@example.com"],
    ]);
    const confirmation = mails[1]!;
    const reference = order.id.replace(/-/g, "").slice(0, 8).toUpperCase();
    expect(confirmation.subject).toBe(`Votre commande ${settings.team_name} ${reference}\u202f: paiement reçu`);
    expect(confirmation.text_body).toContain(`Votre facture porte le numéro ${invoice!.number}.`);
    expect(confirmation.text_body).toMatch(/^2 × Casquette de l'équipe\u202f: 70\s€$/m);
    expect(confirmation.text_body).toMatch(/^Total TTC\u202f: 119,40\s€$/m);
    expect(confirmation.text_body).toContain(`http://localhost/fr/commandes/${order.access_token}`);
    expect(confirmation.text_body).toContain("14 jours");
    expect(mails[0]!.subject).toMatch(/^New paid order [0-9A-F]{8}: €119\.40$/);

    // The session's expiry coming after its payment changes nothing.
    const lateExpiry = { ...completed, id: `${completed.id}_expired`, type: "checkout.session.expired" };
    expect((await deliver(lateExpiry)).body).toEqual({ received: true, outcome: "unchanged" });
    expect(await stockOf(cap)).toBe(3);
  });

  it("refuses a webhook whose signature is missing, forged, for another body, or too old, and changes nothing", async () => {
    const { order } = await placeAndOpen(buyer(2, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    const completed = await fake.pay(order.checkout_session_id!);
    const body = JSON.stringify(completed);
    const services = { db: database.db, provider, publicUrl: "http://localhost", log: silentLog };
    expect(await receiveStripeWebhook(services, body, null)).toEqual({ status: 400, body: { error: "Missing Stripe-Signature header" } });
    expect((await receiveStripeWebhook(services, body, fake.sign(body, { secret: "whsec_someoneElse" }))).status).toBe(400);
    expect((await receiveStripeWebhook(services, body.replace(String(order.total_cents), "1"), fake.sign(body))).status).toBe(400);
    expect((await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    expect(await database.db.select().from(stripeEvents).where(eq(stripeEvents.order_id, order.id))).toEqual([]);
    const [unpaid] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(unpaid!.status).toBe("awaiting_payment");
    // The genuine delivery still works afterwards.
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: "paid" });
  });

  it("gives the items back once when the session expires, whoever notices first", async () => {
    const { order } = await placeAndOpen(buyer(3, [{ merchandise_id: cap, size: null, quantity: 2 }]));
    expect(await stockOf(cap)).toBe(3);
    const expired = await fake.expire(order.checkout_session_id!);
    const [webhook, sweep, again] = await Promise.all([deliver(expired), releaseExpiredHolds(database.db, new Date(order.hold_expires_at.getTime() + 1)), deliver(expired)]);
    const outcomes = [webhook, again].map((answer) => ("outcome" in answer.body ? answer.body.outcome : answer.body.error)).sort();
    // One delivery is the duplicate; the other released the items unless the sweeper did first.
    expect(outcomes).toEqual(sweep === 1 ? ["duplicate", "unchanged"] : ["duplicate", "released"]);
    expect(await stockOf(cap)).toBe(5);
    const [released] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(released).toMatchObject({ status: "cancelled", stock_taken: false });
  });

  it("the buyer cancels an unpaid order: Stripe's session is closed first, then the items go back, once", async () => {
    const { order } = await placeAndOpen(buyer(7, [{ merchandise_id: cap, size: null, quantity: 3 }]));
    expect(await stockOf(cap)).toBe(2);
    // Stripe out of reach: nothing is released (a payment may be under way).
    fake.failNext(3);
    expect(await cancelUnpaidOrder(database.db, provider, order)).toBe(false);
    expect(await stockOf(cap)).toBe(2);
    expect(await cancelUnpaidOrder(database.db, provider, order)).toBe(true);
    expect(fake.sessions.get(order.checkout_session_id!)!.status).toBe("expired");
    expect(await stockOf(cap)).toBe(5);
    const [cancelled] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(cancelled).toMatchObject({ status: "cancelled", cancel_reason: "cancelled_by_buyer", stock_taken: false });
    // Stripe's expiry event for that session changes nothing more.
    const expired = fake.events.filter((event) => event.type === "checkout.session.expired" && (event.data.object as { id: string }).id === order.checkout_session_id).at(-1)!;
    expect((await deliver(expired)).body).toEqual({ received: true, outcome: "unchanged" });
    expect(await stockOf(cap)).toBe(5);

    // A paid order cannot be cancelled this way, and a session already paid is not expired.
    const paid = await placeAndOpen(buyer(8, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    const completed = await fake.pay(paid.order.checkout_session_id!);
    expect(await cancelUnpaidOrder(database.db, provider, paid.order)).toBe(false);
    expect((await deliver(completed)).body).toEqual({ received: true, outcome: "paid" });
    expect(await stockOf(cap)).toBe(4);
  });

  it("a payment after the hold expired takes the items again while they are there, else is refunded", async () => {
    const first = await placeAndOpen(buyer(4, [{ merchandise_id: cap, size: null, quantity: 5 }]));
    const second = await placeAndOpen(buyer(5, [{ merchandise_id: book, size: null, quantity: 1 }]));
    // Both holds expire on our side (the sweeper) while each buyer is still on Stripe's page.
    expect(await releaseExpiredHolds(database.db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(2);
    expect(await stockOf(cap)).toBe(5);
    // The caps go to someone else meanwhile; the book does not.
    const other = await placeOrder(database.db, buyer(6, [{ merchandise_id: cap, size: null, quantity: 5 }]), { locale: "en" });
    expect(other.status).toBe("placed");

    const paidBook = await fake.pay(second.order.checkout_session_id!);
    expect((await deliver(paidBook)).body).toEqual({ received: true, outcome: "paid" });
    expect(await stockOf(book)).toBe(4);

    const paidCaps = await fake.pay(first.order.checkout_session_id!);
    expect((await deliver(paidCaps)).body).toEqual({ received: true, outcome: "late_payment_refunded" });
    expect(await deliver(paidCaps)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    const session = fake.sessions.get(first.order.checkout_session_id!)!;
    expect(fake.refunds.filter((refund) => refund.payment_intent === session.payment_intent).map((refund) => refund.amount)).toEqual([first.order.total_cents]);
    const [refunded] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, first.order.id));
    expect(refunded).toMatchObject({ status: "refunded", refunded_cents: first.order.total_cents, stock_taken: false });
    expect(await stockOf(cap)).toBe(0);
    expect(await database.db.select().from(invoices).where(eq(invoices.order_id, first.order.id))).toEqual([]);
    const told = await database.db.select().from(mailOutbox).where(like(mailOutbox.dedupe_key, `order:${first.order.id}:%`)).orderBy(asc(mailOutbox.kind));
    expect(told.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ["order_late_refund", "buyer4@example.com"],
      ["order_notification", expect.stringContaining("@")],
    ]);
    expect(told[0]!.text_body).toMatch(/Nous vous avons remboursé 181,90\s€ en totalité/);
  });

  it("a late payment for two items, one of them sold meanwhile, is refunded and takes neither", async () => {
    const late = await placeAndOpen(buyer(9, [{ merchandise_id: cap, size: null, quantity: 1 }, { merchandise_id: book, size: null, quantity: 5 }]));
    expect(await releaseExpiredHolds(database.db, new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    const other = await placeOrder(database.db, buyer(10, [{ merchandise_id: book, size: null, quantity: 5 }]), { locale: "en" });
    expect(other.status).toBe("placed");
    const capsBefore = await stockOf(cap);

    expect((await deliver(await fake.pay(late.order.checkout_session_id!))).body).toEqual({ received: true, outcome: "late_payment_refunded" });
    // The cap still in stock is not taken by an order that is refunded.
    expect(await stockOf(cap)).toBe(capsBefore);
    expect(await stockOf(book)).toBe(0);
  });

  it("twenty buyers for the last cap at once: one holds it, nineteen are told it is gone, and stock never goes below zero", async () => {
    await database.db.update(merchandise).set({ stock_quantity: 1 }).where(eq(merchandise.id, cap));
    const results = await Promise.all(Array.from({ length: 20 }, (_, index) => placeOrder(database.db, buyer(100 + index, [{ merchandise_id: cap, size: null, quantity: 1 }]), { locale: "en" })));
    expect(results.filter((result) => result.status === "placed")).toHaveLength(1);
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused).toHaveLength(19);
    for (const result of refused) expect(result.problems).toEqual([{ kind: "out_of_stock", id: cap, name: "Team cap", available: 0 }]);
    expect(await stockOf(cap)).toBe(0);
  });

  it("numbers invoices without a gap or a duplicate when orders are paid at once, and a failed issue gives its number back", async () => {
    await database.db.update(merchandise).set({ stock_quantity: 100 }).where(eq(merchandise.id, cap));
    const opened = await Promise.all(Array.from({ length: 12 }, (_, index) => placeAndOpen(buyer(200 + index, [{ merchandise_id: cap, size: null, quantity: 1 }], { delivery: "pickup", country: "" }))));
    const events = await Promise.all(opened.map(({ order }) => fake.pay(order.checkout_session_id!)));
    const answers = await Promise.all(events.map((event) => deliver(event)));
    expect(answers.every((answer) => answer.status === 200 && "outcome" in answer.body && answer.body.outcome === "paid")).toBe(true);

    // An issue whose transaction fails after taking a number.
    const seller = (await getSellerIdentity(database.db))!;
    await expect(
      database.db.transaction(async (tx) => {
        await issueDocument(tx, { kind: "invoice", orderId: opened[0]!.order.id, issuedAt: new Date(), lines: [{ name: "x", quantity: 1, unitPriceCents: 100, vatRate: 2000 }], shipping: null, buyer: { name: "x", lines: [] }, seller, locale: "en" });
        throw new Error("the PDF could not be written");
      }),
    ).rejects.toThrow("the PDF could not be written");
    const more = await placeAndOpen(buyer(300, [{ merchandise_id: cap, size: null, quantity: 1 }], { delivery: "pickup", country: "" }));
    expect((await deliver(await fake.pay(more.order.checkout_session_id!))).body).toEqual({ received: true, outcome: "paid" });

    const numbers = (await database.db.select({ sequence: invoices.sequence, number: invoices.number }).from(invoices).where(eq(invoices.kind, "invoice")).orderBy(asc(invoices.sequence))).map((row) => row.sequence);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
  });
  /** An order placed, paid and fulfilled by its webhook. */
  async function paidOrder(input: CheckoutInput) {
    const { order } = await placeAndOpen(input);
    expect((await deliver(await fake.pay(order.checkout_session_id!))).body).toEqual({ received: true, outcome: "paid" });
    const lines = await database.db.select().from(orderLines).where(eq(orderLines.order_id, order.id)).orderBy(asc(orderLines.position));
    return { order, lines };
  }

  const team = { email: "team@example.com", publicUrl: "http://localhost" };
  const refundOf = (overrides: Partial<RefundRequestInput>): RefundRequestInput => ({ refundKey: crypto.randomUUID(), lines: [], shipping: false, restock: true, reason: "", ...overrides });
  const refund = (orderId: string, input: RefundRequestInput) => database.db.transaction((tx) => refundOrder(tx, orderId, input, team));

  it("the team ships a paid order once, and the buyer is told with the tracking number in their language", async () => {
    const { order } = await paidOrder(buyer(20, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    const [first, second] = await Promise.all([
      database.db.transaction((tx) => markOrderShipped(tx, order.id, "6A12345678901", team)),
      database.db.transaction((tx) => markOrderShipped(tx, order.id, "other", team)),
    ]);
    expect([first.status, second.status].sort()).toEqual(["refused", "shipped"]);
    const [shipped] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(shipped!.status).toBe("shipped");
    const told = await database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupe_key, `order:${order.id}:shipped`));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Votre commande .+ [0-9A-F]{8} est en route$/);
    expect(told[0]!.text_body).toContain(`Numéro de suivi\u202f: ${shipped!.tracking_number}`);
    // An unpaid order is not shipped.
    const { order: unpaid } = await placeAndOpen(buyer(21, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    expect(await database.db.transaction((tx) => markOrderShipped(tx, unpaid.id, "", team))).toEqual({ status: "refused", reason: "not_paid" });
  });

  it("refunds some lines, then the rest with the shipping, each with its credit note, never more than was bought", async () => {
    const { order, lines } = await paidOrder(buyer(22, [{ merchandise_id: cap, size: null, quantity: 2 }, { merchandise_id: book, size: null, quantity: 1 }]));
    const [capLine, bookLine] = lines;
    expect(await stockOf(cap)).toBe(3);

    // One cap back, restocked: 35 € refunded through Stripe with our key, a credit note for 35 € at 20 %.
    const key = crypto.randomUUID();
    const partial = await refund(order.id, refundOf({ refundKey: key, lines: [{ id: capLine!.id, quantity: 1 }], reason: "Wrong size" }));
    if (partial.status !== "refunding") throw new Error(partial.problem);
    expect(partial.amountCents).toBe(3500);
    expect(partial.creditNoteNumber).toMatch(/^A-\d{4}-\d{6}$/);
    await sendDueRefund(database.db, provider, partial.refund);
    // The same form posted again is the same refund: refused, nothing sent twice.
    expect(await refund(order.id, refundOf({ refundKey: key, lines: [{ id: capLine!.id, quantity: 1 }] }))).toEqual({ status: "refused", problem: "already_done" });
    await sendDueRefund(database.db, provider, partial.refund);
    const intent = fake.sessions.get(order.checkout_session_id!)!.payment_intent;
    expect(fake.refunds.filter((row) => row.payment_intent === intent).map((row) => row.amount)).toEqual([3500]);
    expect(await stockOf(cap)).toBe(4);
    let [row] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row).toMatchObject({ status: "partly_refunded", refunded_cents: 3500 });
    const [creditNote] = await database.db.select().from(invoices).where(eq(invoices.number, partial.creditNoteNumber));
    const [invoice] = await database.db.select().from(invoices).where(and(eq(invoices.order_id, order.id), eq(invoices.kind, "invoice")));
    expect(creditNote).toMatchObject({ kind: "credit_note", corrects_id: invoice!.id, total_incl_cents: 3500, total_excl_cents: 2917, total_vat_cents: 583 });

    // More caps than remain: refused whole.
    expect(await refund(order.id, refundOf({ lines: [{ id: capLine!.id, quantity: 2 }] }))).toEqual({ status: "refused", problem: "too_many" });
    expect(await refund(order.id, refundOf({ lines: [] }))).toEqual({ status: "refused", problem: "nothing" });

    // The rest: a cap, the book and the shipping; the shipping's VAT split as on the invoice.
    const rest = await refund(order.id, refundOf({ lines: [{ id: capLine!.id, quantity: 1 }, { id: bookLine!.id, quantity: 1 }], shipping: true, restock: false }));
    if (rest.status !== "refunding") throw new Error(rest.problem);
    expect(rest.amountCents).toBe(3500 + 4250 + 690);
    await sendDueRefund(database.db, provider, rest.refund);
    [row] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row).toMatchObject({ status: "refunded", refunded_cents: order.total_cents });
    expect(await stockOf(cap)).toBe(4);
    const [second] = await database.db.select().from(invoices).where(eq(invoices.number, rest.creditNoteNumber));
    const invoiceShipping = invoice!.lines.filter((line) => line.name.startsWith("France"));
    expect(second!.lines.filter((line) => line.name.startsWith("France"))).toEqual(invoiceShipping);
    expect(Number(rest.creditNoteNumber.slice(-6))).toBe(Number(partial.creditNoteNumber.slice(-6)) + 1);
    expect(await refund(order.id, refundOf({ shipping: true }))).toEqual({ status: "refused", problem: "not_paid" });

    // The buyer heard of each refund, in French, with its credit note.
    const told = await database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to_address, "buyer22@example.com"), eq(mailOutbox.kind, "order_refund")));
    expect(told.map((mail) => (mail.text_body ?? "").includes(partial.creditNoteNumber) || (mail.text_body ?? "").includes(rest.creditNoteNumber))).toEqual([true, true]);
    expect(told[0]!.text_body).toMatch(/Nous vous remboursons 35(,00)?\s€/);

    // Each refund's e-mail leaves with its credit note's PDF, written once under the storage's private prefix.
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-documents-")));
    const mails = orderDocumentMails({ db: database.db, storage });
    const [firstRefundMail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupe_key, `order:${order.id}:credit-note:${partial.creditNoteNumber}`));
    expect(mails.handles(firstRefundMail!)).toBe(true);
    const composed = (await mails.compose(firstRefundMail!))!;
    expect(composed.attachments!.map((file) => [file.filename, file.contentType])).toEqual([[`${partial.creditNoteNumber}.pdf`, "application/pdf"]]);
    const { text } = await extractText(await getDocumentProxy(composed.attachments![0]!.content.slice()), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain(`Avoir sur la facture ${invoice!.number}`);
    const [stored] = await database.db.select({ key: invoices.pdf_key }).from(invoices).where(eq(invoices.number, partial.creditNoteNumber));
    expect(stored!.key).toBe(`private/invoices/${partial.creditNoteNumber.slice(2, 6)}/${partial.creditNoteNumber}.pdf`);
    // Sent again (a retry), the same bytes from storage.
    expect(Buffer.compare(Buffer.from((await mails.compose(firstRefundMail!))!.attachments![0]!.content), Buffer.from(composed.attachments![0]!.content))).toBe(0);

    // The accountant's entries: the payment with its invoice, each refund with its credit note.
    const entries = await accountingEntries(database.db, new Date(Date.now() - 3_600_000), new Date(Date.now() + 3_600_000));
    const mine = entries.filter((entry) => entry.payment.order_id === order.id);
    expect(mine.map((entry) => [entry.payment.kind, entry.payment.amount_cents, entry.document?.number])).toEqual([
      ["payment", order.total_cents, invoice!.number],
      ["refund", 3500, partial.creditNoteNumber],
      ["refund", 3500 + 4250 + 690, rest.creditNoteNumber],
    ]);
    const csv = accountingCsv(mine).trim().split("\n");
    expect(csv[0]).toBe("date,kind,document,order,buyer,email,amount_incl_vat,base_20,vat_20,base_10,vat_10,base_5_5,vat_5_5,base_2_1,vat_2_1,base_0,vat_0,total_excl_vat,total_vat,stripe_reference");
    const refundRow = csv[2]!.split(",");
    // The first refund: one cap, 35,00 € of which 29,17 € base and 5,83 € VAT at 20 %, negative.
    expect([refundRow[1], refundRow[2], refundRow[6], refundRow[7], refundRow[8], refundRow[17], refundRow[18]]).toEqual(["refund", partial.creditNoteNumber, "-35.00", "-29.17", "-5.83", "-29.17", "-5.83"]);
    const listed = await listOrders(database.db, { status: "refunded", q: invoice!.number, page: 1 });
    expect(listed.rows.map((found) => [found.id, found.invoiceNumber, found.itemCount])).toEqual([[order.id, invoice!.number, 3]]);
    expect((await listOrders(database.db, { status: "all", q: order.id.slice(0, 8).toUpperCase(), page: 1 })).rows.map((found) => found.id)).toEqual([order.id]);
  });

  it("a refund Stripe answers as failed gives nothing back on the order and says so in its history", async () => {
    const { order, lines } = await paidOrder(buyer(27, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    const made = await refund(order.id, refundOf({ lines: [{ id: lines[0]!.id, quantity: 1 }] }));
    if (made.status !== "refunding") throw new Error(made.problem);
    fake.failRefunds(1);
    await sendDueRefund(database.db, provider, made.refund);
    const [row] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row).toMatchObject({ status: "paid", refunded_cents: 0 });
    const [payment] = await database.db.select().from(orderPayments).where(eq(orderPayments.idempotency_key, made.refund.idempotencyKey));
    expect(payment!.status).toBe("failed");
    const history = await database.db.select().from(orderHistory).where(eq(orderHistory.order_id, order.id));
    expect(history.map((entry) => entry.kind)).toContain("refund_failed");
  });

  it("five refunds of the last item at once: one is made, four refused, and the line is given back once", async () => {
    const { order, lines } = await paidOrder(buyer(23, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, refundOf({ lines: [{ id: lines[0]!.id, quantity: 1 }] }))));
    const made = results.filter((result) => result.status === "refunding");
    expect(made).toHaveLength(1);
    expect(results.filter((result) => result.status === "refused").map((result) => (result.status === "refused" ? result.problem : ""))).toEqual(Array(4).fill("too_many"));
    const [line] = await database.db.select().from(orderLines).where(eq(orderLines.id, lines[0]!.id));
    expect(line!.refunded_quantity).toBe(1);
  });
  it("the buyer withdraws once, within the period: acknowledged by e-mail in their language, the team told", async () => {
    const { order } = await paidOrder(buyer(24, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    const [first, second] = await Promise.all([
      requestWithdrawal(database.db, order.id, "Wrong colour", { publicUrl: "http://localhost" }),
      requestWithdrawal(database.db, order.id, "", { publicUrl: "http://localhost" }),
    ]);
    expect([first.status, second.status].sort()).toEqual(["recorded", "refused"]);
    const [row] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row!.withdrawal_requested_at).not.toBeNull();
    const mails = await database.db.select().from(mailOutbox).where(like(mailOutbox.dedupe_key, `order:${order.id}:withdrawal%`)).orderBy(asc(mailOutbox.dedupe_key));
    expect(mails.map((mail) => [mail.kind, mail.to_address])).toEqual([
      ["order_withdrawal", "buyer24@example.com"],
      ["order_notification", expect.stringContaining("@")],
    ]);
    expect(mails[0]!.subject).toMatch(/\u202f: rétractation reçue$/);
    expect(mails[0]!.text_body).toContain("Écurie Vitesse SAS, Technopole, 58470 Magny-Cours");

    // Past its period (shipped long ago), or not paid: refused.
    const { order: old } = await paidOrder(buyer(25, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    await database.db.update(shopOrders).set({ status: "shipped", shipped_at: new Date(Date.now() - 30 * 86_400_000) }).where(eq(shopOrders.id, old.id));
    expect(await requestWithdrawal(database.db, old.id, "", { publicUrl: "http://localhost" })).toEqual({ status: "refused", reason: "closed" });
    const { order: unpaid } = await placeAndOpen(buyer(26, [{ merchandise_id: cap, size: null, quantity: 1 }]));
    expect(await requestWithdrawal(database.db, unpaid.id, "", { publicUrl: "http://localhost" })).toEqual({ status: "refused", reason: "closed" });
  });
});
