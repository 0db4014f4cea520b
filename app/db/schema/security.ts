import { index, integer, json, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";

/**
 * Failed attempts and lockouts of sign-in, password recovery and two-factor
 * checks, per account and per client IP. In the database so a lockout holds
 * across restarts and across processes.
 */
export const authThrottle = pgTable("auth_throttle", {
  /** "<scope>:<subject>", e.g. "sign-in:account:ada@example.com" or "sign-in:ip:203.0.113.7". */
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  window_started_at: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
});

/** TOTP codes already accepted, so one code cannot be used twice within its validity window. */
export const usedTotpCodes = pgTable(
  "used_totp_codes",
  {
    user_id: text("user_id").notNull(),
    /** SHA-256 of user id and code: the code itself is never stored. */
    code_hash: text("code_hash").primaryKey(),
    used_at: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("used_totp_codes_used_at_idx").on(table.used_at)],
);

/** Who did what, when: sign-ins, sign-outs, password and two-factor changes, user and content changes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actor_id: text("actor_id"),
    actor_email: text("actor_email"),
    /** e.g. "auth.sign_in", "auth.sign_in_failed", "user.ban", "car.update". */
    action: text("action").notNull(),
    target_type: text("target_type"),
    target_id: text("target_id"),
    ip: text("ip"),
    /**
     * Context without secrets: before/after values of a change, the reason of a failure.
     * json, not jsonb: a snapshot keeps its keys in the order they were written
     * (a car's specifications), so a restored version reads as it was saved.
     */
    details: json("details").$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.created_at),
    index("audit_log_action_idx").on(table.action),
    // An item's history (features/versions): its records, newest first.
    index("audit_log_target_idx").on(table.target_type, table.target_id, table.created_at),
  ],
);

/**
 * Visitor form submissions already stored, by the idempotency key the form
 * carried (a UUID made in the browser when the form is shown, and again after
 * each success). A submission retried after its answer was lost (a dropped
 * connection, a second click) finds its key here and gets the first one's
 * result instead of storing a second row. Kept a day (pruneSubmissionKeys).
 */
export const formSubmissionKeys = pgTable(
  "form_submission_keys",
  {
    key: uuid("key").notNull(),
    /** Which form stored it ("contact", "subscribe"…): a key posted to another form is another submission. */
    form: text("form").notNull(),
    /** What the first submission's answer was built from (the stored row's id, an order's reference…). */
    result: json("result").$type<unknown>(),
    created_at: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.form, table.key] }), index("form_submission_keys_created_idx").on(table.created_at)],
);
