import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "./data-dir-lock.server.ts";

const nodeBinary = fileURLToPath(new URL("../../node_modules/.bin/node", import.meta.url));
const lockModuleUrl = pathToFileURL(fileURLToPath(new URL("./data-dir-lock.server.ts", import.meta.url))).href;

const folders: string[] = [];
const locks: DataDirLock[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-lock-"));
  folders.push(dir);
  return dir;
}

function lock(dir: string, purpose: string): DataDirLock {
  const held = lockDataDir(dir, purpose);
  locks.push(held);
  return held;
}

function writeLockFile(dir: string, owner: { pid: number; host: string; purpose: string }): void {
  fs.writeFileSync(path.join(dir, "LOCK"), JSON.stringify({ ...owner, startedAt: "2026-01-01T00:00:00.000Z" }));
}

function readLockFile(dir: string): { pid: number; host: string; purpose: string; startedAt: string } {
  return JSON.parse(fs.readFileSync(path.join(dir, "LOCK"), "utf8")) as { pid: number; host: string; purpose: string; startedAt: string };
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ["-e", ""]);
  expect(result.status).toBe(0);
  expect(result.pid).toBeGreaterThan(0);
  return result.pid!;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Throws, and returns the error for further checks. */
function lockError(dir: string, purpose: string): DataDirInUseError {
  try {
    lock(dir, purpose);
  } catch (error) {
    expect(error).toBeInstanceOf(DataDirInUseError);
    return error as DataDirInUseError;
  }
  throw new Error(`locking ${dir} should have failed`);
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

afterEach(async () => {
  for (const held of locks.splice(0)) held.release();
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await waitForExit(child);
    }
  }
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("writes a LOCK file naming this process, and removes it on release", () => {
    const dir = tempDir();
    const held = lock(dir, "web server");
    const owner = readLockFile(dir);
    expect(owner).toMatchObject({ pid: process.pid, host: os.hostname(), purpose: "web server" });
    expect(Number.isNaN(Date.parse(owner.startedAt))).toBe(false);
    held.release();
    expect(fs.existsSync(path.join(dir, "LOCK"))).toBe(false);
    // A second release is harmless.
    held.release();
  });

  it("creates a missing folder", () => {
    const dir = path.join(tempDir(), "nested", "data");
    lock(dir, "migrate");
    expect(fs.existsSync(path.join(dir, "LOCK"))).toBe(true);
  });

  it("refuses a second lock on the same folder in this process", () => {
    const dir = tempDir();
    lock(dir, "web server");
    const error = lockError(dir, "seed script");
    expect(error.name).toBe("DataDirInUseError");
    expect(error.message).toContain("is in use");
    expect(error.message).toContain(path.resolve(dir));
    // It names the holder's purpose (not the refused one).
    expect(error.message).toContain("web server");
    expect(error.message).toContain(`pid ${process.pid}`);
    // The holder keeps its lock.
    expect(readLockFile(dir).purpose).toBe("web server");
  });

  it("refuses a second lock through another spelling of the same path", () => {
    const dir = tempDir();
    lock(dir, "web server");
    expect(() => lock(path.join(dir, "sub", ".."), "other")).toThrow(DataDirInUseError);
  });

  it("can lock again after release", () => {
    const dir = tempDir();
    lock(dir, "first").release();
    const second = lock(dir, "second");
    expect(readLockFile(dir).purpose).toBe("second");
    second.release();
    expect(fs.existsSync(path.join(dir, "LOCK"))).toBe(false);
  });

  it("takes over a LOCK left by a dead process on this host", () => {
    const dir = tempDir();
    const pid = deadPid();
    expect(isAlive(pid)).toBe(false);
    writeLockFile(dir, { pid, host: os.hostname(), purpose: "crashed server" });
    lock(dir, "web server");
    expect(readLockFile(dir)).toMatchObject({ pid: process.pid, host: os.hostname(), purpose: "web server" });
  });

  it("takes over a LOCK with this process's pid that this process does not hold (a restarted container)", () => {
    const dir = tempDir();
    writeLockFile(dir, { pid: process.pid, host: os.hostname(), purpose: "earlier life" });
    lock(dir, "web server");
    expect(readLockFile(dir).purpose).toBe("web server");
  });

  it("refuses a LOCK held by a live process on this host", async () => {
    const dir = tempDir();
    const sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    children.push(sleeper);
    const pid = sleeper.pid!;
    expect(isAlive(pid)).toBe(true);
    writeLockFile(dir, { pid, host: os.hostname(), purpose: "other server" });
    const error = lockError(dir, "web server");
    expect(error.message).toContain("is in use");
    expect(error.message).toContain(`pid ${pid} on ${os.hostname()}`);
    expect(error.message).toContain("other server");
    // The live owner's lock is left untouched.
    expect(readLockFile(dir).pid).toBe(pid);

    sleeper.kill("SIGKILL");
    await waitForExit(sleeper);
    // Once its owner is gone, the lock is stale.
    lock(dir, "web server");
    expect(readLockFile(dir).pid).toBe(process.pid);
  });

  it.each([
    ["garbage", "not json at all {"],
    ["empty", ""],
  ])("treats a %s LOCK file as stale", (_label, content) => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "LOCK"), content);
    lock(dir, "web server");
    expect(readLockFile(dir)).toMatchObject({ pid: process.pid, purpose: "web server" });
  });

  it("refuses a LOCK of another host, whatever its pid", () => {
    const dir = tempDir();
    const otherHost = `${os.hostname()}-elsewhere`;
    writeLockFile(dir, { pid: process.pid, host: otherHost, purpose: "server on another machine" });
    const error = lockError(dir, "web server");
    expect(error.message).toContain("is in use");
    expect(error.message).toContain(otherHost);
    expect(error.message).toContain("server on another machine");
    // Even a pid that is dead here: it may be alive on the other host.
    writeLockFile(dir, { pid: deadPid(), host: otherHost, purpose: "server on another machine" });
    expect(() => lock(dir, "web server")).toThrow(DataDirInUseError);
  });

  it("does not remove a LOCK that another process took over after release", () => {
    const dir = tempDir();
    const held = lock(dir, "web server");
    // Someone else now holds the folder (e.g. it was taken over as stale).
    writeLockFile(dir, { pid: process.pid, host: `${os.hostname()}-elsewhere`, purpose: "other" });
    held.release();
    expect(readLockFile(dir).purpose).toBe("other");
  });

  it("excludes another process, and takes over once that process is killed", async () => {
    const dir = tempDir();
    const script = [
      `import { lockDataDir } from ${JSON.stringify(lockModuleUrl)};`,
      `lockDataDir(${JSON.stringify(dir)}, "child process");`,
      `console.log("locked");`,
      `setInterval(() => {}, 1000);`,
    ].join("\n");
    const child = spawn(nodeBinary, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);

    let stderr = "";
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    await new Promise<void>((resolve, reject) => {
      let stdout = "";
      child.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        if (stdout.includes("locked")) resolve();
      });
      child.once("exit", (code) => reject(new Error(`child exited with ${code} before locking: ${stderr}`)));
    });

    const error = lockError(dir, "web server");
    expect(error.message).toContain("is in use");
    expect(error.message).toContain(`pid ${child.pid}`);
    expect(error.message).toContain("child process");

    child.kill("SIGKILL");
    await waitForExit(child);
    expect(child.signalCode).toBe("SIGKILL");
    // The killed child could not release: its LOCK is still there, but stale.
    expect(readLockFile(dir).pid).toBe(child.pid);

    lock(dir, "web server");
    expect(readLockFile(dir)).toMatchObject({ pid: process.pid, purpose: "web server" });
  });
});
