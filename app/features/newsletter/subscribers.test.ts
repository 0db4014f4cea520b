import { translator } from "../../lib/i18n/all.server.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, mailStatuses } from "../../db/schema/mail.ts";
import { newsletterEditions, newsletterSubscribers, subscriberStatuses } from "../../db/schema/newsletter.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { updateSiteSettings } from "../settings/mutations.server.ts";
import { confirmSubscription, getSubscriptionByToken, resubscribeByToken, subscribeToNewsletter, unsubscribeByToken, adminUnsubscribe, emailFingerprint, eraseSubscriber } from "./mutations.server.ts";
import { maskEmail, NEWSLETTER_CONSENT, SUBSCRIBER_STATUSES } from "./schema.ts";
import { consentsOf, listSubscribers, neutralizeFormula, subscriberGrowth, subscribersCsv, subscribersForExport, subscriberStatusCounts, withLatestConsent } from "./queries.server.ts";
import { listEmlFiles, listOutbox, readEmlFile, readEmlMessage } from "../mail/queries.server.ts";
import { retryMail } from "../mail/mutations.server.ts";
import { EML_FILE_PATTERN, MAIL_STATUSES } from "../mail/schema.ts";
import { siteSettingsSchema } from "../settings/schema.ts";

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

describe("client-safe lists", () => {
  it("match the database's own", () => {
    expect([...SUBSCRIBER_STATUSES]).toEqual([...subscriberStatuses]);
    expect([...MAIL_STATUSES]).toEqual([...mailStatuses]);
  });

  it("masks an address without showing it whole", () => {
    expect(maskEmail("lucas.delaunay@gmail.com")).toBe("l***@g***.com");
    expect(maskEmail("x@y")).toBe("x***@y***");
  });

  it("neutralizes cells a spreadsheet would run as formulas", () => {
    expect(neutralizeFormula("=HYPERLINK(\"http://evil\")")).toBe("'=HYPERLINK(\"http://evil\")");
    expect(neutralizeFormula("+33 1")).toBe("'+33 1");
    expect(neutralizeFormula("-x@example.com")).toBe("'-x@example.com");
    expect(neutralizeFormula("@x")).toBe("'@x");
    expect(neutralizeFormula("fan@example.com")).toBe("fan@example.com");
  });

  it("refuses site settings with a line break in a name or a bad address", () => {
    const result = siteSettingsSchema.safeParse({ ...SETTINGS, retentionMonths: "36", teamName: "Team\r\nBcc: x@evil.example", contactEmail: "nope", notificationEmail: "" });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    expect(fields).toContain("teamName:siteSettings.field.oneLine");
    expect(fields).toContain("contactEmail:form.emailInvalid");
    expect(siteSettingsSchema.parse({ ...SETTINGS, notificationEmail: " ", doubleOptIn: "on", retentionMonths: "36" })).toMatchObject({ notificationEmail: null, doubleOptIn: true });
  });
});

