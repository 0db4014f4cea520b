import type { z } from "zod";
import { parseForm } from "../../app/lib/form.ts";

/**
 * A form as the browser posts it: each value a field, a list one field per
 * item under the same name, an absent checkbox not posted at all.
 */
export function formDataOf(values: Record<string, string | readonly string[] | undefined>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of typeof value === "string" ? [value] : value) formData.append(name, item);
  }
  return formData;
}

/**
 * A schema run the way the protocol runs it (`parseForm`, as the action and
 * the browser do): the value, or the first message of each field.
 */
export function submit<Schema extends z.ZodType>(schema: Schema, values: Record<string, string | readonly string[] | undefined>) {
  const submission = parseForm(formDataOf(values), schema);
  const reply = submission.reply();
  const errors = Object.fromEntries(Object.entries(reply.error ?? {}).map(([name, messages]) => [name, messages?.[0]]));
  return { value: submission.status === "success" ? (submission.value as z.output<Schema>) : undefined, errors };
}
