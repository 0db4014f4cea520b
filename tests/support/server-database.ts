import fs from "node:fs";
import { inject } from "vitest";
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

/**
 * `start: "prepared"` (the default) fills the data folder and the database with a site that has
 * started once (migrated, the demo content, no admin: the global setup's `preparedSites`), so
 * the server starts in a second instead of migrating and seeding for several; `"empty"` keeps
 * them empty, for a test about a first start or about a site that must begin with nothing.
 */
export async function serverDatabase(kind: DatabaseKind, dataDir: string, prefix = "ecurie_server", { start = "prepared" }: { start?: "prepared" | "empty" } = {}): Promise<ServerDatabase> {
  const prepared = start === "prepared" ? copyPreparedSite(kind, dataDir) : undefined;
  if (kind === "pglite") {
    return { kind, env: {}, open: (purpose) => openDatabase({ dataDir, purpose }), drop: async () => {} };
  }
  const scratch = await createScratchDatabase(prefix, prepared?.postgresTemplate);
  return {
    kind,
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ databaseUrl: scratch.url, poolSize: 2 }),
    drop: () => scratch.drop(),
  };
}

/** Fills `dataDir` with the prepared site's folder (on PostgreSQL, its pictures: the rows are in `postgresTemplate`). */
export function copyPreparedSite(kind: DatabaseKind, dataDir: string) {
  const prepared = inject("preparedSites");
  fs.cpSync(prepared[kind], dataDir, { recursive: true });
  return prepared;
}
