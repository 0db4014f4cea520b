// npm run restore -- <archive> [--force]: loads an archive of `npm run backup`
// into this site's database and storage (DATABASE_URL or DATA_DIR, S3_* or
// DATA_DIR/uploads). The archive's checksums are checked before anything is
// touched; the target must be empty (no row, no file) unless --force is given,
// which replaces its rows. An archive of an older version is loaded at its own
// schema, then migrated. The server must be stopped on the embedded database.
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupError, databaseIsEmpty, formatBytes, openArchive, restoreArchive, storageIsEmpty } from "../app/platform/backup.server.ts";
import { openDatabase } from "../app/platform/db.server.ts";
import { parseEnv } from "../app/platform/env.server.ts";
import { openStorage } from "../app/platform/services.server.ts";
import { exitOnError } from "./command-errors.ts";

try {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
  if (positionals.length !== 1) throw new BackupError("Usage: npm run restore -- <archive.tar.gz> [--force]");
  const file = path.resolve(positionals[0]!);
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);

  const archive = await openArchive(file);
  try {
    const { manifest } = archive;
    console.log(
      `Archive checked: ${Object.keys(manifest.checksums).length} entries match their checksums (made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}` +
        `${manifest.app.commit ? ` at ${manifest.app.commit.slice(0, 12)}` : ""}, from ${manifest.database.kind === "pglite" ? "the embedded database" : "PostgreSQL"}).`,
    );
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, purpose: "npm run restore", poolSize: 2 });
    try {
      const storage = openStorage(env);
      if (!values.force) {
        const problems = [];
        if (!(await databaseIsEmpty(database.db))) problems.push(env.DATABASE_URL ? "the database at DATABASE_URL holds rows" : `the embedded database in ${dataDir} holds rows`);
        if (!(await storageIsEmpty(storage))) problems.push(storage.kind === "s3" ? `the bucket ${env.S3_BUCKET} holds files` : `${path.join(dataDir, "uploads")} holds files`);
        if (problems.length) throw new BackupError(`Nothing was restored: ${problems.join(", and ")}. Restore into an empty site, or add --force to replace its rows (files of the same name are overwritten, others kept).`);
      }
      const report = await restoreArchive(archive, { db: database.db, storage, dataDir, migrate: (folder) => database.migrate(folder), configuredAuthSecret: env.AUTH_SECRET }, { force: values.force });
      const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
      console.log(`Restored into ${database.kind === "pglite" ? `the embedded database in ${dataDir}` : "the database at DATABASE_URL"} in ${(report.ms / 1000).toFixed(1)} s:`);
      console.log(`- ${Object.keys(report.tables).length} tables, ${rows} rows, each table's count and contents as in the archive`);
      console.log(`- ${report.files} files (${formatBytes(manifest.files.bytes)}) into ${storage.kind === "s3" ? `the bucket ${env.S3_BUCKET}` : path.join(dataDir, "uploads")}`);
      console.log(`- schema: ${report.migratedFrom} migrations in the archive${report.migratedTo > report.migratedFrom ? `, ${report.migratedTo - report.migratedFrom} applied since` : ""}`);
      console.log(`- key: ${report.authSecret}`);
    } finally {
      await database.close();
    }
  } finally {
    archive.close();
  }
} catch (error) {
  exitOnError(error);
}
