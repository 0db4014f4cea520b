import type { ContactSubject, ExperienceType, OrderLine } from "../../db/schema/bookings.ts";
import { formatDate, formatEuro } from "../../lib/format.ts";
import { translator, type MessageKey } from "../../lib/i18n/index.ts";
import { requestReference } from "../cars/schema.ts";
import { renderEmail } from "../mail/layout.server.ts";
import type { SiteSettings } from "../site/queries.server.ts";
import type { InboxType } from "./schema.ts";

/**
 * The three e-mails of a visitor's request: the team's notification, the
 * visitor's confirmation, and an admin's reply from the inbox. Everything a
 * visitor typed is passed as text (escaped by `renderEmail`); what goes into
 * a header (name, subject, address) was refused earlier if it had a line break.
 */

/** A request as the e-mails describe it. */
export type RequestForMail = {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
} & (
  | { type: "contact"; subject: ContactSubject }
  | { type: "car_enquiry"; carName: string }
  | { type: "experience"; experienceType: ExperienceType }
  | { type: "order"; items: OrderLine[]; itemCount: number; total: string }
);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Team = Pick<SiteSettings, "team_name" | "contact_email" | "contact_phone" | "address">;

const t = translator();

/** Where the team's notifications go: the address set for them, or the public contact address. */
export function notificationAddress(settings: Pick<SiteSettings, "notification_email" | "contact_email">): string {
  return settings.notification_email?.trim() || settings.contact_email;
}

/** What the request is about, in one short phrase: "Media Inquiry", "Marchal MR9", "3 items, €157". */
export function requestTopic(request: RequestForMail): string {
  switch (request.type) {
    case "contact":
      return t(`contact.subject.${request.subject}` as MessageKey);
    case "car_enquiry":
      return request.carName;
    case "experience":
      return t(`experience.type.${request.experienceType}` as MessageKey);
    case "order":
      return t(request.itemCount === 1 ? "bookings.mail.orderTopicOne" : "bookings.mail.orderTopic", {
        count: request.itemCount,
        total: formatEuro(request.total),
      });
  }
}

/** The subject an admin's reply starts with: "Re: Media Inquiry", "Re: Order request 1A2B3C4D". */
export function defaultReplySubject(request: RequestForMail): string {
  const topic = request.type === "order" ? t("bookings.mail.orderReference", { reference: requestReference(request.id) }) : requestTopic(request);
  return `Re: ${topic}`;
}

export function orderLineText(line: OrderLine): string {
  const lineTotal = (Math.round(Number(line.unit_price) * 100) * line.quantity) / 100;
  return t(line.size ? "bookings.mail.orderLineSized" : "bookings.mail.orderLine", {
    quantity: line.quantity,
    name: line.name,
    size: line.size ?? "",
    price: formatEuro(lineTotal),
  });
}

/** The facts of the request, one line each, as both e-mails list them. */
function details(request: RequestForMail): string[] {
  const lines = [t("bookings.mail.reference", { reference: requestReference(request.id) })];
  switch (request.type) {
    case "contact":
      lines.push(t("bookings.mail.subjectLine", { value: requestTopic(request) }));
      break;
    case "car_enquiry":
      lines.push(t("bookings.mail.carLine", { value: request.carName }));
      break;
    case "experience":
      lines.push(t("bookings.mail.experienceLine", { value: requestTopic(request) }));
      break;
    case "order":
      lines.push(...request.items.map(orderLineText), t("bookings.mail.totalLine", { total: formatEuro(request.total) }));
      break;
  }
  return lines;
}

function messageParagraph(request: RequestForMail): string[] {
  return request.message.trim() ? [`${t("bookings.mail.messageLabel")}\n${request.message.trim()}`] : [];
}

function teamContact(team: Team): string[] {
  return [team.team_name, team.contact_email, team.contact_phone, team.address].filter((line) => line.trim() !== "");
}

const NOTIFY_SUBJECT: Record<InboxType, MessageKey> = {
  contact: "bookings.mail.notify.contact",
  car_enquiry: "bookings.mail.notify.car_enquiry",
  experience: "bookings.mail.notify.experience",
  order: "bookings.mail.notify.order",
};

/** To the team: who wrote, about what, the message, and a link to the request in the admin. Reply-To is the visitor. */
export function renderRequestNotification(team: Team, request: RequestForMail, publicUrl: string | null): RenderedMail {
  const subject = t(NOTIFY_SUBJECT[request.type], { topic: requestTopic(request), name: request.name });
  const { html, text } = renderEmail({
    teamName: team.team_name,
    heading: subject,
    paragraphs: [
      t("bookings.mail.from", { name: request.name, email: request.email }),
      t("bookings.mail.received", { date: formatDate(request.createdAt) }),
      details(request).join("\n"),
      ...messageParagraph(request),
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
  const subject = t(CONFIRM_SUBJECT[request.type], { topic: requestTopic(request), team: team.team_name, reference: requestReference(request.id) });
  const { html, text } = renderEmail({
    teamName: team.team_name,
    heading: t("bookings.mail.confirmHeading", { name: request.name }),
    paragraphs: [
      t("bookings.mail.confirmIntro"),
      details(request).join("\n"),
      ...messageParagraph(request),
      t(NEXT_STEPS[request.type]),
      `${t("bookings.mail.contactUs")}\n${teamContact(team).join("\n")}`,
    ],
    footer: [t("bookings.mail.confirmFooter")],
  });
  return { subject, text, html };
}

/** An admin's answer, framed like every e-mail of the team, with the visitor's own message quoted below. */
export function renderRequestReply(team: Team, request: RequestForMail, reply: { subject: string; message: string }): RenderedMail {
  const { html, text } = renderEmail({
    teamName: team.team_name,
    heading: reply.subject,
    paragraphs: [
      reply.message,
      `${t("bookings.mail.youWrote", { date: formatDate(request.createdAt), reference: requestReference(request.id) })}\n${request.message.trim() || requestTopic(request)}`,
    ],
    footer: teamContact(team),
  });
  return { subject: reply.subject, text, html };
}
