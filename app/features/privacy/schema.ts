import { z } from "zod";
import { adminMsg } from "../admin/schema.ts";

/**
 * The rights of a person (GDPR art. 15, 17, 20), admin side (client-safe):
 * the search by e-mail address, the erasure's confirmation, the marks that
 * replace what is erased, and the retention setting's bounds.
 */

/** What replaces a person's name, address and words in a request, a message or a log entry once erased or past the retention period. */
export const REDACTION_MARK = "[redacted]";

const personEmail = z
  .string(adminMsg("personalData.emailRequired"))
  .trim()
  .toLowerCase()
  .min(1, adminMsg("personalData.emailRequired"))
  .max(254, adminMsg("form.emailInvalid"))
  .pipe(z.email(adminMsg("form.emailInvalid")));

/** Find and Export: an address. */
export const personSearchSchema = z.object({ email: personEmail });

/** Erase: the address, and the box that says the admin means it (for good, no trash). */
export const personEraseSchema = z.object({
  email: personEmail,
  confirm: z.literal("on", adminMsg("personalData.confirmRequired")),
});

export const personDataForms = {
  find: personSearchSchema.extend({ intent: z.literal("find") }),
  erase: personEraseSchema.extend({ intent: z.literal("erase") }),
};
export type PersonDataIntent = keyof typeof personDataForms;
export function isPersonDataIntent(value: string | null | undefined): value is PersonDataIntent {
  return value === "find" || value === "erase";
}

/** Requests older than this many months are anonymized automatically (site settings); between 1 month and 10 years. */
export const RETENTION_MONTHS = { min: 1, max: 120, default: 36 } as const;
