import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { archiveName } from "./backup.server.ts";
import { claimBackupRun, nextRunAfter, pruneArchives, startBackupSchedule } from "./backup-schedule.server.ts";
import { openTestDatabase, testDatabaseKinds } from "../../tests/support/databases.ts";

describe("nextRunAfter", () => {
  it("is today at HH:MM UTC when that is still ahead, else tomorrow", () => {
    expect(nextRunAfter(new Date("2026-11-27T01:00:00Z"), "03:30").toISOString()).toBe("2026-11-27T03:30:00.000Z");
    expect(nextRunAfter(new Date("2026-11-27T03:30:00Z"), "03:30").toISOString()).toBe("2026-11-28T03:30:00.000Z");
    expect(nextRunAfter(new Date("2026-12-31T23:59:00Z"), "00:00").toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});

describe("the daily backup", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-schedule-"));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What the real backup does to the folder: an archive named with the moment. */
  const writeArchive = () => fs.writeFileSync(path.join(dir, archiveName(new Date())), "archive");
  const archives = () => fs.readdirSync(dir).sort();

  it("runs once a day at its time and keeps the newest BACKUP_KEEP archives", async () => {
    vi.setSystemTime(new Date("2026-11-27T03:00:00Z"));
    const run = vi.fn(async () => writeArchive());
    const schedule = startBackupSchedule({ at: "03:30", keep: 2, dir, run, claim: async () => ({ release: async () => {} }), onError: (error) => { throw error; } });
    expect(schedule.next().toISOString()).toBe("2026-11-27T03:30:00.000Z");
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(schedule.next().toISOString()).toBe("2026-11-28T03:30:00.000Z");
    await vi.advanceTimersByTimeAsync(2 * 24 * 3600_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(archives()).toEqual(["ecurie-backup-2026-11-28T03-30-00Z.tar.gz", "ecurie-backup-2026-11-29T03-30-00Z.tar.gz"]);
    schedule.stop();
  });

  it("leaves the day's run to the process that claimed it, or that already wrote the day's archive", async () => {
    vi.setSystemTime(new Date("2026-11-27T03:29:00Z"));
    const run = vi.fn(async () => writeArchive());
    const taken = startBackupSchedule({ at: "03:30", keep: 7, dir, run, claim: async () => false, onError: (error) => { throw error; } });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(run).not.toHaveBeenCalled();
    taken.stop();

    writeArchive();
    const late = startBackupSchedule({ at: "03:32", keep: 7, dir, run, claim: async () => ({ release: async () => {} }), onError: (error) => { throw error; } });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(run).not.toHaveBeenCalled();
    late.stop();
  });

  it("reports a failed run and tries again the next day", async () => {
    vi.setSystemTime(new Date("2026-11-27T03:29:00Z"));
    const errors: unknown[] = [];
    const run = vi.fn(async () => {
      throw new Error("disk full");
    });
    const schedule = startBackupSchedule({ at: "03:30", keep: 7, dir, run, claim: async () => ({ release: async () => {} }), onError: (error) => errors.push(error) });
    await vi.advanceTimersByTimeAsync(24 * 3600_000 + 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors.map((error) => (error as Error).message)).toEqual(["disk full", "disk full"]);
    schedule.stop();
  });
});

describe("pruneArchives", () => {
  it("removes only the oldest of the site's archives", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-prune-"));
    const names = ["ecurie-backup-2026-11-25T03-30-00Z.tar.gz", "ecurie-backup-2026-11-26T03-30-00Z.tar.gz", "ecurie-backup-2026-11-27T03-30-00Z.tar.gz", "notes.txt"];
    for (const name of names) fs.writeFileSync(path.join(dir, name), "x");
    expect(pruneArchives(dir, 2).map((file) => path.basename(file))).toEqual(["ecurie-backup-2026-11-25T03-30-00Z.tar.gz"]);
    expect(fs.readdirSync(dir).sort()).toEqual(names.slice(1));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe.each(testDatabaseKinds())("claimBackupRun on %s", (kind) => {
  it(kind === "postgres" ? "lets one process at a time take the run" : "always lets the one process take it", async () => {
    const handle = await openTestDatabase(kind);
    try {
      const claim = claimBackupRun(handle.db, kind);
      const first = await claim();
      expect(first).not.toBe(false);
      const second = await claim();
      if (kind === "postgres") expect(second).toBe(false);
      else expect(second).not.toBe(false);
      if (first) await first.release();
      const third = await claim();
      expect(third).not.toBe(false);
      if (third) await third.release();
      if (second) await second.release();
    } finally {
      await handle.close();
    }
  });
});
