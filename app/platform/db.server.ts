import path from "node:path";
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

/** Arbitrary, fixed: serializes migrations of several processes starting at once on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 715_204_118;

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
    const client = new PGlite({
      dataDir: options.dataDir ? path.join(options.dataDir, "pglite") : undefined,
      loadDataDir: options.loadDataDir,
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
