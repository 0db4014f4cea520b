// npm run db:move-to-postgres [-- --files-to-s3]: moves a site from the
// embedded database (DATA_DIR) into the empty PostgreSQL database of
// DATABASE_URL, then checks that every table holds the same rows there. With
// --files-to-s3 the uploads go to the S3 bucket of S3_* in the same step.
// The server must be stopped. What is moved is first written as an ordinary
// archive in BACKUP_DIR: the way back, should it be needed.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { backupDir, BackupError, createBackup, databaseIsEmpty, describeBackup, openArchive, restoreArchive, siteFingerprint, storageIsEmpty } from "../app/platform/backup.server.ts";
import { openDatabase } from "../app/platform/db.server.ts";
import { parseEnv } from "../app/platform/env.server.ts";
import { createLocalStorage } from "../app/platform/storage.server.ts";
import { openStorage } from "../app/platform/services.server.ts";
import { exitOnError } from "./command-errors.ts";

try {
  const { values } = parseArgs({ options: { "files-to-s3": { type: "boolean", default: false } } });
  const env = parseEnv();
  if (!env.DATABASE_URL) throw new BackupError("Set DATABASE_URL to the empty PostgreSQL database the site moves to (DATA_DIR stays the embedded site's folder).");
  if (values["files-to-s3"] && !env.S3_BUCKET) throw new BackupError("--files-to-s3 needs the bucket's settings: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT, S3_REGION as needed).");
  const dataDir = path.resolve(env.DATA_DIR);
  if (!fs.existsSync(path.join(dataDir, "pglite"))) throw new BackupError(`${dataDir} holds no embedded database (no pglite folder): set DATA_DIR to the site's data folder.`);

  // 1. The embedded site, read in one snapshot into an archive (its files from DATA_DIR/uploads).
  const embedded = await openDatabase({ dataDir, purpose: "npm run db:move-to-postgres" });
  let archiveFile: string;
  try {
    const backup = await createBackup(
      { db: embedded.db, databaseKind: "pglite", storage: createLocalStorage(path.join(dataDir, "uploads")), dataDir, configuredAuthSecret: env.AUTH_SECRET, configuredCommit: env.GIT_COMMIT },
      backupDir(env),
    );
    archiveFile = backup.file;
    console.log(`1. The embedded database, read and kept as an archive: ${describeBackup(backup)}`);
  } finally {
    await embedded.close();
  }

  // 2. Loaded into PostgreSQL (and the files into the bucket), checked against the archive.
  const archive = await openArchive(archiveFile);
  const postgres = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
  try {
    if (!(await databaseIsEmpty(postgres.db))) throw new BackupError("The database at DATABASE_URL holds rows already: the move needs an empty one. Nothing was changed.");
    const storage = values["files-to-s3"] ? openStorage(env) : undefined;
    if (storage && !(await storageIsEmpty(storage))) throw new BackupError(`The bucket ${env.S3_BUCKET} holds files already: the move needs an empty one. Nothing was changed.`);
    const report = await restoreArchive(
      archive,
      { db: postgres.db, storage: storage ?? createLocalStorage(path.join(dataDir, "uploads")), dataDir, migrate: (folder) => postgres.migrate(folder), configuredAuthSecret: env.AUTH_SECRET },
      { files: Boolean(storage) },
    );
    // 3. Every table read again on PostgreSQL, beside the embedded site's count and digest (the migrations
    // applied since the archive's schema may have changed rows: then only the archive's schema is compared).
    const mismatches: string[] = [];
    const moved = await siteFingerprint(postgres.db);
    const sameSchema = report.migratedTo === report.migratedFrom;
    for (const [table, expected] of Object.entries(archive.manifest.database.tables)) {
      const found = moved[table];
      if (found?.rows !== expected.rows) mismatches.push(`${table}: ${found?.rows ?? "no"} rows on PostgreSQL, ${expected.rows} in the embedded database`);
      else if (sameSchema && found.digest !== expected.digest) mismatches.push(`${table}: the same number of rows, but not the same rows`);
    }
    if (mismatches.length) throw new BackupError(`The counts differ after the move:\n- ${mismatches.join("\n- ")}`);
    const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
    console.log(`2. Loaded into PostgreSQL in ${(report.ms / 1000).toFixed(1)} s: ${Object.keys(report.tables).length} tables, ${rows} rows; every table's rows match the embedded database's.`);
    console.log(storage ? `3. ${report.files} files copied to the bucket ${env.S3_BUCKET}.` : `3. Files stay in ${path.join(dataDir, "uploads")} (add --files-to-s3 to move them to a bucket).`);
    console.log(
      `\nNext: start the server with DATABASE_URL set${storage ? " and S3_* set" : ""} (the same DATA_DIR, for its key and outbox). ` +
        `The embedded database in ${path.join(dataDir, "pglite")} is left as it was; remove it once the site runs on PostgreSQL.`,
    );
  } finally {
    await postgres.close();
    archive.close();
  }
} catch (error) {
  exitOnError(error);
}
