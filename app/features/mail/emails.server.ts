import type { ContactSubject, OrderLine } from "../../db/schema/bookings.ts";
import { formatsFor, type Formats } from "../../lib/format.ts";
import { FORMAT_LOCALE, type Locale, type MessageKey, type Translate } from "../../lib/i18n/index.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { lineCents } from "../../lib/money.ts";
import { requestReference } from "../cars/schema.ts";
import type { SiteSettings } from "../site/queries.server.ts";
import type { InboxType } from "../bookings/schema.ts";
import sanitizeHtml from "sanitize-html";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";
import { unsubscribeHeaders, unsubscribeUrl } from "../newsletter/schema.ts";
import type { AuthEmails } from "../../platform/auth.server.ts";
import type { MailMessage } from "../../platform/mail.server.ts";

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

/** The words and formats of one reader's language. */
interface MailWords {
  locale: Locale;
  t: Translate<MessageKey>;
  format: Formats;
}

function wordsFor(locale: Locale): MailWords {
  return { locale, t: translator(locale), format: formatsFor(FORMAT_LOCALE[locale]) };
}

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

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

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
    price: format.euroCents(lineCents(line.unit_price, line.quantity)),
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

/**
 * The one look of every e-mail the site sends (welcome, confirmations,
 * notifications, replies): a plain-text part that reads well on its own and
 * an HTML part with the team's colours. Newsletters wrap their own sanitized
 * HTML in the same frame. Everything passed as text is escaped here.
 */
export interface EmailParts {
  /** The reader's language (the HTML part's `lang`). */
  lang: Locale;
  teamName: string;
  /** First line, in bold in HTML. */
  heading: string;
  /** Paragraphs of plain text (escaped; line breaks kept). */
  paragraphs: readonly string[];
  /** An optional call to action. */
  action?: { label: string; url: string };
  /** Small print under a rule, e.g. why they receive it, an unsubscribe link. */
  footer?: readonly string[];
  /** Links in the footer (e.g. unsubscribe), shown as text + URL in the text part. */
  footerLinks?: ReadonlyArray<{ label: string; url: string }>;
  /** Trusted, already-sanitized HTML inserted after the paragraphs (a newsletter's content). */
  trustedHtml?: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderEmail(parts: EmailParts): { html: string; text: string } {
  const text = [
    parts.heading,
    "",
    ...parts.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ""] : []),
    ...(parts.footer?.length || parts.footerLinks?.length ? ["—", ...(parts.footer ?? []), ...(parts.footerLinks ?? []).map((link) => `${link.label}: ${link.url}`)] : []),
  ]
    .join("\n")
    .trimEnd();

  const paragraph = (value: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(value).replace(/\n/g, "<br>")}</p>`;
  const html = `<!doctype html>
<html lang="${parts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.heading)}</title></head>
<body style="margin:0;background:#f4f1ea;font-family:Helvetica,Arial,sans-serif;color:#14161b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f1ea;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-top:6px solid #c8102e">
<tr><td style="padding:24px 32px;background:#0b0d12;color:#f4f1ea;font-size:14px;letter-spacing:2px;text-transform:uppercase">${escapeHtml(parts.teamName)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map(paragraph).join("\n")}
${parts.trustedHtml ?? ""}
${parts.action ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#c8102e;color:#ffffff;padding:12px 22px;text-decoration:none;font-weight:bold;border-radius:4px">${escapeHtml(parts.action.label)}</a></p>` : ""}
</td></tr>
${
  parts.footer?.length || parts.footerLinks?.length
    ? `<tr><td style="padding:20px 32px;border-top:1px solid #e5e1d8;color:#5b606b;font-size:12px;line-height:1.6">${(parts.footer ?? []).map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join("")}${(parts.footerLinks ?? [])
        .map((link) => `<p style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:#5b606b">${escapeHtml(link.label)}</a></p>`)
        .join("")}</td></tr>`
    : ""
}
</table></td></tr></table></body></html>`;
  return { html, text };
}

/**
 * One newsletter message for one reader. Rendered when the outbox worker
 * sends it (not when the send is queued): 10 000 deliveries stay 10 000 small
 * rows, and a subscriber who left meanwhile is skipped instead of mailed.
 */
export interface EditionForMail {
  title: string;
  subject: string;
  content: string;
}

