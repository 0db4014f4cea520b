import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/bookings.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import type { EnquiryCar, EnquiryReply } from "../../features/bookings/mutations.server.ts";
import { submitCarEnquiry } from "./visitor-forms.server.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** What the action returns through `data()`: the protocol's reply and its status. */
function answer(result: unknown): { status: number; reply: EnquiryReply } {
  const value = result as { data: EnquiryReply; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, reply: value.data };
}

describe.each(testDatabaseKinds())("car enquiries on %s", (kind) => {
  let database: DatabaseHandle;
  let carId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [car] = await database.db
      .insert(historicF1Cars)
      .values({ slug: "marchal-mr9", name: "Marchal MR9", year: 1974 })
      .returning({ id: historicF1Cars.id });
    carId = car!.id;
  });
  afterAll(() => database?.close());

  it("stores a contact message about cars, linked to the car, before answering sent", async () => {
    const asked: string[] = [];
    const find = (ref: string): EnquiryCar => (asked.push(ref), { ref: "marchal-mr9", id: carId, name: "Marchal MR9" });
    const { reply, status } = answer(
      await submitCarEnquiry(database.db, form({ name: " Ada ", email: "ada@example.com", message: "Is the MR9 still for sale?", car: "marchal-mr9", car_name: "Forged name" }), find, { clientIp: "203.0.113.9" }),
    );
    expect(status).toBe(200);
    // The protocol's success, emptied, for this car's form only, with the stored enquiry's reference.
    expect(reply).toMatchObject({ status: "success", initialValue: null, formIntent: "enquiry:marchal-mr9" });
    expect(asked).toEqual(["marchal-mr9"]);
    const rows = await database.db.select().from(contactMessages).where(eq(contactMessages.email, "ada@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Ada",
      subject: "cars",
      message: "Is the MR9 still for sale?",
      car_id: carId,
      car_name: "Marchal MR9",
      client_ip: "203.0.113.9",
    });
    expect(reply.reference).toMatch(/^[0-9A-F]{8}$/);
    expect(rows[0]!.id.replace(/-/g, "").toUpperCase().startsWith(reply.reference!)).toBe(true);
  });

  it("stores an enquiry about a static car by name only, with a default message", async () => {
    const { reply } = answer(await submitCarEnquiry(database.db, form({ name: "Bo", email: "bo@example.com", message: "", car: "vh-79" }), () => ({ ref: "vh-79", name: "Vitesse VH-79" })));
    expect(reply.status).toBe("success");
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, "bo@example.com"));
    expect(row).toMatchObject({ car_id: null, car_name: "Vitesse VH-79", message: "I would like to know more about the Vitesse VH-79." });
  });

  it("answers 400 with field messages and the typed values, and stores nothing", async () => {
    const { reply, status } = answer(
      await submitCarEnquiry(database.db, form({ name: "", email: "not-an-email", message: "Hello", car: "marchal-mr9" }), () => ({ ref: "marchal-mr9", id: carId, name: "Marchal MR9" })),
    );
    expect(status).toBe(400);
    expect(reply).toEqual({
      status: "error",
      formIntent: "enquiry:marchal-mr9",
      error: { name: ["form.nameRequired"], email: ["form.emailInvalid"] },
      initialValue: { email: "not-an-email", message: "Hello", car: "marchal-mr9" },
      fields: expect.any(Array),
    });
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, "not-an-email"))).toEqual([]);
  });

  it("refuses an enquiry about an unknown car", async () => {
    const { reply, status } = answer(await submitCarEnquiry(database.db, form({ name: "Cy", email: "cy@example.com", car: "no-such-car" }), () => null));
    expect(status).toBe(400);
    expect(reply).toMatchObject({ status: "error", formIntent: "enquiry:no-such-car", error: { "": ["form.carRequired"] }, initialValue: { name: "Cy", email: "cy@example.com" } });
  });
});
