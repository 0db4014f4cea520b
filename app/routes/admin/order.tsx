import crypto from "node:crypto";
import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/order";
import { currentAdmin } from "../../features/accounts/queries.server.ts";
import { keepFormWhenSignedOut } from "../../features/accounts/components/session-expiry.tsx";
import { AdminPage, Panel } from "../../features/admin/components/admin-page.tsx";
import { writeContent } from "../../features/admin/mutations.server.ts";
import { isOrderIntent, orderForms } from "../../features/payments/admin-schema.ts";
import { OrderFormNotice, OrderStatusBadge, RefundForm, ShipForm } from "../../features/payments/components/order-admin.tsx";
import { markOrderShipped, refundOrder, sendDueRefund } from "../../features/payments/mutations.server.ts";
import { adminOrder } from "../../features/payments/queries.server.ts";
import { deliveryAddress, lineLabel } from "../../features/payments/rules.ts";
import { acceptForm, intentOf, parseForm, refuseForm } from "../../lib/form.ts";
import { requestReference } from "../../lib/ids.ts";
import { adminMetaT, isAdminMessageKey, useAdminT, type AdminMessageKey } from "../../lib/i18n/admin.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { useFormat } from "../../lib/i18n/index.ts";
import { formatsFor } from "../../lib/format.ts";
import { FORMAT_LOCALE } from "../../lib/i18n/core.ts";
import { decimalOf } from "../../lib/money.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: adminMetaT(matches)("admin.meta.order", { reference: loaderData?.order.reference ?? "" }) }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function findOrder(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const found = UUID.test(params.orderId) ? await adminOrder(context.get(servicesContext).db, params.orderId) : null;
  if (!found) throw data(translator(context.get(localeContext))("orders.notFound"), { status: 404 });
  return found;
}