export interface RenderedNewsletter {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function renderEditionMail(options: {
  edition: EditionForMail;
  /** The reader's unsubscribe token: their own link, in the body and the List-Unsubscribe header. */
  token: string;
  publicUrl: string;
  teamName: string;
  /** The reader's language: the frame's words and links (the edition is already theirs, see `editionIn`). */
  locale: Locale;
}): RenderedNewsletter {
  const { edition, token, publicUrl, teamName, locale } = options;
  const { t } = wordsFor(locale);
  const content = absoluteLinks(sanitizeNewsletterHtml(edition.content), publicUrl);
  const leave = unsubscribeUrl(publicUrl, token, locale);
  const webVersion = new URL(pathIn("/news?category=newsletter", locale), publicUrl).toString();
  const footer = [t("editionMail.why", { team: teamName })];
  const footerLinks = [
    { label: t("editionMail.unsubscribe"), url: leave },
    { label: t("editionMail.onTheSite"), url: webVersion },
  ];
  const { html } = renderEmail({ lang: locale, teamName, heading: edition.title, paragraphs: [], trustedHtml: content, footer, footerLinks });
  const { text } = renderEmail({ lang: locale, teamName, heading: edition.title, paragraphs: [htmlToText(content)], footer, footerLinks });
  return { subject: edition.subject, text, html, headers: unsubscribeHeaders(publicUrl, token, locale) };
}

/** Site-relative links and images (/media/…) mean nothing in a mail client: they point at the site instead. */
function absoluteLinks(html: string, publicUrl: string): string {
  return html.replace(/\b(href|src)="(\/[^/"][^"]*|\/)"/g, (_match, attribute: string, target: string) => `${attribute}="${new URL(target, publicUrl).toString()}"`);
}

const BLOCK_END = /<\/(p|h2|h3|h4|li|blockquote|pre|tr|table)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** The plain-text part: the sanitized HTML's words, a line per block, links written out. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, label: string) => `${label} (${href})`)
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/t[dh]>/gi, "\t")
    .replace(BLOCK_END, "\n");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text)
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity.startsWith("#x") || entity.startsWith("#X")) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/**
 * The account e-mails of the admin area (reset, invitation, e-mail change):
 * the same frame as every other e-mail, the subject as its heading.
 */
function message(lang: Locale, to: string, subject: string, teamName: string, paragraphs: string[], action: { label: string; url: string }, footer: string): MailMessage {
  const { html, text } = renderEmail({ lang, teamName, heading: subject, paragraphs, action, footer: [footer] });
  return { to, subject, text, html };
}

export function passwordResetEmail(to: string, url: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.reset.subject", { team: teamName }),
    teamName,
    [t("accountMail.reset.asked"), t("accountMail.linkOnce")],
    { label: t("accountMail.reset.action"), url },
    t("accountMail.reset.footer"),
  );
}

export function invitationEmail(to: string, url: string, teamName: string, invitedBy: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.invite.subject", { team: teamName }),
    teamName,
    [t("accountMail.invite.by", { who: invitedBy, team: teamName }), t("accountMail.invite.choose")],
    { label: t("accountMail.invite.action"), url },
    t("accountMail.invite.footer"),
  );
}

export function changeEmailConfirmation(to: string, newEmail: string, url: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.change.subject", { team: teamName }),
    teamName,
    [t("accountMail.change.asked", { email: newEmail }), t("accountMail.change.next")],
    { label: t("accountMail.change.action"), url },
    t("accountMail.change.footer"),
  );
}

export function verifyEmailMessage(to: string, url: string, teamName: string, locale: Locale): MailMessage {
  const { t } = wordsFor(locale);
  return message(
    locale,
    to,
    t("accountMail.verify.subject", { team: teamName }),
    teamName,
    [t("accountMail.verify.asked")],
    { label: t("accountMail.verify.action"), url },
    t("accountMail.ignore"),
  );
}

/**
 * The account e-mails as better-auth asks for them, with the team's current
 * name (see platform/auth.server.ts), each in its reader's language: the
 * admin's saved language (an invited admin's is their inviter's until they choose).
 */
export function accountEmails(teamName: () => Promise<string>, readerLocale: (email: string) => Promise<Locale>): AuthEmails {
  return {
    passwordReset: async (to, url) => passwordResetEmail(to, url, await teamName(), await readerLocale(to)),
    invitation: async (to, url) => {
      const locale = await readerLocale(to);
      return invitationEmail(to, url, await teamName(), wordsFor(locale).t("accountMail.invite.someone"), locale);
    },
    // Sent to the new address, in the language of the admin who asked for it (the reader is the same person).
    changeEmail: async (to, newEmail, url) => changeEmailConfirmation(to, newEmail, url, await teamName(), await readerLocale(to)),
    verifyEmail: async (to, url) => verifyEmailMessage(to, url, await teamName(), await readerLocale(to)),
  };
}
