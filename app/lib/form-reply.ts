import type { SubmissionResult } from "@conform-to/react";

/**
 * The form protocol's pieces both halves need and the visitor's pages load
 * (decision 012): the reply's shape and how a form reads it. Free of Conform's
 * and zod's code (only their types), so a public page with a form does not
 * download them before someone fills it in (`visitor-form.ts`, decision 018).
 */

/**
 * What every action answers: Conform's submission result — what was typed
 * (`initialValue`, so the form comes back filled; `null` to empty it), a
 * message under each field (`error[name]`) and one for the whole form
 * (`error[""]`) — and, on success, the message to show (a catalogue key).
 */
export type FormReply = SubmissionResult<string[]> & {
  message?: string;
  /** On a page with several forms, the `intent` of the one this answers: only that form shows its messages (`replyTo`). */
  formIntent?: string;
};

/** The one way to tell a page's forms apart: each posts its `intent` (a hidden field or its button's value). */
export function intentOf(formData: FormData): string {
  const intent = formData.get("intent");
  return typeof intent === "string" ? intent : "";
}

/** The last answer if it is this form's (a form with several buttons has several intents), for the form's `lastResult`. */
export function replyTo<Reply extends FormReply>(formIntent: string | readonly string[], reply: Reply | null | undefined): Reply | undefined {
  const intents: readonly string[] = typeof formIntent === "string" ? [formIntent] : formIntent;
  return reply && reply.formIntent !== undefined && intents.includes(reply.formIntent) ? reply : undefined;
}

/** The first message of a field (or of the form, `""`) in the reader's words: a catalogue key is translated, text is shown as it is. */
export function fieldMessage(errors: readonly string[] | null | undefined, translate: (key: string) => string): string | undefined {
  const first = errors?.[0];
  return first === undefined ? undefined : translate(first);
}

/**
 * The field of a visitor's form that holds its idempotency key: a UUID made
 * in the browser (useVisitorForm), so a submission retried after its answer
 * was lost stores nothing twice (platform/idempotency.server.ts).
 */
export const IDEMPOTENCY_FIELD = "idempotency_key";
