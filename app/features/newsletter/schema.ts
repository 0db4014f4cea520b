import { z } from "zod";

export const subscribeSchema = z.object({
  email: z
    .string({ error: "form.emailRequired" })
    .trim()
    .min(1, { error: "form.emailRequired" })
    .max(254, { error: "form.emailInvalid" })
    .pipe(z.email({ error: "form.emailInvalid" })),
});

/** What the subscribe action answers: the toast to show, and the address to keep in the field on failure. */
export type SubscribeOutcome =
  | { form: "subscribe"; status: "success" }
  | { form: "subscribe"; status: "duplicate" | "failed"; email: string }
  | { form: "subscribe"; status: "invalid"; email: string; error: string };
