/**
 * The bookings' pure rules, safe on both sides and free of zod (decision 018:
 * a page that only needs these does not load the forms' schemas).
 */

/** §5: the contact form's subjects, value → label, in this order. */
export const CONTACT_SUBJECTS = ["racing", "coaching", "cars", "partnership", "media", "other"] as const;
export type ContactSubjectOption = (typeof CONTACT_SUBJECTS)[number];

export function isContactSubject(value: string | null | undefined): value is ContactSubjectOption {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value ?? "");
}

/** The visitor forms' limits: the schemas' and the fields' `maxLength`. */
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 4000;

/** On a page with several enquiry forms (one per car), the `formIntent` of this car's: only its form shows the reply (`replyTo`). */
export function enquiryIntent(ref: string): string {
  return `enquiry:${ref}`;
}

/** The car an enquiry reply is about (its `formIntent`), if it is one. */
export function enquiryCarOf(formIntent: string | undefined): string | undefined {
  return formIntent?.startsWith("enquiry:") ? formIntent.slice("enquiry:".length) : undefined;
}
