import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { executeRows, openDatabase, PGLITE_SETTINGS, type DatabaseHandle } from "./db.server.ts";

// The embedded database's start-up (issue 16): its memory settings, and a new
// cluster made in a child process then moved into place.
const folders: string[] = [];
const handles: DatabaseHandle[] = [];

function dataFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-db-"));
  folders.push(folder);
  return folder;
}

async function open(dataDir?: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir, purpose: "db test" });
  handles.push(handle);
  return handle;
}

async function setting(handle: DatabaseHandle, name: string): Promise<string> {
  const [row] = await executeRows<{ value: string }>(handle.db, sql`select current_setting(${name}) as value`);
  return row!.value;
}

afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("the embedded database", () => {
  it("runs with the small buffer pool, and PGlite's durability settings unchanged (decision 002)", async () => {
    expect(PGLITE_SETTINGS.shared_buffers).toBe("16MB");
    const handle = await open();
    expect(await setting(handle, "shared_buffers")).toBe("16MB");
    // PGlite's own parameters are kept, not replaced: fsync off (-F), single-user mode.
    expect(await setting(handle, "fsync")).toBe("off");
    expect(await setting(handle, "max_worker_processes")).toBe("0");
  });

  it("creates a new data folder's cluster, leaves no staging folder, and opens it again with its rows and settings", async () => {
    const dataDir = dataFolder();
    // A killed first start's half-made cluster is removed, never taken for a database.
    fs.mkdirSync(path.join(dataDir, "pglite.initdb-999999"));
    fs.writeFileSync(path.join(dataDir, "pglite.initdb-999999", "half"), "");

    const first = await open(dataDir);
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(fs.readdirSync(dataDir).filter((entry) => entry.startsWith("pglite."))).toEqual([]);
    await first.db.execute(sql`create table kept (id int)`);
    await first.db.execute(sql`insert into kept values (7)`);
    await first.close();
    handles.splice(handles.indexOf(first), 1);

    const again = await open(dataDir);
    expect(await executeRows<{ id: number }>(again.db, sql`select id from kept`)).toEqual([{ id: 7 }]);
    expect(await setting(again, "shared_buffers")).toBe("16MB");
  });

  it("creates the cluster in an empty pglite folder made beforehand", async () => {
    const dataDir = dataFolder();
    fs.mkdirSync(path.join(dataDir, "pglite"));
    const handle = await open(dataDir);
    expect(await setting(handle, "shared_buffers")).toBe("16MB");
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
  });
});
