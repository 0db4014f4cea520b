import type { Locale } from "../../lib/i18n/index.ts";
import { requestReference } from "../../lib/ids.ts";
import { decimalOf } from "../../lib/money.ts";
import { renderEmail, wordsFor, type RenderedMail } from "../../platform/email.server.ts";
import type { SiteSettings } from "../settings/queries.server.ts";

/** The e-mails of an order paid online: the buyer's (in the language they ordered in) and the team's. */

type Team = Pick<SiteSettings, "team_name">;

export interface OrderForMail {
  id: string;
  name: string;
  email: string;
  locale: Locale;
  delivery: "pickup" | "shipping";
  address: string[];
  shippingLabel: string;
  shippingCents: number;
  totalCents: number;
  lines: { name: string; quantity: number; totalCents: number }[];
  /** The zone's delivery time, for a shipped order. */
  deliveryDays: { min: number; max: number } | null;
}

function orderLines(order: OrderForMail, locale: Locale): string {
  const { t, format } = wordsFor(locale);
  const euro = (cents: number) => format.euro(decimalOf(cents));
  return [
    t("orderMail.lines"),
    ...order.lines.map((line) => t("orderMail.line", { count: line.quantity, item: line.name, total: euro(line.totalCents) })),
    ...(order.shippingCents > 0 ? [t("orderMail.shipping", { zone: order.shippingLabel, total: euro(order.shippingCents) })] : []),
    t("orderMail.total", { total: euro(order.totalCents) }),
  ].join("\n");
}

/** The buyer's confirmation once Stripe says the payment is in: what they bought, the invoice's number, what comes next. */
export function renderOrderPaid(team: Team, order: OrderForMail, invoiceNumber: string, orderUrl: string): RenderedMail {
  const { t, format } = wordsFor(order.locale);
  const reference = requestReference(order.id);
  const next =
    order.delivery === "pickup"
      ? t("orderMail.pickupNext")
      : `${t("orderMail.shippingNext", { min: order.deliveryDays?.min ?? 2, max: order.deliveryDays?.max ?? 5 })}\n${order.address.join("\n")}`;
  const { html, text } = renderEmail({
    lang: order.locale,
    teamName: team.team_name,
    heading: t("orderMail.paid.heading", { name: order.name }),
    paragraphs: [t("orderMail.paid.intro", { total: format.euro(decimalOf(order.totalCents)), invoice: invoiceNumber }), orderLines(order, order.locale), next, t("orderMail.withdrawal")],
    action: { label: t("orderMail.view"), url: orderUrl },
    footer: [t("orderMail.footer")],
  });
  return { subject: t("orderMail.paid.subject", { team: team.team_name, reference }), text, html };
}

/** The buyer's news that a payment made after the hold ended found the items sold, and was refunded. */
export function renderLateRefund(team: Team, order: OrderForMail, orderUrl: string): RenderedMail {
  const { t, format } = wordsFor(order.locale);
  const { html, text } = renderEmail({
    lang: order.locale,
    teamName: team.team_name,
    heading: t("orderMail.lateRefund.heading", { name: order.name }),
    paragraphs: [t("orderMail.lateRefund.body", { total: format.euro(decimalOf(order.totalCents)) }), orderLines(order, order.locale)],
    action: { label: t("orderMail.view"), url: orderUrl },
    footer: [t("orderMail.footer")],
  });
  return { subject: t("orderMail.lateRefund.subject", { team: team.team_name, reference: requestReference(order.id) }), text, html };
}

/** The team's notice of a paid order (or of a late payment refunded), in the team's language. */
export function renderOrderNotification(team: Team, order: OrderForMail, teamLanguage: Locale, outcome: "paid" | "late_refund", adminUrl: string): RenderedMail {
  const { t, format } = wordsFor(teamLanguage);
  const total = format.euro(decimalOf(order.totalCents));
  const reference = requestReference(order.id);
  const where = order.delivery === "pickup" ? t("orderMail.notify.pickup") : `${t("orderMail.notify.shipTo")}\n${[order.name, ...order.address].join("\n")}`;
  const { html, text } = renderEmail({
    lang: teamLanguage,
    teamName: team.team_name,
    heading: outcome === "paid" ? t("orderMail.notify.heading", { name: order.name, total }) : t("orderMail.notify.lateRefund.body", { name: order.name, total }),
    paragraphs: [orderLines(order, teamLanguage), where, `${order.name} <${order.email}>`],
    action: { label: t("orderMail.notify.open"), url: adminUrl },
    footer: [t("orderMail.notify.footer")],
  });
  const subject = outcome === "paid" ? t("orderMail.notify.subject", { reference, total }) : t("orderMail.notify.lateRefund.subject", { reference });
  return { subject, text, html };
}

