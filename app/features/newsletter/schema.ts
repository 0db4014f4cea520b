import { z } from "zod";
import type { Locale } from "../../lib/i18n/index.ts";
import { pathIn } from "../../lib/public-paths.ts";

export * from "./rules.ts";

/** The newsletter subscription form (§5: an address, required): checked in the browser and again by the action. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: "form.emailRequired" })
    .trim()
    .min(1, { error: "form.emailRequired" })
    .max(254, { error: "form.emailInvalid" })
    .pipe(z.email({ error: "form.emailInvalid" })),
  /** The path of the page the form was on: part of the proof of consent (checked by `consentPage` on the server). */
  page: z.string().max(300).optional(),
});

/** A page path fit for the proof: a site path without its query (a subscriber's link page as `/newsletter/unsubscribe/:token`); anything else is the home page of the language. */
export function consentPage(value: string | undefined, locale: Locale): string {
  const path = (value ?? "").split(/[?#]/)[0]!;
  return /^\/[A-Za-z0-9/_.~%:-]{0,199}$/.test(path) && !path.startsWith("//") ? path : pathIn("/", locale);
}

/**
 * Newsletter editions in the admin (client-safe): the list's sorts and
 * statuses, what the progress endpoint answers. The admin's forms are in
 * admin-schema.ts, apart: the public subscribe form does not load them.
 */
export const editionStatuses = ["draft", "sending", "sent"] as const;
export type EditionStatus = (typeof editionStatuses)[number];

/** draft: never sent; sending: "send to all" queued its deliveries; sent: the last one is done (§4: sent_at set). */
export function editionStatus(row: { send_started_at: Date | string | null; sent_at: Date | string | null }): EditionStatus {
  if (row.sent_at) return "sent";
  return row.send_started_at ? "sending" : "draft";
}

export const editionSorts = ["title", "subject", "status", "date"] as const;
export type EditionSort = (typeof editionSorts)[number];

export interface EditionProgress {
  status: EditionStatus;
  /** Deliveries queued. */
  total: number;
  sent: number;
  /** Subscribers who left before their copy went: not sent, and not an error. */
  skipped: number;
  failed: number;
  /** Waiting or being sent. */
  pending: number;
  /** ISO timestamp once sent. */
  sentAt: string | null;
}

/** Whole percent of the deliveries done (sent, skipped or failed). */
export function progressPercent(progress: Pick<EditionProgress, "total" | "pending" | "status">): number {
  if (progress.status === "sent" || progress.total === 0) return progress.status === "sent" ? 100 : 0;
  return Math.floor(((progress.total - progress.pending) / progress.total) * 100);
}

/**
 * A subscriber's own links, from their secret token. Every newsletter message
 * carries the unsubscribe link visibly and in the List-Unsubscribe headers
 * (RFC 2369), with List-Unsubscribe-Post for one-click (RFC 8058): a POST to
 * that same URL unsubscribes at once, with no cookie and no login. The
 * pages are in the subscriber's language.
 */
export function unsubscribeUrl(publicUrl: string, token: string, locale: Locale): string {
  return new URL(pathIn(`/newsletter/unsubscribe/${encodeURIComponent(token)}`, locale), publicUrl).toString();
}

export function confirmUrl(publicUrl: string, token: string, locale: Locale): string {
  return new URL(pathIn(`/newsletter/confirm/${encodeURIComponent(token)}`, locale), publicUrl).toString();
}

export function unsubscribeHeaders(publicUrl: string, token: string, locale: Locale): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(publicUrl, token, locale)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * Client-safe rules and lists of the subscriber admin, the sent-mail screen
 * and the site settings form. The lists copy the database's own (schema files
 * are server-only); the tests of subscribers.server.ts keep them in step.
 */
export const SUBSCRIBER_STATUSES = ["active", "pending", "unsubscribed"] as const;
export type SubscriberStatusName = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_SORTS = ["email", "status", "subscribed"] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

export function parseSubscriberStatus(value: string | null): SubscriberStatusName | null {
  return (SUBSCRIBER_STATUSES as readonly string[]).includes(value ?? "") ? (value as SubscriberStatusName) : null;
}

/** The subscriber's secret in their links (a UUID by default); anything else is not looked up. */
export const subscriberTokenPattern = /^[A-Za-z0-9-]{8,100}$/;

/** "e***@g***.com": enough for a person to recognise their address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${local[0]}***@${host[0] ?? ""}***${tld}`;
}

/** What the news pages render of a sent newsletter edition. */
export interface EditionCard {
  id: string;
  title: string;
  subject: string;
  /** ISO timestamp. */
  sentAt: string;
  /** Set when the words are not in the page's language (an edition without French). */
  lang?: Locale;
}

export interface EditionView extends EditionCard {
  /** The edition's HTML, sanitized on the server. */
  html: string;
  /** Its page in each language; null where it has no version. */
  alternates: Record<Locale, string | null>;
}

/** An edition's words: English, and the French ones when written. */
export interface BilingualEdition {
  title: string;
  subject: string;
  content: string;
  title_fr?: string | null;
  subject_fr?: string | null;
  content_fr?: string | null;
}

/** Whether an edition has its French version (a subject and a content). */
export function editionHasFrench(edition: BilingualEdition): boolean {
  return Boolean(edition.subject_fr?.trim() && edition.content_fr?.trim());
}

/** A bilingual edition as one reader gets it: French to French readers when the French edition is written, else English. */
export function editionIn(edition: BilingualEdition, locale: Locale): { title: string; subject: string; content: string } {
  if (locale === "fr" && editionHasFrench(edition)) {
    return { title: edition.title_fr?.trim() || edition.subject_fr!, subject: edition.subject_fr!, content: edition.content_fr! };
  }
  return { title: edition.title, subject: edition.subject, content: edition.content };
}
