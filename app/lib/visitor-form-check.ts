import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * The browser's check of a visitor form, loaded once someone starts filling
 * one in (`visitor-form.ts`): Conform's parse with the form's schema, exactly
 * as the action parses the post (`parseForm`), so both halves read empty
 * fields and numbers the same way and find the same messages.
 */
export function formErrors(form: HTMLFormElement, schema: z.ZodType): Record<string, string[]> {
  const submission = parseWithZod(new FormData(form), { schema });
  const errors: Record<string, string[]> = {};
  if (submission.status === "success") return errors;
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    if (messages?.length) errors[name] = messages;
  }
  return errors;
}
