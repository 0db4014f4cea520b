import sanitizeHtml from "sanitize-html";
import { renderEmail } from "../mail/layout.server.ts";
import { translator } from "../../lib/i18n/index.ts";
import { sanitizeNewsletterHtml } from "./content.server.ts";
import { unsubscribeHeaders, unsubscribeUrl } from "./links.server.ts";

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
}): RenderedNewsletter {
  const t = translator();
  const { edition, token, publicUrl, teamName } = options;
  const content = absoluteLinks(sanitizeNewsletterHtml(edition.content), publicUrl);
  const leave = unsubscribeUrl(publicUrl, token);
  const webVersion = new URL("/news?category=newsletter", publicUrl).toString();
  const footer = [t("editionMail.why", { team: teamName })];
  const footerLinks = [
    { label: t("editionMail.unsubscribe"), url: leave },
    { label: t("editionMail.onTheSite"), url: webVersion },
  ];
  const { html } = renderEmail({ teamName, heading: edition.title, paragraphs: [], trustedHtml: content, footer, footerLinks });
  const { text } = renderEmail({ teamName, heading: edition.title, paragraphs: [htmlToText(content)], footer, footerLinks });
  return { subject: edition.subject, text, html, headers: unsubscribeHeaders(publicUrl, token) };
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
