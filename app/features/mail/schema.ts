import { z } from "zod";
import { adminMsg } from "../admin/schema.ts";

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatusName = (typeof MAIL_STATUSES)[number];

export function parseMailStatus(value: string | null): MailStatusName | null {
  return (MAIL_STATUSES as readonly string[]).includes(value ?? "") ? (value as MailStatusName) : null;
}

/** A mail kind as stored ("welcome", "request_notification"…): shown with spaces. */
export const mailKindPattern = /^[a-z][a-z0-9_]{0,49}$/;

/** The kinds of message the site queues (mail_outbox.kind), each with its words in the admin's catalogue. */
export const MAIL_KINDS = ["newsletter", "newsletter_test", "welcome", "confirm", "request_confirmation", "request_notification", "request_reply"] as const;

/** A kind of message in the admin's words ("New request (to the team)"); one the catalogue does not know, with spaces. */
export function mailKindLabel<Key extends string>(kind: string, t: (key: Key) => string): string {
  return (MAIL_KINDS as readonly string[]).includes(kind) ? t(`mailAdmin.kinds.${kind}` as Key) : kind.replace(/_/g, " ");
}

/**
 * The names the .eml outbox gives its files (ISO time with ":" and "." made
 * "-", then 8 hex digits). Only such names are ever opened: nothing typed in
 * the address bar can reach another file.
 */
export const EML_FILE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/;

/** The forms of the Sent e-mail screen, one per intent: "Retry" on a failed message. */
export const mailForms = {
  retry: z.object({ intent: z.literal("retry"), id: z.uuid(adminMsg("mailAdmin.notFailed")) }),
} as const;
