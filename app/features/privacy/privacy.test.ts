import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, experienceRequests, orderRequests, requestMessages } from "../../db/schema/bookings.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import { auditLog, authThrottle } from "../../db/schema/security.ts";
import { siteSettings } from "../../db/schema/site.ts";
import { recordAudit } from "../../platform/audit.server.ts";
import { executeRows, type DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { addRequestNote, createCarEnquiry, createContactMessage, createExperienceRequest, sendRequestReply } from "../bookings/mutations.server.ts";
import { getRequest } from "../bookings/queries.server.ts";
import { subscribeToNewsletter } from "../newsletter/mutations.server.ts";
import { updateSiteSettings } from "../settings/mutations.server.ts";
import { addressFingerprint, anonymizeExpiredRequests, erasePerson } from "./mutations.server.ts";
import { findPersonalData, holdsAnything, personalDataJson } from "./queries.server.ts";
import { listEmlFiles } from "../mail/queries.server.ts";
import { personDataForms, REDACTION_MARK } from "./schema.ts";

const PUBLIC_URL = "https://ecurie.example";
const SETTINGS = {
  teamName: "Écurie Vitesse Historique",
  contactEmail: "contact@ecurie.example",
  contactPhone: "",
  address: "",
  addressFr: "",
  notificationEmail: null,
  doubleOptIn: false,
  instagram: null,
  facebook: null,
  youtube: null,
  x: null,
  linkedin: null,
  tiktok: null,
};
/** The person: an address with the characters a LIKE pattern would misread. */
const PERSON = "Jeanne_Dupont+f1%@Example.fr";
const person = PERSON.toLowerCase();
const OTHER = "someone.else@example.com";
const silent = { info() {}, error() {} };
const actor = { id: "admin-1", email: "admin@ecurie.example" };

describe("the personal data forms", () => {
  it("take an address, lowercased; erasing wants the box ticked", () => {
    expect(personDataForms.find.parse({ intent: "find", email: " Jeanne_Dupont+f1@Example.fr " }).email).toBe("jeanne_dupont+f1@example.fr");
    expect(personDataForms.find.safeParse({ intent: "find", email: "nope" }).error?.issues[0]?.message).toBe("form.emailInvalid");
    expect(personDataForms.erase.safeParse({ intent: "erase", email: "fan@example.com" }).error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([["confirm", "personalData.confirmRequired"]]);
  });
});

/** Every text and JSON column of every table of the schema: where the address could hide. */
async function tablesMentioning(db: DatabaseHandle["db"], needle: string): Promise<string[]> {
  const columns = await executeRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
        and table_name not like '__drizzle%'`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await executeRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where position(${needle.toLowerCase()} in lower(${sql.identifier(column_name)}::text)) > 0`,
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe.each(testDatabaseKinds())("a person's data on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await updateSiteSettings(database.db, SETTINGS);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("finds everything about the person, exports it, and after the erasure no column of any table holds the address", async () => {
    const { db } = database;
    // The person: a subscription, a message, a car enquiry, an experience and an order request, a note and a reply, throttle and log mentions.
    await subscribeToNewsletter(db, PERSON, { publicUrl: PUBLIC_URL, locale: "fr", page: "/fr" });
    const contact = await createContactMessage(db, { name: "Jeanne Dupont", email: PERSON, subject: "racing", message: `Call me back, ${PERSON}` }, { clientIp: "203.0.113.9", locale: "fr" });
    await createCarEnquiry(db, { name: "Jeanne Dupont", email: PERSON, car_name: "Lotus 72", message: "" });
    await createExperienceRequest(db, { name: "Jeanne Dupont", email: PERSON, experience_type: "f1_drive", experience_name: "F1 Drive Experience", message: "A drive in May" });
    const [order] = await db
      .insert(orderRequests)
      .values({ name: "Jeanne Dupont", email: PERSON, message: "Size M", items: [{ merchandise_id: "x", name: "Cap", size: null, quantity: 1, unit_price: "25.00" }], item_count: 1, total: "25.00" })
      .returning({ id: orderRequests.id });
    await addRequestNote(db, actor, "contact", contact.id, `Wrote back to ${PERSON}`);
    await sendRequestReply(db, actor, (await getRequest(db, "contact", contact.id))!, { subject: "Your message", message: "Happy to help, Jeanne." });
    await db.insert(authThrottle).values({ key: `visitor-mail:to:${person}`, failures: 1 });
    await recordAudit(db, silent, { action: "subscriber.export", actor, details: { q: PERSON, rows: 1 } });
    // Someone else, who must keep everything.
    await subscribeToNewsletter(db, OTHER, { publicUrl: PUBLIC_URL });
    await createContactMessage(db, { name: "Someone Else", email: OTHER, subject: "media", message: "An interview?" });
    await recordAudit(db, silent, { action: "subscriber.export", actor, details: { q: OTHER, rows: 1 } });

    const found = await findPersonalData(db, ` ${PERSON} `);
    expect(holdsAnything(found)).toBe(true);
    expect(found.subscriber).toMatchObject({ email: person, consents: [{ locale: "fr", page: "/fr" }] });
    expect([found.contactMessages.length, found.carEnquiries.length, found.experienceRequests.length, found.orderRequests.length]).toEqual([1, 1, 1, 1]);
    expect(found.requestThreads.map((entry) => entry.kind).sort()).toEqual(["note", "reply", "status"]);
    // The welcome, three confirmations, three notifications to the team (Reply-To the person), the reply.
    expect(found.mails.map((mail) => mail.kind).sort()).toEqual(["request_confirmation", "request_confirmation", "request_confirmation", "request_notification", "request_notification", "request_notification", "request_reply", "welcome"]);
    expect(found.activity.map((entry) => entry.action)).toEqual(["subscriber.export"]);
    const exported = JSON.parse(personalDataJson(found, new Date("2026-12-01T00:00:00Z")));
    expect(exported).toMatchObject({ email: person, exportedAt: "2026-12-01T00:00:00.000Z", orderRequests: [{ id: order!.id, message: "Size M" }] });
    expect(holdsAnything(await findPersonalData(db, "nobody@example.com"))).toBe(false);

    expect(await tablesMentioning(db, PERSON)).not.toEqual([]);
    const erased = await erasePerson(db, PERSON);
    expect(erased).toEqual({ fingerprint: addressFingerprint(person), subscriber: true, requests: 4, mails: 8, activity: 1, files: 0 });
    expect(await tablesMentioning(db, PERSON)).toEqual([]);
    expect(await tablesMentioning(db, "Jeanne")).toEqual([]);
    expect(await tablesMentioning(db, "203.0.113.9")).toEqual([]);

    // What stays: the requests as anonymous facts, the log entry without the address; the other person untouched.
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, contact.id));
    expect(message).toMatchObject({ name: REDACTION_MARK, email: REDACTION_MARK, message: REDACTION_MARK, subject: "racing", client_ip: null });
    expect(message!.anonymized_at).toBeInstanceOf(Date);
    expect((await db.select().from(orderRequests).where(eq(orderRequests.id, order!.id)))[0]).toMatchObject({ total: "25.00", item_count: 1, name: REDACTION_MARK });
    expect((await db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, "subscriber.export"))).map((row) => row.details.q).sort()).toEqual([REDACTION_MARK, OTHER].sort());
    const other = await findPersonalData(db, OTHER);
    expect(other.subscriber?.email).toBe(OTHER);
    expect(other.contactMessages[0]).toMatchObject({ name: "Someone Else", message: "An interview?" });
    expect(other.mails.length).toBe(3);
    expect(holdsAnything(await findPersonalData(db, PERSON))).toBe(false);
  });

  it("deletes the written copies (.eml, no SMTP) that name the person anywhere, and only those", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "erase-eml-"));
    try {
      const eml = (to: string, body: string) => `From: team@ecurie.example\r\nTo: ${to}\r\nSubject: x\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${body}\r\n`;
      const names = ["2026-11-01T10-00-00-000Z-0000000a.eml", "2026-11-01T10-00-00-000Z-0000000b.eml", "2026-11-01T10-00-00-000Z-0000000c.eml"];
      fs.writeFileSync(path.join(dir, names[0]!), eml("written@example.com", "Welcome"));
      // A notification to the team that names the person in a soft-wrapped quoted-printable body.
      fs.writeFileSync(path.join(dir, names[1]!), eml("team@ecurie.example", "New message from writ=\r\nten@example.com about a car"));
      fs.writeFileSync(path.join(dir, names[2]!), eml("team@ecurie.example", "New message from someone@example.com"));
      const erased = await erasePerson(database.db, "Written@Example.com", { outboxDir: dir });
      expect(erased.files).toBe(2);
      expect((await listEmlFiles(dir)).map((file) => file.name)).toEqual([names[2]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("anonymizes requests older than the retention period, once, with their threads and e-mails, and logs it", async () => {
    const { db } = database;
    const now = new Date("2026-11-24T12:00:00Z");
    const months = (count: number) => new Date(Date.UTC(2026, 10 - count, 24, 12));
    const old = await createContactMessage(db, { name: "Old Timer", email: "old@example.com", subject: "other", message: "From long ago" });
    await db.update(contactMessages).set({ created_at: months(37) }).where(eq(contactMessages.id, old.id));
    const [oldExperience] = await db.insert(experienceRequests).values({ name: "Old Racer", email: "racer@example.com", experience_type: "vip", experience_name: "VIP Event Package", message: "Hospitality", created_at: months(40) }).returning({ id: experienceRequests.id });
    const recent = await createContactMessage(db, { name: "Recent Fan", email: "recent@example.com", subject: "other", message: "Just now" });
    await db.update(contactMessages).set({ created_at: months(35) }).where(eq(contactMessages.id, recent.id));
    await db.update(siteSettings).set({ request_retention_months: 36 });

    const first = await anonymizeExpiredRequests(db, silent, now);
    expect(first).toMatchObject({ requests: 2, mails: 2, before: months(36).toISOString() });
    expect((await db.select().from(contactMessages).where(eq(contactMessages.id, old.id)))[0]).toMatchObject({ name: REDACTION_MARK, email: REDACTION_MARK, message: REDACTION_MARK });
    expect((await db.select().from(experienceRequests).where(eq(experienceRequests.id, oldExperience!.id)))[0]).toMatchObject({ name: REDACTION_MARK, experience_type: "vip" });
    expect((await db.select().from(contactMessages).where(eq(contactMessages.id, recent.id)))[0]).toMatchObject({ name: "Recent Fan", anonymized_at: null });
    expect(await tablesMentioning(db, "old@example.com")).toEqual([]);
    expect(await tablesMentioning(db, "recent@example.com")).not.toEqual([]);
    const logged = await db.select().from(auditLog).where(eq(auditLog.action, "request.retention_anonymize"));
    expect(logged.map((entry) => entry.details)).toEqual([{ months: 36, before: months(36).toISOString(), requests: 2, mails: 2 }]);

    // Nothing left to do: nothing changes, nothing is logged. A shorter period takes the recent one too.
    expect(await anonymizeExpiredRequests(db, silent, now)).toMatchObject({ requests: 0, mails: 0 });
    expect((await db.select().from(auditLog).where(eq(auditLog.action, "request.retention_anonymize"))).length).toBe(1);
    await db.update(siteSettings).set({ request_retention_months: 12 });
    expect(await anonymizeExpiredRequests(db, silent, now)).toMatchObject({ requests: 1 });
    expect((await db.select({ body: requestMessages.body }).from(requestMessages).where(eq(requestMessages.request_id, recent.id))).every((entry) => entry.body !== "Just now")).toBe(true);
    expect((await db.select({ to: mailOutbox.to_address }).from(mailOutbox)).some((mail) => mail.to === "recent@example.com")).toBe(false);
  });
});
