import { z } from "zod";
import { msg, requiredText } from "../admin/form.ts";

/**
 * Newsletter editions in the admin (client-safe): the compose form, the list's
 * sorts and statuses, what the progress endpoint answers.
 */
export const EDITION_CONTENT_MAX = 200_000;

/** A subject is a mail header: a line break in it could start another header. */
const headerText = (max: number) => requiredText(max).refine((value) => !/[\r\n]/.test(value), msg("editions.field.singleLine"));

export const editionFormSchema = z.object({
  title: requiredText(200),
  subject: headerText(200),
  content: z.string().max(EDITION_CONTENT_MAX, msg("admin.field.tooLong")).default(""),
});
export type EditionForm = z.infer<typeof editionFormSchema>;

export const editionIdSchema = z.uuid();

export const editionListIntentSchema = z.object({ intent: z.literal("delete"), id: editionIdSchema });

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

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" });

/** When an edition was sent, in the team's time zone: "Nov 22, 2026, 9:05 AM". */
export function formatEditionTime(value: string | Date): string {
  return dateTime.format(typeof value === "string" ? new Date(value) : value);
}
