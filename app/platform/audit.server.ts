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

/**
 * Records who did what, in the audit table and in the log. Never pass secrets
 * in `details`. A failure to write the audit row is logged, not thrown: an
 * admin's action must not fail because its record did.
 */
export async function recordAudit(db: Database, log: Pick<Logger, "info" | "error">, entry: AuditEntry): Promise<void> {
  const row = {
    action: entry.action,
    actor_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? {},
  };
  log.info({ audit: row }, entry.action);
  try {
    await db.insert(auditLog).values(row);
  } catch (error) {
    log.error({ err: error, action: entry.action }, "audit record failed");
  }
}
