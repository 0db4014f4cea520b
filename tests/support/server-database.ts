import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../../app/platform/db.server.ts";
import { createScratchDatabase } from "./postgres.ts";

/**
 * The database a test's server process runs on: the embedded one in its
 * DATA_DIR, or an empty PostgreSQL database of its own on the suite's server
 * (TEST_DATABASE_URL). Pair with `describe.each(testDatabaseKinds())` so a
 * server-level test runs on both, as the site runs in production on either.
 */
export interface ServerDatabase {
  kind: DatabaseKind;
  /** What the server's environment adds: DATABASE_URL on PostgreSQL, nothing on the embedded database. */
  env: Record<string, string>;
  /** Opens it from the test process; the embedded database only while its server is stopped (one process at a time). */
  open(purpose: string): Promise<DatabaseHandle>;
  /** Drops the PostgreSQL database; the embedded one goes with its folder. */
  drop(): Promise<void>;
}

export async function serverDatabase(kind: DatabaseKind, dataDir: string, prefix = "ecurie_server"): Promise<ServerDatabase> {
  if (kind === "pglite") {
    return { kind, env: {}, open: (purpose) => openDatabase({ dataDir, purpose }), drop: async () => {} };
  }
  const scratch = await createScratchDatabase(prefix);
  return {
    kind,
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, poolSize: 2 }),
    drop: () => scratch.drop(),
  };
}
