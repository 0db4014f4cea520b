import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail.ts";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { createEdition, queueTestSend, startSend, trashEdition, updateEdition } from "./mutations.server.ts";
import { editionFormSchema } from "./admin-schema.ts";
import { getSentEdition, listNewsletterEditions, editionProgress, getAdminEdition, listAdminEditions } from "./queries.server.ts";

const form = { title: "Le Mans week", subject: "Le Mans: the week", content: "<p>Hello</p>", title_fr: null, subject_fr: null, content_fr: null };

describe.each(testDatabaseKinds())("newsletter editions (%s)", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(newsletterEditions);
    await database.db.delete(newsletterSubscribers);
  });

  async function subscribers(active: number, others: Array<"pending" | "unsubscribed"> = []) {
    await database.db.insert(newsletterSubscribers).values([
      ...Array.from({ length: active }, (_, index) => ({ email: `fan${index}@example.test`, status: "active" as const })),
      ...others.map((status, index) => ({ email: `other${index}@example.test`, status })),
    ]);
  }

  it("queues one delivery per active subscriber in one go, and refuses a second send", async () => {
    await subscribers(250, ["unsubscribed", "pending"]);
    const edition = await createEdition(database.db, form);
    const result = await startSend(database.db, edition.id);
    expect(result).toMatchObject({ ok: true, recipients: 250 });

    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.edition_id, edition.id));
    expect(rows).toHaveLength(250);
    expect(new Set(rows.map((row) => row.to_address)).size).toBe(250);
    expect(rows.every((row) => row.kind === "newsletter" && row.subject === null && row.status === "pending")).toBe(true);
    expect(rows.every((row) => row.dedupe_key === `edition:${edition.id}:${row.subscriber_id}`)).toBe(true);
    expect(rows.some((row) => row.to_address.startsWith("other"))).toBe(false);

    const after = await getAdminEdition(database.db, edition.id);
    expect(after).toMatchObject({ recipient_count: 250, sent_at: null });
    expect(after!.send_started_at).toBeInstanceOf(Date);
    await expect(startSend(database.db, edition.id)).resolves.toEqual({ ok: false, reason: "alreadyStarted" });
    expect(await database.db.select().from(mailOutbox)).toHaveLength(250);

    // An edition on its way cannot change, nor go to the trash.
    await expect(updateEdition(database.db, edition.id, { ...form, title: "Changed" })).resolves.toEqual({ ok: false, reason: "locked" });
    await expect(trashEdition(database.db, edition.id)).resolves.toEqual({ ok: false, reason: "locked" });

    const progress = await editionProgress(database.db, edition.id);
    expect(progress).toMatchObject({ status: "sending", total: 250, sent: 0, failed: 0, skipped: 0, pending: 250 });
  });

  it("leaves the edition a draft when there is nobody to send it to", async () => {
    await subscribers(0, ["unsubscribed"]);
    const edition = await createEdition(database.db, form);
    await expect(startSend(database.db, edition.id)).resolves.toEqual({ ok: false, reason: "noSubscribers" });
    expect((await getAdminEdition(database.db, edition.id))!.send_started_at).toBeNull();
  });

  it("counts progress by delivery status, skipped readers apart", async () => {
    await subscribers(4);
    const edition = await createEdition(database.db, form);
    await startSend(database.db, edition.id);
    const rows = await database.db.select().from(mailOutbox);
    await database.db.update(mailOutbox).set({ status: "sent", message_id: "<a@x>" }).where(eq(mailOutbox.id, rows[0]!.id));
    await database.db.update(mailOutbox).set({ status: "sent" }).where(eq(mailOutbox.id, rows[1]!.id));
    await database.db.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, rows[2]!.id));
    expect(await editionProgress(database.db, edition.id)).toMatchObject({ total: 4, sent: 1, skipped: 1, failed: 1, pending: 1 });
  });

  it("lists editions by status and search, trashes drafts, and hides the trash from every list and page", async () => {
    const draft = await createEdition(database.db, { ...form, title: "Autumn draft" });
    await database.db.insert(newsletterEditions).values({ title: "Old sent", subject: "s", sent_at: new Date("2026-01-01T00:00:00Z") });
    const [trashedSent] = await database.db
      .insert(newsletterEditions)
      .values({ title: "Deleted sent", subject: "s", sent_at: new Date("2026-02-01T00:00:00Z"), deleted_at: new Date() })
      .returning();

    const all = await listAdminEditions(database.db, { q: "", sort: "date", dir: "desc", page: 1, editionStatus: "" });
    expect(all.rows.map((row) => row.title).sort()).toEqual(["Autumn draft", "Old sent"]);
    expect((await listAdminEditions(database.db, { q: "", sort: "title", dir: "asc", page: 1, editionStatus: "sent" })).rows.map((row) => row.title)).toEqual(["Old sent"]);
    expect((await listAdminEditions(database.db, { q: "autumn", sort: "title", dir: "asc", page: 1, editionStatus: "" })).rows.map((row) => row.status)).toEqual(["draft"]);

    expect((await listNewsletterEditions(database.db, { sent: true })).map((row) => row.title)).toEqual(["Old sent"]);
    expect(await getSentEdition(database.db, trashedSent!.id)).toBeNull();

    await expect(trashEdition(database.db, draft.id)).resolves.toMatchObject({ ok: true });
    expect(await getAdminEdition(database.db, draft.id)).toBeNull();
    // A sent edition may leave the website too.
    const sent = all.rows.find((row) => row.title === "Old sent")!;
    await expect(trashEdition(database.db, sent.id)).resolves.toMatchObject({ ok: true });
    expect(await listNewsletterEditions(database.db, { sent: true })).toHaveLength(0);
  });

  it("queues a test to the admin with the subscriber rendering, the unsubscribe headers and a [Test] subject", async () => {
    const edition = await createEdition(database.db, { ...form, content: `<p>Hi</p><script>x()</script>` });
    await queueTestSend(database.db, { edition, to: "admin@example.test", publicUrl: "https://ecurie.example", teamName: "Écurie", subjectPrefix: "[Test]", locale: "en" });
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ kind: "newsletter_test", to_address: "admin@example.test", subject: "[Test] Le Mans: the week", edition_id: null });
    expect(row!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(row!.html_body).toContain("<p>Hi</p>");
    expect(row!.html_body).not.toContain("<script");
  });

  it("keeps a French edition beside the English one; a French test shows it", async () => {
    const edition = await createEdition(database.db, { ...form, title_fr: "La semaine du Mans", subject_fr: "Le Mans : la semaine", content_fr: "<p>Bonjour</p>" });
    expect(edition).toMatchObject({ subject_fr: "Le Mans : la semaine", content_fr: "<p>Bonjour</p>" });
    await queueTestSend(database.db, { edition, to: "fr-admin@example.test", publicUrl: "https://ecurie.example", teamName: "Écurie", subjectPrefix: "[Test]", locale: "fr" });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, "fr-admin@example.test"));
    expect(row!.subject).toBe("[Test] Le Mans : la semaine");
    expect(row!.html_body).toContain("<p>Bonjour</p>");
    expect(row!.html_body).toContain('<html lang="fr">');
  });
});

describe("the edition form", () => {
  const parse = (fields: Record<string, string>) => editionFormSchema.safeParse({ title: "T", subject: "S", content: "<p>x</p>", ...fields });

  it("takes an English-only edition, and a French one with its subject and content", () => {
    expect(parse({}).data).toMatchObject({ title_fr: null, subject_fr: null, content_fr: null });
    expect(parse({ subject_fr: "Objet", content_fr: "<p>Bonjour</p>" }).data).toMatchObject({ title_fr: null, subject_fr: "Objet", content_fr: "<p>Bonjour</p>" });
  });

  it("refuses half a French edition, saying which part is missing", () => {
    const issues = (fields: Record<string, string>) => parse(fields).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ content_fr: "<p>Bonjour</p>" })).toEqual([["subject_fr", "editions.field.frenchSubjectRequired"]]);
    expect(issues({ subject_fr: "Objet", content_fr: "<p></p>" })).toEqual([["content_fr", "editions.field.frenchContentRequired"]]);
    expect(issues({ subject_fr: "Objet\nBcc: x", content_fr: "<p>x</p>" })).toEqual([["subject_fr", "editions.field.singleLine"]]);
  });
});
