import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages, experienceRequests } from "../../db/schema/bookings.ts";
import { requestContext, servicesContext, type RequestInfo } from "../../platform/context.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import type { Services } from "../../platform/services.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { requestReference } from "../../lib/ids.ts";
import { handleSubscribe } from "./subscribe.server.ts";
import { handleContactForm, handleExperienceRequest } from "./visitor-forms.server.ts";

const CLIENT_IP = "203.0.113.7";

/** The experiences the page offers (the route reads them from the published page). */
const offered = [
  { value: "hot_laps", label: "Passenger Hot Laps" },
  { value: "vip", label: "VIP Event Package" },
];

function post(fields: Record<string, string>): Request {
  return new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(fields) });
}

/** What an action returns through `data()`: the payload and its status. */
function answer(result: unknown): { status: number; data: unknown } {
  const value = result as { data: unknown; init: { status?: number } | null };
  return { status: value.init?.status ?? 200, data: value.data };
}

describe.each(testDatabaseKinds())("visitor forms on %s", (kind) => {
  let database: DatabaseHandle;
  const log = { error: vi.fn(), warn: vi.fn() };
  const env = { FORM_LIMIT_PER_IP: 20, FORM_LIMIT_PER_ADDRESS: 5 };

  const context = (db: unknown = database.db, clientIp = CLIENT_IP) => {
    const provider = new RouterContextProvider();
    provider.set(servicesContext, { db, env } as unknown as Services);
    provider.set(requestContext, { clientIp, log } as unknown as RequestInfo);
    return provider;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("stores a contact message, trimmed, with the client's address, before answering success", async () => {
    const result = answer(
      await handleContactForm(context(), post({ name: "  Ada Lovelace ", email: "ada@example.com", subject: "cars", message: " About the MR9 ", extra: "ignored" })),
    );
    // The protocol's success: the form is emptied for the next message; the reference is the one the inbox shows.
    const rows = await database.db.select().from(contactMessages);
    expect(result).toEqual({ status: 200, data: { status: "success", initialValue: null, reference: requestReference(rows[0]!.id) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", subject: "cars", message: "About the MR9", client_ip: CLIENT_IP, status: "new" });
  });

  it("answers 400 with a message per field and the typed values, and stores nothing", async () => {
    const before = (await database.db.select().from(contactMessages)).length;
    const result = answer(await handleContactForm(context(), post({ name: "", email: "not-an-email", subject: "gossip", message: "Hello" })));
    expect(result.status).toBe(400);
    // The protocol's refusal: a message under each wrong field, and what was typed to fill the form back.
    expect(result.data).toMatchObject({
      status: "error",
      error: { name: ["form.nameRequired"], email: ["form.emailInvalid"], subject: ["form.subjectRequired"] },
      initialValue: { email: "not-an-email", subject: "gossip", message: "Hello" },
    });
    expect(Object.keys((result.data as { error: Record<string, unknown> }).error)).not.toContain("");
    expect(await database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("requires every contact field", async () => {
    const result = answer(await handleContactForm(context(), post({})));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      status: "error",
      error: { name: ["form.nameRequired"], email: ["form.emailRequired"], subject: ["form.subjectRequired"], message: ["form.messageRequired"] },
    });
  });

  it("stores an experience request of a known type; the message may be empty", async () => {
    const result = answer(await handleExperienceRequest(context(), post({ name: "Grace", email: "grace@example.com", experience_type: "hot_laps", message: "" }), offered));
    const rows = await database.db.select().from(experienceRequests);
    expect(result).toEqual({ status: 200, data: { status: "success", initialValue: null, reference: requestReference(rows[0]!.id) } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Grace", experience_type: "hot_laps", experience_name: "Passenger Hot Laps", message: "", client_ip: CLIENT_IP });
  });

  it("refuses an experience the page does not offer (removed since, or forged), under the field, with what was typed, nothing stored", async () => {
    const result = answer(await handleExperienceRequest(context(), post({ name: "Grace", email: "grace@example.com", experience_type: "moon_landing", message: "Soon" }), offered));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ status: "error", initialValue: { name: "Grace", experience_type: "moon_landing", message: "Soon" }, error: { experience_type: ["form.experienceTypeRequired"] } });
    expect(await database.db.select().from(experienceRequests)).toHaveLength(1);
  });

  it("counts e-mails to one address across client IPs, and submissions from one IP across addresses: 429, values kept, nothing stored", async () => {
    const fields = (email: string) => ({ name: "Flood", email, subject: "other", message: "Again" });
    const before = (await database.db.select().from(contactMessages)).length;
    // Five to one inbox, each from another address: the sixth is refused, wherever it comes from.
    for (let n = 0; n < 5; n++) expect(answer(await handleContactForm(context(database.db, `198.51.100.${n}`), post(fields("victim@example.com")))).status).toBe(200);
    const refused = answer(await handleContactForm(context(database.db, "198.51.100.99"), post(fields("victim@example.com"))));
    // 429, with when to come back as the message for the whole form, and what was typed.
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({
      status: "error",
      initialValue: fields("victim@example.com"),
      error: { "": ["You have sent several requests in a short time. Please try again in 60 minutes."] },
    });
    // The experience form shares the count: it e-mails the same inbox.
    expect(answer(await handleExperienceRequest(context(database.db, "198.51.100.98"), post({ name: "F", email: "VICTIM@example.com", experience_type: "vip" }), offered)).status).toBe(429);
    // Twenty from one IP, to twenty addresses: the twenty-first is refused.
    for (let n = 0; n < 20; n++) expect(answer(await handleContactForm(context(database.db, "192.0.2.50"), post(fields(`fan${n}@example.com`)))).status).toBe(200);
    expect(answer(await handleContactForm(context(database.db, "192.0.2.50"), post(fields("fan-last@example.com")))).status).toBe(429);
    // Another visitor is not held back by either.
    expect(answer(await handleContactForm(context(database.db, "192.0.2.51"), post(fields("someone-else@example.com")))).status).toBe(200);
    expect((await database.db.select().from(contactMessages)).length - before).toBe(5 + 20 + 1);
  });

  it("a subscription counts too: past the limit for one address, the spec's failure answer with 429", async () => {
    const form = () => {
      const data = new FormData();
      data.set("email", "inbox@example.com");
      return data;
    };
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push(answer(await handleSubscribe(context(database.db, `203.0.113.${100 + n}`), form())).status);
    // Subscribed once, then "already subscribed" (the spec's 23505 answer) — each still an e-mail-sending attempt.
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
    // Another address from another place: the protocol's success, the toast's message, the field emptied.
    const other = new FormData();
    other.set("email", "other-inbox@example.com");
    expect(answer(await handleSubscribe(context(database.db, "203.0.113.201"), other)).data).toEqual({ status: "success", initialValue: null, message: "subscribe.success" });
    // Again: already subscribed, the spec's message for the whole form, the address kept.
    const again = answer(await handleSubscribe(context(database.db, "203.0.113.202"), other));
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ status: "error", initialValue: { email: "other-inbox@example.com" }, error: { "": ["subscribe.duplicate"] } });
    expect(answer(await handleSubscribe(context(database.db, "203.0.113.200"), form())).data).toMatchObject({
      status: "error",
      initialValue: { email: "inbox@example.com" },
      error: { "": ["subscribe.failed"] },
    });
  });

  it("a submission retried with its key (a lost answer, a second click) stores one row and answers as the first did, even all at once", async () => {
    const count = async () => (await database.db.select().from(contactMessages)).length;
    const before = await count();
    const fields = (key: string, email = "retry@example.com") => ({ name: "Retry", email, subject: "other", message: "Once", idempotency_key: key });
    const key = crypto.randomUUID();
    const first = answer(await handleContactForm(context(database.db, "198.51.100.150"), post(fields(key))));
    const again = answer(await handleContactForm(context(database.db, "198.51.100.150"), post(fields(key))));
    expect(first).toEqual({ status: 200, data: { status: "success", initialValue: null, reference: expect.stringMatching(/^[0-9A-F]{8}$/) } });
    expect(again).toEqual(first);
    expect((await count()) - before).toBe(1);
    // Five retries racing each other and the first: one row.
    const racing = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => handleContactForm(context(database.db, "198.51.100.151"), post(fields(racing)))));
    // Each one answered as the one that stored it: the same reference.
    const stored = answer(answers[0]);
    expect(stored).toEqual({ status: 200, data: { status: "success", initialValue: null, reference: expect.stringMatching(/^[0-9A-F]{8}$/) } });
    expect(answers.map((result) => answer(result))).toEqual(Array.from({ length: 6 }, () => stored));
    expect((await count()) - before).toBe(2);
    // A retry is not a new e-mail: ten of them never reach the address's limit of five.
    const inbox = "patient@example.com";
    const patient = crypto.randomUUID();
    for (let n = 0; n < 10; n++) expect(answer(await handleContactForm(context(database.db, "198.51.100.152"), post(fields(patient, inbox)))).status, `retry ${n}`).toBe(200);
    expect((await count()) - before).toBe(3);
    // Another key is another message; a key made up by hand (not a UUID) counts for nothing.
    expect(answer(await handleContactForm(context(database.db, "198.51.100.153"), post(fields(crypto.randomUUID())))).status).toBe(200);
    for (let n = 0; n < 2; n++) expect(answer(await handleContactForm(context(database.db, "198.51.100.153"), post(fields("not-a-uuid")))).status).toBe(200);
    expect((await count()) - before).toBe(6);
  });

  it("a refused submission keeps its key for the corrected one, and a key means one submission per form", async () => {
    const key = crypto.randomUUID();
    const refused = answer(await handleContactForm(context(database.db, "198.51.100.160"), post({ name: "", email: "fix@example.com", subject: "other", message: "Hi", idempotency_key: key })));
    expect(refused.status).toBe(400);
    const before = (await database.db.select().from(contactMessages)).length;
    expect(answer(await handleContactForm(context(database.db, "198.51.100.160"), post({ name: "Fixed", email: "fix@example.com", subject: "other", message: "Hi", idempotency_key: key }))).status).toBe(200);
    expect((await database.db.select().from(contactMessages)).length).toBe(before + 1);
    // The same key on the experience form is that form's own first submission.
    const requests = (await database.db.select().from(experienceRequests)).length;
    expect(answer(await handleExperienceRequest(context(database.db, "198.51.100.160"), post({ name: "F", email: "fix@example.com", experience_type: "vip", idempotency_key: key }), offered)).status).toBe(200);
    expect((await database.db.select().from(experienceRequests)).length).toBe(requests + 1);
  });

  it("a subscription retried with its key is its success again, not 'already subscribed'", async () => {
    const form = (key: string) => {
      const data = new FormData();
      data.set("email", "retried-subscriber@example.com");
      data.set("idempotency_key", key);
      return data;
    };
    const key = crypto.randomUUID();
    const first = answer(await handleSubscribe(context(database.db, "203.0.113.220"), form(key)));
    expect(first).toEqual({ status: 200, data: { status: "success", initialValue: null, message: "subscribe.success" } });
    expect(answer(await handleSubscribe(context(database.db, "203.0.113.220"), form(key)))).toEqual(first);
    // A new submission of the same address (another key) is the spec's duplicate.
    expect(answer(await handleSubscribe(context(database.db, "203.0.113.220"), form(crypto.randomUUID()))).status).toBe(409);
  });

  it("answers 500 with the typed values when the row cannot be stored, and logs why", async () => {
    const broken = { insert: () => ({ values: () => ({ returning: () => Promise.reject(new Error("disk full")) }) }) };
    const result = answer(await handleContactForm(context(broken), post({ name: "Ada", email: "ada@example.com", subject: "other", message: "Hi" })));
    expect(result.status).toBe(500);
    expect(result.data).toMatchObject({
      status: "error",
      initialValue: { name: "Ada", email: "ada@example.com", subject: "other", message: "Hi" },
      error: { "": ["form.sendFailed"] },
    });
    expect(log.error).toHaveBeenCalled();
  });
});