describe.each(testDatabaseKinds())("subscribers on %s", (kind) => {
  let database: DatabaseHandle;
  const mailsTo = (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(mailOutbox.created_at);
  const subscriber = async (email: string) => (await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await updateSiteSettings(database.db, SETTINGS);
  });
  afterAll(() => database?.close());

  it("subscribes active with a welcome e-mail carrying the visible link and the one-click headers", async () => {
    await expect(subscribeToNewsletter(database.db, " Fan@Example.com", { publicUrl: PUBLIC_URL })).resolves.toEqual({ status: "subscribed" });
    const row = await subscriber("fan@example.com");
    expect(row.status).toBe("active");
    const [welcome, ...others] = await mailsTo("fan@example.com");
    expect(others).toHaveLength(0);
    const link = `${PUBLIC_URL}/newsletter/unsubscribe/${row.token}`;
    expect(welcome).toMatchObject({ kind: "welcome", subject: "Welcome to the Écurie Vitesse Historique newsletter", status: "pending" });
    expect(welcome!.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(welcome!.text_body).toContain(`Unsubscribe from the newsletter: ${link}`);
    expect(welcome!.html_body).toContain(`href="${link}"`);
  });

  it("answers already_subscribed (23505) to an active address, queuing nothing more", async () => {
    await expect(subscribeToNewsletter(database.db, "fan@example.com", { publicUrl: PUBLIC_URL })).resolves.toEqual({ status: "already_subscribed" });
    expect(await mailsTo("fan@example.com")).toHaveLength(1);
  });

  it("unsubscribes by token at once and idempotently; an unknown token is null", async () => {
    const { token } = await subscriber("fan@example.com");
    await expect(unsubscribeByToken(database.db, token)).resolves.toEqual({ maskedEmail: "f***@e***.com", status: "unsubscribed", locale: "en" });
    const first = await subscriber("fan@example.com");
    expect(first.unsubscribed_at).toBeInstanceOf(Date);
    await expect(unsubscribeByToken(database.db, token)).resolves.toEqual({ maskedEmail: "f***@e***.com", status: "unsubscribed", locale: "en" });
    expect((await subscriber("fan@example.com")).unsubscribed_at).toEqual(first.unsubscribed_at);
    await expect(unsubscribeByToken(database.db, "00000000-0000-4000-8000-000000000000")).resolves.toBeNull();
    await expect(unsubscribeByToken(database.db, "../../etc")).resolves.toBeNull();
    await expect(getSubscriptionByToken(database.db, token)).resolves.toEqual({ maskedEmail: "f***@e***.com", status: "unsubscribed", locale: "en" });
  });

  it("lets an unsubscribed address subscribe again (not 'already subscribed'), with a new welcome", async () => {
    await expect(subscribeToNewsletter(database.db, "fan@example.com", { publicUrl: PUBLIC_URL })).resolves.toEqual({ status: "subscribed" });
    const row = await subscriber("fan@example.com");
    expect(row).toMatchObject({ status: "active", unsubscribed_at: null });
    expect((await mailsTo("fan@example.com")).map((mail) => mail.kind)).toEqual(["welcome", "welcome"]);
    await expect(subscribeToNewsletter(database.db, "fan@example.com", { publicUrl: PUBLIC_URL })).resolves.toEqual({ status: "already_subscribed" });
  });

  it("resubscribes from the unsubscribe page's token", async () => {
    await subscribeToNewsletter(database.db, "back@example.com", { publicUrl: PUBLIC_URL });
    const { token } = await subscriber("back@example.com");
    await unsubscribeByToken(database.db, token);
    await expect(resubscribeByToken(database.db, token, { publicUrl: PUBLIC_URL })).resolves.toBe("active");
    expect((await subscriber("back@example.com")).status).toBe("active");
    await expect(resubscribeByToken(database.db, "00000000-0000-4000-8000-000000000000")).resolves.toBe("not_found");
  });

  it("records a French subscriber's language: French welcome and links, kept when they come back", async () => {
    await subscribeToNewsletter(database.db, "fanfr@example.com", { publicUrl: PUBLIC_URL, locale: "fr" });
    const row = await subscriber("fanfr@example.com");
    expect(row.locale).toBe("fr");
    const [welcome] = await mailsTo("fanfr@example.com");
    const link = `${PUBLIC_URL}/fr/newsletter/desinscription/${row.token}`;
    expect(welcome!.subject).toBe(translator("fr")("subscriberMail.welcome.subject", { team: "Écurie Vitesse Historique" }));
    expect(welcome!.html_body).toContain('<html lang="fr">');
    expect(welcome!.headers["List-Unsubscribe"]).toBe(`<${link}>`);
    expect(welcome!.html_body).toContain(`${PUBLIC_URL}/fr/actualites?category=newsletter`);
    await unsubscribeByToken(database.db, row.token);
    await expect(getSubscriptionByToken(database.db, row.token)).resolves.toMatchObject({ locale: "fr" });
    await resubscribeByToken(database.db, row.token, { publicUrl: PUBLIC_URL });
    expect((await subscriber("fanfr@example.com")).locale).toBe("fr");
    const second = (await mailsTo("fanfr@example.com"))[1]!;
    expect(second.html_body).toContain('<html lang="fr">');
    // Leaves the list as the next tests count it.
    await database.db.delete(mailOutbox).where(eq(mailOutbox.to_address, "fanfr@example.com"));
    await database.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, "fanfr@example.com"));
  });

  it("with double opt-in, a pending address that subscribes again gets a new confirmation, at most one per 10 minutes", async () => {
    await updateSiteSettings(database.db, { ...SETTINGS, doubleOptIn: true });
    try {
      const start = new Date("2026-10-01T08:00:00Z");
      const at = (minutes: number) => ({ publicUrl: PUBLIC_URL, now: new Date(start.getTime() + minutes * 60_000) });
      await expect(subscribeToNewsletter(database.db, "lost@example.com", at(0))).resolves.toEqual({ status: "subscribed" });
      const { token } = await subscriber("lost@example.com");
      // Within ten minutes: nothing more is sent, and the answer is the duplicate one.
      await expect(subscribeToNewsletter(database.db, "lost@example.com", at(9))).resolves.toEqual({ status: "already_subscribed" });
      expect((await mailsTo("lost@example.com")).map((mail) => mail.kind)).toEqual(["confirm"]);
      // Later: a second confirmation, with the same (still valid) link.
      await expect(subscribeToNewsletter(database.db, "lost@example.com", at(11))).resolves.toEqual({ status: "subscribed" });
      const mails = await mailsTo("lost@example.com");
      expect(mails.map((mail) => mail.kind)).toEqual(["confirm", "confirm"]);
      expect(mails[1]!.text_body).toContain(`/newsletter/confirm/${token}`);
      expect(await subscriber("lost@example.com")).toMatchObject({ status: "pending", token });
      await expect(subscribeToNewsletter(database.db, "lost@example.com", at(12))).resolves.toEqual({ status: "already_subscribed" });
    } finally {
      await updateSiteSettings(database.db, SETTINGS);
      // The next tests count the subscribers they make.
      await database.db.delete(mailOutbox).where(eq(mailOutbox.to_address, "lost@example.com"));
      await database.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, "lost@example.com"));
    }
  });

  it("with double opt-in: pending and a confirmation link; the link activates once and queues one welcome", async () => {
    await updateSiteSettings(database.db, { ...SETTINGS, doubleOptIn: true });
    try {
      await expect(subscribeToNewsletter(database.db, "careful@example.com", { publicUrl: PUBLIC_URL })).resolves.toEqual({ status: "subscribed" });
      const row = await subscriber("careful@example.com");
      expect(row.status).toBe("pending");
      const [confirm] = await mailsTo("careful@example.com");
      expect(confirm).toMatchObject({ kind: "confirm", subject: "Confirm your subscription to the Écurie Vitesse Historique newsletter" });
      expect(confirm!.text_body).toContain(`Confirm my subscription: ${PUBLIC_URL}/newsletter/confirm/${row.token}`);
      await expect(subscribeToNewsletter(database.db, "careful@example.com", { publicUrl: PUBLIC_URL })).resolves.toEqual({ status: "already_subscribed" });

      await expect(confirmSubscription(database.db, row.token, { publicUrl: PUBLIC_URL })).resolves.toBe("confirmed");
      await expect(confirmSubscription(database.db, row.token, { publicUrl: PUBLIC_URL })).resolves.toBe("already_confirmed");
      await expect(confirmSubscription(database.db, "00000000-0000-4000-8000-000000000000")).resolves.toBe("not_found");
      const confirmed = await subscriber("careful@example.com");
      expect(confirmed.status).toBe("active");
      expect(confirmed.confirmed_at).toBeInstanceOf(Date);
      expect((await mailsTo("careful@example.com")).map((mail) => mail.kind)).toEqual(["confirm", "welcome"]);
    } finally {
      await updateSiteSettings(database.db, SETTINGS);
    }
  });

  it("lists with search, status filter and sort; counts per status; exports the filter as CSV", async () => {
    await subscribeToNewsletter(database.db, "=cmd@example.com", { publicUrl: PUBLIC_URL });
    await subscribeToNewsletter(database.db, "gone@example.com", { publicUrl: PUBLIC_URL });
    await unsubscribeByToken(database.db, (await subscriber("gone@example.com")).token);

    const all = await listSubscribers(database.db, { q: "", status: null, sort: "email", dir: "asc", page: 1 });
    expect(all.rows.map((row) => row.email)).toEqual(["=cmd@example.com", "back@example.com", "careful@example.com", "fan@example.com", "gone@example.com"]);
    expect(all.info.total).toBe(5);
    const search = await listSubscribers(database.db, { q: "CAREful", status: null, sort: "subscribed", dir: "desc", page: 1 });
    expect(search.rows.map((row) => row.email)).toEqual(["careful@example.com"]);
    const gone = await listSubscribers(database.db, { q: "", status: "unsubscribed", sort: "subscribed", dir: "desc", page: 1 });
    expect(gone.rows.map((row) => row.email)).toEqual(["gone@example.com"]);
    expect(await subscriberStatusCounts(database.db)).toEqual({ active: 4, pending: 0, unsubscribed: 1 });

    const csv = subscribersCsv(await withLatestConsent(database.db, await subscribersForExport(database.db, { q: "cmd", status: null })));
    const [header, line, end] = csv.split("\n");
    expect(header).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at,consent_at,consent_wording,consent_language,consent_page");
    expect(line).toMatch(new RegExp(`^'=cmd@example\\.com,active,\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,,,\\d{4}-[\\d:.T-]+Z,${NEWSLETTER_CONSENT.version},en,/$`));
    expect(end).toBe("");
  });

  it("keeps a proof of each consent: time, wording version, language, page; a re-subscription adds one, a duplicate none", async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 10, minutes));
    await subscribeToNewsletter(database.db, "proof@example.com", { publicUrl: PUBLIC_URL, locale: "fr", page: "/fr/actualites?x=1", now: at(0) });
    await subscribeToNewsletter(database.db, "proof@example.com", { publicUrl: PUBLIC_URL, locale: "fr", page: "/fr", now: at(1) });
    const { id, token } = await subscriber("proof@example.com");
    expect((await consentsOf(database.db, [id])).get(id)).toEqual([{ given_at: at(0), wording_version: NEWSLETTER_CONSENT.version, locale: "fr", page: "/fr/actualites" }]);
    await unsubscribeByToken(database.db, token);
    await resubscribeByToken(database.db, token, { publicUrl: PUBLIC_URL, page: "/fr/newsletter/desinscription/:token", now: at(5) });
    const proofs = (await consentsOf(database.db, [id])).get(id)!;
    expect(proofs.map((proof) => [proof.page, proof.locale])).toEqual([
      ["/fr/newsletter/desinscription/:token", "fr"],
      ["/fr/actualites", "fr"],
    ]);
    expect((await withLatestConsent(database.db, [{ id }]))[0]!.consent).toEqual(proofs[0]);
    // Erasing the subscriber takes the proofs with it.
    await eraseSubscriber(database.db, id);
    expect((await consentsOf(database.db, [id])).get(id)).toBeUndefined();
  });

  it("counts active subscribers at the end of each month", async () => {
    const db = database.db;
    await db.insert(newsletterSubscribers).values([
      { email: "jan@growth.test", status: "active", created_at: new Date("2026-01-10T00:00:00Z") },
      { email: "feb@growth.test", status: "unsubscribed", created_at: new Date("2026-02-10T00:00:00Z"), unsubscribed_at: new Date("2026-03-15T00:00:00Z") },
      { email: "wait@growth.test", status: "pending", created_at: new Date("2026-02-11T00:00:00Z") },
    ]);
    // Only these three exist before April (the other rows were created now, in a later month).
    const points = await subscriberGrowth(db, 4, new Date("2026-04-20T12:00:00Z"));
    expect(points).toEqual([
      { month: "2026-01", active: 1 },
      { month: "2026-02", active: 2 },
      { month: "2026-03", active: 1 },
      { month: "2026-04", active: 1 },
    ]);
    expect(await subscriberGrowth(db, 12)).toHaveLength(12);
  });

  it("unsubscribes from the admin once; erases the row and its delivery history", async () => {
    const fan = await subscriber("fan@example.com");
    await expect(adminUnsubscribe(database.db, fan.id)).resolves.toEqual({ email: "fan@example.com", status: "active" });
    await expect(adminUnsubscribe(database.db, fan.id)).resolves.toBeNull();
    await expect(adminUnsubscribe(database.db, "not-a-uuid")).resolves.toBeNull();

    const erased = await eraseSubscriber(database.db, fan.id);
    expect(erased).toEqual({ fingerprint: emailFingerprint("fan@example.com"), status: "unsubscribed", deletedMails: 2, deletedFiles: 0 });
    expect(erased!.fingerprint).not.toContain("fan");
    expect(await mailsTo("fan@example.com")).toHaveLength(0);
    expect(await database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, fan.id))).toHaveLength(0);
    await expect(eraseSubscriber(database.db, fan.id)).resolves.toBeNull();
  });

  it("lists the outbox with filters and retries only a failed message", async () => {
    const [mail] = await mailsTo("careful@example.com");
    await database.db.update(mailOutbox).set({ status: "failed", attempts: 5, last_error: "550 no such user" }).where(eq(mailOutbox.id, mail!.id));
    const failed = await listOutbox(database.db, { q: "careful", status: "failed", kind: null, page: 1 });
    expect(failed.rows).toHaveLength(1);
    expect(failed.rows[0]).toMatchObject({ to: "careful@example.com", status: "failed", attempts: 5, lastError: "550 no such user" });
    expect((await listOutbox(database.db, { q: "", status: null, kind: "confirm", page: 1 })).rows.every((row) => row.kind === "confirm")).toBe(true);

    await expect(retryMail(database.db, mail!.id)).resolves.toEqual({ kind: mail!.kind });
    const [after] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(after).toMatchObject({ status: "pending", attempts: 0 });
    await expect(retryMail(database.db, mail!.id)).resolves.toBeNull();

    // A newsletter delivery is rendered when sent: the list shows its edition's subject.
    const [edition] = await database.db.insert(newsletterEditions).values({ title: "Spring", subject: "Spring at Magny-Cours", sent_at: null }).returning();
    await database.db.insert(mailOutbox).values({ kind: "newsletter", to_address: "careful@example.com", edition_id: edition!.id, subject: null });
    const deliveries = await listOutbox(database.db, { q: "", status: null, kind: "newsletter", page: 1 });
    expect(deliveries.rows.map((row) => row.subject)).toEqual(["Spring at Magny-Cours"]);
  });
});

