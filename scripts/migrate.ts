// npm run db:migrate: applies the committed migrations (the server also does
// this at start-up, before it serves). Useful before a deploy on PostgreSQL.
import { DataDirInUseError } from "../app/platform/data-dir-lock.server.ts";
import { EnvError, parseEnv } from "../app/platform/env.server.ts";
import { logger } from "../app/platform/logger.server.ts";
import { stopServices } from "../app/platform/services.server.ts";
import { startSiteServices } from "../server/site.ts";

try {
  const services = await startSiteServices({ env: parseEnv(), log: logger(), purpose: "db:migrate" });
  await stopServices(services);
  console.log("The database schema is up to date.");
} catch (error) {
  if (error instanceof DataDirInUseError || error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
