import type { ContactSubject, OrderLine } from "../../db/schema/bookings.ts";
import { requestReference } from "../../lib/ids.ts";
import type { Locale, MessageKey } from "../../lib/i18n/index.ts";
import { decimalOf, lineCents } from "../../lib/money.ts";
import { renderEmail, wordsFor, type MailWords, type RenderedMail } from "../../platform/email.server.ts";
import type { SiteSettings } from "../settings/queries.server.ts";
import type { InboxType } from "./schema.ts";

/**
 * The three e-mails of a visitor's request: the team's notification, the
 * visitor's confirmation, and an admin's reply from the inbox. Everything a
 * visitor typed is passed as text (escaped by `renderEmail`); what goes into
 * a header (name, subject, address) was refused earlier if it had a line break.
 *
 * Every e-mail is written in its reader's language: the visitor's (recorded
 * with the request, from the page they used), the subscriber's, the admin's.
 * Nothing here has a language of its own.
 */

/** A request as the e-mails describe it. */
export type RequestForMail = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
  /** The visitor's language: their confirmation and the team's replies are in it. */
  locale: Locale;
} & (
  | { type: "contact"; subject: ContactSubject }
  | { type: "car_enquiry"; carName: string }
  | { type: "experience"; experienceName: string }
  | { type: "order"; items: MailOrderLine[]; itemCount: number; total: string }
);

/** An order's line as the e-mails name it: the stored line (English name), and the French name when the item had one. */
export type MailOrderLine = OrderLine & { name_fr?: string | null };

type Team = Pick<SiteSettings, "team_name" | "contact_email" | "contact_phone" | "address" | "address_fr">;

/** Where the team's notifications go: the address set for them, or the public contact address. */
export function notificationAddress(settings: Pick<SiteSettings, "notification_email" | "contact_email">): string {
  return settings.notification_email?.trim() || settings.contact_email;
}

/** What the request is about, in one short phrase: "Media Inquiry", "Marchal MR9", "3 items, €157". */
export function requestTopic(request: RequestForMail, { t, format }: MailWords = wordsFor(request.locale)): string {
  switch (request.type) {
    case "contact":
      return t(`contact.subject.${request.subject}` as MessageKey);
    case "car_enquiry":
      return request.carName;
    case "experience":
      return request.experienceName;
    case "order":
      return t.count(request.itemCount, { one: "bookings.mail.orderTopicOne", other: "bookings.mail.orderTopic" }, { total: format.euro(request.total) });
  }
}

/** The subject an admin's reply starts with: "Re: Media Inquiry", "Re: Order request 1A2B3C4D". */
export function defaultReplySubject(request: RequestForMail): string {
  const { t } = wordsFor(request.locale);
  const topic = request.type === "order" ? t("bookings.mail.orderReference", { reference: requestReference(request.id) }) : requestTopic(request);
  return `Re: ${topic}`;
}

export function orderLineText(line: MailOrderLine, { locale, t, format }: MailWords): string {
  return t(line.size ? "bookings.mail.orderLineSized" : "bookings.mail.orderLine", {
    quantity: line.quantity,
    name: (locale === "fr" ? line.name_fr : null) ?? line.name,
    size: line.size ?? "",
    price: format.euro(decimalOf(lineCents(line.unit_price, line.quantity))),
  });
}

/** The facts of the request, one line each, as both e-mails list them. */
function details(request: RequestForMail, words: MailWords): string[] {
  const { t, format } = words;
  const lines = [t("bookings.mail.reference", { reference: requestReference(request.id) })];
  switch (request.type) {
    case "contact":
      lines.push(t("bookings.mail.subjectLine", { value: requestTopic(request, words) }));
      break;
    case "car_enquiry":
      lines.push(t("bookings.mail.carLine", { value: request.carName }));
      break;
    case "experience":
      lines.push(t("bookings.mail.experienceLine", { value: requestTopic(request, words) }));
      break;
    case "order":
      lines.push(...request.items.map((line) => orderLineText(line, words)), t("bookings.mail.totalLine", { total: format.euro(request.total) }));
      break;
  }
  return lines;
}

