import type { Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";
import { htmlToText, renderEmail, wordsFor } from "../../platform/email.server.ts";
import { sanitizeNewsletterHtml } from "../../platform/rich-text.server.ts";
import { unsubscribeHeaders, unsubscribeUrl } from "./schema.ts";

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
