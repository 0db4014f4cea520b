import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { authThrottle } from "../db/schema/security.ts";
import type { Database } from "./db.server.ts";

/**
 * Counting attempts of sign-in, recovery and two-factor checks, per account and
 * per client IP, in the database (so they hold across restarts and processes).
 *
 * Every attempt is counted *before* the password is checked, in one atomic
 * statement; a success gives its attempt back. So concurrent attempts cannot
 * slip past the limit: the (max+1)th is refused even if all arrive at once.
 */
export interface ThrottleRule {
  /** Attempts allowed within the window. */
  max: number;
  windowMs: number;
  /** How long the key stays locked once it went over the limit. */
  lockMs: number;
}

export const MINUTE = 60_000;

export const RULES = {
  /**
   * 5 failures from one client lock that client out of that account for 10
   * minutes. Counted per account *and* client, so whoever knows an admin's
   * e-mail cannot keep the owner out by failing on purpose from elsewhere.
   */
  signInAccountClient: { max: 5, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  /** One address trying many accounts (password spraying). */
  signInIp: { max: 30, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  recoveryAccountClient: { max: 3, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  recoveryIp: { max: 10, windowMs: 60 * MINUTE, lockMs: 60 * MINUTE },
  twoFactorIp: { max: 10, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
  /**
   * Sign-ins started (a passkey's challenge, single sign-on's state): each is a row stored before
   * anyone is known, so one address may not pile them up. The login page starts one per visit.
   */
  ceremonyIp: { max: 300, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/**
 * Failures on one account from every client together (a guessing attack
 * spread over many addresses). Past `slowAfter` in the window, each sign-in
 * of that account waits a growing delay before its password is checked
 * (`signInDelayMs`): slower guessing for everyone, never a closed door.
 */
export const ACCOUNT_WIDE = { slowAfter: 25, windowMs: 60 * MINUTE, stepMs: 500, maxDelayMs: 10_000 };

/** How long a sign-in waits when its account has had `failures` attempts in the window (this one included). */
export function signInDelayMs(failures: number): number {
  const excess = failures - ACCOUNT_WIDE.slowAfter;
  return excess <= 0 ? 0 : Math.min(ACCOUNT_WIDE.maxDelayMs, excess * ACCOUNT_WIDE.stepMs);
}

/** The throttle keys of one account (by its e-mail), for sign-in and recovery. */
export const throttleKeys = {
  signInAccount: (email: string) => `sign-in:account:${email}`,
  signInAccountClient: (email: string, ip: string) => `sign-in:account:${email}:client:${ip}`,
  signInIp: (ip: string) => `sign-in:ip:${ip}`,
  recoveryAccountClient: (email: string, ip: string) => `recovery:account:${email}:client:${ip}`,
  recoveryIp: (ip: string) => `recovery:ip:${ip}`,
  twoFactorIp: (ip: string) => `two-factor:ip:${ip}`,
  ceremonyIp: (ip: string) => `ceremony:ip:${ip}`,
};

export type Attempt = { allowed: true } | { allowed: false; retryAt: Date };

/** Counts one attempt on `key`; refuses it when the key is locked or this attempt goes over the limit. */
export async function reserveAttempt(db: Database, key: string, rule: ThrottleRule, now = new Date()): Promise<Attempt> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const lockUntil = new Date(now.getTime() + rule.lockMs);
  const locked = sql`${authThrottle.locked_until} is not null and ${authThrottle.locked_until} > ${now}`;
  const expired = sql`${authThrottle.window_started_at} < ${windowStart}`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, window_started_at: now, locked_until: rule.max < 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        // A locked key does not count further attempts: the lock simply runs out.
        failures: sql`case when ${locked} then ${authThrottle.failures} when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        window_started_at: sql`case when ${locked} then ${authThrottle.window_started_at} when ${expired} then ${now} else ${authThrottle.window_started_at} end`,
        locked_until: sql`case
          when ${locked} then ${authThrottle.locked_until}
          when not (${expired}) and ${authThrottle.failures} + 1 > ${rule.max} then ${lockUntil}
          else null end`,
      },
    })
    .returning({ locked_until: authThrottle.locked_until });
  const until = row?.locked_until;
  return until && until > now ? { allowed: false, retryAt: until } : { allowed: true };
}

/**
 * Counts one attempt on `key` within a sliding window and says how many the
 * window holds now, this one included. Never locks: see ACCOUNT_WIDE.
 */
export async function countAttempt(db: Database, key: string, windowMs: number, now = new Date()): Promise<number> {
  const expired = sql`${authThrottle.window_started_at} < ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        window_started_at: sql`case when ${expired} then ${now} else ${authThrottle.window_started_at} end`,
      },
    })
    .returning({ failures: authThrottle.failures });
  return row?.failures ?? 1;
}

/** A successful attempt gives back the one it reserved. */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

/** Forgets a key entirely: the account's owner proved who they are. */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** When the account or address may try again, in words: "in 9 minutes". */
export function retryInWords(retryAt: Date, now = new Date()): string {
  const minutes = minutesUntil(retryAt, now);
  return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
}

/** Whole minutes until a moment, at least one: what "try again in…" says. */
export function minutesUntil(retryAt: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / MINUTE));
}

/**
 * Forgets every sign-in count of an account: its own and each client's. The
 * owner proved who they are by resetting the password through the e-mailed link.
 */
export async function clearSignInAttempts(db: Database, email: string): Promise<void> {
  const account = throttleKeys.signInAccount(email);
  const clients = `${account}:client:`;
  await db.delete(authThrottle).where(or(eq(authThrottle.key, account), sql`left(${authThrottle.key}, ${clients.length}) = ${clients}`));
}

/**
 * Forgets keys whose window and lock are both over (attempts on made-up
 * addresses would otherwise pile up). Cheap; called now and then.
 */
export async function pruneAttempts(db: Database, olderThanMs = 60 * MINUTE, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - olderThanMs);
  await db
    .delete(authThrottle)
    .where(and(lt(authThrottle.window_started_at, cutoff), or(isNull(authThrottle.locked_until), lt(authThrottle.locked_until, now))));
}