function messageParagraph(request: RequestForMail, { t }: MailWords): string[] {
  return request.message.trim() ? [`${t("bookings.mail.messageLabel")}\n${request.message.trim()}`] : [];
}

/** How to reach the team, with the address in the reader's language (the English one when it has no French). */
function teamContact(team: Team, locale: Locale): string[] {
  const address = (locale === "fr" ? team.address_fr : null) ?? team.address;
  return [team.team_name, team.contact_email, team.contact_phone, address].filter((line) => line.trim() !== "");
}

const NOTIFY_SUBJECT: Record<InboxType, MessageKey> = {
  contact: "bookings.mail.notify.contact",
  car_enquiry: "bookings.mail.notify.car_enquiry",
  experience: "bookings.mail.notify.experience",
  order: "bookings.mail.notify.order",
};

/**
 * To the team, in the team's language (`teamLocale`): who wrote, about what,
 * the message, and a link to the request in the admin. Reply-To is the visitor.
 */
export function renderRequestNotification(team: Team, request: RequestForMail, publicUrl: string | null, teamLocale: Locale): RenderedMail {
  const words = wordsFor(teamLocale);
  const { t, format } = words;
  const subject = t(NOTIFY_SUBJECT[request.type], { topic: requestTopic(request, words), name: request.name });
  const { html, text } = renderEmail({
    lang: teamLocale,
    teamName: team.team_name,
    heading: subject,
    paragraphs: [
      t("bookings.mail.from", { name: request.name, email: request.email }),
      t("bookings.mail.received", { date: format.date(request.createdAt) }),
      details(request, words).join("\n"),
      ...messageParagraph(request, words),
      t("bookings.mail.notifyReplyHint", { name: request.name }),
    ],
    action: publicUrl ? { label: t("bookings.mail.openInAdmin"), url: `${publicUrl}/admin/bookings/${request.type}/${request.id}` } : undefined,
    footer: [t("bookings.mail.notifyFooter")],
  });
  return { subject, text, html };
}

const CONFIRM_SUBJECT: Record<InboxType, MessageKey> = {
  contact: "bookings.mail.confirm.contact",
  car_enquiry: "bookings.mail.confirm.car_enquiry",
  experience: "bookings.mail.confirm.experience",
  order: "bookings.mail.confirm.order",
};

const NEXT_STEPS: Record<InboxType, MessageKey> = {
  contact: "bookings.mail.next.contact",
  car_enquiry: "bookings.mail.next.car_enquiry",
  experience: "bookings.mail.next.experience",
  order: "bookings.mail.next.order",
};

/** To the visitor: what they sent, what happens next, how to reach the team. Reply-To is the team. */
export function renderRequestConfirmation(team: Team, request: RequestForMail): RenderedMail {
  const words = wordsFor(request.locale);
  const { t } = words;
  const subject = t(CONFIRM_SUBJECT[request.type], { topic: requestTopic(request, words), team: team.team_name, reference: requestReference(request.id) });
  const { html, text } = renderEmail({
    lang: request.locale,
    teamName: team.team_name,
    heading: t("bookings.mail.confirmHeading", { name: request.name }),
    paragraphs: [
      t("bookings.mail.confirmIntro"),
      details(request, words).join("\n"),
      ...messageParagraph(request, words),
      t(NEXT_STEPS[request.type]),
      `${t("bookings.mail.contactUs")}\n${teamContact(team, request.locale).join("\n")}`,
    ],
    footer: [t("bookings.mail.confirmFooter")],
  });
  return { subject, text, html };
}

/** An admin's answer, framed like every e-mail of the team, with the visitor's own message quoted below. */
export function renderRequestReply(team: Team, request: RequestForMail, reply: { subject: string; message: string }): RenderedMail {
  const words = wordsFor(request.locale);
  const { t, format } = words;
  const { html, text } = renderEmail({
    lang: request.locale,
    teamName: team.team_name,
    heading: reply.subject,
    paragraphs: [
      reply.message,
      `${t("bookings.mail.youWrote", { date: format.date(request.createdAt), reference: requestReference(request.id) })}\n${request.message.trim() || requestTopic(request, words)}`,
    ],
    footer: teamContact(team, request.locale),
  });
  return { subject: reply.subject, text, html };
}
