import type { Logger } from "pino";
import { auditLog } from "../db/schema/security.ts";
import type { Database } from "./db.server.ts";

export interface AuditEntry {
  action: string;
  actor?: { id?: string | null; email?: string | null } | null;
  target?: { type: string; id?: string | null } | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

export type AuditRow = typeof auditLog.$inferInsert;

function auditRow(entry: AuditEntry): AuditRow {
  return {
    action: entry.action,
    actor_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  };
}

/**
 * Writes an audit row and throws when it cannot: for a write whose record is
 * part of it (a content change, whose audit rows are its version history), in
 * the write's own transaction. Never pass secrets in `details`.
 */
export async function insertAudit(db: Database, entry: AuditEntry): Promise<AuditRow> {
  const row = auditRow(entry);
  await db.insert(auditLog).values(row);
  return row;
}

/**
 * Records who did what, in the audit table and in the log, for an event that
 * has already happened (a sign-in, an export): a failure to write the row is
 * logged, not thrown, since it cannot undo the event. Never pass secrets in
 * `details`.
 */
export async function recordAudit(db: Database, log: Pick<Logger, "info" | "error">, entry: AuditEntry): Promise<void> {
  const row = auditRow(entry);
  log.info({ audit: row }, entry.action);
  try {
    await db.insert(auditLog).values(row);
  } catch (error) {
    log.error({ err: error, action: entry.action }, "audit record failed");
  }
}
