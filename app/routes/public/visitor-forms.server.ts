/**
 * The HTTP side of the visitor forms — contact, experience request, car
 * enquiry, the cart's order request (and, through subscribe.server.ts, the
 * newsletter): read the post, check
 * it with the form's schema, count it against the per-client and per-address
 * limits, store it once per submission key, and answer on the form protocol
 * (decision 012): 400 with the field messages, 409, 429 with when to come
 * back, 500 with everything typed. What is stored and e-mailed is the
 * features' (bookings, shop, newsletter).
 */
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { createCarEnquiry, createContactMessage, createExperienceRequest, type EnquiryCar, type VisitorOrigin } from "../../features/bookings/mutations.server.ts";
import { carEnquirySchema, contactMessageSchema, enquiryIntent, experienceRequestSchemaOffering, orderFormSchema } from "../../features/bookings/schema.ts";
import { createOrderRequest, type OrderResult } from "../../features/shop/mutations.server.ts";
import { acceptForm, parseForm, refuseForm, refuseFormWith } from "../../lib/form.ts";
import { translator } from "../../lib/i18n/all.server.ts";
import { requestReference } from "../../lib/ids.ts";
import { MINUTE, minutesUntil, reserveAttempt, type ThrottleRule } from "../../platform/auth-throttle.server.ts";
import { localeContext, requestContext, servicesContext } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import { storeOnce, submissionKeyOf } from "../../platform/idempotency.server.ts";

/** Where this visitor's request comes from: their address and the language of the page they used. */
function visitorOrigin(context: Readonly<RouterContextProvider>): VisitorOrigin {
  return { clientIp: context.get(requestContext).clientIp, locale: context.get(localeContext) };
}

/** A visitor form's outcome in its transaction: stored, or refused by the throttle with the form's message. */
export type Throttled<T> = { stored: T } | { refused: string };
/** Only a stored submission keeps its key: a throttled one may be sent again, with the same key, later. */
export const wasStored = (outcome: Throttled<unknown>) => "stored" in outcome;

/**
 * Parses, validates and stores one visitor form. Success is answered only
 * once the row is committed (the form is emptied); invalid input answers 400
 * with the field messages, too many requests 429, a storage failure 500 —
 * all with what was typed.
 */
async function handleVisitorForm<T extends { email: string }>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  schema: z.ZodType<T>,
  store: (db: Database, input: T) => Promise<{ id: string }>,
  form: { name: string; label: string },
) {
  const formData = await request.formData();
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return refuseForm(submission);
  const { db } = context.get(servicesContext);
  let stored: { id: string };
  try {
    // Once per key: a retry (same key) gets the same answer, nothing stored or counted again.
    const { result } = await storeOnce(
      db,
      form.name,
      submissionKeyOf(formData),
      async (tx): Promise<Throttled<{ id: string }>> => {
        const permit = await reserveVisitorMail(context, submission.value.email, tx);
        if (!permit.allowed) return { refused: permit.message };
        return { stored: await store(tx, submission.value) };
      },
      wasStored,
    );
    if (!("stored" in result)) return refuseForm(submission, { form: result.refused }, 429);
    stored = result.stored;
  } catch (error) {
    context.get(requestContext).log.error({ err: error }, `${form.label} could not be stored`);
    return refuseForm(submission, { form: "form.sendFailed" }, 500);
  }
  // The visitor's proof that it left: the reference the team finds it by in the inbox.
  // (A key stored before references were answered holds no id.)
  return acceptForm(submission, { reset: true, extra: typeof stored.id === "string" ? { reference: requestReference(stored.id) } : {} });
}

export function handleContactForm(context: Readonly<RouterContextProvider>, request: Request) {
  return handleVisitorForm(context, request, contactMessageSchema, (db, input) => createContactMessage(db, input, visitorOrigin(context)), { name: "contact", label: "contact message" });
}

