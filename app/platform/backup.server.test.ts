import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { appliedMigrations, createBackup, knownMigrations, migrationsUpTo, openArchive, restoreArchive, siteFingerprint } from "./backup.server.ts";
import { executeRows, openDatabase, type DatabaseHandle } from "./db.server.ts";
import { createLocalStorage } from "./storage.server.ts";
import { createScratchDatabase } from "../../tests/support/postgres.ts";
import { testDatabaseKinds } from "../../tests/support/databases.ts";

/**
 * An archive made by an older version of the site (its schema two migrations
 * back) restores into this one: its rows are loaded at their own schema, then
 * the later migrations run over them, as they would have over the old site.
 */
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
const folder = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

/** An empty database of that kind, not migrated; `drop()` after `close()` removes it. */
async function emptyDatabase(kind: "pglite" | "postgres"): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (kind === "pglite") {
    const handle = await openDatabase({});
    return { ...handle, drop: async () => {} };
  }
  const scratch = await createScratchDatabase("ecurie_old_archive");
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
  // Closed by the caller first; then the database goes.
  return { ...handle, drop: () => scratch.drop() };
}

describe.each(testDatabaseKinds())("an archive of an older schema, on %s", (kind) => {
  it("restores at its own schema, then is migrated to this version's", { timeout: 60_000 }, async () => {
    const known = knownMigrations();
    // The schema before 0019 (which moved the opening hours out of site_settings) and 0020 (form_submission_keys).
    const older = 19;
    expect(known.count).toBeGreaterThan(older + 1);

    // The old site: that older schema, a car and the site's settings with the columns it then had.
    const old = await emptyDatabase(kind);
    const archiveDir = folder("ecurie-old-archive-");
    let archive: string;
    try {
      await old.migrate(migrationsUpTo(older, folder("ecurie-old-schema-")));
      await old.db.execute(sql`insert into historic_f1_cars (slug, name, year) values ('lotus-72', 'Lotus 72', 1970)`);
      await old.db.execute(
        sql`insert into site_settings (id, team_name, driver_name, driver_slug, contact_email, contact_phone, address, business_hours)
            values (1, 'Old Team', 'Old Driver', 'old-driver', 'team@example.com', '+33 1 23 45 67 89', 'Magny-Cours', '{"weekdays": "9:00–18:00"}')`,
      );
      expect((await appliedMigrations(old.db)).count).toBe(older);
      const backup = await createBackup({ db: old.db, databaseKind: kind, storage: createLocalStorage(folder("ecurie-old-files-")), dataDir: folder("ecurie-old-data-") }, archiveDir);
      expect(backup.manifest.database.migrations).toBe(older);
      expect(Object.keys(backup.manifest.database.tables)).not.toContain("form_submission_keys");
      archive = backup.file;
    } finally {
      await old.close();
      await old.drop();
    }

    // Restored by this version into an empty database.
    const target = await emptyDatabase(kind);
    const opened = await openArchive(archive);
    try {
      const report = await restoreArchive(opened, { db: target.db, storage: createLocalStorage(folder("ecurie-new-files-")), dataDir: folder("ecurie-new-data-"), migrate: (dir) => target.migrate(dir) });
      expect(report).toMatchObject({ migratedFrom: older, migratedTo: known.count });
      expect(await appliedMigrations(target.db)).toEqual({ count: known.count, last: known.last });
      // The rows came through, under the schema the later migrations made.
      expect(await executeRows(target.db, sql`select name, year from historic_f1_cars`)).toEqual([{ name: "Lotus 72", year: 1970 }]);
      const [settings] = await executeRows<Record<string, unknown>>(target.db, sql`select * from site_settings`);
      expect(settings).toMatchObject({ team_name: "Old Team" });
      expect(settings).not.toHaveProperty("business_hours");
      const fingerprint = await siteFingerprint(target.db);
      expect(fingerprint.form_submission_keys).toEqual({ rows: 0, digest: "" });
    } finally {
      opened.close();
      await target.close();
      await target.drop();
    }
  });
});
