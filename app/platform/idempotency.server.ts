import { and, eq, lt } from "drizzle-orm";
import { formSubmissionKeys } from "../db/schema/security.ts";
import { IDEMPOTENCY_FIELD } from "../lib/form-reply.ts";
import type { Database } from "./db.server.ts";
import { isUuid } from "../lib/ids.ts";

/**
 * Exactly once for the visitor's forms (issue 17). Each form carries an
 * idempotency key, a UUID the browser makes when the form is shown and again
 * after each success (`useVisitorForm`). A submission whose answer was lost
 * (a dropped connection, the button pressed again) comes back with the same
 * key: it gets the first submission's result and stores nothing. Without
 * JavaScript a form has no key, and each post is a submission of its own.
 */

/** Keys are kept a day: a retry comes within seconds, and a day covers a laptop put to sleep mid-send. */
export const SUBMISSION_KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** The form's key, or null when it has none or not a well-formed one (then the post is simply a new submission). */
export function submissionKeyOf(formData: FormData): string | null {
  const value = formData.get(IDEMPOTENCY_FIELD);
  return typeof value === "string" && isUuid(value) ? value.toLowerCase() : null;
}

export type Stored<T> = { replayed: false; result: T } | { replayed: true; result: T };

/** The result an earlier submission with this key stored, if there was one. */
async function earlierSubmission<T>(db: Database, form: string, key: string | null): Promise<{ result: T } | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({ result: formSubmissionKeys.result })
    .from(formSubmissionKeys)
    .where(and(eq(formSubmissionKeys.form, form), eq(formSubmissionKeys.key, key)));
  return row ? { result: row.result as T } : undefined;
}

/**
 * Runs `store` once per key: the key is taken in the same transaction as the
 * rows `store` writes, so a retry racing the first submission waits for it
 * and gets its result (or, if the first failed, stores in its place). A
 * result `remember` refuses (a cart the stock no longer allows) gives the key
 * back: the visitor corrects the form and sends it again with the same key.
 */
export async function storeOnce<T>(
  db: Database,
  form: string,
  key: string | null,
  store: (tx: Database) => Promise<T>,
  remember: (result: T) => boolean = () => true,
): Promise<Stored<T>> {
  if (!key) return { replayed: false, result: await store(db) };
  if (Math.random() < 0.02) await pruneSubmissionKeys(db);
  return db.transaction(async (tx) => {
    const taken = await tx.insert(formSubmissionKeys).values({ form, key }).onConflictDoNothing().returning({ key: formSubmissionKeys.key });
    if (taken.length === 0) {
      const earlier = await earlierSubmission<T>(tx, form, key);
      return { replayed: true, result: earlier!.result };
    }
    const result = await store(tx);
    const where = and(eq(formSubmissionKeys.form, form), eq(formSubmissionKeys.key, key));
    if (remember(result)) await tx.update(formSubmissionKeys).set({ result: result as unknown }).where(where);
    else await tx.delete(formSubmissionKeys).where(where);
    return { replayed: false, result };
  });
}

/** Forgets keys older than their lifetime. */
export async function pruneSubmissionKeys(db: Database, now = new Date()): Promise<void> {
  await db.delete(formSubmissionKeys).where(lt(formSubmissionKeys.created_at, new Date(now.getTime() - SUBMISSION_KEY_LIFETIME_MS)));
}
