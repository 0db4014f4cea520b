import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { user } from "../../db/schema/auth.ts";
import type { DatabaseHandle } from "../../platform/db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/support/databases.ts";
import { teamLocale } from "./queries.server.ts";

describe.each(testDatabaseKinds())("the team's language for its own e-mails (%s)", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(user);
  });

  let minute = 0;
  const admin = (email: string, locale: "en" | "fr" | null, role: string | null = "admin") =>
    database.db.insert(user).values({ id: email, name: email, email, role, locale, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)) });

  it("is English while no admin chose a language", async () => {
    await admin("first@example.com", null);
    expect(await teamLocale(database.db, "contact@example.com")).toBe("en");
  });

  it("is the notified admin's own choice when the address is theirs", async () => {
    await admin("fr@example.com", "fr");
    await admin("en@example.com", "en");
    await admin("en2@example.com", "en");
    expect(await teamLocale(database.db, " FR@example.com ")).toBe("fr");
  });

  it("is the admins' language when the address is no admin's: most of them, else the earliest's", async () => {
    await admin("a@example.com", "fr");
    await admin("b@example.com", null);
    expect(await teamLocale(database.db, "contact@example.com")).toBe("fr");
    await admin("c@example.com", "en");
    expect(await teamLocale(database.db, "contact@example.com")).toBe("fr");
    await admin("d@example.com", "en");
    expect(await teamLocale(database.db, "contact@example.com")).toBe("en");
    // Someone who is not an admin has no say.
    await admin("visitor@example.com", "fr", null);
    await admin("visitor2@example.com", "fr", null);
    expect(await teamLocale(database.db, "contact@example.com")).toBe("en");
  });
});
