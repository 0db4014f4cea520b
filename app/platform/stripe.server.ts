import Stripe from "stripe";
import type { Env } from "./env.server.ts";

/**
 * Stripe Checkout behind the few calls the shop makes, through the official client. Tests point
 * STRIPE_API_BASE at a fake of Stripe's API on loopback (tests/support/stripe-fake.ts); the
 * client, its requests and the signature check are the real ones.
 */
export interface CheckoutLine {
  name: string;
  /** VAT included, in cents. */
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  email: string;
  locale: "en" | "fr";
  lines: CheckoutLine[];
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  /** Our own key: a retry, a second click or a second process never refunds twice. */
  idempotencyKey: string;
  orderId: string;
}

export interface PaymentProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Ends an unpaid session now (Stripe then sends checkout.session.expired). */
  expireCheckout(sessionId: string): Promise<void>;
  refund(request: RefundRequest): Promise<{ id: string; status: string }>;
  /** The event of a webhook's raw body, once its Stripe-Signature is verified; throws otherwise. */
  verifyWebhook(rawBody: string, signature: string): Stripe.Event;
}

/** How old a signed webhook may be (Stripe's own default): an older one is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The provider when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; null keeps the shop on order requests. */
export function stripeProviderOf(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">): PaymentProvider | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && { host: base.hostname, port: base.port || (base.protocol === "https:" ? 443 : 80), protocol: base.protocol === "https:" ? "https" : "http" }),
  });
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: "eur", unit_amount: line.unitAmountCents, product_data: { name: line.name } },
          })),
          client_reference_id: request.orderId,
          metadata: { order_id: request.orderId },
          payment_intent_data: { metadata: { order_id: request.orderId } },
          customer_email: request.email,
          locale: request.locale,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // One session per order, whoever asks twice (a double click, a retry after a lost answer).
        { idempotencyKey: `checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
      return { id: session.id, url: session.url };
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents, metadata: { order_id: request.orderId } },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? "pending" };
    },
    verifyWebhook(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },
  };
}
