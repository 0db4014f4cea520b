import { z } from "zod";
import { adminMsg, msg, optionalText, requiredText } from "../admin/schema.ts";

/**
 * The newsletter's admin forms (client-safe): composing an edition and the
 * subscriber list's row actions. Apart from schema.ts, whose subscribe form
 * every public page with the newsletter block loads: a module's top-level
 * schemas stay in whatever chunk imports it, so these would ship to visitors.
 */
export const EDITION_CONTENT_MAX = 200_000;

/** A subject is a mail header: a line break in it could start another header. */
const headerText = (max: number) => requiredText(max).refine((value) => !/[\r\n]/.test(value), msg("editions.field.singleLine"));

/**
 * An edition in English, and optionally in French for French subscribers: a
 * French edition needs its subject and its content (its title falls back to
 * the subject); without them French readers get the English edition.
 */
export const editionFormSchema = z
  .object({
    title: requiredText(200),
    subject: headerText(200),
    content: z.string().max(EDITION_CONTENT_MAX, msg("admin.field.tooLong")).default(""),
    title_fr: optionalText(200),
    subject_fr: optionalText(200).refine((value) => value === null || !/[\r\n]/.test(value), msg("editions.field.singleLine")),
    content_fr: z
      .string()
      .max(EDITION_CONTENT_MAX, msg("admin.field.tooLong"))
      .default("")
      .transform((value) => (value.replace(/<[^>]*>/g, "").trim() === "" ? null : value)),
  })
  .superRefine(
    (value, ctx) => {
      const started = value.title_fr !== null || value.subject_fr !== null || value.content_fr !== null;
      if (started && value.subject_fr === null) ctx.addIssue({ code: "custom", path: ["subject_fr"], message: "editions.field.frenchSubjectRequired" });
      if (started && value.content_fr === null) ctx.addIssue({ code: "custom", path: ["content_fr"], message: "editions.field.frenchContentRequired" });
    },
    { when: () => true },
  );
export type EditionForm = z.infer<typeof editionFormSchema>;

export const editionIdSchema = z.uuid();

/** The row actions of the subscriber list, one schema per intent: unsubscribe by hand, and GDPR erasure. */
const subscriberId = z.uuid(adminMsg("subscribers.gone"));
export const subscriberForms = {
  unsubscribe: z.object({ intent: z.literal("unsubscribe"), id: subscriberId }),
  erase: z.object({ intent: z.literal("erase"), id: subscriberId }),
} as const;
export type SubscriberFormIntent = keyof typeof subscriberForms;

export function isSubscriberFormIntent(value: string): value is SubscriberFormIntent {
  return Object.hasOwn(subscriberForms, value);
}

