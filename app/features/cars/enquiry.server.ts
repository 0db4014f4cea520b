import { data, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../platform/context.ts";
import { reserveVisitorMail, type VisitorMailPermit } from "../site/visitor-throttle.server.ts";
import type { Database } from "../../platform/db.server.ts";
import { createCarEnquiry } from "../bookings/mutations.server.ts";
import { carEnquirySchema, fieldErrors } from "../bookings/schema.ts";
import { requestReference, type EnquiryOutcome, type EnquiryValues } from "./schema.ts";

/** The car an enquiry is about, as the server knows it: never the name the browser sent. */
export interface EnquiryCar {
  /** The slug of a catalogue car, or the key of a static F1 Madness car. */
  ref: string;
  /** Set for a car that has a row. */
  id?: string;
  name: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Validates and stores one car enquiry. "sent" is answered only once the
 * contact message is committed; a bad field answers 400 with the typed values.
 */
export async function submitCarEnquiry(
  db: Database,
  fields: Record<string, unknown>,
  car: EnquiryCar | null,
  clientIp?: string,
  /** The public-form throttle (see visitor-throttle.server.ts); none in tests of the form alone. */
  reserve?: (email: string) => Promise<VisitorMailPermit>,
): Promise<{ outcome: EnquiryOutcome; status: number }> {
  const values: EnquiryValues = { name: text(fields.name), email: text(fields.email), message: text(fields.message) };
  const ref = car?.ref ?? text(fields.car);
  const parsed = carEnquirySchema.safeParse({ ...values, car_id: car?.id, car_name: car?.name ?? "" });
  if (!parsed.success) {
    return { outcome: { status: "invalid", car: ref, fieldErrors: fieldErrors(parsed.error), values }, status: 400 };
  }
  const permit = reserve ? await reserve(parsed.data.email) : { allowed: true as const };
  if (!permit.allowed) return { outcome: { status: "failed", car: ref, values, retryIn: permit.retryIn }, status: 429 };
  const row = await createCarEnquiry(db, parsed.data, clientIp);
  return { outcome: { status: "sent", car: ref, reference: requestReference(row.id) }, status: 200 };
}

/**
 * A route action for an enquiry form: reads the post, finds the car from its
 * `car` field with `findCar`, stores the enquiry. A database failure answers
 * "failed" (500) with the values kept, so nothing typed is lost.
 */
export async function handleCarEnquiry(
  context: Readonly<RouterContextProvider>,
  request: Request,
  findCar: (ref: string) => Promise<EnquiryCar | null> | EnquiryCar | null,
) {
  const fields = Object.fromEntries(await request.formData());
  const { db } = context.get(servicesContext);
  const { clientIp, log } = context.get(requestContext);
  const ref = text(fields.car);
  try {
    const car = ref ? await findCar(ref) : null;
    const { outcome, status } = await submitCarEnquiry(db, fields, car, clientIp, (email) => reserveVisitorMail(context, email));
    return data(outcome, { status });
  } catch (error) {
    log.error({ err: error }, "car enquiry failed");
    const values: EnquiryValues = { name: text(fields.name), email: text(fields.email), message: text(fields.message) };
    return data<EnquiryOutcome>({ status: "failed", car: ref, values }, { status: 500 });
  }
}
