import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { databaseUrlFor } from "../../../tests/support/global-setup.ts";
import { postgresAdminUrl } from "../../../tests/support/postgres.ts";
import { testDatabaseKinds } from "../../../tests/support/databases.ts";
import { openDatabase, type DatabaseHandle, type DatabaseKind } from "../../platform/db.server.ts";
import { projectRoot } from "../../platform/project-root.server.ts";

/**
 * The migration that gave albums their addresses (issue 15) on a database
 * that already holds albums: each gets a slug from its title (and a French
 * one from its French title), unique even where two titles are the same.
 */

const MIGRATION = /_slug_redirects$/;

/** A copy of drizzle/ whose journal stops before the slug migration. */
function migrationsBefore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ecurie-migrations-"));
  fs.cpSync(path.join(projectRoot(), "drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => MIGRATION.test(entry.tag));
  expect(cut).toBeGreaterThan(0);
  fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

/** An empty database of that kind, not migrated; `close()` also drops it. */
async function emptyDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({});
  const adminUrl = postgresAdminUrl()!;
  const name = `ecurie_migration_${crypto.randomBytes(6).toString("hex")}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), poolSize: 2 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describe.each(testDatabaseKinds())("the album slugs migration on %s", (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("gives every existing album an address from its title, a French one from its French title, never twice the same", async () => {
    const before = migrationsBefore();
    cleanups.push(() => fs.rmSync(before, { recursive: true, force: true }));
    const database = await emptyDatabase(kind);
    cleanups.push(() => database.close());
    await database.migrate(before);
    await database.db.execute(sql`
      insert into gallery_albums (id, title, title_fr, year, created_at) values
        ('00000000-0000-4000-8000-000000000001', 'Grand Prix de Monaco Historique 1978', 'Grand Prix de Monaco Historique', 2026, '2026-01-01'),
        ('00000000-0000-4000-8000-000000000002', 'Spa: Été & Pluie!', null, 2026, '2026-01-02'),
        ('00000000-0000-4000-8000-000000000003', 'Spa: Ete & pluie', 'Spa été', 2026, '2026-01-03'),
        ('00000000-0000-4000-8000-000000000004', '—', 'Spa ete', 2026, '2026-01-04'),
        ('00000000-0000-4000-8000-000000000005', 'Nogaro', 'Nogaro', 2026, '2026-01-05')`);
    await database.migrate(path.join(projectRoot(), "drizzle"));
    const { rows } = (await database.db.execute(sql`select id, slug, slug_fr from gallery_albums order by id`)) as unknown as {
      rows: Array<{ id: string; slug: string; slug_fr: string | null }>;
    };
    expect(rows.map(({ slug, slug_fr }) => [slug, slug_fr])).toEqual([
      ["grand-prix-de-monaco-historique-1978", "grand-prix-de-monaco-historique"],
      ["spa-ete-pluie", null],
      // The same title as an older album: the start of its id keeps the address its own.
      ["spa-ete-pluie-00000000", "spa-ete"],
      // Nothing to make an address from; a French title already another album's address.
      ["album", "spa-ete-00000000"],
      // The same slug in both languages is one album's: allowed.
      ["nogaro", "nogaro"],
    ]);
  });
});
