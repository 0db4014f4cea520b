import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterEditions, newsletterSubscribers } from "../../db/schema/newsletter.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { subscribeToNewsletter } from "./mutations.server.ts";
import { getSentEdition, listNewsletterEditions } from "./queries.server.ts";

describe.each(testDatabaseKinds())("newsletter on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(newsletterEditions).values([
      { title: "Spring", subject: "s", sent_at: new Date("2026-03-01T09:00:00Z"), created_at: new Date("2026-02-20T00:00:00Z") },
      { title: "Summer", subject: "s", sent_at: new Date("2026-06-01T09:00:00Z"), created_at: new Date("2026-05-20T00:00:00Z") },
      { title: "Draft", subject: "s", sent_at: null, created_at: new Date("2026-06-10T00:00:00Z") },
      { title: "Winter", subject: "s", sent_at: new Date("2025-12-01T09:00:00Z"), created_at: new Date("2025-11-20T00:00:00Z") },
    ]);
  });
  afterAll(() => database?.close());

  const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

  it("lists sent editions newest sent first, and unsent ones apart", async () => {
    expect(titles(await listNewsletterEditions(database.db, { sent: true }))).toEqual(["Summer", "Spring", "Winter"]);
    expect(titles(await listNewsletterEditions(database.db, { sent: false }))).toEqual(["Draft"]);
    expect(titles(await listNewsletterEditions(database.db, { sent: true, limit: 1 }))).toEqual(["Summer"]);
  });

  it("subscribes with status active, and answers a second subscription with already_subscribed (23505) without throwing", async () => {
    await expect(subscribeToNewsletter(database.db, "Fan@Example.com")).resolves.toEqual({ status: "subscribed" });
    await expect(subscribeToNewsletter(database.db, "fan@example.com ")).resolves.toEqual({ status: "already_subscribed" });
    const rows = await database.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "fan@example.com", status: "active" });
  });

  it("finds a sent edition by id, never an unsent one, and answers null to ids that are not UUIDs", async () => {
    const [summer] = await listNewsletterEditions(database.db, { sent: true, limit: 1 });
    const [draft] = await listNewsletterEditions(database.db, { sent: false });
    expect((await getSentEdition(database.db, summer!.id))?.title).toBe("Summer");
    expect(await getSentEdition(database.db, draft!.id)).toBeNull();
    expect(await getSentEdition(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getSentEdition(database.db, "not-a-uuid")).toBeNull();
  });
});
