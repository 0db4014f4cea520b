// npm run backup: one archive of the whole site (database, files, the site's
// own key) into BACKUP_DIR (default DATA_DIR/backups), taken while the site
// runs. On the embedded database the running server holds the data folder, so
// it is asked for the archive through its control socket; otherwise (stopped,
// or on PostgreSQL) this command reads the database itself, in one snapshot.
import path from "node:path";
import { backupDir, BackupError, createBackup, describeBackup } from "../app/platform/backup.server.ts";
import { DataDirInUseError } from "../app/platform/data-dir-lock.server.ts";
import { openDatabase } from "../app/platform/db.server.ts";
import { parseEnv } from "../app/platform/env.server.ts";
import { openStorage } from "../app/platform/services.server.ts";
import { exitOnError } from "./command-errors.ts";
import { askServer } from "../server/control.ts";

try {
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, purpose: "npm run backup", poolSize: 2 });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The running server's: it takes the backup itself.
    const answer = (await askServer(dataDir, "backup").catch((cause: unknown) => {
      throw new BackupError(`The data folder is in use by the running server, which did not take the backup: ${cause instanceof Error ? cause.message : String(cause)}`);
    })) as { summary: string };
    console.log(`Backup written by the running server: ${answer.summary}`);
    process.exit(0);
  }
  try {
    const result = await createBackup(
      { db: database.db, databaseKind: database.kind, storage: openStorage(env), dataDir, configuredAuthSecret: env.AUTH_SECRET, configuredCommit: env.GIT_COMMIT },
      backupDir(env),
    );
    console.log(`Backup written: ${describeBackup(result)}`);
  } finally {
    await database.close();
  }
} catch (error) {
  exitOnError(error);
}