/** An order as the team works on it: what was bought, by whom, the money that moved, its documents and its history. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { order, lines, payments, documents, history } = await findOrder(params, context);
  const shippingRefunded = payments.some((payment) => payment.kind === "refund" && payment.lines.shipping);
  const refundable = order.paid_at !== null && ["paid", "shipped", "partly_refunded"].includes(order.status);
  return {
    order: {
      id: order.id,
      reference: requestReference(order.id),
      status: order.status,
      name: order.name,
      email: order.email,
      phone: order.phone,
      locale: order.locale,
      delivery: order.delivery,
      address: deliveryAddress(order),
      shippingLabel: order.shipping_label,
      shippingCents: order.shipping_cents,
      subtotalCents: order.subtotal_cents,
      totalCents: order.total_cents,
      refundedCents: order.refunded_cents,
      createdAt: order.created_at.toISOString(),
      paidAt: order.paid_at?.toISOString() ?? null,
      shippedAt: order.shipped_at?.toISOString() ?? null,
      trackingNumber: order.tracking_number,
      cancelReason: order.cancel_reason,
      withdrawalRequestedAt: order.withdrawal_requested_at?.toISOString() ?? null,
      withdrawalMessage: order.withdrawal_message,
    },
    lines: lines.map((line) => ({ id: line.id, name: lineLabel(line), quantity: line.quantity, refunded: line.refunded_quantity, unitPriceCents: line.unit_price_cents, vatRate: line.vat_rate })),
    payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amountCents: payment.amount_cents,
      status: payment.status,
      reference: payment.refund_id ?? payment.payment_intent_id ?? "",
      reason: payment.reason,
      createdAt: payment.created_at.toISOString(),
    })),
    documents: documents.map((document) => ({ kind: document.kind, number: document.number, issuedAt: document.issued_at.toISOString(), totalCents: document.total_incl_cents })),
    history: history.map((entry) => ({ id: entry.id, kind: entry.kind, details: entry.details, actor: entry.actor_email, at: entry.created_at.toISOString() })),
    canShip: order.shipped_at === null && (order.status === "paid" || order.status === "partly_refunded"),
    refund: refundable
      ? {
          // A new key each time the page is drawn: the same form posted twice is one refund.
          key: crypto.randomUUID(),
          lines: lines.filter((line) => line.refunded_quantity < line.quantity).map((line) => ({ id: line.id, name: lineLabel(line), unitPriceCents: line.unit_price_cents, left: line.quantity - line.refunded_quantity })),
          shippingCents: shippingRefunded ? 0 : order.shipping_cents,
          restockByDefault: order.shipped_at === null,
        }
      : null,
  };
}

/** The page's two forms, told apart by their `intent`: mark shipped (or ready), and refund. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const t = translator(context.get(localeContext));
  const { order } = await findOrder(params, context);
  const services = context.get(servicesContext);
  const { user } = currentAdmin(context);
  const formData = await request.formData();
  const intent = intentOf(formData);
  if (!isOrderIntent(intent)) throw data("Unknown action.", { status: 400 });
  const actor = { email: user.email, publicUrl: services.env.PUBLIC_URL };

  if (intent === "ship") {
    const submission = parseForm(formData, orderForms.ship);
    if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
    const result = await writeContent(context, async (tx, record) => {
      const shipped = await markOrderShipped(tx, order.id, submission.value.tracking, actor);
      if (shipped.status === "shipped") await record({ action: "order.ship", target: { type: "order", id: order.id }, details: { tracking: submission.value.tracking || null } });
      return shipped;
    });
    if (!result.committed) return refuseForm(submission, { form: t("admin.write.failed"), formIntent: intent }, 500);
    if (result.value.status === "refused") return refuseForm(submission, { form: t(`orders.ship.refused.${result.value.reason}`), formIntent: intent }, 409);
    return acceptForm(submission, { message: t(order.delivery === "pickup" ? "orders.ship.readyDone" : "orders.ship.done"), formIntent: intent });
  }

  const submission = parseForm(formData, orderForms.refund);
  if (submission.status !== "success") return refuseForm(submission, { formIntent: intent });
  if (!services.payments) return refuseForm(submission, { form: t("orders.refund.paymentsOff"), formIntent: intent }, 409);
  const input = submission.value;
  const result = await writeContent(context, async (tx, record) => {
    const refunded = await refundOrder(tx, order.id, input, actor);
    if (refunded.status === "refunding") {
      await record({ action: "order.refund", target: { type: "order", id: order.id }, details: { amount_cents: refunded.amountCents, credit_note: refunded.creditNoteNumber, lines: input.lines.filter((line) => line.quantity > 0), shipping: input.shipping, restock: input.restock } });
    }
    return refunded;
  });
  if (!result.committed) return refuseForm(submission, { form: t("admin.write.failed"), formIntent: intent }, 500);
  if (result.value.status === "refused") return refuseForm(submission, { form: t(`orders.refund.refused.${result.value.problem}`), formIntent: intent }, 409);
  const { refund, creditNoteNumber, amountCents } = result.value;
  const amount = formatsFor(FORMAT_LOCALE[context.get(localeContext)]).euro(decimalOf(amountCents));
  try {
    await sendDueRefund(services.db, services.payments, refund);
  } catch (error) {
    // Committed as due: the hourly housekeeping sends it again.
    services.log.error({ err: error, order: order.id }, "refund not sent yet: it will be retried");
    return acceptForm(submission, { message: t("orders.refund.queued", { amount, creditNote: creditNoteNumber }), formIntent: intent, reset: true });
  }
  return acceptForm(submission, { message: t("orders.refund.done", { amount, creditNote: creditNoteNumber }), formIntent: intent, reset: true });
}

/** A session that ended while the page was open keeps what was typed (see session-expiry.tsx). */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepFormWhenSignedOut({ serverAction });