describe("the .eml outbox reader", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-eml-"));
  const older = "2026-11-20T10-00-00-000Z-0a0b0c0d.eml";
  const newer = "2026-11-21T09-30-00-123Z-deadbeef.eml";

  const message = (to: string, subject: string) =>
    [
      "From: Team <no-reply@ecurie.example>",
      `To: ${to}`,
      `Subject: ${subject}`,
      "Date: Sat, 21 Nov 2026 09:30:00 +0000",
      "List-Unsubscribe: <https://ecurie.example/newsletter/unsubscribe/abc-123>",
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      "MIME-Version: 1.0",
      'Content-Type: multipart/alternative; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Hello in text",
      "--b",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Hello in <b>HTML</b></p>",
      "--b--",
      "",
    ].join("\n");

  beforeAll(() => {
    fs.writeFileSync(path.join(dir, older), message("erase-me@example.com", "Older"));
    fs.writeFileSync(path.join(dir, newer), message("keep@example.com", "Newer"));
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a message");
    fs.writeFileSync(path.join(os.tmpdir(), "secret-outside.eml"), "secret");
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(path.join(os.tmpdir(), "secret-outside.eml"), { force: true });
  });

  it("lists only the outbox's own files, newest first", async () => {
    expect((await listEmlFiles(dir)).map((file) => file.name)).toEqual([newer, older]);
    expect(await listEmlFiles(path.join(dir, "missing"))).toEqual([]);
  });

  it("refuses any name the outbox does not give: no traversal, no other file", async () => {
    expect(EML_FILE_PATTERN.test(newer)).toBe(true);
    for (const name of ["../secret-outside.eml", "..%2Fsecret-outside.eml", "notes.txt", `${newer}/..`, `sub/${newer}`, `/etc/passwd`, `${newer}\0`, ""]) {
      await expect(readEmlFile(dir, name)).resolves.toBeNull();
    }
    await expect(readEmlFile(dir, "2026-01-01T00-00-00-000Z-00000000.eml")).resolves.toBeNull();
  });

  it("parses a message: headers as written, text and HTML parts", async () => {
    await expect(readEmlMessage(dir, newer)).resolves.toEqual({
      from: '"Team" <no-reply@ecurie.example>',
      to: "keep@example.com",
      subject: "Newer",
      date: "2026-11-21T09:30:00.000Z",
      listUnsubscribe: "<https://ecurie.example/newsletter/unsubscribe/abc-123>",
      listUnsubscribePost: "List-Unsubscribe=One-Click",
      text: "Hello in text",
      html: "<p>Hello in <b>HTML</b></p>",
    });
  });

  describe.each(testDatabaseKinds())("erasure on %s", (kind) => {
    it("also deletes the written copies addressed to the erased subscriber", async () => {
      // Each database's run writes its own copy: the previous run erased it.
      fs.writeFileSync(path.join(dir, older), message("erase-me@example.com", "Older"));
      const database = await openTestDatabase(kind);
      try {
        const [row] = await database.db.insert(newsletterSubscribers).values({ email: "erase-me@example.com" }).returning();
        const erased = await eraseSubscriber(database.db, row!.id, { outboxDir: dir });
        expect(erased).toMatchObject({ deletedFiles: 1 });
        expect((await listEmlFiles(dir)).map((file) => file.name)).toEqual([newer]);
      } finally {
        await database.close();
      }
    });
  });
});
