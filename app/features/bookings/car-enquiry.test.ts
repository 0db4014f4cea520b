import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/bookings.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { submitCarEnquiry } from "./mutations.server.ts";

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
    const { outcome, status } = await submitCarEnquiry(
      database.db,
      { name: " Ada ", email: "ada@example.com", message: "Is the MR9 still for sale?", car: "ignored", car_name: "Forged name" },
      { ref: "marchal-mr9", id: carId, name: "Marchal MR9" },
      "203.0.113.9",
    );
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ status: "sent", car: "marchal-mr9" });
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
    expect(outcome.status === "sent" && rows[0]!.id.replace(/-/g, "").toUpperCase().startsWith(outcome.reference)).toBe(true);
  });

  it("stores an enquiry about a static car by name only, with a default message", async () => {
    const { outcome } = await submitCarEnquiry(database.db, { name: "Bo", email: "bo@example.com", message: "" }, { ref: "vh-79", name: "Vitesse VH-79" });
    expect(outcome.status).toBe("sent");
    const [row] = await database.db.select().from(contactMessages).where(eq(contactMessages.email, "bo@example.com"));
    expect(row).toMatchObject({ car_id: null, car_name: "Vitesse VH-79", message: "I would like to know more about the Vitesse VH-79." });
  });

  it("answers 400 with field messages and the typed values, and stores nothing", async () => {
    const { outcome, status } = await submitCarEnquiry(
      database.db,
      { name: "", email: "not-an-email", message: "Hello" },
      { ref: "marchal-mr9", id: carId, name: "Marchal MR9" },
    );
    expect(status).toBe(400);
    expect(outcome).toEqual({
      status: "invalid",
      car: "marchal-mr9",
      fieldErrors: { name: "form.nameRequired", email: "form.emailInvalid" },
      values: { name: "", email: "not-an-email", message: "Hello" },
    });
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, "not-an-email"))).toEqual([]);
  });

  it("refuses an enquiry about an unknown car", async () => {
    const { outcome, status } = await submitCarEnquiry(database.db, { name: "Cy", email: "cy@example.com", car: "no-such-car" }, null);
    expect(status).toBe(400);
    expect(outcome).toMatchObject({ status: "invalid", car: "no-such-car", fieldErrors: { car_name: "form.carRequired" } });
  });
});
