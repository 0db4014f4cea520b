import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../db/schema/index.ts";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.server.ts";

/**
 * The one place that decides which database the product talks to: embedded
 * PGlite persisted under DATA_DIR when DATABASE_URL is unset, a pooled
 * PostgreSQL connection when it is set. Everything else receives a `Database`
 * and does not know which it got.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** A real round trip, for /healthz. */
  ping(): Promise<void>;
  /** Applies the migrations of `migrationsFolder` that this database has not seen yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** DATA_DIR; PGlite keeps its files in DATA_DIR/pglite. Omit for an in-memory PGlite (tests). */
  dataDir?: string | undefined;
  /** What this process is, shown to a second process that finds the folder locked. */
  purpose?: string;
  poolSize?: number;
  /** A PGlite data dump to start from instead of an empty cluster (test clones). */
  loadDataDir?: Blob | File;
  onPoolError?: (error: Error) => void;
}

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own
 * start parameters (single-user mode, fsync off: decision 002, unchanged).
 * PGlite allocates and touches the whole buffer pool at start: its default
 * 128 MB of shared_buffers is 128 MB resident for a site whose tables fit in
 * a few MB. 16 MB (2,048 pages) holds every table and index of the demo site
 * many times over; a busier site reads the rest from the OS page cache, as
 * PostgreSQL does. work_mem, temp_buffers and maintenance_work_mem are only
 * taken by a query that needs them, and wal_buffers follows shared_buffers
 * (1/32): PostgreSQL's defaults stay. Issue 16 measured this.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: "16MB" };

/** PGlite's start parameters with PGLITE_SETTINGS added (`-c name=value`, as on the postgres command line). */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`])];
}

/**
 * PostgreSQL compiled to WebAssembly runs on V8's baseline compiler
 * (Liftoff) only. With V8's default dynamic tiering, the first busy seconds
 * recompile PostgreSQL's hottest functions (the parser, the executor's
 * interpreter: very large functions) with TurboFan in background threads,
 * whose compilation zones took a transient 500 MB and left ~60 MB more code
 * resident; queries ran ~10 % less CPU for it (issue 16). The flags apply
 * to WebAssembly compiled from then on in this process: PGlite's is the only
 * WebAssembly the server runs.
 */
const BASELINE_WASM_FLAGS = ["--no-wasm-tier-up", "--no-wasm-dynamic-tiering"] as const;
let baselineWasmOnly = false;
function compileWasmWithBaselineOnly(): void {
  if (baselineWasmOnly) return;
  for (const flag of BASELINE_WASM_FLAGS) v8.setFlagsFromString(flag);
  baselineWasmOnly = true;
}

/** What the child of createPgliteCluster runs: argv is [node, PGlite's module URL, data folder, start parameters as JSON]. */
const CREATE_CLUSTER_SCRIPT = `
const { PGlite } = await import(process.argv[1]);
const client = new PGlite({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) });
await client.waitReady;
await client.close();
`;

/**
 * Creates the embedded cluster (initdb) of an empty data folder in a
 * short-lived child process, then moves it into place. PGlite runs initdb in
 * a second PostgreSQL instance beside the first: done in the server's own
 * process it left ~550 MB resident that V8 gave back only at some later
 * collection (issue 16), so a first start weighed far more than a restart.
 * The child's memory goes with it. The cluster is made under a staging name
 * and renamed when complete, so a start killed during initdb leaves no half
 * cluster that a restart would take for a database.
 */
async function createPgliteCluster(pgliteDir: string): Promise<void> {
  if (fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) return;
  // A folder with other content is left to PGlite, as before (it initializes into it in process).
  if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) return;
  // The data folder's lock is held: a staging folder left here is a killed start's, never another process's work.
  const parent = path.dirname(pgliteDir);
  const stagingPrefix = `${path.basename(pgliteDir)}.initdb-`;
  for (const entry of fs.readdirSync(parent)) {
    if (entry.startsWith(stagingPrefix)) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const staging = path.join(parent, `${stagingPrefix}${process.pid}`);
  const pgliteModule = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  try {
    await promisify(execFile)(
      process.execPath,
      [...BASELINE_WASM_FLAGS, "--input-type=module", "-e", CREATE_CLUSTER_SCRIPT, pgliteModule, staging, JSON.stringify(pgliteStartParams())],
      { timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Creating the embedded database in ${pgliteDir} failed${stderr ? `: ${stderr}` : ""}`, { cause: error });
  }
  // An empty folder (made by hand) is replaced; rename() takes an empty directory's place.
  fs.renameSync(staging, pgliteDir);
}

/** Arbitrary, fixed: serializes migrations of several processes starting at once on one PostgreSQL. */
export const MIGRATION_LOCK_KEY = 715_204_118;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", (error) => options.onPoolError?.(error));
    // Nor one checked out (a transaction, the migrations' lock): the pool
    // listens to a client only while it is idle, and node-postgres emits a
    // dead connection's error on the client as well as failing its query. The
    // query's rejection reports it where it is awaited, and the pool drops the
    // client when it comes back (no longer queryable); unheard, the event
    // would end the process (found by readiness.test.ts cutting the database).
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      async ping() {
        await db.execute(sql`select 1`);
      },
      async migrate(migrationsFolder) {
        // Several processes may start at once: a session-level advisory lock,
        // taken and released on the same pooled client, lets one migrate at a time.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
          try {
            await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
          } finally {
            await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
          }
        } finally {
          client.release();
        }
      },
      async close() {
        await pool.end();
      },
    };
  }

  let lock: DataDirLock | undefined;
  if (options.dataDir) lock = lockDataDir(options.dataDir, options.purpose ?? "server");
  try {
    compileWasmWithBaselineOnly();
    const pgliteDir = options.dataDir ? path.join(options.dataDir, "pglite") : undefined;
    if (pgliteDir && !options.loadDataDir) await createPgliteCluster(pgliteDir);
    const client = new PGlite({
      dataDir: pgliteDir,
      loadDataDir: options.loadDataDir,
      startParams: pgliteStartParams(),
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      async ping() {
        await client.query("select 1");
      },
      async migrate(migrationsFolder) {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      },
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * The rows of a raw SQL query, whichever database answered: node-postgres and
 * PGlite shape `db.execute`'s result differently.
 */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** PostgreSQL's error code of a failed query: Drizzle wraps driver errors, the code sits on `cause`. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
