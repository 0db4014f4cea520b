import { z } from "zod";
import { contactSubjects, experienceTypes, requestStatuses } from "../../db/enums.ts";
import type { AdminMessageKey } from "../../lib/i18n/admin.ts";
import type { PublicKey, Translate } from "../../lib/i18n/index.ts";

/**
 * The forms visitors send, one zod schema each, used by the server to parse
 * every submission. Error messages are catalog keys, translated where shown.
 */
const msg = (key: PublicKey) => ({ error: key });

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 4000;

/**
 * A name and an address end up in e-mail headers (the team's notification is
 * "New …: — <name>", Reply-To is the visitor's address): a line break there
 * could start a header of its own, so it is refused with a field message
 * before anything is stored or queued.
 */
export const SINGLE_LINE = /^[^\r\n]*$/;

const name = z
  .string(msg("form.nameRequired"))
  .regex(SINGLE_LINE, msg("form.noLineBreaks"))
  .trim()
  .min(1, msg("form.nameRequired"))
  .max(NAME_MAX, msg("form.nameTooLong"));
const email = z
  .string(msg("form.emailRequired"))
  .regex(SINGLE_LINE, msg("form.noLineBreaks"))
  .trim()
  .min(1, msg("form.emailRequired"))
  .max(EMAIL_MAX, msg("form.emailInvalid"))
  .pipe(z.email(msg("form.emailInvalid")));

export const contactMessageSchema = z.object({
  name,
  email,
  subject: z.enum(contactSubjects, msg("form.subjectRequired")),
  message: z.string(msg("form.messageRequired")).trim().min(1, msg("form.messageRequired")).max(MESSAGE_MAX, msg("form.messageTooLong")),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** An enquiry about one car: a contact message with subject "cars". */
export const carEnquirySchema = z.object({
  name,
  email,
  message: z.string().trim().max(MESSAGE_MAX, msg("form.messageTooLong")).default(""),
  /** A catalogue car's id, or the name of one of the static F1 Madness cars. */
  car_id: z.uuid().optional(),
  car_name: z.string().regex(SINGLE_LINE, msg("form.noLineBreaks")).trim().min(1, msg("form.carRequired")).max(200),
});
export type CarEnquiryInput = z.infer<typeof carEnquirySchema>;

export const experienceRequestSchema = z.object({
  name,
  email,
  experience_type: z.enum(experienceTypes, msg("form.experienceTypeRequired")),
  message: z.string().trim().max(2000, msg("form.messageTooLong")).default(""),
});
export type ExperienceRequestInput = z.infer<typeof experienceRequestSchema>;

export const ORDER_MAX_LINES = 20;
export const ORDER_MAX_QUANTITY = 10;

export const orderRequestSchema = z.object({
  name,
  email,
  message: z.string().trim().max(2000, msg("form.messageTooLong")).default(""),
  items: z
    .array(
      z.object({
        merchandise_id: z.uuid(),
        size: z.string().trim().max(20).nullable().default(null),
        quantity: z.coerce.number().int().min(1).max(ORDER_MAX_QUANTITY),
      }),
      msg("order.empty"),
    )
    .min(1, msg("order.empty"))
    .max(ORDER_MAX_LINES),
});
export type OrderRequestInput = z.infer<typeof orderRequestSchema>;

/** Field name → catalog key of its first problem: what a form shows under each field. */
export type FieldErrors = Partial<Record<string, PublicKey>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message as PublicKey;
  }
  return errors;
}

/* ---------- The admin inbox ---------- */

export { requestStatuses };
export type RequestStatus = (typeof requestStatuses)[number];

/**
 * The four kinds of request the inbox lists. A car enquiry is stored as a
 * contact message (with a car), but the team handles it as its own kind.
 */
export const inboxTypes = ["contact", "car_enquiry", "experience", "order"] as const;
export type InboxType = (typeof inboxTypes)[number];

export function isInboxType(value: unknown): value is InboxType {
  return typeof value === "string" && (inboxTypes as readonly string[]).includes(value);
}

/** "open" (the default) is what still needs the team: new and in progress. */
export const inboxStatusFilters = ["open", "new", "in_progress", "done", "archived", "all"] as const;
export type InboxStatusFilter = (typeof inboxStatusFilters)[number];

export interface InboxParams {
  type: InboxType | "all";
  status: InboxStatusFilter;
  q: string;
  page: number;
}

/** The inbox's query string (?type=…&status=…&q=…&page=…); anything unknown falls back to the default. */
export function parseInboxParams(search: URLSearchParams): InboxParams {
  const type = search.get("type");
  const status = search.get("status");
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  return {
    type: isInboxType(type) ? type : "all",
    status: (inboxStatusFilters as readonly string[]).includes(status ?? "") ? (status as InboxStatusFilter) : "open",
    q: (search.get("q") ?? "").trim().slice(0, 200),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export const NOTE_MAX = 4000;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_MAX = 8000;

export const statusChangeSchema = z.object({
  status: z.enum(requestStatuses, msg("bookings.field.status")),
});

export const noteSchema = z.object({
  note: z.string(msg("bookings.field.noteRequired")).trim().min(1, msg("bookings.field.noteRequired")).max(NOTE_MAX, msg("form.messageTooLong")),
});

export const replySchema = z.object({
  subject: z
    .string(msg("bookings.field.subjectRequired"))
    .regex(SINGLE_LINE, msg("form.noLineBreaks"))
    .trim()
    .min(1, msg("bookings.field.subjectRequired"))
    .max(REPLY_SUBJECT_MAX, msg("admin.field.tooLong")),
  message: z.string(msg("bookings.field.replyRequired")).trim().min(1, msg("bookings.field.replyRequired")).max(REPLY_MAX, msg("form.messageTooLong")),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** What the request page's action answers, per form (`intent`): a confirmation, or the field messages with what was typed (400). */
export type InboxActionResult =
  | { intent: "status" | "note" | "reply"; ok: true; message: string }
  | { intent: "status" | "note" | "reply"; ok: false; fieldErrors: Partial<Record<string, AdminMessageKey>>; values: Record<string, string>; message?: string };

/**
 * What a visitor form's action answers: success once the row is stored; the
 * field messages and the typed values (400) so the form comes back filled; or
 * a failure to store (500), values kept too.
 */
export type FormResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  | { status: "failed"; values: Record<string, string>; /** Set when the visitor sent too much: "in 12 minutes". */ retryIn?: string };

/** The sentence of a send that did not happen: after too many requests, when to come back. */
export function sendFailedMessage(t: Translate<PublicKey>, retryIn?: string): string {
  return retryIn ? t("form.throttled", { when: retryIn }) : t("form.sendFailed");
}

export function resultValues(result: FormResult | undefined): Record<string, string> {
  return result && result.status !== "success" ? result.values : {};
}

export function resultErrors(result: FormResult | undefined): FieldErrors {
  return result?.status === "invalid" ? result.fieldErrors : {};
}
