import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/mail.ts";
import { appliedMigrations, backupDir, knownMigrations, listArchives } from "../../platform/backup.server.ts";
import { executeRows, type Database } from "../../platform/db.server.ts";
import { checkHealth, type HealthReport } from "../../platform/health.server.ts";
import { mailSetup } from "../../platform/mail-setup.server.ts";
import type { Services } from "../../platform/services.server.ts";
import { appVersion } from "../../platform/version.server.ts";

/**
 * The figures an operator checks first (issue 18), read when the admin's
 * system page opens: what runs, for how long, on what, how full, what is
 * waiting, and when the last backup was taken.
 */
export interface SystemStatus {
  app: { version: string; commit: string | null; node: string; startedAt: string; uptimeSeconds: number };
  database: { kind: "pglite" | "postgres"; bytes: number | null; migrations: { applied: number; known: number; pending: number; last: string | null } };
  storage: { kind: "local" | "s3"; files: number; bytes: number } | { kind: "local" | "s3"; error: string };
  mail: {
    transport: "smtp" | "outbox";
    pending: number;
    failed: number;
    oldestPending: string | null;
    /** The sender, and its domain when no mail provider will accept it while e-mails leave. */
    from: string;
    unusableSenderDomain: string | null;
    /** Where the messages go without SMTP_URL. */
    outboxDir: string | null;
  };
  /** The liveness checks /healthz runs, with what it keeps to itself: each kind, time and error. */
  checks: HealthReport["checks"];
  backups: { dir: string; schedule: string | null; keep: number; count: number; last: { name: string; bytes: number; createdAt: string } | null };
}

function folderBytes(dir: string): number | null {
  if (!fs.existsSync(dir)) return null;
  let total = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    try {
      total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    } catch {
      // Removed meanwhile (a checkpoint's temporary file).
    }
  }
  return total;
}

async function databaseBytes(services: Pick<Services, "db" | "database" | "env">): Promise<number | null> {
  if (services.database.kind === "pglite") return folderBytes(path.join(path.resolve(services.env.DATA_DIR), "pglite"));
  const [row] = await executeRows<{ bytes: string }>(services.db, sql`select pg_database_size(current_database())::text as bytes`);
  return row ? Number(row.bytes) : null;
}

async function storageUse(services: Pick<Services, "storage">): Promise<SystemStatus["storage"]> {
  try {
    let files = 0;
    let bytes = 0;
    for await (const object of services.storage.list()) {
      files++;
      bytes += object.bytes;
    }
    return { kind: services.storage.kind, files, bytes };
  } catch (error) {
    return { kind: services.storage.kind, error: error instanceof Error ? error.message : String(error) };
  }
}

export async function mailQueue(db: Database): Promise<Pick<SystemStatus["mail"], "pending" | "failed" | "oldestPending">> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} in ('pending', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      oldestPending: sql<Date | string | null>`min(${mailOutbox.created_at}) filter (where ${mailOutbox.status} in ('pending', 'sending'))`,
    })
    .from(mailOutbox);
  const oldest = row?.oldestPending ? new Date(row.oldestPending) : null;
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPending: oldest ? oldest.toISOString() : null };
}

export async function systemStatus(services: Pick<Services, "db" | "database" | "env" | "storage" | "mailer">): Promise<SystemStatus> {
  const { version, commit } = appVersion(services.env.GIT_COMMIT);
  const uptimeSeconds = Math.round(process.uptime());
  const [bytes, applied, storage, queue, health] = await Promise.all([databaseBytes(services), appliedMigrations(services.db), storageUse(services), mailQueue(services.db), checkHealth(services)]);
  const transport = services.mailer.kind === "smtp" ? "smtp" : "outbox";
  const { from, unusableSenderDomain } = mailSetup({ transport, from: services.env.MAIL_FROM });
  const known = knownMigrations();
  const dir = backupDir(services.env);
  const archives = listArchives(dir);
  const last = archives[0];
  return {
    app: { version, commit, node: process.version, startedAt: new Date(Date.now() - uptimeSeconds * 1000).toISOString(), uptimeSeconds },
    database: { kind: services.database.kind, bytes, migrations: { applied: applied.count, known: known.count, pending: Math.max(0, known.count - applied.count), last: applied.last } },
    storage,
    mail: { transport, ...queue, from, unusableSenderDomain, outboxDir: services.mailer.outboxDir ?? null },
    checks: health.checks,
    backups: {
      dir,
      schedule: services.env.BACKUP_SCHEDULE ?? null,
      keep: services.env.BACKUP_KEEP,
      count: archives.length,
      last: last ? { name: path.basename(last.file), bytes: last.bytes, createdAt: last.createdAt.toISOString() } : null,
    },
  };
}
