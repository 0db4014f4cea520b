import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormReply } from "./form-reply.ts";

/**
 * The one form protocol (docs/decisions/012-form-protocol.md): a form's zod
 * schema checks it in the browser (on blur, then as it is corrected, and
 * before it is sent) and again on the server; every action answers the same
 * shape, `FormReply`. Forms stay plain `<Form method="post">` posts, so they
 * work before JavaScript loads and without it.
 *
 * Messages are catalogue keys (the schemas' `msg(key)`); a message the server
 * found (a slug taken, better-auth's refusal) may also be text already in the
 * reader's words. `fieldMessage` shows either.
 */

export { fieldMessage, intentOf, replyTo, type FormReply } from "./form-reply.ts";

/** A form's submission, parsed with its schema (the same one the browser uses). */
export function parseForm<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(withoutNul(formData), { schema });
}

/**
 * The posted values without U+0000: nobody types it, and PostgreSQL's text
 * cannot hold it (the insert would fail with a server error). Dropped, like
 * the spaces a schema trims, before the schema reads the form. Found by
 * fuzzing the public forms (tests/integration/fuzz.test.ts).
 */
export function withoutNul(formData: FormData): FormData {
  let found = false;
  for (const [name, value] of formData) if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) found = true;
  if (!found) return formData;
  const clean = new FormData();
  for (const [name, value] of formData) clean.append(name.replaceAll("\u0000", ""), typeof value === "string" ? value.replaceAll("\u0000", "") : value);
  return clean;
}

/** Any parsed submission: what the replies below need of it. */
type Parsed = { reply(options?: { resetForm?: boolean } | { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]> };

/**
 * The refusal: 400 (or `status`, e.g. 429 for a throttle) with the schema's
 * messages, those the server adds under a field or for the whole form, and
 * everything typed.
 */
export function refuseForm(submission: Parsed, extra: { fields?: Record<string, string>; form?: string; formIntent?: string } = {}, status = 400) {
  const fieldErrors = Object.fromEntries(Object.entries(extra.fields ?? {}).map(([name, message]) => [name, [message]]));
  const reply: FormReply = {
    ...submission.reply({ ...(extra.fields ? { fieldErrors } : {}), ...(extra.form ? { formErrors: [extra.form] } : {}) }),
    ...(extra.formIntent ? { formIntent: extra.formIntent } : {}),
  };
  return data(reply, { status });
}

/** A refusal that also carries what the page shows beside its messages (an order's problems). */
export function refuseFormWith<Extra extends object>(refusal: ReturnType<typeof refuseForm>, extra: Extra) {
  return data({ ...refusal.data, ...extra }, refusal.init ?? undefined);
}

/**
 * The refusal of a post that is not a form someone filled (a row's Delete or
 * Publish button): nothing typed to give back, one message for the page.
 */
export function refuseRequest(message: string, status: number) {
  const reply: FormReply = { status: "error", error: { "": [message] } };
  return data(reply, { status });
}

/** The success of such a post that stays on the page (a photo's caption saved, the order saved): the message to show. */
export function acceptRequest(message: string) {
  const reply: FormReply = { status: "success", message };
  return data(reply);
}

/**
 * The success: the form is emptied (`reset`) or kept as saved, `message` is
 * shown, and `extra` carries what the page shows next (a QR code, a token).
 */
export function acceptForm<Extra extends object = object>(
  submission: Parsed,
  options: { message?: string; reset?: boolean; formIntent?: string; extra?: Extra; init?: ResponseInit } = {},
) {
  const reply = {
    ...submission.reply({ resetForm: options.reset ?? false }),
    status: "success",
    ...(options.message ? { message: options.message } : {}),
    ...(options.formIntent ? { formIntent: options.formIntent } : {}),
    ...options.extra,
  } as FormReply & Partial<Extra>;
  return data(reply, options.init);
}

/**
 * The browser half: Conform's form state, validated with `schema` on blur and
 * as a wrong field is corrected, filled and marked from the server's last
 * answer (`lastResult`, the action data).
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  lastResult: FormReply | null | undefined,
  options?: { id?: string; defaultValue?: DefaultValue<z.input<Schema>> | Record<string, unknown> },
): ReturnType<typeof useForm<z.input<Schema>, z.output<Schema>, string[]>>;
/** A schema that reads several fields into one (an object with a `.transform`, e.g. the car's specification rows). */
export function useSchemaForm<Schema extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: Schema,
  lastResult: FormReply | null | undefined,
  options?: { id?: string; defaultValue?: Record<string, unknown> },
): ReturnType<typeof useForm<z.input<Schema>, z.output<Schema>, string[]>>;
export function useSchemaForm(
  schema: z.ZodType<unknown, Record<string, unknown>>,
  lastResult: FormReply | null | undefined,
  // What the fields show first: stored values (strings, numbers, booleans, lists), before anything is typed.
  options: { id?: string; defaultValue?: Record<string, unknown> } = {},
) {
  return useForm<Record<string, unknown>, unknown, string[]>({
    id: options.id,
    lastResult: lastResult ?? undefined,
    defaultValue: options.defaultValue as DefaultValue<Record<string, unknown>> | undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
