import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissionKeys } from "../db/schema/security.ts";
import { openTestDatabase, testDatabaseKinds } from "../../tests/support/databases.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { pruneSubmissionKeys, storeOnce, SUBMISSION_KEY_LIFETIME_MS, submissionKeyOf } from "./idempotency.server.ts";

const form = (key: unknown) => {
  const data = new FormData();
  if (typeof key === "string") data.set("idempotency_key", key);
  return data;
};

describe("submissionKeyOf", () => {
  it("takes a UUID, in either case, and nothing else", () => {
    const key = crypto.randomUUID();
    expect(submissionKeyOf(form(key))).toBe(key);
    expect(submissionKeyOf(form(key.toUpperCase()))).toBe(key);
    for (const bad of ["", "not-a-key", `${key}x`, ` ${key}`, "00000000-0000-0000-0000-00000000000g"]) expect(submissionKeyOf(form(bad)), bad).toBeNull();
    expect(submissionKeyOf(form(undefined))).toBeNull();
  });
});

describe.each(testDatabaseKinds())("storeOnce on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("runs once per key and form, gives the key back when told, and runs every time without a key", async () => {
    let runs = 0;
    const work = async () => ({ run: ++runs });
    const key = crypto.randomUUID();
    expect(await storeOnce(database.db, "contact", key, work)).toEqual({ replayed: false, result: { run: 1 } });
    expect(await storeOnce(database.db, "contact", key, work)).toEqual({ replayed: true, result: { run: 1 } });
    expect(await storeOnce(database.db, "subscribe", key, work)).toEqual({ replayed: false, result: { run: 2 } });
    const refused = crypto.randomUUID();
    await storeOnce(database.db, "order", refused, work, () => false);
    expect(await storeOnce(database.db, "order", refused, work)).toEqual({ replayed: false, result: { run: 4 } });
    await storeOnce(database.db, "contact", null, work);
    await storeOnce(database.db, "contact", null, work);
    expect(runs).toBe(6);
  });

  it("a failure stores no key: the retry runs", async () => {
    const key = crypto.randomUUID();
    await expect(storeOnce(database.db, "contact", key, () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    expect(await storeOnce(database.db, "contact", key, async () => "stored")).toEqual({ replayed: false, result: "stored" });
  });

  it("forgets keys older than a day", async () => {
    const now = new Date();
    const old = crypto.randomUUID();
    const fresh = crypto.randomUUID();
    await database.db.insert(formSubmissionKeys).values([
      { form: "contact", key: old, result: null, created_at: new Date(now.getTime() - SUBMISSION_KEY_LIFETIME_MS - 60_000) },
      { form: "contact", key: fresh, result: null, created_at: now },
    ]);
    await pruneSubmissionKeys(database.db, now);
    const keys = (await database.db.select({ key: formSubmissionKeys.key }).from(formSubmissionKeys)).map((row) => row.key);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(old);
  });
});