/**
 * The experiences page's action. `offered` are the choices the page offers
 * now (its published cards, then the custom one), in the visitor's language:
 * a choice no longer offered (a stale page, a forged post) is refused under
 * the field with the rest of the form's messages; the request keeps the
 * chosen experience's name as the visitor read it.
 */
export function handleExperienceRequest(context: Readonly<RouterContextProvider>, request: Request, offered: readonly { value: string; label: string }[]) {
  const names = new Map(offered.map((option) => [option.value, option.label]));
  return handleVisitorForm(
    context,
    request,
    experienceRequestSchemaOffering([...names.keys()]),
    (db, input) => createExperienceRequest(db, { ...input, experience_name: names.get(input.experience_type)! }, visitorOrigin(context)),
    { name: "experience", label: "experience request" },
  );
}

/**
 * Every public form that sends e-mail (subscribe, contact, car enquiry,
 * experience and order requests) sends one to the address typed into it. So
 * the site cannot be used to flood somebody's inbox, or as a spam relay, a
 * valid submission is counted per client IP and per recipient address, in the
 * database (across restarts and processes), with the sign-in throttle's
 * counters. Limits are per hour: FORM_LIMIT_PER_IP, FORM_LIMIT_PER_ADDRESS.
 */
/** Refused: the sentence the form shows, in the visitor's language, with when to come back. */
export type VisitorMailPermit = { allowed: true } | { allowed: false; message: string };

const HOUR = 60 * MINUTE;

export async function reserveVisitorMail(
  context: Readonly<RouterContextProvider>,
  address: string,
  /** The transaction the submission is stored in, when there is one: its count stands or falls with the row. */
  db: Database = context.get(servicesContext).db,
  now = new Date(),
): Promise<VisitorMailPermit> {
  const { env } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const rule = (max: number): ThrottleRule => ({ max, windowMs: HOUR, lockMs: HOUR });
  const checks: Array<[string, ThrottleRule]> = [
    [`visitor-mail:ip:${clientIp}`, rule(env.FORM_LIMIT_PER_IP)],
    [`visitor-mail:to:${address.trim().toLowerCase()}`, rule(env.FORM_LIMIT_PER_ADDRESS)],
  ];
  for (const [key, limit] of checks) {
    const attempt = await reserveAttempt(db, key, limit, now);
    if (!attempt.allowed) {
      context.get(requestContext).log.warn({ key: key.startsWith("visitor-mail:ip:") ? key : "visitor-mail:to:<address>" }, "visitor form throttled");
      const t = translator(context.get(localeContext));
      const when = t.count(minutesUntil(attempt.retryAt, now), { one: "form.retryInMinutesOne", other: "form.retryInMinutes" });
      return { allowed: false, message: t("form.throttled", { when }) };
    }
  }
  return { allowed: true };
}

/**
 * Validates and stores one car enquiry (the form of a car's page, of the
 * collection's dialog, of F1 Madness). Success is answered only once the
 * contact message is committed; a bad field answers 400 and an unknown car
 * 400 with a message for the form, both with what was typed; too many
 * requests 429.
 */
export async function submitCarEnquiry(
  db: Database,
  formData: FormData,
  findCar: (ref: string) => Promise<EnquiryCar | null> | EnquiryCar | null,
  origin: VisitorOrigin = {},
  /** The public-form throttle (reserveVisitorMail), counted in the submission's transaction; none in tests of the form alone. */
  reserve?: (email: string, tx: Database) => Promise<VisitorMailPermit>,
) {
  const submission = parseForm(formData, carEnquirySchema);
  const posted = formData.get("car");
  const formIntent = enquiryIntent(typeof posted === "string" ? posted : "");
  if (submission.status !== "success") return refuseForm(submission, { formIntent });
  const { car: ref, ...fields } = submission.value;
  const car = await findCar(ref);
  if (!car) return refuseForm(submission, { form: "form.carRequired", formIntent });
  // Once per key: a retry (same key) gets the first one's answer, nothing stored or counted again.
  const { result } = await storeOnce(
    db,
    "car-enquiry",
    submissionKeyOf(formData),
    async (tx): Promise<Throttled<{ id: string }>> => {
      const permit = reserve ? await reserve(fields.email, tx) : { allowed: true as const };
      if (!permit.allowed) return { refused: permit.message };
      return { stored: await createCarEnquiry(tx, { ...fields, car_id: car.id, car_name: car.name }, origin) };
    },
    wasStored,
  );
  if (!("stored" in result)) return refuseForm(submission, { form: result.refused, formIntent }, 429);
  return acceptForm(submission, { reset: true, formIntent, extra: { reference: requestReference(result.stored.id) } });
}

