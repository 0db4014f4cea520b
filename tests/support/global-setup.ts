import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/platform/db.server.ts";
import { migrateDatabase } from "../../app/platform/migrate.server.ts";
import { postgresAdminUrl, postgresTemplateName } from "./postgres.ts";
import pg from "pg";

/**
 * Runs once before the suite. Creating a PGlite cluster costs seconds, so one
 * migrated cluster is dumped to a file and every test database is a clone of
 * it. With TEST_DATABASE_URL, a migrated template database is made on that
 * PostgreSQL server, and every test database is copied from it.
 */
export default async function setup(project: TestProject) {
  const pglite = await openDatabase({});
  await migrateDatabase(pglite);
  const dump = await (pglite.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client.dumpDataDir("gzip");
  const snapshot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-test-")), "pglite-snapshot.tar.gz");
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteSnapshot", snapshot);

  const adminUrl = postgresAdminUrl();
  const template = postgresTemplateName(process.pid);
  project.provide("postgresTemplate", template);
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${template} with (force)`);
    await client.query(`create database ${template}`);
    await client.end();
    const templateDatabase = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template) });
    await migrateDatabase(templateDatabase);
    await templateDatabase.close();
  } else if (process.env.REQUIRE_POSTGRES === "1") {
    throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set");
  }

  const demoMediaCache = project.config.env?.DEMO_MEDIA_CACHE;
  // Only where a prepared site is made, on the first test that asks for one (server-database.ts).
  const preparedRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-prepared-"));
  const prepared: PreparedSites = {
    root: preparedRoot,
    pglite: path.join(preparedRoot, "pglite"),
    postgres: path.join(preparedRoot, "postgres"),
    migratedTemplate: template,
    postgresTemplate: `${template}_seeded`,
    demoMediaCache: typeof demoMediaCache === "string" ? demoMediaCache : null,
  };
  project.provide("preparedSites", prepared);
  return async () => {
    fs.rmSync(path.dirname(snapshot), { recursive: true, force: true });
    fs.rmSync(prepared.root, { recursive: true, force: true });
    if (adminUrl) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${template} with (force)`);
      await client.query(`drop database if exists ${prepared.postgresTemplate} with (force)`);
      await client.end();
    }
    // Only the folder this run made: one given by `npm test` serves its later steps too.
    if (typeof demoMediaCache === "string" && demoMediaCache.endsWith(`-${process.pid}`)) fs.rmSync(demoMediaCache, { recursive: true, force: true });
  };
}

/** Where a test's server may start from instead of an empty folder, made when first asked for (server-database.ts). */
export interface PreparedSites {
  root: string;
  /** A data folder a site has started in once: migrated, with the demo content and its pictures, no admin yet. */
  pglite: string;
  /** On PostgreSQL: the folder holding the pictures of `postgresTemplate`, the same content in a template database. */
  postgres: string;
  postgresTemplate: string;
  /** The migrated template the seeded one is copied from. */
  migratedTemplate: string;
  demoMediaCache: string | null;
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
    preparedSites: PreparedSites;
  }
}
