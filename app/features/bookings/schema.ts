import { z } from "zod";
import { contactSubjects, experienceTypes } from "../../db/schema/bookings.ts";
import type { MessageKey } from "../../lib/i18n/index.ts";

/**
 * The forms visitors send, one zod schema each, used by the server to parse
 * every submission. Error messages are catalog keys, translated where shown.
 */
const msg = (key: MessageKey) => ({ error: key });

export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 4000;

const name = z.string(msg("form.nameRequired")).trim().min(1, msg("form.nameRequired")).max(NAME_MAX, msg("form.nameTooLong"));
const email = z
  .string(msg("form.emailRequired"))
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
  car_name: z.string().trim().min(1, msg("form.carRequired")).max(200),
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
export type FieldErrors = Partial<Record<string, MessageKey>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message as MessageKey;
  }
  return errors;
}
