import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake of the part of Stripe's API the shop uses, on loopback, for the official `stripe`
 * client to talk to (STRIPE_API_BASE): Checkout Sessions (create, retrieve, expire), the hosted
 * payment page (ours: a Pay and a Cancel button), payment intents made when a session is paid,
 * refunds, and webhooks posted the way Stripe posts them — a JSON event signed with the
 * endpoint's secret in `Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`. Like Stripe it
 * reads form-encoded bodies with bracketed keys, answers errors as `{ error: { type, message } }`,
 * and replays a POST's answer for the same Idempotency-Key (a different body under that key is
 * an `idempotency_error`).
 */

export const FAKE_STRIPE_SECRET_KEY = "sk_test_fakeStripeLoopbackKey";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fakeStripeLoopbackSecret";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string | null;
  created: number;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  livemode: false;
}

export interface FakeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  status: "succeeded" | "failed";
  metadata: Record<string, string>;
  created: number;
}

export interface StripeFake {
  /** The API's base URL, for STRIPE_API_BASE. */
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** Every event made, in order, delivered or not. */
  events: FakeEvent[];
  /** Where events are posted; set once the site's address is known. */
  setWebhookUrl(url: string | null): void;
  /** Holds events back instead of posting them (a test then delivers them in the order it wants). */
  holdWebhooks(hold: boolean): void;
  /** Pays an open session as the hosted page's Pay button does; returns the completed event. */
  pay(sessionId: string): Promise<FakeEvent>;
  /** Ends an open session unpaid, as Stripe does at its expires_at or when asked. */
  expire(sessionId: string): Promise<FakeEvent>;
  /** Posts an event to the webhook URL, signed (by default with the right secret, now); the site's answer. */
  deliver(event: FakeEvent, options?: { secret?: string; timestamp?: number; body?: string }): Promise<{ status: number; body: string }>;
  /** The header Stripe would send for a body. */
  sign(body: string, options?: { secret?: string; timestamp?: number }): string;
  /** Refuses the next `count` API calls with a 500 (Stripe down). */
  failNext(count: number): void;
  /** Answers the next `count` refunds with status "failed" (Stripe's answer when the card can no longer be credited). */
  failRefunds(count: number): void;
  close(): Promise<void>;
}

