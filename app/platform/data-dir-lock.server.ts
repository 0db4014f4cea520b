import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * An exclusive lock on the PGlite data folder. PGlite has no locking of its
 * own: two processes on one folder silently lose writes. The lock file holds
 * the owner's pid and host; it is stale (and taken over) only when that host
 * is this one and the pid is gone, like PostgreSQL's own postmaster.pid.
 */
export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

export interface DataDirLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  purpose: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Folders this process holds: a lock file with our own pid is otherwise a leftover of an earlier life (a container restart reuses pids). */
const heldHere = new Set<string>();

export function lockDataDir(dir: string, purpose: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const resolved = path.resolve(dir);
  const file = path.join(resolved, "LOCK");
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), purpose };
  const unique = () => `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}`;

  for (let attempt = 0; attempt < 5; attempt++) {
    // Write the content aside, then link it into place: link fails if LOCK exists,
    // and a reader never sees a half-written file.
    const temporary = unique();
    fs.writeFileSync(temporary, JSON.stringify(me), { mode: 0o600 });
    let created = false;
    try {
      fs.linkSync(temporary, file);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    if (created) return holdLock(resolved, file, me);

    let raw: string;
    try {
      raw = fs.readFileSync(file, "utf8");
    } catch {
      continue; // Released meanwhile: try again.
    }
    const owner = parseOwner(raw);
    const stale = !owner || (owner.host === me.host && (owner.pid === me.pid ? !heldHere.has(resolved) : !isAlive(owner.pid)));
    if (!stale) {
      throw new DataDirInUseError(
        `The data folder ${resolved} is in use by another process (pid ${owner.pid} on ${owner.host}, ${owner.purpose}, since ${owner.startedAt}). ` +
          `Stop it first: the embedded database allows one process at a time.`,
      );
    }
    // Claim the stale file by renaming it (atomic: one process wins). If what we
    // claimed is no longer the stale owner's (another process took over in
    // between), put it back and look again.
    const claimed = unique();
    try {
      fs.renameSync(file, claimed);
    } catch {
      continue;
    }
    if (fs.readFileSync(claimed, "utf8") !== raw) {
      try {
        fs.linkSync(claimed, file);
      } catch {
        // Someone else holds LOCK now; the next attempt reads theirs.
      }
    }
    fs.rmSync(claimed, { force: true });
  }
  throw new DataDirInUseError(`Could not lock the data folder ${resolved}: another process keeps taking it.`);
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(raw) as LockOwner;
    return typeof owner.pid === "number" && typeof owner.host === "string" ? owner : undefined;
  } catch {
    return undefined; // Garbage: treated as stale.
  }
}

function holdLock(resolved: string, file: string, me: LockOwner): DataDirLock {
  heldHere.add(resolved);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      heldHere.delete(resolved);
      try {
        const owner = parseOwner(fs.readFileSync(file, "utf8"));
        if (owner?.pid === me.pid && owner.host === me.host) fs.unlinkSync(file);
      } catch {
        // Already gone: nothing to release.
      }
    },
  };
}
