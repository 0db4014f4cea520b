import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authThrottle } from "../db/schema/security.ts";
import type { DatabaseHandle } from "./db.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../tests/support/databases.ts";
import {
  ACCOUNT_WIDE,
  clearAttempts,
  clearSignInAttempts,
  countAttempt,
  MINUTE,
  pruneAttempts,
  releaseAttempt,
  reserveAttempt,
  retryInWords,
  signInDelayMs,
  throttleKeys,
} from "./auth-throttle.server.ts";

const rule = { max: 5, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE };

describe.each(testDatabaseKinds())("auth throttle on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("allows 5 attempts, refuses the 6th and locks for 10 minutes", async () => {
    const now = new Date("2026-06-01T10:00:00Z");
    for (let i = 0; i < 5; i++) expect(await reserveAttempt(database.db, "k1", rule, now)).toEqual({ allowed: true });
    const sixth = await reserveAttempt(database.db, "k1", rule, now);
    expect(sixth).toEqual({ allowed: false, retryAt: new Date("2026-06-01T10:10:00Z") });
    // Still locked 9 minutes later, open again after the lock.
    expect((await reserveAttempt(database.db, "k1", rule, new Date("2026-06-01T10:09:00Z"))).allowed).toBe(false);
    expect((await reserveAttempt(database.db, "k1", rule, new Date("2026-06-01T10:21:00Z"))).allowed).toBe(true);
  });

  it("counts concurrent attempts atomically: never more than the limit get through", async () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveAttempt(database.db, "k2", rule, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("gives an attempt back on success, and forgets a key when cleared", async () => {
    const now = new Date("2026-06-01T14:00:00Z");
    for (let i = 0; i < 5; i++) await reserveAttempt(database.db, "k3", rule, now);
    await releaseAttempt(database.db, "k3");
    expect((await reserveAttempt(database.db, "k3", rule, now)).allowed).toBe(true);
    await clearAttempts(database.db, "k3");
    for (let i = 0; i < 5; i++) expect((await reserveAttempt(database.db, "k3", rule, now)).allowed).toBe(true);
  });

  it("starts a new window once the old one is over", async () => {
    for (let i = 0; i < 5; i++) await reserveAttempt(database.db, "k4", rule, new Date("2026-06-01T16:00:00Z"));
    expect((await reserveAttempt(database.db, "k4", rule, new Date("2026-06-01T16:11:00Z"))).allowed).toBe(true);
  });

  it("prunes finished windows only", async () => {
    await reserveAttempt(database.db, "old", rule, new Date("2026-01-01T00:00:00Z"));
    await reserveAttempt(database.db, "fresh", rule, new Date("2026-06-01T18:00:00Z"));
    await pruneAttempts(database.db, 60 * MINUTE, new Date("2026-06-01T18:05:00Z"));
    const keys = (await database.db.select({ key: authThrottle.key }).from(authThrottle)).map((row) => row.key);
    expect(keys).toContain("fresh");
    expect(keys).not.toContain("old");
  });

  it("counts an account's attempts from every client in a window, without ever locking", async () => {
    const key = throttleKeys.signInAccount("count@example.com");
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 2, 10, minute));
    for (let i = 1; i <= 40; i++) expect(await countAttempt(database.db, key, ACCOUNT_WIDE.windowMs, at(0))).toBe(i);
    // Concurrent attempts are each counted once.
    const counts = await Promise.all(Array.from({ length: 10 }, () => countAttempt(database.db, key, ACCOUNT_WIDE.windowMs, at(1))));
    expect(counts.toSorted((a, b) => a - b)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    await releaseAttempt(database.db, key);
    expect(await countAttempt(database.db, key, ACCOUNT_WIDE.windowMs, at(2))).toBe(50);
    // A new window once the hour is over.
    expect(await countAttempt(database.db, key, ACCOUNT_WIDE.windowMs, at(61))).toBe(1);
  });

  it("forgets every sign-in count of one account on a reset, and nothing of another account", async () => {
    const now = new Date("2026-06-02T12:00:00Z");
    const owner = "owner_1@example.com";
    // "_" is a wildcard in LIKE: an account whose address it would match stays untouched.
    const other = "ownerx1@example.com";
    const keys = [
      throttleKeys.signInAccount(owner),
      throttleKeys.signInAccountClient(owner, "198.51.100.1"),
      throttleKeys.signInAccountClient(owner, "198.51.100.2"),
      throttleKeys.signInAccount(other),
      throttleKeys.signInAccountClient(other, "198.51.100.1"),
      throttleKeys.signInAccount(`${owner}.evil`),
      throttleKeys.signInIp("198.51.100.1"),
    ];
    for (const key of keys) await reserveAttempt(database.db, key, rule, now);
    await clearSignInAttempts(database.db, owner);
    const left = (await database.db.select({ key: authThrottle.key }).from(authThrottle)).map((row) => row.key);
    expect(keys.filter((key) => left.includes(key))).toEqual(keys.slice(3));
  });

  it("words the retry time", () => {
    const now = new Date("2026-06-01T10:00:00Z");
    expect(retryInWords(new Date("2026-06-01T10:10:00Z"), now)).toBe("in 10 minutes");
    expect(retryInWords(new Date("2026-06-01T10:00:20Z"), now)).toBe("in 1 minute");
  });
});

describe("the account-wide slowdown", () => {
  it("adds nothing up to its threshold, then grows by a step per failure, up to its ceiling", () => {
    expect(signInDelayMs(1)).toBe(0);
    expect(signInDelayMs(ACCOUNT_WIDE.slowAfter)).toBe(0);
    expect(signInDelayMs(ACCOUNT_WIDE.slowAfter + 1)).toBe(ACCOUNT_WIDE.stepMs);
    expect(signInDelayMs(ACCOUNT_WIDE.slowAfter + 4)).toBe(4 * ACCOUNT_WIDE.stepMs);
    expect(signInDelayMs(ACCOUNT_WIDE.slowAfter + 10_000)).toBe(ACCOUNT_WIDE.maxDelayMs);
  });
});