/** Stripe's form encoding read back: `line_items[0][price_data][unit_amount]=3500` → nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]!);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

const randomId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString("hex")}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startStripeFake({ port = 0 }: { port?: number } = {}): Promise<StripeFake> {
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const events: FakeEvent[] = [];
  const paymentIntents = new Map<string, { id: string; amount: number; refunded: number }>();
  const idempotent = new Map<string, { body: string; status: number; answer: string }>();
  let webhookUrl: string | null = null;
  let holding = false;
  let failures = 0;
  let failedRefunds = 0;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    req.on("end", () => {
      handle(req, raw)
        .then(({ status, body, headers }) => {
          res.writeHead(status, { "content-type": "application/json", "request-id": randomId("req"), ...headers });
          res.end(body);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const json = (status: number, value: unknown) => ({ status, body: JSON.stringify(value), headers: {} as Record<string, string> });
  const stripeError = (status: number, type: string, message: string, param?: string) => json(status, { error: { type, message, ...(param && { param }) } });

  function makeEvent(type: string, object: unknown): FakeEvent {
    const event: FakeEvent = {
      id: randomId("evt"),
      object: "event",
      api_version: "2025-01-01",
      created: nowSeconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    return event;
  }

  function sign(body: string, { secret = FAKE_STRIPE_WEBHOOK_SECRET, timestamp = nowSeconds() }: { secret?: string; timestamp?: number } = {}) {
    const signature = crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
    return `t=${timestamp},v1=${signature}`;
  }

  async function deliver(event: FakeEvent, options: { secret?: string; timestamp?: number; body?: string } = {}) {
    if (!webhookUrl) throw new Error("the Stripe fake has no webhook URL");
    const body = options.body ?? JSON.stringify(event, null, 2);
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": sign(body, options), "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  async function emit(type: string, object: unknown): Promise<FakeEvent> {
    const event = makeEvent(type, object);
    if (!holding && webhookUrl) await deliver(event);
    return event;
  }

  async function pay(sessionId: string): Promise<FakeEvent> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
    const intent = { id: randomId("pi"), amount: session.amount_total, refunded: 0 };
    paymentIntents.set(intent.id, intent);
    Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id, url: null });
    return emit("checkout.session.completed", session);
  }

  async function expire(sessionId: string): Promise<FakeEvent> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
    Object.assign(session, { status: "expired", url: null });
    return emit("checkout.session.expired", session);
  }

  function createSession(params: Record<string, unknown>) {
    type LineItem = { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } };
    const items = (params.line_items as LineItem[] | undefined) ?? [];
    if (params.mode !== "payment") return stripeError(400, "invalid_request_error", "mode must be payment here", "mode");
    if (items.length === 0) return stripeError(400, "invalid_request_error", "line_items is required in payment mode", "line_items");
    const lines = [];
    for (const item of items) {
      const unit = Number(item.price_data?.unit_amount);
      const quantity = Number(item.quantity);
      if (!Number.isInteger(unit) || unit < 0 || String(unit) !== item.price_data?.unit_amount) return stripeError(400, "invalid_request_error", "Invalid integer: unit_amount", "line_items[price_data][unit_amount]");
      if (!Number.isInteger(quantity) || quantity < 1) return stripeError(400, "invalid_request_error", "Invalid quantity", "line_items[quantity]");
      if (item.price_data?.currency !== "eur") return stripeError(400, "invalid_request_error", "currency must be eur here", "line_items[price_data][currency]");
      lines.push({ name: String(item.price_data?.product_data?.name ?? ""), unit_amount: unit, quantity });
    }
    const expiresAt = Number(params.expires_at ?? nowSeconds() + 86_400);
    if (expiresAt < nowSeconds() + 30 * 60 - 5 || expiresAt > nowSeconds() + 24 * 3600) {
      return stripeError(400, "invalid_request_error", "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
    }
    if (params.locale !== undefined && !["auto", "en", "fr"].includes(String(params.locale))) return stripeError(400, "invalid_request_error", `Invalid locale: ${String(params.locale)}`, "locale");
    const total = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
    const id = randomId("cs");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: total,
      amount_subtotal: total,
      currency: "eur",
      client_reference_id: (params.client_reference_id as string) ?? null,
      customer_email: (params.customer_email as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      locale: (params.locale as string) ?? null,
      expires_at: expiresAt,
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      payment_intent: null,
      url: `${base}/pay/${id}`,
      created: nowSeconds(),
      line_items: lines,
      livemode: false,
    };
    sessions.set(id, session);
    return json(200, session);
  }

  function createRefund(params: Record<string, unknown>) {
    const intent = paymentIntents.get(String(params.payment_intent));
    if (!intent) return stripeError(400, "invalid_request_error", `No such payment_intent: '${String(params.payment_intent)}'`, "payment_intent");
    const amount = params.amount === undefined ? intent.amount - intent.refunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1) return stripeError(400, "invalid_request_error", "Invalid integer: amount", "amount");
    if (intent.refunded + amount > intent.amount) {
      return stripeError(400, "invalid_request_error", `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${((intent.amount - intent.refunded) / 100).toFixed(2)})`, "amount");
    }
    const failed = failedRefunds > 0;
    if (failed) failedRefunds--;
    else intent.refunded += amount;
    const refund: FakeRefund = { id: randomId("re"), object: "refund", amount, payment_intent: intent.id, status: failed ? "failed" : "succeeded", metadata: (params.metadata as Record<string, string>) ?? {}, created: nowSeconds() };
    refunds.push(refund);
    return json(200, refund);
  }

  function payPage(session: FakeSession) {
    const lines = session.line_items.map((line) => `<li>${escapeHtml(line.name)} × ${line.quantity}: ${(line.unit_amount / 100).toFixed(2)} EUR</li>`).join("");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head><body>
<h1>Pay ${(session.amount_total / 100).toFixed(2)} EUR</h1><p>${escapeHtml(session.customer_email ?? "")}</p><ul>${lines}</ul>
<form method="post" action="/pay/${session.id}"><button name="action" value="pay">Pay</button> <button name="action" value="cancel">Cancel</button></form>
</body></html>`;
  }

  async function handle(req: http.IncomingMessage, raw: string): Promise<{ status: number; body: string; headers: Record<string, string> }> {
    const url = new URL(req.url ?? "/", base);
    const payMatch = /^\/pay\/(cs_test_\w+)$/.exec(url.pathname);
    if (payMatch) {
      const session = sessions.get(payMatch[1]!);
      if (!session) return { status: 404, body: "No such session", headers: { "content-type": "text/plain" } };
      if (req.method === "GET") {
        if (session.status !== "open") return { status: 410, body: `This session is ${session.status}.`, headers: { "content-type": "text/plain" } };
        return { status: 200, body: payPage(session), headers: { "content-type": "text/html; charset=utf-8" } };
      }
      const action = new URLSearchParams(raw).get("action");
      if (action === "cancel") return { status: 303, body: "", headers: { location: session.cancel_url } };
      if (session.status === "open") await pay(session.id);
      return { status: 303, body: "", headers: { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) } };
    }

    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      return stripeError(401, "invalid_request_error", "Invalid API Key provided");
    }
    if (failures > 0) {
      failures--;
      return stripeError(500, "api_error", "The fake is down for this call");
    }
    const key = req.method === "POST" ? (req.headers["idempotency-key"] as string | undefined) : undefined;
    if (key) {
      const earlier = idempotent.get(key);
      if (earlier) {
        if (earlier.body !== `${url.pathname}?${raw}`) return stripeError(400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters they were first used with.");
        return { status: earlier.status, body: earlier.answer, headers: { "idempotent-replayed": "true" } };
      }
    }
    const answer = await route(req.method ?? "GET", url.pathname, parseStripeForm(raw));
    if (key && answer.status < 500) idempotent.set(key, { body: `${url.pathname}?${raw}`, status: answer.status, answer: answer.body });
    return answer;
  }

  async function route(method: string, pathname: string, params: Record<string, unknown>) {
    if (method === "POST" && pathname === "/v1/checkout/sessions") return createSession(params);
    const sessionMatch = /^\/v1\/checkout\/sessions\/(cs_test_\w+)(\/expire)?$/.exec(pathname);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session) return stripeError(404, "invalid_request_error", `No such checkout.session: '${sessionMatch[1]}'`, "id");
      if (method === "GET" && !sessionMatch[2]) return json(200, session);
      if (method === "POST" && sessionMatch[2]) {
        if (session.status !== "open") return stripeError(400, "invalid_request_error", `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
        await expire(session.id);
        return json(200, session);
      }
    }
    if (method === "POST" && pathname === "/v1/refunds") return createRefund(params);
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${pathname}).`);
  }

  return {
    url: base,
    sessions,
    refunds,
    events,
    setWebhookUrl: (url) => void (webhookUrl = url),
    holdWebhooks: (hold) => void (holding = hold),
    pay,
    expire,
    deliver,
    sign,
    failNext: (count) => void (failures = count),
    failRefunds: (count) => void (failedRefunds = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
