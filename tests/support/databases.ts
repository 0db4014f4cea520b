import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../../app/platform/db.server.ts";
import { databaseUrlFor } from "./global-setup.ts";
import { postgresAdminUrl } from "./postgres.ts";

/**
 * The databases every integration suite runs against: PGlite always, the real
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it). Use with
 * `describe.each(testDatabaseKinds())`.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return postgresAdminUrl() ? ["pglite", "postgres"] : ["pglite"];
}

/** A fresh, migrated, empty database of that kind; `close()` also drops it. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
    return openDatabase({ loadDataDir: new Blob([snapshot]) });
  }
  const adminUrl = postgresAdminUrl()!;
  const name = `ecurie_test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name} template ${inject("postgresTemplate")}`));
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
