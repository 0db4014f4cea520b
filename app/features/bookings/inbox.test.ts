import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, experienceRequests, orderRequests, requestMessages } from "../../db/schema/bookings.ts";
import { historicF1Cars } from "../../db/schema/cars.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { merchandise } from "../../db/schema/shop.ts";
import { siteSettings } from "../../db/schema/site.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { countNewRequests, getRequest, getThread, listInbox, replySubjectFor } from "./queries.server.ts";
import { createOrderRequest } from "../shop/mutations.server.ts";
import { createCarEnquiry, createContactMessage, createExperienceRequest, addRequestNote, changeRequestStatus, sendRequestReply } from "./mutations.server.ts";
import { parseInboxParams } from "./schema.ts";

const params = (query = "") => parseInboxParams(new URLSearchParams(query));
const actor = { id: "admin-1", email: "chief@ecurie.example" };

describe.each(testDatabaseKinds())("bookings inbox on %s", (kind) => {
  let database: DatabaseHandle;
  const ids: Record<string, string> = {};

  const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    await db.insert(siteSettings).values({
      team_name: "Écurie Test",
      driver_name: "Lucas Test",
      driver_slug: "lucas-test",
      contact_email: "contact@ecurie.example",
      contact_phone: "+33 1 00 00 00 00",
      address: "1 rue du Circuit, Magny-Cours",
      notification_email: "requests@ecurie.example",
    });
    const [car] = await db.insert(historicF1Cars).values({ slug: "marchal-mr9", name: "Marchal MR9", year: 1974 }).returning({ id: historicF1Cars.id });
    const [tee] = await db
      .insert(merchandise)
      .values({ name: "Team T-Shirt", price: "39.00", category: "Apparel", stock_quantity: 10, sizes_available: ["M"] })
      .returning({ id: merchandise.id });

    // Oldest first, so the inbox (newest first) reads them in reverse.
    ids.contact = (await createContactMessage(db, { name: "Ann Contact", email: "ann@example.com", subject: "media", message: "An interview, please." })).id;
    ids.car = (await createCarEnquiry(db, { name: "Bob Car", email: "bob@example.com", message: "", car_id: car!.id, car_name: "Marchal MR9" })).id;
    ids.static = (await createCarEnquiry(db, { name: "Cid Static", email: "cid@example.com", message: "Price?", car_name: "Corbière C80" })).id;
    ids.experience = (await createExperienceRequest(db, { name: "Dee Drive", email: "dee@example.com", experience_type: "vip", experience_name: "VIP Event Package", message: "Monaco weekend" }, { locale: "fr" })).id;
    const order = await createOrderRequest(db, { name: "Eve Order", email: "eve@example.com", message: "Ship to Lyon", items: [{ merchandise_id: tee!.id, size: "M", quantity: 2 }] });
    if (order.status !== "created") throw new Error("order refused");
    ids.order = order.id;
  });
  afterAll(() => database?.close());

  it("queues a notification to the team and a confirmation to the visitor for every request", async () => {
    const notifications = await mailsTo("requests@ecurie.example");
    expect(notifications.map((mail) => mail.subject).sort()).toEqual(
      [
        "New contact message: Media Inquiry — Ann Contact",
        "New car enquiry: Marchal MR9 — Bob Car",
        "New car enquiry: Corbière C80 — Cid Static",
        "New experience request: VIP Event Package — Dee Drive",
        "New order request: 2 items, €78 — Eve Order",
      ].sort(),
    );
    for (const mail of notifications) expect(mail.kind).toBe("request_notification");
    const [toAnn] = notifications.filter((mail) => mail.subject?.includes("Ann Contact"));
    expect(toAnn).toMatchObject({ reply_to: "ann@example.com", status: "pending" });
    expect(toAnn!.text_body).toContain("An interview, please.");
    expect(toAnn!.text_body).toContain(`/admin/bookings/contact/${ids.contact}`);

    const confirmations = await mailsTo("eve@example.com");
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ kind: "request_confirmation", reply_to: "requests@ecurie.example" });
    expect(confirmations[0]!.subject).toMatch(/^Your order request [0-9A-F]{8} — Écurie Test$/);
    expect(confirmations[0]!.text_body).toContain("2 × Team T-Shirt (size M) — €78");
    expect(confirmations[0]!.text_body).toContain("no payment has been taken");
    expect(confirmations[0]!.text_body).toContain("contact@ecurie.example");
    expect(await mailsTo("dee@example.com")).toHaveLength(1);
  });

  it("refuses a line break in a name or an address with a field message, and stores nothing", async () => {
    const { contactMessageSchema } = await import("./schema.ts");
    /** Each field's first message, as the form shows it. */
    const fieldErrors = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) => {
      const errors: Record<string, string> = {};
      for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
      return errors;
    };
    const parsed = contactMessageSchema.safeParse({ name: "Mallory\r\nBcc: all@example.com", email: "m@example.com\nBcc: x@example.com", subject: "other", message: "hi" });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toMatchObject({ name: "form.noLineBreaks", email: "form.noLineBreaks" });
    // Every visitor form shares the same name and address rules.
    const { carEnquirySchema, experienceRequestSchema, orderRequestSchema } = await import("./schema.ts");
    const injected = { name: "Eve\nBcc: all@example.com", email: "eve@example.com" };
    for (const schema of [carEnquirySchema, experienceRequestSchema, orderRequestSchema]) {
      const result = schema.safeParse({ ...injected, car: "marchal-mr9", experience_type: "vip", items: [] });
      expect(fieldErrors(result.error!).name).toBe("form.noLineBreaks");
    }

    // Even past the schema, the insert and its e-mails are one transaction: nothing is left behind.
    await expect(
      createContactMessage(database.db, { name: "Mallory\r\nBcc: all@example.com", email: "mallory@example.com", subject: "other", message: "hi" }),
    ).rejects.toThrow();
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.email, "mallory@example.com"))).toEqual([]);
    expect(await mailsTo("mallory@example.com")).toEqual([]);
  });

  it("lists the three tables as one inbox, newest first, with each type", async () => {
    const { rows, info } = await listInbox(database.db, params());
    expect(info.total).toBe(5);
    expect(rows.map((row) => [row.type, row.name])).toEqual([
      ["order", "Eve Order"],
      ["experience", "Dee Drive"],
      ["car_enquiry", "Cid Static"],
      ["car_enquiry", "Bob Car"],
      ["contact", "Ann Contact"],
    ]);
    expect(rows[0]).toMatchObject({ status: "new", itemCount: 2, total: "78.00", topic: null, excerpt: "Ship to Lyon" });
    expect(rows[1]).toMatchObject({ topic: "VIP Event Package" });
    expect(rows[3]).toMatchObject({ topic: "Marchal MR9", excerpt: "I would like to know more about the Marchal MR9." });
    expect(rows[4]).toMatchObject({ topic: "media", itemCount: null, total: null });
    // Each row says which site its visitor wrote from: the admin's screen marks their words with it.
    expect(rows.map((row) => row.locale)).toEqual(["en", "fr", "en", "en", "en"]);
  });

  it("filters by type, search and page", async () => {
    expect((await listInbox(database.db, params("type=contact"))).rows.map((row) => row.name)).toEqual(["Ann Contact"]);
    expect((await listInbox(database.db, params("type=car_enquiry"))).rows.map((row) => row.name)).toEqual(["Cid Static", "Bob Car"]);
    expect((await listInbox(database.db, params("type=experience"))).rows.map((row) => row.name)).toEqual(["Dee Drive"]);
    expect((await listInbox(database.db, params("type=order"))).rows.map((row) => row.name)).toEqual(["Eve Order"]);
    expect((await listInbox(database.db, params("q=monaco"))).rows.map((row) => row.name)).toEqual(["Dee Drive"]);
    expect((await listInbox(database.db, params("q=bob@example"))).rows.map((row) => row.name)).toEqual(["Bob Car"]);
    expect((await listInbox(database.db, params("q=100%25"))).rows).toEqual([]);
    const past = await listInbox(database.db, params("page=9"));
    expect(past.info).toMatchObject({ page: 1, pageCount: 1 });
  });

  it("counts new requests per type", async () => {
    expect(await countNewRequests(database.db)).toEqual({ contact: 1, car_enquiry: 2, experience: 1, order: 1, total: 5 });
  });

  it("reads one request in full, and only under its own type", async () => {
    const car = await getRequest(database.db, "car_enquiry", ids.car!);
    expect(car).toMatchObject({ type: "car_enquiry", name: "Bob Car", carName: "Marchal MR9", car: { slug: "marchal-mr9", inTrash: false } });
    expect(await getRequest(database.db, "contact", ids.car!)).toBeNull();
    expect(await getRequest(database.db, "order", ids.car!)).toBeNull();
    expect(await getRequest(database.db, "order", "not-a-uuid")).toBeNull();
    const order = await getRequest(database.db, "order", ids.order!);
    expect(order).toMatchObject({ type: "order", itemCount: 2, total: "78.00", items: [{ name: "Team T-Shirt", size: "M", quantity: 2, unit_price: "39.00" }] });
    expect(replySubjectFor(order!)).toMatch(/^Re: Order request [0-9A-F]{8}$/);
    expect(replySubjectFor((await getRequest(database.db, "contact", ids.contact!))!)).toBe("Re: Media Inquiry");
  });

  it("changes the status, keeps notes and a reply in the thread, and the filters follow", async () => {
    const db = database.db;
    expect(await changeRequestStatus(db, actor, "experience", ids.experience!, "in_progress")).toEqual({ from: "new", changed: true });
    expect(await changeRequestStatus(db, actor, "experience", ids.experience!, "in_progress")).toEqual({ from: "in_progress", changed: false });
    expect(await changeRequestStatus(db, actor, "contact", ids.car!, "done")).toBeNull();
    await addRequestNote(db, actor, "experience", ids.experience!, "Called back, waiting for dates.");

    const request = (await getRequest(db, "experience", ids.experience!))!;
    const before = (await db.select().from(mailOutbox)).length;
    const { mailId } = await sendRequestReply(db, actor, request, { subject: "Re: VIP Event Package", message: "Dear Dee,\nMonaco works for us." });
    const after = await db.select().from(mailOutbox);
    expect(after).toHaveLength(before + 1);
    const reply = after.find((mail) => mail.id === mailId)!;
    expect(reply).toMatchObject({ kind: "request_reply", to_address: "dee@example.com", subject: "Re: VIP Event Package", reply_to: "requests@ecurie.example" });
    expect(reply.text_body).toContain("Monaco works for us.");
    expect(reply.text_body).toContain("Monaco weekend");

    const thread = await getThread(db, "experience", ids.experience!);
    expect(thread.map((entry) => [entry.kind, entry.body])).toEqual([
      ["status", "in_progress"],
      ["note", "Called back, waiting for dates."],
      ["reply", "Dear Dee,\nMonaco works for us."],
    ]);
    expect(thread[2]!.mail).toMatchObject({ status: "pending", subject: "Re: VIP Event Package" });
    expect(thread.every((entry) => entry.authorEmail === actor.email)).toBe(true);
    // Another request's thread is its own.
    expect(await getThread(db, "contact", ids.contact!)).toEqual([]);

    // A reply to a new request moves it to in progress.
    const contact = (await getRequest(db, "contact", ids.contact!))!;
    await sendRequestReply(db, actor, contact, { subject: "Re: Media Inquiry", message: "Yes." });
    expect((await getThread(db, "contact", ids.contact!)).map((entry) => entry.kind)).toEqual(["status", "reply"]);
    expect((await getRequest(db, "contact", ids.contact!))!.status).toBe("in_progress");
    const [stored] = await db.select().from(requestMessages).where(and(eq(requestMessages.request_id, ids.contact!), eq(requestMessages.kind, "reply")));
    expect(stored!.mail_id).not.toBeNull();

    await changeRequestStatus(db, actor, "order", ids.order!, "done");
    await changeRequestStatus(db, actor, "car_enquiry", ids.static!, "archived");
    expect((await listInbox(db, params())).rows.map((row) => row.name)).toEqual(["Dee Drive", "Bob Car", "Ann Contact"]);
    expect((await listInbox(db, params("status=new"))).rows.map((row) => row.name)).toEqual(["Bob Car"]);
    expect((await listInbox(db, params("status=in_progress"))).rows.map((row) => row.name)).toEqual(["Dee Drive", "Ann Contact"]);
    expect((await listInbox(db, params("status=done"))).rows.map((row) => row.name)).toEqual(["Eve Order"]);
    expect((await listInbox(db, params("status=archived&type=car_enquiry"))).rows.map((row) => row.name)).toEqual(["Cid Static"]);
    expect((await listInbox(db, params("status=all"))).info.total).toBe(5);
    expect(await countNewRequests(db)).toEqual({ contact: 0, car_enquiry: 1, experience: 0, order: 0, total: 1 });
    const [experience] = await db.select().from(experienceRequests).where(eq(experienceRequests.id, ids.experience!));
    expect(experience!.status).toBe("in_progress");
    const [order] = await db.select().from(orderRequests).where(eq(orderRequests.id, ids.order!));
    expect(order!.status).toBe("done");
  });
});
