import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactMessages, experienceRequests } from "../../db/schema/bookings.ts";
import { requestContext, servicesContext, type RequestInfo } from "../../platform/context.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import type { Services } from "../../platform/services.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { handleContactForm, handleExperienceRequest } from "./visitor-forms.server.ts";

const CLIENT_IP = "203.0.113.7";

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
  const log = { error: vi.fn() };

  const context = (db: unknown = database.db) => {
    const provider = new RouterContextProvider();
    provider.set(servicesContext, { db } as unknown as Services);
    provider.set(requestContext, { clientIp: CLIENT_IP, log } as unknown as RequestInfo);
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
    expect(result).toEqual({ status: 200, data: { status: "success" } });
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", subject: "cars", message: "About the MR9", client_ip: CLIENT_IP, status: "new" });
  });

  it("answers 400 with a message per field and the typed values, and stores nothing", async () => {
    const before = (await database.db.select().from(contactMessages)).length;
    const result = answer(await handleContactForm(context(), post({ name: "", email: "not-an-email", subject: "gossip", message: "Hello" })));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      status: "invalid",
      fieldErrors: { name: "form.nameRequired", email: "form.emailInvalid", subject: "form.subjectRequired" },
      values: { name: "", email: "not-an-email", subject: "gossip", message: "Hello" },
    });
    expect(await database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("requires every contact field", async () => {
    const result = answer(await handleContactForm(context(), post({})));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      fieldErrors: { name: "form.nameRequired", email: "form.emailRequired", subject: "form.subjectRequired", message: "form.messageRequired" },
    });
  });

  it("stores an experience request of a known type; the message may be empty", async () => {
    const result = answer(await handleExperienceRequest(context(), post({ name: "Grace", email: "grace@example.com", experience_type: "hot_laps", message: "" })));
    expect(result).toEqual({ status: 200, data: { status: "success" } });
    const rows = await database.db.select().from(experienceRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Grace", experience_type: "hot_laps", message: "", client_ip: CLIENT_IP });
  });

  it("refuses an unknown experience type", async () => {
    const result = answer(await handleExperienceRequest(context(), post({ name: "Grace", email: "grace@example.com", experience_type: "moon_landing" })));
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ fieldErrors: { experience_type: "form.experienceTypeRequired" } });
  });

  it("answers 500 with the typed values when the row cannot be stored, and logs why", async () => {
    const broken = { insert: () => ({ values: () => ({ returning: () => Promise.reject(new Error("disk full")) }) }) };
    const result = answer(await handleContactForm(context(broken), post({ name: "Ada", email: "ada@example.com", subject: "other", message: "Hi" })));
    expect(result.status).toBe(500);
    expect(result.data).toEqual({ status: "failed", values: { name: "Ada", email: "ada@example.com", subject: "other", message: "Hi" } });
    expect(log.error).toHaveBeenCalled();
  });
});
