// npm run db:seed: creates the demo content on an empty database (what the
// server does at start-up unless SEED_DEMO=0). Does nothing when content exists.
import { DataDirInUseError } from "../app/platform/data-dir-lock.server.ts";
import { EnvError, parseEnv } from "../app/platform/env.server.ts";
import { logger } from "../app/platform/logger.server.ts";
import { stopServices } from "../app/platform/services.server.ts";
import { startSiteServices } from "../server/site.ts";
import { seedDemoContent } from "../app/db/seed/seed.server.ts";

try {
  const services = await startSiteServices({ env: parseEnv(), log: logger(), purpose: "db:seed" });
  try {
    const { seeded } = await seedDemoContent({ db: services.db, storage: services.storage });
    console.log(seeded ? "Demo content created." : "The database already has content: nothing to do.");
  } finally {
    await stopServices(services);
  }
} catch (error) {
  if (error instanceof DataDirInUseError || error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
