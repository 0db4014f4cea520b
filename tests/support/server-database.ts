import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../../app/platform/db.server.ts";
import { databaseUrlFor, type PreparedSites } from "./global-setup.ts";
import { createScratchDatabase, postgresAdminUrl } from "./postgres.ts";
import { runNode } from "./server-process.ts";

/**
 * The database a test's server process runs on: the embedded one in its
 * DATA_DIR, or a PostgreSQL database of its own on the suite's server
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
 * started once (migrated, the demo content, no admin), so the server starts in a second instead
 * of migrating and seeding for several; `"empty"` keeps them empty, for a test about a first
 * start or about a site that must begin with nothing.
 */
export async function serverDatabase(kind: DatabaseKind, dataDir: string, prefix = "ecurie_server", { start = "prepared" }: { start?: "prepared" | "empty" } = {}): Promise<ServerDatabase> {
  const prepared = start === "prepared" ? await copyPreparedSite(kind, dataDir) : undefined;
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
export async function copyPreparedSite(kind: DatabaseKind, dataDir: string): Promise<PreparedSites> {
  const prepared = inject("preparedSites");
  await preparedSite(prepared, kind);
  fs.cpSync(prepared[kind], dataDir, { recursive: true });
  return prepared;
}

/**
 * Makes the run's prepared site of that kind once, whichever test file asks first: `npm run
 * db:seed` is a site's first start without the web server. The test files run in several
 * processes: the first to create the lock folder seeds, the others wait for its outcome file.
 */
async function preparedSite(prepared: PreparedSites, kind: DatabaseKind): Promise<void> {
  const outcome = path.join(prepared.root, `${kind}.outcome`);
  let mine = true;
  try {
    fs.mkdirSync(path.join(prepared.root, `${kind}.lock`));
  } catch {
    mine = false;
  }
  if (mine) {
    const error = await seedPreparedSite(prepared, kind).then(
      () => "",
      (failure: unknown) => String(failure instanceof Error ? failure.message : failure) || "failed",
    );
    fs.writeFileSync(`${outcome}.partial`, error);
    fs.renameSync(`${outcome}.partial`, outcome);
  } else {
    await fileWritten(outcome);
  }
  const error = fs.readFileSync(outcome, "utf8");
  if (error) throw new Error(`the prepared ${kind} site could not be made: ${error}`);
}

async function seedPreparedSite(prepared: PreparedSites, kind: DatabaseKind): Promise<void> {
  const env: Record<string, string> = { DATA_DIR: prepared[kind], ...(prepared.demoMediaCache ? { DEMO_MEDIA_CACHE: prepared.demoMediaCache } : {}) };
  if (kind === "postgres") {
    const adminUrl = postgresAdminUrl()!;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`create database ${prepared.postgresTemplate} template ${prepared.migratedTemplate}`);
    } finally {
      await client.end();
    }
    env.DATABASE_URL = databaseUrlFor(adminUrl, prepared.postgresTemplate);
  }
  const { code, output } = await runNode(["scripts/seed.ts"], env);
  if (code !== 0) throw new Error(output);
}

/** Resolves once `file` exists: watches its folder (the rename that makes it is an event there). */
function fileWritten(file: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(path.dirname(file), () => {
      if (fs.existsSync(file)) done();
    });
    const done = () => {
      watcher.close();
      resolve();
    };
    // Written before the watch began.
    if (fs.existsSync(file)) done();
  });
}