/**
 * A route action for an enquiry form: reads the post, finds the car from its
 * `car` field with `findCar`, stores the enquiry. A database failure answers
 * 500 with the values kept, so nothing typed is lost.
 */
export async function handleCarEnquiry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  findCar: (ref: string) => Promise<EnquiryCar | null> | EnquiryCar | null,
) {
  const formData = await request.formData();
  const { db } = context.get(servicesContext);
  const { log } = context.get(requestContext);
  try {
    return await submitCarEnquiry(db, formData, findCar, visitorOrigin(context), (email, tx) => reserveVisitorMail(context, email, tx));
  } catch (error) {
    log.error({ err: error }, "car enquiry failed");
    const posted = formData.get("car");
    return refuseForm(parseForm(formData, carEnquirySchema), { form: "form.sendFailed", formIntent: enquiryIntent(typeof posted === "string" ? posted : "") }, 500);
  }
}

/**
 * Validates and stores an order request from the cart. The cart sends ids,
 * sizes and quantities (`items`, JSON); names, prices and stock are the
 * database's. Success is answered only once the row is committed; a cart the
 * stock no longer allows is refused (409) with its problems.
 */
export async function submitOrderRequest(
  db: Database,
  formData: FormData,
  origin: VisitorOrigin = {},
  /** The public-form throttle (reserveVisitorMail), counted in the submission's transaction; none in tests of the form alone. */
  reserve?: (email: string, tx: Database) => Promise<VisitorMailPermit>,
) {
  const submission = parseForm(formData, orderFormSchema);
  if (submission.status !== "success") return refuseForm(submission);
  // Once per key: a retry (same key) gets the first one's answer, nothing stored or counted again. A
  // cart the stock no longer allows gives its key back: corrected, it is sent again with the same key.
  const { result: outcome } = await storeOnce(
    db,
    "order",
    submissionKeyOf(formData),
    async (tx): Promise<Throttled<OrderResult>> => {
      const permit = reserve ? await reserve(submission.value.email, tx) : { allowed: true as const };
      if (!permit.allowed) return { refused: permit.message };
      return { stored: await createOrderRequest(tx, submission.value, origin) };
    },
    (outcome) => "stored" in outcome && outcome.stored.status === "created",
  );
  if (!("stored" in outcome)) return refuseForm(submission, { form: outcome.refused }, 429);
  const result = outcome.stored;
  if (result.status === "rejected") return refuseFormWith(refuseForm(submission, { form: "cart.rejected" }, 409), { problems: result.problems });
  const count = submission.value.items.reduce((sum, item) => sum + item.quantity, 0);
  return acceptForm(submission, { reset: true, extra: { reference: requestReference(result.id), total: result.total, count } });
}

/** The cart route's action. A database failure answers 500 and keeps the typed values. */
export async function handleOrderRequest(context: Readonly<RouterContextProvider>, request: Request) {
  const formData = await request.formData();
  const { db } = context.get(servicesContext);
  const { log } = context.get(requestContext);
  try {
    return await submitOrderRequest(db, formData, visitorOrigin(context), (email, tx) => reserveVisitorMail(context, email, tx));
  } catch (error) {
    log.error({ err: error }, "order request failed");
    return refuseForm(parseForm(formData, orderFormSchema), { form: "form.sendFailed" }, 500);
  }
}
