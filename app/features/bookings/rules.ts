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

/** The car an enquiry reply is about (its `formIntent`), if it is one. */
export function enquiryCarOf(formIntent: string | undefined): string | undefined {
  return formIntent?.startsWith("enquiry:") ? formIntent.slice("enquiry:".length) : undefined;
}