/** The buyer's news that the parcel left (with its tracking number), or that a pickup order is ready at the workshop. */
export function renderOrderShipped(team: Team, order: OrderForMail, tracking: string, orderUrl: string): RenderedMail {
  const { t } = wordsFor(order.locale);
  const reference = requestReference(order.id);
  const pickup = order.delivery === "pickup";
  const { html, text } = renderEmail({
    lang: order.locale,
    teamName: team.team_name,
    heading: t(pickup ? "orderMail.ready.heading" : "orderMail.shipped.heading", { name: order.name }),
    paragraphs: [
      t(pickup ? "orderMail.ready.body" : "orderMail.shipped.body"),
      ...(!pickup && tracking ? [t("orderMail.shipped.tracking", { tracking })] : []),
      ...(!pickup ? [order.address.join("\n")] : []),
      t("orderMail.withdrawal"),
    ],
    action: { label: t("orderMail.view"), url: orderUrl },
    footer: [t("orderMail.footer")],
  });
  return { subject: t(pickup ? "orderMail.ready.subject" : "orderMail.shipped.subject", { team: team.team_name, reference }), text, html };
}

export interface RefundForMail {
  amountCents: number;
  creditNote: string;
  items: { name: string; quantity: number }[];
  shipping: boolean;
}

/** The buyer's news of a refund the team made: how much, for what, and the credit note's number. */
export function renderOrderRefund(team: Team, order: OrderForMail, refund: RefundForMail, orderUrl: string): RenderedMail {
  const { t, format } = wordsFor(order.locale);
  const what = [
    ...refund.items.map((item) => t("orderMail.refund.item", { count: item.quantity, item: item.name })),
    ...(refund.shipping ? [t("orderMail.refund.shipping")] : []),
  ].join("\n");
  const { html, text } = renderEmail({
    lang: order.locale,
    teamName: team.team_name,
    heading: t("orderMail.refund.heading", { name: order.name }),
    paragraphs: [t("orderMail.refund.body", { total: format.euro(decimalOf(refund.amountCents)), creditNote: refund.creditNote }), what, t("orderMail.refund.delay")],
    action: { label: t("orderMail.view"), url: orderUrl },
    footer: [t("orderMail.footer")],
  });
  return { subject: t("orderMail.refund.subject", { team: team.team_name, reference: requestReference(order.id) }), text, html };
}

/** The buyer's acknowledgment of their withdrawal, at once: when it was received, and what happens next. */
export function renderWithdrawalAcknowledgment(team: Team, order: OrderForMail, at: Date, returnAddress: string, orderUrl: string): RenderedMail {
  const { t, format } = wordsFor(order.locale);
  const reference = requestReference(order.id);
  const { html, text } = renderEmail({
    lang: order.locale,
    teamName: team.team_name,
    heading: t("orderMail.withdrawal.heading", { name: order.name }),
    paragraphs: [
      t("orderMail.withdrawal.received", { reference, date: format.dateTime(at) }),
      orderLines(order, order.locale),
      t(order.delivery === "pickup" ? "orderMail.withdrawal.nextPickup" : "orderMail.withdrawal.next", { address: returnAddress }),
    ],
    action: { label: t("orderMail.view"), url: orderUrl },
    footer: [t("orderMail.footer")],
  });
  return { subject: t("orderMail.withdrawal.subject", { team: team.team_name, reference }), text, html };
}

/** The team's notice of a withdrawal, in the team's language, with the buyer's words if any. */
export function renderWithdrawalNotice(team: Team, order: OrderForMail, teamLanguage: Locale, message: string, adminUrl: string): RenderedMail {
  const { t } = wordsFor(teamLanguage);
  const reference = requestReference(order.id);
  const { html, text } = renderEmail({
    lang: teamLanguage,
    teamName: team.team_name,
    heading: t("orderMail.notify.withdrawal.heading", { name: order.name, reference }),
    paragraphs: [orderLines(order, teamLanguage), ...(message ? [t("orderMail.notify.withdrawal.message", { message })] : []), `${order.name} <${order.email}>`],
    action: { label: t("orderMail.notify.open"), url: adminUrl },
    footer: [t("orderMail.notify.footer")],
  });
  return { subject: t("orderMail.notify.withdrawal.subject", { reference }), text, html };
}
