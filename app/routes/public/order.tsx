import { CheckCircle2, Clock, XCircle } from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect, useFetcher, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/order";
import { PageIntro } from "../../components/page-intro.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { WithdrawalSection } from "../../features/payments/components/withdrawal-section.tsx";
import { cancelUnpaidOrder, requestWithdrawal } from "../../features/payments/mutations.server.ts";
import { getOrderByToken, orderDocuments, shippingZoneById } from "../../features/payments/queries.server.ts";
import { deliveryAddress, lineLabel, mayWithdraw, WITHDRAWAL_MESSAGE_MAX, withdrawalOpenUntil } from "../../features/payments/rules.ts";
import { requestReference } from "../../lib/ids.ts";
import { metaT, useFormat, useLocalPath, useT } from "../../lib/i18n/index.ts";
import { pageTitle } from "../../lib/meta.ts";
import { decimalOf } from "../../lib/money.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { localeContext, servicesContext } from "../../platform/context.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(metaT(matches)("orderPage.title"), matches) },
  { name: "robots", content: "noindex" },
];

/** One buyer's order, whose state changes with its payment: never kept by the render cache or a proxy. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The order behind the link's secret, in the buyer's language; an unknown link is a 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const found = await getOrderByToken(db, params.token);
  if (found && found.order.locale !== context.get(localeContext)) {
    const url = new URL(request.url);
    throw redirect(pathIn(url.pathname + url.search, found.order.locale));
  }
  if (!found) return data({ order: null, alternates: { en: null, fr: null } }, { status: 404 });
  const { order, lines } = found;
  const [documents, zone] = await Promise.all([orderDocuments(db, order.id), order.shipping_zone_id ? shippingZoneById(db, order.shipping_zone_id) : null]);
  const withdrawalUntil = withdrawalOpenUntil(order, zone?.delivery_days_max ?? 0);
  return {
    order: {
      reference: requestReference(order.id),
      status: order.status,
      cancelReason: order.cancel_reason,
      email: order.email,
      createdAt: order.created_at.toISOString(),
      holdExpiresAt: order.hold_expires_at.toISOString(),
      delivery: order.delivery,
      address: deliveryAddress(order),
      shippingLabel: order.shipping_label,
      shippingCents: order.shipping_cents,
      subtotalCents: order.subtotal_cents,
      totalCents: order.total_cents,
      refundedCents: order.refunded_cents,
      trackingNumber: order.tracking_number,
      lines: lines.map((line) => ({ id: line.id, name: lineLabel(line), quantity: line.quantity, totalCents: line.unit_price_cents * line.quantity })),
      withdrawal: {
        open: mayWithdraw(order, zone?.delivery_days_max ?? 0, new Date()),
        until: withdrawalUntil?.toISOString() ?? null,
        requestedAt: order.withdrawal_requested_at?.toISOString() ?? null,
      },
      documents: documents.map((document) => ({ kind: document.kind, number: document.number, href: `/orders/${params.token}/documents/${document.number}` })),
    },
    // One buyer's page, in their language: no other language to offer.
    alternates: { en: null, fr: null },
  };
}

/**
 * "Cancel this order" while it waits for its payment (Stripe's page is closed and the items go
 * back), or the second step of "Withdraw from the contract here" once it is paid.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const found = await getOrderByToken(services.db, params.token);
  if (!found) return data({ ok: false, withdrawal: null }, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") === "withdraw") {
    const message = String(form.get("message") ?? "").trim().slice(0, WITHDRAWAL_MESSAGE_MAX);
    const result = await requestWithdrawal(services.db, found.order.id, message, { publicUrl: services.env.PUBLIC_URL });
    if (result.status === "refused") return data({ ok: false, withdrawal: result.reason }, { status: 409 });
    return redirect(pathIn(`/orders/${params.token}`, found.order.locale), 303);
  }
  await cancelUnpaidOrder(services.db, services.payments, found.order);
  return { ok: true, withdrawal: null };
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useFormat();
  const localPath = useLocalPath();
  const [search] = useSearchParams();
  const revalidator = useRevalidator();
  const cancel = useFetcher<{ ok: boolean }>();
  const order = loaderData.order;
  // Back from Stripe before its webhook: the page asks again every two seconds until the payment is known.
  const confirming = order?.status === "awaiting_payment" && search.get("paid") === "1";
  useEffect(() => {
    if (!confirming || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), 2000);
    return () => clearTimeout(timer);
  }, [confirming, revalidator]);

  if (!order) {
    return (
      <main id="main">
        <PageIntro eyebrow={t("nav.pitshop")} title={t("orderPage.title")} lead={t("orderPage.notFound")} />
      </main>
    );
  }
  const euro = (cents: number) => format.euro(decimalOf(cents));
  const lateRefund = order.cancelReason === "late_payment_refunded";

  return (
    <main id="main">
      <PageIntro eyebrow={t("nav.pitshop")} title={t("orderPage.title")} lead={t("orderPage.reference", { reference: order.reference, date: format.date(order.createdAt) })} />
      <div className="mx-auto max-w-3xl space-y-10 px-6 py-14 sm:py-20">
        <div role="status" data-testid="order-state" className="rounded-lg border border-white/10 bg-night-2 p-6">
          {confirming ? (
            <StateLine icon={<Clock aria-hidden="true" className="text-gold" />} title={t("orderPage.confirming")} hint={t("orderPage.confirmingHint")} />
          ) : order.status === "awaiting_payment" ? (
            <div className="space-y-4">
              <StateLine icon={<Clock aria-hidden="true" className="text-gold" />} title={t("orderPage.awaiting")} hint={t("orderPage.awaitingHint", { time: format.time(order.holdExpiresAt) })} />
              <cancel.Form method="post">
                <Button type="submit" variant="secondary" disabled={cancel.state !== "idle"}>
                  {cancel.state !== "idle" ? t("orderPage.cancelling") : t("orderPage.cancel")}
                </Button>
              </cancel.Form>
            </div>
          ) : order.status === "paid" ? (
            <StateLine icon={<CheckCircle2 aria-hidden="true" className="text-emerald-300" />} title={t("orderPage.paid")} hint={t("orderPage.paidHint", { email: order.email })} />
          ) : order.status === "shipped" ? (
            <StateLine
              icon={<CheckCircle2 aria-hidden="true" className="text-emerald-300" />}
              title={t(order.delivery === "pickup" ? "orderPage.ready" : "orderPage.shipped")}
              hint={order.trackingNumber ? t("orderPage.tracking", { tracking: order.trackingNumber }) : ""}
            />
          ) : order.status === "refunded" ? (
            <StateLine icon={<XCircle aria-hidden="true" className="text-signal" />} title={t(lateRefund ? "orderPage.lateRefunded" : "orderPage.refunded", { amount: euro(order.refundedCents) })} hint="" />
          ) : order.status === "partly_refunded" ? (
            <StateLine icon={<CheckCircle2 aria-hidden="true" className="text-emerald-300" />} title={t("orderPage.partlyRefunded", { amount: euro(order.refundedCents) })} hint="" />
          ) : (
            <StateLine icon={<XCircle aria-hidden="true" className="text-signal" />} title={t("orderPage.cancelled")} hint="" />
          )}
          {order.documents.map((document) => (
            <p key={document.number} className="mt-4 text-mist" data-testid={document.kind === "invoice" ? "order-invoice" : "order-credit-note"}>
              <a href={document.href} download className="underline underline-offset-4 hover:text-cream">
                {t(document.kind === "invoice" ? "orderPage.invoice" : "orderPage.creditNote", { number: document.number })}
              </a>
            </p>
          ))}
        </div>

        <section aria-labelledby="order-lines-heading">
          <h2 id="order-lines-heading" className="text-2xl">
            {t("orderPage.linesHeading")}
          </h2>
          <ul className="mt-4 divide-y divide-white/10 border-y border-white/10">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-4 py-3">
                <span>{t("orderPage.line", { item: line.name, count: line.quantity })}</span>
                <span>{euro(line.totalCents)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-mist">{t("checkout.itemsTotal")}</dt>
              <dd>{euro(order.subtotalCents)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-mist">{order.delivery === "shipping" ? `${t("checkout.shippingCost")} (${order.shippingLabel})` : t("orderPage.pickup")}</dt>
              <dd>{euro(order.shippingCents)}</dd>
            </div>
            <div className="flex justify-between gap-4 font-display text-xl tracking-wide">
              <dt>{t("checkout.total")}</dt>
              <dd data-testid="order-total">{euro(order.totalCents)}</dd>
            </div>
          </dl>
          {order.delivery === "shipping" ? (
            <div className="mt-6 text-sm">
              <p className="font-semibold">{t("orderPage.shipTo")}</p>
              <address className="whitespace-pre-line text-mist not-italic">{order.address.join("\n")}</address>
            </div>
          ) : null}
        </section>
        <WithdrawalSection reference={order.reference} withdrawal={order.withdrawal} refused={actionData?.withdrawal ?? null} />
        <Link to={localPath("/pitshop")} className={buttonClass("primary")}>
          {t("cart.continue")}
        </Link>
      </div>
    </main>
  );
}

function StateLine({ icon, title, hint }: { icon: React.ReactNode; title: string; hint: string }) {
  return (
    <div className="flex items-start gap-4">
      <span className="mt-1">{icon}</span>
      <div>
        <p className="font-display text-2xl tracking-wide uppercase">{title}</p>
        {hint ? <p className="mt-1 text-mist">{hint}</p> : null}
      </div>
    </div>
  );
}
