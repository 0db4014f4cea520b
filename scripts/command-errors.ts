import { BackupError } from "../app/platform/backup.server.ts";
import { DataDirInUseError } from "../app/platform/data-dir-lock.server.ts";
import { EnvError } from "../app/platform/env.server.ts";

/**
 * How an operator's command ends on an error: an expected refusal (a bad
 * setting, a folder in use, a damaged archive, a target that is not empty)
 * prints its sentence alone; anything else prints whole, stack included, for
 * the bug report.
 */
export function exitOnError(error: unknown): never {
  if (error instanceof EnvError || error instanceof BackupError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}
