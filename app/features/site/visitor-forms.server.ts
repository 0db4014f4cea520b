import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { FormResult } from "../bookings/components/form-result.ts";
import { createContactMessage, createExperienceRequest } from "../bookings/mutations.server.ts";
import { contactMessageSchema, experienceRequestSchema, fieldErrors } from "../bookings/schema.ts";
import { requestContext, servicesContext } from "../../platform/context.ts";
import { reserveVisitorMail } from "./visitor-throttle.server.ts";

const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
const EXPERIENCE_FIELDS = ["name", "email", "experience_type", "message"] as const;

/** Only the form's own text fields, as typed: what comes back into the form after an error. */
function pick(form: FormData, fields: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/**
 * Parses, validates and stores one visitor form. Success is answered only
 * once the row is committed; invalid input answers 400 with the field
 * messages, too many requests 429, a storage failure 500 — all with the
 * typed values.
 */
async function handleVisitorForm<T extends { email: string }>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  fields: readonly string[],
  schema: z.ZodType<T>,
  store: (input: T) => Promise<unknown>,
  label: string,
) {
  const values = pick(await request.formData(), fields);
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return data<FormResult>({ status: "invalid", fieldErrors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  try {
    const permit = await reserveVisitorMail(context, parsed.data.email);
    if (!permit.allowed) return data<FormResult>({ status: "failed", values, retryIn: permit.retryIn }, { status: 429 });
    await store(parsed.data);
  } catch (error) {
    context.get(requestContext).log.error({ err: error }, `${label} could not be stored`);
    return data<FormResult>({ status: "failed", values }, { status: 500 });
  }
  return data<FormResult>({ status: "success" });
}

export function handleContactForm(context: Readonly<RouterContextProvider>, request: Request) {
  const { db } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  return handleVisitorForm(context, request, CONTACT_FIELDS, contactMessageSchema, (input) => createContactMessage(db, input, clientIp), "contact message");
}

export function handleExperienceRequest(context: Readonly<RouterContextProvider>, request: Request) {
  const { db } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  return handleVisitorForm(
    context,
    request,
    EXPERIENCE_FIELDS,
    experienceRequestSchema,
    (input) => createExperienceRequest(db, input, clientIp),
    "experience request",
  );
}
