import sanitizeHtml from "sanitize-html";
import { formatsFor, type Formats } from "../lib/format.ts";
import { translator } from "../lib/i18n/all.server.ts";
import { FORMAT_LOCALE, type Locale, type MessageKey, type Translate } from "../lib/i18n/index.ts";

/**
 * How the site's e-mails are written: one frame for all of them (renderEmail),
 * their plain-text part, and the words of their reader's language. What each
 * e-mail says is its feature's (bookings, newsletter, accounts:
 * `emails.server.ts`); sending is the outbox's and the mailer's.
 */

/** The words and formats of one reader's language: every e-mail is written in its reader's. */
export interface MailWords {
  locale: Locale;
  t: Translate<MessageKey>;
  format: Formats;
}

export function wordsFor(locale: Locale): MailWords {
  return { locale, t: translator(locale), format: formatsFor(FORMAT_LOCALE[locale]) };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
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