const HISTORY_KEYS: Record<string, AdminMessageKey> = {
  placed: "orders.history.placed",
  paid: "orders.history.paid",
  paid_after_expiry: "orders.history.paid_after_expiry",
  released: "orders.history.released",
  late_payment_refunded: "orders.history.late_payment_refunded",
  amount_mismatch: "orders.history.amount_mismatch",
  shipped: "orders.history.shipped",
  ready_for_pickup: "orders.history.ready_for_pickup",
  refund_decided: "orders.history.refund_decided",
  refund_sent: "orders.history.refund_sent",
  refund_failed: "orders.history.refund_failed",
  withdrawal_requested: "orders.history.withdrawal_requested",
};

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useFormat();
  const { order, lines, payments, documents, history, canShip, refund } = loaderData;
  const euro = (cents: number) => format.euro(decimalOf(cents));
  const cell = "py-2 pr-4";
  return (
    <AdminPage
      title={t("orders.detail.title", { reference: order.reference })}
      actions={
        <Link to="/admin/orders" className="inline-flex items-center gap-2 text-cream underline underline-offset-4">
          <ArrowLeft size={16} aria-hidden="true" />
          {t("orders.back")}
        </Link>
      }
    >
      <p className="-mt-6 mb-6 flex flex-wrap items-center gap-3 text-mist" data-testid="order-status">
        <OrderStatusBadge status={order.status} delivery={order.delivery} />
        <span>{t("orders.detail.placed", { date: format.dateTime(order.createdAt) })}</span>
        {order.paidAt ? <span>{t("orders.detail.paid", { date: format.dateTime(order.paidAt) })}</span> : null}
      </p>
      {order.withdrawalRequestedAt ? (
        <div role="note" className="mb-6 rounded-lg border border-gold/40 bg-gold/10 p-4 text-cream" data-testid="order-withdrawal">
          <p className="font-semibold">{t("orders.withdrawal.requested", { date: format.dateTime(order.withdrawalRequestedAt) })}</p>
          {order.withdrawalMessage ? <p className="mt-1 whitespace-pre-line text-mist">{order.withdrawalMessage}</p> : null}
          <p className="mt-1 text-sm text-mist">{t("orders.withdrawal.help")}</p>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <Panel title={t("orders.detail.items")}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("orders.detail.items")}</caption>
              <thead className="text-xs tracking-wide text-mist uppercase">
                <tr>
                  <th scope="col" className={cell}>{t("orders.detail.item")}</th>
                  <th scope="col" className={cell}>{t("orders.detail.quantity")}</th>
                  <th scope="col" className={cell}>{t("orders.detail.unitPrice")}</th>
                  <th scope="col" className={cell}>{t("orders.detail.lineTotal")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/10 text-cream">
                {lines.map((line) => (
                  <tr key={line.id} data-testid="order-line">
                    <td className={cell}>
                      {line.name}
                      {line.refunded > 0 ? <span className="block text-xs text-red-300">{t("orders.detail.refundedItems", { count: line.refunded })}</span> : null}
                    </td>
                    <td className={cell}>{line.quantity}</td>
                    <td className={cell}>{euro(line.unitPriceCents)}</td>
                    <td className={cell}>{euro(line.unitPriceCents * line.quantity)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
              <dt className="text-mist">{t("orders.detail.subtotal")}</dt>
              <dd className="text-right text-cream">{euro(order.subtotalCents)}</dd>
              <dt className="text-mist">{order.delivery === "pickup" ? t("orders.detail.pickup") : t("orders.detail.shipping", { zone: order.shippingLabel })}</dt>
              <dd className="text-right text-cream">{euro(order.shippingCents)}</dd>
              <dt className="font-semibold text-cream">{t("orders.detail.total")}</dt>
              <dd className="text-right font-semibold text-cream">{euro(order.totalCents)}</dd>
              {order.refundedCents > 0 ? (
                <>
                  <dt className="text-mist">{t("orders.detail.refunded")}</dt>
                  <dd className="text-right text-red-300">{euro(order.refundedCents)}</dd>
                </>
              ) : null}
            </dl>
          </Panel>
          <Panel title={t("orders.detail.money")}>
            {payments.length === 0 ? (
              <p className="text-mist">{t("orders.detail.noPayment")}</p>
            ) : (
              <ul className="divide-y divide-white/10 text-sm" data-testid="order-payments">
                {payments.map((payment) => (
                  <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                    <span className="text-cream">
                      {t(payment.kind === "refund" ? "orders.payment.refund" : "orders.payment.payment", { amount: euro(payment.amountCents) })}
                      {payment.status !== "succeeded" ? <span className="ml-2 text-gold">{t(payment.status === "pending" ? "orders.payment.pending" : "orders.payment.failed")}</span> : null}
                    </span>
                    <span className="text-mist">
                      {format.dateTime(payment.createdAt)}
                      {payment.reference ? ` · ${payment.reference}` : ""}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t("orders.detail.documents")}>
            {documents.length === 0 ? (
              <p className="text-mist">{t("orders.detail.noDocument")}</p>
            ) : (
              <ul className="space-y-2 text-sm" data-testid="order-documents">
                {documents.map((document) => (
                  <li key={document.number} className="flex flex-wrap items-baseline justify-between gap-2">
                    <a href={`/admin/orders/${order.id}/documents/${document.number}`} download className="text-cream underline underline-offset-4">
                      {t(document.kind === "invoice" ? "orders.document.invoice" : "orders.document.creditNote", { number: document.number, amount: euro(document.totalCents) })}
                    </a>
                    <span className="text-mist">{format.date(document.issuedAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title={t("orders.detail.history")}>
            <ol className="space-y-2 text-sm" data-testid="order-history">
              {history.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="text-cream">
                    {HISTORY_KEYS[entry.kind] ? t(HISTORY_KEYS[entry.kind]!, historyValues(entry.details, euro, (reason) => (isAdminMessageKey(`orders.reason.${reason}`) ? t(`orders.reason.${reason}` as AdminMessageKey) : reason))) : entry.kind}
                    {entry.actor ? <span className="text-mist"> · {entry.actor}</span> : null}
                  </span>
                  <span className="text-mist">{format.dateTime(entry.at)}</span>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <Panel title={t("orders.detail.buyer")}>
            <address className="space-y-1 text-sm not-italic text-cream">
              <span className="block font-semibold">{order.name}</span>
              <a href={`mailto:${order.email}`} className="block underline underline-offset-4">
                {order.email}
              </a>
              {order.phone ? <span className="block">{order.phone}</span> : null}
              {order.delivery === "shipping" ? (
                order.address.map((line) => (
                  <span key={line} className="block text-mist">
                    {line}
                  </span>
                ))
              ) : (
                <span className="block text-mist">{t("orders.detail.pickup")}</span>
              )}
              <span className="block text-mist">{t(order.locale === "fr" ? "orders.detail.inFrench" : "orders.detail.inEnglish")}</span>
            </address>
          </Panel>
          <Panel title={t(order.delivery === "pickup" ? "orders.ship.pickupTitle" : "orders.ship.title")}>
            {/* Mounted whether the form is there or not: it keeps the form's answer once the form is gone. */}
            <OrderFormNotice intent="ship" fallback={actionData} />
            {order.shippedAt ? (
              <p className="text-sm text-cream" data-testid="order-shipped">
                {t(order.delivery === "pickup" ? "orders.ship.readyOn" : "orders.ship.shippedOn", { date: format.dateTime(order.shippedAt) })}
                {order.trackingNumber ? <span className="block text-mist">{t("orders.ship.trackingIs", { tracking: order.trackingNumber })}</span> : null}
              </p>
            ) : canShip ? (
              <ShipForm pickup={order.delivery === "pickup"} fallback={actionData} />
            ) : (
              <p className="text-sm text-mist">{t("orders.ship.notYet")}</p>
            )}
          </Panel>
          <Panel title={t("orders.refund.title")}>
            <OrderFormNotice intent="refund" fallback={actionData} />
            {refund && (refund.lines.length > 0 || refund.shippingCents > 0) ? (
              <RefundForm key={refund.key} refundKey={refund.key} lines={refund.lines} shippingCents={refund.shippingCents} restockByDefault={refund.restockByDefault} fallback={actionData} />
            ) : (
              <p className="text-sm text-mist">{t(refund || order.status === "refunded" ? "orders.refund.nothingLeft" : "orders.refund.notPaid")}</p>
            )}
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}

/** A history entry's details as its message's values: amounts in euros, a tracking number, a reason. */
function historyValues(details: Record<string, unknown>, euro: (cents: number) => string, reasonText: (reason: string) => string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === "number" && name.endsWith("_cents")) values[name.replace(/_cents$/, "")] = euro(value);
    else if (name === "reason" && typeof value === "string") values.reason = reasonText(value);
    else if (typeof value === "string" || typeof value === "number") values[name] = String(value);
  }
  return values;
}
