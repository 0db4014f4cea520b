import { redirect, type RouterContextProvider } from "react-router";
import { placeOrder, openCheckout } from "../../features/payments/mutations.server.ts";
import { getSellerIdentity, listShippingZones, orderWithLines } from "../../features/payments/queries.server.ts";
import { missingSellerDetails, type CheckoutZone } from "../../features/payments/rules.ts";
import { checkoutFormSchema } from "../../features/payments/schema.ts";
import { parseForm, refuseForm, refuseFormWith } from "../../lib/form.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import { storeOnce, submissionKeyOf } from "../../platform/idempotency.server.ts";
import { reserveVisitorMail } from "./visitor-forms.server.ts";

/**
 * The checkout the cart offers: null while payments are off (no Stripe keys, or the seller's
 * identity that invoices print not filled in yet), and the cart takes order requests instead.
 */
export async function checkoutOffer(context: Readonly<RouterContextProvider>): Promise<{ zones: CheckoutZone[] } | null> {
  const { db, payments } = context.get(servicesContext);
  if (!payments || missingSellerDetails(await getSellerIdentity(db)).length > 0) return null;
  const locale = context.get(localeContext);
  const zones = await listShippingZones(db);
  return {
    zones: zones.map((zone) => ({
      id: zone.id,
      name: (locale === "fr" ? zone.name_fr : null) ?? zone.name,
      countries: zone.countries,
      priceCents: zone.price_cents,
      daysMin: zone.delivery_days_min,
      daysMax: zone.delivery_days_max,
    })),
  };
}

/**
 * "Order with obligation to pay": the order is placed and its items held (once per submission
 * key: a second click or a retry finds the same order), then the buyer goes to Stripe's payment
 * page. A cart the stock no longer allows is refused (409) with its problems, like an order
 * request; Stripe out of reach releases the hold and says so (503), with everything typed kept.
 */
export async function handleCheckout(context: Readonly<RouterContextProvider>, formData: FormData) {
  const services = context.get(servicesContext);
  const { log, clientIp } = context.get(requestContext);
  const locale = context.get(localeContext);
  const submission = parseForm(formData, checkoutFormSchema);
  if (submission.status !== "success") return refuseForm(submission);
  if (!services.payments || !(await checkoutOffer(context))) return refuseForm(submission, { form: "checkout.unavailable" }, 503);
  const input = submission.value;

  type Placed = { placed: { orderId: string } } | { refused: string } | { rejected: Awaited<ReturnType<typeof placeOrder>> & { status: "rejected" } };
  const { result } = await storeOnce(
    services.db,
    "checkout",
    submissionKeyOf(formData),
    async (tx): Promise<Placed> => {
      const permit = await reserveVisitorMail(context, input.email, tx);
      if (!permit.allowed) return { refused: permit.message };
      const placed = await placeOrder(tx, { ...input, country: input.delivery === "shipping" ? input.country : "" }, { locale, clientIp });
      return placed.status === "placed" ? { placed: { orderId: placed.order.id } } : { rejected: placed };
    },
    (outcome) => "placed" in outcome,
  );
  if ("refused" in result) return refuseForm(submission, { form: result.refused }, 429);
  if ("rejected" in result) {
    const noShipping = result.rejected.problems.find((problem) => problem.kind === "no_shipping");
    if (noShipping) return refuseForm(submission, { fields: { country: "checkout.noShipping" } }, 409);
    return refuseFormWith(refuseForm(submission, { form: "cart.rejected" }, 409), { problems: result.rejected.problems });
  }

  const found = await orderWithLines(services.db, result.placed.orderId);
  const orderPath = pathIn(`/orders/${found!.order.access_token}`, locale);
  // A replay of an order already paid, cancelled or expired: its page says where it stands.
  if (found!.order.status !== "awaiting_payment") return redirect(orderPath);
  const origin = services.env.PUBLIC_URL;
  const checkout = await openCheckout(services.db, services.payments, found!.order, found!.lines, {
    successUrl: `${origin}${orderPath}?paid=1`,
    cancelUrl: `${origin}${orderPath}`,
  });
  if (!checkout) {
    log.error({ order: found!.order.id }, "checkout session not opened: the hold is released");
    return refuseForm(submission, { form: "checkout.unavailable" }, 503);
  }
  return redirect(checkout.url);
}
