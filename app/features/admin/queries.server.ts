import { count, desc, eq } from "drizzle-orm";
import { user } from "../../db/schema/auth.ts";
import { auditLog } from "../../db/schema/security.ts";
import type { Database } from "../../platform/db.server.ts";

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(user).where(eq(user.role, "admin"));
  return row?.value ?? 0;
}

export interface ActivityEntry {
  id: string;
  action: string;
  actorEmail: string | null;
  targetType: string | null;
  ip: string | null;
  createdAt: string;
}

/** The latest audit records, newest first, for the dashboard. */
export async function listRecentActivity(db: Database, limit = 10): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: auditLog.actor_email,
      targetType: auditLog.target_type,
      ip: auditLog.ip,
      createdAt: auditLog.created_at,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.created_at))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
