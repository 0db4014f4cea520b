import { z } from "zod";
import { contactSubjects, requestStatuses } from "../../db/enums.ts";
import type { PublicKey } from "../../lib/i18n/index.ts";
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX } from "./rules.ts";

export * from "./rules.ts";

/**
 * The forms visitors send, one zod schema each: the browser checks the form
 * with it (on blur, before the post) and the action parses the post with it
 * again (`parseForm`, decision 012). Error messages are catalogue keys,
 * translated where shown.
 */
const msg = (key: PublicKey) => ({ error: key });


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

/**
 * An enquiry about one car: a contact message with subject "cars". The form
 * posts the car's reference (`car`: a catalogue car's slug, or the key of one
 * of the static F1 Madness cars); the server looks the car up itself and
 * never takes its name from the browser.
 */
export const carEnquirySchema = z.object({
  car: z.string(msg("form.carRequired")).trim().min(1, msg("form.carRequired")).max(200, msg("form.carRequired")),
  name,
  email,
  message: z.string().trim().max(MESSAGE_MAX, msg("form.messageTooLong")).default(""),
});

/** What is stored: the form's fields with the car as the server knows it. */
export type CarEnquiryInput = Omit<z.infer<typeof carEnquirySchema>, "car"> & { car_id?: string | undefined; car_name: string };

/** A card's reference or "custom" (the team's experiences: features/pages). */
const experienceType = z.string(msg("form.experienceTypeRequired")).trim().min(1, msg("form.experienceTypeRequired")).max(60, msg("form.experienceTypeRequired"));

/** The form as the browser checks it: it offers only the page's choices. */
export const experienceRequestSchema = z.object({
  name,
  email,
  experience_type: experienceType,
  message: z.string().trim().max(2000, msg("form.messageTooLong")).default(""),
});
export type ExperienceRequestInput = z.infer<typeof experienceRequestSchema>;

/** The form as the server checks it: the experience must be one the page offers now (not one removed since, nor a forged value). */
export function experienceRequestSchemaOffering(offered: readonly string[]) {
  return experienceRequestSchema.extend({ experience_type: experienceType.refine((value) => offered.includes(value), msg("form.experienceTypeRequired")) });
}

export const ORDER_MAX_LINES = 20;
export const ORDER_MAX_QUANTITY = 10;

const orderItems = z
  .array(
    z.object({
      merchandise_id: z.uuid(),
      size: z.string().trim().max(20).nullable().default(null),
      quantity: z.coerce.number().int().min(1).max(ORDER_MAX_QUANTITY),
    }),
    msg("order.empty"),
  )
  .min(1, msg("order.empty"))
  .max(ORDER_MAX_LINES);

/** An order request as the server stores it: the cart's lines as ids, sizes and quantities. */
export const orderRequestSchema = z.object({
  name,
  email,
  message: z.string().trim().max(2000, msg("form.messageTooLong")).default(""),
  items: orderItems,
});
export type OrderRequestInput = z.infer<typeof orderRequestSchema>;

/**
 * The cart's "Request order" form: the lines travel as JSON in one hidden
 * field (`items`). A cart that cannot be read has one plain message, not
 * zod's words about a line: an empty one "order.empty", any other
 * "order.invalidItems".
 */
export const orderFormSchema = orderRequestSchema.extend({
  items: z.string(msg("order.empty")).transform((value, ctx) => {
    let raw: unknown;
    try {
      raw = JSON.parse(value);
    } catch {
      raw = undefined;
    }
    const parsed = orderItems.safeParse(raw);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message === "order.empty" ? "order.empty" : "order.invalidItems" });
    return z.NEVER;
  }),
});

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

/**
 * The three forms of a request's page, one schema per `intent`: the status,
 * an internal note, a reply by e-mail. The browser checks each with its
 * schema, the action again (`parseForm`).
 */
export const inboxForms = {
  status: z.object({
    intent: z.literal("status"),
    status: z.enum(requestStatuses, msg("bookings.field.status")),
  }),
  note: z.object({
    intent: z.literal("note"),
    note: z.string(msg("bookings.field.noteRequired")).trim().min(1, msg("bookings.field.noteRequired")).max(NOTE_MAX, msg("form.messageTooLong")),
  }),
  reply: z.object({
    intent: z.literal("reply"),
    subject: z
      .string(msg("bookings.field.subjectRequired"))
      .regex(SINGLE_LINE, msg("form.noLineBreaks"))
      .trim()
      .min(1, msg("bookings.field.subjectRequired"))
      .max(REPLY_SUBJECT_MAX, msg("admin.field.tooLong")),
    message: z.string(msg("bookings.field.replyRequired")).trim().min(1, msg("bookings.field.replyRequired")).max(REPLY_MAX, msg("form.messageTooLong")),
  }),
} as const;
export type InboxIntent = keyof typeof inboxForms;

export function isInboxIntent(value: string): value is InboxIntent {
  return Object.hasOwn(inboxForms, value);
}

export type ReplyInput = Omit<z.infer<typeof inboxForms.reply>, "intent">;

/** A visitor's name and address as every public form checks them (the checkout's too). */
export { name as visitorNameSchema, email as visitorEmailSchema };
