import fs from "node:fs";
import { sql } from "drizzle-orm";
import { listArchives } from "./backup.server.ts";
import { executeRows, type Database, type DatabaseKind } from "./db.server.ts";

/**
 * The daily backup inside the server (BACKUP_SCHEDULE, "HH:MM" UTC), keeping
 * the newest BACKUP_KEEP archives of BACKUP_DIR. Several processes of one
 * site may run it: `claim` lets one of them take a day's run (on PostgreSQL,
 * an advisory lock), and a process that finds the day's archive already in
 * BACKUP_DIR does nothing.
 */
export interface BackupScheduleOptions {
  /** "HH:MM", UTC. */
  at: string;
  keep: number;
  dir: string;
  /** Takes the backup. */
  run(): Promise<void>;
  /** Resolves true when this process may take the run now, with a release; false when another one is taking it. */
  claim(): Promise<{ release(): Promise<void> } | false>;
  onError(error: unknown): void;
  now?: () => Date;
}

/** The next moment at HH:MM UTC strictly after `now`. */
export function nextRunAfter(now: Date, at: string): Date {
  const [hours, minutes] = at.split(":").map(Number) as [number, number];
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Removes the oldest archives of a folder beyond the newest `keep`; returns the removed files. */
export function pruneArchives(dir: string, keep: number): string[] {
  const removed = listArchives(dir)
    .slice(keep)
    .map((archive) => archive.file);
  for (const file of removed) fs.rmSync(file, { force: true });
  return removed;
}

/** Whether the folder holds an archive made on that UTC day (names carry their UTC date). */
function hasArchiveOf(dir: string, day: Date): boolean {
  const stamp = day.toISOString().slice(0, 10);
  return listArchives(dir).some((archive) => archive.file.includes(`ecurie-backup-${stamp}T`));
}

export function startBackupSchedule(options: BackupScheduleOptions): { stop(): void; next(): Date } {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let next = nextRunAfter(now(), options.at);
  let stopped = false;

  const fire = async () => {
    const day = now();
    try {
      if (hasArchiveOf(options.dir, day)) return;
      const claim = await options.claim();
      if (!claim) return;
      try {
        // Checked again under the claim: another process may have finished the day's run meanwhile.
        if (!hasArchiveOf(options.dir, day)) {
          await options.run();
          pruneArchives(options.dir, options.keep);
        }
      } finally {
        await claim.release();
      }
    } catch (error) {
      options.onError(error);
    }
  };

  const arm = () => {
    if (stopped) return;
    next = nextRunAfter(now(), options.at);
    // Timers longer than 2^31 ms overflow; a day is far below that.
    timer = setTimeout(() => void fire().finally(arm), Math.max(0, next.getTime() - now().getTime()));
    timer.unref();
  };
  arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    next: () => next,
  };
}

const BACKUP_LOCK_KEY = 4_182_018;

/**
 * The day's run for one process of the site: on PostgreSQL a transaction
 * holding an advisory lock (released with it, even if the process dies); the
 * embedded database has one process only.
 */
export function claimBackupRun(db: Database, kind: DatabaseKind): () => Promise<{ release(): Promise<void> } | false> {
  if (kind === "pglite") return async () => ({ release: async () => {} });
  return () =>
    new Promise((resolve, reject) => {
      let release!: () => void;
      const released = new Promise<void>((done) => (release = done));
      const held = db.transaction(async (tx) => {
        const [row] = await executeRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_KEY}) as locked`);
        if (!row?.locked) return resolve(false);
        resolve({
          release: async () => {
            release();
            await held;
          },
        });
        await released;
      });
      held.catch(reject);
    });
}
