import { z } from "zod";
import { checkbox, msg, requiredText } from "../admin/form.ts";

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

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

export function parseMailStatus(value: string | null): MailStatusName | null {
  return (MAIL_STATUSES as readonly string[]).includes(value ?? "") ? (value as MailStatusName) : null;
}

/** A mail kind as stored ("welcome", "request_notification"…): shown with spaces. */
export const mailKindPattern = /^[a-z][a-z0-9_]{0,49}$/;

/**
 * The names the .eml outbox gives its files (ISO time with ":" and "." made
 * "-", then 8 hex digits). Only such names are ever opened: nothing typed in
 * the address bar can reach another file.
 */
export const EML_FILE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/;

/** The subscriber's secret in their links (a UUID by default); anything else is not looked up. */
export const subscriberTokenPattern = /^[A-Za-z0-9-]{8,100}$/;

const noLineBreak = (value: string) => !/[\r\n]/.test(value);

const requiredEmail = z
  .string(msg("admin.field.required"))
  .trim()
  .min(1, msg("admin.field.required"))
  .max(254, msg("form.emailInvalid"))
  .pipe(z.email(msg("form.emailInvalid")));

/** Empty means "none" (null); otherwise a valid address. */
const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z.string().trim().max(254, msg("form.emailInvalid")).pipe(z.email(msg("form.emailInvalid"))).nullable().default(null),
);

/** Single-line text that may be empty (stored as ""). */
function lineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, msg("admin.field.tooLong"))
    .refine(noLineBreak, msg("siteSettings.field.oneLine"))
    .default("");
}

/**
 * The site settings form. Names appear in e-mail headers (the team name is the
 * sender's words in every message), so they may not hold line breaks.
 */
export const siteSettingsSchema = z.object({
  teamName: requiredText(120).refine(noLineBreak, msg("siteSettings.field.oneLine")),
  driverName: requiredText(120).refine(noLineBreak, msg("siteSettings.field.oneLine")),
  contactEmail: requiredEmail,
  contactPhone: lineText(60),
  address: z.string().trim().max(500, msg("admin.field.tooLong")).default(""),
  notificationEmail: optionalEmail,
  doubleOptIn: checkbox,
});
export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;

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

const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Paris", hour: "2-digit", minute: "2-digit" });

/** "09:17 AM", in the team's time zone on the server and in the browser alike (no hydration mismatch). */
export function formatParisTime(value: string | Date): string {
  return timeFormat.format(typeof value === "string" ? new Date(value) : value);
}
